#include "core/error.h"
#include "core/models/storage/stage_rates.h"
#include "core/models/storage/storage_scenario.h"
#include "core/storage/steady_state.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::core;
using namespace ailab::core::models::storage;
using ailab::core::storage::PipelineConfig;

TEST_CASE("The starvation simulator's three rates set the pipeline", "[models][storage]")
{
    PipelineConfig c;
    c.jobs = {workloadJob("unet3d", "h100", 8), workloadJob("unet3d", "a100", 8)};
    const PipelineConfig edited = withStageRates(c, 8e9, 20e9, 24e9);
    const auto closed = ailab::core::storage::closedFormOf(edited);
    CHECK(closed.storage == Approx(8e9));
    CHECK(closed.preprocessing == Approx(20e9));
    CHECK(closed.demand == Approx(24e9));
    // The course's figures: 8 GB/s, a third fed, two thirds waiting, storage limiting.
    CHECK(closed.result.throughput == Approx(8e9));
    CHECK(closed.result.fedFraction == Approx(1.0 / 3.0));
    CHECK(closed.result.limiting == ailab::core::storage::PipelineStage::Storage);
    // The jobs keep their shares of the demand (the H100 job asks about twice the A100's).
    CHECK(edited.jobs[0].demandBytesPerSecond() / edited.jobs[1].demandBytesPerSecond() ==
          Approx(c.jobs[0].demandBytesPerSecond() / c.jobs[1].demandBytesPerSecond()));
    const PipelineConfig free = withStageRates(c, 8e9, INFINITY, 24e9);
    CHECK(free.jobs[0].preprocessSecondsPerSample == 0.0);
    CHECK(std::isinf(ailab::core::storage::closedFormOf(free).preprocessing));
    CHECK_THROWS_WITH(withStageRates(c, 0, 1, 1), "/storage: expected a rate above zero");

    const PipelineConfig loader = withLoaderSettings(c, 2, 16, 0.5);
    CHECK(loader.jobs[1].readers == 2);
    CHECK(loader.jobs[1].prefetch == 16);
    CHECK(loader.tier.latencyJitter == 0.5);
    CHECK_THROWS_WITH(withLoaderSettings(c, 0, 1, 0), "/readers: expected an integer from 1 to 256");
}

TEST_CASE("The storage rate moves the closed form's storage rate whatever limits it",
          "[models][storage]")
{
    // Small files on the parallel file system: the metadata service limits far below the
    // 20 GB/s of bandwidth.
    PipelineConfig c;
    c.tier = ailab::core::storage::defaultTier(ailab::core::storage::TierKind::ParallelFileSystem);
    c.jobs = {workloadJob("resnet50", "h100", 32)};
    c.jobs[0].dataset.files = c.jobs[0].dataset.samples();
    c.jobs[0].dataset.samplesPerFile = 1;
    const auto before = ailab::core::storage::closedFormOf(c);
    REQUIRE(before.storage < 0.5 * c.tier.bandwidthBytesPerSecond());
    for (const double rate : {1e9, 4e9, 30e9}) {
        const PipelineConfig edited = withStageRates(c, rate, INFINITY, before.demand);
        CHECK(ailab::core::storage::closedFormOf(edited).storage == Approx(rate));
    }
    // Its own rate back: nothing changes.
    const PipelineConfig same = withStageRates(c, before.storage, INFINITY, before.demand);
    CHECK(same.tier.bandwidthBytesPerSecond() == Approx(c.tier.bandwidthBytesPerSecond()));
    CHECK(same.tier.metadata.opsPerSecond == Approx(c.tier.metadata.opsPerSecond));
}
