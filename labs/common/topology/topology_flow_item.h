#pragma once

#include "labs/common/topology/topology_model.h"

#include <QGraphicsItem>
#include <QList>
#include <QPointF>

namespace ailab::labs {

struct TopologyMetrics;

// A flow's token in a TopologyView's scene, placed at its progress along its path.
class TopologyFlowItem : public QGraphicsItem
{
public:
    explicit TopologyFlowItem(const TopologyMetrics* metrics);

    void setFlow(const TopologyFlow& flow, const QList<QPointF>& pathPoints);
    const QString& id() const { return m_flow.id; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    TopologyFlow m_flow;
    const TopologyMetrics* m_metrics;
};

} // namespace ailab::labs
