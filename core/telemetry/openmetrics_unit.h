#pragma once

#include <string>
#include <string_view>

namespace ailab::core::telemetry {

// How a registry unit (as an axis shows it: "%", "W", "°C", "GB/s") is exported to
// OpenMetrics, whose units are unprefixed base units ("Units and Base Units" of the
// OpenMetrics 1.0 specification: seconds, bytes, joules, volts, amperes, celsius,
// ratios, ...; "Ratios are the base unit, not percentages"; bytes, not bits; a gauge in
// watts where the source only has watts). The value is converted by convert():
//   "%"                          -> ratio             / 100
//   "s" "ms" "us" "µs" "ns"      -> seconds           x 1, 1e-3, 1e-6, 1e-6, 1e-9
//   "B" "KB" "MB" "GB" "TB"      -> bytes             x 1e0 .. 1e12 (decimal prefixes)
//   "KiB" "MiB" "GiB" "TiB"      -> bytes             x 2^10 .. 2^40
//   "B/s" "KB/s" .. "TB/s"       -> bytes_per_second  x 1 .. 1e12
//   "b/s" "Kb/s" .. "Tb/s", "bps" "Gbps" ...
//                                -> bytes_per_second  x 1/8 .. 1e12/8 (bits to bytes)
//   "W" "kW" "MW"                -> watts             x 1, 1e3, 1e6
//   "J" "kJ" "MJ"                -> joules
//   "°C"                         -> celsius
//   "V" / "A"                    -> volts / amperes
//   "Hz" "MHz" "GHz"             -> hertz
//   "ratio"                      -> ratio             x 1
// Every other unit ("", "requests", "tok/s", "packets") has no OpenMetrics base unit: it
// is exported with no UNIT line, values unchanged, and the writer names it in the HELP
// text instead.
struct OpenMetricsUnit
{
    std::string name; // "" when the unit has no OpenMetrics counterpart
    // value * multiplier / divisor: a percentage is divided by 100 rather than multiplied
    // by 0.01 (not exact in binary), so 42 % is written 0.42.
    double multiplier = 1.0;
    double divisor = 1.0;
    double convert(double value) const { return value * multiplier / divisor; }
};

OpenMetricsUnit toOpenMetricsUnit(std::string_view registryUnit);

} // namespace ailab::core::telemetry
