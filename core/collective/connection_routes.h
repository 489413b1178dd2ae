#pragma once

#include "core/collective/collective_run.h"

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

// The routes of a collective's connections, shared by its two runners (collective_runner.cpp,
// collective_fast_path.cpp): each (sender, receiver) pair is routed once, with the UDP source
// port a NIC keeps for that queue pair, and the same pair always gets the same paths.
namespace ailab::core::collective::detail {

class ConnectionRoutes
{
public:
    ConnectionRoutes(const topo::Fabric& fabric, topo::Router& router,
                     const CollectiveRequest& request, const std::vector<topo::NodeId>& nodes,
                     bool splitSprayed = false, std::vector<int> portRanks = {});

    // The index of the pair's route set, routing it on first use. Throws core::Error when
    // the pair has no path.
    std::uint32_t indexOf(int from, int to);
    // Empty while the pair is in split form.
    const std::vector<topo::WeightedPath>& paths(std::uint32_t index) const
    {
        return m_routes[index];
    }
    // Whether the pair's paths are in split form (more than one path, none listed yet).
    bool isSplit(std::uint32_t index) const { return m_splits[index].pathCount > 0; }
    const topo::SplitPaths& split(std::uint32_t index) const { return m_splits[index]; }
    // Lists the pair's paths one by one (the same routeFlow gives) and drops its split form.
    void expand(std::uint32_t index);
    const std::vector<topo::WeightedPath>& paths(int from, int to)
    {
        return m_routes[indexOf(from, to)];
    }
    std::size_t size() const { return m_routes.size(); }

private:
    std::vector<topo::WeightedPath> route(int from, int to);

    const topo::Fabric& m_fabric;
    topo::Router& m_router;
    const CollectiveRequest& m_request;
    const std::vector<topo::NodeId>& m_nodes;
    std::vector<std::vector<std::pair<int, std::uint32_t>>> m_routesOf; // per sender
    std::vector<std::vector<topo::WeightedPath>> m_routes;
    std::vector<topo::SplitPaths> m_splits; // pathCount 0 when listed in m_routes
    std::vector<std::pair<int, int>> m_pairs;
    bool m_splitSprayed = false;
    std::vector<int> m_portRanks; // RoundProgram::portRanks
};

// The busiest channel's bytes x 8 / (capacity x seconds), 0 for a run of no time.
double busiestChannelUtilisation(const topo::Graph& graph, std::span<const double> channelBytes,
                                 double seconds);

} // namespace ailab::core::collective::detail
