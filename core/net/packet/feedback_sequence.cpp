#include "core/net/packet/feedback_sequence.h"

#include "core/error.h"
#include "core/net/packet/incast_scenario.h"

#include <algorithm>
#include <limits>

namespace ailab::core::net::packet {

FeedbackSequence::FeedbackSequence(const sim::Simulation& simulation, PacketEngine& engine,
                                   FeedbackWatch watch, double activityWindowS)
    : m_simulation(simulation)
    , m_engine(engine)
    , m_watch(std::move(watch))
    , m_window(activityWindowS)
{
    if (m_watch.flows.size() != m_watch.demandsBps.size())
        throw Error("one demand per watched flow", "/demands");
    if (!(m_watch.bottleneckBps > 0))
        throw Error("the bottleneck's rate must be above zero", "/bottleneck_bps");
    if (!(m_window > 0))
        throw Error("the activity window must be above zero", "/activity_window_s");
    m_kminBytes = m_engine.portStats(m_watch.bottleneck).kminBytes; // throws for a bad port
    m_watchIndex.assign(m_engine.flowCount(), 0);
    m_started.assign(m_engine.flowCount(), false);
    for (std::size_t i = 0; i < m_watch.flows.size(); ++i) {
        const FlowId f = m_watch.flows[i];
        if (f >= m_engine.flowCount())
            throw Error("no such flow to watch", "/flows");
        m_watchIndex[f] = static_cast<std::uint32_t>(i + 1);
    }
    for (int i = 0; i < kFeedbackStages; ++i)
        m_stages[static_cast<std::size_t>(i)].stage = static_cast<FeedbackStage>(i);
    // CE needs ECN at the switches; the CNP and the cut need DCQCN at the NICs (the
    // notification point and the reaction point are both DCQCN's).
    const PacketEngineConfig& config = m_engine.config();
    if (!config.switches.ecn) {
        for (FeedbackStage s :
             {FeedbackStage::EcnMarking, FeedbackStage::CnpFeedback, FeedbackStage::RateAdjustment})
            stage(s).blocker = StageBlocker::EcnOff;
    } else if (!config.dcqcn.enabled) {
        for (FeedbackStage s : {FeedbackStage::CnpFeedback, FeedbackStage::RateAdjustment})
            stage(s).blocker = StageBlocker::DcqcnOff;
    }
    m_connection = m_engine.packetTraced.connect([this](const PacketTrace& t) { onTrace(t); });
}

FeedbackSequence::FeedbackSequence(IncastScenario& scenario, double activityWindowS)
    : FeedbackSequence(scenario.simulation(), scenario.engine(), watchIncast(scenario),
                       activityWindowS)
{
}

FeedbackSequence::~FeedbackSequence()
{
    m_engine.packetTraced.disconnect(m_connection);
}

FeedbackWatch FeedbackSequence::watchIncast(const IncastScenario& scenario)
{
    const IncastConfig& c = scenario.config();
    FeedbackWatch w;
    w.bottleneck = scenario.network().bottleneck;
    w.bottleneckBps = c.linkBps;
    w.flows = scenario.incastFlows();
    // Each sender offers its share of the load, at most its NIC's rate (IncastScenario).
    const double demand = std::min(c.offered * c.linkBps / c.senders, c.linkBps);
    w.demandsBps.assign(w.flows.size(), demand);
    return w;
}

void FeedbackSequence::onTrace(const PacketTrace& t)
{
    if (m_cutPending)
        confirmPendingCut();
    const std::size_t flow = t.flow;
    if (t.kind == TraceKind::Transmit) {
        // 01: a watched flow's first data frame leaves its NIC; the burst is when the
        // started flows together offer more than the bottleneck carries.
        if (flow < m_started.size() && isData(t.opcode) && t.from == t.flowSource &&
            !m_started[flow]) {
            m_started[flow] = true;
            if (const std::uint32_t w = m_watchIndex[flow]; w > 0) {
                m_startedDemandBps += m_watch.demandsBps[w - 1];
                FeedbackStageStatus& s = stage(FeedbackStage::TrafficBurst);
                ++s.count;
                if (!s.happened && m_startedDemandBps > m_watch.bottleneckBps) {
                    s.happened = true;
                    s.firstS = t.time;
                    s.before = m_startedDemandBps;
                    s.after = m_watch.bottleneckBps;
                }
                if (s.happened)
                    s.lastS = t.time;
            }
        }
        // 02: the bottleneck queue as a frame leaves it (where RED reads it, too).
        if (t.channel == m_watch.bottleneck) {
            const double queue = m_engine.portStats(t.channel).queueBytes;
            const bool above = queue >= m_kminBytes;
            FeedbackStageStatus& s = stage(FeedbackStage::QueueGrowth);
            if (above && !m_queueAbove) {
                ++s.count;
                if (!s.happened) {
                    s.happened = true;
                    s.firstS = t.time;
                    s.before = queue;
                    s.after = m_kminBytes;
                }
            }
            if (above)
                s.lastS = t.time;
            m_queueAbove = above;
        }
        // 03: the engine marks as the frame leaves the switch queue, then traces it.
        if (t.congestionExperienced) {
            const std::uint64_t marks = m_engine.counters().ecnMarks;
            if (marks > m_marksSeen) {
                m_marksSeen = marks;
                FeedbackStageStatus& s = stage(FeedbackStage::EcnMarking);
                if (!s.happened) {
                    s.happened = true;
                    s.firstS = t.time;
                    s.flow = t.flow;
                }
                s.lastS = t.time;
            }
        }
        // 04: the receiver's NIC sends a CNP toward the flow's sender.
        if (t.opcode == Opcode::Cnp && t.from == t.flowSource) {
            FeedbackStageStatus& s = stage(FeedbackStage::CnpFeedback);
            if (!s.happened) {
                s.happened = true;
                s.firstS = t.time;
                s.flow = t.flow;
            }
            s.lastS = t.time;
        }
    } else if (t.kind == TraceKind::Deliver && t.opcode == Opcode::Cnp) {
        FeedbackStageStatus& s = stage(FeedbackStage::CnpFeedback);
        if (s.after == 0.0 && s.happened)
            s.after = t.time;
        // 05: the reaction point handles the CNP right after this trace.
        if (m_engine.config().dcqcn.enabled && flow < m_engine.flowCount()) {
            m_cutPending = true;
            m_cutFlow = t.flow;
            m_cutTimeS = t.time;
            m_cutRateBefore = m_engine.flowStats(t.flow).currentRateBps;
        }
    }
}

namespace {

// A cut of `flow`'s DCQCN rate, from `before` to `after`, when its CNP arrived at `timeS`;
// the flow sends at min(rate, demand) (packet engine).
void recordCut(FeedbackStageStatus& s, FlowId flow, double timeS, double before, double after,
               double demand)
{
    if (!(after < before))
        return; // already at the minimum rate: nothing was cut
    ++s.count;
    if (!s.happened) {
        s.happened = true;
        s.firstS = timeS;
        s.flow = flow;
        s.before = before;
        s.after = after;
    }
    const double sendingBefore = std::min(before, demand);
    const double sendingAfter = std::min(after, demand);
    if (s.slowedS < 0.0 && sendingAfter < sendingBefore) {
        s.slowedS = timeS;
        s.sendingBefore = sendingBefore;
        s.sendingAfter = sendingAfter;
    }
    s.lastS = timeS;
}

} // namespace

double FeedbackSequence::demandOf(FlowId flow) const
{
    const std::uint32_t w = flow < m_watchIndex.size() ? m_watchIndex[flow] : 0;
    // An unwatched flow's demand is not known here: its rate limit is taken as its rate.
    return w > 0 ? m_watch.demandsBps[w - 1] : std::numeric_limits<double>::infinity();
}

double FeedbackSequence::startedSendingBps() const
{
    double sum = 0.0;
    for (std::size_t i = 0; i < m_watch.flows.size(); ++i) {
        const FlowId f = m_watch.flows[i];
        if (m_started[f])
            sum += std::min(m_engine.flowStats(f).currentRateBps, m_watch.demandsBps[i]);
    }
    return sum;
}

void FeedbackSequence::confirmPendingCut()
{
    m_cutPending = false;
    recordCut(stage(FeedbackStage::RateAdjustment), m_cutFlow, m_cutTimeS, m_cutRateBefore,
              m_engine.flowStats(m_cutFlow).currentRateBps, demandOf(m_cutFlow));
}

FeedbackSnapshot FeedbackSequence::snapshot() const
{
    FeedbackSnapshot out;
    out.nowS = m_simulation.now();
    out.stages = m_stages;
    out.kminBytes = m_kminBytes;
    out.queueBytes = m_engine.portStats(m_watch.bottleneck).queueBytes;
    const auto at = [&out](FeedbackStage s) -> FeedbackStageStatus& {
        return out.stages[static_cast<std::size_t>(s)];
    };
    // The engine has handled a CNP traced last by now: its cut counts.
    if (m_cutPending)
        recordCut(at(FeedbackStage::RateAdjustment), m_cutFlow, m_cutTimeS, m_cutRateBefore,
                  m_engine.flowStats(m_cutFlow).currentRateBps, demandOf(m_cutFlow));
    // Marks and CNPs are the engine's own counters (every switch, every flow).
    const Counters& counters = m_engine.counters();
    at(FeedbackStage::EcnMarking).count = counters.ecnMarks;
    at(FeedbackStage::CnpFeedback).count = counters.cnps;

    // The burst goes on while what the senders send, not what they were asked to, is more
    // than the bottleneck carries: DCQCN's cuts end it (stage 5 before stage 1 is "now").
    at(FeedbackStage::TrafficBurst).active =
        at(FeedbackStage::TrafficBurst).happened && startedSendingBps() > m_watch.bottleneckBps;
    at(FeedbackStage::QueueGrowth).active = out.queueBytes >= m_kminBytes && out.queueBytes > 0;
    for (FeedbackStage s :
         {FeedbackStage::EcnMarking, FeedbackStage::CnpFeedback, FeedbackStage::RateAdjustment}) {
        FeedbackStageStatus& st = at(s);
        st.active = st.happened && out.nowS - st.lastS <= m_window;
    }
    for (int i = kFeedbackStages - 1; i >= 0; --i) {
        if (out.stages[static_cast<std::size_t>(i)].active) {
            out.activeStage = i;
            break;
        }
    }
    return out;
}

} // namespace ailab::core::net::packet
