#pragma once

#include <QCoreApplication>
#include <QWidget>
#include <vector>

class QStandardItemModel;

namespace ailab::core::infer {
class ServingCluster;
}

namespace ailab::labs::inference {

// One replica's paged KV cache as a map of cells (docs/models.md, "Serving: scheduler and
// KV cache"): the blocks each running request holds, in admission order and in alternating
// shades with their request's number, the cached prefix blocks hatched, free blocks as
// empty outlines. The core counts blocks rather than addressing them, so the map lays each
// request's blocks out together; a cell stands for several blocks when the cache has more
// blocks than the map has cells. Its table (blockModel) lists the requests and their blocks.
class BlockMapView : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::inference::BlockMapView)
public:
    enum class CellKind { Free, Request, Prefix };

    explicit BlockMapView(QWidget* parent = nullptr);

    void showReplica(const core::infer::ServingCluster& cluster, int replica);
    int cellCount() const { return int(m_cells.size()); }
    long long blocksPerCell() const { return m_blocksPerCell; }
    CellKind cellKind(int cell) const;
    int cellsOf(CellKind kind) const;
    QStandardItemModel* blockModel() const { return m_model; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Cell
    {
        CellKind kind = CellKind::Free;
        int request = -1; // owner of a request cell
        int shade = 0;    // alternates from one request to the next
    };
    int cellSide() const;
    int columnsFor(int width) const;

    std::vector<Cell> m_cells;
    long long m_blocksPerCell = 1;
    QStandardItemModel* m_model = nullptr;
};

} // namespace ailab::labs::inference
