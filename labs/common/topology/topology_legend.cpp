#include "labs/common/topology/topology_legend.h"

#include "labs/common/topology/topology_link_item.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>
#include <limits>

namespace ailab::labs {

namespace {
constexpr int kLegendMargin = 4;
} // namespace

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
