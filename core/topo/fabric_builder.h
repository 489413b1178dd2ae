#pragma once

#include "core/topo/graph.h"

#include <vector>

// Builders of the cluster fabrics that labs 03, 04, the operations lab and the capstone
// run on. Every GPU reaches the network through its NIC (GPU k uses NIC k mod nicsPerServer);
// the GPUs of a server share an NVSwitch, so traffic between them never leaves the server.
namespace ailab::core::topo {

enum class FabricShape {
    LeafSpine,     // every server's NICs on one leaf; every leaf to every spine
    RailOptimised, // NIC k of every server on rail leaf k (leaves are grouped per rail)
    ThreeTierClos, // pods of leaves and spines, spines to super-spines
};

struct FabricConfig
{
    FabricShape shape = FabricShape::LeafSpine;
    int servers = 6; // the seed's default fabric: 6 GPU nodes, 3 leaves, 2 spines
    int gpusPerServer = 1;
    int nicsPerServer = 1;
    int leaves = 3;
    int spines = 2;
    int uplinksPerLeafSpine = 1; // parallel links between one leaf and one spine
    int pods = 1;                // ThreeTierClos only: leaves and spines split into pods
    int superSpines = 0;         // ThreeTierClos only
    units::BitRate nicRate = units::BitRate::gigabitsPerSecond(400);
    units::BitRate uplinkRate = units::BitRate::gigabitsPerSecond(400);
    units::BitRate nvlinkRate = units::BitRate::gigabitsPerSecond(3600);   // 450 GB/s a direction
    units::BitRate pcieRate = units::BitRate::gigabitsPerSecond(512);      // PCIe 5.0 x16, 64 GB/s
    units::Seconds networkLinkLatency = units::Seconds::microseconds(1.0); // cable + switch hop
    units::Seconds internalLinkLatency = units::Seconds::nanoseconds(500);
};

// Throws core::Error naming the field ("leaves", "spines", ...) for an impossible fabric:
// zero of anything, more leaves than servers, leaves not divisible into pods, ...
void validateFabricConfig(const FabricConfig& config);

struct Fabric
{
    FabricConfig config;
    Graph graph;
    std::vector<NodeId> gpus;       // every GPU, server by server: gpus[s * gpusPerServer + k]
    std::vector<NodeId> nics;       // every NIC, server by server
    std::vector<NodeId> nvswitches; // one per server (none when gpusPerServer == 1)
    std::vector<NodeId> leaves;
    std::vector<NodeId> spines;
    std::vector<NodeId> superSpines;
    // LeafSpine/Clos: the leaf index each server hangs off; rail-optimised: the leaf of its
    // NIC 0 (the rail-0 leaf of its leaf group, whose rail-k leaf is that index + k).
    std::vector<int> leafOfServer;

    int serverCount() const { return config.servers; }
    NodeId gpu(int server, int local) const { return gpus[server * config.gpusPerServer + local]; }
    NodeId nicOfGpu(NodeId gpu) const;
    int serverOf(NodeId node) const { return graph.node(node).server; }
};

// Names: "server3/gpu5", "server3/nic0", "server3/nvswitch", "leaf2", "spine0",
// "superspine1". Node.group: a server's node has the leaf of its NIC (a GPU that of the
// NIC it uses); a leaf or spine its pod (Clos) or leaf group (rail leaves), else 0; a
// super-spine its plane. Servers fill the leaves (or leaf groups) in consecutive blocks:
// server s hangs off s * leaves / servers. Clos: spine j of every pod links to the
// super-spines of plane j (superSpines / spines-per-pod of them).
Fabric buildFabric(const FabricConfig& config);

// Ratio of a leaf's host-facing to spine-facing capacity (seed: 8 x 400G down,
// 4 x 400G up = 2:1). Both in bits per second.
struct Oversubscription
{
    double downlinkBps = 0;
    double uplinkBps = 0;
    double ratio() const { return uplinkBps > 0 ? downlinkBps / uplinkBps : 0.0; }
};
Oversubscription oversubscription(int downlinks, units::BitRate downRate, int uplinks,
                                  units::BitRate upRate);
// The worst leaf of a built fabric.
Oversubscription oversubscription(const Fabric& fabric);

} // namespace ailab::core::topo
