#include "core/error.h"
#include "core/sim/simulation.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"
#include "core/telemetry/metric_registry.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::storage;

namespace {

// One job whose three stages run at the given rates (bytes per second, whole job): the tier's
// bandwidth, the CPUs' preprocessing and the GPUs' demand; 8 accelerators, batches of 16
// samples of 10 MB, latencies too small to matter and ample readers and prefetch.
PipelineConfig stages(double storage, double preprocessing, double demand)
{
    PipelineConfig c;
    c.tier = defaultTier(TierKind::NvmeArray);
    c.tier.dataServers = 1;
    c.tier.perServerBytesPerSecond = storage;
    c.tier.requestLatencyS = 1e-6;
    c.tier.iops = 1e9;
    c.tier.metadata.enabled = false;
    JobConfig& j = c.jobs.at(0);
    j.accelerators = 8;
    j.batchSize = 16;
    j.dataset = {200'000, 1, 10e6, 0.0, "npz"};
    j.readers = 8;
    j.prefetch = 16;
    j.cpuCoresPerAccelerator = 4;
    j.preprocessSecondsPerSample = 4 * 8 * 10e6 / preprocessing;
    j.computeSecondsPerBatch = 8 * 16 * 10e6 / demand;
    j.nodeNetworkBytesPerSecond = 1e12;
    j.pcieBytesPerSecond = 1e12;
    j.epochs = 1;
    j.maxStepsPerEpoch = 300;
    return c;
}

} // namespace

TEST_CASE("With ample prefetch the pipeline runs at its slowest stage (the seed's 8, 20, 24)",
          "[storage][pipeline]")
{
    const PipelineConfig c = stages(8e9, 20e9, 24e9);
    const PipelineResult r = runPipeline(c);
    const SteadyStateResult closed = steadyState(8, 20, 24);
    REQUIRE(r.jobs.size() == 1);
    const JobResult& j = r.jobs[0];
    CHECK(j.deliveredBytesPerSecond / 1e9 == Approx(closed.throughput).epsilon(0.02));
    CHECK(j.au == Approx(closed.fedFraction).epsilon(0.02));
    CHECK(j.dataWaitFraction == Approx(closed.waitFraction).epsilon(0.03));
    CHECK(r.tierUtilisation > 0.97);
    CHECK(closedFormOf(c).result.limiting == PipelineStage::Storage);

    // Preprocessing limits at 20 of 24 GB/s once storage is fast: the GPUs take 20 GB/s
    // (the storage delivered a little less in the window, having read ahead before it).
    const PipelineResult cpu = runPipeline(stages(40e9, 20e9, 24e9));
    CHECK(cpu.jobs[0].samplesPerSecond * 10e6 / 1e9 == Approx(20).epsilon(0.02));
    CHECK(cpu.jobs[0].deliveredBytesPerSecond / 1e9 == Approx(20).epsilon(0.04));
    CHECK(cpu.jobs[0].cpuUtilisation > 0.97);
    // And everything fed: AU near 1, no wait.
    const PipelineResult fed = runPipeline(stages(40e9, 40e9, 24e9));
    CHECK(fed.jobs[0].au > 0.995);
    CHECK(fed.jobs[0].passed);
}

TEST_CASE("A shallow buffer and jittery latency stall the GPU where the closed form does not",
          "[storage][pipeline]")
{
    PipelineConfig c = stages(40e9, 40e9, 24e9);
    CHECK(closedFormOf(c).result.fedFraction == 1.0);
    c.tier.requestLatencyS = 0.004;
    c.tier.latencyJitter = 1.0;
    c.jobs[0].prefetch = 1;
    c.jobs[0].readers = 1;
    const double shallow = runPipeline(c).jobs[0].au;
    c.jobs[0].prefetch = 8;
    c.jobs[0].readers = 8;
    const double deep = runPipeline(c).jobs[0].au;
    CHECK(shallow < 0.6);
    CHECK(deep > 0.98);
}

TEST_CASE("Little's law holds on the prefetch buffer", "[storage][pipeline]")
{
    PipelineConfig c = stages(8e9, 20e9, 24e9);
    c.jobs[0].epochs = 2;
    for (const double storage : {8e9, 30e9}) {
        c.tier.perServerBytesPerSecond = storage;
        const JobResult j = runPipeline(c).jobs[0];
        INFO(storage);
        CHECK(j.meanPrefetchDepth > 0);
        // L = lambda W: mean batches waiting = batches per second x mean time in the buffer.
        CHECK(j.meanPrefetchDepth == Approx(j.batchesPerSecond * j.meanBufferResidenceS));
    }
}

TEST_CASE("AU as DLIO computes it, against a hand-computed run", "[storage][pipeline]")
{
    // One accelerator, one reader, prefetch 1, batches of one 100 MB sample: each read takes
    // r = 10 ms + 100 MB / 10 GB/s = 20 ms; compute is c = 5 ms. Batch k+1 starts when batch
    // k is taken, so step k ends at (k + 1) r + c and DLIO's AU, the first step excluded, is
    // (N - 1) c / ((N - 1) r) = c / r = 25 %.
    PipelineConfig c;
    c.tier = defaultTier(TierKind::NvmeArray);
    c.tier.dataServers = 1;
    c.tier.perServerBytesPerSecond = 10e9;
    c.tier.requestLatencyS = 0.010;
    c.tier.iops = 1e12;
    c.tier.ioSizeBytes = 1e9;
    c.tier.metadata.enabled = false;
    JobConfig& j = c.jobs[0];
    j.accelerators = 1;
    j.batchSize = 1;
    j.readers = 1;
    j.prefetch = 1;
    j.dataset = {10, 1, 100e6, 0.0, "npz"};
    j.computeSecondsPerBatch = 0.005;
    j.pcieBytesPerSecond = 1e18;
    j.epochs = 2;
    sim::Simulation sim;
    InputPipeline p(sim, c);
    sim.runAll();
    REQUIRE(p.finished());
    const JobResult r = p.result().jobs[0];
    REQUIRE(r.auPerEpoch.size() == 2);
    CHECK(r.auPerEpoch[0] == Approx(0.25).epsilon(1e-6));
    CHECK(r.auPerEpoch[1] == Approx(0.25).epsilon(1e-6));
    CHECK(r.au == Approx(0.25).epsilon(1e-6));
    CHECK_FALSE(r.passed);
    // The first rank's steps: step k computes from (k + 1) r.
    REQUIRE(p.steps().size() == 20);
    CHECK(p.steps()[3].computeStartS == Approx(4 * 0.020));
    CHECK(p.steps()[3].computeEndS == Approx(4 * 0.020 + 0.005));
    CHECK(r.readLatencyP50S == Approx(0.020).epsilon(0.12));
}

TEST_CASE("Many small files load the metadata service and cost AU", "[storage][pipeline]")
{
    // The same 20 GB as 200,000 files of 100 kB or 200 files of 1,000 samples, read in file
    // order, against a metadata service of 5,000 operations per second.
    PipelineConfig c = stages(20e9, 1e15, 10e9);
    c.tier.metadata = {true, 5'000.0, 0.0002};
    JobConfig& j = c.jobs[0];
    j.shuffle = Shuffle::Files;
    j.batchSize = 100;
    j.computeSecondsPerBatch = 8 * 100 * 100e3 / 10e9;
    j.maxStepsPerEpoch = 100;
    j.dataset = {200'000, 1, 100e3, 0.0, "jpeg"};
    const PipelineResult small = runPipeline(c);
    j.dataset = {200, 1000, 100e3, 0.0, "tfrecord"};
    const PipelineResult large = runPipeline(c);
    CHECK(small.metadataUtilisation > 0.95);
    // Operations per byte read: one open a sample against one a batch.
    CHECK(small.metadataOpsPerSecond / small.tierDeliveredBytesPerSecond >
          50 * large.metadataOpsPerSecond / large.tierDeliveredBytesPerSecond);
    CHECK(small.jobs[0].au < 0.1); // 5,000 opens/s x 100 kB = 0.5 GB/s of 10 asked
    // The opens queue in front of the metadata service: nearly every reader waits there.
    CHECK(small.metadataQueueDepth > 0.9 * 8 * 8);
    CHECK(small.metadataQueueDepth > 20 * large.metadataQueueDepth);
    CHECK(large.jobs[0].au > 0.95);
}

TEST_CASE("The local cache: a cold first epoch, warm later ones, a staged dataset",
          "[storage][pipeline]")
{
    PipelineConfig c = stages(4e9, 1e15, 24e9);
    JobConfig& j = c.jobs[0];
    j.epochs = 3;
    j.dataset = {8 * 16 * 100, 1, 10e6, 0.0, "npz"}; // exactly 100 steps
    j.cache.enabled = true;
    const JobResult warm = runPipeline(c).jobs[0];
    REQUIRE(warm.cacheHitRatePerEpoch.size() == 3);
    CHECK(warm.cacheHitRatePerEpoch[0] == 0.0);
    CHECK(warm.cacheHitRatePerEpoch[1] == 1.0); // the same order, so each node reads its own
    CHECK(warm.auPerEpoch[1] > 2 * warm.auPerEpoch[0]);
    // A cache of half the node's share keeps half of it.
    j.cache.capacityPerNodeBytes = 8 * 16 * 100 * 10e6 / 2;
    CHECK(runPipeline(c).jobs[0].cacheHitRatePerEpoch[2] == Approx(0.5).epsilon(0.01));
    // A new order every epoch: with one node it still holds everything.
    j.cache.capacityPerNodeBytes = 1e15;
    j.reshuffleEachEpoch = true;
    CHECK(runPipeline(c).jobs[0].cacheHitRatePerEpoch[1] == 1.0);
    // Staged beforehand: every epoch hits.
    j.cache.enabled = false;
    j.cache.staged = true;
    const JobResult staged = runPipeline(c).jobs[0];
    CHECK(staged.cacheHitRatePerEpoch[0] == 1.0);
    CHECK(staged.au > 0.95);
}

TEST_CASE("Blocking, sharded and asynchronous checkpoints in the run", "[storage][pipeline]")
{
    PipelineConfig c = stages(20e9, 1e15, 10e9);
    JobConfig& j = c.jobs[0];
    j.checkpoint.everySteps = 100;
    j.checkpoint.bytes = 80e9;
    j.nodeNetworkBytesPerSecond = 10e9; // one node: 8 s for the checkpoint at best
    const auto stall = [&](CheckpointMode mode) {
        j.checkpoint.mode = mode;
        return runPipeline(c).jobs[0];
    };
    {
        // While the first checkpoint is written, the ranks wait at it and the GPUs idle.
        j.checkpoint.mode = CheckpointMode::Blocking;
        sim::Simulation sim;
        InputPipeline p(sim, c);
        bool seen = false;
        p.stepCompleted.connect([&](const StepRecord& s) {
            if (s.step == 99)
                sim.scheduleIn(1.0, [&] {
                    seen = p.checkpointing(0, 0) && p.checkpointing(0, 7) && !p.gpuBusy(0, 0);
                });
        });
        sim.runAll();
        CHECK(seen);
        CHECK_FALSE(p.checkpointing(0, 0));
    }
    const JobResult blocking = stall(CheckpointMode::Blocking);
    const JobResult sharded = stall(CheckpointMode::Sharded);
    const JobResult async = stall(CheckpointMode::Async);
    // Three checkpoints (after steps 100, 200, 300), each 80 GB over one node's 10 GB/s.
    CHECK(blocking.checkpointStallS == Approx(3 * 8.0).epsilon(0.02));
    CHECK(sharded.checkpointStallS == Approx(3 * 8.0).epsilon(0.02));
    // Async: 10 GB per rank to host memory at 25 GB/s, 0.4 s each.
    CHECK(async.checkpointStallS == Approx(3 * 0.4).epsilon(0.05));
    CHECK(async.au > blocking.au);
    // With a node network of 80 GB/s the sharded write runs at the tier's 20 GB/s.
    j.nodeNetworkBytesPerSecond = 80e9;
    CHECK(stall(CheckpointMode::Sharded).checkpointStallS == Approx(3 * 4.0).epsilon(0.05));
    CHECK(stall(CheckpointMode::Blocking).checkpointStallS == Approx(3 * 4.0).epsilon(0.05));
}

TEST_CASE("Several jobs share the tier; each gets a fair part", "[storage][pipeline]")
{
    PipelineConfig c = stages(12e9, 1e15, 24e9);
    JobConfig second = c.jobs[0];
    second.name = "second";
    c.jobs.push_back(second);
    const PipelineResult r = runPipeline(c);
    CHECK(r.requestedBytesPerSecond == Approx(48e9));
    CHECK(r.jobs[0].deliveredBytesPerSecond / 1e9 == Approx(6).epsilon(0.03));
    CHECK(r.jobs[1].deliveredBytesPerSecond / 1e9 == Approx(6).epsilon(0.03));
    CHECK(r.tierUtilisation > 0.97);
}

TEST_CASE("The pipeline reacts to capacity changes while it runs", "[storage][pipeline]")
{
    PipelineConfig c = stages(20e9, 1e15, 20e9);
    const double alone = runPipeline(c).endS;
    sim::Simulation sim;
    telemetry::MetricRegistry metrics;
    InputPipeline p(sim, c, &metrics);
    double seen = 0;
    p.capacityChanged.connect([&](double capacity) { seen = capacity; });
    sim.runUntil(alone / 2);
    p.setPerServerBandwidth(10e9); // a data server loses half its bandwidth
    sim.runAll();
    CHECK(seen == 10e9);
    REQUIRE(p.finished());
    // Half the work at full speed, half at half: 1.5 times as long.
    CHECK(p.result().endS == Approx(1.5 * alone).epsilon(0.03));
    const auto& throughput = metrics.get("storage/tier_throughput");
    CHECK(throughput.unit() == "GB/s");
    REQUIRE(throughput.size() > 4);
    CHECK(throughput[1].value == Approx(20).epsilon(0.05));
    CHECK(throughput.latest()->value < 11);
    CHECK(metrics.contains("job/gpu_busy"));
    CHECK_THROWS_WITH(p.setDataServers(0), "/tier/dataServers: expected 1 to 4096 data servers");
}

TEST_CASE("The same config and seed give the same run, bit for bit", "[storage][pipeline]")
{
    PipelineConfig c = stages(8e9, 20e9, 24e9);
    c.tier.latencyJitter = 0.5;
    c.tier.requestLatencyS = 0.001;
    c.jobs[0].dataset.sampleBytesStdev = 2e6;
    c.seed = 7;
    const PipelineResult a = runPipeline(c);
    const PipelineResult b = runPipeline(c);
    CHECK(a.endS == b.endS);
    CHECK(a.jobs[0].au == b.jobs[0].au);
    CHECK(a.jobs[0].readLatencyP99S == b.jobs[0].readLatencyP99S);
    c.seed = 8;
    CHECK(runPipeline(c).endS != a.endS);
}

TEST_CASE("An invalid pipeline names its field", "[storage][pipeline]")
{
    PipelineConfig c;
    c.jobs[0].readers = 0;
    CHECK_THROWS_WITH(validatePipeline(c), "/jobs/0/readers: expected 1 to 256 readers");
    c = {};
    c.tier.iops = 0;
    CHECK_THROWS_WITH(validatePipeline(c), "/tier/iops: the IOPS must be above zero");
    c = {};
    c.jobs[0].dataset.files = 1;
    CHECK_THROWS_WITH(validatePipeline(c),
                      "/jobs/0/dataset/files: the dataset must hold at least one batch for every "
                      "accelerator");
    c = {};
    c.jobs[0].dataset = {100'000, 300, 1e6, 0.0, "tfrecord"};
    CHECK_THROWS_WITH(validatePipeline(c),
                      "/jobs/0/dataset/files: a dataset holds at most 20,000,000 samples");
    c = {};
    c.sampleIntervalS = 1e-9;
    CHECK_THROWS_WITH(validatePipeline(c),
                      "/sampleInterval: the telemetry period must be 1 ms to 1 h");
    c = {};
    c.jobs.push_back(c.jobs[0]);
    CHECK_THROWS_WITH(validatePipeline(c), "/jobs/1/name: two jobs are named \"job\"");
}

TEST_CASE("The pass thresholds: 70 % for CosmoFlow, 90 % for 3D U-Net and ResNet-50",
          "[storage][pipeline]")
{
    // Storage at 80 % of the demand: AU about 80 %.
    PipelineConfig c = stages(19.2e9, 1e15, 24e9);
    c.jobs[0].auThreshold = 0.7;
    const JobResult lenient = runPipeline(c).jobs[0];
    c.jobs[0].auThreshold = 0.9;
    const JobResult strict = runPipeline(c).jobs[0];
    CHECK(lenient.au == Approx(0.8).epsilon(0.02));
    CHECK(lenient.passed);
    CHECK_FALSE(strict.passed);
    CHECK(strict.au == lenient.au);
}

TEST_CASE("The pipeline runs on a caller's clock from its time on", "[storage][pipeline]")
{
    const PipelineConfig c = stages(8e9, 20e9, 24e9);
    const PipelineResult alone = runPipeline(c);
    sim::Simulation sim;
    sim.runUntil(100.0);
    InputPipeline p(sim, c);
    sim.runAll();
    const PipelineResult r = p.result();
    CHECK(r.jobs[0].startS == 100.0);
    CHECK(r.endS == Approx(100.0 + alone.endS));
    CHECK(r.jobs[0].au == Approx(alone.jobs[0].au).epsilon(1e-6)); // the clock's rounding
}
