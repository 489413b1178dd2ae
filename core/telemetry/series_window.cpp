#include "core/telemetry/series_window.h"

#include "core/telemetry/time_series.h"

namespace ailab::core::telemetry {

std::optional<double> meanOver(const TimeSeries& series, double windowSeconds)
{
    const std::optional<Sample> latest = series.latest();
    if (!latest)
        return std::nullopt;
    double sum = 0.0;
    std::size_t count = 0;
    // between() takes from <= time; the window is open at its start.
    for (const Sample& s : series.between(latest->time - windowSeconds, latest->time))
        if (s.time > latest->time - windowSeconds) {
            sum += s.value;
            ++count;
        }
    return count == 0 ? latest->value : sum / double(count);
}

} // namespace ailab::core::telemetry
