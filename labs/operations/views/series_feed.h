#pragma once

#include <QString>
#include <cstdint>
#include <vector>

namespace ailab::core::telemetry {
class TimeSeries;
}

namespace ailab::labs {
class HeatmapPanel;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::operations {

// Hands the dashboard's charts what the twin's registry series recorded since the last call,
// and nothing else: a frame reads only new samples (a series' totalAdded counts them) and
// never rebuilds a chart.
class SeriesFeed
{
public:
    // One registry series onto one series of a chart; `from`: samples before this time are
    // left out (the time range shown).
    void add(TimeSeriesPanel* panel, const QString& seriesId, const core::telemetry::TimeSeries* series,
             double from = 0.0);
    // Every row of a heatmap from its own series, all sampled at the same times (the first
    // row's times are the columns').
    void addHeatmap(HeatmapPanel* panel, std::vector<const core::telemetry::TimeSeries*> rows,
                    double from = 0.0);
    // Forgets the charts of `panel` (it is about to be deleted or rebuilt).
    void remove(const void* panel);
    void clear();

    // Appends the new samples of the charts `visible` allows; a chart left out catches up
    // when it is next allowed (its series keep their window). Returns the samples appended.
    template <typename Visible>
    std::size_t drain(Visible&& visible)
    {
        std::size_t appended = 0;
        for (Line& line : m_lines)
            if (visible(static_cast<const void*>(line.panel)))
                appended += drainLine(line);
        for (Heatmap& heatmap : m_heatmaps)
            if (visible(static_cast<const void*>(heatmap.panel)))
                appended += drainHeatmap(heatmap);
        return appended;
    }
    std::size_t drain()
    {
        return drain([](const void*) { return true; });
    }

private:
    struct Line
    {
        TimeSeriesPanel* panel = nullptr;
        int index = -1; // the series' index in the panel
        const core::telemetry::TimeSeries* series = nullptr;
        std::uint64_t seen = 0; // samples of the series already appended (totalAdded)
    };
    struct Heatmap
    {
        HeatmapPanel* panel = nullptr;
        std::vector<const core::telemetry::TimeSeries*> rows;
        std::uint64_t seen = 0;
        std::vector<double> column;
    };
    static std::size_t drainLine(Line& line);
    static std::size_t drainHeatmap(Heatmap& heatmap);
    // The first sample's count (totalAdded numbering) at or after `from`.
    static std::uint64_t firstAt(const core::telemetry::TimeSeries& series, double from);

    std::vector<Line> m_lines;
    std::vector<Heatmap> m_heatmaps;
};

} // namespace ailab::labs::operations
