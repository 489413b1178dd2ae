#include "core/topo/routing.h"

#include "core/error.h"
#include "core/topo/routing_tables.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::topo {
namespace {

// Mixes a switch's id into the hash seed, so that switches in a row do not all make the
// same choice for a flow (hash polarisation). Golden-ratio multiplier (Knuth, TAOCP 6.4).
std::uint32_t nodeSeed(std::uint32_t seed, NodeId node)
{
    return seed ^ (node * 0x9E3779B1u);
}

ChannelId channelLeaving(const Graph& graph, LinkId link, NodeId from)
{
    return graph.links()[link].a == from ? Graph::channel(link, 0) : Graph::channel(link, 1);
}

NodeId otherEnd(const Graph& graph, LinkId link, NodeId from)
{
    const Link& l = graph.links()[link];
    return l.a == from ? l.b : l.a;
}

} // namespace

Router::Router(const Graph& graph)
    : m_graph(graph)
    , m_tables(std::make_shared<Tables>())
{
}

// Drops every table when the failure state changed, and the index when nodes or links
// were added since it was built.
void Router::refresh()
{
    Tables& t = *m_tables;
    if (t.indexedNodes != m_graph.nodeCount() || t.indexedLinks != m_graph.linkCount()) {
        t.buildIndex(m_graph);
        m_builtForVersion = ~std::uint64_t{0};
    }
    if (m_builtForVersion != m_graph.stateVersion()) {
        t.clearRoutes(m_graph);
        m_builtForVersion = m_graph.stateVersion();
    }
}

RouteContext Router::context(NodeId source, NodeId destination)
{
    const std::size_t n = m_graph.nodeCount();
    if (source >= n || destination >= n)
        throw Error("a route names a node that is not in the graph");
    refresh();
    return m_tables->context(m_graph, source, destination);
}

std::span<const LinkId> Router::hops(const RouteContext& ctx, NodeId at)
{
    std::span<const LinkId> all = m_tables->hops(ctx, at);
    if (at < m_maxPaths.size() && m_maxPaths[at] > 0 &&
        all.size() > static_cast<std::size_t>(m_maxPaths[at]))
        all = all.first(static_cast<std::size_t>(m_maxPaths[at]));
    return all;
}

std::span<const LinkId> Router::nextHops(NodeId at, NodeId destination)
{
    const RouteContext ctx = context(at, destination);
    if (at == destination || ctx.distance(at) >= kUnreachable)
        return {};
    return hops(ctx, at);
}

std::optional<Path> Router::route(NodeId source, NodeId destination, const FiveTuple& tuple,
                                  std::uint32_t seed)
{
    const RouteContext ctx = context(source, destination);
    const int length = ctx.distance(source);
    if (length >= kUnreachable)
        return std::nullopt;
    Path path;
    path.reserve(static_cast<std::size_t>(length));
    NodeId at = source;
    while (at != destination) {
        const std::span<const LinkId> next = hops(ctx, at);
        if (next.empty())
            return std::nullopt;
        std::size_t pick = 0;
        if (next.size() > 1)
            pick = ecmpHash(tuple, nodeSeed(seed, at)) % next.size();
        path.push_back(channelLeaving(m_graph, next[pick], at));
        at = otherEnd(m_graph, next[pick], at);
    }
    return path;
}

std::vector<Path> Router::equalCostPaths(NodeId source, NodeId destination, std::size_t limit)
{
    std::vector<Path> paths;
    const RouteContext ctx = context(source, destination);
    if (limit == 0 || ctx.distance(source) >= kUnreachable)
        return paths;
    Path current;
    // Depth-first in next-hop order (the hop sets stay put while no table is added).
    const auto walk = [&](const auto& self, NodeId at) -> void {
        if (at == destination) {
            paths.push_back(current);
            return;
        }
        for (LinkId link : hops(ctx, at)) {
            current.push_back(channelLeaving(m_graph, link, at));
            self(self, otherEnd(m_graph, link, at));
            current.pop_back();
            if (paths.size() >= limit)
                return;
        }
    };
    walk(walk, source);
    return paths;
}

std::vector<WeightedPath> Router::routeFlow(NodeId source, NodeId destination,
                                            const FiveTuple& tuple, std::uint32_t seed,
                                            EcmpMode mode)
{
    std::vector<WeightedPath> shares;
    if (mode == EcmpMode::Hash) {
        if (auto path = route(source, destination, tuple, seed))
            shares.push_back({std::move(*path), 1.0});
        return shares;
    }
    std::vector<Path> paths = equalCostPaths(source, destination);
    const double weight = paths.empty() ? 0.0 : 1.0 / static_cast<double>(paths.size());
    shares.reserve(paths.size());
    for (Path& p : paths)
        shares.push_back({std::move(p), weight});
    return shares;
}

void Router::limitEcmpWidth(NodeId node, int maxPaths)
{
    if (node >= m_graph.nodeCount())
        throw Error("the misconfigured node is not in the graph");
    if (maxPaths < 1)
        throw Error(fmt::format("maxPaths must be at least 1 (got {})", maxPaths), "maxPaths");
    if (m_maxPaths.size() < m_graph.nodeCount())
        m_maxPaths.resize(m_graph.nodeCount(), 0);
    m_maxPaths[node] = maxPaths;
}

void Router::clearMisconfiguration()
{
    m_maxPaths.clear();
}

bool Router::misconfigured() const
{
    return std::any_of(m_maxPaths.begin(), m_maxPaths.end(), [](int m) { return m > 0; });
}

} // namespace ailab::core::topo
