#include "labs/common/topology/topology_graphics_view.h"

#include "labs/common/topology/topology_link_item.h"
#include "labs/common/topology/topology_metrics.h"
#include "labs/common/topology/topology_node_item.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace ailab::labs {

TopologyGraphicsView::TopologyGraphicsView(QGraphicsScene* scene, const TopologyMetrics* metrics,
                                           QWidget* parent)
    : QGraphicsView(scene, parent)
    , m_metrics(metrics)
{
    setDragMode(QGraphicsView::ScrollHandDrag);
    setRenderHint(QPainter::Antialiasing);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontAdjustForAntialiasing);
    // Every item sets the pen, brush, font and hints it paints with, so saving and
    // restoring the painter around each of a few thousand items is not needed.
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
    setFocusPolicy(Qt::StrongFocus);
}

void TopologyGraphicsView::zoomBy(double factor)
{
    const double current = transform().m11();
    const double target = std::clamp(current * factor, kMinZoom, kMaxZoom);
    scale(target / current, target / current);
}

void TopologyGraphicsView::drawBackground(QPainter* painter, const QRectF& rect)
{
    // The links, under every item: all of them in a few batched strokes per frame, which is
    // much cheaper than a thousand items painting one line each.
    QGraphicsView::drawBackground(painter, rect);
    m_linkPainter.paint(painter, rect, m_links, *m_metrics, viewport()->rect());
}

void TopologyGraphicsView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        zoomBy(std::pow(kZoomStep, steps));
        emit zoomedByUser();
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void TopologyGraphicsView::keyPressEvent(QKeyEvent* event)
{
    // Keyboard zoom while the drawing has focus (the standard zoom keys).
    if (event->matches(QKeySequence::ZoomIn) || event->key() == Qt::Key_Plus) {
        zoomBy(kZoomStep);
        emit zoomedByUser();
        return;
    }
    if (event->matches(QKeySequence::ZoomOut) || event->key() == Qt::Key_Minus) {
        zoomBy(1.0 / kZoomStep);
        emit zoomedByUser();
        return;
    }
    const auto key = static_cast<Qt::Key>(event->key());
    const bool arrow =
        key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    if (arrow && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        emit arrowPressed(key);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

bool TopologyGraphicsView::viewportEvent(QEvent* event)
{
    // Tooltips follow the state of the moment they show, not of every frame.
    if (event->type() == QEvent::ToolTip) {
        const QPoint at = static_cast<QHelpEvent*>(event)->pos();
        for (QGraphicsItem* item : items(at)) {
            if (auto* node = dynamic_cast<TopologyNodeItem*>(item))
                node->refreshToolTip();
            else if (auto* link = dynamic_cast<TopologyLinkItem*>(item))
                link->refreshToolTip();
        }
    }
    return QGraphicsView::viewportEvent(event);
}

void TopologyGraphicsView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    emit resized();
}

} // namespace ailab::labs
