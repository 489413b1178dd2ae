#pragma once

#include "core/cluster/training_job.h"
#include "core/telemetry/status_rule.h"

#include <cstdint>
#include <string>
#include <vector>

// What an operator judges after a fault (docs/models.md, "Cluster twin", impact): the
// cluster's health now, and the training impact of faults, each job of the live run against
// the same job of a baseline run (the same cluster and seed without those faults) at the
// same time. The operations lab's failure injection page shows both; its tiles, charts and
// lists read these rules so they never disagree.
namespace ailab::core::cluster {

class ClusterTwin;

// A job is slower than its baseline beyond this share of its step time or of its progress
// (the twin's own threshold for "job.slowed": 1 %, beyond any jitter it has).
inline constexpr double kImpactSlowerShare = 0.01;

struct JobImpact
{
    std::string name;
    JobPhase phase = JobPhase::Waiting;
    JobPhase baselinePhase = JobPhase::Waiting;
    std::int64_t steps = 0; // kept (after rollbacks)
    std::int64_t baselineSteps = 0;
    double tokens = 0; // steps x tokens per step
    double baselineTokens = 0;
    double stepS = 0; // the last step, 0 while not stepping
    double baselineStepS = 0;
    double stepTimeRatio = 0; // stepS / baselineStepS; 0 when either is not stepping
    double lostGpuHours = 0;
    double baselineLostGpuHours = 0;
    int interruptions = 0;
    int baselineInterruptions = 0;
    // Idle: neither has started; Healthy: as its baseline; Congested: slower or behind it by
    // more than kImpactSlowerShare; Failed: stopped while its baseline runs.
    telemetry::Health health = telemetry::Health::Idle;
};

struct TrainingImpact
{
    std::vector<JobImpact> jobs; // the live run's jobs, in order
    double tokens = 0;
    double baselineTokens = 0;
    double progressShare = 1; // tokens / baselineTokens; 1 before the baseline trained any
    int slowerJobs = 0;       // Congested
    int stoppedJobs = 0;      // Failed
    telemetry::Health health = telemetry::Health::Idle; // the worst job's
};

// `live` and `baseline` run the same cluster (the same jobs in the same order) to the same
// time; core::Error when their jobs differ.
TrainingImpact trainingImpact(const ClusterTwin& live, const ClusterTwin& baseline);

struct ClusterHealth
{
    int activeFaults = 0; // applied and not yet reverted
    int serversOut = 0;   // out of service (failed, not yet repaired)
    int stoppedJobs = 0;  // stopped by a failure and not running yet
    int slowedJobs = 0;   // the twin's last line about them says they slowed
    // Healthy: none of these; Congested: faults act or jobs are slowed; Failed: servers are
    // out or jobs stopped.
    telemetry::Health health = telemetry::Health::Healthy;
};
ClusterHealth clusterHealth(const ClusterTwin& twin);

} // namespace ailab::core::cluster
