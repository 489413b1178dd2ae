#include "labs/common/topology/topology_node_item.h"

#include "labs/common/topology/topology_metrics.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>
#include <algorithm>
#include <cmath>

namespace ailab::labs {

namespace {

int percent(double utilisation)
{
    return std::isfinite(utilisation) ? static_cast<int>(std::lround(utilisation * 100.0)) : 0;
}

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

TopologyNodeItem::TopologyNodeItem(const TopologyNode& node, const TopologyMetrics* metrics)
    : m_node(node)
    , m_metrics(metrics)
{
    setFlags(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setZValue(1.0);
    relayout();
    updateToolTip();
}

bool TopologyNodeItem::setState(const TopologyNode& node)
{
    // Only a new label or a load bar coming or going changes the box's size; a new load
    // only repaints the bar over the cached box.
    const bool resized =
        node.label != m_node.label || (node.utilisation < 0.0) != (m_node.utilisation < 0.0);
    const bool boxChanged = resized || node.status != m_node.status;
    const bool changed = boxChanged || percent(node.utilisation) != percent(m_node.utilisation);
    const bool detailChanged = node.detail != m_node.detail;
    if (!changed && !detailChanged)
        return false;
    m_node.status = node.status;
    m_node.label = node.label;
    m_node.utilisation = node.utilisation;
    m_node.detail = node.detail;
    m_toolTipStale = true;
    if (resized) {
        prepareGeometryChange();
        computeSize();
    }
    if (boxChanged)
        m_pictureValid = false;
    if (changed)
        update();
    return changed;
}

void TopologyNodeItem::relayout()
{
    m_pictureValid = false;
    prepareGeometryChange();
    computeSize();
    setPos(m_node.position.x() * m_metrics->pitch.x(), m_node.position.y() * m_metrics->pitch.y());
    update();
}

void TopologyNodeItem::computeSize()
{
    // Box = pad, glyph, pad, text, pad, status icon, pad (the proportions of paint()).
    const double h = m_metrics->box.height();
    const double chrome = 4 * h * 0.12 + h * 0.5 + h * 0.3;
    const QFontMetricsF fm(m_metrics->font);
    const QString label = m_node.label.isEmpty() ? m_node.id : m_node.label;
    const double maxText = m_metrics->maxTextWidth;
    const double full = fm.horizontalAdvance(label);
    m_lines = QStringList{label};
    if (full > maxText) {
        // Two lines, broken at the space that balances them best.
        double best = full;
        for (qsizetype at = label.indexOf(QLatin1Char(' ')); at > 0;
             at = label.indexOf(QLatin1Char(' '), at + 1)) {
            const QString first = label.left(at);
            const QString second = label.mid(at + 1);
            const double wider =
                std::max(fm.horizontalAdvance(first), fm.horizontalAdvance(second));
            if (wider < best) {
                best = wider;
                m_lines = QStringList{first, second};
            }
        }
        // A single word longer than the maximum: elided here, whole in tooltip and table.
        for (QString& line : m_lines)
            line = fm.elidedText(line, Qt::ElideRight, maxText);
    }
    double textWidth = 0.0;
    for (const QString& line : std::as_const(m_lines))
        textWidth = std::max(textWidth, fm.horizontalAdvance(line));
    const double pad = h * 0.12;
    const double bar = m_node.utilisation >= 0.0 ? pad + std::max(3.0, h * 0.1) : 0.0;
    const double textHeight = fm.lineSpacing() * static_cast<double>(m_lines.size());
    m_size = QSizeF(std::max(m_metrics->box.width(), std::ceil(chrome + textWidth + 2.0)),
                    std::max(h, std::ceil(textHeight + 2 * pad + bar + 2.0)));
}

QRectF TopologyNodeItem::labelRect() const
{
    const double h = m_metrics->box.height();
    const double pad = h * 0.12;
    const QRectF rect(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
    const double left = rect.left() + 2 * pad + h * 0.5;
    const double right = rect.right() - 2 * pad - h * 0.3;
    const double bar = m_node.utilisation >= 0.0 ? pad + std::max(3.0, h * 0.1) : 0.0;
    return QRectF(left, rect.top() + pad, right - left, rect.height() - 2 * pad - bar);
}

QRectF TopologyNodeItem::boundingRect() const
{
    const double margin = m_metrics->lineWidth * 2;
    return QRectF(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height())
        .adjusted(-margin, -margin, margin, margin);
}

void TopologyNodeItem::refreshToolTip()
{
    if (m_toolTipStale)
        updateToolTip();
}

void TopologyNodeItem::updateToolTip()
{
    m_toolTipStale = false;
    const QString name = m_node.label.isEmpty() ? m_node.id : m_node.label;
    QString tip =
        m_node.utilisation >= 0.0
            //: Tooltip: %1 name, %2 status, %3 load ("high (82 %)")
            ? tr("%1: %2, load %3")
                  .arg(name, style::statusText(m_node.status), style::loadText(m_node.utilisation))
            //: Tooltip: %1 name, %2 status
            : tr("%1: %2").arg(name, style::statusText(m_node.status));
    if (!m_node.detail.isEmpty())
        tip += QLatin1Char('\n') + m_node.detail;
    setToolTip(tip);
}

// ---------------------------------------------------------------- pictures

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

} // namespace ailab::labs
