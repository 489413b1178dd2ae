#include "core/error.h"
#include "core/topo/fabric_builder.h"
#include "core/topo/routing.h"

#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <zlib.h>

using namespace ailab::core;
using namespace ailab::core::topo;

namespace {

// Links of the path that are network links (NIC to switch, switch to switch).
int networkHops(const Graph& g, const Path& path)
{
    int n = 0;
    for (ChannelId c : path)
        n += g.link(Graph::linkOf(c)).kind == LinkKind::Network ? 1 : 0;
    return n;
}

bool crosses(const Graph& g, const Path& path, NodeId node)
{
    for (ChannelId c : path)
        if (g.channelSource(c) == node || g.channelTarget(c) == node)
            return true;
    return false;
}

// The spine a path between two leaves crosses.
NodeId spineOf(const Fabric& f, const Path& path)
{
    for (ChannelId c : path)
        if (f.graph.node(f.graph.channelTarget(c)).kind == NodeKind::Spine)
            return f.graph.channelTarget(c);
    return kNoNode;
}

FiveTuple tupleBetween(const Fabric& f, NodeId fromGpu, NodeId toGpu, std::uint16_t port)
{
    FiveTuple t;
    t.sourceIp = nicAddress(f.graph, f.nicOfGpu(fromGpu));
    t.destinationIp = nicAddress(f.graph, f.nicOfGpu(toGpu));
    t.sourcePort = port;
    return t;
}

// A path is connected, starts at `from`, ends at `to` and crosses only usable links.
void checkPath(const Graph& g, const Path& path, NodeId from, NodeId to)
{
    REQUIRE_FALSE(path.empty());
    CHECK(g.channelSource(path.front()) == from);
    CHECK(g.channelTarget(path.back()) == to);
    for (std::size_t i = 0; i + 1 < path.size(); ++i)
        CHECK(g.channelTarget(path[i]) == g.channelSource(path[i + 1]));
    for (ChannelId c : path)
        CHECK(g.usable(Graph::linkOf(c)));
}

} // namespace

TEST_CASE("ECMP hash: CRC-32 over the seed and the 5-tuple in network order", "[topo][routing]")
{
    FiveTuple t;
    t.sourceIp = 0x0a000100;      // 10.0.1.0
    t.destinationIp = 0x0a010300; // 10.1.3.0
    t.sourcePort = 49152;
    // Independently: the 17 bytes written out by hand, through zlib.
    const std::array<unsigned char, 17> bytes{0x12, 0x34, 0x56, 0x78, 0x0a, 0x00, 0x01, 0x00, 0x0a,
                                              0x01, 0x03, 0x00, 0xc0, 0x00, 0x12, 0xb7, 0x11};
    const auto expected = static_cast<std::uint32_t>(crc32(0L, bytes.data(), bytes.size()));
    CHECK(ecmpHash(t, 0x12345678u) == expected);
    // Python: zlib.crc32(bytes.fromhex("123456780a0001000a010300c00012b711")).
    CHECK(ecmpHash(t, 0x12345678u) == 0xfec0c2e3u);
    // zlib.crc32(bytes.fromhex("00000000" "00000000" "00000000" "0000" "12b7" "11")).
    CHECK(ecmpHash(FiveTuple{}, 0) == 0x17799e2eu);
    // The seed and every field change the hash.
    CHECK(ecmpHash(t, 0x12345679u) != expected);
    FiveTuple u = t;
    u.sourcePort = 49153;
    CHECK(ecmpHash(u, 0x12345678u) != expected);
}

TEST_CASE("NIC addresses follow 10.<leaf>.<server>.<nic>", "[topo][routing]")
{
    FabricConfig c;
    c.nicsPerServer = 2;
    c.gpusPerServer = 2;
    const Fabric f = buildFabric(c);
    CHECK(nicAddress(f.graph, f.nics[3 * 2 + 1]) == ((10u << 24) | (1u << 16) | (3u << 8) | 1u));
    CHECK_THROWS_AS(nicAddress(f.graph, f.leaves[0]), Error);
}

TEST_CASE("Seed fabric: intra-leaf and inter-leaf paths and their latency", "[topo][routing]")
{
    const Fabric f = buildFabric(FabricConfig{});
    Router router(f.graph);
    const NodeId a = f.gpu(0, 0);
    const NodeId b = f.gpu(1, 0); // same leaf
    const NodeId d = f.gpu(5, 0); // leaf 2

    const auto near = router.route(a, b, tupleBetween(f, a, b, 50000), 1);
    REQUIRE(near);
    checkPath(f.graph, *near, a, b);
    CHECK(near->size() == 4); // GPU-NIC, NIC-leaf, leaf-NIC, NIC-GPU
    CHECK(networkHops(f.graph, *near) == 2);

    const auto far = router.route(a, d, tupleBetween(f, a, d, 50000), 1);
    REQUIRE(far);
    checkPath(f.graph, *far, a, d);
    CHECK(networkHops(f.graph, *far) == 4);
    // 4 network links of 1 us and 2 PCIe links of 0.5 us.
    CHECK(f.graph.latency(*far).inMicroseconds() == Approx(5.0));

    // Two spines: two equal-cost paths, each leaf offers both uplinks, each spine one link.
    const auto paths = router.equalCostPaths(a, d);
    REQUIRE(paths.size() == 2);
    CHECK(spineOf(f, paths[0]) == f.spines[0]);
    CHECK(spineOf(f, paths[1]) == f.spines[1]);
    CHECK(router.nextHops(f.leaves[0], d).size() == 2);
    CHECK(router.nextHops(f.spines[1], d).size() == 1);
    CHECK(router.nextHops(f.leaves[2], d).size() == 1);
    CHECK(router.route(a, a, FiveTuple{}, 1)->empty());
}

TEST_CASE("Inside a server the GPUs talk over the NVSwitch, never through another GPU",
          "[topo][routing]")
{
    FabricConfig c;
    c.servers = 2;
    c.leaves = 1;
    c.gpusPerServer = 8;
    c.nicsPerServer = 8;
    Fabric f = buildFabric(c);
    Router router(f.graph);
    const auto inside = router.equalCostPaths(f.gpu(0, 0), f.gpu(0, 5));
    REQUIRE(inside.size() == 1);
    CHECK(inside[0].size() == 2);
    CHECK(crosses(f.graph, inside[0], f.nvswitches[0]));

    // GPU 0 to GPU 5 of the other server: straight over the rail of NIC 0 and NIC 5.
    const auto across = router.equalCostPaths(f.gpu(0, 0), f.gpu(1, 5));
    REQUIRE(across.size() == 1);
    CHECK(across[0].size() == 4);
    CHECK(networkHops(f.graph, across[0]) == 2);

    // With the NVSwitch down the GPUs of a server reach each other through the leaf.
    f.graph.setNodeUp(f.nvswitches[0], false);
    const auto detour = router.route(f.gpu(0, 0), f.gpu(0, 5), FiveTuple{}, 1);
    REQUIRE(detour);
    checkPath(f.graph, *detour, f.gpu(0, 0), f.gpu(0, 5));
    CHECK(networkHops(f.graph, *detour) == 2);
}

TEST_CASE("Rail-optimised paths: one hop up and down on a rail, over a spine across rails",
          "[topo][routing]")
{
    FabricConfig c;
    c.shape = FabricShape::RailOptimised;
    c.servers = 4;
    c.gpusPerServer = 4;
    c.nicsPerServer = 4;
    c.leaves = 8; // 4 rails x 2 leaf groups
    c.spines = 2;
    const Fabric f = buildFabric(c);
    Router router(f.graph);
    const auto hops = [&](NodeId from, NodeId to) {
        const auto p = router.route(from, to, tupleBetween(f, from, to, 50001), 3);
        REQUIRE(p);
        checkPath(f.graph, *p, from, to);
        return networkHops(f.graph, *p);
    };
    CHECK(hops(f.gpu(0, 2), f.gpu(1, 2)) == 2); // same rail, same group
    CHECK(hops(f.gpu(0, 2), f.gpu(3, 2)) == 4); // same rail, other group
    CHECK(hops(f.gpu(0, 2), f.gpu(1, 3)) == 4); // other rail: up to a spine
    CHECK(router.equalCostPaths(f.gpu(0, 2), f.gpu(1, 3)).size() == 2);
}

TEST_CASE("Three-tier Clos paths: 2 network hops in a leaf, 4 in a pod, 6 across pods",
          "[topo][routing]")
{
    FabricConfig c;
    c.shape = FabricShape::ThreeTierClos;
    c.servers = 16;
    c.leaves = 8;
    c.spines = 4;
    c.pods = 2;
    c.superSpines = 4;
    const Fabric f = buildFabric(c);
    Router router(f.graph);
    const auto hops = [&](int from, int to) {
        const auto p = router.route(f.gpu(from, 0), f.gpu(to, 0), FiveTuple{}, 9);
        REQUIRE(p);
        checkPath(f.graph, *p, f.gpu(from, 0), f.gpu(to, 0));
        return networkHops(f.graph, *p);
    };
    CHECK(hops(0, 1) == 2);
    CHECK(hops(0, 5) == 4);
    CHECK(hops(0, 13) == 6);
    // Across pods: 2 spines x 2 super-spines of each spine's plane.
    CHECK(router.equalCostPaths(f.gpu(0, 0), f.gpu(13, 0)).size() == 4);
    CHECK(router.equalCostPaths(f.gpu(0, 0), f.gpu(5, 0)).size() == 2);
}

TEST_CASE("ECMP: n hashed flows use 1 - (1 - 1/m)^n of m paths on average", "[topo][routing]")
{
    // 8 servers on leaf 0 each send one flow to a server on leaf 1; 8 spines, so the
    // first leaf picks one of m = 8 uplinks per flow.
    const int n = 8;
    const int m = 8;
    FabricConfig c;
    c.servers = 2 * n;
    c.leaves = 2;
    c.spines = m;
    const Fabric f = buildFabric(c);
    Router router(f.graph);
    std::mt19937 rng(2024);
    std::uniform_int_distribution<int> port(49152, 65535);
    const int trials = 3000;
    double sum = 0;
    double sumSquares = 0;
    for (int trial = 0; trial < trials; ++trial) {
        std::set<NodeId> used;
        for (int i = 0; i < n; ++i) {
            const NodeId from = f.gpu(i, 0);
            const NodeId to = f.gpu(n + i, 0);
            const auto tuple = tupleBetween(f, from, to, static_cast<std::uint16_t>(port(rng)));
            const auto path = router.route(from, to, tuple, 7);
            REQUIRE(path);
            used.insert(spineOf(f, *path));
        }
        const double fraction = static_cast<double>(used.size()) / m;
        sum += fraction;
        sumSquares += fraction * fraction;
    }
    const double mean = sum / trials;
    const double sd = std::sqrt(sumSquares / trials - mean * mean);
    const double expected = 1.0 - std::pow(1.0 - 1.0 / m, n); // 0.6564
    CHECK(expected == Approx(0.656391).epsilon(1e-5));
    CHECK(std::abs(mean - expected) < 3.0 * sd / std::sqrt(trials));
    // One flow per path for every flow would be 1.0; collisions are the rule.
    CHECK(mean < 0.75);
}

TEST_CASE("Spraying splits a flow evenly over every equal-cost path", "[topo][routing]")
{
    FabricConfig c;
    c.servers = 4;
    c.leaves = 2;
    c.spines = 4;
    c.uplinksPerLeafSpine = 2;
    const Fabric f = buildFabric(c);
    Router router(f.graph);
    const NodeId a = f.gpu(0, 0);
    const NodeId b = f.gpu(3, 0);
    const auto shares = router.routeFlow(a, b, FiveTuple{}, 1, EcmpMode::Spray);
    // 4 spines x 2 uplinks up x 2 links down.
    REQUIRE(shares.size() == 16);
    std::set<Path> distinct;
    double total = 0;
    for (const WeightedPath& s : shares) {
        CHECK(s.weight == Approx(1.0 / 16));
        total += s.weight;
        distinct.insert(s.path);
        checkPath(f.graph, s.path, a, b);
    }
    CHECK(distinct.size() == 16);
    CHECK(total == Approx(1.0));
    const auto hashed = router.routeFlow(a, b, FiveTuple{}, 1, EcmpMode::Hash);
    REQUIRE(hashed.size() == 1);
    CHECK(hashed[0].weight == 1.0);
    CHECK(distinct.contains(hashed[0].path));
    CHECK(router.equalCostPaths(a, b, 5).size() == 5);
}

TEST_CASE("Failures: a failed link or spine is routed around; no path gives nullopt",
          "[topo][routing]")
{
    FabricConfig c;
    c.servers = 4;
    c.leaves = 2;
    c.spines = 3;
    Fabric f = buildFabric(c);
    Graph& g = f.graph;
    Router router(g);
    const NodeId a = f.gpu(0, 0);
    const NodeId b = f.gpu(3, 0);
    REQUIRE(router.equalCostPaths(a, b).size() == 3);

    // Leaf 0 to spine 1 fails: two paths left, none over that link.
    LinkId failed = 0;
    for (const Adjacency& adj : g.neighbours(f.leaves[0]))
        if (adj.other == f.spines[1])
            failed = adj.link;
    g.setLinkUp(failed, false);
    const auto left = router.equalCostPaths(a, b);
    CHECK(left.size() == 2);
    for (std::uint16_t port = 49152; port < 49252; ++port) {
        const auto p = router.route(a, b, FiveTuple{1, 2, port, 4791, 17}, 5);
        REQUIRE(p);
        for (ChannelId ch : *p)
            CHECK(Graph::linkOf(ch) != failed);
    }

    // Spine 0 fails as a whole: only spine 2 is left.
    g.setNodeUp(f.spines[0], false);
    const auto one = router.equalCostPaths(a, b);
    REQUIRE(one.size() == 1);
    CHECK(spineOf(f, one[0]) == f.spines[2]);
    CHECK_FALSE(crosses(g, *router.route(a, b, FiveTuple{}, 5), f.spines[0]));

    // No spine: the leaves are cut apart, a leaf's own servers still reach each other.
    g.setNodeUp(f.spines[2], false);
    CHECK_FALSE(router.route(a, b, FiveTuple{}, 5).has_value());
    CHECK(router.routeFlow(a, b, FiveTuple{}, 5, EcmpMode::Spray).empty());
    CHECK(router.nextHops(f.leaves[0], b).empty());
    CHECK(router.route(a, f.gpu(1, 0), FiveTuple{}, 5).has_value());

    // A NIC down cuts its server off.
    g.restoreAll();
    g.setNodeUp(f.nics[3], false);
    CHECK_FALSE(router.route(a, b, FiveTuple{}, 5).has_value());
    g.restoreAll();
    CHECK(router.equalCostPaths(a, b).size() == 3);
}

TEST_CASE("The 09.7 misconfiguration: a leaf using one next hop collapses path diversity",
          "[topo][routing]")
{
    FabricConfig c;
    c.servers = 16;
    c.leaves = 2;
    c.spines = 4;
    const Fabric f = buildFabric(c);
    Router router(f.graph);
    const auto spinesUsed = [&] {
        std::set<NodeId> used;
        for (int i = 0; i < 8; ++i)
            for (std::uint16_t port = 49152; port < 49160; ++port) {
                const NodeId from = f.gpu(i, 0);
                const NodeId to = f.gpu(8 + i, 0);
                used.insert(
                    spineOf(f, *router.route(from, to, tupleBetween(f, from, to, port), 3)));
            }
        return used.size();
    };
    CHECK(spinesUsed() == 4);
    CHECK_FALSE(router.misconfigured());

    router.limitEcmpWidth(f.leaves[0], 1);
    CHECK(router.misconfigured());
    CHECK(router.nextHops(f.leaves[0], f.gpu(8, 0)).size() == 1);
    CHECK(router.equalCostPaths(f.gpu(0, 0), f.gpu(8, 0)).size() == 1);
    CHECK(spinesUsed() == 1);
    // The other direction is untouched.
    CHECK(router.equalCostPaths(f.gpu(8, 0), f.gpu(0, 0)).size() == 4);

    router.limitEcmpWidth(f.leaves[0], 2);
    CHECK(router.equalCostPaths(f.gpu(0, 0), f.gpu(8, 0)).size() == 2);
    CHECK_THROWS_AS(router.limitEcmpWidth(f.leaves[0], 0), Error);

    router.clearMisconfiguration();
    CHECK_FALSE(router.misconfigured());
    CHECK(spinesUsed() == 4);
}

TEST_CASE("Routes on the lab's largest fabric: 1,024 servers, 64 leaves, 16 spines",
          "[topo][routing]")
{
    FabricConfig c;
    c.servers = 1024;
    c.gpusPerServer = 8;
    c.nicsPerServer = 8;
    c.leaves = 64;
    c.spines = 16;
    const Fabric f = buildFabric(c);
    Router router(f.graph);
    // A ring over every GPU: consecutive GPUs share a server, the last of a server sends
    // to the next server (on the same leaf, or the next leaf every 16 servers).
    std::size_t leafCrossings = 0;
    for (std::size_t r = 0; r < f.gpus.size(); ++r) {
        const NodeId from = f.gpus[r];
        const NodeId to = f.gpus[(r + 1) % f.gpus.size()];
        const auto p = router.route(from, to, tupleBetween(f, from, to, 49152), 1);
        REQUIRE(p);
        const int hops = networkHops(f.graph, *p);
        if (f.serverOf(from) == f.serverOf(to))
            REQUIRE(hops == 0);
        else if (f.leafOfServer[f.serverOf(from)] == f.leafOfServer[f.serverOf(to)])
            REQUIRE(hops == 2);
        else {
            REQUIRE(hops == 4);
            ++leafCrossings;
        }
    }
    CHECK(leafCrossings == 64);
    CHECK(router.equalCostPaths(f.gpu(0, 0), f.gpu(1023, 0)).size() == 16);
}

TEST_CASE("Each switch picks hops[ecmpHash(tuple, seed ^ node mix) % count]", "[topo][routing]")
{
    FabricConfig c;
    c.spines = 4;
    const Fabric f = buildFabric(c);
    Router router(f.graph);
    const NodeId a = f.gpu(0, 0);
    const NodeId d = f.gpu(5, 0);
    const auto up = router.nextHops(f.leaves[0], d);
    const std::vector<LinkId> hops(up.begin(), up.end());
    REQUIRE(hops.size() == 4);
    for (std::uint16_t port = 49152; port < 49184; ++port) {
        const FiveTuple t = tupleBetween(f, a, d, port);
        const std::uint32_t seed = 77;
        const auto path = router.route(a, d, t, seed);
        REQUIRE(path);
        // GPU-NIC, NIC-leaf, then the leaf's pick.
        const std::uint32_t mixed = seed ^ (f.leaves[0] * 0x9E3779B1u);
        CHECK(Graph::linkOf((*path)[2]) == hops[ecmpHash(t, mixed) % 4]);
    }
}

TEST_CASE("Routing on a hand-built graph: hosts do not forward, new nodes are picked up",
          "[topo][routing]")
{
    Graph g;
    const auto rate = units::BitRate::gigabitsPerSecond(100);
    const auto lat = units::Seconds::microseconds(1);
    const auto sw = [&](const char* name) {
        Node n;
        n.kind = NodeKind::Spine;
        n.name = name;
        return g.addNode(n);
    };
    const NodeId s1 = sw("s1");
    const NodeId s2 = sw("s2");
    const NodeId s3 = sw("s3");
    const NodeId s4 = sw("s4");
    Node host;
    host.kind = NodeKind::Nic;
    host.name = "server0/nic0";
    host.server = 0;
    const NodeId nic = g.addNode(host);
    // s1 - s2 - s4 - s3, and a host NIC wired to both s1 and s3 (a 2-hop shortcut).
    g.addLink(s1, s2, rate, lat, LinkKind::Network);
    g.addLink(s2, s4, rate, lat, LinkKind::Network);
    g.addLink(s4, s3, rate, lat, LinkKind::Network);
    g.addLink(nic, s1, rate, lat, LinkKind::Network);
    g.addLink(nic, s3, rate, lat, LinkKind::Network);
    Router router(g);
    const auto p = router.route(s1, s3, FiveTuple{}, 1);
    REQUIRE(p);
    CHECK(p->size() == 3);
    CHECK_FALSE(crosses(g, *p, nic));
    // The host itself reaches both switches directly.
    CHECK(router.route(nic, s3, FiveTuple{}, 1)->size() == 1);
    CHECK(router.route(s1, nic, FiveTuple{}, 1)->size() == 1);

    // A new link s1 - s3 after the first routes: the router sees it.
    g.addLink(s1, s3, rate, lat, LinkKind::Network);
    CHECK(router.route(s1, s3, FiveTuple{}, 1)->size() == 1);
    CHECK(router.equalCostPaths(s2, s3).size() == 2); // via s1 or via s4
    CHECK_THROWS_AS(router.route(s1, 99, FiveTuple{}, 1), Error);
}

namespace {

// The split form against the listed paths: the same number of paths and, per channel, the
// same number of them crossing it; each hop after the hops that can precede it.
void checkSplitMatchesList(Router& router, NodeId a, NodeId b)
{
    const std::vector<Path> listed = router.equalCostPaths(a, b);
    SplitPaths split;
    REQUIRE(router.splitEqualCostPaths(a, b, split));
    CHECK(split.pathCount == listed.size());
    std::map<ChannelId, std::uint64_t> crossing;
    for (const Path& path : listed)
        for (const ChannelId c : path)
            ++crossing[c];
    std::map<ChannelId, std::uint64_t> fromSplit;
    std::vector<std::uint8_t> reached(split.nodeCount, 0);
    if (split.nodeCount > 0)
        reached[0] = 1;
    for (const SplitPaths::Hop& hop : split.hops) {
        CHECK(fromSplit.emplace(hop.channel, hop.paths).second); // each channel once
        CHECK(reached[hop.from]);
        CHECK(hop.to != 0);
        reached[hop.to] = 1;
    }
    CHECK(fromSplit == crossing);
}

} // namespace

TEST_CASE("Spraying in split form: per channel, the paths that cross it", "[topo][routing]")
{
    std::mt19937 rng(13);
    for (int round = 0; round < 60; ++round) {
        FabricConfig c;
        c.servers = 2 + int(rng() % 8);
        c.gpusPerServer = 1 << (rng() % 3);
        c.nicsPerServer = rng() % 4 == 0 ? 1 : c.gpusPerServer;
        c.leaves = 1 + int(rng() % 3);
        c.spines = 1 + int(rng() % 4);
        c.uplinksPerLeafSpine = 1 + int(rng() % 3);
        if (c.leaves > c.servers)
            continue;
        Fabric f = buildFabric(c);
        Router router(f.graph);
        if (rng() % 4 == 0)
            f.graph.setNodeUp(f.spines[rng() % f.spines.size()], false);
        if (rng() % 4 == 0)
            router.limitEcmpWidth(f.leaves[0], 1 + int(rng() % 2));
        INFO("round " << round);
        for (int k = 0; k < 6; ++k) {
            const NodeId a = f.gpu(int(rng() % c.servers), int(rng() % c.gpusPerServer));
            const NodeId b = f.gpu(int(rng() % c.servers), int(rng() % c.gpusPerServer));
            checkSplitMatchesList(router, a, b);
        }
    }
}

TEST_CASE("Spraying in split form: beyond the 4,096-path cut-off only a list will do",
          "[topo][routing]")
{
    FabricConfig c;
    c.servers = 2;
    c.leaves = 2;
    c.spines = 8;
    c.uplinksPerLeafSpine = 32; // 8 spines x 32 links up x 32 links down = 8,192 paths
    const Fabric f = buildFabric(c);
    Router router(f.graph);
    SplitPaths split;
    CHECK_FALSE(router.splitEqualCostPaths(f.gpu(0, 0), f.gpu(1, 0), split));
    CHECK(split.pathCount == 8192);
    CHECK(router.equalCostPaths(f.gpu(0, 0), f.gpu(1, 0)).size() == kSprayPathLimit);
    CHECK(router.splitEqualCostPaths(f.gpu(0, 0), f.gpu(1, 0), split, 8192));
    CHECK(split.pathCount == 8192);
    // A GPU to itself: one path without hops.
    CHECK(router.splitEqualCostPaths(f.gpu(0, 0), f.gpu(0, 0), split));
    CHECK(split.pathCount == 1);
    CHECK(split.hops.empty());
}
