#include "core/collective/connection_routes.h"

#include "core/error.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::collective::detail {

namespace {

std::uint16_t queuePairPort(int from, int to)
{
    // Fixed per (sender, receiver) connection, as a NIC keeps one UDP source port per
    // queue pair (RoCEv2 uses 49152..65535); the mix spreads neighbouring ranks.
    std::uint32_t x = static_cast<std::uint32_t>(from) * 0x9E3779B1u ^
                      static_cast<std::uint32_t>(to) * 0x85EBCA77u;
    x ^= x >> 15;
    x *= 0x2C1B3C6Du;
    x ^= x >> 12;
    return static_cast<std::uint16_t>(49152u + (x & 0x3FFFu));
}

} // namespace

ConnectionRoutes::ConnectionRoutes(const topo::Fabric& fabric, topo::Router& router,
                                   const CollectiveRequest& request,
                                   const std::vector<topo::NodeId>& nodes, bool splitSprayed,
                                   std::vector<int> portRanks)
    : m_fabric(fabric)
    , m_router(router)
    , m_request(request)
    , m_nodes(nodes)
    , m_routesOf(nodes.size())
    , m_splitSprayed(splitSprayed && request.ecmp == topo::EcmpMode::Spray)
    , m_portRanks(std::move(portRanks))
{
}

std::uint32_t ConnectionRoutes::indexOf(int from, int to)
{
    for (const auto& [peer, index] : m_routesOf[from]) {
        if (peer == to)
            return index;
    }
    topo::SplitPaths split;
    if (m_splitSprayed &&
        m_router.splitEqualCostPaths(m_nodes[from], m_nodes[to], split, topo::kSprayPathLimit) &&
        split.pathCount > 1) {
        m_routes.emplace_back();
        m_splits.push_back(std::move(split));
    } else {
        m_routes.push_back(route(from, to));
        m_splits.emplace_back();
    }
    m_pairs.emplace_back(from, to);
    const auto index = static_cast<std::uint32_t>(m_routes.size() - 1);
    m_routesOf[from].emplace_back(to, index);
    return index;
}

void ConnectionRoutes::expand(std::uint32_t index)
{
    if (!isSplit(index))
        return;
    m_routes[index] = route(m_pairs[index].first, m_pairs[index].second);
    m_splits[index] = {};
}

std::vector<topo::WeightedPath> ConnectionRoutes::route(int from, int to)
{
    const topo::NodeId a = m_nodes[from];
    const topo::NodeId b = m_nodes[to];
    topo::FiveTuple tuple;
    tuple.sourceIp = topo::nicAddress(m_fabric.graph, m_fabric.nicOfGpu(a));
    tuple.destinationIp = topo::nicAddress(m_fabric.graph, m_fabric.nicOfGpu(b));
    const bool renumbered = !m_portRanks.empty();
    tuple.sourcePort = queuePairPort(renumbered ? m_portRanks[std::size_t(from)] : from,
                                     renumbered ? m_portRanks[std::size_t(to)] : to);
    auto paths = m_router.routeFlow(a, b, tuple, m_request.seed, m_request.ecmp);
    if (paths.empty())
        throw Error(fmt::format("rank {} ({}) has no path to rank {} ({})", from,
                                m_fabric.graph.node(a).name, to, m_fabric.graph.node(b).name));
    return paths;
}

double busiestChannelUtilisation(const topo::Graph& graph, std::span<const double> channelBytes,
                                 double seconds)
{
    double busiest = 0;
    if (!(seconds > 0))
        return busiest;
    for (topo::ChannelId c = 0; c < channelBytes.size(); ++c) {
        const double util = channelBytes[c] * 8.0 / (graph.channelCapacityBps(c) * seconds);
        busiest = std::max(busiest, util);
    }
    return busiest;
}

} // namespace ailab::core::collective::detail
