#include "core/cluster/training_impact.h"

#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_injector.h"
#include "core/error.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::cluster {

namespace {

bool stepping(JobPhase phase)
{
    return phase == JobPhase::Running || phase == JobPhase::Checkpointing;
}

// Stopped by a failure: waiting or restarting after it had run.
bool stopped(const TrainingJob& job)
{
    return job.totals().interruptions > 0 && (job.phase() == JobPhase::Waiting || job.phase() == JobPhase::Restarting);
}

int rank(telemetry::Health health)
{
    switch (health) {
    case telemetry::Health::Idle:
        return 0;
    case telemetry::Health::Healthy:
        return 1;
    case telemetry::Health::Busy:
        return 2;
    case telemetry::Health::Congested:
        return 3;
    case telemetry::Health::Failed:
        return 4;
    }
    return 0;
}

} // namespace

TrainingImpact trainingImpact(const ClusterTwin& live, const ClusterTwin& baseline)
{
    if (live.jobs().size() != baseline.jobs().size())
        throw Error(fmt::format("the baseline runs {} jobs, the live run {}", baseline.jobs().size(), live.jobs().size()),
                    "baseline");
    TrainingImpact impact;
    for (std::size_t i = 0; i < live.jobs().size(); ++i) {
        const TrainingJob& job = *live.jobs()[i];
        const TrainingJob& base = *baseline.jobs()[i];
        if (job.spec().name != base.spec().name)
            throw Error(fmt::format("job {} is \"{}\" in the baseline and \"{}\" in the live run", i, base.spec().name,
                                    job.spec().name),
                        "baseline");
        JobImpact j;
        j.name = job.spec().name;
        j.phase = job.phase();
        j.baselinePhase = base.phase();
        j.steps = job.progressSteps();
        j.baselineSteps = base.progressSteps();
        j.tokens = double(j.steps) * job.plan().tokensPerStep;
        j.baselineTokens = double(j.baselineSteps) * base.plan().tokensPerStep;
        j.stepS = stepping(j.phase) ? job.lastStep().stepS : 0.0;
        j.baselineStepS = stepping(j.baselinePhase) ? base.lastStep().stepS : 0.0;
        j.stepTimeRatio = j.stepS > 0 && j.baselineStepS > 0 ? j.stepS / j.baselineStepS : 0.0;
        j.lostGpuHours = job.totals().lostGpuHours;
        j.baselineLostGpuHours = base.totals().lostGpuHours;
        j.interruptions = job.totals().interruptions;
        j.baselineInterruptions = base.totals().interruptions;
        const bool behind = double(j.steps) < double(j.baselineSteps) * (1.0 - kImpactSlowerShare) ||
                            (j.baselineSteps > 0 && j.steps == 0);
        if (!stepping(j.phase) && stepping(j.baselinePhase) && j.phase != JobPhase::Done)
            j.health = telemetry::Health::Failed;
        else if (j.stepTimeRatio > 1.0 + kImpactSlowerShare || behind)
            j.health = telemetry::Health::Congested;
        else if (stepping(j.phase) || stepping(j.baselinePhase) || j.steps > 0)
            j.health = telemetry::Health::Healthy;
        impact.tokens += j.tokens;
        impact.baselineTokens += j.baselineTokens;
        impact.slowerJobs += j.health == telemetry::Health::Congested ? 1 : 0;
        impact.stoppedJobs += j.health == telemetry::Health::Failed ? 1 : 0;
        if (rank(j.health) > rank(impact.health))
            impact.health = j.health;
        impact.jobs.push_back(std::move(j));
    }
    impact.progressShare = impact.baselineTokens > 0 ? impact.tokens / impact.baselineTokens : 1.0;
    return impact;
}

ClusterHealth clusterHealth(const ClusterTwin& twin)
{
    ClusterHealth health;
    for (const FaultInjector::Applied& a : twin.faults().faults())
        health.activeFaults += a.appliedAt >= 0 && a.revertedAt < 0 && !a.cancelled ? 1 : 0;
    const auto& cluster = twin.scheduler().cluster();
    for (int server = 0; server < twin.serverCount(); ++server)
        health.serversOut += cluster.state(server).up ? 0 : 1;
    for (std::size_t j = 0; j < twin.jobs().size(); ++j) {
        health.stoppedJobs += stopped(*twin.jobs()[j]) ? 1 : 0;
        health.slowedJobs += twin.jobSlowed(j) ? 1 : 0;
    }
    if (health.serversOut > 0 || health.stoppedJobs > 0)
        health.health = telemetry::Health::Failed;
    else if (health.activeFaults > 0 || health.slowedJobs > 0)
        health.health = telemetry::Health::Congested;
    return health;
}

} // namespace ailab::core::cluster
