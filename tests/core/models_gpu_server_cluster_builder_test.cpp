#include "core/collective/alpha_beta.h"
#include "core/error.h"
#include "core/models/gpu_server/cluster_builder.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models::gpu_server;

TEST_CASE("Seed cluster: 8 servers x 4 GPUs", "[models][gpu-server][cluster]")
{
    const ClusterTotals totals = clusterTotals(ClusterConfig{});
    CHECK(totals.gpus == 32);
    CHECK(totals.aggregateHbmGB == Approx(2560));
    CHECK(totals.nics == 16);
    CHECK(totals.teachingPowerW == Approx(32000));   // the seed's 32 kW GPU-only
    CHECK(totals.catalogPowerW == Approx(32 * 700)); // H100 SXM TDP 700 W
    CHECK(totals.nicBandwidthGbps == Approx(6400));
    // 16 NICs on the 16 server-facing ports of one 32-port leaf: no spine needed.
    CHECK(totals.fabric.serversPerLeaf == 8);
    CHECK(totals.fabric.leaves == 1);
    CHECK(totals.fabric.spines == 0);
}

TEST_CASE("Leaves and spines for the NIC count", "[models][gpu-server][cluster]")
{
    const LeafSpine nine = leafSpineFor(9, 2, 32);
    CHECK(nine.leaves == 2);
    CHECK(nine.spines == 2);
    CHECK(nine.uplinks == 18);
    const LeafSpine big = leafSpineFor(256, 2, 32);
    CHECK(big.leaves == 32);
    CHECK(big.spines == 16); // 512 uplinks / 32 ports
    CHECK(big.twoTierFits);
    const LeafSpine tooBig = leafSpineFor(256, 2, 16);
    CHECK(tooBig.leaves == 64);
    CHECK_FALSE(tooBig.twoTierFits);
}

TEST_CASE("All-reduce traffic grows with the cluster", "[models][gpu-server][cluster]")
{
    ClusterConfig config;
    config.gradientBytes = 1e9;
    const AllReduceTraffic t = allReduceTraffic(config); // p = 32
    CHECK(t.bytesPerRank == Approx(2.0 * 31.0 / 32.0 * 1e9));
    CHECK(t.totalBytes == Approx(2.0 * 31.0 * 1e9));
    CHECK(t.networkBytes == Approx(8 * 2.0 * 31.0 / 32.0 * 1e9));
    // NVLink 450 GB/s a direction; two 400 Gb/s NICs shared by 4 GPUs = 25 GB/s per GPU.
    const double expected =
        collective::hierarchicalAllReduceSeconds(8, 4, 1e9, 450e9, 25e9, 1e-6, 5e-6);
    CHECK(t.hierarchicalSeconds == Approx(expected));
    CHECK(t.hierarchicalSeconds ==
          Approx(2 * 3.0 / 4 * 1e9 / 450e9 + 2 * 7.0 / 8 * 0.25e9 / 25e9 + 6e-6 + 70e-6));

    const auto growth = allReduceGrowth(config, 256);
    REQUIRE(growth.size() == 256);
    CHECK(growth[0].networkBytes == 0);             // one server: nothing crosses the network
    CHECK(growth[0].bytesPerRank == Approx(1.5e9)); // 4 ranks: 2 x 3/4 S
    CHECK(growth[255].ranks == 1024);
    CHECK(growth[255].bytesPerRank < 2e9); // tends to 2S per rank
    CHECK(growth[255].totalBytes == Approx(2.0 * 1023 * 1e9));
}

TEST_CASE("Impossible clusters are refused with their field", "[models][gpu-server][cluster]")
{
    ClusterConfig config;
    config.servers = 0;
    try {
        clusterTotals(config);
        FAIL("expected an error");
    } catch (const Error& error) {
        CHECK(error.path() == "/model/servers");
    }
    config = ClusterConfig{};
    config.gpuId = "no-such-gpu";
    CHECK_THROWS_AS(clusterTotals(config), Error);
    config = ClusterConfig{};
    config.switchRadix = 31;
    CHECK_THROWS_AS(clusterTotals(config), Error);
}
