#include "core/cluster/fabric_state.h"

#include "core/collective/collective_run.h"
#include "core/error.h"

#include <algorithm>
#include <fmt/format.h>
#include <limits>

namespace ailab::core::cluster {

topo::FabricConfig fabricConfigFor(const FabricSpec& spec, int servers, int gpusPerServer)
{
    topo::FabricConfig config;
    const int leafGroups = std::max(1, (servers + spec.serversPerLeaf - 1) / spec.serversPerLeaf);
    config.shape = spec.shape == FabricShapeId::RailOptimised ? topo::FabricShape::RailOptimised
                                                              : topo::FabricShape::LeafSpine;
    config.servers = servers;
    config.gpusPerServer = gpusPerServer;
    config.nicsPerServer = spec.nicsPerServer;
    config.leaves = spec.shape == FabricShapeId::RailOptimised ? leafGroups * spec.nicsPerServer
                                                               : leafGroups;
    config.spines = spec.spines;
    config.uplinksPerLeafSpine = spec.uplinksPerLeafSpine;
    config.nicRate = units::BitRate::gigabitsPerSecond(spec.nicGbps);
    config.uplinkRate = units::BitRate::gigabitsPerSecond(spec.uplinkGbps);
    return config;
}

namespace {

topo::Fabric build(const FabricSpec& spec, int servers, int gpusPerServer)
{
    const topo::FabricConfig config = fabricConfigFor(spec, servers, gpusPerServer);
    try {
        return topo::buildFabric(config);
    } catch (const Error& e) {
        throw Error(e.message(), "/model/fabric/" + e.path());
    }
}

} // namespace

FabricState::FabricState(const FabricSpec& spec, int servers, int gpusPerServer)
    : m_fabric(build(spec, servers, gpusPerServer)), m_router(m_fabric.graph),
      m_dcqcnOff(std::size_t(servers), 0), m_roce(spec.pfc)
{
    const topo::Graph& g = m_fabric.graph;
    m_uplinkOfLink.assign(g.linkCount(), -1);
    for (const topo::Link& link : g.links())
        m_ratedCapacity.push_back(link.capacity);
    for (std::size_t leafIndex = 0; leafIndex < m_fabric.leaves.size(); ++leafIndex) {
        const topo::NodeId leaf = m_fabric.leaves[leafIndex];
        std::map<topo::NodeId, int> parallel;
        for (const topo::Adjacency& adj : g.neighbours(leaf)) {
            if (g.node(adj.other).kind != topo::NodeKind::Spine)
                continue;
            const int k = parallel[adj.other]++;
            m_uplinkOfLink[adj.link] = int(m_uplinks.size());
            m_uplinks.push_back(adj.link);
            m_uplinkLeaf.push_back(int(leafIndex));
            std::string name = g.node(leaf).name + "-" + g.node(adj.other).name;
            if (k > 0)
                name += fmt::format("#{}", k + 1);
            m_uplinkNames.push_back(std::move(name));
        }
    }
}

double FabricState::uplinkBitsPerSecond(std::size_t index) const
{
    return m_fabric.graph.link(m_uplinks.at(index)).capacity.inBitsPerSecond();
}

std::vector<topo::LinkId> FabricState::resolveUplinks(const std::string& target,
                                                      const std::string& pointer) const
{
    const auto dash = target.find('-');
    if (dash == std::string::npos)
        throw Error(fmt::format("expected a leaf-spine link such as \"leaf0-spine1\", got \"{}\"", target),
                    pointer);
    const topo::NodeId leaf = resolveSwitch(target.substr(0, dash), pointer);
    const topo::NodeId spine = resolveSwitch(target.substr(dash + 1), pointer);
    std::vector<topo::LinkId> links;
    for (const topo::Adjacency& adj : m_fabric.graph.neighbours(leaf))
        if (adj.other == spine)
            links.push_back(adj.link);
    if (links.empty())
        throw Error(fmt::format("no link joins \"{}\"", target), pointer);
    return links;
}

topo::NodeId FabricState::resolveSwitch(const std::string& target, const std::string& pointer) const
{
    const topo::NodeId node = m_fabric.graph.findNode(target);
    if (node == topo::kNoNode) {
        throw Error(fmt::format("no switch is named \"{}\" (leaves leaf0 to leaf{}, spines spine0 "
                                "to spine{})",
                                target, leafCount() - 1, spineCount() - 1),
                    pointer);
    }
    const auto kind = m_fabric.graph.node(node).kind;
    if (kind != topo::NodeKind::Leaf && kind != topo::NodeKind::Spine)
        throw Error(fmt::format("\"{}\" is not a switch", target), pointer);
    return node;
}

void FabricState::setLinksUp(const std::vector<topo::LinkId>& links, bool up)
{
    for (topo::LinkId link : links)
        m_fabric.graph.setLinkUp(link, up);
    ++m_epoch;
}

void FabricState::setSwitchUp(topo::NodeId node, bool up)
{
    m_fabric.graph.setNodeUp(node, up);
    ++m_epoch;
}

void FabricState::setLinksCapacityFraction(const std::vector<topo::LinkId>& links, double fraction)
{
    if (!(fraction > 0 && fraction <= 1))
        throw Error(fmt::format("a degraded link keeps a share of its capacity in (0, 1], got {}", fraction),
                    "severity");
    for (topo::LinkId link : links)
        m_fabric.graph.setLinkCapacity(link, m_ratedCapacity.at(link) * fraction);
    ++m_epoch;
}

int FabricState::linksDegraded() const
{
    int degraded = 0;
    for (topo::LinkId link : m_uplinks)
        degraded += m_fabric.graph.link(link).capacity < m_ratedCapacity.at(link) ? 1 : 0;
    return degraded;
}

bool FabricState::uplinkDegraded(std::size_t index) const
{
    const topo::LinkId link = m_uplinks.at(index);
    return m_fabric.graph.link(link).capacity < m_ratedCapacity.at(link);
}

void FabricState::limitEcmpWidth(topo::NodeId leaf, int maxPaths)
{
    m_ecmpLimits[leaf] = maxPaths;
    m_router.limitEcmpWidth(leaf, maxPaths);
    ++m_epoch;
}

void FabricState::clearEcmpLimits()
{
    m_ecmpLimits.clear();
    m_router.clearMisconfiguration();
    ++m_epoch;
}

void FabricState::setDcqcn(int server, bool on)
{
    m_dcqcnOff.at(std::size_t(server)) = on ? 0 : 1;
    ++m_epoch;
}

int FabricState::serversWithoutDcqcn() const
{
    return int(std::count(m_dcqcnOff.begin(), m_dcqcnOff.end(), std::uint8_t(1)));
}

bool FabricState::degraded() const
{
    return linksDown() > 0 || linksDegraded() > 0 || !m_ecmpLimits.empty();
}

int FabricState::linksDown() const
{
    int down = 0;
    for (topo::LinkId link : m_uplinks)
        down += m_fabric.graph.usable(link) ? 0 : 1;
    return down;
}

FabricState::AllReduceTiming FabricState::allReduce(const std::vector<topo::NodeId>& rankGpus,
                                                    double bytes, bool parallelRings)
{
    AllReduceTiming timing;
    timing.uplinkBytes.assign(m_uplinks.size(), 0.0);
    if (rankGpus.size() < 2 || bytes <= 0)
        return timing;
    collective::CollectiveRequest request;
    request.op = collective::CollectiveOp::AllReduce;
    request.algorithm = parallelRings ? collective::Algorithm::ParallelRings : collective::Algorithm::Ring;
    request.bytes = bytes;
    request.rankGpus = rankGpus;
    try {
        const collective::CollectiveResult result = collective::runCollective(m_fabric, m_router, request);
        timing.seconds = result.simulatedSeconds;
        for (std::size_t channel = 0; channel < result.channelBytes.size(); ++channel) {
            const int uplink = m_uplinkOfLink.at(channel / 2);
            if (uplink >= 0)
                timing.uplinkBytes[std::size_t(uplink)] += result.channelBytes[channel];
        }
    } catch (const Error&) {
        // A pair of ranks without a path (a partitioned fabric): the job cannot synchronise.
        timing.seconds = std::numeric_limits<double>::infinity();
    }
    return timing;
}

std::vector<double> FabricState::concurrentAllReduceSeconds(const std::vector<AllReduceGroup>& groups)
{
    std::vector<collective::CollectiveRequest> requests;
    std::vector<std::size_t> timed; // the groups that use the fabric, in request order
    std::vector<double> seconds(groups.size(), 0.0);
    for (std::size_t k = 0; k < groups.size(); ++k) {
        if (groups[k].rankGpus.size() < 2 || groups[k].bytes <= 0)
            continue;
        collective::CollectiveRequest request;
        request.op = collective::CollectiveOp::AllReduce;
        request.algorithm = groups[k].parallelRings ? collective::Algorithm::ParallelRings : collective::Algorithm::Ring;
        request.bytes = groups[k].bytes;
        request.rankGpus = groups[k].rankGpus;
        requests.push_back(std::move(request));
        timed.push_back(k);
    }
    try {
        const collective::ConcurrentCollectivesResult result =
            collective::runConcurrentCollectives(m_fabric, m_router, requests);
        for (std::size_t i = 0; i < timed.size(); ++i)
            seconds[timed[i]] = result.seconds[i];
    } catch (const Error&) {
        // A partitioned fabric: as allReduce, the jobs cannot synchronise.
        for (std::size_t k : timed)
            seconds[k] = std::numeric_limits<double>::infinity();
    }
    return seconds;
}

} // namespace ailab::core::cluster
