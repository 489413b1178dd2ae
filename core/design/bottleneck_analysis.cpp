#include "core/design/bottleneck_analysis.h"

#include "core/cluster/inference_service.h"
#include "core/cluster/storage_network.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/infer/serving_sweep.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ailab::core::design {

namespace {

constexpr const char* kTrainingPointer = "/model/workload/training";

// The twin's writer cap for a blocking checkpoint (core/cluster/training_job.cpp: one
// writer, the course's 10 GB/s, core/storage's CheckpointSetup::writerBytesPerSecond).
constexpr double kBlockingWriterBytesPerSecond = 10e9;

// A stall worth naming as the primary constraint: a tenth of the step. MLPerf Storage v1.0
// passes a run at 90 % accelerator utilisation, the twin's storage health rule
// (core/cluster/cluster_health, kStarvedDataWaitShare) takes the same tenth.
constexpr double kConstraintShare = 0.10;

// Requests a serving run starts with; core/infer's runAtRate adds more while the steady
// state cannot be judged.
constexpr int kServingRequests = 2000;

const hw::PlatformSpec& platformOf(const std::string& id)
{
    const hw::PlatformSpec* platform = hw::findPlatform(id);
    if (platform == nullptr)
        throw Error("unknown platform \"" + id + "\"", std::string(kTrainingPointer) + "/platform");
    return *platform;
}

double headroomOf(double demand, double capacity)
{
    return capacity > 0 ? 1.0 - demand / capacity : -std::numeric_limits<double>::infinity();
}

CourseAnalyzer courseAnalyzer(const DesignSpec& spec, const DesignFigures& figures)
{
    CourseAnalyzer a;
    a.networkDemandGbps = figures.cluster.gpus * kCourseNetworkGbpsPerGpu;
    a.networkCapacityGbps = spec.cluster.fabric.nicsPerServer * spec.cluster.fabric.nicGbps;
    a.storageDemandGBps = figures.cluster.gpus * kCourseStorageGBpsPerGpu;
    a.storageCapacityGBps = figures.cluster.storageReadGBps;
    a.networkHeadroom = headroomOf(a.networkDemandGbps, a.networkCapacityGbps);
    a.storageHeadroom = headroomOf(a.storageDemandGBps, a.storageCapacityGBps);
    a.primaryConstraint = a.networkHeadroom <= a.storageHeadroom ? "network" : "storage";
    return a;
}

} // namespace

ServingAnalysis servingAt(const DesignSpec& spec, int replicas, std::uint64_t seed)
{
    cluster::ServiceSpec service = spec.serving->service;
    if (replicas > 0)
        service.replicas = replicas;
    const hw::PlatformSpec& platform = platformOf(service.platformId);
    ServingAnalysis s;
    s.ratePerS = service.rateRps;
    s.replicas = service.replicas;
    s.sloTtftMs = service.sloTtftMs;
    s.sloTpotMs = service.sloTpotMs;
    const infer::ServingConfig config = cluster::servingConfigOf(service, platform.gpuId);
    const infer::WorkloadConfig workload = cluster::servingWorkloadOf(service, kServingRequests);
    const infer::SweepPoint point = infer::runAtRate(config, workload, service.rateRps, seed);
    s.requests = point.requests;
    s.sustained = point.steady.sustained();
    s.verdict = std::string(infer::steadyVerdictId(point.steady.verdict));
    s.ttftP95Ms = point.steady.metrics.ttft.p95 * 1e3;
    s.tpotP95Ms = point.steady.metrics.tpot.p95 * 1e3;
    s.attainment = point.steady.attainment;
    s.goodput = point.steady.goodput;
    return s;
}

StepFigures trainingStep(const DesignSpec& spec, int gpus, double storageFraction)
{
    cluster::TrainingJobSpec job = spec.training->job;
    if (gpus > 0)
        job.gpus = gpus;
    const cluster::ClusterSpec& c = spec.cluster;
    const hw::PlatformSpec& platform = platformOf(job.platformId);
    const int perServer = platform.gpuCount;
    const cluster::JobPlan plan =
        cluster::planJob(job, kTrainingPointer, *hw::findGpu(platform.gpuId), perServer, c.fabric);
    const train::ParallelStep& p = plan.step;

    StepFigures s;
    s.gpus = job.gpus;
    s.servers = (job.gpus + perServer - 1) / perServer;
    s.stepS = p.stepSeconds;
    s.computeS = p.computeSeconds;
    s.optimizerS = p.optimizerSeconds;
    s.pipelineBubbleS = p.pipelineBubbleSeconds;
    s.tensorParallelS = p.tensorParallelSeconds;
    s.pipelineSendS = p.pipelineSendSeconds;
    s.dataParallelExposedS = p.dpExposedSeconds;
    s.dataParallelAllReduceS = p.dpAllReduceSeconds;
    s.memoryGBPerGpu = plan.memoryBytesPerGpu / 1e9;
    s.readBytesPerStep = plan.readBytesPerStep;
    s.checkpointBytes = plan.checkpointBytes;
    // A ring all-reduce sends 2 (d - 1) / d of the buffer from every rank.
    const int d = std::max(1, plan.dpRanks);
    s.dpBytesPerGpuPerStep = d > 1 ? 2.0 * (d - 1) / d * plan.dpGradientBytes : 0.0;

    // Storage as the twin's SharedStorage serves one job alone: the metadata lookups and the
    // first byte's latency, then the bytes at the least of the tier's read bandwidth and the
    // job's servers' share of the storage network (cluster::StorageNetwork).
    const storage::TierConfig& tier = c.storage.tier;
    std::vector<int> servers(std::size_t(s.servers));
    for (int i = 0; i < s.servers; ++i)
        servers[std::size_t(i)] = i;
    const cluster::StorageNetwork network(c.storage.network, c.management, c.serverCount());
    const double networkCap = network.bytesPerSecond(servers);
    const int upServers = std::max(0, int(std::floor(tier.dataServers * storageFraction + 1e-9)));
    const double tierRead = upServers * tier.perServerBytesPerSecond;
    s.storageReadBytesPerSecond = std::min(tierRead, networkCap);
    const double lookup =
        tier.metadata.enabled ? tier.metadata.latencyS + plan.filesPerStep / tier.metadata.opsPerSecond : 0.0;
    s.readS = s.storageReadBytesPerSecond > 0
                  ? lookup + tier.requestLatencyS + plan.readBytesPerStep / s.storageReadBytesPerSecond
                  : std::numeric_limits<double>::infinity();
    s.dataWaitS = std::max(0.0, s.readS - s.stepS);

    // The twin's checkpoint: asynchronous, training waits for each rank's copy to host
    // memory; blocking or sharded, for the write at the least of its writer cap, the
    // network and the tier's write bandwidth.
    const double tierWrite = tierRead * c.storage.writeFraction;
    const double writerCap = job.checkpointMode == storage::CheckpointMode::Blocking
                                 ? kBlockingWriterBytesPerSecond
                                 : std::numeric_limits<double>::infinity();
    const double writeRate = std::min({writerCap, networkCap, tierWrite});
    s.checkpointWriteS = writeRate > 0 ? plan.checkpointBytes / writeRate : std::numeric_limits<double>::infinity();
    if (job.checkpointIntervalS > 0)
        s.checkpointStallS =
            job.checkpointMode == storage::CheckpointMode::Async ? plan.hostCopySeconds : s.checkpointWriteS;
    const double running = s.stepS + s.dataWaitS;
    s.checkpointStallPerStepS = job.checkpointIntervalS > 0 ? s.checkpointStallS * running / job.checkpointIntervalS : 0;
    s.wallS = running + s.checkpointStallPerStepS;
    s.achievedTflopsPerGpu = plan.modelFlopsPerStep / s.wallS / job.gpus / 1e12;
    s.mfu = plan.peakFlopsPerGpu > 0 ? s.achievedTflopsPerGpu * 1e12 / plan.peakFlopsPerGpu : 0;
    s.tokensPerSecond = plan.tokensPerStep / s.wallS;
    return s;
}

BottleneckAnalysis analyseBottlenecks(const DesignSpec& spec, const DesignFigures& figures, std::uint64_t seed)
{
    BottleneckAnalysis result;
    result.course = courseAnalyzer(spec, figures);
    if (spec.serving)
        result.serving = servingAt(spec, 0, seed);
    if (!spec.training)
        return result;

    TrainingAnalysis t;
    const cluster::TrainingJobSpec& job = spec.training->job;
    const hw::PlatformSpec& platform = platformOf(job.platformId);
    t.plan = cluster::planJob(job, kTrainingPointer, *hw::findGpu(platform.gpuId), platform.gpuCount,
                              spec.cluster.fabric);
    t.step = trainingStep(spec);
    const StepFigures& s = t.step;
    const cluster::FabricSpec& fabric = spec.cluster.fabric;

    // Headroom of each resource over the step's wall time.
    const double nicBitsPerGpu = fabric.nicGbps * 1e9 * fabric.nicsPerServer / platform.gpuCount;
    const double nicDemand = s.dpBytesPerGpuPerStep * 8.0 / s.wallS;
    t.headroom.push_back({"compute", (s.computeS + s.optimizerS) / s.wallS, 1.0, "share of the step", 0});
    t.headroom.push_back({"fabric-nic", nicDemand / 1e9, nicBitsPerGpu / 1e9, "Gb/s per GPU", 0});
    if (figures.cluster.fabricLeaves > 1)
        t.headroom.push_back({"fabric-uplinks", nicDemand / 1e9 * std::max(1.0, figures.cluster.fabricOversubscription),
                              nicBitsPerGpu / 1e9, "Gb/s per GPU across a leaf's uplinks", 0});
    t.headroom.push_back({"storage-read", s.readBytesPerStep / s.wallS / 1e9, s.storageReadBytesPerSecond / 1e9,
                          "GB/s", 0});
    if (job.checkpointIntervalS > 0)
        t.headroom.push_back({"storage-write", s.checkpointBytes / job.checkpointIntervalS / 1e9,
                              figures.cluster.storageWriteGBps, "GB/s", 0});
    const hw::GpuSpec* gpu = hw::findGpu(platform.gpuId);
    t.headroom.push_back({"gpu-memory", s.memoryGBPerGpu, gpu->hbmGB, "GB per GPU", 0});
    double worstFeed = -1e300, worstCooling = -1e300;
    for (const auto& rack : figures.cluster.racks) {
        worstFeed = std::max(worstFeed, rack.powerKW / rack.feedKW);
        worstCooling = std::max(worstCooling, rack.powerKW / rack.coolingCapacityKW);
    }
    t.headroom.push_back({"rack-power", worstFeed, 1.0, "share of the feed, most loaded rack", 0});
    t.headroom.push_back({"rack-cooling", worstCooling, 1.0, "share of the cooling, most loaded rack", 0});
    for (auto& h : t.headroom)
        h.headroom = headroomOf(h.demand, h.capacity);

    // The primary constraint: a rack beyond its feed or cooling stops the design; otherwise
    // the largest stall, when it is at least a tenth of the step; otherwise the GPUs.
    if (worstFeed > 1.0) {
        t.primaryConstraint = "power";
    } else if (worstCooling > 1.0) {
        t.primaryConstraint = "cooling";
    } else {
        const std::vector<std::pair<std::string, double>> stalls{
            {"storage", s.dataWaitS},
            {"network", s.dataParallelExposedS + s.pipelineSendS},
            {"nvlink", s.tensorParallelS},
            {"pipeline", s.pipelineBubbleS},
            {"checkpoint", s.checkpointStallPerStepS}};
        const auto worst = std::max_element(stalls.begin(), stalls.end(),
                                            [](const auto& a, const auto& b) { return a.second < b.second; });
        t.primaryConstraint = worst->second >= kConstraintShare * s.wallS ? worst->first : "compute";
    }

    // Strong scaling (the course's 05.6, "4 -> 16 GPUs"): the same global batch on more
    // data-parallel replicas, from one replica (tp x pp GPUs) doubling up to the design's
    // count; splits the step model refuses (a batch that does not divide, memory) are left out.
    const int replica = job.tp * job.pp;
    std::vector<int> counts;
    for (int g = replica; g < job.gpus; g *= 2)
        counts.push_back(g);
    counts.push_back(job.gpus);
    for (int g : counts) {
        if (g > platform.gpuCount && g % platform.gpuCount != 0)
            continue;
        try {
            const StepFigures at = trainingStep(spec, g);
            t.scaling.push_back({g, at.wallS, at.achievedTflopsPerGpu, at.tokensPerSecond, 1.0});
        } catch (const Error&) {
            continue;
        }
    }
    if (!t.scaling.empty()) {
        const double base = t.scaling.front().tokensPerSecond / t.scaling.front().gpus;
        for (auto& point : t.scaling)
            point.scalingEfficiency = point.tokensPerSecond / point.gpus / base;
    }

    t.steps = std::ceil(spec.training->tokens / t.plan.tokensPerStep);
    const double seconds = t.steps * s.wallS;
    t.timeToTrainDays = seconds / 86400.0;
    t.energyToTrainMWh = figures.cluster.facilityPowerKW * seconds / 3600.0 / 1e3;
    result.training = std::move(t);
    return result;
}

} // namespace ailab::core::design
