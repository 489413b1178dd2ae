#include "core/cluster/resilience_job.h"

#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/hw/catalog.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::cluster {

ResilienceJob resilienceJobOf(const ClusterTwin& twin, std::size_t index)
{
    if (index >= twin.jobs().size())
        throw Error("no training job with this index", "job");
    const TrainingJob& job = *twin.jobs()[index];
    const ClusterSpec& spec = twin.spec();
    ResilienceJob r;
    r.gpus = job.spec().gpus;
    // The servers of its platform (the first rack's when it names none), as the twin places it.
    std::string platformId = job.spec().platformId;
    if (platformId.empty() && !spec.racks().empty())
        platformId = spec.racks().front().platformId;
    if (const hw::PlatformSpec* platform = hw::findPlatform(platformId))
        r.gpusPerServer = std::max(1, platform->gpuCount);
    r.checkpointBytes = job.plan().checkpointBytes;
    r.mode = job.spec().checkpointMode;
    r.intervalS = job.spec().checkpointIntervalS > 0 ? job.spec().checkpointIntervalS : r.intervalS;
    // The healthy storage: its write bandwidth (shared_storage.cpp: the tier's bandwidth times
    // the write fraction) and a server's share of the storage network (the first server's;
    // every full storage leaf gives the same).
    r.storageWriteBytesPerSecond = spec.storage.tier.bandwidthBytesPerSecond() * spec.storage.writeFraction;
    r.serverStorageBytesPerSecond = twin.storageNetwork().serverBytesPerSecond(0);
    r.restartS = spec.failures.restartS;
    r.rateScale = spec.failures.rateScale;
    return r;
}

ResilienceJob withGpus(ResilienceJob job, int gpus)
{
    job.gpus = gpus;
    return job;
}

ComponentCounts componentsOf(const ResilienceJob& job)
{
    ComponentCounts c;
    c.gpus = job.gpus;
    c.servers = (std::int64_t(job.gpus) + job.gpusPerServer - 1) / job.gpusPerServer;
    c.networkLinks = job.gpus;
    c.jobs = 1;
    return c;
}

double mtbfOf(const ResilienceJob& job)
{
    if (job.rateScale <= 0)
        return std::numeric_limits<double>::infinity();
    const FailureGenerator generator(componentsOf(job), 0);
    return generator.meanSecondsBetweenFailures() / job.rateScale;
}

storage::CheckpointSetup checkpointSetupOf(const ResilienceJob& job, double intervalS)
{
    storage::CheckpointSetup s;
    s.bytes = job.checkpointBytes;
    s.writerBytesPerSecond = job.writerBytesPerSecond;
    const double servers = double(componentsOf(job).servers);
    s.tierBytesPerSecond = std::min(job.storageWriteBytesPerSecond, servers * job.serverStorageBytesPerSecond);
    s.intervalS = intervalS;
    s.mode = job.mode;
    s.ranks = std::max(1, job.gpus);
    s.hostCopyBytesPerSecond = job.hostCopyBytesPerSecond;
    const double mtbf = mtbfOf(job);
    s.mtbfS = std::isfinite(mtbf) ? mtbf : 0.0;
    s.restartS = job.restartS;
    return s;
}

storage::CheckpointResult checkpointOf(const ResilienceJob& job, double intervalS)
{
    return storage::evaluateCheckpoint(checkpointSetupOf(job, intervalS));
}

double dalyEffectiveFraction(double tauS, double deltaS, double mtbfS, double restartS)
{
    if (!std::isfinite(mtbfS) || mtbfS <= 0)
        return tauS / (tauS + deltaS);
    return 1.0 / (1.0 + storage::dalyWasteFraction(tauS, deltaS, mtbfS, restartS));
}

std::vector<JobSizePoint> resilienceByJobSize(const ResilienceJob& base, const std::vector<int>& sizes)
{
    std::vector<JobSizePoint> points;
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        if (sizes[i] < 1)
            throw Error("a job has at least one GPU", "/gpus/" + std::to_string(i));
        const ResilienceJob job = withGpus(base, sizes[i]);
        JobSizePoint p;
        p.gpus = sizes[i];
        p.mtbfS = mtbfOf(job);
        p.failuresPerDay = std::isfinite(p.mtbfS) ? 86400.0 / p.mtbfS : 0.0;
        // The stall at the job's own interval (an asynchronous write that outlasts it adds
        // its overrun, as core/storage's checkpoint model says).
        const storage::CheckpointResult c = checkpointOf(job, job.intervalS);
        p.stallS = c.stallSeconds;
        p.youngS = c.youngIntervalS;
        p.dalyS = c.dalyIntervalS;
        p.effectiveAtDaly =
            p.dalyS > 0 ? dalyEffectiveFraction(p.dalyS, p.stallS, p.mtbfS, job.restartS) : 1.0;
        points.push_back(p);
    }
    return points;
}

} // namespace ailab::core::cluster
