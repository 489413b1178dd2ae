#include "core/models/storage/storage_incident_model.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::models::storage {

namespace {

using core::storage::CheckpointMode;
using core::storage::JobConfig;
using core::storage::JobResult;

ops::Figure figure(std::string id, double value, std::string unit)
{
    return ops::Figure{std::move(id), value, std::move(unit)};
}

double figureOf(const ops::Outcome& outcome, const std::string& id)
{
    for (const ops::Figure& f : outcome.figures) {
        if (f.id == id)
            return f.value;
    }
    return 0.0;
}

} // namespace

StorageIncident::StorageIncident(std::uint64_t seed)
    : m_seed(seed)
    , m_baselineRun(runStorageIncident({}, seed))
{
    m_baseline = outcomeOf(m_baselineRun);
    const StorageIncidentRun& run = m_baselineRun;
    const core::storage::PipelineConfig& c = run.config;
    const core::storage::PipelineResult& r = run.result;
    const JobConfig& job = c.jobs.front();
    // What the team sees first: the GPUs' activity and the storage service; then the storage
    // path (read latency, metadata), the tier's limits and each client's share of it, and the
    // jobs' input pipelines and checkpoints. The pipeline's own telemetry first.
    m_telemetry = run.telemetry;
    m_series = run.series;
    m_telemetry.push_back(figure("request_latency", c.tier.requestLatencyS * 1e3, "ms"));
    m_telemetry.push_back(figure("metadata_rate", c.tier.metadata.opsPerSecond, "ops/s"));
    m_telemetry.push_back(figure("tier_iops", c.tier.iops, "ops/s"));
    m_telemetry.push_back(figure("tier_bandwidth", c.tier.bandwidthBytesPerSecond() / 1e9, "GB/s"));
    m_telemetry.push_back(figure("io_queue_depth", r.iopsQueueDepth, "count"));
    for (std::size_t i = 0; i < r.jobs.size(); ++i)
        m_telemetry.push_back(figure(fmt::format("job{}_delivered", i + 1),
                                     r.jobs[i].deliveredBytesPerSecond / 1e9, "GB/s"));
    double cpu = 0;
    for (const JobResult& j : r.jobs)
        cpu += j.cpuUtilisation / double(r.jobs.size());
    m_telemetry.push_back(figure("sample_size", job.dataset.sampleBytes / 1e3, "KB"));
    m_telemetry.push_back(figure("samples_per_file", job.dataset.samplesPerFile, "count"));
    m_telemetry.push_back(figure("loader_workers", job.readers, "count"));
    m_telemetry.push_back(figure("prefetch_depth", job.prefetch, "count"));
    m_telemetry.push_back(figure("cpu_utilisation", cpu, "ratio"));
    m_telemetry.push_back(figure("checkpoint_size", job.checkpoint.bytes / 1e9, "GB"));
    m_telemetry.push_back(figure("checkpoint_async",
                                 job.checkpoint.mode == CheckpointMode::Async ? 1.0 : 0.0, "flag"));
}

const ops::IncidentCatalogue& StorageIncident::catalogue()
{
    static const ops::IncidentCatalogue c = [] {
        ops::IncidentCatalogue out;
        out.model = "storage.peak-hours";
        out.lab = "storage";
        out.figures = {"gpu_busy",
                       "gpu_input_wait",
                       "accelerator_utilisation",
                       "storage_utilisation",
                       "delivered_read_throughput",
                       "requested_read_throughput",
                       "read_latency_p50",
                       "read_latency_p99",
                       "request_latency",
                       "metadata_ops",
                       "metadata_utilisation",
                       "metadata_rate",
                       "iops_utilisation",
                       "bandwidth_utilisation",
                       "tier_iops",
                       "tier_bandwidth",
                       "io_queue_depth",
                       "sample_size",
                       "samples_per_file",
                       "loader_workers",
                       "prefetch_depth",
                       "cpu_utilisation",
                       "checkpoint_stall",
                       "checkpoint_size",
                       "checkpoint_async",
                       "makespan"};
        for (std::size_t i = 1; i <= storageIncidentSetup().jobs.size(); ++i)
            out.figures.push_back(fmt::format("job{}_delivered", i));
        out.series = {"read_throughput", "read_latency"};
        out.thresholds = {"requested", "capacity"};
        out.actions = storageIncidentResponses();
        return out;
    }();
    return c;
}

ops::Outcome StorageIncident::run(const std::vector<std::string>& actions, double atS) const
{
    if (!std::isfinite(atS) || atS < 0)
        throw Error("the time an action is applied must be 0 or later", "/at_s");
    for (const std::string& a : actions) {
        const auto& ids = storageIncidentResponses();
        if (std::find(ids.begin(), ids.end(), a) == ids.end())
            throw Error(fmt::format("unknown action '{}' for incident AI-STORAGE-006", a),
                        "/actions");
    }
    // The peak hours repeat every day, so the run with the responses stands for the next.
    return outcomeOf(runStorageIncident(actions, m_seed));
}

ops::Outcome StorageIncident::outcomeOf(const StorageIncidentRun& run) const
{
    const StorageIncidentFigures& f = run.figures;
    ops::Outcome o;
    o.figures = {figure("gpu_input_wait", f.gpuInputWaitFraction, "ratio"),
                 figure("accelerator_utilisation", f.meanAu, "ratio"),
                 figure("gpu_busy", f.gpuBusyFraction, "ratio"),
                 figure("delivered_read_throughput", f.deliveredBytesPerSecond / 1e9, "GB/s"),
                 figure("requested_read_throughput", f.requestedBytesPerSecond / 1e9, "GB/s"),
                 figure("storage_utilisation", f.serviceUtilisation, "ratio"),
                 figure("iops_utilisation", f.iopsUtilisation, "ratio"),
                 figure("read_latency_p99", f.readLatencyP99S * 1e3, "ms"),
                 figure("metadata_ops", f.metadataOpsPerSecond, "ops/s"),
                 figure("checkpoint_stall", f.checkpointStallS, "s"),
                 figure("makespan", f.makespanS, "s")};
    o.series = run.series;
    // The baseline is being built when makespan is still zero: it is not resolved.
    const double baseMakespan = figureOf(m_baseline, "makespan");
    const double baseWait = figureOf(m_baseline, "gpu_input_wait");
    o.resolved = baseMakespan > 0 && f.makespanS <= kResolvedMakespanShare * baseMakespan &&
                 f.gpuInputWaitFraction < baseWait;
    return o;
}

} // namespace ailab::core::models::storage
