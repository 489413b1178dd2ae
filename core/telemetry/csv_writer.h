#pragma once

#include "core/telemetry/metric_registry.h"

#include <iosfwd>
#include <string>
#include <string_view>

// A registry's series as CSV in the long layout, one sample a row:
//   time_s,series,unit,value
//   0,"DCGM_FI_DEV_GPU_TEMP{gpu=""0"",rack=""rack0""}",°C,55.5
// Long rather than wide (a column per series): the series of a cluster have different
// sample times and lengths, a wide table would be mostly empty cells and 16,384 GPUs would
// make as many columns, and every tool that pivots (pandas, R, spreadsheets) reads it.
// Rows go series by series in registry order, each series in time order; times are
// simulated seconds, values in the registry's unit, unconverted; a NaN (a gap) is an empty
// value. Fields follow RFC 4180: a field holding a comma, a double quote, CR or LF is
// quoted and its quotes doubled; records end in CRLF; UTF-8 text ("°C") as it is.
namespace ailab::core::telemetry {

// One field, quoted when RFC 4180 requires it.
std::string csvField(std::string_view text);

void writeCsv(std::ostream& out, const MetricRegistry& registry);
std::string toCsv(const MetricRegistry& registry);
// Through core::AtomicFile: the file appears whole or not at all (core::Error with the path).
void writeCsvFile(const std::string& path, const MetricRegistry& registry);

} // namespace ailab::core::telemetry
