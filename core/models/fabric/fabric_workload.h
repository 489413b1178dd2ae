#pragma once

#include "core/models/fabric/congestion_detector.h"
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/fabric/ring_step_replay.h"
#include "core/net/flow_engine.h"
#include "core/sim/signal.h"
#include "core/sim/simulation.h"

#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

// The fabric lab's live model: the scenario's fabric with its faults, a router, and the
// flow engine running on the caller's Simulation, so that a clock (the lab's SimDriver, or
// runToEnd) plays the training job's all-reduce and the background flows. Everything the
// lab shows about the fabric (loads, flows on a link, congestion, the all-reduce time
// against its closed form) is computed here.
namespace ailab::core::models::fabric {

enum class CongestionState {
    Idle,      // no traffic
    Normal,    // every flow gets what its own ports (NICs, NVLink, PCIe) allow
    Congested, // a saturated switch port holds some flow below that rate
};
std::string congestionStateId(CongestionState state); // "idle", "normal", "congested"

enum class FlowKind { AllReduce, Background };

// One live flow, as the views need it.
struct LiveFlow
{
    net::FlowId id = 0; // the flow engine's id; in a replayed step, the flow's index in it
    FlowKind kind = FlowKind::AllReduce;
    topo::NodeId source = topo::kNoNode; // a GPU (all-reduce) or a NIC (background)
    topo::NodeId destination = topo::kNoNode;
    double bytes = 0;
    double rateBps = 0;
    double progress = 0; // share of its bytes sent, 0..1
    int rank = -1;       // the sending rank of an all-reduce flow
    int index = -1;      // the background flow's index in the scenario
};

// Load of a set of links drawn as one (parallel uplinks, a leaf's server ports), each
// direction summed separately.
struct BundleLoad
{
    double capacityBps = 0; // per direction, summed over the usable links
    double forwardBps = 0;  // towards the node named in bundleLoad()
    double backwardBps = 0; // away from it
    double utilisation = 0; // the busier direction's load / capacity
    int links = 0;
    int failedLinks = 0;
};

class FabricRun
{
public:
    // Builds the fabric, applies the faults and schedules the workload from the
    // simulation's current time. The Simulation must outlive the run; reset it (and make
    // a new run) to start again. Throws core::Error for an invalid config.
    // The all-reduce's engine Auto replays one solved ring step for every step when nothing
    // else shares the fabric (no background flows: RingStepReplay), with the same figures as
    // PerFlow, which plays every flow of every step on the live flow engine.
    FabricRun(sim::Simulation& simulation, const FabricScenarioConfig& config);
    ~FabricRun();
    FabricRun(const FabricRun&) = delete;
    FabricRun& operator=(const FabricRun&) = delete;

    const FabricScenarioConfig& config() const { return m_config; }
    const topo::Fabric& fabric() const { return *m_fabric; }
    const topo::Graph& graph() const { return m_fabric->graph; }
    const net::FlowEngine& engine() const { return *m_engine; }
    // Whether the ring's steps are replayed from one solved step (see the constructor).
    bool replaysSteps() const { return m_replay != nullptr; }
    // The channels a live flow crosses (from liveFlows(), flowsOnLink() or flowsAtNode()).
    const topo::Path& flowPath(const LiveFlow& flow) const;

    // The ranks of the all-reduce, rank r on GPU ranks()[r].
    const std::vector<topo::NodeId>& ranks() const { return m_ranks; }

    // --- progress of the training job
    int completedIterations() const { return int(m_iterationSeconds.size()); }
    // The all-reduce time of each completed iteration.
    const std::vector<double>& allReduceSeconds() const { return m_iterationSeconds; }
    bool inAllReduce() const { return m_inAllReduce; }
    int allReduceStep() const { return m_step; } // 0 .. 2(p-1)-1 while in the all-reduce
    int allReduceStepCount() const;
    // Alpha-beta time of the ring on this fabric: 2(p-1) alpha + 2(p-1)/p n / B with B the
    // NIC rate and alpha the latency of the longest rank-to-rank path.
    double closedFormSeconds() const { return m_closedForm; }
    double bytesSentPerRank() const;
    // The all-reduce and every background flow finished.
    bool finished() const;
    // When the last iteration's all-reduce will have finished on an idle fabric
    // (for the time bar's end); the real end may be later.
    double plannedEndSeconds() const;

    // Runs the simulation until the workload has finished (headless runs and tests).
    void runToEnd();

    // --- telemetry
    std::vector<LiveFlow> liveFlows() const;
    std::size_t activeFlowCount() const;
    // The flows whose paths cross `link` (either direction), or start or end at `node`.
    std::vector<LiveFlow> flowsOnLink(topo::LinkId link) const;
    std::vector<LiveFlow> flowsAtNode(topo::NodeId node) const;
    // Load of a channel in b/s and as a share of its capacity.
    double channelLoadBps(topo::ChannelId channel) const;
    double channelUtilisation(topo::ChannelId channel) const;
    double linkUtilisation(topo::LinkId link) const; // the busier direction
    // `towards`: the upper end (the spine of uplinks, the leaf of server ports); a link
    // that does not end there counts a -> b as forward.
    BundleLoad bundleLoad(std::span<const topo::LinkId> links, topo::NodeId towards) const;
    // Sum of the loads on the node's links, into and out of the node.
    double nodeThroughputBps(topo::NodeId node, bool outgoing) const;

    // The parallel uplinks of a leaf-spine pair, and the network link of each NIC.
    std::vector<topo::LinkId> uplinks(int leaf, int spine) const;
    topo::LinkId accessLink(topo::NodeId nic) const;

    // Busiest network link now, and the highest since the start.
    double peakNetworkUtilisation() const;
    double peakNetworkUtilisationSinceStart() const { return m_peakSinceStart; }
    // Whether the state was Congested at any rate change since the start.
    bool congestionSeen() const { return m_congestionSeen; }
    CongestionState congestion() const;
    // Saturated switch egress channels that hold some flow below its uncontended rate
    // (the max-min rate with only the hosts' own ports as limits), now.
    const std::vector<topo::ChannelId>& congestedChannels() const;

    int spinesAvailable() const;
    int failedLinkCount() const;
    topo::Oversubscription oversubscription() const;

    // Emitted when an iteration's all-reduce completes: (iteration, its time, finish time).
    sim::Signal<int, double, double> allReduceCompleted;

private:
    void buildRing();
    void startIteration();
    void startAllReduce();
    void startStep();
    void onStepFlowDone();
    void startBackground(std::size_t index);
    void track(net::FlowId id, const LiveFlow& info);
    void onRatesChanged();
    const LiveFlow* info(net::FlowId id) const;
    // The replayed step in progress and its segment now (replaying() only).
    bool replaying() const { return m_replay && m_inAllReduce; }
    std::size_t replaySegment() const;
    std::span<const double> currentLoads() const;

    sim::Simulation& m_simulation;
    FabricScenarioConfig m_config;
    std::unique_ptr<topo::Fabric> m_fabric;
    std::unique_ptr<topo::Router> m_router;
    std::unique_ptr<net::FlowEngine> m_engine;
    std::unique_ptr<CongestionDetector> m_detector;
    std::unique_ptr<RingStepReplay> m_replay;
    double m_stepStart = 0;
    std::vector<topo::NodeId> m_ranks;
    // Per rank: the weighted paths to the next rank (one for hashed ECMP).
    std::vector<std::vector<topo::WeightedPath>> m_ringPaths;
    std::unordered_map<net::FlowId, LiveFlow> m_flows; // the flows started and not yet done
    std::vector<double> m_iterationSeconds;
    double m_closedForm = 0;
    double m_allReduceStart = 0;
    int m_iteration = 0;
    int m_step = 0;
    int m_outstanding = 0;
    bool m_inAllReduce = false;
    int m_backgroundRunning = 0;
    int m_backgroundPending = 0;
    double m_peakSinceStart = 0;
    bool m_congestionSeen = false;
    std::vector<topo::ChannelId> m_congested;
};

} // namespace ailab::core::models::fabric
