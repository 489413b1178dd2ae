#include "core/collective/collective_run.h"
#include "core/error.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::core;
using namespace ailab::core::collective;
using topo::EcmpMode;

namespace {

topo::FabricConfig leafSpine(int servers, int leaves, int spines, int gpus = 1)
{
    topo::FabricConfig c;
    c.servers = servers;
    c.leaves = leaves;
    c.spines = spines;
    c.gpusPerServer = gpus;
    c.nicsPerServer = gpus;
    c.nicRate = units::BitRate::gigabitsPerSecond(400);
    c.uplinkRate = units::BitRate::gigabitsPerSecond(400);
    return c;
}

double latency(const topo::Fabric& fabric, topo::Router& router, topo::NodeId a, topo::NodeId b)
{
    return fabric.graph.latency(router.equalCostPaths(a, b, 1).front()).inSeconds();
}

CollectiveRequest ring(double bytes)
{
    CollectiveRequest r;
    r.bytes = bytes;
    return r;
}

} // namespace

TEST_CASE("collective: ring all-reduce on an uncongested fabric is the closed form plus the "
          "path latencies",
          "[collective]")
{
    // N = 8, S = 1 GB, 400 Gb/s: 2 (N-1)/N S / B = 1.75 GB / 50 GB/s = 35 ms. Two servers a
    // leaf, so some ring neighbours are one leaf apart and some cross a spine. A rank
    // starts step s once step s-1's chunk has arrived and its own step s-1 chunk has been
    // delivered, so every step waits for the longest hop next to it: 14 steps of 2.5 ms
    // plus 14 times the longest neighbour path latency.
    const topo::Fabric fabric = topo::buildFabric(leafSpine(8, 4, 4));
    topo::Router router(fabric.graph);
    const CollectiveResult result = runCollective(fabric, router, ring(1e9));
    const auto nodes = placeRanks(fabric, 8, Placement::Block);
    double longest = 0, shortest = 1;
    for (int r = 0; r < 8; ++r) {
        const double l = latency(fabric, router, nodes[r], nodes[(r + 1) % 8]);
        longest = std::max(longest, l);
        shortest = std::min(shortest, l);
    }
    CHECK(shortest < longest); // one leaf apart vs across a spine
    CHECK(result.simulatedSeconds == Approx(0.035 + 14 * longest).epsilon(1e-9));
    CHECK(result.closedFormSeconds == Approx(0.035 + 14 * longest).epsilon(1e-12));
    CHECK(result.bytesSentPerRank == Approx(1.75e9)); // the seed's 1.75 GB per worker
    CHECK(result.stepCount == 14);
    CHECK(result.flowCount == 8 * 14);
}

TEST_CASE("collective: with equal path latencies the ring equals the closed form", "[collective]")
{
    const topo::Fabric fabric = topo::buildFabric(leafSpine(8, 8, 2));
    topo::Router router(fabric.graph);
    for (const EcmpMode mode : {EcmpMode::Hash, EcmpMode::Spray}) {
        CollectiveRequest request = ring(1e9);
        request.ecmp = mode;
        const CollectiveResult result = runCollective(fabric, router, request);
        const double alpha = latency(fabric, router, fabric.gpus[0], fabric.gpus[1]);
        CHECK(result.closedFormSeconds == Approx(0.035 + 14 * alpha).epsilon(1e-12));
        CHECK(result.simulatedSeconds == Approx(result.closedFormSeconds).epsilon(1e-9));
        // nccl-tests: algbw = S / t, busbw = algbw x 2 (N-1) / N.
        CHECK(result.algbwBytesPerSecond == Approx(1e9 / result.simulatedSeconds));
        CHECK(result.busbwBytesPerSecond ==
              Approx(result.algbwBytesPerSecond * 2.0 * 7 / 8).epsilon(1e-12));
        CHECK(result.maxLinkUtilisation > 0.99);
        CHECK(result.maxLinkUtilisation <= 1.0 + 1e-9);
    }
}

TEST_CASE("collective: Rabenseifner, broadcast and ring all-gather match their closed forms",
          "[collective]")
{
    const topo::Fabric fabric = topo::buildFabric(leafSpine(8, 8, 2));
    topo::Router router(fabric.graph);
    CollectiveRequest request = ring(1e9);
    request.algorithm = Algorithm::Rabenseifner;
    const CollectiveResult rab = runCollective(fabric, router, request);
    CHECK(rab.simulatedSeconds == Approx(rab.closedFormSeconds).epsilon(1e-9));
    CHECK(rab.bytesSentPerRank == Approx(1.75e9));
    request.op = CollectiveOp::Broadcast;
    const CollectiveResult bcast = runCollective(fabric, router, request);
    CHECK(bcast.simulatedSeconds == Approx(bcast.closedFormSeconds).epsilon(1e-9));
    CHECK(bcast.busbwBytesPerSecond == Approx(bcast.algbwBytesPerSecond));
    request.op = CollectiveOp::AllGather;
    const CollectiveResult gather = runCollective(fabric, router, request);
    CHECK(gather.simulatedSeconds == Approx(gather.closedFormSeconds).epsilon(1e-9));
    CHECK(gather.busbwBytesPerSecond == Approx(gather.algbwBytesPerSecond * 7.0 / 8));
    request.op = CollectiveOp::ReduceScatter;
    CHECK(runCollective(fabric, router, request).simulatedSeconds ==
          Approx(gather.simulatedSeconds).epsilon(1e-12));
}

TEST_CASE("collective: Rabenseifner folds a non-power-of-two rank count", "[collective]")
{
    const topo::Fabric fabric = topo::buildFabric(leafSpine(6, 6, 2));
    topo::Router router(fabric.graph);
    CollectiveRequest request = ring(1e8);
    request.algorithm = Algorithm::Rabenseifner;
    const CollectiveResult six = runCollective(fabric, router, request);
    // The fold and unfold each move the whole buffer once more: 2 n / B on top of the
    // four-rank halving-doubling (2 x 3/4 n / B). Ranks without a fold partner start
    // halving at once, so their first message shares a folded rank's NIC with the fold:
    // a little more, never less.
    const double beta = 8.0 / 400e9;
    CHECK(six.simulatedSeconds > (2 + 1.5) * 1e8 * beta);
    CHECK(six.simulatedSeconds < (2 + 1.5) * 1e8 * beta * 1.2);
    CHECK(six.stepCount == 2 * 2 + 2);
}

TEST_CASE("collective: the binary tree completes and sends each byte up and down", "[collective]")
{
    const topo::Fabric fabric = topo::buildFabric(leafSpine(8, 8, 2));
    topo::Router router(fabric.graph);
    CollectiveRequest request = ring(1e9);
    request.algorithm = Algorithm::Tree;
    const CollectiveResult tree = runCollective(fabric, router, request);
    // A single binary tree: an inner rank receives from two children and sends to two,
    // so its NIC carries 2 n each way; the time is at least 2 n / B.
    CHECK(tree.simulatedSeconds > 2 * 1e9 * 8 / 400e9);
    CHECK(tree.bytesSentPerRank == Approx(3e9)); // an inner rank: n up, 2 n down
    CHECK(tree.simulatedSeconds > tree.closedFormSeconds);
}

TEST_CASE("collective: hierarchical all-reduce equals its closed form with a NIC per GPU",
          "[collective]")
{
    const topo::Fabric fabric = topo::buildFabric(leafSpine(2, 2, 4, 4));
    topo::Router router(fabric.graph);
    CollectiveRequest request = ring(1e9);
    request.algorithm = Algorithm::Hierarchical;
    request.ecmp = EcmpMode::Spray;
    const CollectiveResult h = runCollective(fabric, router, request);
    CHECK(h.simulatedSeconds == Approx(h.closedFormSeconds).epsilon(1e-9));
    // Inside: 2 x 3/4 n over NVLink; across: 2 x 1/2 x n/4 over the NIC.
    CHECK(h.bytesSentPerRank == Approx(1.5e9 + 0.25e9));
    CHECK(h.steps.empty());
}

TEST_CASE("collective: parallel rings across servers match their closed form when alone",
          "[collective]")
{
    // 2 servers of 4 GPUs, a NIC each, sprayed: each local index's ring of 2 has its own
    // NICs, so the rings run as one ring of 2 would, on the whole buffer.
    const topo::Fabric fabric = topo::buildFabric(leafSpine(2, 2, 4, 4));
    topo::Router router(fabric.graph);
    CollectiveRequest request = ring(1e9);
    request.algorithm = Algorithm::ParallelRings;
    request.ecmp = EcmpMode::Spray;
    const CollectiveResult rings = runCollective(fabric, router, request);
    CHECK(rings.simulatedSeconds == Approx(rings.closedFormSeconds).epsilon(1e-9));
    // Across: 2 x 1/2 n over the NIC, nothing over NVLink.
    CHECK(rings.bytesSentPerRank == Approx(1e9));
    CHECK(parseAlgorithm("parallel-rings") == Algorithm::ParallelRings);
    CHECK(algorithmId(Algorithm::ParallelRings) == "parallel-rings");
}

TEST_CASE("collective: an ECMP collision slows a ring on an oversubscribed fabric", "[collective]")
{
    // 2 leaves of 4 servers, 2 spines: 2:1 oversubscribed. Round-robin placement puts
    // every ring neighbour on the other leaf, so 4 flows leave each leaf on 2 uplinks.
    const topo::Fabric fabric = topo::buildFabric(leafSpine(8, 2, 2));
    CHECK(topo::oversubscription(fabric).ratio() == Approx(2.0));
    topo::Router router(fabric.graph);
    CollectiveRequest request = ring(1e8);
    request.placement = Placement::RoundRobin;
    request.ecmp = EcmpMode::Spray;
    const double sprayed = runCollective(fabric, router, request).simulatedSeconds;
    const double closed = closedFormSeconds(fabric, request);
    CHECK(sprayed / closed == Approx(2.0).epsilon(0.01)); // half the bandwidth per flow
    request.ecmp = EcmpMode::Hash;
    bool collided = false;
    for (std::uint32_t seed = 1; seed <= 8; ++seed) {
        request.seed = seed;
        const double hashed = runCollective(fabric, router, request).simulatedSeconds;
        CHECK(hashed >= sprayed * (1 - 1e-9));
        collided = collided || hashed > sprayed * 1.2;
    }
    CHECK(collided);
}

TEST_CASE("collective: a spine failure changes the result but the ring still completes",
          "[collective]")
{
    topo::Fabric fabric = topo::buildFabric(leafSpine(8, 2, 4));
    topo::Router router(fabric.graph);
    CollectiveRequest request = ring(1e8);
    request.placement = Placement::RoundRobin;
    request.ecmp = EcmpMode::Spray;
    request.recordSteps = true;
    const CollectiveResult healthy = runCollective(fabric, router, request);
    fabric.graph.setNodeUp(fabric.spines[0], false);
    const CollectiveResult failed = runCollective(fabric, router, request);
    CHECK(std::isfinite(failed.simulatedSeconds));
    CHECK(failed.simulatedSeconds / healthy.simulatedSeconds == Approx(4.0 / 3).epsilon(0.01));
    // No byte crosses the failed spine.
    for (const auto& adj : fabric.graph.neighbours(fabric.spines[0])) {
        CHECK(failed.channelBytes[topo::Graph::channel(adj.link, 0)] == 0.0);
        CHECK(failed.channelBytes[topo::Graph::channel(adj.link, 1)] == 0.0);
    }
    REQUIRE(failed.steps.size() == 14);
    CHECK(failed.steps.front().phase == "reduce-scatter");
    CHECK(failed.steps.back().phase == "all-gather");
    CHECK(failed.steps.back().finish == Approx(failed.simulatedSeconds));
    for (const auto& flow : failed.steps[3].flows)
        CHECK(flow.finish > flow.start);
}

TEST_CASE("collective: placement puts consecutive ranks on one leaf or across leaves",
          "[collective]")
{
    const topo::Fabric fabric = topo::buildFabric(leafSpine(4, 2, 2));
    const auto block = placeRanks(fabric, 4, Placement::Block);
    const auto spread = placeRanks(fabric, 4, Placement::RoundRobin);
    std::vector<int> blockLeaves, spreadLeaves;
    for (int r = 0; r < 4; ++r) {
        blockLeaves.push_back(fabric.leafOfServer[fabric.serverOf(block[r])]);
        spreadLeaves.push_back(fabric.leafOfServer[fabric.serverOf(spread[r])]);
    }
    CHECK(blockLeaves == std::vector<int>{0, 0, 1, 1});
    CHECK(spreadLeaves == std::vector<int>{0, 1, 0, 1});
}

TEST_CASE("collective: impossible requests name the field", "[collective]")
{
    const topo::Fabric fabric = topo::buildFabric(leafSpine(4, 2, 2));
    topo::Router router(fabric.graph);
    CollectiveRequest request = ring(1e6);
    request.ranks = 5;
    try {
        runCollective(fabric, router, request);
        FAIL("too many ranks accepted");
    } catch (const Error& e) {
        CHECK(e.path() == "ranks");
    }
    request.ranks = 0;
    request.bytes = -1;
    try {
        runCollective(fabric, router, request);
        FAIL("negative size accepted");
    } catch (const Error& e) {
        CHECK(e.path() == "bytes");
    }
    CHECK(parseAlgorithm("rabenseifner") == Algorithm::Rabenseifner);
    CHECK_THROWS_AS(parseAlgorithm("butterfly"), Error);
    CHECK(parsePlacement(placementId(Placement::RoundRobin)) == Placement::RoundRobin);
    CHECK(parseCollectiveOp("reduce-scatter") == CollectiveOp::ReduceScatter);
    CHECK(collectiveOpId(CollectiveOp::Broadcast) == "broadcast");
}
