#include "labs/common/time_series_panel.h"

namespace ailab::labs {

CrosshairGroup::CrosshairGroup(QObject* parent)
    : QObject(parent)
{
}

void CrosshairGroup::addPanel(TimeSeriesPanel* panel)
{
    if (!panel || panels().contains(panel))
        return;
    m_panels.append(panel);
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
