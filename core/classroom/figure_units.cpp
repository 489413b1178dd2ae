#include "core/classroom/figure_units.h"

#include <algorithm>
#include <array>

namespace ailab::core::classroom {

namespace {

const std::vector<FigureUnit>& units()
{
    static const std::vector<FigureUnit> all = {
        {"", Dimension::Count, 1.0},
        {"1", Dimension::Ratio, 1.0},
        {"%", Dimension::Ratio, 0.01},
        {"ns", Dimension::Time, 1e-9},
        {"us", Dimension::Time, 1e-6},
        {"µs", Dimension::Time, 1e-6},
        {"ms", Dimension::Time, 1e-3},
        {"s", Dimension::Time, 1.0},
        {"min", Dimension::Time, 60.0},
        {"h", Dimension::Time, 3600.0},
        {"B", Dimension::Bytes, 1.0},
        {"kB", Dimension::Bytes, 1e3},
        {"KB", Dimension::Bytes, 1e3},
        {"MB", Dimension::Bytes, 1e6},
        {"GB", Dimension::Bytes, 1e9},
        {"TB", Dimension::Bytes, 1e12},
        {"KiB", Dimension::Bytes, 1024.0},
        {"MiB", Dimension::Bytes, 1024.0 * 1024.0},
        {"GiB", Dimension::Bytes, 1024.0 * 1024.0 * 1024.0},
        {"B/s", Dimension::ByteRate, 1.0},
        {"MB/s", Dimension::ByteRate, 1e6},
        {"GB/s", Dimension::ByteRate, 1e9},
        {"TB/s", Dimension::ByteRate, 1e12},
        {"b/s", Dimension::BitRate, 1.0},
        {"Mb/s", Dimension::BitRate, 1e6},
        {"Gb/s", Dimension::BitRate, 1e9},
        {"Tb/s", Dimension::BitRate, 1e12},
    };
    return all;
}

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

FigureUnit unit(std::string_view symbol)
{
    return *findUnit(symbol);
}

} // namespace

std::optional<FigureUnit> findUnit(std::string_view symbol)
{
    for (const FigureUnit& u : units()) {
        if (u.symbol == symbol)
            return u;
    }
    return std::nullopt;
}

const std::vector<std::string>& unitSymbols()
{
    static const std::vector<std::string> symbols = [] {
        std::vector<std::string> out;
        for (const FigureUnit& u : units()) {
            if (!u.symbol.empty())
                out.push_back(u.symbol);
        }
        return out;
    }();
    return symbols;
}

FigureUnit unitOfFigureKey(std::string_view key)
{
    // The suffixes the lab models use (core/models/*), longest first where one ends another.
    struct Suffix
    {
        std::string_view suffix;
        std::string_view symbol;
    };
    static constexpr std::array<Suffix, 22> suffixes = {{
        {"_GBps", "GB/s"},   {"GBps", "GB/s"},    {"_gbps", "Gb/s"},   {"Gbps", "Gb/s"},
        {"_percent", "%"},   {"Percent", "%"},    {"_ms", "ms"},       {"_us", "us"},
        {"Seconds", "s"},    {"seconds", "s"},    {"_s", "s"},         {"_hours", "h"},
        {"Hours", "h"},      {"Bytes", "B"},      {"bytes", "B"},      {"GiB", "GiB"},
        {"Utilisation", "1"}, {"utilisation", "1"}, {"_share", "1"},    {"fairness", "1"},
        {"hit_rate", "1"},   {"hit_rate_per_epoch", "1"},
    }};
    for (const Suffix& s : suffixes) {
        if (endsWith(key, s.suffix))
            return unit(s.symbol);
    }
    // "bytes_per_rank", "bytes_sent_per_rank": a number of bytes named before what it counts.
    if (key.substr(0, 5) == "bytes")
        return unit("B");
    if (key == "seconds")
        return unit("s");
    return unit("");
}

double convert(double value, const FigureUnit& from, const FigureUnit& to)
{
    return value * from.toBase / to.toBase;
}

std::string dimensionName(Dimension dimension)
{
    switch (dimension) {
    case Dimension::Count: return "count";
    case Dimension::Ratio: return "fraction";
    case Dimension::Time: return "time";
    case Dimension::Bytes: return "bytes";
    case Dimension::ByteRate: return "byte rate";
    case Dimension::BitRate: return "bit rate";
    }
    return "count";
}

} // namespace ailab::core::classroom
