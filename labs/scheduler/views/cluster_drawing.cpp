#include "labs/scheduler/views/cluster_drawing.h"

#include "labs/common/widgets/palette.h"
#include "labs/scheduler/views/job_style.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStandardItemModel>
#include <algorithm>
#include <cmath>

namespace ailab::labs::scheduler {

ClusterDrawing::ClusterDrawing(QWidget* parent)
    : QWidget(parent)
    , m_model(new QStandardItemModel(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("GPU cells of the cluster's nodes"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    fillTable();
}

void ClusterDrawing::setNodes(const QVector<Node>& nodes)
{
    if (nodes == m_nodes)
        return;
    const bool resized = nodes.size() != m_nodes.size();
    m_nodes = nodes;
    if (m_selected >= m_nodes.size())
        m_selected = std::max(0, int(m_nodes.size()) - 1);
    fillTable();
    if (resized)
        updateGeometry();
    update();
}

void ClusterDrawing::setSelectedNode(int node)
{
    if (node < 0 || node >= m_nodes.size() || node == m_selected)
        return;
    m_selected = node;
    update();
    Q_EMIT nodeSelected(node);
}

ClusterDrawing::Metrics ClusterDrawing::metrics() const
{
    const QFontMetrics fm(font());
    Metrics m;
    int header = fm.horizontalAdvance(tr("failed"));
    for (const Node& n : m_nodes)
        header = std::max({header, fm.horizontalAdvance(n.name), fm.horizontalAdvance(n.detail)});
    m.header = header + fm.averageCharWidth() * 2;
    m.cell = fm.horizontalAdvance(QStringLiteral("inference-00")) + fm.averageCharWidth();
    m.row = fm.height() * 3 + fm.height() / 2;
    m.gap = fm.height() / 3;
    return m;
}

QSize ClusterDrawing::sizeHint() const
{
    const Metrics m = metrics();
    int gpus = 1;
    for (const Node& n : m_nodes)
        gpus = std::max(gpus, int(n.gpus.size()));
    return {m.header + gpus * m.cell + 2 * m.gap,
            int(std::max<qsizetype>(1, m_nodes.size())) * (m.row + m.gap) + m.gap};
}

QSize ClusterDrawing::minimumSizeHint() const
{
    const Metrics m = metrics();
    return {m.header + 4 * m.cell / 2, m.row + 2 * m.gap};
}

void ClusterDrawing::paintEvent(QPaintEvent* event)
{
    (void)event;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const QPalette pal = palette();
    const Metrics m = metrics();
    const QFontMetrics fm(font());
    int gpusMax = 1;
    for (const Node& n : m_nodes)
        gpusMax = std::max(gpusMax, int(n.gpus.size()));
    // Cells share the width there is, but never go below a readable width.
    const int cell =
        std::max(m.cell / 2, std::min(m.cell * 2, (width() - m.header - 2 * m.gap) / gpusMax));
    for (int i = 0; i < m_nodes.size(); ++i) {
        const Node& n = m_nodes[i];
        const int y = m.gap + i * (m.row + m.gap);
        const QRect head(m.gap, y, m.header - m.gap, m.row);
        p.setPen(pal.color(QPalette::WindowText));
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.drawText(head.adjusted(0, 0, 0, -m.row / 2), Qt::AlignLeft | Qt::AlignBottom, n.name);
        p.setFont(font());
        p.drawText(head.adjusted(0, m.row / 2, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                   n.up ? n.detail : tr("failed"));
        for (int g = 0; g < n.gpus.size(); ++g) {
            const QRect box(m.header + g * cell, y, cell - 2, m.row);
            if (!n.up) {
                p.fillRect(box,
                           QBrush(style::statusColor(Status::Failed, pal), Qt::DiagCrossPattern));
                p.setPen(QPen(style::statusColor(Status::Failed, pal), 2,
                              style::statusPenStyle(Status::Failed)));
                p.drawRect(box.adjusted(0, 0, -1, -1));
                p.setPen(pal.color(QPalette::WindowText));
                p.drawText(box, Qt::AlignCenter,
                           QStringLiteral("GPU %1\n%2").arg(g).arg(tr("down")));
                continue;
            }
            double x = box.left();
            for (const Share& s : n.gpus[g].shares) {
                const int w = std::max(2, int(std::lround(s.fraction * box.width())));
                const QRect part(int(x), box.top(), w, box.height());
                p.fillRect(part, jobColour(s.job, pal));
                p.fillRect(part, jobPattern(s.job, pal));
                p.setPen(QPen(pal.color(QPalette::WindowText), 1));
                p.drawRect(part.adjusted(0, 0, -1, -1));
                // The name on an opaque strip, so the pattern never hides it.
                const QString label = fm.elidedText(
                    s.amount.isEmpty() ? s.name : s.name + QLatin1Char(' ') + s.amount,
                    Qt::ElideRight, part.width() - 4);
                if (!label.isEmpty() && part.width() > fm.averageCharWidth() * 2) {
                    const QRect strip(part.left() + 1, part.center().y() - fm.height() / 2,
                                      part.width() - 2, fm.height());
                    p.fillRect(strip, pal.color(QPalette::Base));
                    p.setPen(pal.color(QPalette::Text));
                    p.drawText(strip, Qt::AlignCenter, label);
                }
                x += w;
            }
            const int idle = box.right() - int(x);
            if (idle > 2) {
                const QRect rest(int(x), box.top(), idle, box.height());
                p.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
                p.drawRect(rest.adjusted(0, 0, -1, -1));
                p.setPen(pal.color(QPalette::PlaceholderText));
                if (n.gpus[g].shares.isEmpty())
                    p.drawText(rest, Qt::AlignCenter,
                               QStringLiteral("GPU %1\n%2").arg(g).arg(tr("idle")));
            }
        }
        if (i == m_selected) {
            p.setPen(QPen(pal.color(QPalette::Highlight), hasFocus() ? 3 : 2,
                          hasFocus() ? Qt::SolidLine : Qt::DotLine));
            p.drawRect(
                QRect(m.gap / 2, y - m.gap / 2, m.header + n.gpus.size() * cell, m.row + m.gap)
                    .adjusted(0, 0, -1, -1));
        }
    }
}

void ClusterDrawing::mousePressEvent(QMouseEvent* event)
{
    const Metrics m = metrics();
    const int row = (int(event->position().y()) - m.gap / 2) / (m.row + m.gap);
    setFocus(Qt::MouseFocusReason);
    setSelectedNode(row);
}

void ClusterDrawing::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Up || event->key() == Qt::Key_Left) {
        setSelectedNode(m_selected - 1);
        return;
    }
    if (event->key() == Qt::Key_Down || event->key() == Qt::Key_Right) {
        setSelectedNode(m_selected + 1);
        return;
    }
    QWidget::keyPressEvent(event);
}

void ClusterDrawing::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    } else if (event->type() == QEvent::LanguageChange) {
        fillTable();
    }
}

void ClusterDrawing::fillTable()
{
    m_model->clear();
    m_model->setHorizontalHeaderLabels(
        {tr("Node"), tr("GPU"), tr("Held by"), tr("Idle share"), tr("Node state")});
    const QLocale locale;
    for (const Node& n : m_nodes) {
        for (int g = 0; g < n.gpus.size(); ++g) {
            QStringList holders;
            double used = 0;
            for (const Share& s : n.gpus[g].shares) {
                holders << (s.amount.isEmpty() ? s.name : s.name + QLatin1Char(' ') + s.amount);
                used += s.fraction;
            }
            QList<QStandardItem*> row;
            row << new QStandardItem(n.name) << new QStandardItem(locale.toString(g))
                << new QStandardItem(holders.isEmpty() ? tr("idle")
                                                       : holders.join(QStringLiteral(", ")))
                << new QStandardItem(locale.toString(std::max(0.0, 1.0 - used), 'f', 2))
                << new QStandardItem(n.up ? tr("up") : tr("failed"));
            m_model->appendRow(row);
        }
    }
}

} // namespace ailab::labs::scheduler
