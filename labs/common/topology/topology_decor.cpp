#include "labs/common/topology/topology_items.h"

#include <QEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>
#include <cmath>
#include <limits>

// The pictures around the lines of a topology: node boxes (kept as device pictures with
// only the load bar drawn live), the glyph of each node kind, the tokens of flows and the
// legend.

namespace ailab::labs {

namespace {

constexpr int kLegendMargin = 4;

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

// ---------------------------------------------------------------- node pictures

void TopologyNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                             QWidget* widget)
{
    (void)option;
    const QTransform world = painter->worldTransform();
    const double dpr = painter->device()->devicePixelRatioF();
    const QRectF bounds = boundingRect();
    const QRectF onDevice = world.mapRect(bounds);
    // Exports (no widget) stay vector drawings; rotated or huge boxes are drawn directly.
    if (!widget || world.type() > QTransform::TxScale || onDevice.width() * dpr > 2048 ||
        onDevice.height() * dpr > 2048) {
        paintBox(painter);
        paintLoadBar(painter);
        return;
    }
    // Device pixels, shifted so the picture starts on a whole pixel: blitting it then
    // gives the same pixels as drawing the box in place.
    const QTransform device = world * QTransform::fromScale(dpr, dpr);
    const QPointF origin = device.map(bounds.topLeft());
    const QPointF whole(std::floor(origin.x()), std::floor(origin.y()));
    const QTransform local = device * QTransform::fromTranslate(-whole.x(), -whole.y());
    if (!m_pictureValid || m_pictureGeneration != m_metrics->generation ||
        m_pictureSelected != isSelected() || !(m_pictureTransform == local)) {
        const QRectF area = local.mapRect(bounds);
        m_picture = QPixmap(static_cast<int>(std::ceil(area.right())) + 1,
                            static_cast<int>(std::ceil(area.bottom())) + 1);
        m_picture.fill(Qt::transparent);
        QPainter picture(&m_picture);
        picture.setRenderHints(painter->renderHints());
        picture.setTransform(local);
        paintBox(&picture);
        picture.end();
        m_picture.setDevicePixelRatio(dpr);
        m_pictureTransform = local;
        m_pictureGeneration = m_metrics->generation;
        m_pictureSelected = isSelected();
        m_pictureValid = true;
    }
    painter->save();
    painter->setWorldTransform(QTransform());
    painter->drawPixmap(QPointF(whole.x() / dpr, whole.y() / dpr), m_picture);
    painter->restore();
    paintLoadBar(painter);
}

void TopologyNodeItem::paintBox(QPainter* painter) const
{
    const QPalette& pal = m_metrics->palette;
    const QSizeF box(m_size.width(), m_metrics->box.height()); // proportions of a one-line box
    const QRectF rect(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
    const QColor statusColour = style::statusColor(m_node.status, pal);
    const double lw = m_metrics->lineWidth;
    const double radius = box.height() * 0.15;

    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(blend(pal.color(QPalette::Base), statusColour, 0.12));
    QPen border(statusColour, lw, style::statusPenStyle(m_node.status));
    border.setJoinStyle(Qt::RoundJoin);
    painter->setPen(border);
    painter->drawRoundedRect(rect, radius, radius);
    if (isSelected()) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(pal.color(QPalette::Highlight), lw * 1.5));
        painter->drawRoundedRect(rect.adjusted(-lw, -lw, lw, lw), radius + lw, radius + lw);
    }

    const double pad = box.height() * 0.12;
    const double glyphSide = box.height() * 0.5;
    const QRectF glyph(rect.left() + pad,
                       rect.center().y() - glyphSide / 2 -
                           (m_node.utilisation >= 0.0 ? pad / 2 : 0.0),
                       glyphSide, glyphSide);
    paintGlyph(painter, glyph, pal.color(QPalette::Text));

    // The status icon: the second cue besides the border colour and pattern.
    const double iconSide = box.height() * 0.3;
    const QRectF iconRect(rect.right() - pad - iconSide, rect.top() + pad, iconSide, iconSide);
    style::statusIcon(m_node.status).paint(painter, iconRect.toAlignedRect());

    painter->setFont(m_metrics->font);
    painter->setPen(pal.color(QPalette::Text));
    painter->drawText(labelRect(), Qt::AlignVCenter | Qt::AlignLeft,
                      m_lines.join(QLatin1Char('\n')));
}

void TopologyNodeItem::paintLoadBar(QPainter* painter) const
{
    if (m_node.utilisation < 0.0)
        return;
    const double h = m_metrics->box.height();
    const QRectF rect(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
    const double pad = h * 0.12;
    const double barHeight = std::max(3.0, h * 0.1);
    const QRectF track(rect.left() + pad, rect.bottom() - pad - barHeight, rect.width() - 2 * pad,
                       barHeight);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_metrics->palette.color(QPalette::Mid));
    painter->drawRect(track);
    QRectF fill = track;
    fill.setWidth(track.width() * std::clamp(m_node.utilisation, 0.0, 1.0));
    painter->setBrush(
        m_metrics->loadColours[static_cast<std::size_t>(style::loadBand(m_node.utilisation))]);
    painter->drawRect(fill);
}

// ---------------------------------------------------------------- glyphs

void TopologyNodeItem::paintGlyph(QPainter* painter, const QRectF& r, const QColor& colour) const
{
    // A small line drawing per kind, so boxes read apart without their colour.
    painter->save();
    QPen pen(colour, std::max(1.0, r.width() / 14.0));
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const QString& kind = m_node.kind;
    const double w = r.width();
    if (kind == QLatin1String("gpu") || kind == QLatin1String("cpu")) {
        const QRectF chip = r.adjusted(w * 0.2, w * 0.2, -w * 0.2, -w * 0.2);
        painter->drawRect(chip);
        for (int i = 1; i <= 3; ++i) { // pins on all four sides
            const double t = chip.left() + chip.width() * i / 4.0;
            const double u = chip.top() + chip.height() * i / 4.0;
            painter->drawLine(QPointF(t, r.top() + w * 0.05), QPointF(t, chip.top()));
            painter->drawLine(QPointF(t, chip.bottom()), QPointF(t, r.bottom() - w * 0.05));
            painter->drawLine(QPointF(r.left() + w * 0.05, u), QPointF(chip.left(), u));
            painter->drawLine(QPointF(chip.right(), u), QPointF(r.right() - w * 0.05, u));
        }
        if (kind == QLatin1String("gpu"))
            painter->fillRect(chip.adjusted(w * 0.12, w * 0.12, -w * 0.12, -w * 0.12), colour);
    } else if (kind == QLatin1String("memory")) {
        const QRectF stick = r.adjusted(0, w * 0.3, 0, -w * 0.3);
        painter->drawRect(stick);
        for (int i = 1; i <= 3; ++i) {
            const double x = stick.left() + stick.width() * i / 4.0;
            painter->drawRect(
                QRectF(x - w * 0.07, stick.top() + w * 0.08, w * 0.14, stick.height() - w * 0.16));
        }
    } else if (kind == QLatin1String("nic")) {
        painter->drawRect(r.adjusted(0, w * 0.25, 0, -w * 0.1));
        painter->drawRect(QRectF(r.left() + w * 0.3, r.top() + w * 0.45, w * 0.4, w * 0.3));
        painter->drawLine(QPointF(r.left() + w * 0.2, r.top() + w * 0.25),
                          QPointF(r.left() + w * 0.2, r.top()));
    } else if (kind == QLatin1String("switch")) {
        painter->drawRoundedRect(r.adjusted(0, w * 0.25, 0, -w * 0.25), w * 0.08, w * 0.08);
        const double y1 = r.top() + w * 0.42;
        const double y2 = r.top() + w * 0.58;
        painter->drawLine(QPointF(r.left() + w * 0.2, y1), QPointF(r.right() - w * 0.2, y1));
        painter->drawLine(QPointF(r.right() - w * 0.32, y1 - w * 0.08),
                          QPointF(r.right() - w * 0.2, y1));
        painter->drawLine(QPointF(r.left() + w * 0.2, y2), QPointF(r.right() - w * 0.2, y2));
        painter->drawLine(QPointF(r.left() + w * 0.32, y2 + w * 0.08),
                          QPointF(r.left() + w * 0.2, y2));
    } else if (kind == QLatin1String("server") || kind == QLatin1String("rack")) {
        const int slotCount = kind == QLatin1String("rack") ? 4 : 3;
        for (int i = 0; i < slotCount; ++i) {
            const double h = r.height() / slotCount;
            const QRectF unit(r.left(), r.top() + i * h + h * 0.1, r.width(), h * 0.8);
            painter->drawRect(unit);
            painter->drawPoint(QPointF(unit.right() - w * 0.12, unit.center().y()));
        }
    } else if (kind == QLatin1String("storage")) {
        const double e = r.height() * 0.25;
        painter->drawEllipse(QRectF(r.left(), r.top(), r.width(), e));
        painter->drawLine(r.topLeft() + QPointF(0, e / 2), r.bottomLeft() - QPointF(0, e / 2));
        painter->drawLine(r.topRight() + QPointF(0, e / 2), r.bottomRight() - QPointF(0, e / 2));
        painter->drawArc(QRectF(r.left(), r.bottom() - e, r.width(), e), 180 * 16, 180 * 16);
        painter->drawArc(QRectF(r.left(), r.center().y() - e / 2, r.width(), e), 180 * 16,
                         180 * 16);
    } else if (kind == QLatin1String("job")) {
        painter->drawEllipse(r.adjusted(w * 0.2, w * 0.2, -w * 0.2, -w * 0.2));
        for (int i = 0; i < 8; ++i) { // gear teeth
            const double a = i * M_PI / 4.0;
            const QPointF c = r.center();
            painter->drawLine(c + QPointF(std::cos(a), std::sin(a)) * w * 0.3,
                              c + QPointF(std::cos(a), std::sin(a)) * w * 0.47);
        }
    } else if (kind == QLatin1String("user")) {
        painter->drawEllipse(QRectF(r.left() + w * 0.32, r.top(), w * 0.36, w * 0.36));
        painter->drawArc(QRectF(r.left() + w * 0.1, r.top() + w * 0.45, w * 0.8, w * 0.9), 0,
                         180 * 16);
    } else {
        painter->drawRoundedRect(r.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1), w * 0.1,
                                 w * 0.1);
    }
    painter->restore();
}

// ---------------------------------------------------------------- flows

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

// ---------------------------------------------------------------- legend

TopologyLegend::TopologyLegend(QWidget* parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAccessibleName(tr("Legend of link colours and patterns"));
}

QList<TopologyLegend::Row> TopologyLegend::rows() const
{
    return {
        {Status::Idle, 0.0, tr("idle link (below 5 %)"), false},
        {Status::Healthy, 0.2, tr("low load (5 to 40 %)"), false},
        {Status::Healthy, 0.5, tr("medium load (40 to 70 %)"), false},
        {Status::Healthy, 0.8, tr("high load (70 to 90 %)"), false},
        {Status::Healthy, 0.95, tr("saturated (90 % and more)"), false},
        {Status::Congested, 0.95, tr("congested"), false},
        {Status::Failed, 0.0, tr("failed"), true},
    };
}

QList<QRect> TopologyLegend::flow(int width) const
{
    const QFontMetrics fm(font());
    const int lineHeight = fm.height() + 2;
    const int sample = fm.height() * 2;
    const int gap = fm.height();
    QList<QRect> out;
    int x = 0;
    int y = 0;
    for (const Row& row : rows()) {
        const int w = sample + 6 + fm.horizontalAdvance(row.text);
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight;
        }
        out.append(QRect(x, y, w, lineHeight));
        x += w + gap;
    }
    return out;
}

QSize TopologyLegend::sizeHint() const
{
    const QList<QRect> entries = flow(std::numeric_limits<int>::max() / 2);
    return QSize(entries.back().right() + 1 + 2 * kLegendMargin,
                 entries.back().height() + 2 * kLegendMargin);
}

int TopologyLegend::heightForWidth(int width) const
{
    return flow(width - 2 * kLegendMargin).back().bottom() + 1 + 2 * kLegendMargin;
}

void TopologyLegend::paintEntries(QPainter* painter, const QRect& area) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(font());
    const QFontMetrics fm(font());
    const int sample = fm.height() * 2;
    const double baseWidth = std::max(1.5, fm.height() / 8.0);
    const QList<Row> all = rows();
    const QList<QRect> entries = flow(area.width() - 2 * kLegendMargin);
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Row& row = all[i];
        const QRect r =
            entries[i].translated(area.topLeft() + QPoint(kLegendMargin, kLegendMargin));
        const double cy = r.center().y() + 0.5;
        painter->setPen(TopologyLinkItem::pen(row.status, row.utilisation, baseWidth, palette()));
        painter->drawLine(QPointF(r.left(), cy), QPointF(r.left() + sample, cy));
        if (row.cross)
            drawFailureCross(painter, QPointF(r.left() + sample / 2.0, cy), fm.height() * 0.25,
                             style::statusColor(Status::Failed, palette()), baseWidth);
        painter->setPen(palette().color(QPalette::WindowText));
        painter->drawText(r.adjusted(sample + 6, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
                          row.text);
    }
    painter->restore();
}

void TopologyLegend::paintEvent(QPaintEvent* event)
{
    QFrame::paintEvent(event);
    QPainter painter(this);
    paintEntries(&painter, rect());
}

void TopologyLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateGeometry();
    QFrame::changeEvent(event);
}

} // namespace ailab::labs
