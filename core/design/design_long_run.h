#pragma once

#include "core/cluster/resilience_run.h"
#include "core/design/design_evaluation.h"

#include <cstdint>
#include <functional>

// The design's long run with failures as a Monte-Carlo (docs/models.md, "Cluster design",
// Failures): the same job, checkpoint and restart the closed form takes (failure_analysis.h),
// run by the cluster's resilience run (core/cluster/resilience_run.h) with many seeds, so the
// closed form's expectation stands beside the spread of simulated runs.
namespace ailab::core::design {

// The resilience run of the design's training job: its GPUs, servers and links at the Llama 3
// rates (the design's rate scale), its checkpoint interval, stall and background write, and
// the restart the closed form takes (with the repair when no spare server is left). Throws
// core::Error at /model/workload/training for a design without a training job.
cluster::ResilienceSetup longRunSetup(const DesignSpec& spec, const DesignEvaluation& evaluation, double durationS,
                                      std::uint64_t seed);

struct LongRunMonteCarlo
{
    int runs = 0;
    double meanFraction = 0; // effective training time, mean over the runs
    double minFraction = 0;
    double maxFraction = 0;
    double meanFailuresPerDay = 0;
    double closedFormFraction = 0; // the closed form's for the same setup
    bool cancelled = false;
};

// `seeds` runs with seeds setup.seed, setup.seed + 1, ...; `progress(done, total)` after each
// run, returning false to cancel (the runs done so far are kept).
LongRunMonteCarlo runLongRunMonteCarlo(const cluster::ResilienceSetup& setup, int seeds,
                                       const std::function<bool(int done, int total)>& progress = {});

} // namespace ailab::core::design
