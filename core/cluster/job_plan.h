#pragma once

#include "core/cluster/cluster_spec.h"
#include "core/train/parallel_step.h"

namespace ailab::core::hw {
struct GpuSpec;
}

// What the cluster twin needs of a training job before it runs (docs/models.md, "Cluster
// twin"): its 3D-parallel step from core/train on the cluster's GPU and fabric, the data it
// reads per step and the checkpoint it writes. The twin re-times two parts of the step while
// the job runs, the GPU work (the slowest worker's clock) and the data-parallel all-reduce
// (the fabric as it is now); the rest comes from the step model.
namespace ailab::core::cluster {

struct JobPlan
{
    train::ParallelStep step;
    double modelFlopsPerStep = 0;
    double peakFlopsPerGpu = 0;
    double tokensPerStep = 0;
    int dpRanks = 1;
    double dpGradientBytes = 0; // per rank, the all-reduce's buffer
    double readBytesPerStep = 0;
    double filesPerStep = 0;
    double checkpointBytes = 0;
    double hostCopySeconds = 0; // an asynchronous checkpoint's stall: each rank's copy to host
    double memoryBytesPerGpu = 0;

    // The step with the GPU work stretched by `slowdown` (>= 1) and the all-reduce taking
    // `allReduceS` (train::recomposeStepSeconds).
    double stepSeconds(double slowdown, double allReduceS) const;
    // The GPU work of one step at that slowdown.
    double computeSeconds(double slowdown) const;
};

// Throws core::Error naming "/model/jobs/<i>/..." when the split does not fit in the GPUs'
// memory or the step model refuses it.
JobPlan planJob(const TrainingJobSpec& job, const std::string& pointer, const hw::GpuSpec& gpu,
                int gpusPerServer, const FabricSpec& fabric);

} // namespace ailab::core::cluster
