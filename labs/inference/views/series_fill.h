#pragma once

#include <QString>

namespace ailab::core::telemetry {
class TimeSeries;
}

namespace ailab::labs {
class TimeSeriesPanel;
}

namespace ailab::labs::inference {

// Copies a core time series into a chart's series when it has new samples (the cluster
// samples once per sampling interval, so most frames change nothing). `scale` converts the
// unit (1 keeps it).
void fillSeries(TimeSeriesPanel* panel, const QString& seriesId,
                const core::telemetry::TimeSeries& series, double scale = 1.0);

} // namespace ailab::labs::inference
