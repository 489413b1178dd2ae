#include "core/error.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"

#include <catch2/catch.hpp>
#include <limits>

using namespace ailab::core::storage;

TEST_CASE("The seed's starvation simulator: 8, 20 and 24 GB/s", "[storage][seed]")
{
    const SteadyStateResult r = steadyState(8, 20, 24);
    CHECK(r.throughput == 8);
    CHECK(r.fedFraction == Approx(1.0 / 3.0));
    CHECK(std::round(100 * r.fedFraction) == 33);
    CHECK(std::round(100 * r.waitFraction) == 67);
    CHECK(r.limiting == PipelineStage::Storage);
    CHECK(pipelineStageId(r.limiting) == "storage");
}

TEST_CASE("The slowest stage limits; a fed GPU limits itself", "[storage]")
{
    CHECK(steadyState(30, 20, 24).limiting == PipelineStage::Preprocessing);
    CHECK(steadyState(30, 20, 24).throughput == 20);
    const SteadyStateResult fed = steadyState(30, 40, 24);
    CHECK(fed.limiting == PipelineStage::Gpu);
    CHECK(fed.fedFraction == 1.0);
    CHECK(fed.waitFraction == 0.0);
    // Free preprocessing never limits.
    CHECK(steadyState(8, std::numeric_limits<double>::infinity(), 24).throughput == 8);
    CHECK_THROWS_AS(steadyState(0, 20, 24), ailab::core::Error);
    CHECK(serialUtilisation(0.3, 0.1) == Approx(0.75));
}

TEST_CASE("Staging a dataset to local NVMe takes it across once", "[storage]")
{
    PipelineConfig c; // 20 GB/s file system; 8 accelerators on one node with 50 GB/s
    c.jobs[0].dataset = {1000, 1, 100e6, 0.0, "npz"};
    CHECK(stagingSeconds(c, 0) == Approx(100e9 / 20e9));
    c.jobs[0].nodeNetworkBytesPerSecond = 5e9; // one node's network is the limit
    CHECK(stagingSeconds(c, 0) == Approx(100e9 / 5e9));
}
