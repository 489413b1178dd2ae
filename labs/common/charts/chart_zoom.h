#pragma once

#include <QObject>
#include <optional>
#include <utility>

class QCustomPlot;

namespace ailab::labs {

// How a chart's x axis answers the mouse: the wheel scrolls the page the chart stands on
// (the event goes on to the scroll area); Ctrl+wheel zooms the axis and dragging pans it,
// both kept inside the data, never past it; a double-click shows all of the data again.
// The chart tells it the range that shows all of its data (setFullRange) whenever that
// changes, and the zoom the learner chose stays inside it while data arrive.
class ChartZoom : public QObject
{
    Q_OBJECT
public:
    // Watches `plot`, which owns it.
    explicit ChartZoom(QCustomPlot* plot);

    // The zoom of a plot, nullptr for a plot without one.
    static ChartZoom* of(const QCustomPlot* plot);

    // The x range of all the data; the axis shows it, or the zoom moved inside it.
    void setFullRange(double lower, double upper);
    bool isZoomed() const { return m_zoom.has_value(); }
    // Shows all of the data again.
    void reset();

Q_SIGNALS:
    // The learner asked to see all of the data again: the chart lays its axes out anew.
    void resetRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void keepInData(double lower, double upper);
    void applyRange(double lower, double upper);

    QCustomPlot* m_plot;
    double m_fullLower = 0.0;
    double m_fullUpper = 1.0;
    std::optional<std::pair<double, double>> m_zoom; // empty: all of the data shows
    bool m_applying = false;
};

} // namespace ailab::labs
