#pragma once

#include "core/net/packet/packet_engine.h"
#include "core/sim/simulation.h"
#include "core/topo/graph.h"

#include <array>
#include <cstdint>
#include <vector>

// The seed's RoCEv2 congestion feedback sequence (section 04.4), detected in the running
// packet engine rather than drawn as a story: 01 traffic burst (the senders' demand
// exceeds the bottleneck's rate), 02 queue growth (the bottleneck egress queue reaches
// Kmin), 03 ECN marking (a switch sets CE on a packet), 04 CNP feedback (the receiver's
// notification point sends a CNP), 05 rate adjustment (a sender's DCQCN reaction point
// cuts its rate). Each stage reports when it first happened, when it was last seen, how
// often, and for which flow; a stage that the configuration rules out says why.
namespace ailab::core::net::packet {

class IncastScenario;

enum class FeedbackStage : int {
    TrafficBurst = 0,
    QueueGrowth = 1,
    EcnMarking = 2,
    CnpFeedback = 3,
    RateAdjustment = 4,
};
inline constexpr int kFeedbackStages = 5;

// Why a stage cannot happen in the configuration being run.
enum class StageBlocker : std::uint8_t {
    None,
    EcnOff,   // no switch marks: no CE, so no CNP and no DCQCN cut either
    DcqcnOff, // the NICs run no DCQCN: no notification point (CNP) and no reaction point
};

struct FeedbackStageStatus
{
    FeedbackStage stage = FeedbackStage::TrafficBurst;
    StageBlocker blocker = StageBlocker::None;
    bool happened = false;
    double firstS = 0.0; // simulated time it first happened
    double lastS = 0.0;  // the last time its event was seen
    // Events so far: flows started (1), Kmin crossings (2), marks (3), CNPs sent (4), rate
    // cuts (5).
    std::uint64_t count = 0;
    FlowId flow = kNoFlow; // stages 3 to 5: the flow of the first mark, CNP, cut
    // What the first event measured. 1: demand of the started flows and the bottleneck
    // rate (b/s); 2: the queue and Kmin (bytes); 4: when the first CNP reached its sender
    // (s) in `after`; 5: the flow's DCQCN rate before and after the cut (b/s).
    double before = 0.0;
    double after = 0.0;
    // Stage 5: a DCQCN cut lowers the rate limit, but a sender paces at min(limit,
    // demand), so its sending rate falls only once the limit is below its demand. The first
    // cut that lowered a sender's sending rate: when (-1 while none has), before and after.
    double slowedS = -1.0;
    double sendingBefore = 0.0;
    double sendingAfter = 0.0;
    bool active = false; // going on now (see FeedbackSnapshot)
};

struct FeedbackSnapshot
{
    double nowS = 0.0;
    std::array<FeedbackStageStatus, kFeedbackStages> stages{};
    // The furthest stage that is going on now, or -1. Stage 1 is going on while the
    // started flows' sending rates together exceed the bottleneck rate (so it ends once
    // the cuts of stage 5 have brought them below it), stage 2 while the queue is at or
    // above Kmin, stages 3 to 5 while their events recur within the activity window.
    int activeStage = -1;
    double queueBytes = 0.0; // the bottleneck egress queue now
    double kminBytes = 0.0;  // its Kmin (the rate-scaled or configured bytes)

    const FeedbackStageStatus& at(FeedbackStage s) const
    {
        return stages[static_cast<std::size_t>(s)];
    }
};

// What to watch: the bottleneck egress port and the flows that cross it, with their
// offered rates (the engine paces each at min(DCQCN rate, demand)).
struct FeedbackWatch
{
    topo::ChannelId bottleneck = 0;
    double bottleneckBps = 0.0; // its link rate
    std::vector<FlowId> flows;
    std::vector<double> demandsBps; // per entry of `flows`
};

class FeedbackSequence
{
public:
    // An event recurring within this window counts as going on: one CNP interval of
    // DCQCN's notification point (50 us, Zhu et al. 2015), the pace at which a congested
    // flow hears about congestion.
    static constexpr double kDefaultActivityWindowS = 50e-6;

    // Subscribes to the engine's packet trace. The engine and the simulation it runs on
    // must outlive the tracker; it should not have run yet (earlier stages are not seen).
    // Throws core::Error for a watch that does not fit the engine.
    FeedbackSequence(const sim::Simulation& simulation, PacketEngine& engine, FeedbackWatch watch,
                     double activityWindowS = kDefaultActivityWindowS);
    // The incast's bottleneck and senders, on the incast's own engine and clock.
    explicit FeedbackSequence(IncastScenario& scenario,
                              double activityWindowS = kDefaultActivityWindowS);
    ~FeedbackSequence();
    FeedbackSequence(const FeedbackSequence&) = delete;
    FeedbackSequence& operator=(const FeedbackSequence&) = delete;

    // The incast's bottleneck (incast switch -> receiver) and its senders' flows.
    static FeedbackWatch watchIncast(const IncastScenario& scenario);

    // The stages at the engine's current time.
    FeedbackSnapshot snapshot() const;
    const FeedbackWatch& watch() const { return m_watch; }
    double activityWindowS() const { return m_window; }

private:
    void onTrace(const PacketTrace& trace);
    void confirmPendingCut();
    double demandOf(FlowId flow) const;
    double startedSendingBps() const;
    FeedbackStageStatus& stage(FeedbackStage s) { return m_stages[static_cast<std::size_t>(s)]; }

    const sim::Simulation& m_simulation;
    PacketEngine& m_engine;
    FeedbackWatch m_watch;
    double m_window;
    double m_kminBytes = 0.0;
    std::array<FeedbackStageStatus, kFeedbackStages> m_stages{};
    // Per engine flow: the index in m_watch.flows + 1 (0 = not watched), and started.
    std::vector<std::uint32_t> m_watchIndex;
    std::vector<bool> m_started;
    double m_startedDemandBps = 0.0;
    bool m_queueAbove = false;
    std::uint64_t m_marksSeen = 0;
    // A CNP reached a sender with DCQCN: its rate is cut when the engine handles it, just
    // after the trace; the next trace (or a snapshot) compares the rates.
    bool m_cutPending = false;
    FlowId m_cutFlow = kNoFlow;
    double m_cutTimeS = 0.0;
    double m_cutRateBefore = 0.0;
    sim::Signal<const PacketTrace&>::ConnectionId m_connection = 0;
};

} // namespace ailab::core::net::packet
