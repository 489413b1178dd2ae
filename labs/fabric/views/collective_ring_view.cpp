#include "labs/fabric/views/collective_ring_view.h"

#include "labs/common/widgets/palette.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <cmath>

namespace ailab::labs::fabric {

CollectiveRingView::CollectiveRingView(QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Ring all-reduce, step by step"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void CollectiveRingView::setModel(const RingAllReduceModel& model)
{
    m_model = model;
    update();
}

void CollectiveRingView::setProgress(double progress)
{
    m_progress = std::clamp(progress, 0.0, 1.0);
    update();
}

QString CollectiveRingView::legendText() const
{
    return tr("k/%1: a chunk holding k ranks' contributions (dotted); Σ: fully reduced "
              "(solid); +cN: chunk N on its way to be added; cN: reduced chunk N being "
              "copied")
        .arg(m_model.ranks());
}

QSizeF CollectiveRingView::rankBoxSize() const
{
    const QFontMetrics fm = fontMetrics();
    const int cell = std::max(fm.horizontalAdvance(QStringLiteral("8/8")) + 6, fm.height() + 6);
    const double title = fm.horizontalAdvance(tr("Rank %1").arg(m_model.ranks() - 1)) + 12;
    return {std::max(double(m_model.ranks() * cell + 12), title), double(fm.height() + cell + 14)};
}

CollectiveRingView::Layout CollectiveRingView::layout() const
{
    const QFontMetrics fm = fontMetrics();
    Layout out;
    out.cell = std::max(fm.horizontalAdvance(QStringLiteral("8/8")) + 6, fm.height() + 6);
    const QRect legendBound =
        fm.boundingRect(QRect(4, 0, std::max(1, width() - 8), 100000),
                        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, legendText());
    out.legend = QRectF(4, height() - legendBound.height() - 2, width() - 8, legendBound.height());
    // The ring in the room above the legend, its boxes wholly inside it.
    const QRectF room(0, 0, width(), std::max(0.0, out.legend.top() - 4));
    const QSizeF box = rankBoxSize();
    const QPointF centre = room.center();
    const double radius =
        std::max(0.0, std::min(room.width() - box.width(), room.height() - box.height()) / 2.0 - 2);
    const int p = m_model.ranks();
    for (int r = 0; r < p; ++r) {
        const double angle = -M_PI / 2 + 2 * M_PI * r / p;
        const QPointF at = centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
        out.rankBoxes << QRectF(at - QPointF(box.width() / 2, box.height() / 2), box);
    }
    return out;
}

QSize CollectiveRingView::minimumSizeHint() const
{
    // Room for the boxes around the ring and, under it, for the legend in lines of at
    // least 60 characters.
    const QSizeF box = rankBoxSize();
    const int width =
        std::max({300, int(std::ceil(box.width() * 1.5)), fontMetrics().averageCharWidth() * 60});
    const int legend = fontMetrics()
                           .boundingRect(QRect(0, 0, width - 8, 100000),
                                         Qt::AlignLeft | Qt::TextWordWrap, legendText())
                           .height();
    return {width, std::max(240, int(std::ceil(box.height() * 2.5)) + legend + 6)};
}

QSize CollectiveRingView::sizeHint() const
{
    return minimumSizeHint().expandedTo(QSize(520, 360));
}

void CollectiveRingView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QFontMetrics fm = fontMetrics();
    const int p = m_model.ranks();
    const Layout geometry = layout();
    const int cell = int(geometry.cell);
    const QList<QRectF>& boxes = geometry.rankBoxes;
    const int step = m_model.step();
    const bool inFlight = m_progress > 0.0 && step < m_model.stepCount();
    const bool reducing = m_model.inReduceScatter(step);
    const QColor partial = style::statusColor(Status::Busy, pal);
    const QColor reduced = style::statusColor(Status::Healthy, pal);
    const QColor moving = QColor(style::okabeIto::ReddishPurple);

    // Arrows to the right neighbour; those of the step in flight are drawn stronger.
    for (int r = 0; r < p; ++r) {
        const QPointF a = boxes[r].center();
        const QPointF b = boxes[(r + 1) % p].center();
        painter.setPen(QPen(inFlight ? moving : pal.color(QPalette::Mid), inFlight ? 2.5 : 1.5,
                            inFlight ? Qt::SolidLine : Qt::DashLine));
        const QLineF line(a, b);
        painter.drawLine(line);
        const QLineF head = QLineF(line.pointAt(0.62), line.pointAt(0.55));
        QLineF wing1 = head;
        wing1.setAngle(head.angle() + 30);
        wing1.setLength(9);
        QLineF wing2 = head;
        wing2.setAngle(head.angle() - 30);
        wing2.setLength(9);
        painter.drawLine(wing1);
        painter.drawLine(wing2);
    }

    for (int r = 0; r < p; ++r) {
        const QRectF rect = boxes[r];
        painter.setPen(QPen(pal.color(QPalette::WindowText), 1.5));
        painter.setBrush(pal.color(QPalette::Window));
        painter.drawRoundedRect(rect, 6, 6);
        painter.setPen(pal.color(QPalette::WindowText));
        painter.drawText(QRectF(rect.left(), rect.top() + 3, rect.width(), fm.height()),
                         Qt::AlignCenter, tr("Rank %1").arg(r));
        for (int c = 0; c < p; ++c) {
            const QRectF cellRect(rect.left() + 6 + c * cell, rect.top() + fm.height() + 7,
                                  cell - 2, cell - 2);
            const int n = m_model.contributions(r, c);
            const bool done = n == p;
            QColor fill = done ? reduced : partial;
            fill.setAlpha(done ? 200 : 40 + 160 * n / p);
            painter.setPen(
                QPen(pal.color(QPalette::WindowText), 1, done ? Qt::SolidLine : Qt::DotLine));
            painter.setBrush(fill);
            painter.drawRect(cellRect);
            painter.setPen(pal.color(QPalette::Text));
            painter.drawText(cellRect, Qt::AlignCenter, done ? tr("Σ") : tr("%1/%2").arg(n).arg(p));
        }
    }

    // Chunks in flight, labelled with the chunk number.
    if (inFlight) {
        for (const RingTransfer& t : m_model.transfers(step)) {
            const QPointF a = boxes[t.from].center();
            const QPointF b = boxes[t.to].center();
            const QPointF at = a + (b - a) * m_progress;
            const QRectF token(at - QPointF(cell * 0.9, cell / 2.0), QSizeF(cell * 1.8, cell));
            painter.setPen(QPen(moving.darker(140), 1.5));
            painter.setBrush(moving);
            painter.drawRoundedRect(token, 4, 4);
            painter.setPen(Qt::black);
            painter.drawText(token, Qt::AlignCenter,
                             reducing ? tr("+c%1").arg(t.chunk) : tr("c%1").arg(t.chunk));
        }
    }

    // Legend in words.
    painter.setPen(pal.color(QPalette::WindowText));
    painter.drawText(geometry.legend, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                     legendText());
}

} // namespace ailab::labs::fabric
