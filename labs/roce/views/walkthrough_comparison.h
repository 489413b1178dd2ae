#pragma once

#include <QWidget>
// The model this view shows.
#include "core/net/roce/rdma_walkthrough.h"

class QLabel;
class QTableWidget;

namespace ailab::labs {
class MetricTile;
}

namespace ailab::labs::roce {

// Sockets vs RDMA for the same transfer: the totals (latency, CPU time on each host,
// copies) as tiles and a table, and both step lists side by side with who does each step,
// when it starts, how long it takes and the CPU time it costs. All figures from the model.
class WalkthroughComparison : public QWidget
{
    Q_OBJECT
public:
    explicit WalkthroughComparison(QWidget* parent = nullptr);

    void setResult(const core::net::roce::WalkthroughResult& result);

    QTableWidget* totalsTable() const { return m_totals; }
    QTableWidget* rdmaTable() const { return m_rdma; }
    QTableWidget* socketTable() const { return m_socket; }
    MetricTile* latencyTile() const { return m_latencyTile; }
    MetricTile* cpuTile() const { return m_cpuTile; }
    MetricTile* copiesTile() const { return m_copiesTile; }

private:
    void fillSteps(QTableWidget* table, const std::vector<core::net::roce::WalkStep>& steps);

    MetricTile* m_latencyTile = nullptr;
    MetricTile* m_cpuTile = nullptr;
    MetricTile* m_copiesTile = nullptr;
    QTableWidget* m_totals = nullptr;
    QTableWidget* m_rdma = nullptr;
    QTableWidget* m_socket = nullptr;
    QLabel* m_note = nullptr;
};

} // namespace ailab::labs::roce
