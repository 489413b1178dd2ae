#include "labs/common/charts/chart_zoom.h"

#include <QEvent>
#include <QWheelEvent>
#include <algorithm>
#include <qcustomplot.h>

namespace ailab::labs {

ChartZoom::ChartZoom(QCustomPlot* plot)
    : QObject(plot)
    , m_plot(plot)
{
    setObjectName(QStringLiteral("chartZoom"));
    m_plot->setInteractions(m_plot->interactions() | QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->installEventFilter(this);
    connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            [this](const QCPRange& range) { keepInData(range.lower, range.upper); });
    m_plot->setWhatsThis(tr("The mouse wheel scrolls the page. Ctrl+wheel zooms the time axis "
                            "and dragging moves it, within the data; a double-click shows all "
                            "of it again."));
}

ChartZoom* ChartZoom::of(const QCustomPlot* plot)
{
    return plot ? plot->findChild<ChartZoom*>(QStringLiteral("chartZoom"),
                                              Qt::FindDirectChildrenOnly)
                : nullptr;
}

void ChartZoom::setFullRange(double lower, double upper)
{
    m_fullLower = lower;
    m_fullUpper = upper;
    if (!m_zoom) {
        applyRange(lower, upper);
        return;
    }
    // The learner's zoom, moved back inside the data should the data have shrunk (Reset).
    const double span = std::min(m_zoom->second - m_zoom->first, upper - lower);
    const double from = std::clamp(m_zoom->first, lower, upper - span);
    m_zoom = std::pair{from, from + span};
    applyRange(from, from + span);
}

void ChartZoom::reset()
{
    m_zoom.reset();
    applyRange(m_fullLower, m_fullUpper);
    emit resetRequested();
}

void ChartZoom::applyRange(double lower, double upper)
{
    m_applying = true;
    m_plot->xAxis->setRange(lower, upper);
    m_applying = false;
}

void ChartZoom::keepInData(double lower, double upper)
{
    if (m_applying || !(m_fullUpper > m_fullLower))
        return;
    // As wide as all of the data at most, and inside it.
    const double full = m_fullUpper - m_fullLower;
    const double span = std::min(upper - lower, full);
    const double from = std::clamp(lower, m_fullLower, m_fullUpper - span);
    if (span >= full * (1.0 - 1e-9))
        m_zoom.reset();
    else
        m_zoom = std::pair{from, from + span};
    if (from != lower || from + span != upper)
        applyRange(from, from + span);
}

bool ChartZoom::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot) {
        if (event->type() == QEvent::Wheel &&
            !static_cast<QWheelEvent*>(event)->modifiers().testFlag(Qt::ControlModifier)) {
            // Not the chart's: an ignored wheel event goes on to the parents, so the page
            // scrolls (QApplication::notify).
            event->ignore();
            return true;
        }
        if (event->type() == QEvent::MouseButtonDblClick) {
            reset();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ailab::labs
