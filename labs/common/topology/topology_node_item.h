#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPixmap>
#include <QSizeF>
#include <QStringList>
#include <QTransform>

namespace ailab::labs {

struct TopologyMetrics;

// A node of a TopologyView's scene: a box sized to its label, with the glyph of its kind,
// a status icon and a load bar.
class TopologyNodeItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::TopologyNodeItem)

public:
    TopologyNodeItem(const TopologyNode& node, const TopologyMetrics* metrics);

    const QString& id() const { return m_node.id; }
    const TopologyNode& node() const { return m_node; }
    // True when something visible changed (then the item repaints).
    bool setState(const TopologyNode& node);
    // setState() leaves the tooltip to be written when one is about to show.
    void refreshToolTip();
    void relayout(); // after the metrics changed
    // The box (sized to the label) and the label's lines, one or two, never elided when
    // a line break can make it fit.
    QSizeF boxSize() const { return m_size; }
    const QStringList& labelLines() const { return m_lines; }
    QRectF labelRect() const; // where the lines are drawn, in item coordinates

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void updateToolTip();
    void paintGlyph(QPainter* painter, const QRectF& area, const QColor& colour) const;
    void paintBox(QPainter* painter) const; // all but the load bar
    void paintLoadBar(QPainter* painter) const;
    void computeSize();

    TopologyNode m_node;
    const TopologyMetrics* m_metrics;
    QSizeF m_size;
    QStringList m_lines;
    bool m_toolTipStale = false;
    // The box as last drawn on screen, in device pixels (the load bar, which changes every
    // frame, is drawn over it): redrawn only when its look or the view's scale changes.
    QPixmap m_picture;
    QTransform m_pictureTransform; // the device transform it was drawn for, offset < 1 px
    int m_pictureGeneration = -1;
    bool m_pictureSelected = false;
    bool m_pictureValid = false;
};

} // namespace ailab::labs
