#include "core/models/fabric/fabric_workload.h"

#include "core/collective/alpha_beta.h"
#include "core/error.h"
#include "core/models/fabric/fabric_status.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ailab::core::models::fabric {

namespace {
// RoCEv2 source ports come from the dynamic range; each queue pair gets its own.
constexpr std::uint16_t kRingPortBase = 49152;
constexpr std::uint16_t kBackgroundPortBase = 49152 + 1000;
} // namespace

std::string congestionStateId(CongestionState state)
{
    switch (state) {
    case CongestionState::Idle:
        return "idle";
    case CongestionState::Normal:
        return "normal";
    case CongestionState::Congested:
        return "congested";
    }
    return "normal";
}

FabricRun::FabricRun(sim::Simulation& simulation, const FabricScenarioConfig& config)
    : m_simulation(simulation)
    , m_config(config)
{
    validateFabricScenario(m_config);
    m_fabric = std::make_unique<topo::Fabric>(topo::buildFabric(m_config.fabric));
    m_router = std::make_unique<topo::Router>(m_fabric->graph);
    applyFaults(m_config, *m_fabric, *m_router);
    m_engine = std::make_unique<net::FlowEngine>(m_simulation, m_fabric->graph);
    m_detector = std::make_unique<CongestionDetector>(m_fabric->graph);
    m_engine->ratesChanged.connect([this](double) { onRatesChanged(); });

    const double t0 = m_simulation.now();
    if (m_config.allReduce.enabled) {
        buildRing();
        m_simulation.schedule(t0 + m_config.allReduce.computeSeconds, [this] { startAllReduce(); });
    }
    m_backgroundPending = int(m_config.background.size());
    for (std::size_t i = 0; i < m_config.background.size(); ++i) {
        m_simulation.schedule(t0 + m_config.background[i].startSeconds,
                              [this, i] { startBackground(i); });
    }
}

FabricRun::~FabricRun() = default;

void FabricRun::buildRing()
{
    const AllReduceWorkload& w = m_config.allReduce;
    const int p = w.ranks > 0 ? w.ranks : int(m_fabric->gpus.size());
    m_ranks = collective::placeRanks(*m_fabric, p, w.placement);
    const topo::Graph& g = m_fabric->graph;
    m_ringPaths.assign(std::size_t(p), {});
    double alpha = 0.0;
    double slowest = std::numeric_limits<double>::infinity();
    for (int r = 0; r < p; ++r) {
        const topo::NodeId from = m_ranks[std::size_t(r)];
        const topo::NodeId to = m_ranks[std::size_t((r + 1) % p)];
        topo::FiveTuple tuple;
        tuple.sourceIp = topo::nicAddress(g, m_fabric->nicOfGpu(from));
        tuple.destinationIp = topo::nicAddress(g, m_fabric->nicOfGpu(to));
        tuple.sourcePort = std::uint16_t(kRingPortBase + r % 16000);
        auto paths = m_router->routeFlow(from, to, tuple, m_config.hashSeed, m_config.ecmp);
        if (paths.empty())
            throw Error("rank " + std::to_string(r) + " (" + g.node(from).name +
                            ") cannot reach rank " + std::to_string((r + 1) % p) + " (" +
                            g.node(to).name + "): the faults cut the fabric apart",
                        "/model/failures");
        for (const topo::WeightedPath& wp : paths) {
            alpha = std::max(alpha, g.latency(wp.path).inSeconds());
            slowest = std::min(slowest, g.bottleneck(wp.path).inBitsPerSecond() / 8.0);
        }
        m_ringPaths[std::size_t(r)] = std::move(paths);
    }
    if (!std::isfinite(slowest))
        slowest = m_config.fabric.nicRate.inBitsPerSecond() / 8.0;
    m_closedForm = collective::ringAllReduceSeconds(p, w.bytes, slowest, alpha);

    // Every step alike (docs/models.md, "Fabric lab model"): only while no other flow
    // shares the fabric.
    if (w.engine == collective::CollectiveEngine::Auto && m_config.background.empty() &&
        p > 1) {
        std::vector<RingStepReplay::Flow> flows;
        for (int r = 0; r < p; ++r) {
            for (const topo::WeightedPath& wp : m_ringPaths[std::size_t(r)]) {
                flows.push_back({r, m_ranks[std::size_t(r)], m_ranks[std::size_t((r + 1) % p)],
                                 w.bytes / p * wp.weight, wp.path});
            }
        }
        m_replay = std::make_unique<RingStepReplay>(g, std::move(flows), *m_detector);
    }
}

int FabricRun::allReduceStepCount() const
{
    return m_ranks.size() > 1 ? 2 * (int(m_ranks.size()) - 1) : 0;
}

double FabricRun::bytesSentPerRank() const
{
    return collective::ringAllReduceBytesPerRank(int(m_ranks.size()), m_config.allReduce.bytes);
}

void FabricRun::startAllReduce()
{
    m_inAllReduce = true;
    m_allReduceStart = m_simulation.now();
    m_step = 0;
    if (allReduceStepCount() == 0) {
        onStepFlowDone();
        return;
    }
    startStep();
}

void FabricRun::startStep()
{
    if (m_replay) {
        // The solved step from now: its rates at each offset, and its end.
        m_stepStart = m_simulation.now();
        m_outstanding = 1;
        m_peakSinceStart = std::max(m_peakSinceStart, m_replay->peakNetworkUtilisation());
        m_congestionSeen = m_congestionSeen || m_replay->congestionSeen();
        m_simulation.schedule(m_stepStart + m_replay->durationSeconds(),
                              [this] { onStepFlowDone(); });
        return;
    }
    const int p = int(m_ranks.size());
    const double chunk = m_config.allReduce.bytes / p;
    m_outstanding = 0;
    for (const auto& paths : m_ringPaths)
        m_outstanding += int(paths.size());
    for (int r = 0; r < p; ++r) {
        for (const topo::WeightedPath& wp : m_ringPaths[std::size_t(r)]) {
            LiveFlow flow;
            flow.kind = FlowKind::AllReduce;
            flow.source = m_ranks[std::size_t(r)];
            flow.destination = m_ranks[std::size_t((r + 1) % p)];
            flow.bytes = chunk * wp.weight;
            flow.rank = r;
            const net::FlowId id = m_engine->start(std::span<const topo::ChannelId>(wp.path),
                                                   flow.bytes, [this](net::FlowId done, double) {
                                                       m_flows.erase(done);
                                                       onStepFlowDone();
                                                   });
            track(id, flow);
        }
    }
}

void FabricRun::onStepFlowDone()
{
    if (m_outstanding > 0 && --m_outstanding > 0)
        return;
    ++m_step;
    if (m_step < allReduceStepCount()) {
        startStep();
        return;
    }
    // The iteration's all-reduce is complete.
    const double now = m_simulation.now();
    const double seconds = now - m_allReduceStart;
    m_iterationSeconds.push_back(seconds);
    m_inAllReduce = false;
    ++m_iteration;
    allReduceCompleted.notify(m_iteration, seconds, now);
    if (m_iteration < m_config.allReduce.iterations) {
        m_simulation.scheduleIn(m_config.allReduce.computeSeconds, [this] { startAllReduce(); });
    }
}

void FabricRun::startBackground(std::size_t index)
{
    const BackgroundFlow& b = m_config.background[index];
    const topo::Graph& g = m_fabric->graph;
    const int nics = m_config.fabric.nicsPerServer;
    const topo::NodeId from = m_fabric->nics[std::size_t(b.fromServer * nics)];
    const topo::NodeId to = m_fabric->nics[std::size_t(b.toServer * nics)];
    topo::FiveTuple tuple;
    tuple.sourceIp = topo::nicAddress(g, from);
    tuple.destinationIp = topo::nicAddress(g, to);
    tuple.sourcePort =
        b.sourcePort > 0 ? std::uint16_t(b.sourcePort) : std::uint16_t(kBackgroundPortBase + index);
    auto paths = m_router->routeFlow(from, to, tuple, m_config.hashSeed, m_config.ecmp);
    --m_backgroundPending;
    if (paths.empty())
        return; // unreachable behind the faults: counted as never started
    for (const topo::WeightedPath& wp : paths) {
        LiveFlow flow;
        flow.kind = FlowKind::Background;
        flow.source = from;
        flow.destination = to;
        flow.bytes = b.bytes * wp.weight;
        flow.index = int(index);
        ++m_backgroundRunning;
        const net::FlowId id = m_engine->start(std::span<const topo::ChannelId>(wp.path),
                                               flow.bytes, [this](net::FlowId done, double) {
                                                   m_flows.erase(done);
                                                   --m_backgroundRunning;
                                               });
        track(id, flow);
    }
}

void FabricRun::track(net::FlowId id, const LiveFlow& info)
{
    LiveFlow flow = info;
    flow.id = id;
    m_flows[id] = flow;
}

const LiveFlow* FabricRun::info(net::FlowId id) const
{
    const auto it = m_flows.find(id);
    return it == m_flows.end() ? nullptr : &it->second;
}

bool FabricRun::finished() const
{
    const bool ringDone =
        !m_config.allReduce.enabled || m_iteration >= m_config.allReduce.iterations;
    return ringDone && m_backgroundPending == 0 && m_backgroundRunning == 0;
}

double FabricRun::plannedEndSeconds() const
{
    const AllReduceWorkload& w = m_config.allReduce;
    double end = w.enabled ? w.iterations * (w.computeSeconds + m_closedForm) : 0.0;
    for (const BackgroundFlow& b : m_config.background)
        end = std::max(end,
                       b.startSeconds + b.bytes * 8.0 / m_config.fabric.nicRate.inBitsPerSecond());
    return end;
}

void FabricRun::runToEnd()
{
    while (!finished() && m_simulation.step()) {
    }
}

std::size_t FabricRun::replaySegment() const
{
    return m_replay->segmentIndexAt(m_simulation.now() - m_stepStart);
}

std::span<const double> FabricRun::currentLoads() const
{
    // Background flows never share the fabric with a replayed step.
    return replaying() ? std::span<const double>(m_replay->channelLoadBps(replaySegment()))
                       : m_engine->channelLoadBps();
}

std::size_t FabricRun::activeFlowCount() const
{
    return replaying() ? m_replay->segments()[replaySegment()].activeCount
                       : m_engine->activeFlowCount();
}

const topo::Path& FabricRun::flowPath(const LiveFlow& flow) const
{
    if (m_replay && flow.kind == FlowKind::AllReduce)
        return m_replay->flows().at(std::size_t(flow.id)).path;
    return m_engine->path(flow.id);
}

std::vector<LiveFlow> FabricRun::liveFlows() const
{
    std::vector<LiveFlow> out;
    if (replaying()) {
        const double offset = m_simulation.now() - m_stepStart;
        const auto& flows = m_replay->flows();
        for (std::size_t i = 0; i < flows.size(); ++i) {
            if (!m_replay->active(i, offset))
                continue;
            const double remaining = m_replay->remainingBytes(i, offset);
            const RingStepReplay::Flow& rf = flows[i];
            LiveFlow f;
            f.id = net::FlowId(i);
            f.kind = FlowKind::AllReduce;
            f.source = rf.source;
            f.destination = rf.destination;
            f.bytes = rf.bytes;
            f.rank = rf.rank;
            f.rateBps = m_replay->rateBps(i, offset);
            f.progress = f.bytes > 0 ? std::clamp(1.0 - remaining / f.bytes, 0.0, 1.0) : 1.0;
            out.push_back(f);
        }
        return out;
    }
    const std::vector<net::FlowId> active = m_engine->activeFlows();
    out.reserve(active.size());
    for (net::FlowId id : active) {
        const LiveFlow* flow = info(id);
        if (flow == nullptr)
            continue;
        LiveFlow f = *flow;
        f.rateBps = m_engine->rateBps(id);
        f.progress =
            f.bytes > 0 ? std::clamp(1.0 - m_engine->remainingBytes(id) / f.bytes, 0.0, 1.0) : 1.0;
        out.push_back(f);
    }
    return out;
}

std::vector<LiveFlow> FabricRun::flowsOnLink(topo::LinkId link) const
{
    std::vector<LiveFlow> out;
    for (const LiveFlow& f : liveFlows()) {
        const topo::Path& path = flowPath(f);
        if (std::any_of(path.begin(), path.end(),
                        [link](topo::ChannelId c) { return topo::Graph::linkOf(c) == link; }))
            out.push_back(f);
    }
    return out;
}

std::vector<LiveFlow> FabricRun::flowsAtNode(topo::NodeId node) const
{
    const topo::Graph& g = m_fabric->graph;
    std::vector<LiveFlow> out;
    for (const LiveFlow& f : liveFlows()) {
        const topo::Path& path = flowPath(f);
        const bool crosses = std::any_of(path.begin(), path.end(), [&](topo::ChannelId c) {
            return g.channelSource(c) == node || g.channelTarget(c) == node;
        });
        if (crosses)
            out.push_back(f);
    }
    return out;
}

double FabricRun::channelLoadBps(topo::ChannelId channel) const
{
    const auto loads = currentLoads();
    return channel < loads.size() ? loads[channel] : 0.0;
}

double FabricRun::channelUtilisation(topo::ChannelId channel) const
{
    const double capacity = m_fabric->graph.channelCapacityBps(channel);
    return capacity > 0 ? channelLoadBps(channel) / capacity : 0.0;
}

double FabricRun::linkUtilisation(topo::LinkId link) const
{
    return std::max(channelUtilisation(topo::Graph::channel(link, 0)),
                    channelUtilisation(topo::Graph::channel(link, 1)));
}

BundleLoad FabricRun::bundleLoad(std::span<const topo::LinkId> links, topo::NodeId towards) const
{
    BundleLoad b;
    const topo::Graph& g = m_fabric->graph;
    double capacityAll = 0.0;
    for (topo::LinkId l : links) {
        ++b.links;
        const bool usable = g.usable(l);
        if (!usable)
            ++b.failedLinks;
        const double c = g.link(l).capacity.inBitsPerSecond();
        capacityAll += c;
        if (usable)
            b.capacityBps += c;
        const int forward = g.link(l).a == towards ? 1 : 0;
        b.forwardBps += channelLoadBps(topo::Graph::channel(l, forward));
        b.backwardBps += channelLoadBps(topo::Graph::channel(l, 1 - forward));
    }
    const double capacity = b.capacityBps > 0 ? b.capacityBps : capacityAll;
    b.utilisation = capacity > 0 ? std::max(b.forwardBps, b.backwardBps) / capacity : 0.0;
    return b;
}

double FabricRun::nodeThroughputBps(topo::NodeId node, bool outgoing) const
{
    const topo::Graph& g = m_fabric->graph;
    double sum = 0.0;
    for (const topo::Adjacency& adj : g.neighbours(node)) {
        const topo::ChannelId out = g.channelFrom(adj.link, node);
        sum += channelLoadBps(outgoing ? out : (out ^ 1u));
    }
    return sum;
}

std::vector<topo::LinkId> FabricRun::uplinks(int leaf, int spine) const
{
    const topo::Graph& g = m_fabric->graph;
    std::vector<topo::LinkId> out;
    const topo::NodeId s = m_fabric->spines.at(std::size_t(spine));
    for (const topo::Adjacency& adj : g.neighbours(m_fabric->leaves.at(std::size_t(leaf)))) {
        if (adj.other == s)
            out.push_back(adj.link);
    }
    std::sort(out.begin(), out.end());
    return out;
}

topo::LinkId FabricRun::accessLink(topo::NodeId nic) const
{
    const topo::Graph& g = m_fabric->graph;
    for (const topo::Adjacency& adj : g.neighbours(nic)) {
        if (g.node(adj.other).kind == topo::NodeKind::Leaf)
            return adj.link;
    }
    return ~topo::LinkId{0};
}

double FabricRun::peakNetworkUtilisation() const
{
    return m_detector->peakNetworkUtilisation(currentLoads());
}

void FabricRun::onRatesChanged()
{
    const auto loads = m_engine->channelLoadBps();
    m_peakSinceStart = std::max(m_peakSinceStart, m_detector->peakNetworkUtilisation(loads));
    m_congested = m_detector->congestedChannels(*m_engine, loads);
    if (!m_congested.empty())
        m_congestionSeen = true;
}

const std::vector<topo::ChannelId>& FabricRun::congestedChannels() const
{
    static const std::vector<topo::ChannelId> none;
    if (replaying())
        return m_replay->segments()[replaySegment()].congested;
    return m_engine->activeFlowCount() == 0 ? none : m_congested;
}

CongestionState FabricRun::congestion() const
{
    if (activeFlowCount() == 0)
        return CongestionState::Idle;
    return congestedChannels().empty() ? CongestionState::Normal : CongestionState::Congested;
}

int FabricRun::spinesAvailable() const
{
    const topo::Graph& g = m_fabric->graph;
    int count = 0;
    for (topo::NodeId s : m_fabric->spines) {
        if (!g.node(s).up)
            continue;
        const auto adj = g.neighbours(s);
        if (std::any_of(adj.begin(), adj.end(),
                        [&](const topo::Adjacency& a) { return g.usable(a.link); }))
            ++count;
    }
    return count;
}

int FabricRun::failedLinkCount() const
{
    const topo::Graph& g = m_fabric->graph;
    int count = 0;
    for (topo::LinkId l = 0; l < g.linkCount(); ++l) {
        if (g.link(l).kind == topo::LinkKind::Network && !g.usable(l))
            ++count;
    }
    return count;
}

topo::Oversubscription FabricRun::oversubscription() const
{
    return topo::oversubscription(*m_fabric);
}

} // namespace ailab::core::models::fabric
