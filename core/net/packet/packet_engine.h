#pragma once

#include "core/net/packet/packet.h"
#include "core/net/packet/packet_config.h"
#include "core/sim/signal.h"
#include "core/sim/simulation.h"
#include "core/topo/graph.h"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace ailab::core::telemetry {
class MetricRegistry;
}

// Packet-level engine on a topo::Graph (ns-3's point-to-point + RDMA NIC models are the
// anchor). Every direction of a link serialises frames at its rate and delays them by its
// latency; switches (Leaf, Spine, SuperSpine nodes) queue frames per egress port and
// priority in one shared buffer, mark ECN (RED on the egress queue), send PFC pause and
// resume frames upstream, and drop when the buffer refuses a frame. Every other node is a
// host NIC running RC transport (PSNs, coalesced ACKs, go-back-N) with DCQCN's notification
// point (receiver) and reaction point (sender). All events run on the given Simulation.
namespace ailab::core::net::packet {

struct FlowSpec
{
    topo::NodeId source = topo::kNoNode;
    topo::NodeId destination = topo::kNoNode;
    // Channels from source to destination; empty = the engine takes a shortest path.
    topo::Path path;
    double demandBps = 0.0; // the application's offered rate (paced); <= the NIC rate
    double bytes = 0.0;     // 0 = sends for as long as the simulation runs
    double startS = 0.0;
    std::string name;
};

struct FlowStats
{
    std::string name;
    double bytesSent = 0;      // first transmissions and retransmissions
    double bytesDelivered = 0; // in order at the receiver (goodput)
    double retransmittedBytes = 0;
    double currentRateBps = 0; // DCQCN current rate (the NIC rate when DCQCN is off)
    double sendingRateBps = 0; // what the flow paces at: min(current rate, demand)
    double targetRateBps = 0;
    double alpha = 0;
    std::uint64_t cnpsReceived = 0;
    std::uint64_t timeouts = 0;
    bool finished = false;
    double finishTimeS = 0;
};

struct PortStats
{
    topo::ChannelId channel = 0;
    std::string name;      // "leaf0->nic3"
    double queueBytes = 0; // now, every priority
    double maxQueueBytes = 0;
    double kminBytes = 0, kmaxBytes = 0; // marking band of this port (its rate applied)
    std::uint64_t ecnMarks = 0;
    std::uint64_t drops = 0;
    std::uint64_t pausesReceived = 0; // XOFF frames that stopped this egress
    double pausedTimeS = 0;           // data priority stopped by PFC
    double txBytes = 0;
};

struct Counters
{
    std::uint64_t ecnMarks = 0;
    std::uint64_t cnps = 0;
    std::uint64_t pauseFrames = 0;  // XOFF frames sent
    std::uint64_t resumeFrames = 0; // XON frames sent
    double pausedTimeS = 0;         // summed over every paused egress
    std::uint64_t drops = 0;
    double droppedBytes = 0;
    std::uint64_t retransmittedPackets = 0;
    double retransmittedBytes = 0;
    std::uint64_t naks = 0;
    std::uint64_t timeouts = 0;
    double deliveredBytes = 0;
};

class PacketEngine
{
public:
    // Throws core::Error for an invalid config. The graph must outlive the engine.
    PacketEngine(sim::Simulation& simulation, const topo::Graph& graph,
                 const PacketEngineConfig& config);
    ~PacketEngine();
    PacketEngine(const PacketEngine&) = delete;
    PacketEngine& operator=(const PacketEngine&) = delete;

    // Adds a flow that starts at spec.startS. Throws core::Error for endpoints that are
    // switches, a path that does not join them, or a demand <= 0.
    FlowId addFlow(const FlowSpec& spec);

    const PacketEngineConfig& config() const;
    std::size_t flowCount() const;
    FlowStats flowStats(FlowId flow) const;
    // Every egress port that leaves a switch, in channel order.
    std::vector<PortStats> switchPorts() const;
    PortStats portStats(topo::ChannelId channel) const;
    const Counters& counters() const;

    // PFC headroom of an ingress port: 2 x rate x delay + 2 MTU frames
    // (docs/models.md, Packet engine).
    double headroomBytes(topo::ChannelId channel) const;
    // Marking thresholds of an egress port after scaling with its rate.
    double kminBytes(topo::ChannelId channel) const;
    double kmaxBytes(topo::ChannelId channel) const;

    // Queue samples (every sampleIntervalS) of the watched egress port, for percentiles.
    void watchQueue(topo::ChannelId channel);
    std::span<const double> queueSamples() const;

    // Adds, every sampleIntervalS: "port/<name>/queue_bytes" for the switch ports,
    // "ecn_marks", "cnps", "pause_frames", "paused_time_us", "drops",
    // "retransmitted_bytes" (cumulative), "flow/<name>/rate_gbps" (DCQCN current rate),
    // "flow/<name>/goodput_gbps" (over the last step) and "jain_fairness".
    void recordTelemetry(telemetry::MetricRegistry& registry);

    // Goodput of each flow between two times, from the sampled delivered bytes (needs
    // telemetry or a watched queue so that sampling runs); in bits per second.
    std::vector<double> goodputBps(double fromS, double toS) const;

    // Emitted for every frame sent, dropped or delivered; costs nothing when unconnected.
    sim::Signal<const PacketTrace&> packetTraced;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

// Jain's fairness index (Jain, Chiu, Hawe 1984): (sum x)^2 / (n sum x^2); 1 = all equal.
double jainFairness(std::span<const double> values);

// The n-th percentile (0..100) by linear interpolation between closest ranks.
double percentile(std::vector<double> values, double p);

} // namespace ailab::core::net::packet
