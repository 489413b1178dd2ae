#include "core/models/storage/storage_scenario.h"
#include "core/sim/simulation.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/stage_window.h"
#include "core/telemetry/metric_registry.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::storage;

namespace {

// MLPerf Storage's 3D U-Net on 8 H100 (25.4 GB/s asked) against a 20 GB/s file system with
// four readers and two batches ahead, as `ailab-sim storage` runs it; short epochs.
PipelineConfig unet3dOnPfs()
{
    PipelineConfig c;
    c.tier = defaultTier(TierKind::ParallelFileSystem);
    c.tier.perServerBytesPerSecond = 20e9 / c.tier.dataServers;
    JobConfig j = models::storage::workloadJob("unet3d", "h100", 8);
    j.readers = 4;
    j.prefetch = 2;
    j.epochs = 2;
    j.maxStepsPerEpoch = 40;
    c.jobs = {j};
    return c;
}

// The course's starvation preset: storage 8, preprocessing 20, GPUs 24 GB/s, 24 ms a step.
PipelineConfig course()
{
    PipelineConfig c;
    c.tier = defaultTier(TierKind::ParallelFileSystem);
    c.tier.dataServers = 4;
    c.tier.perServerBytesPerSecond = 2e9;
    JobConfig& j = c.jobs.at(0);
    j.name = "train";
    j.accelerators = 8;
    j.dataset = {24'000, 1, 4e6, 0.0, "npz"};
    j.batchSize = 6;
    j.readers = 8;
    j.prefetch = 8;
    j.computeSecondsPerBatch = 0.008;
    j.preprocessSecondsPerSample = 0.0064;
    j.cpuCoresPerAccelerator = 4;
    j.epochs = 2;
    return c;
}

} // namespace

TEST_CASE("A job is never delivered more than its tier's bandwidth", "[storage][pipeline]")
{
    // Counting the bytes of the batches consumed after the first step gave 20.4 GB/s from
    // 20 GB/s: the batches read ahead before the window were counted in it.
    const PipelineConfig c = unet3dOnPfs();
    const PipelineResult r = runPipeline(c);
    REQUIRE(r.jobs.size() == 1);
    CHECK(r.jobs[0].deliveredBytesPerSecond <= 20e9);
    CHECK(r.tierDeliveredBytesPerSecond <= 20e9);
    // It still measures the storage-bound rate: at least 95 % of the tier.
    CHECK(r.jobs[0].deliveredBytesPerSecond > 0.95 * 20e9);
    // And the same bound on the course's pipeline, storage at 8 GB/s.
    const PipelineResult rc = runPipeline(course());
    CHECK(rc.jobs[0].deliveredBytesPerSecond <= 8e9);
    CHECK(rc.jobs[0].deliveredBytesPerSecond == Approx(8e9).epsilon(0.03));
}

TEST_CASE("The figures exist while the first epoch runs", "[storage][pipeline]")
{
    const PipelineConfig c = course();
    sim::Simulation sim;
    InputPipeline p(sim, c);
    sim.runUntil(6.0); // halfway through the first of two 12 s epochs
    const JobResult mid = p.result().jobs.at(0);
    CHECK(mid.auPerEpoch.empty());
    CHECK(mid.gpuBusyFraction > 0.25);
    // AU and the delivered rate of the epoch so far, next to GPU busy, not zero.
    CHECK(mid.au == Approx(mid.gpuBusyFraction).epsilon(0.1));
    CHECK(mid.deliveredBytesPerSecond == Approx(8e9).epsilon(0.05));
    CHECK(mid.samplesPerSecond > 0);
    CHECK_FALSE(mid.passed);
}

TEST_CASE("Stage rates are means over a window, not the state between two events",
          "[storage][pipeline]")
{
    const PipelineConfig c = course();
    sim::Simulation sim;
    telemetry::MetricRegistry metrics;
    InputPipeline p(sim, c, &metrics);
    sim.runUntil(17.3); // in the second epoch
    const StageRates w = p.recentStageRates(0, 2.0);
    CHECK(w.windowS >= 2.0);
    CHECK(w.windowS <= 2.0 + c.sampleIntervalS);
    // Storage limits at 8 of 24 GB/s: every stage after it moves about 8 GB/s on average and
    // the GPUs compute a third of the time, whatever the instant shows.
    CHECK(w.tierReadBytesPerSecond == Approx(8e9).epsilon(0.05));
    CHECK(w.cacheReadBytesPerSecond == 0.0);
    CHECK(w.preparedBytesPerSecond == Approx(8e9).epsilon(0.1));
    CHECK(w.gpuBytesPerSecond == Approx(8e9).epsilon(0.1));
    CHECK(w.gpuBusyFraction == Approx(1.0 / 3.0).epsilon(0.1));
    CHECK(w.dataWaitFraction == Approx(2.0 / 3.0).epsilon(0.1));
    CHECK(w.gpuBusyFraction + w.dataWaitFraction <= 1.0 + 1e-9);

    // The counters are cumulative; the window's means are their differences.
    const StageCounters a = p.stageCounters(0);
    sim.runUntil(18.3);
    const StageCounters b = p.stageCounters(0);
    const StageRates d = stageRatesBetween(a, b, 8);
    CHECK(d.windowS == Approx(1.0));
    CHECK(d.tierReadBytesPerSecond == Approx((b.tierReadBytes - a.tierReadBytes) / 1.0));
    CHECK(stageRatesBetween(b, b, 8).windowS == 0.0);
}

TEST_CASE("A cached job's reads come from its local NVMe", "[storage][pipeline]")
{
    PipelineConfig c = course();
    c.jobs[0].cache.staged = true;
    sim::Simulation sim;
    telemetry::MetricRegistry metrics;
    InputPipeline p(sim, c, &metrics);
    sim.runUntil(5.0);
    const StageRates w = p.recentStageRates(0, 2.0);
    CHECK(w.tierReadBytesPerSecond == 0.0);
    CHECK(w.cacheReadBytesPerSecond > 8e9);
    CHECK(p.result().jobs[0].deliveredBytesPerSecond == Approx(w.readBytesPerSecond()).epsilon(0.2));
}

TEST_CASE("Stage history keeps the latest snapshots", "[storage][pipeline]")
{
    StageHistory h(3);
    CHECK(h.atOrBefore(10.0) == nullptr);
    for (int t = 1; t <= 5; ++t) {
        StageCounters s;
        s.timeS = t;
        h.add(s);
    }
    REQUIRE(h.atOrBefore(4.5) != nullptr);
    CHECK(h.atOrBefore(4.5)->timeS == 4.0);
    CHECK(h.atOrBefore(2.5) == nullptr); // 1 and 2 were dropped
}
