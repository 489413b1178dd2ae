#include "core/net/packet/incast_scenario.h"

#include "core/error.h"
#include "core/sim/rng.h"
#include "core/topo/fabric_builder.h"
#include "core/topo/routing.h"

#include <cmath>
#include <fmt/format.h>

namespace ailab::core::net::packet {

namespace {

topo::NodeId addNode(topo::Graph& g, topo::NodeKind kind, const std::string& name, int server,
                     int index)
{
    topo::Node n;
    n.kind = kind;
    n.name = name;
    n.server = server;
    n.localIndex = index;
    return g.addNode(std::move(n));
}

} // namespace

void validateIncast(const IncastConfig& c)
{
    if (c.senders < 1 || c.senders > 1024)
        throw Error(fmt::format("expected 1 to 1024 senders, got {}", c.senders), "/senders");
    if (!(c.linkBps >= 1e9 && c.linkBps <= 1.6e12))
        throw Error("the link rate must be from 1 Gb/s to 1.6 Tb/s", "/link_bps");
    if (!(c.linkLatencyS >= 0 && c.linkLatencyS <= 1e-3))
        throw Error("the link latency must be from 0 to 1 ms", "/link_latency_s");
    if (!(c.offered > 0) || c.offered > c.senders + 1e-9)
        throw Error(fmt::format("the offered load must be above 0 and at most {} (each sender "
                                "at its full link rate)",
                                c.senders),
                    "/offered");
    if (!(c.innocentDemand > 0 && c.innocentDemand <= 1))
        throw Error("the innocent flow's demand must be in (0, 1] of the link rate",
                    "/innocent_demand");
    if (!(c.jitterS >= 0 && c.jitterS <= 1e-3))
        throw Error("the start jitter must be from 0 to 1 ms", "/jitter_s");
    if (c.leafSpine && c.innocentFlow)
        throw Error("the innocent flow needs the single-switch incast", "/innocent_flow");
    validateConfig(c.engine);
}

namespace {

IncastNetwork buildLeafSpineIncast(const IncastConfig& c)
{
    topo::FabricConfig fc;
    fc.shape = topo::FabricShape::LeafSpine;
    fc.servers = c.senders + 1;
    fc.leaves = c.leaves;
    fc.spines = c.spines;
    fc.nicRate = units::BitRate::bitsPerSecond(c.linkBps);
    fc.uplinkRate = units::BitRate::bitsPerSecond(c.linkBps);
    fc.networkLinkLatency = units::Seconds::seconds(c.linkLatencyS);
    topo::Fabric fabric = topo::buildFabric(fc);
    IncastNetwork net;
    net.graph = std::move(fabric.graph);
    const topo::Graph& g = net.graph;
    net.receiver = fabric.nics.back();
    net.senders.assign(fabric.nics.begin(), fabric.nics.end() - 1);
    for (const topo::Adjacency& a : g.neighbours(net.receiver)) {
        if (g.node(a.other).kind == topo::NodeKind::Leaf) {
            net.incastSwitch = a.other;
            net.bottleneck = g.channelFrom(a.link, a.other);
        }
    }
    topo::Router router(g);
    for (std::size_t i = 0; i < net.senders.size(); ++i) {
        topo::FiveTuple tuple;
        tuple.sourceIp = topo::nicAddress(g, net.senders[i]);
        tuple.destinationIp = topo::nicAddress(g, net.receiver);
        tuple.sourcePort = static_cast<std::uint16_t>(0xc000u + i); // per-QP entropy
        const auto path = router.route(net.senders[i], net.receiver, tuple,
                                       static_cast<std::uint32_t>(c.engine.seed));
        if (!path)
            throw Error("no path from a sender to the receiver", "/leaves");
        net.senderPaths.push_back(*path);
    }
    return net;
}

} // namespace

IncastNetwork buildIncastNetwork(const IncastConfig& c)
{
    validateIncast(c);
    if (c.leafSpine)
        return buildLeafSpineIncast(c);
    IncastNetwork net;
    topo::Graph& g = net.graph;
    const auto rate = units::BitRate::bitsPerSecond(c.linkBps);
    const auto latency = units::Seconds::seconds(c.linkLatencyS);
    net.incastSwitch = addNode(g, topo::NodeKind::Leaf, "leaf0", -1, 0);
    net.receiver = addNode(g, topo::NodeKind::Nic, "receiver", 0, 0);
    const topo::LinkId down =
        g.addLink(net.incastSwitch, net.receiver, rate, latency, topo::LinkKind::Network);
    net.bottleneck = g.channelFrom(down, net.incastSwitch);
    const int behindUpstream = c.innocentFlow ? std::max(1, c.senders / 2) : 0;
    if (c.innocentFlow) {
        net.upstreamSwitch = addNode(g, topo::NodeKind::Leaf, "leaf1", -1, 1);
        // The trunk carries everything behind it at full rate: only a pause slows it.
        const auto trunkRate = units::BitRate::bitsPerSecond(c.linkBps * (behindUpstream + 1));
        const topo::LinkId trunk = g.addLink(net.upstreamSwitch, net.incastSwitch, trunkRate,
                                             latency, topo::LinkKind::Network);
        net.trunk = g.channelFrom(trunk, net.upstreamSwitch);
    }
    for (int i = 0; i < c.senders; ++i) {
        const topo::NodeId nic =
            addNode(g, topo::NodeKind::Nic, fmt::format("sender{}", i), i + 1, 0);
        const topo::NodeId sw = i < behindUpstream ? net.upstreamSwitch : net.incastSwitch;
        g.addLink(nic, sw, rate, latency, topo::LinkKind::Network);
        net.senders.push_back(nic);
    }
    if (c.innocentFlow) {
        net.innocentSender = addNode(g, topo::NodeKind::Nic, "innocent-sender", c.senders + 1, 0);
        g.addLink(net.innocentSender, net.upstreamSwitch, rate, latency, topo::LinkKind::Network);
        net.innocentReceiver =
            addNode(g, topo::NodeKind::Nic, "innocent-receiver", c.senders + 2, 0);
        g.addLink(net.incastSwitch, net.innocentReceiver, rate, latency, topo::LinkKind::Network);
    }
    return net;
}

IncastScenario::IncastScenario(const IncastConfig& config)
    : m_config(config)
    , m_network(std::make_unique<IncastNetwork>(buildIncastNetwork(config)))
    , m_ownSimulation(std::make_unique<sim::Simulation>())
    , m_sim(*m_ownSimulation)
{
    addFlows();
}

IncastScenario::IncastScenario(const IncastConfig& config, sim::Simulation& simulation)
    : m_config(config)
    , m_network(std::make_unique<IncastNetwork>(buildIncastNetwork(config)))
    , m_sim(simulation)
{
    if (simulation.now() != 0.0 || simulation.pendingCount() != 0)
        throw Error("the incast needs a simulation at time 0 with no events");
    addFlows();
}

void IncastScenario::addFlows()
{
    const IncastConfig& config = m_config;
    m_engine = std::make_unique<PacketEngine>(m_sim, m_network->graph, config.engine);
    sim::Rng jitter(config.engine.seed ^ 0x9e3779b97f4a7c15ull);
    const double demand = config.offered * config.linkBps / config.senders;
    for (std::size_t i = 0; i < m_network->senders.size(); ++i) {
        FlowSpec spec;
        spec.source = m_network->senders[i];
        spec.destination = m_network->receiver;
        if (i < m_network->senderPaths.size())
            spec.path = m_network->senderPaths[i];
        spec.demandBps = std::min(demand, config.linkBps);
        spec.startS = config.jitterS > 0 ? jitter.uniform(0.0, config.jitterS) : 0.0;
        spec.name = fmt::format("sender{}", i);
        m_flows.push_back(m_engine->addFlow(spec));
    }
    if (config.innocentFlow) {
        FlowSpec spec;
        spec.source = m_network->innocentSender;
        spec.destination = m_network->innocentReceiver;
        spec.demandBps = config.innocentDemand * config.linkBps;
        spec.name = "innocent";
        m_innocent = m_engine->addFlow(spec);
    }
    m_engine->watchQueue(m_network->bottleneck);
}

IncastScenario::~IncastScenario()
{
    // The engine's pending events refer to it; on a shared clock they must go first.
    if (!m_ownSimulation)
        m_sim.reset();
}

void IncastScenario::runUntil(double timeS)
{
    m_sim.runUntil(timeS);
}

IncastSummary IncastScenario::summary() const
{
    IncastSummary s;
    s.durationS = m_sim.now();
    const double t = s.durationS > 0 ? s.durationS : 1.0;
    for (FlowId f : m_flows) {
        const FlowStats st = m_engine->flowStats(f);
        s.flowGoodputBps.push_back(st.bytesDelivered * 8.0 / t);
        s.flowRateBps.push_back(st.sendingRateBps);
        s.goodputBps += st.bytesDelivered * 8.0 / t;
    }
    s.jainFairness = jainFairness(s.flowGoodputBps);
    if (m_innocent != kNoFlow)
        s.innocentGoodputBps = m_engine->flowStats(m_innocent).bytesDelivered * 8.0 / t;
    const auto samples = m_engine->queueSamples();
    const std::vector<double> q(samples.begin(), samples.end());
    s.queueP50Bytes = percentile(q, 50);
    s.queueP99Bytes = percentile(q, 99);
    const PortStats port = m_engine->portStats(m_network->bottleneck);
    s.queueMaxBytes = port.maxQueueBytes;
    s.kminBytes = port.kminBytes;
    s.kmaxBytes = port.kmaxBytes;
    s.bufferBytes = m_engine->config().switches.bufferBytes;
    s.counters = m_engine->counters();
    // Pauses still in force at the end count up to now.
    s.counters.pausedTimeS = 0;
    for (topo::ChannelId c = 0; c < m_network->graph.channelCount(); ++c)
        s.counters.pausedTimeS += m_engine->portStats(c).pausedTimeS;
    return s;
}

double IncastScenario::jainBetween(double fromS, double toS) const
{
    const std::vector<double> all = m_engine->goodputBps(fromS, toS);
    std::vector<double> incast;
    for (FlowId f : m_flows)
        incast.push_back(all[f]);
    return jainFairness(incast);
}

} // namespace ailab::core::net::packet
