#include "labs/operations/views/series_feed.h"

#include "core/telemetry/time_series.h"
#include "labs/common/charts/heatmap_panel.h"
#include "labs/common/charts/time_series_panel.h"

#include <algorithm>
#include <cmath>

namespace ailab::labs::operations {

std::uint64_t SeriesFeed::firstAt(const core::telemetry::TimeSeries& series, double from)
{
    // Times never go backwards: a binary search over the ring.
    std::size_t lo = 0, hi = series.size();
    while (lo < hi) {
        const std::size_t mid = (lo + hi) / 2;
        if (series[mid].time < from)
            lo = mid + 1;
        else
            hi = mid;
    }
    return series.totalAdded() - series.size() + lo;
}

void SeriesFeed::add(TimeSeriesPanel* panel, const QString& seriesId, const core::telemetry::TimeSeries* series,
                     double from)
{
    if (panel == nullptr || series == nullptr)
        return;
    m_lines.push_back({panel, panel->seriesIndex(seriesId), series, firstAt(*series, from)});
}

void SeriesFeed::addHeatmap(HeatmapPanel* panel, std::vector<const core::telemetry::TimeSeries*> rows,
                            double from)
{
    if (panel == nullptr || rows.empty() || rows.front() == nullptr)
        return;
    const std::uint64_t seen = firstAt(*rows.front(), from);
    m_heatmaps.push_back({panel, std::move(rows), seen, {}});
}

void SeriesFeed::remove(const void* panel)
{
    m_lines.erase(std::remove_if(m_lines.begin(), m_lines.end(), [panel](const Line& l) { return l.panel == panel; }),
                  m_lines.end());
    m_heatmaps.erase(std::remove_if(m_heatmaps.begin(), m_heatmaps.end(),
                                    [panel](const Heatmap& h) { return h.panel == panel; }),
                     m_heatmaps.end());
}

void SeriesFeed::clear()
{
    m_lines.clear();
    m_heatmaps.clear();
}

std::size_t SeriesFeed::drainLine(Line& line)
{
    const core::telemetry::TimeSeries& s = *line.series;
    const std::uint64_t total = s.totalAdded();
    const std::uint64_t first = total - s.size();
    std::size_t appended = 0;
    for (std::uint64_t i = std::max(line.seen, first); i < total; ++i) {
        const core::telemetry::Sample& sample = s[std::size_t(i - first)];
        line.panel->append(line.index, sample.time, sample.value);
        ++appended;
    }
    line.seen = total;
    return appended;
}

std::size_t SeriesFeed::drainHeatmap(Heatmap& heatmap)
{
    const core::telemetry::TimeSeries& clock = *heatmap.rows.front();
    const std::uint64_t total = clock.totalAdded();
    const std::uint64_t first = total - clock.size();
    heatmap.column.resize(heatmap.rows.size());
    std::size_t appended = 0;
    for (std::uint64_t i = std::max(heatmap.seen, first); i < total; ++i) {
        const double t = clock[std::size_t(i - first)].time;
        // Each row's sample of the same count: the rows were recorded together.
        for (std::size_t r = 0; r < heatmap.rows.size(); ++r) {
            const core::telemetry::TimeSeries& row = *heatmap.rows[r];
            const std::uint64_t rowFirst = row.totalAdded() - row.size();
            heatmap.column[r] = i >= rowFirst && i < row.totalAdded() ? row[std::size_t(i - rowFirst)].value
                                                                      : std::nan("");
        }
        heatmap.panel->setColumn(t, heatmap.column.data(), int(heatmap.column.size()));
        ++appended;
    }
    heatmap.seen = total;
    return appended;
}

} // namespace ailab::labs::operations
