#pragma once

#include "core/sched/job.h"
#include "core/telemetry/time_series.h"

#include <vector>

// What two placement policies' runs of one workload tell apart (docs/models.md, "GPU
// scheduling", "Comparing policies"): the load the jobs really offer, the allocation over the
// same window, and whether a figure's difference over several draws of the workload is
// larger than chance and than the smallest GPU share a job asks for.
namespace ailab::core::sched {

// The offered load of a list of jobs: the GPU-time they ask for (GPUs x run time) over the
// GPU-time the cluster has from the first arrival to the last, in percent; what the
// generator's `load` is the expected value of. 0 for fewer than two arrival times.
struct OfferedLoad
{
    double fromS = 0;
    double toS = 0;
    double percent = 0;
};
OfferedLoad offeredLoad(const std::vector<JobSpec>& jobs, int clusterGpus);

// The time-weighted mean of a sampled series over [fromS, toS], each sample holding until
// the next; the last sample's value when the window is empty or past the samples.
double timeWeightedMean(const std::vector<telemetry::Sample>& samples, double fromS, double toS);

// A figure of policy A and of policy B over the same draws of a workload, paired by draw.
struct PairedComparison
{
    int draws = 0;
    double meanA = 0;
    double meanB = 0;
    double difference = 0;    // mean of B - A
    double standardError = 0; // of that mean, over the draws; 0 for one draw
    // Beyond chance: more than two standard errors from zero (about 95 % for a normal mean;
    // one draw of listed jobs is exact, not drawn); and at least `smallest`, the least
    // difference that matters (for fragment GPUs: the smallest GPU share a job asks for).
    bool clear(double smallest = 0) const;
};
// Throws core::Error naming "draws" when the lists are empty or of different lengths.
PairedComparison comparePaired(const std::vector<double>& a, const std::vector<double>& b);

// The smallest GPU share any GPU job of the list asks for, in GPUs (a 160 milli-GPU share:
// 0.16); 1 when no job asks for a fraction; 0 when none asks for a GPU.
double smallestGpuShare(const std::vector<JobSpec>& jobs);

} // namespace ailab::core::sched
