#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident.h"

#include <QString>
#include <QWidget>
#include <utility>
#include <vector>

namespace ailab::labs {

class IncidentTexts;
class TimeSeriesPanel;

// The place of an incident chart (of an evidence item, or of a response's outcome): each
// showSeries() makes the chart anew from the core's series.
class IncidentChartHost : public QWidget
{
    Q_OBJECT
public:
    explicit IncidentChartHost(QWidget* parent = nullptr);

    // How a chart's series are drawn: each alike, or (a before-and-after comparison) the
    // last one bold and solid over thin dashed earlier ones, so the outcome stands out.
    enum class Emphasis { None, Last };

    // A new chart (the old one goes) with these series on one time axis; the y axis is
    // named yTitle, or the only series' name. `texts` names the thresholds; it may be null
    // when no series is given. The time axis is the time within the measured run, which
    // is not the incident's clock.
    TimeSeriesPanel* showSeries(const QString& title,
                                const std::vector<std::pair<QString, core::ops::Series>>& series,
                                const QString& yTitle, const IncidentTexts* texts,
                                Emphasis emphasis = Emphasis::None);
    TimeSeriesPanel* chart() const { return m_chart; }

private:
    TimeSeriesPanel* m_chart = nullptr;
};

} // namespace ailab::labs
