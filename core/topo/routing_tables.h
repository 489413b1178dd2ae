#pragma once

#include "core/topo/graph.h"
#include "core/topo/routing.h"

#include <cstdint>
#include <map>
#include <span>
#include <utility>
#include <vector>

// The router's tables (an implementation detail of routing.cpp).
//
// Hosts do not forward: a path crosses the nodes of a server only in the server where it
// starts and the one where it ends, and a GPU, a memory or an NVMe node is only ever an
// end of a path. So the hop distances towards a destination are needed only for the
// switches, the destination's server and the source's server:
// - per destination, an exact BFS over the switches and the destination's server;
// - the switches' part (distances and next hops) is shared by every destination that the
//   switches reach through the same entry switches at the same distances (all GPUs behind
//   one leaf, say), so a 1,024-server fabric keeps one switch table per leaf, not per GPU;
// - the source's server gets its distances from its border links, cached per
//   (server, switch table).
namespace ailab::core::topo {

inline constexpr int kUnreachable = 1 << 29;

struct SwitchTable
{
    std::vector<int> distance;        // per switch index
    std::vector<std::uint32_t> first; // next hops of switch i: hops[first[i] .. first[i + 1])
    std::vector<LinkId> hops;         // switch-to-switch next hops only
    std::vector<std::uint8_t> entry;  // 1: a shortest path enters the destination's server here
    std::vector<std::int32_t> sourceTable; // per server: its ServerTable as a source; -1 none yet
};

// Distances and next hops of one server's nodes towards one destination.
struct ServerTable
{
    std::vector<int> distance;        // per node of the server (local index)
    std::vector<std::uint32_t> first; // next hops of node i: hops[first[i] .. first[i + 1])
    std::vector<LinkId> hops;
};

struct DestinationTable
{
    std::uint32_t switchTable = 0;
    ServerTable server; // the destination's server; empty when the destination is a switch
    // The entry switches (ascending switch index) with their full next-hop sets: the links
    // into the destination's server, then any switch-to-switch hops.
    std::vector<int> entrySwitches;
    std::vector<std::uint32_t> entryFirst;
    std::vector<LinkId> entryHops;
};

// What one walk from a source to a destination needs; valid until the tables change.
struct RouteContext
{
    NodeId source = kNoNode;
    NodeId destination = kNoNode;
    int destinationServer = -1;
    int sourceServer = -1; // -1 when the source is a switch or in the destination's server
    const DestinationTable* table = nullptr;
    const SwitchTable* switches = nullptr;
    const ServerTable* sourceTable = nullptr;
    const std::vector<int>* switchIndex = nullptr;
    const std::vector<int>* localIndex = nullptr;
    const std::vector<int>* serverOf = nullptr;

    int distance(NodeId node) const;
};

struct Router::Tables
{
    struct Border
    {
        LinkId link;
        NodeId inside;  // the server's node
        NodeId outside; // the switch
    };

    // Index of the graph's structure (rebuilt only when nodes or links are added).
    std::size_t indexedNodes = ~std::size_t{0};
    std::size_t indexedLinks = ~std::size_t{0};
    std::vector<int> switchIndex;           // per node; -1 for a server's node
    std::vector<NodeId> switchNodes;        // switch index -> node
    std::vector<int> localIndex;            // per node: index among its server's nodes
    std::vector<std::uint32_t> serverFirst; // server s: serverNodes[serverFirst[s] ..)
    std::vector<NodeId> serverNodes;
    std::vector<std::uint32_t> borderFirst; // server s: borders[borderFirst[s] ..)
    std::vector<Border> borders;
    std::vector<std::uint32_t> internalFirst; // server s: internalLinks[internalFirst[s] ..)
    std::vector<LinkId> internalLinks;
    std::vector<std::uint32_t> switchAdjFirst; // switch i: switchAdj[switchAdjFirst[i] ..)
    std::vector<Adjacency> switchAdj;
    // The same neighbours once each (parallel links folded), for the searches that need
    // only distances: switch i's are switchPeers[switchPeerFirst[i] ..), peer j's links
    // peerLinks[peerLinkFirst[j] ..); peerUsable[j] when one of them is usable.
    std::vector<std::uint32_t> switchPeerFirst;
    std::vector<NodeId> switchPeers;
    std::vector<std::uint32_t> peerLinkFirst;
    std::vector<LinkId> peerLinks;
    std::vector<std::uint8_t> peerUsable;
    std::vector<std::uint8_t> transit; // per node: may forward traffic for others
    std::vector<int> serverOf;         // per node: Node::server

    // Which links are usable in the current failure state (Graph::usable, looked up often).
    std::vector<std::uint8_t> linkUsable;

    // Routes for the current failure state.
    std::vector<SwitchTable> switchTables;
    std::map<std::vector<std::pair<int, int>>, std::uint32_t> tableByEntries;
    std::vector<std::int32_t> destinationIndex; // per node; -1 until computed
    std::vector<DestinationTable> destinations;
    std::vector<ServerTable> sourceTables;

    // Scratch, reused so that routing does not allocate per call.
    std::vector<int> switchScratch;
    std::vector<int> serverScratch;
    std::vector<NodeId> queue;
    // splitEqualCostPaths' walk.
    std::vector<int> splitIndex; // per node; -1 outside the walk
    std::vector<NodeId> splitNodes;
    std::vector<std::uint64_t> splitWays;
    std::vector<std::uint64_t> splitInto;
    std::vector<SplitPaths::Hop> splitHops;

    void buildIndex(const Graph& graph);
    // Forgets every route and takes the failure state from the graph.
    void clearRoutes(const Graph& graph);
    RouteContext context(const Graph& graph, NodeId source, NodeId destination);
    // Every equal-cost next hop from `at`, before any misconfiguration.
    std::span<const LinkId> hops(const RouteContext& ctx, NodeId at) const;

private:
    std::uint32_t destinationTable(const Graph& graph, NodeId destination);
    std::uint32_t switchTable();
    std::uint32_t sourceTable(const Graph& graph, int server, std::uint32_t table);
    void fillServerHops(const Graph& graph, int server, const SwitchTable& switches,
                        NodeId destination, ServerTable& t) const;
    std::span<const Border> bordersOf(int server) const
    {
        return {borders.data() + borderFirst[server], borders.data() + borderFirst[server + 1]};
    }
};

} // namespace ailab::core::topo
