// Counters, telemetry sampling, percentiles and fairness of the packet engine, plus the
// checks of its config.
#include "core/error.h"
#include "core/net/packet/engine_state.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::net::packet {

std::uint8_t wireOpcode(Opcode op)
{
    return op == Opcode::Nak ? static_cast<std::uint8_t>(Opcode::Ack)
                             : static_cast<std::uint8_t>(op);
}

std::string opcodeName(Opcode op)
{
    switch (op) {
    case Opcode::WriteFirst:
        return "RDMA WRITE First";
    case Opcode::WriteMiddle:
        return "RDMA WRITE Middle";
    case Opcode::WriteLast:
        return "RDMA WRITE Last";
    case Opcode::WriteOnly:
        return "RDMA WRITE Only";
    case Opcode::Ack:
        return "ACK";
    case Opcode::Nak:
        return "NAK";
    case Opcode::Cnp:
        return "CNP";
    case Opcode::PfcPause:
        return "PFC pause";
    case Opcode::PfcResume:
        return "PFC resume";
    }
    return "unknown";
}

bool isData(Opcode op)
{
    return op == Opcode::WriteFirst || op == Opcode::WriteMiddle || op == Opcode::WriteLast ||
           op == Opcode::WriteOnly;
}

void validateConfig(const PacketEngineConfig& c)
{
    const auto positive = [](double v, const char* path) {
        if (!(v > 0) || !std::isfinite(v))
            throw Error(fmt::format("must be above zero, got {}", v), path);
    };
    const SwitchConfig& s = c.switches;
    positive(s.bufferBytes, "/switches/buffer_bytes");
    positive(s.dtAlpha, "/switches/dt_alpha");
    positive(s.kminBytes, "/switches/kmin_bytes");
    positive(s.kmaxBytes, "/switches/kmax_bytes");
    if (!(s.kmaxBytes > s.kminBytes))
        throw Error("Kmax must be above Kmin", "/switches/kmax_bytes");
    if (!(s.pmax > 0 && s.pmax <= 1))
        throw Error(fmt::format("Pmax must be in (0, 1], got {}", s.pmax), "/switches/pmax");
    positive(s.xoffBytes, "/switches/xoff_bytes");
    if (!(s.hysteresisBytes >= 0 && s.hysteresisBytes < s.xoffBytes))
        throw Error("the PFC hysteresis must be from 0 to below XOFF",
                    "/switches/hysteresis_bytes");
    // The engine sets the line rate of each flow; check the rest against any rate.
    DcqcnParams d = c.dcqcn.params;
    d.lineRateBps = std::max(d.minRateBps, 1.0);
    validate(d);
    const TransportConfig& t = c.transport;
    if (t.mtuPayloadBytes < 256 || t.mtuPayloadBytes > 4096)
        throw Error("the MTU must be from 256 to 4096 bytes", "/transport/mtu_bytes");
    if (t.messageBytes < t.mtuPayloadBytes)
        throw Error("a message is at least one MTU", "/transport/message_bytes");
    if (t.ackEveryPackets < 1)
        throw Error("ACK every 1 packet or more", "/transport/ack_every_packets");
    if (t.maxInflightPackets < 1)
        throw Error("the window must be at least 1 packet", "/transport/max_inflight_packets");
    positive(t.retransmitTimeoutS, "/transport/retransmit_timeout_s");
    if (t.nicQueuePackets < 1)
        throw Error("the NIC queue holds at least 1 packet", "/transport/nic_queue_packets");
    positive(c.sampleIntervalS, "/sample_interval_s");
}

std::string PacketEngine::State::portName(topo::ChannelId channel) const
{
    return graph.node(graph.channelSource(channel)).name + "->" +
           graph.node(graph.channelTarget(channel)).name;
}

PortStats PacketEngine::portStats(topo::ChannelId channel) const
{
    const State& s = *m_state;
    const Port& p = s.ports.at(channel);
    PortStats st;
    st.channel = channel;
    st.name = s.portName(channel);
    st.queueBytes = p.totalQueueBytes;
    st.maxQueueBytes = p.maxQueueBytes;
    st.kminBytes = p.kmin;
    st.kmaxBytes = p.kmax;
    st.ecnMarks = p.ecnMarks;
    st.drops = p.drops;
    st.pausesReceived = p.pausesReceived;
    st.pausedTimeS = p.pausedTimeS;
    if (p.paused[kDataPriority])
        st.pausedTimeS += s.sim.now() - p.pausedSince[kDataPriority];
    st.txBytes = p.txBytes;
    return st;
}

std::vector<PortStats> PacketEngine::switchPorts() const
{
    std::vector<PortStats> out;
    for (topo::ChannelId c : m_state->switchPortList)
        out.push_back(portStats(c));
    return out;
}

const Counters& PacketEngine::counters() const
{
    return m_state->counters;
}

void PacketEngine::watchQueue(topo::ChannelId channel)
{
    if (channel >= m_state->ports.size())
        throw Error("no such port to watch");
    m_state->watched = channel;
    m_state->startSampling();
}

std::span<const double> PacketEngine::queueSamples() const
{
    return m_state->queueSamples;
}

void PacketEngine::recordTelemetry(telemetry::MetricRegistry& registry)
{
    State& s = *m_state;
    if (s.registry != nullptr)
        throw Error("the packet engine already records telemetry");
    s.registry = &registry;
    auto& series = s.series;
    for (topo::ChannelId c : s.switchPortList)
        series.ports.push_back(&registry.add("port/" + s.portName(c) + "/queue_bytes", "B"));
    series.marks = &registry.add("ecn_marks", "packets");
    series.cnps = &registry.add("cnps", "packets");
    series.pauses = &registry.add("pause_frames", "frames");
    series.pausedTime = &registry.add("paused_time_us", "us");
    series.drops = &registry.add("drops", "packets");
    series.retransmitted = &registry.add("retransmitted_bytes", "B");
    series.jain = &registry.add("jain_fairness", "");
    s.startSampling();
}

void PacketEngine::State::startSampling()
{
    if (sampling)
        return;
    sampling = true;
    deliveredAtSample.assign(flows.size(), {});
    State* self = this;
    sim.scheduleIn(0.0, [self] { self->sample(); });
}

void PacketEngine::State::sample()
{
    const double now = sim.now();
    sampleTimes.push_back(now);
    if (watched != kNoChannel)
        queueSamples.push_back(ports[watched].totalQueueBytes);
    const std::size_t n = sampleTimes.size();
    std::vector<double> goodput;
    goodput.reserve(flows.size());
    for (std::size_t i = 0; i < flows.size(); ++i) {
        auto& d = deliveredAtSample[i];
        d.resize(n - 1, 0.0);
        d.push_back(flows[i].stats.bytesDelivered);
        if (n >= 2)
            goodput.push_back((d[n - 1] - d[n - 2]) * 8.0 / (now - sampleTimes[n - 2]));
    }
    if (registry != nullptr) {
        for (std::size_t i = 0; i < switchPortList.size(); ++i)
            series.ports[i]->add(now, ports[switchPortList[i]].totalQueueBytes);
        // Flows added after telemetry started get their series here.
        while (series.flowRate.size() < flows.size()) {
            const std::string& name = flows[series.flowRate.size()].stats.name;
            series.flowRate.push_back(&registry->add("flow/" + name + "/rate_gbps", "Gb/s"));
            series.flowGoodput.push_back(&registry->add("flow/" + name + "/goodput_gbps", "Gb/s"));
        }
        for (std::size_t i = 0; i < flows.size(); ++i) {
            series.flowRate[i]->add(now, sendRate(flows[i]) / 1e9);
            series.flowGoodput[i]->add(now, i < goodput.size() ? goodput[i] / 1e9 : 0.0);
        }
        double paused = counters.pausedTimeS;
        for (const Port& p : ports)
            if (p.paused[kDataPriority])
                paused += now - p.pausedSince[kDataPriority];
        series.marks->add(now, static_cast<double>(counters.ecnMarks));
        series.cnps->add(now, static_cast<double>(counters.cnps));
        series.pauses->add(now, static_cast<double>(counters.pauseFrames));
        series.pausedTime->add(now, paused * 1e6);
        series.drops->add(now, static_cast<double>(counters.drops));
        series.retransmitted->add(now, counters.retransmittedBytes);
        series.jain->add(now, goodput.empty() ? 1.0 : jainFairness(goodput));
    }
    State* self = this;
    sim.scheduleIn(config.sampleIntervalS, [self] { self->sample(); });
}

std::vector<double> PacketEngine::goodputBps(double fromS, double toS) const
{
    const State& s = *m_state;
    std::vector<double> out(s.flows.size(), 0.0);
    const auto& t = s.sampleTimes;
    if (t.size() < 2 || !(toS > fromS))
        return out;
    const auto lo =
        static_cast<std::size_t>(std::lower_bound(t.begin(), t.end(), fromS) - t.begin());
    auto hi = static_cast<std::size_t>(std::upper_bound(t.begin(), t.end(), toS) - t.begin());
    if (hi == 0 || lo >= t.size() || hi - 1 <= lo)
        return out;
    --hi;
    for (std::size_t i = 0; i < s.flows.size(); ++i) {
        const auto& d = s.deliveredAtSample[i];
        const double a = lo < d.size() ? d[lo] : 0.0;
        const double b = hi < d.size() ? d[hi] : a;
        out[i] = (b - a) * 8.0 / (t[hi] - t[lo]);
    }
    return out;
}

double jainFairness(std::span<const double> values)
{
    double sum = 0, squares = 0;
    for (double v : values) {
        sum += v;
        squares += v * v;
    }
    if (values.empty() || squares <= 0)
        return 1.0;
    return sum * sum / (static_cast<double>(values.size()) * squares);
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const double rank = std::clamp(p, 0.0, 100.0) / 100.0 * static_cast<double>(values.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(rank));
    const std::size_t hi = std::min(lo + 1, values.size() - 1);
    return values[lo] + (values[hi] - values[lo]) * (rank - static_cast<double>(lo));
}

} // namespace ailab::core::net::packet
