#include "core/collective/alpha_beta.h"

#include <catch2/catch.hpp>

using namespace ailab::core::collective;

namespace {
constexpr double kNic = 50e9; // 400 Gb/s in bytes per second
constexpr double kAlpha = 5e-6;
} // namespace

TEST_CASE("alpha-beta: ring all-reduce, the seed's 1.75 GB per worker", "[collective][alphabeta]")
{
    CHECK(ringAllReduceBytesPerRank(8, 1e9) == Approx(1.75e9));
    // 2 (p-1) alpha + 2 (p-1)/p n / B = 14 x 5 us + 35 ms.
    CHECK(ringAllReduceSeconds(8, 1e9, kNic, kAlpha) == Approx(0.035 + 14 * kAlpha));
    CHECK(ringAllReduceSeconds(1, 1e9, kNic, kAlpha) == 0.0);
    CHECK(ringAllReduceBytesPerRank(1, 1e9) == 0.0);
}

TEST_CASE("alpha-beta: recursive doubling, Rabenseifner and tree", "[collective][alphabeta]")
{
    CHECK(recursiveDoublingAllReduceSeconds(8, 1e9, kNic, kAlpha) ==
          Approx(3 * (kAlpha + 1e9 / kNic)));
    CHECK(rabenseifnerAllReduceSeconds(8, 1e9, kNic, kAlpha) == Approx(6 * kAlpha + 0.035));
    CHECK(treeAllReduceSeconds(8, 1e9, kNic, kAlpha) == Approx(6 * kAlpha + 0.04));
    // Not a power of two: ceil(lg 6) = 3 latency terms each way.
    CHECK(rabenseifnerAllReduceSeconds(6, 6e8, kNic, 0) == Approx(2.0 * 5 / 6 * 6e8 / kNic));
    CHECK(treeAllReduceSeconds(6, 1e9, kNic, kAlpha) == Approx(6 * kAlpha + 0.04));
}

TEST_CASE("alpha-beta: hierarchical adds the NVLink ring and the NIC ring on n/k",
          "[collective][alphabeta]")
{
    const double nvlink = 450e9;
    // k = 8 GPUs, N = 4 nodes, 1 GB: 2 x 7/8 x 1 GB / 450 GB/s + 2 x 3/4 x 125 MB / 50 GB/s.
    const double expected =
        2.0 * 7 / 8 * 1e9 / nvlink + 2.0 * 3 / 4 * 1.25e8 / kNic + 14 * 1e-6 + 6 * kAlpha;
    CHECK(hierarchicalAllReduceSeconds(4, 8, 1e9, nvlink, kNic, 1e-6, kAlpha) == Approx(expected));
    // One GPU a node is the plain ring across nodes.
    CHECK(hierarchicalAllReduceSeconds(8, 1, 1e9, nvlink, kNic, 1e-6, kAlpha) ==
          Approx(ringAllReduceSeconds(8, 1e9, kNic, kAlpha)));
}

TEST_CASE("alpha-beta: all-gather, reduce-scatter and broadcast", "[collective][alphabeta]")
{
    CHECK(ringAllGatherSeconds(8, 1e9, kNic, kAlpha) == Approx(7 * kAlpha + 0.0175));
    CHECK(ringReduceScatterSeconds(8, 1e9, kNic, kAlpha) ==
          Approx(ringAllGatherSeconds(8, 1e9, kNic, kAlpha)));
    CHECK(binomialBroadcastSeconds(8, 1e9, kNic, kAlpha) == Approx(3 * (kAlpha + 0.02)));
    CHECK(binomialBroadcastSeconds(5, 1e9, kNic, 0) == Approx(3 * 0.02));
}

TEST_CASE("alpha-beta: algbw and busbw as nccl-tests define them", "[collective][alphabeta]")
{
    CHECK(algorithmBandwidth(1e9, 0.04) == Approx(25e9));
    CHECK(algorithmBandwidth(1e9, 0.0) == 0.0);
    CHECK(busBandwidthFactor(CollectiveOp::AllReduce, 8) == Approx(1.75));
    CHECK(busBandwidthFactor(CollectiveOp::AllGather, 8) == Approx(0.875));
    CHECK(busBandwidthFactor(CollectiveOp::ReduceScatter, 4) == Approx(0.75));
    CHECK(busBandwidthFactor(CollectiveOp::Broadcast, 8) == 1.0);
    CHECK(busBandwidthFactor(CollectiveOp::AllReduce, 1) == 0.0);
    // A ring all-reduce at line rate has busbw = the link's bandwidth.
    const double t = ringAllReduceSeconds(8, 1e9, kNic, 0);
    CHECK(busBandwidth(CollectiveOp::AllReduce, 8, 1e9, t) == Approx(kNic));
}

TEST_CASE("alpha-beta: ceil(lg p)", "[collective][alphabeta]")
{
    CHECK(ceilLog2(1) == 0);
    CHECK(ceilLog2(2) == 1);
    CHECK(ceilLog2(5) == 3);
    CHECK(ceilLog2(1024) == 10);
    CHECK(ceilLog2(1025) == 11);
}
