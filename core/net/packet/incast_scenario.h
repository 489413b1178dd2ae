#pragma once

#include "core/net/packet/packet_engine.h"
#include "core/sim/simulation.h"
#include "core/topo/graph.h"

#include <memory>
#include <vector>

// The incast of lab 04 (seed: "multiple senders transmit toward a shared destination"):
// N sender NICs -> one switch -> one receiver NIC, every link at the same rate, each sender
// offering its share of `offered` x the receiver's link. With `innocentFlow`, the first half
// of the senders and one more sender sit behind an upstream switch whose trunk into the
// incast switch has the capacity of every link behind it, so only a PFC pause can slow the
// extra flow, which goes to an idle receiver on the incast switch (head-of-line blocking).
namespace ailab::core::net::packet {

struct IncastConfig
{
    int senders = 16;
    double linkBps = 100e9;
    double linkLatencyS = 1e-6; // cable and switch traversal, per hop
    double offered = 1.2;       // the senders' total demand / the receiver's link rate
    bool innocentFlow = false;
    double innocentDemand = 0.5; // of the link rate
    double jitterS = 1e-6;       // flow starts spread uniformly over [0, jitterS) by the seed
    // Instead of one switch: a leaf-spine fabric (core/topo/fabric_builder) of senders + 1
    // servers, the receiver on the last leaf, every flow on its ECMP-hashed path (the
    // router's CRC-32 of its 5-tuple). Not with innocentFlow.
    bool leafSpine = false;
    int leaves = 2;
    int spines = 2;
    PacketEngineConfig engine;
};

// Throws core::Error naming the field (/senders, /link_bps, /offered, ...).
void validateIncast(const IncastConfig& config);

struct IncastNetwork
{
    topo::Graph graph;
    std::vector<topo::NodeId> senders;
    topo::NodeId receiver = topo::kNoNode;
    topo::NodeId incastSwitch = topo::kNoNode;
    topo::ChannelId bottleneck = 0;      // incast switch -> receiver
    std::vector<topo::Path> senderPaths; // leaf-spine: each sender's hashed path
    // Only with innocentFlow:
    topo::NodeId upstreamSwitch = topo::kNoNode;
    topo::ChannelId trunk = 0; // upstream switch -> incast switch
    topo::NodeId innocentSender = topo::kNoNode;
    topo::NodeId innocentReceiver = topo::kNoNode;
};

IncastNetwork buildIncastNetwork(const IncastConfig& config);

struct IncastSummary
{
    double durationS = 0;
    double goodputBps = 0;              // incast flows, delivered in order, whole run
    std::vector<double> flowGoodputBps; // per incast flow, whole run
    std::vector<double> flowRateBps;    // per incast flow, sending rate at the end
    double jainFairness = 1;            // over flowGoodputBps
    double innocentGoodputBps = 0;      // 0 without the innocent flow
    double queueP50Bytes = 0, queueP99Bytes = 0, queueMaxBytes = 0; // bottleneck egress
    double kminBytes = 0, kmaxBytes = 0, bufferBytes = 0;
    Counters counters;
};

class IncastScenario
{
public:
    explicit IncastScenario(const IncastConfig& config);
    // Runs on the caller's simulation (a lab's clock), which must be empty and at time 0
    // (fresh or reset) and outlive the scenario.
    IncastScenario(const IncastConfig& config, sim::Simulation& simulation);
    ~IncastScenario();

    const IncastConfig& config() const { return m_config; }
    const IncastNetwork& network() const { return *m_network; }
    sim::Simulation& simulation() { return m_sim; }
    const PacketEngine& engine() const { return *m_engine; }
    PacketEngine& engine() { return *m_engine; }
    const std::vector<FlowId>& incastFlows() const { return m_flows; }
    FlowId innocentFlow() const { return m_innocent; }

    void runUntil(double timeS);
    IncastSummary summary() const;
    // Jain's index of the incast flows' goodput between two times (sampled).
    double jainBetween(double fromS, double toS) const;

private:
    void addFlows();

    IncastConfig m_config;
    std::unique_ptr<IncastNetwork> m_network;
    std::unique_ptr<sim::Simulation> m_ownSimulation; // when no simulation is given
    sim::Simulation& m_sim;
    std::unique_ptr<PacketEngine> m_engine;
    std::vector<FlowId> m_flows;
    FlowId m_innocent = kNoFlow;
};

} // namespace ailab::core::net::packet
