// The host half of the packet engine: RC transport (PSNs, coalesced ACKs, go-back-N) and
// DCQCN's notification point (receiver) and reaction point (sender).
#include "core/error.h"
#include "core/net/packet/engine_state.h"

#include <algorithm>
#include <cmath>
#include <deque>

namespace ailab::core::net::packet {

namespace {

// A shortest path by hop count (breadth first, lowest link id first): deterministic, for
// flows given without a path.
topo::Path shortestPath(const topo::Graph& graph, topo::NodeId from, topo::NodeId to)
{
    std::vector<topo::ChannelId> via(graph.nodeCount(), kNoChannel);
    std::vector<bool> seen(graph.nodeCount(), false);
    std::deque<topo::NodeId> open{from};
    seen[from] = true;
    while (!open.empty()) {
        const topo::NodeId n = open.front();
        open.pop_front();
        if (n == to)
            break;
        for (const topo::Adjacency& a : graph.neighbours(n)) {
            if (seen[a.other] || !graph.usable(a.link))
                continue;
            seen[a.other] = true;
            via[a.other] = graph.channelFrom(a.link, n);
            open.push_back(a.other);
        }
    }
    topo::Path path;
    if (!seen[to])
        return path;
    for (topo::NodeId n = to; n != from; n = graph.channelSource(via[n]))
        path.push_back(via[n]);
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace

FlowId PacketEngine::addFlow(const FlowSpec& spec)
{
    State& s = *m_state;
    const topo::Graph& g = s.graph;
    if (spec.source >= g.nodeCount() || spec.destination >= g.nodeCount() ||
        spec.source == spec.destination)
        throw Error("a flow needs two different nodes of the graph", "/flows/source");
    if (s.switchOfNode[spec.source] >= 0 || s.switchOfNode[spec.destination] >= 0)
        throw Error("a flow starts and ends at a host, not at a switch", "/flows/source");
    if (!(spec.demandBps > 0) || !std::isfinite(spec.demandBps))
        throw Error("a flow's demand must be above zero", "/flows/demand_bps");
    if (!(spec.bytes >= 0) || !(spec.startS >= 0))
        throw Error("a flow's size and start must not be negative", "/flows/bytes");
    Flow f;
    f.spec = spec;
    f.path = spec.path.empty() ? shortestPath(g, spec.source, spec.destination) : spec.path;
    if (f.path.empty())
        throw Error("no path joins the flow's endpoints", "/flows/path");
    topo::NodeId at = spec.source;
    for (std::size_t i = 0; i < f.path.size(); ++i) {
        const topo::ChannelId c = f.path[i];
        if (c >= g.channelCount() || g.channelSource(c) != at)
            throw Error("the flow's path is not connected", "/flows/path");
        at = g.channelTarget(c);
        if (i + 1 < f.path.size() && s.switchOfNode[at] < 0)
            throw Error("a flow's path may only cross switches", "/flows/path");
    }
    if (at != spec.destination)
        throw Error("the flow's path does not end at its destination", "/flows/path");
    for (auto it = f.path.rbegin(); it != f.path.rend(); ++it)
        f.reversePath.push_back(*it ^ 1u);
    f.hostPort = f.path.front();
    f.lineBps = s.ports[f.hostPort].bps;
    const double mtu = s.config.transport.mtuPayloadBytes;
    f.totalPackets = spec.bytes > 0 ? static_cast<std::uint32_t>(std::ceil(spec.bytes / mtu)) : 0u;
    if (s.config.dcqcn.enabled) {
        DcqcnParams params = s.config.dcqcn.params;
        params.lineRateBps = f.lineBps;
        params.minRateBps = std::min(params.minRateBps, f.lineBps);
        f.rp.emplace(params);
    }
    f.stats.name = spec.name.empty() ? "flow" + std::to_string(s.flows.size()) : spec.name;
    f.stats.currentRateBps = f.lineBps;
    f.stats.targetRateBps = f.lineBps;
    f.stats.alpha = f.rp ? f.rp->alpha() : 0.0;
    const auto id = static_cast<FlowId>(s.flows.size());
    s.flows.push_back(std::move(f));
    if (s.sampling)
        s.deliveredAtSample.emplace_back(s.sampleTimes.size(), 0.0);
    State* self = &s;
    s.sim.schedule(std::max(spec.startS, s.sim.now()), [self, id] { self->startFlow(id); });
    return id;
}

std::size_t PacketEngine::flowCount() const
{
    return m_state->flows.size();
}

double PacketEngine::State::sendRate(const Flow& f) const
{
    const double cc = f.rp ? f.rp->rate() : f.lineBps;
    return std::min(cc, f.spec.demandBps);
}

void PacketEngine::State::startFlow(FlowId id)
{
    Flow& f = flows[id];
    f.started = true;
    f.nextSendAt = sim.now();
    f.lastProgress = sim.now();
    sendNext(id);
}

void PacketEngine::State::wakeFlow(FlowId id)
{
    Flow& f = flows[id];
    f.blocked = false;
    if (f.sendScheduled || !f.started || f.stats.finished)
        return;
    f.sendScheduled = true;
    State* self = this;
    sim.schedule(std::max(sim.now(), f.nextSendAt), [self, id] { self->sendNext(id); });
}

void PacketEngine::State::sendNext(FlowId id)
{
    Flow& f = flows[id];
    f.sendScheduled = false;
    if (f.stats.finished)
        return;
    const TransportConfig& tc = config.transport;
    if (f.totalPackets > 0 && f.sndNxt >= f.totalPackets)
        return; // everything sent once; ACKs, a NAK or the timeout decide what follows
    if (f.sndNxt - f.sndUna >= static_cast<std::uint32_t>(tc.maxInflightPackets))
        return; // window full: the next ACK wakes the flow
    Port& nic = ports[f.hostPort];
    if (nic.queue[kDataPriority].size() >= static_cast<std::size_t>(tc.nicQueuePackets)) {
        if (!f.blocked) {
            f.blocked = true;
            nic.blockedFlows.push_back(id);
        }
        return;
    }
    const std::uint32_t index = allocPacket();
    Packet& p = packets[index];
    const std::uint32_t psn = f.sndNxt++;
    const std::uint32_t messagePackets = std::max<std::uint32_t>(
        1, static_cast<std::uint32_t>(tc.messageBytes / tc.mtuPayloadBytes));
    const bool last = f.totalPackets > 0 && psn + 1 == f.totalPackets;
    const std::uint32_t inMessage = psn % messagePackets;
    std::uint32_t payload = static_cast<std::uint32_t>(tc.mtuPayloadBytes);
    if (last)
        payload = static_cast<std::uint32_t>(f.spec.bytes -
                                             static_cast<double>(psn) * tc.mtuPayloadBytes);
    const bool first = inMessage == 0;
    const bool end = last || inMessage + 1 == messagePackets;
    p.op = first && end ? Opcode::WriteOnly
           : first      ? Opcode::WriteFirst
           : end        ? Opcode::WriteLast
                        : Opcode::WriteMiddle;
    p.flow = id;
    p.psn = psn;
    p.payloadBytes = payload;
    // RETH (16 B) rides on the first packet of each WRITE.
    p.frameBytes = payload + kRoceHeaderBytes + (first ? 16u : 0u);
    p.priority = kDataPriority;
    p.ect = config.switches.ecn;
    f.stats.bytesSent += payload;
    if (psn < f.maxSent) {
        f.stats.retransmittedBytes += payload;
        counters.retransmittedBytes += payload;
        ++counters.retransmittedPackets;
    }
    f.maxSent = std::max(f.maxSent, psn + 1);
    if (f.rp)
        f.rp->onBytesSent(sim.now(), p.frameBytes);
    f.nextSendAt = sim.now() + (p.frameBytes + kWireOverheadBytes) * 8.0 / sendRate(f);
    armRto(id);
    sendFromHost(f.hostPort, index);
    wakeFlow(id);
}

void PacketEngine::State::deliver(std::uint32_t index)
{
    const Packet p = packets[index]; // copied: replies may grow the packet pool
    freePacket(index);
    Flow& f = flows[p.flow];
    if (owner->packetTraced.size() > 0)
        trace(TraceKind::Deliver, p, channelOf(p));
    if (p.reverse)
        receiveControl(f, p);
    else
        receiveData(f, p);
}

// Responder: in-order data is accepted and ACKed every ackEveryPackets; a gap is NAKed once
// (sequence error NAK) and everything after it dropped, which is what makes the sender go
// back N. A CE mark makes the notification point send a CNP, at most once per interval.
void PacketEngine::State::receiveData(Flow& f, const Packet& p)
{
    const FlowId id = p.flow;
    if (p.ce && config.dcqcn.enabled && notificationPoint.onCeMarked(id, sim.now())) {
        ++counters.cnps;
        sendControl(id, Opcode::Cnp, p.psn);
    }
    const int ackEvery = config.transport.ackEveryPackets;
    if (p.psn == f.ePsn) {
        ++f.ePsn;
        f.nakOutstanding = false;
        f.stats.bytesDelivered += p.payloadBytes;
        counters.deliveredBytes += p.payloadBytes;
        const bool last = f.totalPackets > 0 && f.ePsn == f.totalPackets;
        if (++f.ackCounter >= ackEvery || last) {
            f.ackCounter = 0;
            sendControl(id, Opcode::Ack, p.psn);
        }
    } else if (p.psn > f.ePsn) {
        if (!f.nakOutstanding) {
            f.nakOutstanding = true;
            ++counters.naks;
            sendControl(id, Opcode::Nak, f.ePsn);
        }
    } else if (++f.dupCounter >= ackEvery) {
        // Duplicates after a timeout: acknowledge what arrived so the sender moves on.
        f.dupCounter = 0;
        sendControl(id, Opcode::Ack, f.ePsn - 1);
    }
}

void PacketEngine::State::receiveControl(Flow& f, const Packet& p)
{
    const FlowId id = p.flow;
    switch (p.op) {
    case Opcode::Cnp:
        ++f.stats.cnpsReceived;
        if (f.rp) {
            f.rp->onCnp(sim.now());
            ++f.rpGeneration;
            scheduleRpTimer(id);
        }
        break;
    case Opcode::Ack:
        if (p.psn + 1 > f.sndUna) {
            f.sndUna = p.psn + 1;
            f.lastProgress = sim.now();
            f.sndNxt = std::max(f.sndNxt, f.sndUna);
            if (f.totalPackets > 0 && f.sndUna >= f.totalPackets) {
                f.stats.finished = true;
                f.stats.finishTimeS = sim.now();
            }
            wakeFlow(id);
        }
        break;
    case Opcode::Nak:
        // Go back N: resend from the PSN the responder expects.
        if (p.psn >= f.sndUna && p.psn < f.sndNxt) {
            f.sndUna = p.psn;
            f.sndNxt = p.psn;
            f.lastProgress = sim.now();
            wakeFlow(id);
        }
        break;
    default:
        break;
    }
}

void PacketEngine::State::sendControl(FlowId id, Opcode op, std::uint32_t psn)
{
    Flow& f = flows[id];
    const std::uint32_t index = allocPacket();
    Packet& p = packets[index];
    p.flow = id;
    p.psn = psn;
    p.op = op;
    p.reverse = true;
    p.priority = kControlPriority;
    p.frameBytes = kRoceHeaderBytes + (op == Opcode::Cnp ? kCnpPayloadBytes : kAethBytes);
    // The receiver's NIC port is the first channel of the reverse path.
    sendFromHost(f.reversePath.front(), index);
}

// One timeout check per flow at a time: when it fires early (progress since it was set) it
// is set again for the new deadline, so no timer is ever cancelled.
void PacketEngine::State::armRto(FlowId id)
{
    Flow& f = flows[id];
    if (f.rtoArmed)
        return;
    f.rtoArmed = true;
    State* self = this;
    sim.schedule(f.lastProgress + config.transport.retransmitTimeoutS,
                 [self, id] { self->checkRto(id); });
}

void PacketEngine::State::checkRto(FlowId id)
{
    Flow& f = flows[id];
    f.rtoArmed = false;
    if (f.stats.finished || f.sndUna >= f.maxSent)
        return; // nothing outstanding
    const double deadline = f.lastProgress + config.transport.retransmitTimeoutS;
    if (sim.now() >= deadline) {
        ++f.stats.timeouts;
        ++counters.timeouts;
        f.sndNxt = f.sndUna;
        f.lastProgress = sim.now();
        wakeFlow(id);
    }
    armRto(id);
}

// After its first CNP a flow's reaction point needs its timers (alpha decay and rate
// increase) to fire on time; one event at the next due time, rescheduled each time. A CNP
// restarts the timers (paper): events of an older generation do nothing.
void PacketEngine::State::scheduleRpTimer(FlowId id)
{
    Flow& f = flows[id];
    const std::uint32_t gen = f.rpGeneration;
    State* self = this;
    sim.schedule(std::max(sim.now(), f.rp->nextTimerS()),
                 [self, id, gen] { self->rpTimer(id, gen); });
}

void PacketEngine::State::rpTimer(FlowId id, std::uint32_t gen)
{
    Flow& f = flows[id];
    if (gen != f.rpGeneration)
        return;
    f.rp->advanceTo(sim.now());
    scheduleRpTimer(id);
}

FlowStats PacketEngine::flowStats(FlowId flow) const
{
    const Flow& f = m_state->flows.at(flow);
    FlowStats st = f.stats;
    st.currentRateBps = f.rp ? f.rp->rate() : f.lineBps;
    st.targetRateBps = f.rp ? f.rp->targetRate() : f.lineBps;
    st.alpha = f.rp ? f.rp->alpha() : 0.0;
    st.sendingRateBps = m_state->sendRate(f);
    return st;
}

} // namespace ailab::core::net::packet
