#include "core/units/parse.h"

#include "core/error.h"

#include <charconv>
#include <cmath>
#include <string>
#include <vector>

namespace ailab::core::units {

namespace {

struct UnitEntry
{
    std::string name;
    double factor; // to the base unit of the table
};

struct Kind
{
    std::string_view what;    // "a size"
    std::string_view example; // "1GB, 1 GiB or 512MiB"
    std::string_view units;   // the list shown when a unit is unknown
};

struct Prefixed
{
    std::string_view prefix;
    double factor;
};

constexpr Prefixed kDecimal[] = {{"", 1.0},  {"k", 1e3},  {"K", 1e3},  {"M", 1e6},
                                 {"G", 1e9}, {"T", 1e12}, {"P", 1e15}, {"E", 1e18}};
constexpr Prefixed kBinary[] = {{"Ki", 1024.0},
                                {"Mi", 1048576.0},
                                {"Gi", 1073741824.0},
                                {"Ti", 1099511627776.0},
                                {"Pi", 1125899906842624.0}};

std::vector<UnitEntry> byteUnits()
{
    std::vector<UnitEntry> units;
    for (const auto& p : kDecimal)
        units.push_back({std::string(p.prefix) + "B", p.factor});
    for (const auto& p : kBinary)
        units.push_back({std::string(p.prefix) + "B", p.factor});
    units.push_back({"byte", 1.0});
    units.push_back({"bytes", 1.0});
    return units;
}

// Rates in bits per second, whatever the spelling.
std::vector<UnitEntry> rateUnits()
{
    std::vector<UnitEntry> units;
    for (const auto& p : kDecimal) {
        const std::string prefix(p.prefix);
        for (const char* bits : {"b/s", "bps", "bit/s", "bits/s"})
            units.push_back({prefix + bits, p.factor});
        for (const char* bytes : {"B/s", "Bps"})
            units.push_back({prefix + bytes, p.factor * 8.0});
    }
    for (const auto& p : kBinary)
        units.push_back({std::string(p.prefix) + "B/s", p.factor * 8.0});
    return units;
}

std::vector<UnitEntry> timeUnits()
{
    return {{"ns", 1e-9},  {"us", 1e-6},     {"µs", 1e-6},     {"μs", 1e-6},
            {"ms", 1e-3},  {"s", 1.0},       {"sec", 1.0},     {"min", 60.0},
            {"h", 3600.0}, {"hour", 3600.0}, {"hours", 3600.0}, {"d", 86400.0},
            {"day", 86400.0}, {"days", 86400.0}};
}

std::vector<UnitEntry> powerUnits()
{
    return {{"W", 1.0}, {"kW", 1e3}, {"KW", 1e3}, {"MW", 1e6}, {"GW", 1e9}};
}

std::vector<UnitEntry> flopsUnits()
{
    std::vector<UnitEntry> units;
    for (const auto& p : kDecimal)
        for (const char* body : {"FLOP/s", "FLOPS", "flop/s", "flops", "FLOPs"})
            units.push_back({std::string(p.prefix) + body, p.factor});
    return units;
}

std::string_view trim(std::string_view text)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

[[noreturn]] void fail(const std::string& message, const std::string& path)
{
    throw Error(message, path);
}

// Bits where bytes are expected: the confusion the labs teach about, so say it plainly.
bool looksLikeBits(std::string_view unit)
{
    return unit == "b" || unit == "bit" || unit == "bits" ||
           (unit.size() >= 2 && (unit.back() == 'b' || unit.ends_with("bit")));
}

double parseWith(std::string_view original, const std::vector<UnitEntry>& units, const Kind& kind,
                 const std::string& path)
{
    const std::string quoted = "'" + std::string(original) + "'";
    const std::string expected =
        "expected " + std::string(kind.what) + " such as " + std::string(kind.example);
    const std::string_view text = trim(original);
    if (text.empty())
        fail("no value given; " + expected, path);

    double number = 0.0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto [next, error] = std::from_chars(begin, end, number);
    if (error == std::errc::invalid_argument || next == begin)
        fail(quoted + " does not start with a number; " + expected, path);
    if (error == std::errc::result_out_of_range || !std::isfinite(number))
        fail(quoted + " is out of range; " + expected, path);
    if (number < 0.0)
        fail(quoted + " is negative; " + std::string(kind.what) + " must be zero or more", path);

    const std::string_view unit =
        trim(std::string_view(next, static_cast<std::size_t>(end - next)));
    if (unit.empty())
        fail(quoted + " has no unit; " + expected, path);
    for (const auto& entry : units) {
        if (entry.name == unit) {
            const double value = number * entry.factor;
            if (!std::isfinite(value))
                fail(quoted + " is out of range; " + expected, path);
            return value;
        }
    }
    if (kind.what == "a size" && looksLikeBits(unit))
        fail(quoted +
                 " is in bits (lower-case b); a size is given in bytes (upper-case B, "
                 "1 B = 8 b), for example " +
                 std::string(kind.example),
             path);
    fail(quoted + " has an unknown unit '" + std::string(unit) + "'; use one of " +
             std::string(kind.units),
         path);
}

} // namespace

Bytes parseBytes(std::string_view text, const std::string& path)
{
    static const std::vector<UnitEntry> units = byteUnits();
    static constexpr Kind kind{"a size", "1GB, 1 GiB or 512MiB",
                               "B, kB, MB, GB, TB, PB (powers of 1000) or KiB, MiB, GiB, TiB, "
                               "PiB (powers of 1024)"};
    return Bytes::bytes(parseWith(text, units, kind, path));
}

Seconds parseSeconds(std::string_view text, const std::string& path)
{
    static const std::vector<UnitEntry> units = timeUnits();
    static constexpr Kind kind{"a time", "25us, 1.5ms or 2s", "ns, us, ms, s, min, h"};
    return Seconds::seconds(parseWith(text, units, kind, path));
}

BitRate parseBitRate(std::string_view text, const std::string& path)
{
    static const std::vector<UnitEntry> units = rateUnits();
    static constexpr Kind kind{"a bit rate", "400Gbps, 400Gb/s or 50GB/s",
                               "b/s (or bps, bit/s) and B/s (or Bps) with a prefix k, M, G, "
                               "T, or Gbps, GB/s, GiB/s"};
    return BitRate::bitsPerSecond(parseWith(text, units, kind, path));
}

ByteRate parseByteRate(std::string_view text, const std::string& path)
{
    static const std::vector<UnitEntry> units = rateUnits();
    static constexpr Kind kind{"a byte rate", "50GB/s, 2.5GiB/s or 400Gbps",
                               "B/s (or Bps) and b/s (or bps, bit/s) with a prefix k, M, G, "
                               "T, or GB/s, GiB/s, Gbps"};
    return BitRate::bitsPerSecond(parseWith(text, units, kind, path)).toByteRate();
}

Watts parseWatts(std::string_view text, const std::string& path)
{
    static const std::vector<UnitEntry> units = powerUnits();
    static constexpr Kind kind{"a power", "700W or 10.2kW", "W, kW, MW, GW"};
    return Watts::watts(parseWith(text, units, kind, path));
}

Flops parseFlops(std::string_view text, const std::string& path)
{
    static const std::vector<UnitEntry> units = flopsUnits();
    static constexpr Kind kind{"a compute rate", "989TFLOPS or 989 TFLOP/s",
                               "FLOP/s or FLOPS with a prefix k, M, G, T, P, E"};
    return Flops::flopsPerSecond(parseWith(text, units, kind, path));
}

} // namespace ailab::core::units
