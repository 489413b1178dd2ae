#include "labs/roce/views/congestion_tiles.h"

#include "core/models/roce/roce_scenario.h"
#include "core/models/roce/roce_status.h"
#include "core/net/packet/incast_scenario.h"
#include "labs/common/widgets/core_status.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/roce/roce_session.h"

#include <QGridLayout>
#include <QLocale>

namespace ailab::labs::roce {

namespace pk = core::net::packet;
namespace roce_model = core::models::roce;

namespace {
QString fixed(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString count(std::uint64_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}
} // namespace

CongestionTiles::CongestionTiles(RoceSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
{
    m_goodput = new MetricTile(tr("Goodput"), this);
    m_goodput->setExplanation(tr("Bytes the receiver accepted in order from the incast's "
                                 "senders, per second of the run so far."));
    m_jain = new MetricTile(tr("Jain fairness"), this);
    m_jain->setExplanation(tr("Jain's index of the senders' goodput, (Σx)² / (n·Σx²), over "
                              "the second half of the run so far: 1 means every sender got "
                              "the same share (Jain, Chiu and Hawe 1984)."));
    m_queue = new MetricTile(tr("Queue p99"), this);
    m_queue->setExplanation(tr("The bottleneck egress queue, sampled every 10 µs: its 99th "
                               "percentile, median and maximum over the run so far."));
    m_marks = new MetricTile(tr("ECN marks"), this);
    m_marks->setExplanation(tr("Packets a switch marked Congestion Experienced (CE)."));
    m_cnps = new MetricTile(tr("CNPs"), this);
    m_cnps->setExplanation(tr("Congestion Notification Packets the receiver sent, at most "
                              "one per flow every 50 µs."));
    m_pauses = new MetricTile(tr("PFC pauses"), this);
    m_pauses->setExplanation(tr("XOFF pause frames sent upstream, and how long egress ports "
                                "were stopped in total."));
    m_drops = new MetricTile(tr("Drops"), this);
    m_drops->setExplanation(tr("Packets a switch refused because its buffer was full."));
    m_retransmit = new MetricTile(tr("Retransmitted"), this);
    m_retransmit->setExplanation(tr("Bytes sent again after a loss (go-back-N from the NAK's "
                                    "PSN, or after a timeout)."));
    m_innocent = new MetricTile(tr("Innocent flow"), this);
    m_innocent->setExplanation(tr("Goodput of the flow to the idle receiver. It crosses no "
                                  "congested port: only PFC pauses can slow it."));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    MetricTile* const order[] = {m_goodput, m_jain,  m_queue,      m_marks,   m_cnps,
                                 m_pauses,  m_drops, m_retransmit, m_innocent};
    int i = 0;
    for (MetricTile* t : order) {
        grid->addWidget(t, i / 2, i % 2);
        ++i;
    }
    grid->setRowStretch(5, 1);
    update();
}

void CongestionTiles::update()
{
    const pk::IncastScenario& run = m_session.run();
    const pk::IncastSummary s = run.summary();
    const pk::IncastConfig& in = run.config();
    const double now = m_session.now();

    m_goodput->setValue(fixed(s.goodputBps / 1e9, 1), tr("Gb/s"));
    m_goodput->setDetail(tr("of a %1 Gb/s link").arg(fixed(in.linkBps / 1e9, 0)));

    // The settled part: the second half of what has run (DCQCN needs the first to converge).
    if (now > 0) {
        const double jain = run.jainBetween(now / 2, now);
        m_jain->setValue(fixed(jain, 3));
        m_jain->setDetail(tr("from %1 to %2 ms").arg(fixed(now / 2 * 1e3, 2), fixed(now * 1e3, 2)));
        m_jain->setStatus(statusOf(roce_model::fairnessHealth(jain, now)));
    } else {
        m_jain->setValue(tr("–"));
        m_jain->setDetail(tr("not yet run"));
        m_jain->clearStatus();
    }

    m_queue->setValue(fixed(s.queueP99Bytes / 1e3, 0), tr("KB"));
    m_queue->setDetail(tr("p50 %1 KB, max %2 KB; healthy up to %3 KB")
                           .arg(fixed(s.queueP50Bytes / 1e3, 0), fixed(s.queueMaxBytes / 1e3, 0),
                                fixed(roce_model::healthyQueueLimitBytes(in) / 1e3, 0)));
    if (now > 0)
        m_queue->setStatus(statusOf(roce_model::queueHealth(s, in, now)));
    else
        m_queue->clearStatus();

    m_marks->setValue(count(s.counters.ecnMarks));
    m_marks->setDetail(in.engine.switches.ecn ? tr("ECN on") : tr("ECN off"));
    m_cnps->setValue(count(s.counters.cnps));
    m_cnps->setDetail(in.engine.dcqcn.enabled ? tr("DCQCN on") : tr("DCQCN off"));

    m_pauses->setValue(count(s.counters.pauseFrames));
    m_pauses->setDetail(tr("paused %1 µs in total").arg(fixed(s.counters.pausedTimeS * 1e6, 0)));
    m_pauses->setStatus(statusOf(roce_model::pauseHealth(s.counters)));

    m_drops->setValue(count(s.counters.drops));
    m_drops->setDetail(in.engine.switches.pfc ? tr("PFC on: lossless class")
                                              : tr("PFC off: lossy class"));
    m_drops->setStatus(statusOf(roce_model::dropHealth(s.counters)));

    m_retransmit->setValue(fixed(s.counters.retransmittedBytes / 1e3, 0), tr("KB"));
    m_retransmit->setDetail(tr("%n timeouts", nullptr, static_cast<int>(s.counters.timeouts)));
    m_retransmit->setStatus(statusOf(roce_model::retransmitHealth(s.counters)));

    if (in.innocentFlow) {
        const double demand = in.innocentDemand * in.linkBps;
        m_innocent->setValue(fixed(s.innocentGoodputBps / 1e9, 1), tr("Gb/s"));
        m_innocent->setDetail(tr("wants %1 Gb/s").arg(fixed(demand / 1e9, 1)));
        if (now > 0)
            m_innocent->setStatus(
                statusOf(roce_model::innocentHealth(s.innocentGoodputBps, demand, now)));
        else
            m_innocent->clearStatus();
    } else {
        m_innocent->setValue(tr("–"));
        m_innocent->setDetail(tr("not in this run"));
        m_innocent->clearStatus();
    }
}

} // namespace ailab::labs::roce
