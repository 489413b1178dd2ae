#include "labs/common/incident/incident_chart_host.h"

#include "labs/common/charts/time_series_panel.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/widgets/palette.h"

#include <QSet>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace ailab::labs {

namespace ops = core::ops;

IncidentChartHost::IncidentChartHost(QWidget* parent)
    : QWidget(parent)
{
    setMinimumHeight(150);
    (new QVBoxLayout(this))->setContentsMargins(0, 0, 0, 0);
}

TimeSeriesPanel*
IncidentChartHost::showSeries(const QString& title,
                              const std::vector<std::pair<QString, ops::Series>>& series,
                              const QString& yTitle, const IncidentTexts* texts, Emphasis emphasis)
{
    for (TimeSeriesPanel* old : findChildren<TimeSeriesPanel*>(Qt::FindDirectChildrenOnly))
        delete old;
    auto* chart = new TimeSeriesPanel(this);
    layout()->addWidget(chart);
    m_chart = chart;
    chart->setTitle(title);
    if (series.empty())
        return chart;
    // One scale for all series (they share the first one's unit) and for the time axis.
    double lastTime = 0.0;
    double largest = 0.0;
    for (const auto& [name, s] : series) {
        for (double t : s.timeS)
            lastTime = std::max(lastTime, std::abs(t));
        for (double v : s.values)
            largest = std::max(largest, std::abs(v));
        for (const auto& threshold : s.thresholds)
            largest = std::max(largest, std::abs(threshold.second));
    }
    const std::string& unit = series.front().second.unit;
    const IncidentScale x = IncidentFormat::scaleFor("s", lastTime);
    const IncidentScale y = IncidentFormat::scaleFor(unit, largest);
    const QString yName =
        !yTitle.isEmpty() ? yTitle : (series.size() == 1 ? series.front().first : tr("Value"));
    // The run the evidence was measured in lasts milliseconds; the incident's clock (the
    // header's) counts the minutes of the investigation.
    chart->setAxes(tr("Time within the measured run (%1)").arg(x.unit),
                   y.unit.isEmpty() ? yName : tr("%1 (%2)").arg(yName, y.unit));
    chart->setUnits(x.unit, y.unit);
    QSet<QString> thresholdIds;
    for (size_t i = 0; i < series.size(); ++i) {
        const auto& [name, s] = series[i];
        const QString id = QString::number(i);
        const bool compared = emphasis == Emphasis::Last && series.size() > 1;
        const bool last = i + 1 == series.size();
        const int index = chart->addSeries(id, name, style::seriesColor(int(i), palette()),
                                           compared ? (last ? Qt::SolidLine : Qt::DashLine)
                                                    : style::seriesPenStyle(int(i)));
        if (compared) {
            QPen pen = chart->plot()->graph(index)->pen();
            pen.setWidthF(last ? 3.0 : 1.5);
            chart->plot()->graph(index)->setPen(pen);
        }
        QVector<double> t;
        QVector<double> v;
        const size_t n = std::min(s.timeS.size(), s.values.size());
        t.reserve(qsizetype(n));
        v.reserve(qsizetype(n));
        for (size_t k = 0; k < n; ++k) {
            t << s.timeS[k] * x.factor;
            v << s.values[k] * y.factor;
        }
        chart->setSeriesData(id, t, v);
        for (const auto& [thresholdId, value] : s.thresholds)
            if (!thresholdIds.contains(QString::fromStdString(thresholdId))) {
                thresholdIds.insert(QString::fromStdString(thresholdId));
                chart->addThreshold(value * y.factor, texts->thresholdLabel(thresholdId));
            }
    }
    return chart;
}

} // namespace ailab::labs
