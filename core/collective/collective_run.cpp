#include "core/collective/collective_run.h"

#include "core/collective/collective_programs.h"
#include "core/error.h"
#include "core/net/flow_engine.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <map>

namespace ailab::core::collective {

namespace {

int resolveRanks(const topo::Fabric& fabric, int requested)
{
    const int gpus = static_cast<int>(fabric.gpus.size());
    if (requested < 0 || requested > gpus)
        throw Error(
            fmt::format("ranks must be from 1 to the fabric's {} GPUs, got {}", gpus, requested),
            "ranks");
    return requested == 0 ? gpus : requested;
}

void checkBytes(double bytes)
{
    if (!(bytes >= 0) || !std::isfinite(bytes))
        throw Error(fmt::format("bytes must be a finite size of at least 0, got {}", bytes),
                    "bytes");
}

double pathLatency(const topo::Graph& graph, topo::Router& router, topo::NodeId a, topo::NodeId b)
{
    if (a == b)
        return 0.0;
    const auto paths = router.equalCostPaths(a, b, 1);
    if (paths.empty())
        throw Error(
            fmt::format("there is no path from {} to {}", graph.node(a).name, graph.node(b).name));
    return graph.latency(paths.front()).inSeconds();
}

// The per-message latency alpha of the closed forms: the longest path between two ranks
// that exchange data in a ring over the placement (consecutive ranks), excluding pairs
// inside one server when `acrossOnly`.
double ringAlpha(const topo::Fabric& fabric, topo::Router& router,
                 const std::vector<topo::NodeId>& nodes, bool acrossOnly)
{
    double alpha = 0;
    const std::size_t p = nodes.size();
    for (std::size_t r = 0; r < p && p > 1; ++r) {
        const topo::NodeId a = nodes[r];
        const topo::NodeId b = nodes[(r + 1) % p];
        if (acrossOnly && fabric.serverOf(a) == fabric.serverOf(b))
            continue;
        alpha = std::max(alpha, pathLatency(fabric.graph, router, a, b));
    }
    return alpha;
}

// The ranks grouped by server, for the hierarchical algorithm; throws when the servers
// hold different numbers of ranks.
struct ServerGroups
{
    std::vector<int> serverOf; // group index (servers in the order of their first rank)
    std::vector<int> localOf;
    int servers = 0;
    int perServer = 0;
};

ServerGroups groupByServer(const topo::Fabric& fabric, const std::vector<topo::NodeId>& nodes)
{
    ServerGroups g;
    std::map<int, int> groupOfServer;
    std::vector<int> count;
    for (const topo::NodeId node : nodes) {
        const int server = fabric.serverOf(node);
        auto [it, added] = groupOfServer.emplace(server, static_cast<int>(count.size()));
        if (added)
            count.push_back(0);
        g.serverOf.push_back(it->second);
        g.localOf.push_back(count[it->second]++);
    }
    g.servers = static_cast<int>(count.size());
    g.perServer = count.empty() ? 0 : count.front();
    for (const int c : count) {
        if (c != g.perServer)
            throw Error("the hierarchical algorithm needs the same number of ranks on every "
                        "server",
                        "ranks");
    }
    return g;
}

} // namespace

std::string algorithmId(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Ring:
        return "ring";
    case Algorithm::Tree:
        return "tree";
    case Algorithm::Rabenseifner:
        return "rabenseifner";
    case Algorithm::Hierarchical:
        return "hierarchical";
    case Algorithm::ParallelRings:
        return "parallel-rings";
    }
    return "ring";
}

Algorithm parseAlgorithm(const std::string& text)
{
    for (const Algorithm a : {Algorithm::Ring, Algorithm::Tree, Algorithm::Rabenseifner,
                              Algorithm::Hierarchical, Algorithm::ParallelRings}) {
        if (algorithmId(a) == text)
            return a;
    }
    throw Error(fmt::format("unknown algorithm \"{}\"; expected one of ring, tree, "
                            "rabenseifner, hierarchical, parallel-rings",
                            text),
                "algorithm");
}

std::string placementId(Placement placement)
{
    return placement == Placement::Block ? "block" : "roundrobin";
}

Placement parsePlacement(const std::string& text)
{
    if (text == "block")
        return Placement::Block;
    if (text == "roundrobin")
        return Placement::RoundRobin;
    throw Error(fmt::format("unknown placement \"{}\"; expected block or roundrobin", text),
                "placement");
}

std::string collectiveOpId(CollectiveOp op)
{
    switch (op) {
    case CollectiveOp::AllReduce:
        return "all-reduce";
    case CollectiveOp::AllGather:
        return "all-gather";
    case CollectiveOp::ReduceScatter:
        return "reduce-scatter";
    case CollectiveOp::Broadcast:
        return "broadcast";
    }
    return "all-reduce";
}

CollectiveOp parseCollectiveOp(const std::string& text)
{
    for (const CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllGather,
                                  CollectiveOp::ReduceScatter, CollectiveOp::Broadcast}) {
        if (collectiveOpId(op) == text)
            return op;
    }
    throw Error(fmt::format("unknown collective \"{}\"; expected one of all-reduce, all-gather, "
                            "reduce-scatter, broadcast",
                            text),
                "op");
}

std::string collectiveEngineId(CollectiveEngine engine)
{
    return engine == CollectiveEngine::PerFlow ? "per-flow" : "auto";
}

CollectiveEngine parseCollectiveEngine(const std::string& text)
{
    for (const CollectiveEngine engine : {CollectiveEngine::Auto, CollectiveEngine::PerFlow}) {
        if (collectiveEngineId(engine) == text)
            return engine;
    }
    throw Error(fmt::format("unknown engine \"{}\"; expected auto or per-flow", text), "engine");
}

std::vector<topo::NodeId> placeRanks(const topo::Fabric& fabric, int ranks, Placement placement)
{
    ranks = resolveRanks(fabric, ranks);
    const int servers = fabric.serverCount();
    const int g = fabric.config.gpusPerServer;
    // Servers grouped by the leaf of their first NIC (rail fabrics: rail 0's leaf).
    auto leafOf = [&](int s) {
        if (static_cast<std::size_t>(s) < fabric.leafOfServer.size())
            return fabric.leafOfServer[s];
        return fabric.graph
            .node(fabric.nics[static_cast<std::size_t>(s) * fabric.config.nicsPerServer])
            .group;
    };
    std::vector<int> order(servers);
    for (int s = 0; s < servers; ++s)
        order[s] = s;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return leafOf(a) < leafOf(b); });
    std::vector<topo::NodeId> nodes;
    nodes.reserve(ranks);
    if (placement == Placement::Block) {
        for (int i = 0; i < ranks; ++i)
            nodes.push_back(fabric.gpu(order[i / g], i % g));
        return nodes;
    }
    // Round-robin: deal the servers of each leaf out in turn, one leaf after another.
    std::map<int, std::vector<int>> byLeaf;
    for (const int s : order)
        byLeaf[leafOf(s)].push_back(s);
    std::vector<int> dealt;
    for (std::size_t k = 0; dealt.size() < order.size(); ++k) {
        for (const auto& [leaf, list] : byLeaf) {
            if (k < list.size())
                dealt.push_back(list[k]);
        }
    }
    for (int i = 0; i < ranks; ++i)
        nodes.push_back(fabric.gpu(dealt[i % servers], i / servers));
    return nodes;
}

std::vector<topo::NodeId> rankNodes(const topo::Fabric& fabric, const CollectiveRequest& request)
{
    if (request.rankGpus.empty())
        return placeRanks(fabric, request.ranks, request.placement);
    std::vector<topo::NodeId> sorted = request.rankGpus;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        throw Error("a GPU holds two ranks", "rankGpus");
    std::vector<topo::NodeId> gpus = fabric.gpus;
    std::sort(gpus.begin(), gpus.end());
    for (const topo::NodeId gpu : sorted) {
        if (!std::binary_search(gpus.begin(), gpus.end(), gpu))
            throw Error("a rank's node is not a GPU of the fabric", "rankGpus");
    }
    return request.rankGpus;
}

double closedFormSeconds(const topo::Fabric& fabric, const CollectiveRequest& request)
{
    checkBytes(request.bytes);
    const std::vector<topo::NodeId> nodes = rankNodes(fabric, request);
    const int p = static_cast<int>(nodes.size());
    if (p <= 1)
        return 0.0;
    topo::Router router(fabric.graph);
    const double n = request.bytes;
    const double nic = fabric.config.nicRate.inBitsPerSecond() / 8.0;
    switch (request.op) {
    case CollectiveOp::AllGather:
        return ringAllGatherSeconds(p, n, nic, ringAlpha(fabric, router, nodes, false));
    case CollectiveOp::ReduceScatter:
        return ringReduceScatterSeconds(p, n, nic, ringAlpha(fabric, router, nodes, false));
    case CollectiveOp::Broadcast:
        return binomialBroadcastSeconds(p, n, nic, ringAlpha(fabric, router, nodes, false));
    case CollectiveOp::AllReduce:
        break;
    }
    const double alpha = ringAlpha(fabric, router, nodes, false);
    switch (request.algorithm) {
    case Algorithm::Ring:
        return ringAllReduceSeconds(p, n, nic, alpha);
    case Algorithm::Tree:
        return treeAllReduceSeconds(p, n, nic, alpha);
    case Algorithm::Rabenseifner:
        return rabenseifnerAllReduceSeconds(p, n, nic, alpha);
    case Algorithm::Hierarchical:
    case Algorithm::ParallelRings:
        break;
    }
    const ServerGroups groups = groupByServer(fabric, nodes);
    if (request.algorithm == Algorithm::ParallelRings) {
        // Each ring has its own NICs: one ring of the servers' count.
        return ringAllReduceSeconds(groups.servers, n, nic, ringAlpha(fabric, router, nodes, true));
    }
    const int g = groups.perServer;
    double nvAlpha = 0;
    if (g > 1) {
        for (int r = 0; r + 1 < p; ++r) {
            if (fabric.serverOf(nodes[r]) == fabric.serverOf(nodes[r + 1])) {
                nvAlpha = pathLatency(fabric.graph, router, nodes[r], nodes[r + 1]);
                break;
            }
        }
    }
    const double nvlink = fabric.config.nvlinkRate.inBitsPerSecond() / 8.0;
    return hierarchicalAllReduceSeconds(groups.servers, g, n, nvlink, nic, nvAlpha,
                                        ringAlpha(fabric, router, nodes, true));
}

} // namespace ailab::core::collective
