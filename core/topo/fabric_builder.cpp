#include "core/topo/fabric_builder.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fmt/format.h>
#include <string>

namespace ailab::core::topo {
namespace {

// Limits that keep a fabric buildable in memory and time; far above any lab's controls.
constexpr int kMaxServers = 65536;
constexpr int kMaxPerServer = 64;
constexpr int kMaxSwitches = 16384;
constexpr int kMaxParallelLinks = 64;
constexpr std::int64_t kMaxSwitchLinks = 4'000'000;

void requireRange(int value, int low, int high, const char* field)
{
    if (value < low)
        throw Error(fmt::format("{} must be at least {} (got {})", field, low, value), field);
    if (value > high)
        throw Error(fmt::format("{} must be at most {} (got {})", field, high, value), field);
}

void requireRate(units::BitRate rate, const char* field)
{
    const double bps = rate.inBitsPerSecond();
    if (!std::isfinite(bps) || bps <= 0)
        throw Error(fmt::format("{} must be a rate above zero", field), field);
}

void requireLatency(units::Seconds latency, const char* field)
{
    const double s = latency.inSeconds();
    if (!std::isfinite(s) || s < 0)
        throw Error(fmt::format("{} must be zero or more", field), field);
}

// Server s of `servers` hangs off block s * blocks / servers: consecutive servers share a
// leaf (or a leaf group), and the blocks differ in size by at most one server.
int blockOf(int server, int servers, int blocks)
{
    return static_cast<int>(static_cast<std::int64_t>(server) * blocks / servers);
}

NodeId addSwitch(Graph& graph, NodeKind kind, const std::string& prefix, int index, int group)
{
    Node node;
    node.kind = kind;
    node.name = fmt::format("{}{}", prefix, index);
    node.localIndex = index;
    node.group = group;
    return graph.addNode(std::move(node));
}

// One server: its GPUs on an NVSwitch (when there is more than one), each GPU on its NIC
// by PCIe, each NIC on the leaf `nicLeaf(k)` returns.
template <typename NicLeaf> void addServer(Fabric& fabric, int s, NicLeaf nicLeaf)
{
    const FabricConfig& c = fabric.config;
    Graph& g = fabric.graph;
    const auto serverNode = [&](NodeKind kind, std::string name, int local, int leaf) {
        Node node;
        node.kind = kind;
        node.name = std::move(name);
        node.server = s;
        node.localIndex = local;
        node.group = leaf;
        return g.addNode(std::move(node));
    };

    const std::size_t firstNic = fabric.nics.size();
    for (int k = 0; k < c.nicsPerServer; ++k) {
        const int leaf = nicLeaf(k);
        const NodeId nic = serverNode(NodeKind::Nic, fmt::format("server{}/nic{}", s, k), k, leaf);
        fabric.nics.push_back(nic);
        g.addLink(nic, fabric.leaves[leaf], c.nicRate, c.networkLinkLatency, LinkKind::Network);
    }
    NodeId nvswitch = kNoNode;
    if (c.gpusPerServer > 1) {
        nvswitch =
            serverNode(NodeKind::NvSwitch, fmt::format("server{}/nvswitch", s), 0, nicLeaf(0));
        fabric.nvswitches.push_back(nvswitch);
    }
    for (int k = 0; k < c.gpusPerServer; ++k) {
        const int nicIndex = k % c.nicsPerServer;
        const NodeId gpu =
            serverNode(NodeKind::Gpu, fmt::format("server{}/gpu{}", s, k), k, nicLeaf(nicIndex));
        fabric.gpus.push_back(gpu);
        if (nvswitch != kNoNode)
            g.addLink(gpu, nvswitch, c.nvlinkRate, c.internalLinkLatency, LinkKind::NvLink);
        g.addLink(gpu, fabric.nics[firstNic + nicIndex], c.pcieRate, c.internalLinkLatency,
                  LinkKind::Pcie);
    }
}

void connect(Fabric& fabric, NodeId lower, NodeId upper, int parallel)
{
    const FabricConfig& c = fabric.config;
    for (int u = 0; u < parallel; ++u)
        fabric.graph.addLink(lower, upper, c.uplinkRate, c.networkLinkLatency, LinkKind::Network);
}

} // namespace

void validateFabricConfig(const FabricConfig& c)
{
    requireRange(c.servers, 1, kMaxServers, "servers");
    requireRange(c.gpusPerServer, 1, kMaxPerServer, "gpusPerServer");
    requireRange(c.nicsPerServer, 1, kMaxPerServer, "nicsPerServer");
    requireRange(c.leaves, 1, kMaxSwitches, "leaves");
    requireRange(c.spines, 1, kMaxSwitches, "spines");
    requireRange(c.uplinksPerLeafSpine, 1, kMaxParallelLinks, "uplinksPerLeafSpine");
    requireRate(c.nicRate, "nicRate");
    requireRate(c.uplinkRate, "uplinkRate");
    requireRate(c.nvlinkRate, "nvlinkRate");
    requireRate(c.pcieRate, "pcieRate");
    requireLatency(c.networkLinkLatency, "networkLinkLatency");
    requireLatency(c.internalLinkLatency, "internalLinkLatency");

    std::int64_t switchLinks = 0;
    switch (c.shape) {
    case FabricShape::LeafSpine:
        if (c.leaves > c.servers)
            throw Error(fmt::format("leaves ({}) cannot exceed servers ({})", c.leaves, c.servers),
                        "leaves");
        switchLinks = std::int64_t{c.leaves} * c.spines * c.uplinksPerLeafSpine;
        break;
    case FabricShape::RailOptimised: {
        if (c.leaves % c.nicsPerServer != 0)
            throw Error(fmt::format("leaves ({}) must be a multiple of nicsPerServer ({}): one "
                                    "leaf per rail in every leaf group",
                                    c.leaves, c.nicsPerServer),
                        "leaves");
        const int groups = c.leaves / c.nicsPerServer;
        if (groups > c.servers)
            throw Error(fmt::format("leaves ({}) make {} leaf groups of {} rails, more groups "
                                    "than servers ({})",
                                    c.leaves, groups, c.nicsPerServer, c.servers),
                        "leaves");
        switchLinks = std::int64_t{c.leaves} * c.spines * c.uplinksPerLeafSpine;
        break;
    }
    case FabricShape::ThreeTierClos: {
        if (c.leaves > c.servers)
            throw Error(fmt::format("leaves ({}) cannot exceed servers ({})", c.leaves, c.servers),
                        "leaves");
        requireRange(c.pods, 1, c.leaves, "pods");
        requireRange(c.superSpines, 1, kMaxSwitches, "superSpines");
        if (c.leaves % c.pods != 0)
            throw Error(
                fmt::format("leaves ({}) must divide evenly into pods ({})", c.leaves, c.pods),
                "leaves");
        if (c.spines % c.pods != 0)
            throw Error(
                fmt::format("spines ({}) must divide evenly into pods ({})", c.spines, c.pods),
                "spines");
        const int spinesPerPod = c.spines / c.pods;
        if (c.superSpines % spinesPerPod != 0)
            throw Error(fmt::format("superSpines ({}) must be a multiple of the spines per pod "
                                    "({}): one plane of super-spines per spine of a pod",
                                    c.superSpines, spinesPerPod),
                        "superSpines");
        switchLinks = std::int64_t{c.leaves} * spinesPerPod * c.uplinksPerLeafSpine +
                      std::int64_t{c.spines} * (c.superSpines / spinesPerPod);
        break;
    }
    }
    if (switchLinks > kMaxSwitchLinks)
        throw Error(fmt::format("the fabric would have {} switch-to-switch links; at most {} are "
                                "supported",
                                switchLinks, kMaxSwitchLinks),
                    "uplinksPerLeafSpine");
}

NodeId Fabric::nicOfGpu(NodeId gpu) const
{
    const Node& n = graph.node(gpu);
    if (n.kind != NodeKind::Gpu || n.server < 0)
        throw Error(fmt::format("'{}' is not a GPU of the fabric", n.name));
    return nics[static_cast<std::size_t>(n.server) * config.nicsPerServer +
                n.localIndex % config.nicsPerServer];
}

Fabric buildFabric(const FabricConfig& config)
{
    validateFabricConfig(config);
    Fabric fabric;
    fabric.config = config;
    const FabricConfig& c = fabric.config;
    Graph& g = fabric.graph;
    fabric.gpus.reserve(static_cast<std::size_t>(c.servers) * c.gpusPerServer);
    fabric.nics.reserve(static_cast<std::size_t>(c.servers) * c.nicsPerServer);
    fabric.leafOfServer.reserve(static_cast<std::size_t>(c.servers));

    const int pods = c.shape == FabricShape::ThreeTierClos ? c.pods : 1;
    const int leavesPerPod = c.leaves / pods;
    const int spinesPerPod = c.spines / pods;
    const int rails = c.nicsPerServer;
    const int leafGroups = c.shape == FabricShape::RailOptimised ? c.leaves / rails : 1;

    // Node.group of a switch: its pod (Clos), its leaf group (rail leaves), else 0.
    for (int l = 0; l < c.leaves; ++l) {
        int group = 0;
        if (c.shape == FabricShape::ThreeTierClos)
            group = l / leavesPerPod;
        else if (c.shape == FabricShape::RailOptimised)
            group = l / rails;
        fabric.leaves.push_back(addSwitch(g, NodeKind::Leaf, "leaf", l, group));
    }
    for (int p = 0; p < c.spines; ++p)
        fabric.spines.push_back(addSwitch(g, NodeKind::Spine, "spine", p, p / spinesPerPod));
    if (c.shape == FabricShape::ThreeTierClos) {
        const int planeSize = c.superSpines / spinesPerPod;
        for (int x = 0; x < c.superSpines; ++x)
            fabric.superSpines.push_back(
                addSwitch(g, NodeKind::SuperSpine, "superspine", x, x / planeSize));
    }

    for (int s = 0; s < c.servers; ++s) {
        if (c.shape == FabricShape::RailOptimised) {
            // NIC k of every server in leaf group `group` goes to that group's rail-k leaf.
            const int group = blockOf(s, c.servers, leafGroups);
            fabric.leafOfServer.push_back(group * rails);
            addServer(fabric, s, [&](int k) { return group * rails + k; });
        } else {
            const int leaf = blockOf(s, c.servers, c.leaves);
            fabric.leafOfServer.push_back(leaf);
            addServer(fabric, s, [leaf](int) { return leaf; });
        }
    }

    // Every leaf to every spine of its pod (the whole fabric is one pod but for Clos).
    for (int l = 0; l < c.leaves; ++l) {
        const int pod = l / leavesPerPod;
        for (int p = 0; p < spinesPerPod; ++p)
            connect(fabric, fabric.leaves[l], fabric.spines[pod * spinesPerPod + p],
                    c.uplinksPerLeafSpine);
    }
    // Spine j of every pod to every super-spine of plane j (a folded Clos, as in a
    // data-centre fabric of spine planes), so each pod reaches every other pod in each plane.
    if (c.shape == FabricShape::ThreeTierClos) {
        const int planeSize = c.superSpines / spinesPerPod;
        for (int p = 0; p < c.spines; ++p) {
            const int plane = p % spinesPerPod;
            for (int x = 0; x < planeSize; ++x)
                connect(fabric, fabric.spines[p], fabric.superSpines[plane * planeSize + x], 1);
        }
    }
    return fabric;
}

Oversubscription oversubscription(int downlinks, units::BitRate downRate, int uplinks,
                                  units::BitRate upRate)
{
    if (downlinks < 0)
        throw Error("the number of downlinks cannot be negative", "downlinks");
    if (uplinks < 0)
        throw Error("the number of uplinks cannot be negative", "uplinks");
    if (!(downRate.inBitsPerSecond() >= 0) || !(upRate.inBitsPerSecond() >= 0))
        throw Error("link rates cannot be negative");
    return {downlinks * downRate.inBitsPerSecond(), uplinks * upRate.inBitsPerSecond()};
}

Oversubscription oversubscription(const Fabric& fabric)
{
    // The fabric as built (failed links included): host-facing against switch-facing
    // capacity of each leaf; the worst ratio wins.
    const Graph& g = fabric.graph;
    Oversubscription worst;
    bool first = true;
    for (NodeId leaf : fabric.leaves) {
        Oversubscription o;
        for (const Adjacency& adj : g.neighbours(leaf)) {
            const double bps = g.link(adj.link).capacity.inBitsPerSecond();
            if (g.node(adj.other).server >= 0)
                o.downlinkBps += bps;
            else
                o.uplinkBps += bps;
        }
        if (first || o.ratio() > worst.ratio()) {
            worst = o;
            first = false;
        }
    }
    return worst;
}

} // namespace ailab::core::topo
