#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPen>
#include <QPointF>

namespace ailab::labs {

class TopologyNodeItem;
struct TopologyMetrics;

// The cross on a failed link, in the drawing and in the legend.
void drawFailureCross(QPainter* painter, const QPointF& centre, double half, const QColor& colour,
                      double width);

// A link of a TopologyView's scene between two node items. On screen the view draws all
// links in one pass (TopologyLinkPainter); the item holds the link's state, label, tooltip
// and hit area, and paints itself into exports.
class TopologyLinkItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::TopologyLinkItem)

public:
    TopologyLinkItem(const TopologyLink& link, TopologyNodeItem* from, TopologyNodeItem* to,
                     const TopologyMetrics* metrics);

    const QString& id() const { return m_link.id; }
    const TopologyLink& link() const { return m_link; }
    bool setState(const TopologyLink& link);
    void refreshToolTip(); // as for nodes
    void relayout();
    QPointF midpoint() const { return (m_a + m_b) / 2.0; }
    // The label on the line: the load when it carries some (5 % or more), else its
    // capacity (unless the link says not to), else nothing; empty when labels are switched
    // off or the link failed.
    QString labelText() const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // The pen a link of this state is drawn with (shared with the legend).
    static QPen pen(Status status, double utilisation, double baseWidth, const QPalette& palette);
    // The label of a link carrying `percent` % of its capacity: "82 %".
    static QString loadLabel(int percent);

private:
    friend class TopologyLinkPainter;
    void updateToolTip();
    void updateLabel();
    // Whether the stretch of line between the two boxes holds the label.
    bool labelFits() const;
    QRectF labelBox() const; // in scene coordinates, centred on the midpoint
    void paintLabel(QPainter* painter, const QRectF& box, const TopologyMetrics& metrics) const;
    static void paintFailureMark(QPainter* painter, const QPointF& centre, double half,
                                 double width, const TopologyMetrics& metrics);

    TopologyLink m_link;
    bool m_toolTipStale = false;
    QString m_label;        // labelText(), kept because the load changes every frame
    double m_labelHalf = 0; // half the widest label this link can show
    TopologyNodeItem* m_from;
    TopologyNodeItem* m_to;
    const TopologyMetrics* m_metrics;
    QPointF m_a;
    QPointF m_b;
};

} // namespace ailab::labs
