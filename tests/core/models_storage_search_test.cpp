#include "core/error.h"
#include "core/models/storage/accelerator_search.h"

#include <catch2/catch.hpp>

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
    CHECK_THROWS_WITH(searchMaxAccelerators(perAccelerator, 0),
                      "limit: the search needs a limit of at least one accelerator");
}
