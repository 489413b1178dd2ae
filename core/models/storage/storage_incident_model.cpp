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

const ops::Series* seriesOf(const StorageIncidentRun& run, const std::string& id)
{
    for (const ops::Series& s : run.series) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
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
    const auto withUnit = [&](const char* id) {
        for (const ops::Figure& f : run.telemetry) {
            if (f.id == id)
                return f;
        }
        return figure(id, 0.0, "");
    };

    // Stage 0, what the team sees first: the GPUs' activity and the storage service.
    ops::EvidenceItem gpus{"gpu_activity", 0, {}, {}};
    gpus.figures = {withUnit("gpu_busy"), withUnit("gpu_input_wait"),
                    withUnit("accelerator_utilisation")};
    ops::EvidenceItem service{"storage_service", 0, {}, {}};
    service.figures = {withUnit("storage_utilisation"), withUnit("delivered_read_throughput"),
                       withUnit("requested_read_throughput")};
    if (const ops::Series* s = seriesOf(run, "read_throughput"))
        service.series = {*s};

    // Stage 1, the storage path: read latency and metadata activity.
    ops::EvidenceItem latency{"read_latency", 1, {}, {}};
    latency.figures = {withUnit("read_latency_p50"), withUnit("read_latency_p99"),
                       figure("request_latency", c.tier.requestLatencyS * 1e3, "ms")};
    if (const ops::Series* s = seriesOf(run, "read_latency"))
        latency.series = {*s};
    ops::EvidenceItem metadata{"metadata_service", 1, {}, {}};
    metadata.figures = {withUnit("metadata_ops"), withUnit("metadata_utilisation"),
                        figure("metadata_rate", c.tier.metadata.opsPerSecond, "ops/s")};

    // Stage 2, the tier's limits and each client's share of it.
    ops::EvidenceItem limits{"tier_limits", 2, {}, {}};
    limits.figures = {withUnit("iops_utilisation"), withUnit("bandwidth_utilisation"),
                      figure("tier_iops", c.tier.iops, "ops/s"),
                      figure("tier_bandwidth", c.tier.bandwidthBytesPerSecond() / 1e9, "GB/s"),
                      figure("io_queue_depth", r.iopsQueueDepth, "count")};
    ops::EvidenceItem clients{"per_client", 2, {}, {}};
    for (std::size_t i = 0; i < r.jobs.size(); ++i)
        clients.figures.push_back(figure(fmt::format("job{}_delivered", i + 1),
                                         r.jobs[i].deliveredBytesPerSecond / 1e9, "GB/s"));

    // Stage 3, the jobs' input pipelines and their checkpoints.
    ops::EvidenceItem pipeline{"pipeline_config", 3, {}, {}};
    double cpu = 0;
    for (const JobResult& j : r.jobs)
        cpu += j.cpuUtilisation / double(r.jobs.size());
    pipeline.figures = {figure("sample_size", job.dataset.sampleBytes / 1e3, "KB"),
                        figure("samples_per_file", job.dataset.samplesPerFile, "count"),
                        figure("loader_workers", job.readers, "count"),
                        figure("prefetch_depth", job.prefetch, "count"),
                        figure("cpu_utilisation", cpu, "ratio")};
    ops::EvidenceItem checkpoints{"checkpoints", 3, {}, {}};
    checkpoints.figures = {
        withUnit("checkpoint_stall"), figure("checkpoint_size", job.checkpoint.bytes / 1e9, "GB"),
        figure("checkpoint_async", job.checkpoint.mode == CheckpointMode::Async ? 1.0 : 0.0,
               "flag")};

    m_evidence = {std::move(gpus),   std::move(service), std::move(latency),  std::move(metadata),
                  std::move(limits), std::move(clients), std::move(pipeline), std::move(checkpoints)};
}

std::vector<ops::HypothesisOption> StorageIncident::hypotheses() const
{
    return {{"iops_saturated", true},       {"bandwidth_exhausted", false},
            {"metadata_contention", false}, {"too_few_loader_workers", false},
            {"cpu_preprocessing", false},   {"network_congestion", false},
            {"faulty_gpus", false},         {"checkpoint_pauses", false}};
}

std::vector<ops::ActionOption> StorageIncident::actions() const
{
    std::vector<ops::ActionOption> out;
    for (const std::string& id : storageIncidentResponses())
        out.push_back({id, storageResponseKind(id)});
    return out;
}

std::vector<std::string> StorageIncident::hints() const
{
    return {"hint_follow_the_data", "hint_which_limit", "hint_bytes_per_read"};
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
