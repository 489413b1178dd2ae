#include "labs/fabric/views/ecmp_paths_view.h"

#include "labs/common/widgets/palette.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

namespace ailab::labs::fabric {

namespace {
QString gbps(double bps)
{
    return EcmpPathsView::tr("%1 Gb/s").arg(QLocale().toString(bps / 1e9, 'f', bps < 10e9 ? 1 : 0));
}

Status laneStatus(int flows, bool spray)
{
    if (spray)
        return Status::Busy;
    if (flows == 0)
        return Status::Idle;
    return flows == 1 ? Status::Healthy : Status::Congested;
}
} // namespace

EcmpPathsView::EcmpPathsView(QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Flows on each equal-cost path"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
}

void EcmpPathsView::setOutcome(const core::models::fabric::EcmpOutcome& outcome,
                               core::topo::EcmpMode mode)
{
    m_outcome = outcome;
    m_mode = mode;
    updateGeometry();
    update();
}

int EcmpPathsView::laneHeight() const
{
    return fontMetrics().height() + 12;
}

QSize EcmpPathsView::sizeHint() const
{
    return {520, laneCount() * (laneHeight() + 4) + 8};
}

QSize EcmpPathsView::minimumSizeHint() const
{
    return {320, laneCount() * (laneHeight() + 4) + 8};
}

QString EcmpPathsView::laneText(int index) const
{
    if (index < 0 || index >= laneCount())
        return {};
    const int flows = m_outcome.flowsPerPath[static_cast<std::size_t>(index)];
    const int number = index + 1;
    if (m_mode == core::topo::EcmpMode::Spray) {
        const double share =
            m_outcome.flows.empty() ? 0.0 : m_outcome.flows.front().rateBps / laneCount();
        return tr("Path %1: a share of every flow, %2 each").arg(number).arg(gbps(share));
    }
    if (flows == 0)
        return tr("Path %1: idle, no flow hashed here").arg(number);
    double rate = 0;
    for (const core::models::fabric::EcmpFlow& flow : m_outcome.flows) {
        if (flow.path == index) {
            rate = flow.rateBps;
            break;
        }
    }
    if (flows == 1)
        return tr("Path %1: one flow at %2").arg(number).arg(gbps(rate));
    return tr("Path %1: shared by %2 flows, %3 each").arg(number).arg(flows).arg(gbps(rate));
}

void EcmpPathsView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const int lane = laneHeight();
    const bool spray = m_mode == core::topo::EcmpMode::Spray;
    const int boxWidth = fm.horizontalAdvance(tr("F%1").arg(888)) + 8;
    // The words go to the right; the boxes take what is left (at least one box).
    int textWidth = 0;
    for (int i = 0; i < laneCount(); ++i)
        textWidth = std::max(textWidth, fm.horizontalAdvance(laneText(i)));
    textWidth = std::min(textWidth + 12, width() * 3 / 5);
    const int boxesWidth = std::max(boxWidth + 4, width() - textWidth - 16);
    const QPalette pal = palette();

    for (int i = 0; i < laneCount(); ++i) {
        const int y = 4 + i * (lane + 4);
        const int flows = m_outcome.flowsPerPath[static_cast<std::size_t>(i)];
        const Status status = laneStatus(flows, spray);
        const QColor colour = style::statusColor(status, pal);
        QPen border(colour, 2, style::statusPenStyle(status));
        painter.setPen(border);
        QColor fill = colour;
        fill.setAlpha(40);
        painter.setBrush(fill);
        const QRectF laneRect(2, y, boxesWidth, lane);
        painter.drawRoundedRect(laneRect, 4, 4);

        // The flow boxes, numbered as in the table; those that do not fit are counted.
        QList<int> members;
        for (std::size_t f = 0; f < m_outcome.flows.size(); ++f) {
            if (spray || m_outcome.flows[f].path == i)
                members << static_cast<int>(f) + 1;
        }
        const int fit = std::max(1, (boxesWidth - 8) / (boxWidth + 3));
        int x = 6;
        for (int k = 0; k < members.size(); ++k) {
            if (k == fit - 1 && members.size() > fit) {
                painter.setPen(pal.color(QPalette::WindowText));
                painter.drawText(QRect(x, y, boxWidth + 20, lane), Qt::AlignVCenter,
                                 tr("+%1").arg(members.size() - k));
                break;
            }
            const QRectF box(x, y + 3, boxWidth, lane - 6);
            painter.setPen(QPen(colour.darker(130), 1));
            painter.setBrush(pal.color(QPalette::Base));
            painter.drawRect(box);
            painter.setPen(pal.color(QPalette::Text));
            painter.drawText(box, Qt::AlignCenter, tr("F%1").arg(members[k]));
            x += boxWidth + 3;
        }
        painter.setPen(pal.color(QPalette::WindowText));
        painter.drawText(QRect(boxesWidth + 10, y, width() - boxesWidth - 12, lane),
                         Qt::AlignVCenter | Qt::AlignLeft, laneText(i));
    }
}

void EcmpPathsView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

} // namespace ailab::labs::fabric
