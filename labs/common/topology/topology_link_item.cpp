#include "labs/common/topology/topology_link_item.h"

#include "labs/common/topology/topology_metrics.h"
#include "labs/common/topology/topology_node_item.h"

#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>
#include <QWidget>
#include <cmath>

namespace ailab::labs {

namespace {

int percent(double utilisation)
{
    return std::isfinite(utilisation) ? static_cast<int>(std::lround(utilisation * 100.0)) : 0;
}

} // namespace

void drawFailureCross(QPainter* painter, const QPointF& centre, double half, const QColor& colour,
                      double width)
{
    painter->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(centre + QPointF(-half, -half), centre + QPointF(half, half));
    painter->drawLine(centre + QPointF(half, -half), centre + QPointF(-half, half));
}

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
    const bool capacityChanged = link.capacityText != m_link.capacityText;
    const bool restyled = link.status != m_link.status ||
                          style::loadBand(link.utilisation) != style::loadBand(m_link.utilisation);
    if (capacityChanged)
        prepareGeometryChange(); // the bounding rect holds the widest label
    m_link.status = link.status;
    m_link.utilisation = link.utilisation;
    m_link.detail = link.detail;
    m_link.capacityText = link.capacityText;
    m_link.capacity = link.capacity;
    m_toolTipStale = true;
    const QString previousLabel = m_label;
    if (capacityChanged)
        relayout();
    else
        updateLabel();
    if (restyled || m_label != previousLabel)
        update();
    return changed;
}

void TopologyLinkItem::relayout()
{
    prepareGeometryChange();
    m_a = m_from ? m_from->pos() : QPointF();
    m_b = m_to ? m_to->pos() : QPointF();
    m_labelHalf = 0.0;
    if (m_metrics->showLoadLabels)
        m_labelHalf =
            std::max(m_metrics->labelMargin,
                     QFontMetricsF(m_metrics->font).horizontalAdvance(m_link.capacityText) * 0.5);
    updateLabel();
    update();
}

void TopologyLinkItem::updateLabel()
{
    if (!m_metrics->showLoadLabels || m_link.status == Status::Failed)
        m_label.clear();
    else if (std::isfinite(m_link.utilisation) && m_link.utilisation >= 0.05)
        m_label = loadLabel(percent(m_link.utilisation));
    else if (m_link.labelCapacity)
        m_label = m_link.capacityText;
    else
        m_label.clear();
}

QRectF TopologyLinkItem::boundingRect() const
{
    // Room for the widest label box centred on the line, however the line runs.
    const double margin = std::max(m_metrics->box.height() * 0.5, m_labelHalf + 8.0);
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

void TopologyLinkItem::refreshToolTip()
{
    if (m_toolTipStale)
        updateToolTip();
}

void TopologyLinkItem::updateToolTip()
{
    m_toolTipStale = false;
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
    // On screen the view strokes all links at once, batched by pen (TopologyLinkPainter);
    // an item paints itself only into exports, as a vector drawing.
    if (widget)
        return;
    const QPalette& pal = m_metrics->palette;
    painter->setRenderHint(QPainter::Antialiasing);
    if (isSelected()) {
        painter->setPen(QPen(pal.color(QPalette::Highlight), m_metrics->lineWidth * 5,
                             Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(m_a, m_b);
    }
    painter->setPen(m_metrics->linkPen(m_link.status, m_link.utilisation));
    painter->drawLine(m_a, m_b);
    if (m_link.status == Status::Failed) {
        paintFailureMark(painter, midpoint(), m_metrics->box.height() * 0.18,
                         m_metrics->lineWidth * 1.5, *m_metrics);
        return;
    }
    const double lod =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (!m_label.isEmpty() && lod >= 0.6 && labelFits())
        paintLabel(painter, labelBox(), *m_metrics);
}

bool TopologyLinkItem::labelFits() const
{
    // The visible stretch of the line between the two boxes must hold the label.
    const TopologyMetrics::Label& label = m_metrics->label(m_label);
    const double length = QLineF(m_a, m_b).length();
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
    const double needed =
        std::abs(d.x()) * (label.width + 6) + std::abs(d.y()) * (m_metrics->smallHeight + 2) + 8.0;
    return visible >= needed;
}

QRectF TopologyLinkItem::labelBox() const
{
    QRectF box(0, 0, m_metrics->label(m_label).width + 6, m_metrics->smallHeight + 2);
    box.moveCenter(midpoint());
    return box;
}

void TopologyLinkItem::paintLabel(QPainter* painter, const QRectF& box,
                                  const TopologyMetrics& metrics) const
{
    // The load (or capacity) in words: colour and width are not the only cue.
    const QPalette& pal = metrics.palette;
    painter->setFont(metrics.smallFont);
    painter->setPen(Qt::NoPen);
    QColor background = pal.color(QPalette::Base);
    background.setAlphaF(0.85f);
    painter->setBrush(background);
    painter->drawRoundedRect(box, 3, 3);
    painter->setPen(pal.color(QPalette::Text));
    // Laid out once per text (a few dozen load figures), not once per link and frame.
    painter->drawStaticText(box.topLeft() + QPointF(3.0, 1.0), metrics.label(m_label).text);
}

void TopologyLinkItem::paintFailureMark(QPainter* painter, const QPointF& centre, double half,
                                        double width, const TopologyMetrics& metrics)
{
    const QPalette& pal = metrics.palette;
    painter->setBrush(pal.color(QPalette::Base));
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(centre, half * 1.6, half * 1.6);
    drawFailureCross(painter, centre, half, style::statusColor(Status::Failed, pal), width);
}

QString TopologyLinkItem::loadLabel(int value)
{
    //: Load on a link in a drawing, %1 percent
    return tr("%1 %").arg(value);
}

QString TopologyLinkItem::labelText() const
{
    return m_label;
}

} // namespace ailab::labs
