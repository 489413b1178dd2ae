#include "core/error.h"
#include "core/topo/fabric_builder.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

using namespace ailab::core;
using namespace ailab::core::topo;

namespace {

int countKind(const Graph& g, NodeKind kind)
{
    return static_cast<int>(g.nodesOfKind(kind).size());
}

int linksBetween(const Graph& g, NodeId a, NodeId b)
{
    int n = 0;
    for (const Adjacency& adj : g.neighbours(a))
        n += adj.other == b ? 1 : 0;
    return n;
}

std::string errorOf(const FabricConfig& c)
{
    try {
        validateFabricConfig(c);
    } catch (const Error& e) {
        return e.message();
    }
    return {};
}

} // namespace

TEST_CASE("The seed's default fabric: 6 GPU nodes, 3 leaves, 2 spines", "[topo][fabric]")
{
    const Fabric f = buildFabric(FabricConfig{});
    const Graph& g = f.graph;
    CHECK(countKind(g, NodeKind::Gpu) == 6);
    CHECK(countKind(g, NodeKind::Nic) == 6);
    CHECK(countKind(g, NodeKind::NvSwitch) == 0); // one GPU per server needs no NVSwitch
    CHECK(countKind(g, NodeKind::Leaf) == 3);
    CHECK(countKind(g, NodeKind::Spine) == 2);
    CHECK(g.nodeCount() == 17);
    // 6 PCIe (GPU-NIC) + 6 NIC-leaf + 3 x 2 leaf-spine.
    CHECK(g.linkCount() == 18);
    // Servers in blocks of two per leaf.
    CHECK(f.leafOfServer == std::vector<int>{0, 0, 1, 1, 2, 2});
    CHECK(g.node(f.gpu(3, 0)).name == "server3/gpu0");
    CHECK(g.node(f.gpu(3, 0)).group == 1);
    CHECK(g.findNode("leaf2") == f.leaves[2]);
    CHECK(g.findNode("spine1") == f.spines[1]);
    CHECK(linksBetween(g, f.nics[5], f.leaves[2]) == 1);
    CHECK(linksBetween(g, f.leaves[0], f.spines[1]) == 1);
}

TEST_CASE("An 8-GPU server: NVSwitch, GPU k on NIC k mod NICs, parallel uplinks", "[topo][fabric]")
{
    FabricConfig c;
    c.servers = 4;
    c.gpusPerServer = 8;
    c.nicsPerServer = 4;
    c.leaves = 2;
    c.spines = 3;
    c.uplinksPerLeafSpine = 2;
    const Fabric f = buildFabric(c);
    const Graph& g = f.graph;
    CHECK(f.gpus.size() == 32);
    CHECK(f.nics.size() == 16);
    CHECK(f.nvswitches.size() == 4);
    CHECK(g.node(f.nvswitches[2]).name == "server2/nvswitch");
    CHECK(g.node(f.nicOfGpu(f.gpu(2, 5))).name == "server2/nic1");
    CHECK(linksBetween(g, f.gpu(2, 5), f.nvswitches[2]) == 1);
    CHECK(linksBetween(g, f.gpu(2, 5), f.nicOfGpu(f.gpu(2, 5))) == 1);
    CHECK(linksBetween(g, f.leaves[1], f.spines[2]) == 2);
    // 32 NVLink + 32 PCIe + 16 NIC-leaf + 2 x 3 x 2 uplinks.
    CHECK(g.linkCount() == 32 + 32 + 16 + 12);
    for (const Link& l : g.links()) {
        if (l.kind == LinkKind::NvLink)
            CHECK(l.capacity.inGigabitsPerSecond() == Approx(3600));
    }
}

TEST_CASE("Oversubscription: the seed's 8 x 400G down, 4 x 400G up is 2:1", "[topo][fabric]")
{
    const auto o = oversubscription(8, units::BitRate::gigabitsPerSecond(400), 4,
                                    units::BitRate::gigabitsPerSecond(400));
    CHECK(o.downlinkBps == 3.2e12);
    CHECK(o.uplinkBps == 1.6e12);
    CHECK(o.ratio() == 2.0);

    // The same leaf built: 8 single-NIC servers on one of two leaves, 4 spines.
    FabricConfig c;
    c.servers = 16;
    c.leaves = 2;
    c.spines = 4;
    const Fabric f = buildFabric(c);
    const auto built = oversubscription(f);
    CHECK(built.downlinkBps == 3.2e12);
    CHECK(built.uplinkBps == 1.6e12);
    CHECK(built.ratio() == 2.0);

    // Two uplinks per pair halve it again: 1:1.
    c.uplinksPerLeafSpine = 2;
    CHECK(oversubscription(buildFabric(c)).ratio() == 1.0);
    // 4:1 with 800G NICs.
    c.uplinksPerLeafSpine = 1;
    c.nicRate = units::BitRate::gigabitsPerSecond(800);
    CHECK(oversubscription(buildFabric(c)).ratio() == 4.0);
}

TEST_CASE("Uneven blocks: the worst leaf sets the oversubscription", "[topo][fabric]")
{
    FabricConfig c;
    c.servers = 7;
    c.leaves = 3;
    c.spines = 1;
    const Fabric f = buildFabric(c);
    // s * 3 / 7: 0,0,0,1,1,2,2.
    CHECK(f.leafOfServer == std::vector<int>{0, 0, 0, 1, 1, 2, 2});
    CHECK(oversubscription(f).ratio() == 3.0);
}

TEST_CASE("Rail-optimised: NIC k of every server on its group's rail-k leaf", "[topo][fabric]")
{
    FabricConfig c;
    c.shape = FabricShape::RailOptimised;
    c.servers = 4;
    c.gpusPerServer = 8;
    c.nicsPerServer = 8;
    c.leaves = 16; // 8 rails x 2 leaf groups
    c.spines = 4;
    const Fabric f = buildFabric(c);
    const Graph& g = f.graph;
    CHECK(f.leaves.size() == 16);
    for (int s = 0; s < 4; ++s) {
        const int group = s / 2;
        for (int k = 0; k < 8; ++k) {
            const NodeId nic = f.nics[s * 8 + k];
            CHECK(linksBetween(g, nic, f.leaves[group * 8 + k]) == 1);
            CHECK(g.node(nic).group == group * 8 + k);
        }
    }
    // Each rail leaf: 2 servers down, 4 spines up.
    CHECK(oversubscription(f).ratio() == 0.5);
}

TEST_CASE("Three-tier Clos: pods of leaves and spines, spine planes to super-spines",
          "[topo][fabric]")
{
    FabricConfig c;
    c.shape = FabricShape::ThreeTierClos;
    c.servers = 16;
    c.leaves = 8;
    c.spines = 4;
    c.pods = 2;
    c.superSpines = 4;
    const Fabric f = buildFabric(c);
    const Graph& g = f.graph;
    CHECK(f.superSpines.size() == 4);
    CHECK(g.node(f.superSpines[1]).name == "superspine1");
    // Leaf 5 is in pod 1: spines 2 and 3, not 0 and 1.
    CHECK(g.node(f.leaves[5]).group == 1);
    CHECK(linksBetween(g, f.leaves[5], f.spines[2]) == 1);
    CHECK(linksBetween(g, f.leaves[5], f.spines[0]) == 0);
    // Spine 0 (plane 0) to super-spines 0 and 1; spine 3 (plane 1) to 2 and 3.
    CHECK(linksBetween(g, f.spines[0], f.superSpines[1]) == 1);
    CHECK(linksBetween(g, f.spines[0], f.superSpines[2]) == 0);
    CHECK(linksBetween(g, f.spines[3], f.superSpines[3]) == 1);
    // 16 PCIe + 16 NIC-leaf + 8 leaves x 2 spines + 4 spines x 2 super-spines.
    CHECK(g.linkCount() == 16 + 16 + 16 + 8);
}

TEST_CASE("Impossible fabrics are refused with the field named", "[topo][fabric]")
{
    FabricConfig c;
    c.servers = 3;
    c.leaves = 4;
    CHECK(errorOf(c) == "leaves (4) cannot exceed servers (3)");
    try {
        buildFabric(c);
        FAIL("no error");
    } catch (const Error& e) {
        CHECK(e.path() == "leaves");
    }

    c = FabricConfig{};
    c.spines = 0;
    CHECK(errorOf(c) == "spines must be at least 1 (got 0)");
    c = FabricConfig{};
    c.servers = 0;
    CHECK(errorOf(c) == "servers must be at least 1 (got 0)");
    c = FabricConfig{};
    c.gpusPerServer = -2;
    CHECK(errorOf(c) == "gpusPerServer must be at least 1 (got -2)");
    c = FabricConfig{};
    c.uplinksPerLeafSpine = 0;
    CHECK(errorOf(c) == "uplinksPerLeafSpine must be at least 1 (got 0)");
    c = FabricConfig{};
    c.nicRate = units::BitRate::gigabitsPerSecond(-400);
    CHECK(errorOf(c) == "nicRate must be a rate above zero");
    c = FabricConfig{};
    c.networkLinkLatency = units::Seconds::microseconds(-1);
    CHECK(errorOf(c) == "networkLinkLatency must be zero or more");

    c = FabricConfig{};
    c.shape = FabricShape::RailOptimised;
    c.nicsPerServer = 2;
    c.leaves = 3;
    CHECK(errorOf(c).starts_with("leaves (3) must be a multiple of nicsPerServer (2)"));

    c = FabricConfig{};
    c.shape = FabricShape::ThreeTierClos;
    c.pods = 2;
    c.leaves = 3;
    c.superSpines = 1;
    CHECK(errorOf(c) == "leaves (3) must divide evenly into pods (2)");
    c.leaves = 2;
    c.spines = 4;
    c.superSpines = 3;
    CHECK(errorOf(c).starts_with("superSpines (3) must be a multiple of the spines per pod (2)"));
    c.superSpines = 0;
    CHECK(errorOf(c) == "superSpines must be at least 1 (got 0)");
}

TEST_CASE("The lab's largest fabric builds: 1,024 servers x 8 GPUs x 8 NICs", "[topo][fabric]")
{
    FabricConfig c;
    c.servers = 1024;
    c.gpusPerServer = 8;
    c.nicsPerServer = 8;
    c.leaves = 64;
    c.spines = 16;
    const Fabric f = buildFabric(c);
    CHECK(f.gpus.size() == 8192);
    CHECK(f.nics.size() == 8192);
    CHECK(f.graph.nodeCount() == 8192 + 8192 + 1024 + 64 + 16);
    CHECK(f.graph.linkCount() == 8192 * 3 + 64 * 16);
    CHECK(f.leafOfServer[1023] == 63);
    // 16 servers x 8 NICs down, 16 uplinks: 8:1.
    CHECK(oversubscription(f).ratio() == 8.0);
    std::set<std::string> names;
    for (const Node& n : f.graph.nodes())
        names.insert(n.name);
    CHECK(names.size() == f.graph.nodeCount());
}
