#pragma once

#include <optional>

namespace ailab::core::telemetry {

class TimeSeries;

// The mean of a series' samples of the last `windowSeconds` up to its latest one (those later
// than latest - window), as Prometheus' avg_over_time(x[window]) takes it: a bursty series (a
// job reading its batch at the start of each step) read at one instant shows its burst or
// its gap, not its rate. A window shorter than the sampling holds the latest sample; empty
// without samples.
std::optional<double> meanOver(const TimeSeries& series, double windowSeconds);

} // namespace ailab::core::telemetry
