#include "labs/inference/views/series_fill.h"

#include "core/telemetry/time_series.h"
#include "labs/common/charts/time_series_panel.h"

namespace ailab::labs::inference {

void fillSeries(TimeSeriesPanel* panel, const QString& seriesId,
                const core::telemetry::TimeSeries& series, double scale)
{
    if (panel->dataCount(seriesId) == int(series.size()))
        return;
    QVector<double> t, v;
    t.reserve(int(series.size()));
    v.reserve(int(series.size()));
    for (const core::telemetry::Sample& s : series) {
        t << s.time;
        v << s.value * scale;
    }
    panel->setSeriesData(seriesId, t, v);
}

} // namespace ailab::labs::inference
