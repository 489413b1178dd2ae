#include "core/design/design_long_run.h"

#include "core/error.h"
#include "core/cluster/failure_rates.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace ailab::core::design {

cluster::ResilienceSetup longRunSetup(const DesignSpec& spec, const DesignEvaluation& evaluation, double durationS,
                                      std::uint64_t seed)
{
    if (!spec.training || !evaluation.bottlenecks.training || !evaluation.failures.longRun)
        throw Error("the design has no training job to run for long", "/model/workload/training");
    const cluster::TrainingJobSpec& job = spec.training->job;
    const StepFigures& step = evaluation.bottlenecks.training->step;
    const LongRunFailures& closed = *evaluation.failures.longRun;
    cluster::ResilienceSetup s;
    // The closed form's components (failure_analysis.cpp): the job's GPUs, its servers, one
    // network link per GPU (Table 5's count) and the job itself.
    s.components.gpus = job.gpus;
    s.components.servers = std::max(1, step.servers);
    s.components.networkLinks = job.gpus;
    s.components.jobs = 1;
    s.rateScale = spec.cluster.failures.rateScale;
    s.durationS = durationS;
    // Without checkpoints a failure rolls everything back: the interval is the whole run.
    s.intervalS = job.checkpointIntervalS > 0 ? job.checkpointIntervalS : durationS;
    s.stallS = job.checkpointIntervalS > 0 ? closed.checkpointCostS : 0.0;
    // Asynchronous: the write goes on behind training after the stall (resilienceSetupOf's rule).
    s.backgroundWriteS = job.checkpointIntervalS > 0 && job.checkpointMode == storage::CheckpointMode::Async &&
                                 std::isfinite(closed.checkpointWriteS)
                             ? closed.checkpointWriteS
                             : 0.0;
    s.restartS = closed.restartS;
    s.seed = seed;
    return s;
}

LongRunMonteCarlo runLongRunMonteCarlo(const cluster::ResilienceSetup& setup, int seeds,
                                       const std::function<bool(int done, int total)>& progress)
{
    if (seeds < 1)
        throw Error("expected at least one run, got " + std::to_string(seeds), "seeds");
    cluster::validateResilienceSetup(setup);
    LongRunMonteCarlo out;
    out.minFraction = 1;
    double sum = 0;
    double failuresPerDay = 0;
    for (int i = 0; i < seeds; ++i) {
        cluster::ResilienceSetup run = setup;
        run.seed = setup.seed + std::uint64_t(i);
        const cluster::ResilienceOutcome o = cluster::runResilience(run);
        const double f = o.effectiveFraction();
        sum += f;
        failuresPerDay += o.failuresPerDay();
        out.minFraction = std::min(out.minFraction, f);
        out.maxFraction = std::max(out.maxFraction, f);
        ++out.runs;
        if (progress && !progress(out.runs, seeds)) {
            out.cancelled = out.runs < seeds;
            break;
        }
    }
    out.meanFraction = sum / out.runs;
    out.meanFailuresPerDay = failuresPerDay / out.runs;
    const double mtbfS = [&] {
        const cluster::FailureGenerator generator(setup.components, setup.seed);
        const double perHour = generator.totalFailuresPerHour() * setup.rateScale;
        return perHour > 0 ? 3600.0 / perHour : std::numeric_limits<double>::infinity();
    }();
    out.closedFormFraction = cluster::dalyEffectiveFraction(setup.intervalS, setup.stallS, mtbfS, setup.restartS);
    return out;
}

} // namespace ailab::core::design
