#include "core/units/format.h"

#include <array>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <span>

namespace ailab::core::units {

namespace {

struct Scale
{
    double factor;
    std::string_view suffix;
};

constexpr double kExactTolerance = 1e-9;

std::atomic<char> g_decimalPoint{'.'};
std::atomic<char> g_groupSeparator{','};

// Rounds to `digits` significant digits; also returns how many decimals that leaves.
double roundSignificant(double value, int digits, int& decimals)
{
    if (value == 0.0) {
        decimals = 0;
        return 0.0;
    }
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    decimals = digits - 1 - magnitude;
    const double scale = std::pow(10.0, decimals);
    double rounded = std::round(value * scale) / scale;
    // Rounding can add a digit (9.996 -> 10.0); recount so no spurious decimal remains.
    if (rounded != 0.0 && static_cast<int>(std::floor(std::log10(std::fabs(rounded)))) > magnitude)
        --decimals;
    if (decimals < 0)
        decimals = 0;
    return rounded;
}

int chooseDigits(double value, int requested)
{
    if (requested > 0)
        return requested;
    for (int digits = 1; digits <= 4; ++digits) {
        int decimals = 0;
        const double rounded = roundSignificant(value, digits, decimals);
        if (std::fabs(rounded - value) <= kExactTolerance * std::fabs(value))
            return digits;
    }
    return 3;
}

std::string groupThousands(std::string_view digits)
{
    // digits is [-]integer[.fraction]; the group separator goes between groups of three
    // integer digits, and the point becomes the style's decimal point.
    const NumberStyle style = numberStyle();
    const std::size_t start = (!digits.empty() && digits.front() == '-') ? 1 : 0;
    const std::size_t point = std::min(digits.find('.'), digits.size());
    std::string grouped(digits.substr(0, start));
    for (std::size_t i = start; i < point; ++i) {
        grouped.push_back(digits[i]);
        const std::size_t remaining = point - i - 1;
        if (remaining > 0 && remaining % 3 == 0)
            grouped.push_back(style.groupSeparator);
    }
    if (point < digits.size()) {
        grouped.push_back(style.decimalPoint);
        grouped.append(digits.substr(point + 1));
    }
    return grouped;
}

std::string fixedDecimals(double rounded, int decimals)
{
    std::string text = fmt::format("{:.{}f}", rounded, decimals);
    if (text.find('.') != std::string::npos) {
        // Drop trailing zeros, then a trailing point: "1.750" -> "1.75", "2.000" -> "2".
        const std::size_t last = text.find_last_not_of('0');
        text.resize(text[last] == '.' ? last : last + 1);
    }
    if (text.compare("-0") == 0)
        text.assign("0");
    return groupThousands(text);
}

std::string withUnit(double value, std::span<const Scale> scales, const FormatOptions& options)
{
    if (!std::isfinite(value))
        return fmt::format("{} {}", value, scales.front().suffix);
    std::size_t index = 0;
    if (options.fixedPrefix) {
        index = std::min(static_cast<std::size_t>(options.prefix), scales.size() - 1);
    } else {
        const double magnitude = std::fabs(value);
        for (std::size_t i = 1; i < scales.size(); ++i)
            if (magnitude >= scales[i].factor)
                index = i;
    }
    for (;;) {
        const double mantissa = value / scales[index].factor;
        const int digits = chooseDigits(mantissa, options.significantDigits);
        int decimals = 0;
        const double rounded = roundSignificant(mantissa, digits, decimals);
        // 999.96 GB rounds to 1000: show it as 1 TB instead.
        if (!options.fixedPrefix && std::fabs(rounded) >= 1000.0 && index + 1 < scales.size() &&
            std::fabs(scales[index + 1].factor / scales[index].factor - 1000.0) < 1e-6) {
            ++index;
            continue;
        }
        return fixedDecimals(rounded, decimals) + " " + std::string(scales[index].suffix);
    }
}

constexpr std::array kBytes{Scale{1, "B"},    Scale{1e3, "kB"},  Scale{1e6, "MB"},
                            Scale{1e9, "GB"}, Scale{1e12, "TB"}, Scale{1e15, "PB"},
                            Scale{1e18, "EB"}};
constexpr std::array kBinaryBytes{Scale{1, "B"},
                                  Scale{1024.0, "KiB"},
                                  Scale{1048576.0, "MiB"},
                                  Scale{1073741824.0, "GiB"},
                                  Scale{1099511627776.0, "TiB"},
                                  Scale{1125899906842624.0, "PiB"}};
constexpr std::array kBitRates{Scale{1, "b/s"},    Scale{1e3, "kb/s"},  Scale{1e6, "Mb/s"},
                               Scale{1e9, "Gb/s"}, Scale{1e12, "Tb/s"}, Scale{1e15, "Pb/s"}};
constexpr std::array kByteRates{Scale{1, "B/s"},    Scale{1e3, "kB/s"},  Scale{1e6, "MB/s"},
                                Scale{1e9, "GB/s"}, Scale{1e12, "TB/s"}, Scale{1e15, "PB/s"}};
constexpr std::array kWatts{Scale{1, "W"}, Scale{1e3, "kW"}, Scale{1e6, "MW"}, Scale{1e9, "GW"}};
constexpr std::array kFlops{Scale{1, "FLOP/s"},    Scale{1e3, "kFLOP/s"},  Scale{1e6, "MFLOP/s"},
                            Scale{1e9, "GFLOP/s"}, Scale{1e12, "TFLOP/s"}, Scale{1e15, "PFLOP/s"},
                            Scale{1e18, "EFLOP/s"}};
constexpr std::array kFlopCounts{Scale{1, "FLOP"},    Scale{1e3, "kFLOP"},  Scale{1e6, "MFLOP"},
                                 Scale{1e9, "GFLOP"}, Scale{1e12, "TFLOP"}, Scale{1e15, "PFLOP"},
                                 Scale{1e18, "EFLOP"}};
// Time goes up in steps of 1000 below the second, then to minutes and hours. A second
// stays a second up to 2 minutes, so "90 s" is not shown as "1.5 min".
constexpr std::array kSmallTimes{Scale{1e-9, "ns"}, Scale{1e-6, "µs"}, Scale{1e-3, "ms"},
                                 Scale{1, "s"}};

} // namespace

void setNumberStyle(NumberStyle style)
{
    g_decimalPoint.store(style.decimalPoint, std::memory_order_relaxed);
    g_groupSeparator.store(style.groupSeparator, std::memory_order_relaxed);
}

NumberStyle numberStyle()
{
    return {.decimalPoint = g_decimalPoint.load(std::memory_order_relaxed),
            .groupSeparator = g_groupSeparator.load(std::memory_order_relaxed)};
}

std::string formatNumber(double value, int significantDigits)
{
    if (!std::isfinite(value))
        return fmt::format("{}", value);
    int decimals = 0;
    const double rounded =
        roundSignificant(value, chooseDigits(value, significantDigits), decimals);
    return fixedDecimals(rounded, decimals);
}

std::string toString(Bytes value, const FormatOptions& options)
{
    return withUnit(value.value(), kBytes, options);
}

std::string toStringBinary(Bytes value, int significantDigits)
{
    FormatOptions options;
    options.significantDigits = significantDigits;
    // Binary steps are 1024, so the "rounds up to 1000" rule above does not apply.
    return withUnit(value.value(), kBinaryBytes, options);
}

std::string toString(Seconds value, const FormatOptions& options)
{
    const double seconds = value.value();
    const double magnitude = std::fabs(seconds);
    if (std::isfinite(seconds) && magnitude >= 7200.0)
        return formatNumber(seconds / 3600.0, options.significantDigits) + " h";
    if (std::isfinite(seconds) && magnitude >= 120.0)
        return formatNumber(seconds / 60.0, options.significantDigits) + " min";
    if (magnitude >= 1.0 || seconds == 0.0 || !std::isfinite(seconds))
        return formatNumber(seconds, options.significantDigits) + " s";
    FormatOptions small = options;
    small.fixedPrefix = false;
    return withUnit(seconds, kSmallTimes, small);
}

std::string toString(BitRate value, const FormatOptions& options)
{
    return withUnit(value.value(), kBitRates, options);
}

std::string toString(ByteRate value, const FormatOptions& options)
{
    return withUnit(value.value(), kByteRates, options);
}

std::string toString(Watts value, const FormatOptions& options)
{
    return withUnit(value.value(), kWatts, options);
}

std::string toString(Flops value, const FormatOptions& options)
{
    return withUnit(value.value(), kFlops, options);
}

std::string toString(FlopCount value, const FormatOptions& options)
{
    return withUnit(value.value(), kFlopCounts, options);
}

std::string toStringBoth(BitRate value)
{
    return toString(value) + " = " + toString(value.toByteRate());
}

std::string toStringBoth(ByteRate value)
{
    return toString(value) + " = " + toString(value.toBitRate());
}

std::string toStringBtuPerHour(double btuPerHour)
{
    return formatNumber(btuPerHour, 4) + " BTU/h";
}

std::string toStringCoolingTons(double tons)
{
    return formatNumber(tons) + (tons == 1.0 ? " ton" : " tons");
}

} // namespace ailab::core::units
