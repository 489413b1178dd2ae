#include "labs/common/topology_items.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>
#include <cmath>
#include <limits>

namespace ailab::labs {

namespace {

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

constexpr int kLegendMargin = 4;

int percent(double utilisation)
{
    return std::isfinite(utilisation) ? static_cast<int>(std::lround(utilisation * 100.0)) : 0;
}

QString tr(const char* text)
{
    return QCoreApplication::translate("ailab::labs::TopologyView", text);
}

void drawCross(QPainter* painter, const QPointF& centre, double half, const QColor& colour,
               double width)
{
    painter->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(centre + QPointF(-half, -half), centre + QPointF(half, half));
    painter->drawLine(centre + QPointF(half, -half), centre + QPointF(-half, half));
}

} // namespace

// ---------------------------------------------------------------- nodes

TopologyNodeItem::TopologyNodeItem(const TopologyNode& node, const TopologyMetrics* metrics)
    : m_node(node)
    , m_metrics(metrics)
{
    setFlags(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setZValue(1.0);
    setCacheMode(DeviceCoordinateCache);
    relayout();
    updateToolTip();
}

bool TopologyNodeItem::setState(const TopologyNode& node)
{
    const bool changed = node.status != m_node.status || node.label != m_node.label ||
                         percent(node.utilisation) != percent(m_node.utilisation) ||
                         (node.utilisation < 0.0) != (m_node.utilisation < 0.0);
    const bool detailChanged = node.detail != m_node.detail;
    if (!changed && !detailChanged)
        return false;
    m_node.status = node.status;
    m_node.label = node.label;
    m_node.utilisation = node.utilisation;
    m_node.detail = node.detail;
    updateToolTip();
    if (changed) {
        prepareGeometryChange(); // a new label or a load bar can change the box
        computeSize();
        update();
    }
    return changed;
}

void TopologyNodeItem::relayout()
{
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

void TopologyNodeItem::updateToolTip()
{
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

void TopologyNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                             QWidget* widget)
{
    (void)option;
    (void)widget;
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

    if (m_node.utilisation >= 0.0) {
        const double barHeight = std::max(3.0, box.height() * 0.1);
        const QRectF track(rect.left() + pad, rect.bottom() - pad - barHeight,
                           rect.width() - 2 * pad, barHeight);
        painter->setPen(Qt::NoPen);
        painter->setBrush(pal.color(QPalette::Mid));
        painter->drawRect(track);
        QRectF fill = track;
        fill.setWidth(track.width() * std::clamp(m_node.utilisation, 0.0, 1.0));
        painter->setBrush(style::loadColor(m_node.utilisation, pal));
        painter->drawRect(fill);
    }
}

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

// ---------------------------------------------------------------- links

TopologyLinkItem::TopologyLinkItem(const TopologyLink& link, TopologyNodeItem* from,
                                   TopologyNodeItem* to, const TopologyMetrics* metrics)
    : m_link(link)
    , m_from(from)
    , m_to(to)
    , m_metrics(metrics)
{
    setFlags(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setZValue(0.0);
    relayout();
    updateToolTip();
}

bool TopologyLinkItem::setState(const TopologyLink& link)
{
    const bool changed =
        link.status != m_link.status || percent(link.utilisation) != percent(m_link.utilisation);
    if (!changed && link.detail == m_link.detail && link.capacityText == m_link.capacityText)
        return false;
    const bool labelChanged = link.capacityText != m_link.capacityText;
    if (labelChanged)
        prepareGeometryChange();
    m_link.status = link.status;
    m_link.utilisation = link.utilisation;
    m_link.detail = link.detail;
    m_link.capacityText = link.capacityText;
    m_link.capacity = link.capacity;
    updateToolTip();
    if (changed || labelChanged)
        update();
    return changed;
}

void TopologyLinkItem::relayout()
{
    prepareGeometryChange();
    m_a = m_from ? m_from->pos() : QPointF();
    m_b = m_to ? m_to->pos() : QPointF();
    update();
}

QRectF TopologyLinkItem::boundingRect() const
{
    // Room for the label box centred on the line, however the line runs.
    const double label = QFontMetricsF(m_metrics->font).horizontalAdvance(labelText()) * 0.5;
    const double margin = std::max(m_metrics->box.height() * 0.5, label + 8.0);
    return QRectF(m_a, m_b).normalized().adjusted(-margin, -margin, margin, margin);
}

QPainterPath TopologyLinkItem::shape() const
{
    QPainterPath path(m_a);
    path.lineTo(m_b);
    QPainterPathStroker stroker;
    stroker.setWidth(std::max(8.0, m_metrics->lineWidth * 5)); // easy to hit with the mouse
    return stroker.createStroke(path);
}

QPen TopologyLinkItem::pen(Status status, double utilisation, double baseWidth,
                           const QPalette& palette)
{
    QPen pen;
    pen.setCapStyle(Qt::FlatCap);
    if (status == Status::Failed || status == Status::Congested) {
        pen.setColor(style::statusColor(status, palette));
        pen.setStyle(style::statusPenStyle(status));
        pen.setWidthF(baseWidth * 2.0);
        return pen;
    }
    // Width grows with the load band: a third cue besides colour and pattern.
    const int band = static_cast<int>(style::loadBand(utilisation));
    pen.setColor(style::loadColor(utilisation, palette));
    pen.setStyle(style::loadPenStyle(utilisation));
    pen.setWidthF(baseWidth * (1.0 + 0.5 * band));
    return pen;
}

void TopologyLinkItem::updateToolTip()
{
    const QString from = m_from ? m_from->node().label : m_link.from;
    const QString to = m_to ? m_to->node().label : m_link.to;
    //: Tooltip of a link: %1 and %2 are node names, %3 the status, %4 the load, %5 capacity
    QString tip = tr("%1 – %2: %3, load %4, capacity %5")
                      .arg(from, to, style::statusText(m_link.status),
                           style::loadText(m_link.utilisation), m_link.capacityText);
    if (!m_link.detail.isEmpty())
        tip += QLatin1Char('\n') + m_link.detail;
    setToolTip(tip);
}

void TopologyLinkItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                             QWidget* widget)
{
    (void)option;
    (void)widget;
    const QPalette& pal = m_metrics->palette;
    painter->setRenderHint(QPainter::Antialiasing);
    if (isSelected()) {
        painter->setPen(QPen(pal.color(QPalette::Highlight), m_metrics->lineWidth * 5,
                             Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(m_a, m_b);
    }
    painter->setPen(pen(m_link.status, m_link.utilisation, m_metrics->lineWidth, pal));
    painter->drawLine(m_a, m_b);
    const QPointF mid = midpoint();
    if (m_link.status == Status::Failed) {
        const double half = m_metrics->box.height() * 0.18;
        painter->setBrush(pal.color(QPalette::Base));
        painter->setPen(Qt::NoPen);
        painter->drawEllipse(mid, half * 1.6, half * 1.6);
        drawCross(painter, mid, half, style::statusColor(Status::Failed, pal),
                  m_metrics->lineWidth * 1.5);
        return;
    }
    // The load (or capacity) in words where there is room: colour and width are not the
    // only cue. Idle links stay unlabelled, so "0 %" does not clutter static drawings.
    const QString text = labelText();
    if (text.isEmpty())
        return;
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    QFont small = m_metrics->font;
    small.setPointSizeF(small.pointSizeF() > 0 ? small.pointSizeF() * 0.85 : 8.0);
    const QFontMetricsF sfm(small);
    const double length = QLineF(m_a, m_b).length();
    // The visible stretch of the line between the two boxes must hold the label.
    const QPointF d = length > 0.0 ? (m_b - m_a) / length : QPointF(1.0, 0.0);
    const auto halfExtent = [&d](const TopologyNodeItem* node) {
        if (!node)
            return 0.0;
        const QSizeF s = node->boxSize();
        const double ax = std::abs(d.x()) > 1e-9 ? s.width() / 2.0 / std::abs(d.x()) : 1e9;
        const double ay = std::abs(d.y()) > 1e-9 ? s.height() / 2.0 / std::abs(d.y()) : 1e9;
        return std::min(ax, ay);
    };
    const double visible = length - halfExtent(m_from) - halfExtent(m_to);
    const double needed = std::abs(d.x()) * (sfm.horizontalAdvance(text) + 6) +
                          std::abs(d.y()) * (sfm.height() + 2) + 8.0;
    if (lod < 0.6 || visible < needed)
        return;
    painter->setFont(small);
    QRectF box(0, 0, sfm.horizontalAdvance(text) + 6, sfm.height() + 2);
    box.moveCenter(mid);
    painter->setPen(Qt::NoPen);
    QColor background = pal.color(QPalette::Base);
    background.setAlphaF(0.85f);
    painter->setBrush(background);
    painter->drawRoundedRect(box, 3, 3);
    painter->setPen(pal.color(QPalette::Text));
    painter->drawText(box, Qt::AlignCenter, text);
}

QString TopologyLinkItem::labelText() const
{
    if (!m_metrics->showLoadLabels || m_link.status == Status::Failed)
        return QString();
    if (std::isfinite(m_link.utilisation) && m_link.utilisation >= 0.05)
        //: Load on a link in a drawing, %1 percent
        return tr("%1 %").arg(percent(m_link.utilisation));
    return m_link.capacityText;
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
    painter->setPen(QPen(m_metrics->palette.color(QPalette::Base), 2.0));
    painter->setBrush(style::seriesColor(m_flow.colourIndex, m_metrics->palette));
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
            drawCross(painter, QPointF(r.left() + sample / 2.0, cy), fm.height() * 0.25,
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
