#include "labs/inference/views/block_map_view.h"

#include "core/infer/serving_cluster.h"
#include "labs/common/widgets/palette.h"
#include "labs/inference/views/serving_format.h"

#include <QPainter>
#include <QStandardItemModel>
#include <algorithm>

namespace ailab::labs::inference {

namespace infer = core::infer;

namespace {
// The map's resolution: enough cells to see a request grow, few enough to read.
constexpr long long kMaxCells = 640;
} // namespace

BlockMapView::BlockMapView(QWidget* parent)
    : QWidget(parent)
    , m_model(new QStandardItemModel(this))
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void BlockMapView::showReplica(const infer::ServingCluster& cluster, int replica)
{
    const infer::ReplicaScheduler& s = cluster.scheduler(replica);
    const infer::KvBlockPool& kv = s.kv();
    const long long total = kv.totalBlocks();
    m_blocksPerCell = std::max(1LL, (total + kMaxCells - 1) / kMaxCells);
    const long long cells = (total + m_blocksPerCell - 1) / m_blocksPerCell;
    const bool resized = long(m_cells.size()) != long(cells);
    m_cells.assign(std::size_t(cells), Cell{});

    // Cached prefixes first (shared by their requests), then each running request's own
    // blocks in admission order.
    long long next = 0;
    const auto fill = [&](long long blocks, CellKind kind, int request, int shade) {
        const long long first = next / m_blocksPerCell;
        next += blocks;
        const long long last = std::min<long long>(cells, (next + m_blocksPerCell - 1) /
                                                              m_blocksPerCell);
        for (long long c = first; c < last; ++c) {
            Cell& cell = m_cells[std::size_t(c)];
            if (cell.kind == CellKind::Free) {
                cell.kind = kind;
                cell.request = request;
                cell.shade = shade;
            }
        }
    };
    fill(kv.cachedPrefixBlocks(), CellKind::Prefix, -1, 0);
    m_model->clear();
    m_model->setHorizontalHeaderLabels(
        {tr("Request"), tr("Blocks held"), tr("Tokens in the cache"), tr("Shared prefix blocks")});
    int shade = 0;
    const auto& requests = cluster.requests();
    for (int id : s.running()) {
        const infer::ServedRequest& r = requests[std::size_t(id)];
        fill(r.ownBlocks, CellKind::Request, id, shade);
        shade = 1 - shade;
        m_model->appendRow({new QStandardItem(serving_format::requestName(id)),
                            new QStandardItem(serving_format::count(r.ownBlocks)),
                            new QStandardItem(serving_format::count(r.numComputed)),
                            new QStandardItem(serving_format::count(r.sharedBlocks))});
    }
    m_model->appendRow({new QStandardItem(tr("cached prefixes")),
                        new QStandardItem(serving_format::count(kv.cachedPrefixBlocks())),
                        new QStandardItem(QString()), new QStandardItem(QString())});
    m_model->appendRow({new QStandardItem(tr("free")),
                        new QStandardItem(serving_format::count(kv.freeBlocks())),
                        new QStandardItem(QString()), new QStandardItem(QString())});
    if (resized)
        updateGeometry();
    update();
}

BlockMapView::CellKind BlockMapView::cellKind(int cell) const
{
    return cell >= 0 && cell < cellCount() ? m_cells[std::size_t(cell)].kind : CellKind::Free;
}

int BlockMapView::cellsOf(CellKind kind) const
{
    return int(std::count_if(m_cells.begin(), m_cells.end(),
                             [kind](const Cell& c) { return c.kind == kind; }));
}

int BlockMapView::cellSide() const
{
    return std::max(6, fontMetrics().height() * 3 / 4);
}

int BlockMapView::columnsFor(int width) const
{
    return std::max(8, width / cellSide());
}

int BlockMapView::heightForWidth(int width) const
{
    const int columns = columnsFor(width);
    const int rows = (std::max(1, cellCount()) + columns - 1) / columns;
    return rows * cellSide() + 2;
}

QSize BlockMapView::sizeHint() const
{
    const int width = cellSide() * 40;
    return {width, heightForWidth(width)};
}

QSize BlockMapView::minimumSizeHint() const
{
    return {cellSide() * 16, cellSide() * 4};
}

void BlockMapView::paintEvent(QPaintEvent* event)
{
    (void)event;
    QPainter p(this);
    const int side = cellSide();
    const int columns = columnsFor(width());
    const QColor line = palette().color(QPalette::Mid);
    const QColor shades[] = {style::seriesColor(0), style::seriesColor(0).lighter(150)};
    const QColor prefix = style::seriesColor(2);
    for (int i = 0; i < cellCount(); ++i) {
        const QRect r((i % columns) * side + 1, (i / columns) * side + 1, side - 2, side - 2);
        const Cell& c = m_cells[std::size_t(i)];
        switch (c.kind) {
        case CellKind::Free:
            p.setPen(QPen(line, 1, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            break;
        case CellKind::Request:
            p.setPen(QPen(shades[c.shade].darker(140), 1));
            p.setBrush(QBrush(shades[c.shade], c.shade == 0 ? Qt::SolidPattern : Qt::Dense3Pattern));
            break;
        case CellKind::Prefix:
            p.setPen(QPen(prefix.darker(140), 1));
            p.setBrush(QBrush(prefix, Qt::DiagCrossPattern));
            break;
        }
        p.drawRect(r);
    }
}

} // namespace ailab::labs::inference
