#include "labs/common/topology/topology_flow_item.h"

#include "labs/common/topology/topology_metrics.h"

#include <QPainter>
#include <algorithm>

namespace ailab::labs {

TopologyFlowItem::TopologyFlowItem(const TopologyMetrics* metrics)
    : m_metrics(metrics)
{
    // Above links, below nodes: a token travels along a link and enters the next box.
    setZValue(0.5);
    setAcceptHoverEvents(true);
}

void TopologyFlowItem::setFlow(const TopologyFlow& flow, const QList<QPointF>& points)
{
    if (flow.label != m_flow.label || flow.colourIndex != m_flow.colourIndex) {
        m_flow = flow;
        setToolTip(flow.label);
        update();
    }
    m_flow = flow;
    if (points.isEmpty()) {
        setVisible(false);
        return;
    }
    // Walk the polyline to the point at `progress` of its length.
    double total = 0.0;
    for (qsizetype i = 1; i < points.size(); ++i)
        total += QLineF(points[i - 1], points[i]).length();
    double remaining = std::clamp(flow.progress, 0.0, 1.0) * total;
    QPointF at = points.front();
    for (qsizetype i = 1; i < points.size(); ++i) {
        const QLineF segment(points[i - 1], points[i]);
        if (remaining <= segment.length() || i == points.size() - 1) {
            at = segment.length() > 0.0
                     ? segment.pointAt(std::min(1.0, remaining / segment.length()))
                     : points[i];
            break;
        }
        remaining -= segment.length();
    }
    setPos(at);
    setVisible(true);
}

QRectF TopologyFlowItem::boundingRect() const
{
    const double r = m_metrics->box.height() * 0.2;
    return QRectF(-r, -r, 2 * r, 2 * r).adjusted(-2, -2, 2, 2);
}

void TopologyFlowItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                             QWidget* widget)
{
    (void)option;
    (void)widget;
    const double r = m_metrics->box.height() * 0.2;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(m_metrics->tokenPen);
    const qsizetype n = m_metrics->tokenColours.size();
    painter->setBrush(n > 0 ? m_metrics->tokenColours[((m_flow.colourIndex % n) + n) % n]
                            : style::seriesColor(m_flow.colourIndex, m_metrics->palette));
    painter->drawEllipse(QPointF(0, 0), r, r);
}

} // namespace ailab::labs
