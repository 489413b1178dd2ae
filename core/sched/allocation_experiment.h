#pragma once

#include "core/sched/cluster.h"
#include "core/sched/job.h"
#include "core/sched/placement.h"

#include <cstdint>
#include <functional>
#include <vector>

// The fragmentation experiment of the FGD paper (Weng et al., USENIX ATC'23, section 6.1),
// runnable on any trace (docs/models.md, "GPU scheduling"): jobs only arrive; the trace's
// jobs in a seeded random order, then clones drawn uniformly with replacement, until the
// requested GPUs reach `inflatePercent` of the cluster's; each job is placed at once or
// dropped for good. After every arrival the allocation (allocated GPU share over the
// cluster's GPUs) and the fragmentation (FGD's, against the trace's typical jobs) are noted
// against the arrived demand (every arrived job's GPUs, dropped ones included); per 1 % of
// arrived demand the mean over its arrivals, then the mean over seeds.
namespace ailab::core::sched {

struct AllocationExperimentConfig
{
    Policy policy = Policy::Fgd;
    double inflatePercent = 130;
    int seeds = 10;
    std::uint64_t firstSeed = 1; // seeds firstSeed, firstSeed + 1, ...
};

struct AllocationPoint
{
    int demandPercent = 0;
    double allocationPercent = 0;
    double fragmentationPercent = 0;
    int seeds = 0; // the seeds that had an arrival at this percent
};

struct AllocationExperimentResult
{
    std::vector<AllocationPoint> points; // by demand percent, from the first with arrivals
    double arrivedJobs = 0;              // per seed, on average
    double droppedJobs = 0;              // per seed, on average
    int typicalJobs = 0;                 // specs in FGD's typical workload
    int clusterGpus = 0;
    int seedsRun = 0;       // seeds averaged (fewer than asked when cancelled)
    bool cancelled = false; // the progress callback asked to stop
};

// Called after each seed with the seeds done so far; returning false stops the experiment,
// which then reports the seeds run until then (a worker's progress bar and Cancel).
using AllocationProgress = std::function<bool(int seedsDone)>;

// Throws core::Error naming "--inflate", "--seeds" or "jobs" for an impossible experiment.
AllocationExperimentResult runAllocationExperiment(const std::vector<NodeSpec>& nodes,
                                                   const std::vector<JobSpec>& jobs,
                                                   const AllocationExperimentConfig& config,
                                                   const AllocationProgress& progress = {});

} // namespace ailab::core::sched
