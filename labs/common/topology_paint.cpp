#include "labs/common/topology_items.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>
#include <cmath>

// What makes a frame cheap: styles resolved once per palette and font, and node boxes kept
// as device pictures with only the load bar drawn live.

namespace ailab::labs {

namespace {

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
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

const QPen& TopologyMetrics::linkPen(Status status, double utilisation) const
{
    const int band = static_cast<int>(style::loadBand(utilisation));
    return m_linkPens[static_cast<std::size_t>(static_cast<int>(status) * kBandCount + band)];
}

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

} // namespace ailab::labs
