#include "core/error.h"
#include "core/models/storage/storage_scenario.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/pipeline_bottleneck.h"
#include "core/storage/steady_state.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::storage;

TEST_CASE("The run names what limited it, not what the closed form would",
          "[storage][pipeline]")
{
    // ResNet-50 on 8 H100 from the object store with its 8 readers: the closed form (ample
    // readers) sees the store's IOPS; the run waits out each read's latency with bandwidth
    // and IOPS nearly idle.
    PipelineConfig c;
    c.tier = defaultTier(TierKind::ObjectStore);
    JobConfig j = models::storage::workloadJob("resnet50", "h100", 8);
    j.epochs = 1;
    j.maxStepsPerEpoch = 20;
    c.jobs = {j};
    const PipelineResult object = runPipeline(c);
    CHECK(closedFormOf(c).result.limiting == PipelineStage::Storage);
    CHECK(object.tierUtilisation < 0.05);
    CHECK(object.iopsUtilisation < 0.2);
    CHECK(simulatedBottleneck(c, object, 0) == Bottleneck::LoaderLatency);
    CHECK(bottleneckId(Bottleneck::LoaderLatency) == "loader-latency");

    // The same job with its dataset on local NVMe: the GPUs are fed.
    c.jobs[0].cache.staged = true;
    CHECK(simulatedBottleneck(c, runPipeline(c), 0) == Bottleneck::Gpu);

    // 3D U-Net on 8 H100 against 20 GB/s: the bandwidth is busy.
    PipelineConfig u;
    u.tier = defaultTier(TierKind::ParallelFileSystem);
    JobConfig unet = models::storage::workloadJob("unet3d", "h100", 8);
    unet.epochs = 1;
    unet.maxStepsPerEpoch = 30;
    u.jobs = {unet};
    const PipelineResult pfs = runPipeline(u);
    CHECK(simulatedBottleneck(u, pfs, 0) == Bottleneck::TierBandwidth);
    CHECK_THROWS_AS(simulatedBottleneck(u, pfs, 1), Error);
}
