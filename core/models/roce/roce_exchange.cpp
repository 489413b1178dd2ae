#include "core/models/roce/roce_exchange.h"

#include "core/error.h"
#include "core/sim/rng.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::models::roce {

namespace net = core::net::packet;

void validateExchange(const RoceExchangeSetup& s)
{
    if (s.workers < 2 || s.workers > 64)
        throw Error(fmt::format("expected 2 to 64 workers, got {}", s.workers), "/workers");
    if (!(s.linkBps >= 1e9 && s.linkBps <= 1.6e12))
        throw Error("the link rate must be from 1 Gb/s to 1.6 Tb/s", "/link_bps");
    if (!(s.linkLatencyS >= 0 && s.linkLatencyS <= 1e-3))
        throw Error("the link latency must be from 0 to 1 ms", "/link_latency_s");
    if (!(s.bytesPerWorker >= 64e3 && s.bytesPerWorker <= 1e9))
        throw Error("a worker's shard must be from 64 KB to 1 GB", "/bytes_per_worker");
    if (!(s.workerDemand > 0 && s.workerDemand <= 1))
        throw Error("a worker's demand must be in (0, 1] of the link rate", "/worker_demand");
    if (!(s.neighbourDemand > 0 && s.neighbourDemand <= 1))
        throw Error("the neighbour's demand must be in (0, 1] of the link rate",
                    "/neighbour_demand");
    if (!(s.jitterS >= 0 && s.jitterS <= 1e-3))
        throw Error("the start jitter must be from 0 to 1 ms", "/jitter_s");
    if (!(s.sampleS >= 1e-6 && s.sampleS <= 1e-3))
        throw Error("the telemetry step must be from 1 us to 1 ms", "/sample_s");
    if (!(s.capFactor >= 1 && s.capFactor <= 100))
        throw Error("the cap must be 1 to 100 times the ideal time", "/cap_factor");
    net::validateConfig(s.engine);
}

namespace {

struct Fabric
{
    topo::Graph graph;
    std::vector<topo::NodeId> workers;
    std::vector<topo::NodeId> aggregators; // the second only with spreadRanks
    topo::NodeId neighbourSender = topo::kNoNode, neighbourReceiver = topo::kNoNode;
    std::vector<topo::ChannelId> aggregatorPorts; // leaf B -> aggregator
    topo::ChannelId trunk = 0;                    // leaf A -> leaf B
};

topo::NodeId addNode(topo::Graph& g, topo::NodeKind kind, const std::string& name, int server)
{
    topo::Node n;
    n.kind = kind;
    n.name = name;
    n.server = server;
    return g.addNode(std::move(n));
}

Fabric buildFabric(const RoceExchangeSetup& s)
{
    Fabric f;
    topo::Graph& g = f.graph;
    const auto rate = units::BitRate::bitsPerSecond(s.linkBps);
    const auto latency = units::Seconds::seconds(s.linkLatencyS);
    const topo::NodeId leafA = addNode(g, topo::NodeKind::Leaf, "leafA", -1);
    const topo::NodeId leafB = addNode(g, topo::NodeKind::Leaf, "leafB", -1);
    // The trunk carries every host behind leaf A at full rate (a non-blocking uplink).
    const auto trunkRate = units::BitRate::bitsPerSecond(s.linkBps * (s.workers + 1));
    f.trunk =
        g.channelFrom(g.addLink(leafA, leafB, trunkRate, latency, topo::LinkKind::Network), leafA);
    int server = 0;
    for (int i = 0; i < (s.spreadRanks ? 2 : 1); ++i) {
        const topo::NodeId nic =
            addNode(g, topo::NodeKind::Nic, fmt::format("aggregator{}", i), server++);
        const topo::LinkId l = g.addLink(leafB, nic, rate, latency, topo::LinkKind::Network);
        f.aggregators.push_back(nic);
        f.aggregatorPorts.push_back(g.channelFrom(l, leafB));
    }
    for (int i = 0; i < s.workers; ++i) {
        const topo::NodeId nic =
            addNode(g, topo::NodeKind::Nic, fmt::format("worker{}", i + 1), server++);
        g.addLink(nic, leafA, rate, latency, topo::LinkKind::Network);
        f.workers.push_back(nic);
    }
    f.neighbourSender = addNode(g, topo::NodeKind::Nic, "neighbour", server++);
    g.addLink(f.neighbourSender, leafA, rate, latency, topo::LinkKind::Network);
    f.neighbourReceiver = addNode(g, topo::NodeKind::Nic, "storage", server++);
    g.addLink(leafB, f.neighbourReceiver, rate, latency, topo::LinkKind::Network);
    return f;
}

// Payload share of the wire for this transport: each packet carries mtu bytes behind the
// RoCEv2 headers and the wire overhead, and the first packet of each message a 16 B RETH.
double payloadShare(const net::TransportConfig& t)
{
    const double mtu = t.mtuPayloadBytes;
    const double packetsPerMessage = std::ceil(t.messageBytes / mtu);
    return mtu / (mtu + net::kRoceHeaderBytes + net::kWireOverheadBytes + 16.0 / packetsPerMessage);
}

} // namespace

RoceExchangeResult runRoceExchange(const RoceExchangeSetup& s)
{
    validateExchange(s);
    const Fabric fabric = buildFabric(s);
    sim::Simulation simulation;
    net::PacketEngine engine(simulation, fabric.graph, s.engine);
    RoceExchangeResult r;

    sim::Rng jitter(s.engine.seed ^ 0x9e3779b97f4a7c15ull);
    std::vector<net::FlowId> shards;
    const std::size_t aggregators = fabric.aggregators.size();
    for (int i = 0; i < s.workers; ++i) {
        net::FlowSpec spec;
        spec.source = fabric.workers[i];
        // Spread: the first half to the first aggregator, the rest to the second.
        spec.destination = fabric.aggregators[static_cast<std::size_t>(i) * aggregators /
                                              static_cast<std::size_t>(s.workers)];
        spec.demandBps = s.workerDemand * s.linkBps;
        spec.bytes = s.bytesPerWorker;
        spec.startS = s.jitterS > 0 ? jitter.uniform(0.0, s.jitterS) : 0.0;
        spec.name = fmt::format("worker{}", i + 1);
        shards.push_back(engine.addFlow(spec));
    }
    net::FlowSpec neighbour;
    neighbour.source = fabric.neighbourSender;
    neighbour.destination = fabric.neighbourReceiver;
    neighbour.demandBps = s.neighbourDemand * s.linkBps;
    neighbour.name = "neighbour";
    const net::FlowId neighbourFlow = engine.addFlow(neighbour);

    // CE-marked data packets reaching an aggregator: what its NIC's ECN counter shows.
    const auto traced = engine.packetTraced.connect([&](const net::PacketTrace& t) {
        if (t.kind == net::TraceKind::Deliver && t.congestionExperienced && net::isData(t.opcode) &&
            t.flow != neighbourFlow)
            ++r.ceMarkedReceived;
    });

    const double payloadBps = s.linkBps * payloadShare(s.engine.transport);
    const double fanIn = std::ceil(static_cast<double>(s.workers) / aggregators);
    // The busiest aggregator port at its payload rate, or one shard at its pacing limit;
    // plus the three hops' latency.
    r.idealS = std::max(fanIn, 1.0 / s.workerDemand) * s.bytesPerWorker * 8.0 / payloadBps +
               3 * s.linkLatencyS;
    const double capS = s.capFactor * r.idealS;

    const auto steps = static_cast<std::size_t>(std::ceil(capS / s.sampleS)) + 1;
    r.timeS.reserve(steps);
    r.queueBytes.reserve(steps);
    r.workerRateGbps.assign(shards.size(), {});
    double lastJobBytes = 0, lastNeighbourBytes = 0, rateTimeSum = 0, rateTime = 0;
    const auto sample = [&](double t, double dt) {
        r.timeS.push_back(t);
        double q = 0;
        for (topo::ChannelId c : fabric.aggregatorPorts)
            q = std::max(q, engine.portStats(c).queueBytes);
        r.queueBytes.push_back(q);
        double jobBytes = 0;
        for (std::size_t i = 0; i < shards.size(); ++i) {
            const net::FlowStats st = engine.flowStats(shards[i]);
            const double rate = st.finished ? 0.0 : st.sendingRateBps;
            r.workerRateGbps[i].push_back(rate / 1e9);
            jobBytes += st.bytesDelivered;
            if (!st.finished && t >= s.jitterS) {
                rateTimeSum += rate;
                rateTime += 1;
            }
        }
        const double neighbourBytes = engine.flowStats(neighbourFlow).bytesDelivered;
        r.jobGoodputGbps.push_back(dt > 0 ? (jobBytes - lastJobBytes) * 8 / dt / 1e9 : 0.0);
        r.neighbourGoodputGbps.push_back(
            dt > 0 ? (neighbourBytes - lastNeighbourBytes) * 8 / dt / 1e9 : 0.0);
        lastJobBytes = jobBytes;
        lastNeighbourBytes = neighbourBytes;
        const net::Counters& c = engine.counters();
        r.drops.push_back(static_cast<double>(c.drops));
        r.ecnMarks.push_back(static_cast<double>(c.ecnMarks));
        r.cnps.push_back(static_cast<double>(c.cnps));
        r.pauseFrames.push_back(static_cast<double>(c.pauseFrames));
    };
    const auto allDone = [&] {
        return std::all_of(shards.begin(), shards.end(),
                           [&](net::FlowId f) { return engine.flowStats(f).finished; });
    };

    sample(0.0, 0.0);
    double t = 0;
    while (!allDone() && t < capS) {
        t = std::min(capS, t + s.sampleS);
        simulation.runUntil(t);
        sample(t, s.sampleS);
    }
    engine.packetTraced.disconnect(traced);

    r.finished = allDone();
    for (net::FlowId f : shards) {
        const net::FlowStats st = engine.flowStats(f);
        r.shardDoneS.push_back(st.finished ? st.finishTimeS : capS);
    }
    r.completionS = *std::max_element(r.shardDoneS.begin(), r.shardDoneS.end());
    r.meanSenderRateBps = rateTime > 0 ? rateTimeSum / rateTime : 0.0;

    r.queueMaxBytes = 0;
    double delivered = 0;
    for (topo::ChannelId c : fabric.aggregatorPorts) {
        const net::PortStats port = engine.portStats(c);
        r.queueMaxBytes = std::max(r.queueMaxBytes, port.maxQueueBytes);
        r.kminBytes = port.kminBytes;
        r.kmaxBytes = port.kmaxBytes;
    }
    for (net::FlowId f : shards)
        delivered += engine.flowStats(f).bytesDelivered;
    r.queueP99Bytes = net::percentile(r.queueBytes, 99);
    double sum = 0;
    for (double q : r.queueBytes)
        sum += q;
    r.queueMeanBytes = r.queueBytes.empty() ? 0.0 : sum / static_cast<double>(r.queueBytes.size());
    const net::SwitchConfig& sw = s.engine.switches;
    r.bufferBytes = sw.bufferBytes;
    r.queueLimitBytes = sw.bufferBytes * sw.dtAlpha / (1 + sw.dtAlpha);
    r.xoffBytes = sw.xoffBytes;
    const double end = t > 0 ? t : 1.0;
    r.bottleneckUtilisation = delivered * 8 / (payloadBps * static_cast<double>(aggregators) * end);
    r.counters = engine.counters();
    r.counters.pausedTimeS = 0;
    for (topo::ChannelId c = 0; c < fabric.graph.channelCount(); ++c)
        r.counters.pausedTimeS += engine.portStats(c).pausedTimeS;
    r.trunkPauses = engine.portStats(fabric.trunk).pausesReceived;
    r.neighbourDemandBps = neighbour.demandBps;
    r.neighbourGoodputBps = engine.flowStats(neighbourFlow).bytesDelivered * 8 / end;
    return r;
}

} // namespace ailab::core::models::roce
