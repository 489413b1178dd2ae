#pragma once

#include "core/topo/graph.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

// Routing over a Graph: shortest paths by hop count over usable links, with the full
// equal-cost next-hop set at every node, and ECMP that hashes a flow's real 5-tuple to
// pick one next hop per switch (RFC 2992; docs/models.md, Routing and ECMP). Hosts do not forward:
// a path crosses a server's nodes only in the servers where it starts and ends, and GPUs,
// memory and NVMe nodes are only ever its ends.
namespace ailab::core::topo {

struct RouteContext;

// A RoCEv2 flow's identity: RoCEv2 is UDP (protocol 17) to port 4791, and the source port
// carries the entropy a NIC gives each queue pair.
struct FiveTuple
{
    std::uint32_t sourceIp = 0;
    std::uint32_t destinationIp = 0;
    std::uint16_t sourcePort = 0;
    std::uint16_t destinationPort = 4791;
    std::uint8_t protocol = 17;
};

// The hash a switch applies: CRC-32 (IEEE 802.3, zlib's crc32) over the seed (4 bytes,
// big-endian) followed by the tuple's 13 bytes in network order. The seed models a
// switch's hash seed; mixing the switch's node id into it avoids hash polarisation.
std::uint32_t ecmpHash(const FiveTuple& tuple, std::uint32_t seed);

// Each NIC's IPv4 address: 10.<leaf>.<server % 256>.<nic index> (an address plan in the
// style of a routed leaf-spine fabric; one /32 per NIC).
std::uint32_t nicAddress(const Graph& graph, NodeId nic);

enum class EcmpMode {
    Hash,  // one path per flow, picked by the 5-tuple hash at each switch
    Spray, // ideal packet spraying: the flow is split evenly over every equal-cost path
};

// One share of a routed flow: the path and the fraction of the flow's bytes on it
// (1.0 for a hashed flow; 1/k on each of k paths when spraying).
struct WeightedPath
{
    Path path;
    double weight = 1.0;
};

// Spraying splits a flow over at most this many equal-cost paths (the first ones in
// equalCostPaths' order).
inline constexpr std::size_t kSprayPathLimit = 4096;

// The equal-cost paths between two nodes in split form: the hops they are made of, without
// a vector per path. Every combination of hops from the source to the destination is one of
// the paths, so a hop's `paths` (how many of them cross its channel) is the number of ways
// into its start times the number of ways on from its end.
struct SplitPaths
{
    struct Hop
    {
        ChannelId channel = 0;
        std::uint32_t from = 0; // node indices: 0 is the source, 1 the destination
        std::uint32_t to = 0;
        std::uint64_t paths = 0;
    };
    std::uint64_t pathCount = 0;
    std::uint32_t nodeCount = 0;
    // Each hop after every hop that can precede it on a path; every hop is on some path.
    std::vector<Hop> hops;
};

class Router
{
public:
    // Routes are computed lazily and again whenever graph.stateVersion() changes. Every
    // call may fill the router's caches, so one router serves one thread at a time.
    explicit Router(const Graph& graph);

    // The equal-cost next hops (links) from `at` towards `destination`, over usable links,
    // after any misconfiguration; empty when the destination is unreachable. The span is
    // valid until the next call on the router.
    std::span<const LinkId> nextHops(NodeId at, NodeId destination);

    // The path one hashed flow takes; nullopt when there is none.
    std::optional<Path> route(NodeId source, NodeId destination, const FiveTuple& tuple,
                              std::uint32_t seed);

    // Every equal-cost path (at most `limit`, in a deterministic order).
    std::vector<Path> equalCostPaths(NodeId source, NodeId destination,
                                     std::size_t limit = kSprayPathLimit);

    // The paths equalCostPaths finds, in split form; false (and out.pathCount set to how
    // many there are, at least limit + 1) when there are more than `limit`, since the cut-off
    // keeps the first ones in depth-first order, which only enumerating finds. A source
    // equal to its destination has one path without hops.
    bool splitEqualCostPaths(NodeId source, NodeId destination, SplitPaths& out,
                             std::size_t limit = kSprayPathLimit);

    // Hashed: one path of weight 1. Spray: every equal-cost path with equal weight.
    std::vector<WeightedPath> routeFlow(NodeId source, NodeId destination, const FiveTuple& tuple,
                                        std::uint32_t seed, EcmpMode mode);

    // The 09.7 case study's fault: a change leaves `node` using only its first `maxPaths`
    // next hops (as a wrong "maximum-paths" setting does), so path diversity collapses.
    void limitEcmpWidth(NodeId node, int maxPaths);
    void clearMisconfiguration();
    bool misconfigured() const;

private:
    // Per-destination BFS distances over usable links, the switches' part shared between
    // destinations behind the same entry switches (routing_tables.h).
    struct Tables;
    void refresh();
    RouteContext context(NodeId source, NodeId destination);
    std::span<const LinkId> hops(const RouteContext& ctx, NodeId at);

    const Graph& m_graph;
    std::shared_ptr<Tables> m_tables;
    std::uint64_t m_builtForVersion = ~std::uint64_t{0};
    std::vector<int> m_maxPaths; // per node; 0 = unlimited
};

} // namespace ailab::core::topo
