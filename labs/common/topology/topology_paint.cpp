#include "labs/common/topology/topology_items.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>
#include <algorithm>
#include <cmath>
#include <cstring>

// What makes a frame cheap: styles resolved once per palette and font, and all links drawn
// in one pass, their lines rasterised straight into one device image.

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

// ---------------------------------------------------------------- metrics

void TopologyMetrics::refreshStyles()
{
    // A utilisation inside each load band, in LoadBand order.
    static constexpr std::array<double, kBandCount> bandLoad = {0.0, 0.2, 0.5, 0.8, 0.95};
    for (int s = 0; s < kStatusCount; ++s) {
        for (int b = 0; b < kBandCount; ++b)
            m_linkPens[static_cast<std::size_t>(s * kBandCount + b)] = TopologyLinkItem::pen(
                static_cast<Status>(s), bandLoad[static_cast<std::size_t>(b)], lineWidth, palette);
    }
    for (int b = 0; b < kBandCount; ++b)
        loadColours[static_cast<std::size_t>(b)] =
            style::loadBandColor(static_cast<LoadBand>(b), palette);
    smallFont = font;
    smallFont.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() * 0.85 : 8.0);
    smallHeight = QFontMetricsF(smallFont).height();
    m_labels.clear();
    //: Load on a link in a drawing, %1 percent
    labelMargin =
        QFontMetricsF(font).horizontalAdvance(TopologyLinkItem::tr("%1 %").arg(100)) * 0.5;
    tokenColours.clear();
    for (int i = 0; i < 7; ++i) // the length of the series colour cycle
        tokenColours.append(style::seriesColor(i, palette));
    tokenPen = QPen(palette.color(QPalette::Base), 2.0);
    // Where lines overlap, the busier and the failed ones go on top.
    const auto rank = [](int index) {
        const auto status = static_cast<Status>(index / kBandCount);
        const int tier = status == Status::Failed      ? 3
                         : status == Status::Congested ? 2
                         : status == Status::Idle      ? 0
                                                       : 1;
        return tier * kBandCount + index % kBandCount;
    };
    for (int i = 0; i < kLinkPenCount; ++i)
        m_linkDrawOrder[static_cast<std::size_t>(i)] = i;
    std::stable_sort(m_linkDrawOrder.begin(), m_linkDrawOrder.end(),
                     [&rank](int x, int y) { return rank(x) < rank(y); });
    ++generation;
}

const TopologyMetrics::Label& TopologyMetrics::label(const QString& text) const
{
    auto found = m_labels.find(text);
    if (found == m_labels.end()) {
        if (m_labels.size() > 1024) // load figures and capacities: a few hundred at most
            m_labels.clear();
        Label label;
        label.text = QStaticText(text);
        label.text.setTextFormat(Qt::PlainText);
        label.text.prepare(QTransform(), smallFont);
        label.width = QFontMetricsF(smallFont).horizontalAdvance(text);
        found = m_labels.insert(text, label);
    }
    return *found;
}

int TopologyMetrics::linkPenIndex(Status status, double utilisation)
{
    return static_cast<int>(status) * kBandCount + static_cast<int>(style::loadBand(utilisation));
}

const QPen& TopologyMetrics::linkPen(Status status, double utilisation) const
{
    return m_linkPens[static_cast<std::size_t>(linkPenIndex(status, utilisation))];
}

// ---------------------------------------------------------------- links on screen

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
    if (labelled.isEmpty())
        return;
    // Busiest links first; a label overlapping one already placed is left out (it would be
    // unreadable, and its link's tooltip and the table still give the figure).
    std::stable_sort(labelled.begin(), labelled.end(),
                     [](const TopologyLinkItem* x, const TopologyLinkItem* y) {
                         return x->m_link.utilisation > y->m_link.utilisation;
                     });
    QList<QRectF> placed;
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

// ---------------------------------------------------------------- line raster

void TopologyLineRaster::begin(const QSize& size, double devicePixelRatio)
{
    if (m_image.size() != size) {
        m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        m_image.fill(Qt::transparent);
    } else if (!m_touched.isEmpty()) {
        const auto bytes = static_cast<std::size_t>(m_touched.width()) * sizeof(QRgb);
        for (int y = m_touched.top(); y <= m_touched.bottom(); ++y)
            std::memset(reinterpret_cast<QRgb*>(m_image.scanLine(y)) + m_touched.left(), 0, bytes);
    }
    m_image.setDevicePixelRatio(devicePixelRatio);
    m_touched = QRect();
    // No opaque runs yet (low above high).
    m_columnLow.assign(static_cast<std::size_t>(size.width()), 0);
    m_columnHigh.assign(static_cast<std::size_t>(size.width()), -1);
    m_rowLow.assign(static_cast<std::size_t>(size.height()), 0);
    m_rowHigh.assign(static_cast<std::size_t>(size.height()), -1);
}

void TopologyLineRaster::drawLine(const QPointF& a, const QPointF& b, double width, QRgb colour,
                                  const QList<double>& dashes, double phase)
{
    if (m_image.isNull() || !std::isfinite(a.x() + a.y() + b.x() + b.y()) || a == b)
        return;
    if (std::abs(b.x() - a.x()) >= std::abs(b.y() - a.y()))
        run<false>(a, b, width, colour, dashes, phase);
    else
        run<true>(a, b, width, colour, dashes, phase);
}

namespace {

// Lines are drawn front to back: `src` (premultiplied, opaque) covering `share` of 256 of
// a pixel goes under what is there already (Porter and Duff's "under").
// A pixel this opaque hides what would go under it (exact "under" blending approaches 255
// only slowly in 8 bits).
constexpr int kOpaque = 248;

QRgb under(QRgb dst, QRgb src, uint share)
{
    const uint a = (share * (255u - qAlpha(dst)) + 127u) / 255u;
    const uint rb = (dst & 0xff00ffu) + ((((src & 0xff00ffu) * a) >> 8) & 0xff00ffu);
    const uint ag = ((dst >> 8) & 0xff00ffu) + (((((src >> 8) & 0xff00ffu) * a) >> 8) & 0xff00ffu);
    return rb | (ag << 8);
}

} // namespace

// One column (or, for steep lines, one row) of pixels per step along the major axis u;
// across it, on the minor axis v, each pixel gets the share of it the line covers. Edges
// are stepped in 16.16 fixed point: a frame of a large fabric runs this a few hundred
// thousand times.
template <bool Steep>
void TopologyLineRaster::run(const QPointF& a, const QPointF& b, double width, QRgb colour,
                             const QList<double>& dashes, double phase)
{
    const double u0 = Steep ? a.y() : a.x();
    const double v0 = Steep ? a.x() : a.y();
    const double u1 = Steep ? b.y() : b.x();
    const double v1 = Steep ? b.x() : b.y();
    const int uSize = Steep ? m_image.height() : m_image.width();
    const int vSize = Steep ? m_image.width() : m_image.height();
    const double slope = (v1 - v0) / (u1 - u0);
    const double along = std::sqrt(1.0 + slope * slope); // distance on the line per unit of u
    const double thickness = width * along;              // across v
    const int first = std::max(0, static_cast<int>(std::ceil(std::min(u0, u1) - 0.5)));
    const int last = std::min(uSize - 1, static_cast<int>(std::floor(std::max(u0, u1) - 0.5)));
    if (first > last)
        return;
    constexpr double kOne = 65536.0;
    const double topAtFirst = v0 + slope * (first + 0.5 - u0) - thickness / 2.0;
    // Far off the image on the minor axis: the fixed-point values must not overflow.
    if (std::abs(topAtFirst) > 1e6 || std::abs(slope * (last - first)) > 1e6)
        return;
    auto top = static_cast<qint64>(std::llround(topAtFirst * kOne));
    const auto step = static_cast<qint64>(std::llround(slope * kOne));
    const auto thick = static_cast<qint64>(std::llround(thickness * kOne));
    // Dashes: the distance into the current dash or gap, stepped along with u.
    const qsizetype dashCount = dashes.size();
    qsizetype dash = 0;
    double into = 0.0;
    if (dashCount > 0) {
        double period = 0.0;
        for (const double d : dashes)
            period += d;
        if (period <= 0.0)
            return;
        into = std::fmod(phase + std::abs(first + 0.5 - u0) * along, period);
        while (into >= dashes[dash]) {
            into -= dashes[dash];
            dash = (dash + 1) % dashCount;
        }
    }
    uchar* bits = m_image.bits();
    const qsizetype stride = m_image.bytesPerLine();
    const auto pixelAt = [bits, stride](int u, int v) {
        return Steep ? reinterpret_cast<QRgb*>(bits + u * stride) + v
                     : reinterpret_cast<QRgb*>(bits + v * stride) + u;
    };
    const auto cover = [colour](QRgb* pixel, qint64 share) { // share of 65536
        if (qAlpha(*pixel) >= kOpaque || share <= 128)
            return;
        if (share >= 65536 - 128 && *pixel == 0)
            *pixel = colour;
        else
            *pixel =
                under(*pixel, colour, static_cast<uint>(std::min<qint64>(256, (share + 128) >> 8)));
    };
    // Per step of u, a run of v already opaque from lines in front: most of a dense bundle
    // is skipped a whole column at a time.
    int* const opaqueLow = (Steep ? m_rowLow : m_columnLow).data();
    int* const opaqueHigh = (Steep ? m_rowHigh : m_columnHigh).data();
    int vMin = vSize;
    int vMax = -1;
    for (int u = first; u <= last; ++u, top += step) {
        if (dashCount > 0) {
            const bool on = dash % 2 == 0;
            into += along;
            while (into >= dashes[dash]) {
                into -= dashes[dash];
                dash = (dash + 1) % dashCount;
            }
            if (!on)
                continue;
        }
        const qint64 bottom = top + thick;
        const int r0 = std::max(0, static_cast<int>(top >> 16));
        const int r1 = std::min(vSize - 1, static_cast<int>((bottom - 1) >> 16));
        if (r1 < r0)
            continue;
        const int low = opaqueLow[u];
        const int high = opaqueHigh[u];
        if (low <= r0 && r1 <= high)
            continue;
        for (int r = r0; r <= r1; ++r) {
            if (r >= low && r <= high) {
                r = high; // skip the opaque run
                continue;
            }
            // The share of this pixel's row inside [top, bottom).
            const qint64 rowTop = qint64(r) << 16;
            const qint64 share = std::min(rowTop + 65536, bottom) - std::max(rowTop, top);
            cover(pixelAt(u, r), share);
        }
        // Extend the opaque run by the rows now opaque next to it (or start a longer one).
        int f0 = r0;
        while (f0 <= r1 && qAlpha(*pixelAt(u, f0)) < kOpaque)
            ++f0;
        int f1 = f0;
        while (f1 + 1 <= r1 && qAlpha(*pixelAt(u, f1 + 1)) >= kOpaque)
            ++f1;
        if (f0 <= r1) {
            if (high >= low && f0 <= high + 1 && f1 >= low - 1) {
                opaqueLow[u] = std::min(low, f0);
                opaqueHigh[u] = std::max(high, f1);
            } else if (high < low || f1 - f0 > high - low) {
                opaqueLow[u] = f0;
                opaqueHigh[u] = f1;
            }
        }
        vMin = std::min(vMin, r0);
        vMax = std::max(vMax, r1);
    }
    if (vMax < vMin)
        return;
    const QRect touched = Steep ? QRect(QPoint(vMin, first), QPoint(vMax, last))
                                : QRect(QPoint(first, vMin), QPoint(last, vMax));
    m_touched = m_touched.united(touched);
}

void TopologyLineRaster::paintOnto(QPainter* painter) const
{
    if (m_touched.isEmpty())
        return;
    const double dpr = m_image.devicePixelRatio();
    const QRectF target(m_touched.x() / dpr, m_touched.y() / dpr, m_touched.width() / dpr,
                        m_touched.height() / dpr);
    if (dpr == 1.0)
        painter->drawImage(m_touched.topLeft(), m_image, m_touched);
    else
        painter->drawImage(target, m_image, QRectF(m_touched));
}

} // namespace ailab::labs
