#pragma once

#include <QWidget>

namespace ailab::labs {
class MetricTile;
}

namespace ailab::labs::roce {

class RoceSession;

// The simulator's counters as tiles, all from the live run's summary: goodput, Jain's
// fairness over the settled part, the bottleneck queue's percentiles, ECN marks, CNPs,
// PFC pauses and paused time, drops, retransmitted bytes and the innocent flow's goodput.
class CongestionTiles : public QWidget
{
    Q_OBJECT
public:
    explicit CongestionTiles(RoceSession& session, QWidget* parent = nullptr);

    void update();

    MetricTile* goodputTile() const { return m_goodput; }
    MetricTile* jainTile() const { return m_jain; }
    MetricTile* queueTile() const { return m_queue; }
    MetricTile* marksTile() const { return m_marks; }
    MetricTile* cnpsTile() const { return m_cnps; }
    MetricTile* pausesTile() const { return m_pauses; }
    MetricTile* dropsTile() const { return m_drops; }
    MetricTile* retransmitTile() const { return m_retransmit; }
    MetricTile* innocentTile() const { return m_innocent; }

private:
    RoceSession& m_session;
    MetricTile* m_goodput = nullptr;
    MetricTile* m_jain = nullptr;
    MetricTile* m_queue = nullptr;
    MetricTile* m_marks = nullptr;
    MetricTile* m_cnps = nullptr;
    MetricTile* m_pauses = nullptr;
    MetricTile* m_drops = nullptr;
    MetricTile* m_retransmit = nullptr;
    MetricTile* m_innocent = nullptr;
};

} // namespace ailab::labs::roce
