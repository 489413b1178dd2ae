#include "core/collective/sweep.h"
#include "core/error.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::collective;

TEST_CASE("collective sweep: nccl-tests sizes", "[collective][sweep]")
{
    const std::vector<double> sizes = defaultSweepSizes();
    REQUIRE(sizes.size() == 23);
    CHECK(sizes.front() == 1024.0);
    CHECK(sizes.back() == 4294967296.0);
    CHECK(sizes[1] == 2048.0);
    CHECK(sweepSizes(1e3, 1e6, 10.0) == std::vector<double>{1e3, 1e4, 1e5, 1e6});
    try {
        sweepSizes(0, 1e6);
        FAIL("no error");
    } catch (const Error& error) {
        CHECK(error.path() == "minBytes");
    }
    CHECK_THROWS_AS(sweepSizes(1e6, 1e3), Error);
    CHECK_THROWS_AS(sweepSizes(1e3, 1e6, 1.0), Error);
}

TEST_CASE("collective sweep: every point equals runCollective at that size", "[collective][sweep]")
{
    SweepRequest request;
    request.fabric.servers = 8;
    request.fabric.leaves = 2;
    request.fabric.spines = 2;
    request.fabric.uplinksPerLeafSpine = 2;
    request.collective.algorithm = GENERATE(Algorithm::Ring, Algorithm::Rabenseifner);
    request.sizes = {1e3, 1e6, 1e9};
    const std::vector<SweepPoint> points = runSweep(request);
    REQUIRE(points.size() == 3);

    const topo::Fabric fabric = topo::buildFabric(request.fabric);
    topo::Router router(fabric.graph);
    for (std::size_t i = 0; i < points.size(); ++i) {
        CollectiveRequest one = request.collective;
        one.bytes = request.sizes[i];
        const CollectiveResult direct = runCollective(fabric, router, one);
        INFO("size " << one.bytes);
        CHECK(points[i].bytes == one.bytes);
        CHECK(points[i].simulatedSeconds == direct.simulatedSeconds);
        CHECK(points[i].closedFormSeconds == direct.closedFormSeconds);
        CHECK(points[i].algbwBytesPerSecond == direct.algbwBytesPerSecond);
        CHECK(points[i].busbwBytesPerSecond == direct.busbwBytesPerSecond);
        CHECK(
            points[i].closedFormBusbwBytesPerSecond ==
            Approx(busBandwidth(CollectiveOp::AllReduce, 8, one.bytes, direct.closedFormSeconds)));
        CHECK(points[i].simulatedSeconds > 0.0);
    }
    // Latency-bound to bandwidth-bound: busbw grows with the size.
    CHECK(points[0].busbwBytesPerSecond < points[1].busbwBytesPerSecond);
    CHECK(points[1].busbwBytesPerSecond < points[2].busbwBytesPerSecond);
    // At 1 GB the ring is bandwidth-bound: busbw near the NIC's 50 GB/s, never above it.
    if (request.collective.algorithm == Algorithm::Ring) {
        CHECK(points[2].busbwBytesPerSecond <= 50e9 * (1 + 1e-9));
        CHECK(points[2].busbwBytesPerSecond > 45e9);
    }
}

TEST_CASE("collective sweep: the callback reports progress and can stop it", "[collective][sweep]")
{
    SweepRequest request;
    request.sizes = {1e3, 1e4, 1e5, 1e6};
    std::vector<int> done;
    const std::vector<SweepPoint> points =
        runSweep(request, [&](const SweepPoint& point, int count, int total) {
            CHECK(total == 4);
            CHECK(point.bytes == request.sizes[static_cast<std::size_t>(count - 1)]);
            done.push_back(count);
            return count < 2;
        });
    CHECK(points.size() == 2);
    CHECK(done == std::vector<int>{1, 2});

    request.sizes = {1e3, -1.0};
    try {
        runSweep(request);
        FAIL("no error");
    } catch (const Error& error) {
        CHECK(error.path() == "sizes/1");
    }
}
