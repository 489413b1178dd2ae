#include "core/telemetry/openmetrics_unit.h"

#include <array>

namespace ailab::core::telemetry {
namespace {

struct UnitRow
{
    std::string_view registry;
    std::string_view openMetrics;
    double multiplier;
    double divisor = 1.0;
};

constexpr double kB = 1e3, kMB = 1e6, kGB = 1e9, kTB = 1e12;
constexpr double kKiB = 1024.0, kMiB = kKiB * 1024, kGiB = kMiB * 1024, kTiB = kGiB * 1024;

constexpr std::array kUnits{
    UnitRow{"%", "ratio", 1.0, 100.0},
    UnitRow{"ratio", "ratio", 1.0},
    UnitRow{"s", "seconds", 1.0},
    UnitRow{"ms", "seconds", 1.0, 1e3},
    UnitRow{"us", "seconds", 1.0, 1e6},
    UnitRow{"µs", "seconds", 1.0, 1e6},
    UnitRow{"ns", "seconds", 1.0, 1e9},
    UnitRow{"B", "bytes", 1.0},
    UnitRow{"KB", "bytes", kB},
    UnitRow{"kB", "bytes", kB},
    UnitRow{"MB", "bytes", kMB},
    UnitRow{"GB", "bytes", kGB},
    UnitRow{"TB", "bytes", kTB},
    UnitRow{"KiB", "bytes", kKiB},
    UnitRow{"MiB", "bytes", kMiB},
    UnitRow{"GiB", "bytes", kGiB},
    UnitRow{"TiB", "bytes", kTiB},
    UnitRow{"B/s", "bytes_per_second", 1.0},
    UnitRow{"KB/s", "bytes_per_second", kB},
    UnitRow{"kB/s", "bytes_per_second", kB},
    UnitRow{"MB/s", "bytes_per_second", kMB},
    UnitRow{"GB/s", "bytes_per_second", kGB},
    UnitRow{"TB/s", "bytes_per_second", kTB},
    UnitRow{"b/s", "bytes_per_second", 1.0, 8.0},
    UnitRow{"bps", "bytes_per_second", 1.0, 8.0},
    UnitRow{"Kb/s", "bytes_per_second", kB, 8.0},
    UnitRow{"kb/s", "bytes_per_second", kB, 8.0},
    UnitRow{"Kbps", "bytes_per_second", kB, 8.0},
    UnitRow{"Mb/s", "bytes_per_second", kMB, 8.0},
    UnitRow{"Mbps", "bytes_per_second", kMB, 8.0},
    UnitRow{"Gb/s", "bytes_per_second", kGB, 8.0},
    UnitRow{"Gbps", "bytes_per_second", kGB, 8.0},
    UnitRow{"Tb/s", "bytes_per_second", kTB, 8.0},
    UnitRow{"Tbps", "bytes_per_second", kTB, 8.0},
    UnitRow{"W", "watts", 1.0},
    UnitRow{"kW", "watts", 1e3},
    UnitRow{"MW", "watts", 1e6},
    UnitRow{"J", "joules", 1.0},
    UnitRow{"kJ", "joules", 1e3},
    UnitRow{"MJ", "joules", 1e6},
    UnitRow{"°C", "celsius", 1.0},
    UnitRow{"V", "volts", 1.0},
    UnitRow{"A", "amperes", 1.0},
    UnitRow{"Hz", "hertz", 1.0},
    UnitRow{"MHz", "hertz", 1e6},
    UnitRow{"GHz", "hertz", 1e9},
};

} // namespace

OpenMetricsUnit toOpenMetricsUnit(std::string_view registryUnit)
{
    for (const UnitRow& row : kUnits)
        if (row.registry == registryUnit)
            return {std::string(row.openMetrics), row.multiplier, row.divisor};
    return {};
}

} // namespace ailab::core::telemetry
