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

bool Router::splitEqualCostPaths(NodeId source, NodeId destination, SplitPaths& out,
                                 std::size_t limit)
{
    out.pathCount = 0;
    out.nodeCount = 0;
    out.hops.clear();
    const RouteContext ctx = context(source, destination);
    if (ctx.distance(source) >= kUnreachable)
        return true;
    if (source == destination) {
        out.pathCount = 1;
        out.nodeCount = 1;
        return limit >= 1;
    }
    // Every next hop leads one closer to the destination, so a breadth-first walk from the
    // source meets a node only after every hop into it. Counts saturate far above any
    // limit, so that a fabric with more paths than a 64-bit count holds stays "too many".
    static constexpr std::uint64_t kSaturated = std::uint64_t{1} << 62;
    const auto add = [](std::uint64_t a, std::uint64_t b) { return std::min(a + b, kSaturated); };
    Tables& t = *m_tables;
    t.splitIndex.resize(m_graph.nodeCount(), -1);
    std::vector<NodeId>& nodes = t.splitNodes;
    std::vector<std::uint64_t>& ways = t.splitWays; // into each node, then on from it
    nodes.assign({source, destination});
    ways.assign({1, 0});
    t.splitIndex[source] = 0;
    t.splitIndex[destination] = 1;
    std::vector<SplitPaths::Hop>& hopsOut = t.splitHops;
    hopsOut.clear();
    for (std::size_t head = 0; head < nodes.size(); head = head == 0 ? 2 : head + 1) {
        const NodeId at = nodes[head];
        for (const LinkId link : hops(ctx, at)) {
            const NodeId next = otherEnd(m_graph, link, at);
            if (t.splitIndex[next] < 0) {
                t.splitIndex[next] = static_cast<int>(nodes.size());
                nodes.push_back(next);
                ways.push_back(0);
            }
            const auto to = static_cast<std::uint32_t>(t.splitIndex[next]);
            ways[to] = add(ways[to], ways[head]);
            hopsOut.push_back(
                {channelLeaving(m_graph, link, at), static_cast<std::uint32_t>(head), to, 0});
        }
    }
    for (const NodeId v : nodes)
        t.splitIndex[v] = -1;
    out.pathCount = ways[1];
    if (out.pathCount > limit)
        return false;
    // Backwards: the ways on from each node to the destination; a hop is on
    // (ways into its start) x (ways on from its end) paths.
    std::vector<std::uint64_t>& into = t.splitInto;
    into.assign(ways.begin(), ways.end());
    std::fill(ways.begin(), ways.end(), 0);
    ways[1] = 1;
    for (auto hop = hopsOut.rbegin(); hop != hopsOut.rend(); ++hop)
        ways[hop->from] = add(ways[hop->from], ways[hop->to]);
    out.nodeCount = static_cast<std::uint32_t>(nodes.size());
    for (SplitPaths::Hop hop : hopsOut) {
        hop.paths = into[hop.from] * ways[hop.to]; // each at most pathCount
        if (hop.paths > 0)
            out.hops.push_back(hop);
    }
    return true;
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
