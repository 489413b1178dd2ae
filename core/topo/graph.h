#pragma once

#include "core/units/units.h"

#include <cstdint>
#include <span>
#include <string_view>
#include <unordered_map>
#include <string>
#include <vector>

// The one graph every network and server model runs on: nodes (GPUs, CPUs, NICs, switches)
// and full-duplex links. Each direction of a link is a separate "channel" with its own
// capacity, so a flow from A to B never competes with one from B to A (docs/models.md, Topology).
namespace ailab::core::topo {

using NodeId = std::uint32_t;
using LinkId = std::uint32_t;
// Direction `d` (0: a->b, 1: b->a) of link `l` is channel 2 l + d.
using ChannelId = std::uint32_t;

inline constexpr NodeId kNoNode = 0xffffffffu;

enum class NodeKind {
    Gpu,
    Cpu,
    Memory,     // host DRAM attached to a CPU socket
    PcieSwitch,
    NvSwitch,
    Nic,
    Nvme,
    Leaf,       // top-of-rack / leaf switch
    Spine,
    SuperSpine, // third tier of a Clos
};

enum class LinkKind {
    NvLink,
    Pcie,
    MemoryBus, // CPU to its DRAM
    CpuLink,   // socket to socket (UPI / Infinity Fabric)
    Network,   // Ethernet or InfiniBand between NICs and switches
};

// Stable English ids ("gpu", "leaf", "nvlink", ...) for JSON, tables and the views.
std::string nodeKindId(NodeKind kind);
std::string linkKindId(LinkKind kind);

struct Node
{
    NodeKind kind = NodeKind::Gpu;
    std::string name;   // unique in the graph, e.g. "server3/gpu5", "leaf2", "spine0"
    int server = -1;    // index of the server the node sits in; -1 for network switches
    int localIndex = 0; // index among the nodes of its kind in its server (or its tier)
    int group = -1;     // leaf index of a server's NICs and GPUs; pod of a switch; -1 if none
    bool up = true;
};

struct Link
{
    NodeId a = kNoNode;
    NodeId b = kNoNode;
    units::BitRate capacity; // per direction
    units::Seconds latency;  // propagation plus switching, per traversal
    LinkKind kind = LinkKind::Network;
    bool up = true;
};

// One neighbour of a node: the link and the node at its other end.
struct Adjacency
{
    LinkId link;
    NodeId other;
};

class Graph
{
public:
    NodeId addNode(Node node);
    // Throws core::Error for an unknown node, a self-loop, a capacity <= 0 or a negative
    // latency.
    LinkId addLink(NodeId a, NodeId b, units::BitRate capacity, units::Seconds latency,
                   LinkKind kind);

    std::size_t nodeCount() const { return m_nodes.size(); }
    std::size_t linkCount() const { return m_links.size(); }
    std::size_t channelCount() const { return 2 * m_links.size(); }

    const Node& node(NodeId id) const { return m_nodes.at(id); }
    const Link& link(LinkId id) const { return m_links.at(id); }
    const std::vector<Node>& nodes() const { return m_nodes; }
    const std::vector<Link>& links() const { return m_links; }
    // kNoNode when no node has that name.
    NodeId findNode(std::string_view name) const;
    // Every node of that kind, in id order.
    std::vector<NodeId> nodesOfKind(NodeKind kind) const;

    std::span<const Adjacency> neighbours(NodeId id) const;

    // Channels: the direction of `link` that leaves `from` (which must be one of its ends).
    static ChannelId channel(LinkId link, int direction) { return 2 * link + direction; }
    ChannelId channelFrom(LinkId link, NodeId from) const;
    static LinkId linkOf(ChannelId channel) { return channel / 2; }
    NodeId channelSource(ChannelId channel) const;
    NodeId channelTarget(ChannelId channel) const;
    double channelCapacityBps(ChannelId channel) const
    {
        return m_links[channel / 2].capacity.inBitsPerSecond();
    }

    // Failure state. A node that is down takes its links out of every path, and so does a
    // link that is down; `usable` says whether a link can carry traffic now.
    void setLinkUp(LinkId id, bool up);
    void setNodeUp(NodeId id, bool up);
    bool usable(LinkId id) const;
    void restoreAll(); // every node and link up
    // A link that runs below its rated speed (lanes lost, a port trained at a lower rate):
    // its capacity per direction from now on. Throws core::Error for a capacity <= 0.
    // Engines built after the change use it (a FlowEngine reads capacities when built).
    void setLinkCapacity(LinkId id, units::BitRate capacity);

    // Sum of the latencies along the channels (a path's latency, docs/models.md, Topology).
    units::Seconds latency(std::span<const ChannelId> path) const;
    // Smallest channel capacity along the path (its bottleneck when it carries one flow).
    units::BitRate bottleneck(std::span<const ChannelId> path) const;

    // Bumped by every failure-state change, so routing tables know when to recompute.
    std::uint64_t stateVersion() const { return m_stateVersion; }

private:
    std::vector<Node> m_nodes;
    std::vector<Link> m_links;
    std::vector<std::vector<Adjacency>> m_adjacency;
    std::unordered_map<std::string, NodeId> m_byName;
    std::uint64_t m_stateVersion = 0;
};

// A path as the channels it crosses, from the source node to the destination node.
using Path = std::vector<ChannelId>;

} // namespace ailab::core::topo
