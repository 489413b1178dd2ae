#include "core/collective/alpha_beta.h"
#include "core/topo/intra_node.h"

#include <catch2/catch.hpp>

using namespace ailab::core::topo;
namespace collective = ailab::core::collective;

namespace {
std::vector<std::string> only(const Route& r, const Graph& g)
{
    REQUIRE(r.paths.size() == 1);
    return r.nodeNames(g).front();
}
using Names = std::vector<std::string>;
} // namespace

TEST_CASE("GPU-to-GPU routes: NVLink bridge, PCIe switch, host and socket link", "[topo]")
{
    const ServerGraph s = buildServer(conceptualServer());
    const Graph& g = s.graph;
    const Route pair = findRoute(g, s.gpus[0], s.gpus[1]);
    CHECK(only(pair, g) == Names{"gpu0", "gpu1"});
    CHECK(pair.nvlink);
    CHECK(pair.bytesPerSecond == Approx(300e9));
    CHECK(pair.latencySeconds == Approx(0.2e-6));

    // Across the pairs: up through the switch, the root complex, the UPI link and down.
    const Route far = findRoute(g, s.gpus[1], s.gpus[2]);
    CHECK(only(far, g) == Names{"gpu1", "pcie-sw0", "cpu0", "cpu1", "pcie-sw1", "gpu2"});
    CHECK(far.viaHost);
    CHECK(far.viaSocketLink);
    CHECK_FALSE(far.nvlink);
    CHECK(far.bytesPerSecond == Approx(64e9));
    CHECK(far.latencySeconds == Approx(4 * 0.25e-6 + 0.15e-6));
    // 1 GB: alpha + n / B.
    CHECK(far.seconds(1e9) == Approx(1.15e-6 + 1e9 / 64e9));

    // Without NVLink, GPUs behind one switch talk peer to peer through it.
    const ServerGraph pcie = withFabric(conceptualServer(), GpuFabric::PcieOnly);
    const Route near = findRoute(pcie.graph, pcie.gpus[0], pcie.gpus[1]);
    CHECK(only(near, pcie.graph) == Names{"gpu0", "pcie-sw0", "gpu1"});
    CHECK_FALSE(near.viaHost);
}

TEST_CASE("through four NVSwitch chips a copy stripes over all of them", "[topo]")
{
    const ServerGraph s = buildServer(dgxH100Server());
    const Route r = findRoute(s.graph, s.gpus[0], s.gpus[7]);
    REQUIRE(r.paths.size() == 4);
    CHECK(r.nodeNames(s.graph)[2] == Names{"gpu0", "nvswitch2", "gpu7"});
    CHECK(r.nvlink);
    CHECK(r.bytesPerSecond == Approx(450e9));
    CHECK(r.latencySeconds == Approx(0.4e-6));
}

TEST_CASE("intra-node ring all-reduce equals the alpha-beta closed form", "[topo]")
{
    const double n = 1e9;
    SECTION("NVSwitch: every hop at 450 GB/s")
    {
        const ServerGraph s = buildServer(dgxH100Server());
        const AllReduceEstimate e = ringAllReduce(s, n);
        CHECK(e.ranks == 8);
        CHECK(e.bottleneckBytesPerSecond == Approx(450e9));
        CHECK(e.alphaSeconds == Approx(0.4e-6));
        // 2(p-1) alpha + 2(p-1)/p n / B = 14 x 0.4 us + 1.75 GB / 450 GB/s.
        CHECK(e.seconds == Approx(14 * 0.4e-6 + 1.75e9 / 450e9));
        CHECK(e.seconds == Approx(collective::ringAllReduceSeconds(8, n, 450e9, 0.4e-6)));
        CHECK(e.bytesPerRank == Approx(1.75e9));
        // busbw = n / t x 2(p-1)/p.
        CHECK(e.busBandwidth == Approx(n / e.seconds * 1.75));
    }
    SECTION("NVLink pairs: the ring crosses PCIe and the host between the pairs")
    {
        const ServerGraph s = buildServer(conceptualServer());
        const AllReduceEstimate e = ringAllReduce(s, n);
        REQUIRE(e.edges.size() == 4);
        CHECK(e.edges[0].route.nvlink);
        CHECK(e.edges[1].route.viaSocketLink);
        CHECK(e.bottleneckBytesPerSecond == Approx(64e9));
        CHECK(e.edges[e.slowestEdge].route.viaHost);
        CHECK(e.alphaSeconds == Approx(1.15e-6));
        CHECK(e.seconds == Approx(6 * 1.15e-6 + 1.5e9 / 64e9));
    }
    SECTION("PCIe only, one socket: the hops through the root complex share its ports")
    {
        const ServerGraph s = buildServer(pcieWorkstation());
        const AllReduceEstimate e = ringAllReduce(s, n);
        // Each GPU's root port carries its own send and its neighbour's receive, one per
        // direction: no channel is shared, so B is one PCIe 5.0 x16 direction.
        CHECK(e.bottleneckBytesPerSecond == Approx(64e9));
        CHECK(e.alphaSeconds == Approx(0.5e-6));
        CHECK(e.seconds == Approx(collective::ringAllReduceSeconds(4, n, 64e9, 0.5e-6)));
    }
    SECTION("one GPU does no all-reduce")
    {
        ServerSpec spec = pcieWorkstation();
        spec.gpus = 1;
        const AllReduceEstimate e = ringAllReduce(buildServer(spec), n);
        CHECK(e.seconds == 0.0);
        CHECK(e.edges.empty());
    }
}

TEST_CASE("NVSwitch beats pairs, and pairs do not beat PCIe for a ring", "[topo]")
{
    const ServerSpec spec = dgxH100Server();
    const double n = 2.6e9;
    const double pcie = ringAllReduce(withFabric(spec, GpuFabric::PcieOnly), n).seconds;
    const double pairs = ringAllReduce(withFabric(spec, GpuFabric::NvlinkPairs), n).seconds;
    const double nvswitch = ringAllReduce(withFabric(spec, GpuFabric::NvSwitch), n).seconds;
    CHECK(nvswitch < pairs);
    CHECK(pairs <= pcie);
    // On the DGX's PCIe tree each switch uplink carries one hop each way: B = 64 GB/s,
    // and the hops 3->4 and 7->0 cross the socket link.
    const AllReduceEstimate p = ringAllReduce(withFabric(spec, GpuFabric::PcieOnly), n);
    CHECK(p.bottleneckBytesPerSecond == Approx(64e9));
    CHECK(p.edges[3].route.viaSocketLink);
    CHECK(p.edges[7].route.viaSocketLink);
    CHECK_FALSE(p.edges[1].route.viaSocketLink);
    CHECK(pcie == Approx(collective::ringAllReduceSeconds(8, n, 64e9, p.alphaSeconds)));
}
