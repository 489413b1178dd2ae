#include "core/collective/alpha_beta.h"
#include "core/collective/server_all_reduce.h"

#include <catch2/catch.hpp>

using namespace ailab::core::collective;
using namespace ailab::core::topo;

TEST_CASE("intra-node ring all-reduce equals the alpha-beta closed form", "[collective]")
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
        CHECK(e.seconds == Approx(ringAllReduceSeconds(8, n, 450e9, 0.4e-6)));
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
        CHECK(e.seconds == Approx(ringAllReduceSeconds(4, n, 64e9, 0.5e-6)));
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

TEST_CASE("NVSwitch beats pairs, and pairs do not beat PCIe for a ring", "[collective]")
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
    CHECK(pcie == Approx(ringAllReduceSeconds(8, n, 64e9, p.alphaSeconds)));
}
