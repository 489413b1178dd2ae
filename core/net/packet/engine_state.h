#pragma once

// Internal state of PacketEngine, shared by its implementation files (network, transport,
// telemetry). Not part of the engine's interface.
#include "core/net/congestion_control.h"
#include "core/net/packet/packet_engine.h"
#include "core/sim/rng.h"

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace ailab::core::telemetry {
class TimeSeries;
}

namespace ailab::core::net::packet {

inline constexpr std::uint32_t kNoChannel = 0xffffffffu;

// A FIFO of packet indices that grows by doubling and never shrinks (no allocation once warm).
class IndexRing
{
public:
    bool empty() const { return m_count == 0; }
    std::size_t size() const { return m_count; }
    std::uint32_t front() const { return m_buf[m_head]; }
    void push(std::uint32_t v)
    {
        if (m_count == m_buf.size())
            grow();
        m_buf[(m_head + m_count) & (m_buf.size() - 1)] = v;
        ++m_count;
    }
    std::uint32_t pop()
    {
        const std::uint32_t v = m_buf[m_head];
        m_head = (m_head + 1) & (m_buf.size() - 1);
        --m_count;
        return v;
    }

private:
    void grow()
    {
        std::vector<std::uint32_t> next(m_buf.empty() ? 64 : m_buf.size() * 2);
        for (std::size_t i = 0; i < m_count; ++i)
            next[i] = m_buf[(m_head + i) & (m_buf.size() - 1)];
        m_buf.swap(next);
        m_head = 0;
    }
    std::vector<std::uint32_t> m_buf;
    std::size_t m_head = 0;
    std::size_t m_count = 0;
};

struct Packet
{
    FlowId flow = kNoFlow;
    std::uint32_t psn = 0;
    std::uint32_t frameBytes = 0;
    std::uint32_t payloadBytes = 0;
    std::uint32_t ingress = kNoChannel; // channel it arrived on at the current switch
    std::uint16_t hop = 0;              // index of the channel it is on, in its path
    Opcode op = Opcode::WriteMiddle;
    std::uint8_t priority = kDataPriority;
    bool reverse = false; // travels the flow's reverse path (ACK, NAK, CNP)
    bool ect = false;
    bool ce = false;
};

// One direction of a link: the egress port at its source, and the ingress accounting
// (PFC) at its target.
struct Port
{
    topo::ChannelId channel = 0;
    topo::NodeId from = topo::kNoNode;
    topo::NodeId to = topo::kNoNode;
    int fromSwitch = -1; // switch index of `from`, -1 for a host
    int toSwitch = -1;
    double bps = 0;
    double secondsPerByte = 0;
    double delayS = 0;
    double kmin = 0, kmax = 0;
    double headroom = 0;
    bool busy = false;

    std::array<IndexRing, kPriorities> queue;
    std::array<double, kPriorities> queueBytes{};
    double totalQueueBytes = 0;
    std::array<bool, kPriorities> paused{};
    std::array<double, kPriorities> pausedSince{};
    // Ingress side, at `to`:
    // Bytes of the priority held for this ingress port: in the shared pool (up to XOFF)
    // and in its headroom (beyond XOFF, or when the pool is full).
    std::array<double, kPriorities> sharedPart{};
    std::array<double, kPriorities> headroomUsed{};
    std::array<bool, kPriorities> xoffSent{};

    std::vector<FlowId> blockedFlows; // host ports: flows waiting for room in the NIC queue
    double maxQueueBytes = 0;
    std::uint64_t ecnMarks = 0, drops = 0, pausesReceived = 0;
    double pausedTimeS = 0, txBytes = 0;
};

struct SwitchState
{
    topo::NodeId node = topo::kNoNode;
    double sharedUsed = 0;
    double sharedLimit = 0; // buffer minus the PFC headroom reserved for its ingress ports
};

struct Flow
{
    FlowSpec spec;
    topo::Path path, reversePath;
    std::uint32_t hostPort = 0;     // the sender NIC's port (path[0])
    std::uint32_t totalPackets = 0; // 0 = unlimited
    double lineBps = 0;
    // Sender (requester)
    std::uint32_t sndNxt = 0, sndUna = 0, maxSent = 0;
    double nextSendAt = 0;
    bool sendScheduled = false, blocked = false, rtoArmed = false, started = false;
    double lastProgress = 0;
    std::optional<DcqcnReactionPoint> rp; // set when DCQCN is on
    std::uint32_t rpGeneration = 0;
    // Receiver (responder, notification point)
    std::uint32_t ePsn = 0;
    int ackCounter = 0, dupCounter = 0;
    bool nakOutstanding = false;
    FlowStats stats;
};

struct PacketEngine::State
{
    State(sim::Simulation& s, const topo::Graph& g, const PacketEngineConfig& c)
        : sim(s)
        , graph(g)
        , config(c)
        , rng(c.seed)
    {
    }

    sim::Simulation& sim;
    const topo::Graph& graph;
    PacketEngineConfig config;
    sim::Rng rng;
    PacketEngine* owner = nullptr;

    std::vector<Port> ports;       // indexed by channel
    std::vector<int> switchOfNode; // -1 for hosts
    std::vector<SwitchState> switches;
    std::vector<Flow> flows;
    std::vector<Packet> packets;
    std::vector<std::uint32_t> freePackets;
    DcqcnNotificationPoint notificationPoint;
    Counters counters;

    // Sampling
    bool sampling = false;
    std::uint32_t watched = kNoChannel;
    std::vector<double> queueSamples;
    std::vector<double> sampleTimes;
    std::vector<std::vector<double>> deliveredAtSample; // per flow
    telemetry::MetricRegistry* registry = nullptr;
    struct Series
    {
        std::vector<telemetry::TimeSeries*> ports; // per switch port, in switchPortList order
        std::vector<telemetry::TimeSeries*> flowRate, flowGoodput;
        telemetry::TimeSeries *marks = nullptr, *cnps = nullptr, *pauses = nullptr,
                              *pausedTime = nullptr, *drops = nullptr, *retransmitted = nullptr,
                              *jain = nullptr;
    } series;
    std::vector<std::uint32_t> switchPortList;

    // network (packet_network.cpp)
    std::uint32_t allocPacket();
    void freePacket(std::uint32_t index);
    void sendFromHost(std::uint32_t port, std::uint32_t packet);
    void tryTransmit(std::uint32_t port);
    void arrive(std::uint32_t packet);
    void enqueueAtSwitch(std::uint32_t packet, std::uint32_t inChannel, std::uint32_t outPort);
    void sendPfc(std::uint32_t inChannel, int priority, bool pause);
    void applyPfc(std::uint32_t channel, int priority, bool pause);
    void trace(TraceKind kind, const Packet& p, topo::ChannelId channel);
    topo::ChannelId channelOf(const Packet& p) const
    {
        const Flow& f = flows[p.flow];
        return p.reverse ? f.reversePath[p.hop] : f.path[p.hop];
    }
    // transport (packet_transport.cpp)
    void startFlow(FlowId flow);
    void sendNext(FlowId flow);
    void wakeFlow(FlowId flow);
    void deliver(std::uint32_t packet);
    void receiveData(Flow& f, const Packet& p);
    void receiveControl(Flow& f, const Packet& p);
    void sendControl(FlowId flow, Opcode op, std::uint32_t psn);
    void armRto(FlowId flow);
    void checkRto(FlowId flow);
    void scheduleRpTimer(FlowId flow);
    void rpTimer(FlowId flow, std::uint32_t generation);
    double sendRate(const Flow& f) const;
    // telemetry (packet_telemetry.cpp)
    void startSampling();
    void sample();
    std::string portName(topo::ChannelId channel) const;
};

} // namespace ailab::core::net::packet
