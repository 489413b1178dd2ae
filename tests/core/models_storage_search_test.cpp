#include "core/error.h"
#include "core/models/storage/accelerator_search.h"

#include <catch2/catch.hpp>
#include <vector>

using namespace ailab::core;
using namespace ailab::core::models::storage;
using storage::PipelineConfig;

namespace {

// A 20 GB/s tier; each accelerator asks 2.5 GB/s: 8 are fed, 9 get 89 % (below 90 %).
PipelineConfig perAccelerator(int n)
{
    PipelineConfig c;
    c.tier = storage::defaultTier(storage::TierKind::NvmeArray);
    c.tier.dataServers = 1;
    c.tier.perServerBytesPerSecond = 20e9;
    c.tier.requestLatencyS = 1e-6;
    c.tier.iops = 1e9;
    c.tier.metadata.enabled = false;
    storage::JobConfig& j = c.jobs[0];
    j.accelerators = n;
    j.batchSize = 8;
    j.dataset = {100'000, 1, 10e6, 0.0, "npz"};
    j.readers = 8;
    j.prefetch = 16;
    j.computeSecondsPerBatch = 8 * 10e6 / 2.5e9;
    j.pcieBytesPerSecond = 1e12;
    j.epochs = 1;
    j.maxStepsPerEpoch = 150;
    return c;
}

} // namespace

TEST_CASE("The most accelerators a storage tier keeps above the AU threshold", "[storage]")
{
    const AcceleratorSearch s = searchMaxAccelerators(perAccelerator, 64);
    CHECK(s.maxPassing == 8);
    CHECK(s.firstFailing == 9);
    CHECK(s.auAtMax >= 0.9);
    CHECK(s.auAtFirstFailing == Approx(20.0 / 22.5).epsilon(0.02));
    CHECK(s.runs <= 8); // 1, 2, 4, 8, 16, then bisection
    // A limit that still passes is the answer, with no failing count.
    const AcceleratorSearch capped = searchMaxAccelerators(perAccelerator, 6);
    CHECK(capped.maxPassing == 6);
    CHECK(capped.firstFailing == 0);
    // Each run is reported as it finishes, and a caller may stop the search from there.
    std::vector<SearchTrial> trials;
    const AcceleratorSearch seen = searchMaxAccelerators(
        perAccelerator, 64, [&](const SearchTrial& t) { trials.push_back(t); });
    REQUIRE(int(trials.size()) == seen.runs);
    CHECK(trials.front().accelerators == 1);
    CHECK(trials.front().passed);
    CHECK(trials.back().accelerators == 9);
    CHECK_FALSE(trials.back().passed);
    struct Stop
    {
    };
    CHECK_THROWS_AS(searchMaxAccelerators(perAccelerator, 64,
                                          [](const SearchTrial&) { throw Stop{}; }),
                    Stop);
    CHECK_THROWS_WITH(searchMaxAccelerators(perAccelerator, 0),
                      "limit: the search needs a limit of at least one accelerator");
}

TEST_CASE("The MLPerf Storage runner's run: a workload on a tier", "[storage]")
{
    MlperfRunSetup setup;
    setup.workload = "resnet50";
    setup.tier = storage::TierKind::NvmeArray;
    setup.tierBytesPerSecond = 10e9;
    setup.epochs = 1;
    setup.maxStepsPerEpoch = 20;
    const PipelineConfig c = mlperfRunConfig(setup, 16);
    CHECK(c.tier.bandwidthBytesPerSecond() == Approx(10e9));
    REQUIRE(c.jobs.size() == 1);
    CHECK(c.jobs[0].accelerators == 16);
    CHECK(c.jobs[0].batchSize == 400);
    CHECK(c.jobs[0].maxStepsPerEpoch == 20);
    CHECK(c.jobs[0].auThreshold == 0.9);
    CHECK_THROWS_WITH(mlperfRunConfig(setup, 0), "/accelerators: expected an integer from 1 to 4096");
    setup.workload = "bert";
    CHECK_THROWS_AS(mlperfRunConfig(setup, 8), ailab::core::Error);
}
