#pragma once

#include "core/cluster/resilience_job.h"

#include <cstdint>
#include <functional>
#include <vector>

// A long run of one training job under random failures (docs/models.md, "Resilience and
// recovery"): a Monte-Carlo run on wall time. The job trains, checkpoints every interval of
// training (training stalls for the checkpoint's stall; an asynchronous checkpoint is usable
// only when its background write has finished too), and each failure, drawn by
// FailureGenerator at the Llama 3 rates for the job's components, sends it back to its last
// usable checkpoint: the training since is lost, then it restarts (a failure during the
// restart starts the restart again). Wall time splits into useful training, lost training,
// restarts and checkpoint stalls; the useful share is the effective training time (Meta's
// definition, Dubey et al. 2024, section 3.3.4). Many seeds per interval make the sweep
// against the checkpoint interval, with Young's and Daly's intervals beside it.
namespace ailab::core::cluster {

struct ResilienceSetup
{
    ComponentCounts components; // whose failures stop the job
    double rateScale = 1.0;     // multiplies every failure rate; 0: no failures
    double durationS = 54 * 86400.0;
    double intervalS = 1800.0;       // training between checkpoints
    double stallS = 0.0;             // training waits this long per checkpoint
    double backgroundWriteS = 0.0;   // after the stall, until the checkpoint is usable (async)
    double restartS = 600.0;
    std::uint64_t seed = 1;
    bool recordTrace = false; // keep the progress at each checkpoint, failure and restart
};

// The setup of `job` at `intervalS` (its components, rate scale, restart and its
// checkpoint's stall and background write from checkpointOf) for `durationS`.
ResilienceSetup resilienceSetupOf(const ResilienceJob& job, double intervalS, double durationS,
                                  std::uint64_t seed);

// Throws core::Error naming the field ("durationS", "intervalS", "stallS", ...).
void validateResilienceSetup(const ResilienceSetup& setup);

struct ProgressPoint
{
    double timeS = 0;
    double trainedS = 0; // training kept at that time
};

struct ResilienceOutcome
{
    double durationS = 0;
    double usefulS = 0;     // training kept (the work since the last checkpoint at the end too)
    double lostWorkS = 0;   // training rolled back by failures
    double restartS = 0;    // restarting, interrupted restarts included
    double checkpointS = 0; // stalled for checkpoints, kept or lost
    int failures = 0;
    int checkpoints = 0; // that became usable
    std::vector<int> failuresByCategory; // index into llama3FailureCategories()
    std::vector<ProgressPoint> trace;    // when recordTrace

    double effectiveFraction() const { return durationS > 0 ? usefulS / durationS : 0.0; }
    double failuresPerDay() const { return durationS > 0 ? failures * 86400.0 / durationS : 0.0; }
};

ResilienceOutcome runResilience(const ResilienceSetup& setup);

// The sweep: each interval run with `seeds` seeds (seed, seed + 1, ...: the same failures at
// every interval, so the curve's shape is the interval's doing).
struct ResilienceSweepSetup
{
    ResilienceJob job;
    std::vector<double> intervalsS;
    int seeds = 20;
    double durationS = 54 * 86400.0;
    std::uint64_t seed = 1;
};

struct ResiliencePoint
{
    double intervalS = 0;
    double stallS = 0;
    double meanFraction = 0; // of the seeds' effective training time
    double minFraction = 0;
    double maxFraction = 0;
    double stddevFraction = 0;
    double dalyFraction = 0; // Daly's closed form for the same stall, MTBF and restart
    // Means over the seeds, as shares of wall time.
    double lostWorkShare = 0;
    double restartShare = 0;
    double checkpointShare = 0;
    double failuresPerDay = 0;
    int seedsRun = 0;
};

struct ResilienceSweep
{
    double mtbfS = 0;
    double stallS = 0;  // the checkpoint's stall at the job's own interval
    double youngS = 0;  // Young's and Daly's intervals for that stall
    double dalyS = 0;
    std::vector<ResiliencePoint> points; // in the order of the intervals
    bool cancelled = false;
};

// `progress(done, total)` after each run; returning false cancels (the points run so far are
// returned, the interval in progress with the seeds it finished). Throws core::Error naming
// the field for a bad setup ("intervalsS/3", "seeds", ...).
ResilienceSweep sweepResilience(const ResilienceSweepSetup& setup,
                                const std::function<bool(int done, int total)>& progress = {});

// Intervals around Young's and Daly's for the sweep: `count` log-spaced from a tenth of the
// smaller to ten times the larger of them and the job's own interval, plus those three.
std::vector<double> intervalsAround(double youngS, double dalyS, double jobIntervalS, int count = 15);

} // namespace ailab::core::cluster
