#include "core/error.h"
#include "core/models/storage/storage_incident.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models::storage;

TEST_CASE("AI-STORAGE-006: the model shows the seed's telemetry", "[models][storage][incident]")
{
    const StorageIncidentRun run = runStorageIncident();
    const StorageIncidentFigures& f = run.figures;
    // About 95 % busy, about 6 GB/s of 24 GB/s asked, GPUs waiting, read latency up.
    CHECK(f.serviceUtilisation == Approx(0.95).margin(0.04));
    CHECK(f.deliveredBytesPerSecond / 1e9 == Approx(6.0).margin(0.5));
    CHECK(f.requestedBytesPerSecond / 1e9 == Approx(24.0));
    CHECK(f.gpuInputWaitFraction > 0.5);
    CHECK(f.readLatencyP50S > 20 * run.config.tier.requestLatencyS);
    // The file system's IOPS, not its bandwidth, are what run out.
    CHECK(f.iopsUtilisation > 0.9);
    CHECK(f.bandwidthUtilisation < 0.5);
    // The reads queue for the IOPS: most of the 3 x 16 x 8 workers wait there at once.
    CHECK(run.result.iopsQueueDepth > 0.5 * 3 * 16 * 8);
    // The read throughput history for the chart, with its thresholds.
    REQUIRE(run.series.size() == 2);
    CHECK(run.series[0].id == "read_throughput");
    CHECK(run.series[0].timeS.size() > 10);
    CHECK(run.series[0].thresholds.front().second == Approx(24.0));
    // Read latency, in ms, far above the unloaded figure once the I/O queue has filled.
    CHECK(run.series[1].unit == "ms");
    CHECK(run.series[1].values[2] > 20 * run.config.tier.requestLatencyS * 1e3);
}

TEST_CASE("AI-STORAGE-006: each response moves the figures its way", "[models][storage][incident]")
{
    const StorageIncidentFigures base = runStorageIncident().figures;
    const auto with = [](const char* response) { return runStorageIncident({response}).figures; };

    const StorageIncidentRun stagedRun = runStorageIncident({"stage-to-local-nvme"});
    const StorageIncidentFigures& staged = stagedRun.figures;
    CHECK(stagedRun.result.tierDeliveredBytesPerSecond == 0.0); // nothing from the shared tier
    // The jobs' reads come from local NVMe: the delivered figure counts them.
    CHECK(staged.deliveredBytesPerSecond == stagedRun.result.cacheDeliveredBytesPerSecond);
    CHECK(staged.deliveredBytesPerSecond > 2 * base.deliveredBytesPerSecond);
    CHECK(staged.gpuBusyFraction > base.gpuBusyFraction + 0.3);
    CHECK(staged.gpuInputWaitFraction < 0.05);

    const StorageIncidentFigures larger = with("larger-files");
    CHECK(larger.deliveredBytesPerSecond > 2 * base.deliveredBytesPerSecond);
    CHECK(larger.iopsUtilisation < 0.5);
    CHECK(larger.metadataOpsPerSecond < base.metadataOpsPerSecond / 10);
    CHECK(larger.gpuBusyFraction > base.gpuBusyFraction + 0.2);

    // More workers: the tier is already saturated, so no more data, only longer queues.
    const StorageIncidentFigures readers = with("more-readers");
    CHECK(readers.deliveredBytesPerSecond <= base.deliveredBytesPerSecond * 1.02);
    CHECK(readers.gpuBusyFraction <= base.gpuBusyFraction + 0.02);
    CHECK(readers.readLatencyP50S > 2 * base.readLatencyP50S);

    // Staggered, each job has the tier to itself: its GPUs wait far less.
    const StorageIncidentFigures staggered = with("stagger-jobs");
    CHECK(staggered.gpuInputWaitFraction < base.gpuInputWaitFraction / 2);
    CHECK(staggered.readLatencyP50S < base.readLatencyP50S);

    // Twice the data servers: more throughput, until the metadata service is the limit.
    const StorageIncidentFigures more = with("add-bandwidth");
    CHECK(more.deliveredBytesPerSecond > 1.5 * base.deliveredBytesPerSecond);
    CHECK(more.metadataUtilisation > base.metadataUtilisation);
    CHECK(more.gpuBusyFraction > base.gpuBusyFraction);

    const StorageIncidentFigures async = with("async-checkpoints");
    CHECK(async.checkpointStallS < base.checkpointStallS / 4);

    // Wrong: more GPUs ask twice as much of the same tier; a restart changes nothing.
    const StorageIncidentFigures gpus = with("add-gpus");
    CHECK(gpus.requestedBytesPerSecond == Approx(2 * base.requestedBytesPerSecond));
    CHECK(gpus.gpuBusyFraction < base.gpuBusyFraction);
    const StorageIncidentFigures restarted = with("restart-jobs");
    CHECK(restarted.deliveredBytesPerSecond == base.deliveredBytesPerSecond);
    CHECK(restarted.gpuBusyFraction == base.gpuBusyFraction);

    CHECK_NOTHROW(checkStorageResponse("add-gpus"));
    CHECK(storageIncidentResponses().size() == 8);
    CHECK_THROWS_WITH(runStorageIncident({"pray"}), "/responses: unknown response \"pray\"");
}
