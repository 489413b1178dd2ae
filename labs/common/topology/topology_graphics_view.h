#pragma once

#include "labs/common/topology/topology_link_painter.h"

#include <QGraphicsView>
#include <QList>

namespace ailab::labs {

class TopologyLinkItem;
struct TopologyMetrics;

// The drawing surface of a TopologyView: the links drawn under every item in one pass,
// Ctrl+wheel zoom around the mouse, keyboard zoom, pan by dragging the background, and
// tooltips written when they show.
class TopologyGraphicsView : public QGraphicsView
{
    Q_OBJECT
public:
    static constexpr double kZoomStep = 1.25;
    static constexpr double kMinZoom = 0.02;
    static constexpr double kMaxZoom = 8.0;

    TopologyGraphicsView(QGraphicsScene* scene, const TopologyMetrics* metrics,
                         QWidget* parent = nullptr);

    // The link items of the scene in the order they are drawn (the snapshot's).
    void setLinks(const QList<TopologyLinkItem*>& links) { m_links = links; }
    // The link labels the last paint placed (scene coordinates).
    const QList<QRectF>& placedLinkLabels() const { return m_linkPainter.placedLabels(); }
    // Zooms by `factor`, kept within kMinZoom..kMaxZoom.
    void zoomBy(double factor);

Q_SIGNALS:
    // The user zoomed with the wheel or the keys.
    void zoomedByUser();
    // An arrow key without modifiers: the owner moves the selection.
    void arrowPressed(Qt::Key arrow);
    void resized();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    const TopologyMetrics* m_metrics;
    QList<TopologyLinkItem*> m_links;
    TopologyLinkPainter m_linkPainter;
};

} // namespace ailab::labs
