#include "labs/common/topology/topology_link_painter.h"

#include "labs/common/topology/topology_link_item.h"
#include "labs/common/topology/topology_metrics.h"

#include <QPainter>
#include <algorithm>
#include <array>
#include <cmath>

namespace ailab::labs {

namespace {

// The part of the segment a-b inside `rect` as parameters t0 <= t1 along it
// (Liang-Barsky line clipping); false when none of it is.
bool clipSegment(const QPointF& a, const QPointF& b, const QRectF& rect, double& t0, double& t1)
{
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const std::array<double, 4> p = {-dx, dx, -dy, dy};
    const std::array<double, 4> q = {a.x() - rect.left(), rect.right() - a.x(), a.y() - rect.top(),
                                     rect.bottom() - a.y()};
    for (std::size_t i = 0; i < 4; ++i) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0)
                return false;
            continue;
        }
        const double r = q[i] / p[i];
        if (p[i] < 0.0)
            t0 = std::max(t0, r);
        else
            t1 = std::min(t1, r);
    }
    return t0 <= t1;
}

} // namespace

void TopologyLinkPainter::paint(QPainter* painter, const QRectF& exposed,
                                const QList<TopologyLinkItem*>& links,
                                const TopologyMetrics& metrics, const QRect& viewport)
{
    const QTransform world = painter->worldTransform();
    if (world.type() > QTransform::TxScale) { // not drawn by our views; kept correct anyway
        for (TopologyLinkItem* link : links) {
            if (link->isVisible())
                link->paint(painter, nullptr, nullptr);
        }
        return;
    }
    const double scale = std::sqrt(std::abs(world.determinant()));
    const double dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const double lw = metrics.lineWidth;
    // Lines are drawn within this rectangle of device pixels (a margin covers their width).
    const QRectF area = world.mapRect(exposed).intersected(QRectF(viewport));
    const double margin = lw * 5.0 * scale + 2.0;
    const QRectF clip = area.adjusted(-margin, -margin, margin, margin);

    struct Line
    {
        QLineF line;  // device pixels
        double phase; // pixels from the unclipped start, so dashes stay put when clipped
    };
    std::array<QList<Line>, TopologyMetrics::kLinkPenCount> groups;
    QList<QLineF> selected;
    QList<QPointF> failed;
    QList<const TopologyLinkItem*> labelled;
    const bool labels = scale >= 0.6; // level of detail at which labels are readable
    for (const TopologyLinkItem* link : links) {
        if (!link->isVisible())
            continue;
        const QPointF a = world.map(link->m_a);
        const QPointF b = world.map(link->m_b);
        double t0 = 0.0;
        double t1 = 1.0;
        if (!clipSegment(a, b, clip, t0, t1))
            continue;
        const QLineF cut(a + (b - a) * t0, a + (b - a) * t1);
        const int index =
            TopologyMetrics::linkPenIndex(link->m_link.status, link->m_link.utilisation);
        if (link->isSelected())
            selected.append(cut);
        groups[static_cast<std::size_t>(index)].append(
            {QLineF(cut.p1() * dpr, cut.p2() * dpr), t0 * QLineF(a, b).length() * dpr});
        // Marks and labels are placed for the whole viewport, whatever part is exposed, so
        // a partial repaint places them as the full one did.
        const QPointF mid = (a + b) / 2.0;
        const double reach = link->m_labelHalf * scale + 8.0;
        if (!QRectF(viewport).adjusted(-reach, -reach, reach, reach).contains(mid))
            continue;
        if (link->m_link.status == Status::Failed)
            failed.append(mid);
        else if (labels && !link->m_label.isEmpty())
            labelled.append(link);
    }

    painter->setWorldTransform(QTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    if (!selected.isEmpty()) {
        painter->setPen(QPen(metrics.palette.color(QPalette::Highlight),
                             std::max(4.0, lw * 5.0 * scale), Qt::SolidLine, Qt::RoundCap));
        painter->drawLines(selected);
    }
    m_raster.begin(viewport.size() * dpr, dpr);
    QList<double> dashes;
    // Front to back: the last line in the drawing order is the first one rasterised.
    const auto& order = metrics.linkDrawOrder();
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const int index = *it;
        const QList<Line>& group = groups[static_cast<std::size_t>(index)];
        if (group.isEmpty())
            continue;
        // Thinner than a pixel on screen: a 1-pixel line (dash patterns, in line widths,
        // then count in pixels, so they stay visible zoomed out).
        const QPen& pen = metrics.linkPen(index);
        const double width = std::max(1.0, pen.widthF() * scale) * dpr;
        dashes.clear();
        if (pen.style() != Qt::SolidLine) {
            for (const qreal d : pen.dashPattern())
                dashes.append(d * width);
        }
        const QRgb colour = qPremultiply(pen.color().rgba());
        for (auto line = group.crbegin(); line != group.crend(); ++line)
            m_raster.drawLine(line->line.p1(), line->line.p2(), width, colour, dashes, line->phase);
    }
    m_raster.paintOnto(painter);
    // Failure marks keep a readable size when zoomed out: a failed link stays marked.
    for (const QPointF& at : std::as_const(failed))
        TopologyLinkItem::paintFailureMark(painter, at,
                                           std::max(4.0, metrics.box.height() * 0.18 * scale),
                                           std::max(1.5, lw * 1.5 * scale), metrics);
    painter->setWorldTransform(world);
    m_placed.clear();
    if (labelled.isEmpty())
        return;
    // Busiest links first; a label overlapping one already placed is left out (it would be
    // unreadable, and its link's tooltip and the table still give the figure).
    std::stable_sort(labelled.begin(), labelled.end(),
                     [](const TopologyLinkItem* x, const TopologyLinkItem* y) {
                         return x->m_link.utilisation > y->m_link.utilisation;
                     });
    QList<QRectF>& placed = m_placed;
    for (const TopologyLinkItem* link : std::as_const(labelled)) {
        if (!link->labelFits())
            continue;
        const QRectF box = link->labelBox();
        const QRectF spaced = box.adjusted(-2, -1, 2, 1);
        if (std::any_of(placed.cbegin(), placed.cend(),
                        [&spaced](const QRectF& r) { return r.intersects(spaced); }))
            continue;
        placed.append(box);
        if (exposed.intersects(box))
            link->paintLabel(painter, box, metrics);
    }
}

} // namespace ailab::labs
