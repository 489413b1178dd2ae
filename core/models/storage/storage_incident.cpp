#include "core/models/storage/storage_incident.h"

#include "core/error.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>

namespace ailab::core::models::storage {

using namespace core::storage;

namespace {

// The responses, in the order the lab lists them (their judgement is the incident file's).
constexpr const char* kResponses[] = {
    "stage-to-local-nvme", "larger-files",      "more-readers", "stagger-jobs",
    "add-bandwidth",       "async-checkpoints", "add-gpus",     "restart-jobs",
};

constexpr double kSampleBytes = 512e3;
constexpr int kSamplesPerLargeFile = 256;

JobConfig incidentJob(const char* name)
{
    JobConfig j;
    j.name = name;
    j.accelerators = 16;
    j.acceleratorsPerNode = 8;
    j.dataset = {300'000, 1, kSampleBytes, 0.0, "jpeg"};
    j.batchSize = 64;
    j.readers = 8;
    j.prefetch = 8;
    // 16 x 64 x 512 kB per 65.5 ms: each job asks for 8 GB/s, 24 GB/s together.
    j.computeSecondsPerBatch = 16 * 64 * kSampleBytes / 8e9;
    j.preprocessSecondsPerSample = 0.0005;
    j.cpuCoresPerAccelerator = 8;
    j.epochs = 1;
    j.maxStepsPerEpoch = 60;
    j.shuffle = Shuffle::Samples;
    j.checkpoint = {25, 4e9, CheckpointMode::Blocking, 25e9};
    return j;
}

// Each job alone, to know when the next may start.
void stagger(PipelineConfig& c)
{
    double start = 0;
    for (JobConfig& j : c.jobs) {
        PipelineConfig alone = c;
        JobConfig first = j;
        first.startS = 0;
        alone.jobs = {first};
        j.startS = start;
        start += runPipeline(alone).endS;
    }
}

} // namespace

const std::vector<std::string>& storageIncidentResponses()
{
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> v;
        for (const char* r : kResponses)
            v.emplace_back(r);
        return v;
    }();
    return ids;
}

void checkStorageResponse(const std::string& response)
{
    const auto& ids = storageIncidentResponses();
    if (std::find(ids.begin(), ids.end(), response) == ids.end())
        throw Error("unknown response \"" + response + "\"", "/responses");
}

PipelineConfig storageIncidentSetup()
{
    PipelineConfig c;
    c.tier = defaultTier(TierKind::ParallelFileSystem); // 4 data servers x 5 GB/s
    c.tier.iops = 12'000.0;                             // small random reads on the servers
    c.tier.ioSizeBytes = 4'194'304.0;                   // Lustre's 4 MiB RPC
    c.tier.latencyJitter = 0.3;
    c.jobs = {incidentJob("job-a"), incidentJob("job-b"), incidentJob("job-c")};
    c.sampleIntervalS = 0.5;
    return c;
}

PipelineConfig applyStorageResponses(PipelineConfig c, const std::vector<std::string>& responses)
{
    for (const std::string& r : responses) {
        checkStorageResponse(r);
        if (r == "stagger-jobs") {
            stagger(c);
            continue;
        }
        if (r == "add-bandwidth") {
            c.tier.dataServers *= 2; // new servers bring their bandwidth and their IOPS
            c.tier.iops *= 2;
            continue;
        }
        for (JobConfig& j : c.jobs) {
            if (r == "stage-to-local-nvme") {
                j.cache.staged = true;
            } else if (r == "larger-files") {
                j.dataset.files = std::max(1LL, j.dataset.samples() / kSamplesPerLargeFile);
                j.dataset.samplesPerFile = kSamplesPerLargeFile;
                j.shuffle = Shuffle::Files;
                j.readSizeBytes = 8'388'608.0;
            } else if (r == "more-readers") {
                j.readers *= 4; // each worker with its own batches ahead, as in PyTorch
                j.prefetch *= 4;
            } else if (r == "async-checkpoints") {
                j.checkpoint.mode = CheckpointMode::Async;
            } else if (r == "add-gpus") {
                j.accelerators *= 2;
            }
            // restart-jobs: the same jobs on the same storage.
        }
    }
    return c;
}

StorageIncidentRun runStorageIncident(const std::vector<std::string>& responses, std::uint64_t seed)
{
    StorageIncidentRun run;
    run.config = applyStorageResponses(storageIncidentSetup(), responses);
    run.config.seed = seed;
    sim::Simulation simulation;
    telemetry::MetricRegistry metrics;
    InputPipeline pipeline(simulation, run.config, &metrics);
    simulation.runAll();
    run.result = pipeline.result();
    const PipelineResult& r = run.result;
    StorageIncidentFigures& f = run.figures;
    f.serviceUtilisation = r.serviceUtilisation;
    f.iopsUtilisation = r.iopsUtilisation;
    f.bandwidthUtilisation = r.tierUtilisation;
    f.metadataUtilisation = r.metadataUtilisation;
    // What the jobs' readers received, from the file system and from local NVMe (a staged
    // dataset leaves the file system idle but the GPUs fed), on average while they ran.
    f.deliveredBytesPerSecond = r.tierDeliveredBytesPerSecond + r.cacheDeliveredBytesPerSecond;
    f.requestedBytesPerSecond = r.requestedBytesPerSecond;
    f.readLatencyP50S = r.readLatencyP50S;
    f.readLatencyP99S = r.readLatencyP99S;
    f.metadataOpsPerSecond = r.metadataOpsPerSecond;
    f.makespanS = r.endS;
    for (const JobResult& j : r.jobs) {
        f.gpuInputWaitFraction += j.dataWaitFraction / double(r.jobs.size());
        f.meanAu += j.au / double(r.jobs.size());
        f.gpuBusyFraction += j.gpuBusyFraction / double(r.jobs.size());
        f.checkpointStallS += j.checkpointStallS / double(r.jobs.size());
    }
    run.telemetry = {
        {"storage_utilisation", f.serviceUtilisation, "ratio"},
        {"iops_utilisation", f.iopsUtilisation, "ratio"},
        {"bandwidth_utilisation", f.bandwidthUtilisation, "ratio"},
        {"metadata_utilisation", f.metadataUtilisation, "ratio"},
        {"delivered_read_throughput", f.deliveredBytesPerSecond / 1e9, "GB/s"},
        {"requested_read_throughput", f.requestedBytesPerSecond / 1e9, "GB/s"},
        {"gpu_input_wait", f.gpuInputWaitFraction, "ratio"},
        {"accelerator_utilisation", f.meanAu, "ratio"},
        {"gpu_busy", f.gpuBusyFraction, "ratio"},
        {"read_latency_p50", f.readLatencyP50S * 1e3, "ms"},
        {"read_latency_p99", f.readLatencyP99S * 1e3, "ms"},
        {"metadata_ops", f.metadataOpsPerSecond, "ops/s"},
        {"checkpoint_stall", f.checkpointStallS, "s"},
        {"makespan", f.makespanS, "s"},
    };
    for (const auto& [name, id] : {std::pair{"storage/tier_throughput", "read_throughput"},
                                   std::pair{"storage/read_latency", "read_latency"}}) {
        const telemetry::TimeSeries& s = metrics.get(name);
        ops::Series series{id, s.unit(), {}, {}, {}};
        for (const telemetry::Sample& sample : s) {
            series.timeS.push_back(sample.time);
            series.values.push_back(sample.value);
        }
        if (std::string(id) == "read_throughput")
            series.thresholds = {{"requested", f.requestedBytesPerSecond / 1e9},
                                 {"capacity", r.tierCapacityBytesPerSecond / 1e9}};
        run.series.push_back(std::move(series));
    }
    return run;
}

} // namespace ailab::core::models::storage
