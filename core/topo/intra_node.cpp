#include "core/topo/intra_node.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <set>

namespace ailab::core::topo {

namespace {

// Devices end a route; they never forward another device's traffic.
bool forwards(NodeKind kind)
{
    return kind == NodeKind::Cpu || kind == NodeKind::PcieSwitch || kind == NodeKind::NvSwitch;
}

bool sameLatency(double a, double b)
{
    if (std::isinf(a) || std::isinf(b))
        return a == b;
    return std::abs(a - b) <= 1e-12 * std::max({1e-9, std::abs(a), std::abs(b)});
}
} // namespace

double Route::seconds(double bytes) const
{
    return bytesPerSecond > 0.0 ? latencySeconds + bytes / bytesPerSecond : 0.0;
}

std::vector<std::vector<std::string>> Route::nodeNames(const Graph& graph) const
{
    std::vector<std::vector<std::string>> out;
    for (const Path& path : paths) {
        std::vector<std::string> names{graph.node(from).name};
        for (ChannelId c : path)
            names.push_back(graph.node(graph.channelTarget(c)).name);
        out.push_back(std::move(names));
    }
    return out;
}

Route findRoute(const Graph& graph, NodeId from, NodeId to)
{
    if (from >= graph.nodeCount() || to >= graph.nodeCount() || from == to)
        throw Error("a route needs two different nodes of the graph");
    // Dijkstra on latency from `from`, expanding only through nodes that forward.
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> dist(graph.nodeCount(), inf);
    using Item = std::pair<double, NodeId>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    dist[from] = 0.0;
    queue.push({0.0, from});
    while (!queue.empty()) {
        const auto [d, n] = queue.top();
        queue.pop();
        if (d > dist[n])
            continue;
        if (n != from && (n == to || !forwards(graph.node(n).kind)))
            continue;
        for (const Adjacency& adj : graph.neighbours(n)) {
            if (!graph.usable(adj.link))
                continue;
            const double nd = d + graph.link(adj.link).latency.inSeconds();
            if (nd < dist[adj.other] && !sameLatency(nd, dist[adj.other])) {
                dist[adj.other] = nd;
                queue.push({nd, adj.other});
            }
        }
    }
    if (dist[to] == inf)
        throw Error("no route from " + graph.node(from).name + " to " + graph.node(to).name);

    // Every shortest path: walk back from `to` over links that keep the distance exact.
    Route route;
    route.from = from;
    route.to = to;
    route.latencySeconds = dist[to];
    std::vector<ChannelId> reversed;
    auto walk = [&](auto&& self, NodeId node) -> void {
        if (node == from) {
            route.paths.emplace_back(reversed.rbegin(), reversed.rend());
            return;
        }
        if (route.paths.size() >= 16)
            return;
        for (const Adjacency& adj : graph.neighbours(node)) {
            const NodeId prev = adj.other;
            if (!graph.usable(adj.link) || dist[prev] == inf)
                continue;
            if (prev != from && !forwards(graph.node(prev).kind))
                continue;
            const double d = dist[prev] + graph.link(adj.link).latency.inSeconds();
            if (!sameLatency(d, dist[node]) || dist[prev] >= dist[node])
                continue;
            reversed.push_back(graph.channelFrom(adj.link, prev));
            self(self, prev);
            reversed.pop_back();
        }
    };
    walk(walk, to);
    std::sort(route.paths.begin(), route.paths.end());

    // Stripes add up only when they share no channel; otherwise one path carries it.
    std::set<ChannelId> seen;
    bool disjoint = true;
    for (const Path& p : route.paths) {
        for (ChannelId c : p)
            disjoint = seen.insert(c).second && disjoint;
    }
    if (!disjoint)
        route.paths.resize(1);
    route.nvlink = true;
    for (const Path& p : route.paths) {
        route.bytesPerSecond += graph.bottleneck(p).inBitsPerSecond() / 8.0;
        for (ChannelId c : p) {
            const Link& l = graph.link(Graph::linkOf(c));
            route.viaSocketLink = route.viaSocketLink || l.kind == LinkKind::CpuLink;
            route.nvlink = route.nvlink && l.kind == LinkKind::NvLink;
            route.viaHost =
                route.viaHost || graph.node(graph.channelTarget(c)).kind == NodeKind::Cpu;
        }
    }
    return route;
}

ServerGraph withFabric(const ServerSpec& spec, GpuFabric fabric)
{
    ServerSpec copy = spec;
    copy.fabric = fabric;
    if (fabric == GpuFabric::NvlinkPairs && copy.gpus % 2 != 0)
        copy.fabric = GpuFabric::PcieOnly; // no partner for the last GPU
    return buildServer(copy);
}

} // namespace ailab::core::topo
