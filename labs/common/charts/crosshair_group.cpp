#include "labs/common/charts/time_series_panel.h"

#include <qcustomplot.h>

namespace ailab::labs {

CrosshairGroup::CrosshairGroup(QObject* parent)
    : QObject(parent)
    , m_margins(new QCPMarginGroup(nullptr))
{
    // A margin group may span plots: each axis rect takes the widest automatic margin of
    // the group when its own plot lays out. Destroyed with the group, which detaches it.
    m_margins->setParent(this);
}

void CrosshairGroup::addPanel(TimeSeriesPanel* panel)
{
    if (!panel || panels().contains(panel))
        return;
    m_panels.append(panel);
    panel->plot()->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
    connect(panel->plot(), &QCustomPlot::afterReplot, this,
            [this, panel] { onPanelReplotted(panel); });
    connect(panel, &TimeSeriesPanel::crosshairMoved, this, &CrosshairGroup::setX);
    connect(panel, &TimeSeriesPanel::crosshairLeft, this, &CrosshairGroup::clear);
    connect(panel, &QObject::destroyed, this, [this] {
        m_panels.removeIf([](const QPointer<TimeSeriesPanel>& p) { return p.isNull(); });
    });
}

void CrosshairGroup::removePanel(TimeSeriesPanel* panel)
{
    if (!panel)
        return;
    disconnect(panel, nullptr, this, nullptr);
    disconnect(panel->plot(), nullptr, this, nullptr);
    panel->plot()->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, nullptr);
    m_panels.removeIf([panel](const QPointer<TimeSeriesPanel>& p) { return p == panel; });
}

QList<TimeSeriesPanel*> CrosshairGroup::panels() const
{
    QList<TimeSeriesPanel*> out;
    for (const auto& panel : m_panels) {
        if (panel)
            out << panel.data();
    }
    return out;
}

void CrosshairGroup::onPanelReplotted(TimeSeriesPanel* panel)
{
    // A panel that laid out with a new common margin: the others follow on their next pass.
    const QMargins margins = panel->plot()->axisRect()->margins();
    for (TimeSeriesPanel* other : panels()) {
        const QMargins theirs = other->plot()->axisRect()->margins();
        if (other != panel &&
            (theirs.left() != margins.left() || theirs.right() != margins.right()))
            other->plot()->replot(QCustomPlot::rpQueuedReplot);
    }
}

void CrosshairGroup::setX(double x)
{
    m_x = x;
    for (TimeSeriesPanel* panel : panels())
        panel->showCrosshair(x);
    emit moved(x);
}

void CrosshairGroup::clear()
{
    m_x.reset();
    for (TimeSeriesPanel* panel : panels())
        panel->hideCrosshair();
    emit cleared();
}

} // namespace ailab::labs
