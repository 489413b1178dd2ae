// The network half of the packet engine: links, switch buffers, ECN marking and PFC.
#include "core/error.h"
#include "core/net/packet/engine_state.h"

#include <algorithm>

namespace ailab::core::net::packet {

namespace {

bool isSwitch(topo::NodeKind kind)
{
    return kind == topo::NodeKind::Leaf || kind == topo::NodeKind::Spine ||
           kind == topo::NodeKind::SuperSpine;
}

} // namespace

PacketEngine::PacketEngine(sim::Simulation& simulation, const topo::Graph& graph,
                           const PacketEngineConfig& config)
{
    validateConfig(config);
    m_state = std::make_unique<State>(simulation, graph, config);
    State& s = *m_state;
    s.owner = this;
    s.switchOfNode.assign(graph.nodeCount(), -1);
    for (topo::NodeId n = 0; n < graph.nodeCount(); ++n) {
        if (isSwitch(graph.node(n).kind)) {
            s.switchOfNode[n] = static_cast<int>(s.switches.size());
            s.switches.push_back({n, 0.0, config.switches.bufferBytes});
        }
    }
    const SwitchConfig& sw = config.switches;
    const double mtuFrame = config.transport.mtuPayloadBytes + kRoceHeaderBytes + 16.0;
    s.ports.resize(graph.channelCount());
    for (topo::ChannelId c = 0; c < graph.channelCount(); ++c) {
        Port& p = s.ports[c];
        const topo::Link& link = graph.link(topo::Graph::linkOf(c));
        p.channel = c;
        p.from = graph.channelSource(c);
        p.to = graph.channelTarget(c);
        p.fromSwitch = s.switchOfNode[p.from];
        p.toSwitch = s.switchOfNode[p.to];
        p.bps = link.capacity.inBitsPerSecond();
        p.secondsPerByte = 8.0 / p.bps;
        p.delayS = link.latency.inSeconds();
        const double scale = sw.ecnScaleWithRate ? p.bps / 25e9 : 1.0;
        p.kmin = sw.kminBytes * scale;
        p.kmax = sw.kmaxBytes * scale;
        // Headroom (docs/models.md, Packet engine): what arrives after XOFF is decided, 2 x rate x
        // delay for the pause to travel up and the last bytes to come down, plus two MTU frames.
        p.headroom = 2.0 * p.bps / 8.0 * p.delayS + 2.0 * mtuFrame;
        if (sw.pfc && p.toSwitch >= 0)
            s.switches[static_cast<std::size_t>(p.toSwitch)].sharedLimit -= p.headroom;
        if (p.fromSwitch >= 0)
            s.switchPortList.push_back(c);
    }
    for (const SwitchState& st : s.switches)
        if (st.sharedLimit <= 0)
            throw Error("the PFC headroom of switch '" + graph.node(st.node).name +
                            "' does not fit in its buffer",
                        "/switches/buffer_bytes");
    s.packets.reserve(4096);
    s.freePackets.reserve(4096);
}

PacketEngine::~PacketEngine() = default;

const PacketEngineConfig& PacketEngine::config() const
{
    return m_state->config;
}

std::uint32_t PacketEngine::State::allocPacket()
{
    if (!freePackets.empty()) {
        const std::uint32_t i = freePackets.back();
        freePackets.pop_back();
        packets[i] = Packet{};
        return i;
    }
    packets.emplace_back();
    return static_cast<std::uint32_t>(packets.size() - 1);
}

void PacketEngine::State::freePacket(std::uint32_t index)
{
    freePackets.push_back(index);
}

void PacketEngine::State::trace(TraceKind kind, const Packet& p, topo::ChannelId channel)
{
    PacketTrace t;
    t.time = sim.now();
    t.kind = kind;
    t.channel = channel;
    t.from = graph.channelSource(channel);
    t.to = graph.channelTarget(channel);
    t.flow = p.flow;
    t.psn = p.psn;
    t.opcode = p.op;
    t.ecnCapable = p.ect;
    t.congestionExperienced = p.ce;
    t.priority = p.priority;
    t.frameBytes = p.frameBytes;
    t.payloadBytes = p.payloadBytes;
    if (p.flow != kNoFlow) {
        const Flow& f = flows[p.flow];
        t.flowSource = p.reverse ? f.spec.destination : f.spec.source;
        t.flowDestination = p.reverse ? f.spec.source : f.spec.destination;
    }
    owner->packetTraced.notify(t);
}

// A host NIC queues without a buffer limit: its flows stop themselves when their frames
// wait (TransportConfig::nicQueuePackets), as a NIC's send queue backs up.
void PacketEngine::State::sendFromHost(std::uint32_t portIndex, std::uint32_t packet)
{
    Port& port = ports[portIndex];
    const Packet& p = packets[packet];
    port.queue[p.priority].push(packet);
    port.queueBytes[p.priority] += p.frameBytes;
    port.totalQueueBytes += p.frameBytes;
    tryTransmit(portIndex);
}

void PacketEngine::State::tryTransmit(std::uint32_t portIndex)
{
    Port& port = ports[portIndex];
    if (port.busy)
        return;
    // Strict priority, highest first; a paused priority waits (that is PFC's
    // head-of-line blocking: every flow of the priority waits, congested or not).
    int prio = kPriorities - 1;
    for (; prio >= 0; --prio)
        if (!port.queue[prio].empty() && !port.paused[prio])
            break;
    if (prio < 0)
        return;
    const std::uint32_t index = port.queue[prio].pop();
    Packet& p = packets[index];
    const double size = p.frameBytes;
    port.queueBytes[prio] -= size;
    port.totalQueueBytes -= size;
    if (port.fromSwitch >= 0) {
        SwitchState& sw = switches[static_cast<std::size_t>(port.fromSwitch)];
        Port& in = ports[p.ingress];
        if (config.switches.pfc && prio == kDataPriority) {
            // Headroom empties first, so it is free again when the next pause is needed.
            const double fromHeadroom = std::min(size, in.headroomUsed[prio]);
            in.headroomUsed[prio] -= fromHeadroom;
            in.sharedPart[prio] -= size - fromHeadroom;
            sw.sharedUsed -= size - fromHeadroom;
            if (in.xoffSent[prio] &&
                in.sharedPart[prio] + in.headroomUsed[prio] <
                    config.switches.xoffBytes - config.switches.hysteresisBytes)
                sendPfc(p.ingress, prio, false);
        } else {
            sw.sharedUsed -= size;
        }
    } else if (p.flow != kNoFlow && !p.reverse && !port.blockedFlows.empty()) {
        // Room in the NIC queue again: blocked flows may send.
        std::vector<FlowId> waiting;
        waiting.swap(port.blockedFlows);
        for (FlowId f : waiting)
            wakeFlow(f);
        waiting.clear();
        if (port.blockedFlows.empty())
            port.blockedFlows.swap(waiting); // keep the capacity
    }
    // ECN: RED on the egress queue as the packet leaves it (marking on dequeue, so the
    // mark does not wait behind the queue it reports; DCQCN deployments mark on egress).
    if (port.fromSwitch >= 0 && config.switches.ecn && p.ect && !p.ce) {
        const double prob = markingProbability(
            port.queueBytes[prio], RedParams{port.kmin, port.kmax, config.switches.pmax});
        if (prob > 0.0 && (prob >= 1.0 || rng.uniform01() < prob)) {
            p.ce = true;
            ++port.ecnMarks;
            ++counters.ecnMarks;
        }
    }
    port.busy = true;
    port.txBytes += size;
    if (owner->packetTraced.size() > 0)
        trace(TraceKind::Transmit, p, port.channel);
    const double serialise = (size + kWireOverheadBytes) * port.secondsPerByte;
    State* self = this;
    sim.scheduleIn(serialise, [self, portIndex] {
        self->ports[portIndex].busy = false;
        self->tryTransmit(portIndex);
    });
    sim.scheduleIn(serialise + port.delayS, [self, index] { self->arrive(index); });
}

void PacketEngine::State::arrive(std::uint32_t index)
{
    Packet& p = packets[index];
    const Flow& f = flows[p.flow];
    const topo::Path& path = p.reverse ? f.reversePath : f.path;
    const topo::ChannelId in = path[p.hop];
    if (p.hop + 1u == path.size()) {
        deliver(index);
        return;
    }
    ++p.hop;
    enqueueAtSwitch(index, in, path[p.hop]);
}

void PacketEngine::State::enqueueAtSwitch(std::uint32_t index, std::uint32_t inChannel,
                                          std::uint32_t outPort)
{
    Packet& p = packets[index];
    Port& out = ports[outPort];
    Port& in = ports[inChannel];
    SwitchState& sw = switches[static_cast<std::size_t>(out.fromSwitch)];
    const SwitchConfig& cfg = config.switches;
    const double size = p.frameBytes;
    const int prio = p.priority;
    p.ingress = inChannel;
    bool admitted = true;
    if (cfg.pfc && prio == kDataPriority) {
        // Lossless: up to XOFF from the shared pool (while it has room), the rest from
        // the ingress port's headroom; only a full headroom drops.
        const double toShared = std::clamp(
            std::min(cfg.xoffBytes - in.sharedPart[prio], sw.sharedLimit - sw.sharedUsed), 0.0,
            size);
        const double toHeadroom = size - toShared;
        if (in.headroomUsed[prio] + toHeadroom > in.headroom) {
            admitted = false;
        } else {
            in.sharedPart[prio] += toShared;
            sw.sharedUsed += toShared;
            in.headroomUsed[prio] += toHeadroom;
            if (!in.xoffSent[prio] && (toHeadroom > 0 || in.sharedPart[prio] >= cfg.xoffBytes))
                sendPfc(inChannel, prio, true);
        }
    } else {
        // Lossy: the dynamic threshold of the egress queue against the free buffer.
        const double free = sw.sharedLimit - sw.sharedUsed;
        if (size > free || out.queueBytes[prio] + size > cfg.dtAlpha * free)
            admitted = false;
        else
            sw.sharedUsed += size;
    }
    if (!admitted) {
        ++out.drops;
        ++counters.drops;
        counters.droppedBytes += size;
        if (owner->packetTraced.size() > 0)
            trace(TraceKind::Drop, p, inChannel);
        freePacket(index);
        return;
    }
    out.queue[prio].push(index);
    out.queueBytes[prio] += size;
    out.totalQueueBytes += size;
    if (out.totalQueueBytes > out.maxQueueBytes)
        out.maxQueueBytes = out.totalQueueBytes;
    tryTransmit(outPort);
}

// A PFC frame from the switch at the end of `inChannel` to the port that feeds it. MAC
// control frames do not queue behind data: it leaves after at most the frame on the wire,
// which the headroom covers, so it takes its own serialisation plus the link delay.
void PacketEngine::State::sendPfc(std::uint32_t inChannel, int priority, bool pause)
{
    Port& in = ports[inChannel];
    in.xoffSent[priority] = pause;
    if (pause)
        ++counters.pauseFrames;
    else
        ++counters.resumeFrames;
    if (owner->packetTraced.size() > 0) {
        Packet frame;
        frame.op = pause ? Opcode::PfcPause : Opcode::PfcResume;
        frame.priority = static_cast<std::uint8_t>(priority);
        frame.frameBytes = kPauseFrameBytes;
        PacketTrace t;
        t.time = sim.now();
        t.channel = inChannel ^ 1u;
        t.from = in.to;
        t.to = in.from;
        t.opcode = frame.op;
        t.priority = frame.priority;
        t.frameBytes = kPauseFrameBytes;
        owner->packetTraced.notify(t);
    }
    const double delay = (kPauseFrameBytes + kWireOverheadBytes) * in.secondsPerByte + in.delayS;
    State* self = this;
    const std::uint32_t code =
        (inChannel << 4) | (static_cast<std::uint32_t>(priority) << 1) | (pause ? 1u : 0u);
    sim.scheduleIn(delay, [self, code] {
        self->applyPfc(code >> 4, static_cast<int>((code >> 1) & 7u), (code & 1u) != 0);
    });
}

void PacketEngine::State::applyPfc(std::uint32_t channel, int priority, bool pause)
{
    Port& port = ports[channel];
    if (port.paused[priority] == pause)
        return;
    port.paused[priority] = pause;
    if (pause) {
        port.pausedSince[priority] = sim.now();
        ++port.pausesReceived;
    } else {
        const double paused = sim.now() - port.pausedSince[priority];
        port.pausedTimeS += paused;
        counters.pausedTimeS += paused;
        tryTransmit(channel);
    }
}

double PacketEngine::headroomBytes(topo::ChannelId channel) const
{
    return m_state->ports.at(channel).headroom;
}

double PacketEngine::kminBytes(topo::ChannelId channel) const
{
    return m_state->ports.at(channel).kmin;
}

double PacketEngine::kmaxBytes(topo::ChannelId channel) const
{
    return m_state->ports.at(channel).kmax;
}

} // namespace ailab::core::net::packet
