#pragma once

#include "core/sched/cluster.h"
#include "core/sched/job.h"

#include <cstdint>
#include <string>
#include <vector>

// Workloads for the scheduler (docs/models.md, "GPU scheduling"): the course's two kinds of
// job and cluster, and a generator that matches published statistics as a teaching
// approximation: job sizes and GPU shares from the Alibaba openb trace (8,152 pods of
// kubernetes-scheduler-simulator's openb_pod_list_default), run times log-normal through
// the Philly trace's median 1,186 s and 90th percentile 12,860 s (Jeon et al., USENIX
// ATC'19), Poisson arrivals at a chosen offered load.
namespace ailab::core::sched {

// The course's cluster: 3 nodes of 4 GPUs (Lab 05, "GPU cluster initialized: 3 nodes / 12
// accelerators"), on one leaf each.
std::vector<NodeSpec> courseCluster();
// The course's two buttons: a training job takes 4 GPUs on one node, an inference job one.
JobSpec courseTrainingJob(double submitTime = 0);
JobSpec courseInferenceJob(double submitTime = 0);

// A cluster of the openb trace's size and mix (1,213 nodes, 6,212 GPUs), counted from the
// node models, GPU counts, CPU and memory of kubernetes-scheduler-simulator's
// openb_node_list_gpu_node; a leaf per node, as the trace has no topology.
std::vector<NodeSpec> openbLikeCluster();

struct WorkloadConfig
{
    int jobs = 1000;
    double load = 0.9;            // offered GPU-seconds per second over the cluster's GPUs
    double medianRunS = 1186.0;   // Philly: median run time
    double p90RunS = 12860.0;     // Philly: 90th percentile
    double maxRunS = 7 * 86400.0; // run times are cut here
    double limitFactor = 1.5;     // the user's time limit over the run time
    double checkpointIntervalS = 0;
    double restoreCostS = 0;
    std::vector<std::string> tenants{"default"}; // drawn uniformly
    int priorities = 1;                          // priorities 0 .. priorities-1, drawn uniformly
    // Share of jobs that are distributed training gangs of 2, 4, 8 or 16 workers of 8 GPUs
    // (drawn uniformly, preferring one leaf): an assumption for Philly-like large jobs,
    // which the openb mix lacks. 0: the openb mix only.
    double gangShare = 0;
    std::string gpuType; // a constraint for every GPU job ("" for none)
    std::uint64_t seed = 1;
};

// Throws core::Error naming the field ("jobs", "load", ...) for an impossible config.
void validateWorkload(const WorkloadConfig& config);

// The openb mix of job sizes (shares of all jobs).
struct SizeShare
{
    int gpus = 0;     // 0: CPU-only; 1 with milli < 1000: a fraction
    int milli = 1000; // per GPU
    double share = 0;
};
const std::vector<SizeShare>& openbSizeMix();

// The mean of a log-normal through (median, p90) cut at `maxRun`: E[min(X, c)].
double meanRunTime(double median, double p90, double maxRun);

// Jobs in submit order. The arrival rate is load x GPUs / E[GPUs x run time].
std::vector<JobSpec> generateWorkload(const WorkloadConfig& config, int clusterGpus);

} // namespace ailab::core::sched
