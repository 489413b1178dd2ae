#include "core/cluster/training_job.h"

#include "core/cluster/shared_storage.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>

namespace ailab::core::cluster {

std::string jobPhaseId(JobPhase phase)
{
    switch (phase) {
    case JobPhase::Waiting:
        return "waiting";
    case JobPhase::Restarting:
        return "restarting";
    case JobPhase::Running:
        return "running";
    case JobPhase::Checkpointing:
        return "checkpointing";
    case JobPhase::Done:
        return "done";
    }
    return "waiting";
}

namespace {

// One writer's rate for a blocking checkpoint (the course's 10 GB/s, core/storage's
// CheckpointSetup::writerBytesPerSecond); sharded and asynchronous writes use every rank and
// are limited by the tier alone.
constexpr double kBlockingWriterBytesPerSecond = 10e9;

} // namespace

TrainingJob::TrainingJob(sim::Simulation& simulation, SharedStorage& storage, TrainingJobSpec spec,
                         JobPlan plan, Hooks hooks)
    : m_sim(simulation), m_storage(storage), m_spec(std::move(spec)), m_plan(std::move(plan)),
      m_hooks(std::move(hooks)), m_storageClient(storage.addClient())
{
}

void TrainingJob::start(std::vector<int> servers, double delayS)
{
    if (m_phase == JobPhase::Done)
        return;
    m_servers = std::move(servers);
    const std::uint64_t generation = ++m_generation;
    m_phase = delayS > 0 ? JobPhase::Restarting : JobPhase::Running;
    if (m_totals.firstStart < 0)
        m_totals.firstStart = m_sim.now();
    const double begin = m_sim.now();
    m_restartBegin = begin;
    auto run = [this, generation, begin] {
        if (generation != m_generation)
            return;
        // A restart's time is lost on every GPU of the job.
        m_totals.restartSeconds += m_sim.now() - begin;
        m_totals.lostGpuHours += (m_sim.now() - begin) * m_spec.gpus / 3600.0;
        m_phase = JobPhase::Running;
        m_runStart = m_sim.now();
        m_lastCheckpointAt = m_sim.now();
        beginStep();
    };
    if (delayS > 0)
        m_sim.scheduleIn(delayS, run);
    else
        run();
}

void TrainingJob::interrupt(const std::string& cause)
{
    if (m_phase == JobPhase::Done || m_phase == JobPhase::Waiting)
        return;
    const double now = m_sim.now();
    ++m_generation;
    m_waitingSince = -1;
    // Back to the durable checkpoint: the steps since it are lost, and so is the time since
    // the checkpoint's state was captured in this run (or since the run began, when it
    // started from that checkpoint).
    const double since = std::max(m_runStart, m_checkpointCapture);
    const double lost = m_phase == JobPhase::Restarting ? 0.0 : std::max(0.0, now - since);
    if (m_phase == JobPhase::Restarting) {
        // Stopped again while restarting: the restart so far is lost too.
        m_totals.restartSeconds += now - m_restartBegin;
        m_totals.lostGpuHours += (now - m_restartBegin) * m_spec.gpus / 3600.0;
    }
    const std::int64_t rolledBack = m_progress - m_checkpointStep;
    m_progress = m_checkpointStep;
    m_keptStepSeconds = m_checkpointStepSeconds;
    m_totals.steps = m_progress;
    m_totals.lostWorkSeconds += lost;
    m_totals.lostGpuHours += lost * m_spec.gpus / 3600.0;
    ++m_totals.interruptions;
    m_phase = JobPhase::Waiting;
    m_servers.clear();
    if (m_hooks.log) {
        m_hooks.log("job.interrupted",
                    fmt::format("{} stopped ({}): back to its checkpoint at step {}, {} steps and "
                                "{:.0f} s of training lost.",
                                m_spec.name, cause, m_checkpointStep, rolledBack, lost));
    }
}

double TrainingJob::activity() const
{
    if (m_phase != JobPhase::Running || m_last.stepS <= 0)
        return 0.0;
    return std::clamp(m_last.computeS / m_last.stepS, 0.0, 1.0);
}

double TrainingJob::kernelActivity() const
{
    if (m_phase != JobPhase::Running || m_last.stepS <= 0)
        return 0.0;
    // Communication kernels run during the exposed communication, and hidden under compute.
    return std::clamp((m_last.computeS + m_last.exposedCommS) / m_last.stepS, 0.0, 1.0);
}

void TrainingJob::beginStep()
{
    if (m_spec.steps > 0 && m_progress >= m_spec.steps) {
        m_phase = JobPhase::Done;
        m_totals.end = m_sim.now();
        if (m_hooks.log)
            m_hooks.log("job.done", fmt::format("{} finished its {} steps.", m_spec.name, m_spec.steps));
        if (m_hooks.finished)
            m_hooks.finished();
        return;
    }
    const std::uint64_t generation = m_generation;
    const double slowdown = m_hooks.computeSlowdown ? std::max(1.0, m_hooks.computeSlowdown()) : 1.0;
    const double allReduce = m_hooks.allReduceSeconds ? m_hooks.allReduceSeconds()
                                                      : m_plan.step.dpAllReduceSeconds;
    m_stepStart = m_sim.now();
    m_current = {};
    m_current.slowdown = slowdown;
    m_current.allReduceS = allReduce;
    m_current.computeS = m_plan.computeSeconds(slowdown);
    // An all-reduce with no path between two ranks never ends (the step model takes only
    // finite times).
    const double stepS =
        std::isfinite(allReduce) ? m_plan.stepSeconds(slowdown, allReduce) : std::numeric_limits<double>::infinity();
    if (!std::isfinite(stepS)) {
        // The fabric cannot join the job's ranks. The collective waits for a path up to the
        // job's timeout, looking again each second (a flapping link comes back); then NCCL's
        // watchdog ends the job.
        const double now = m_sim.now();
        if (m_waitingSince < 0) {
            m_waitingSince = now;
            if (m_spec.collectiveTimeoutS > 0 && m_hooks.log)
                m_hooks.log("job.collective-waiting",
                            fmt::format("{}'s collective waits for a path between its ranks; NCCL's watchdog "
                                        "ends the job after {:.0f} s.",
                                        m_spec.name, m_spec.collectiveTimeoutS));
        }
        const double waited = now - m_waitingSince;
        if (waited < m_spec.collectiveTimeoutS) {
            constexpr double kLookAgainS = 1.0;
            m_sim.scheduleIn(std::min(kLookAgainS, m_spec.collectiveTimeoutS - waited), [this, generation] {
                if (generation == m_generation)
                    beginStep();
            });
            return;
        }
        m_waitingSince = -1;
        m_sim.scheduleIn(0.0, [this, generation] {
            if (generation != m_generation)
                return;
            if (m_hooks.collectiveTimeout)
                m_hooks.collectiveTimeout("collective timeout: no path between its ranks");
            else
                interrupt("no path between its ranks");
        });
        return;
    }
    m_waitingSince = -1;
    m_current.stepS = stepS;
    m_current.exposedCommS = std::max(0.0, stepS - m_current.computeS);
    m_computeEnd = -1;
    m_dataReady = -1;
    m_sim.scheduleIn(stepS, [this, generation] { stepComputeDone(generation); });
    m_storage.read(m_storageClient, m_plan.readBytesPerStep, m_plan.filesPerStep,
                   [this, generation](double finish) { stepDataReady(generation, finish); });
}

void TrainingJob::stepComputeDone(std::uint64_t generation)
{
    if (generation != m_generation)
        return;
    m_computeEnd = m_sim.now();
    if (m_dataReady >= 0)
        completeStep();
}

void TrainingJob::stepDataReady(std::uint64_t generation, double finishTime)
{
    if (generation != m_generation)
        return;
    m_dataReady = finishTime;
    if (m_computeEnd >= 0)
        completeStep();
}

void TrainingJob::completeStep()
{
    const double now = m_sim.now();
    m_current.dataWaitS = std::max(0.0, m_dataReady - m_computeEnd);
    m_current.stepS = now - m_stepStart;
    m_last = m_current;
    ++m_progress;
    m_keptStepSeconds += m_current.stepS;
    m_totals.steps = m_progress;
    ++m_totals.stepsRun;
    m_totals.stepSeconds += m_current.stepS;
    m_totals.computeSeconds += m_current.computeS;
    m_totals.exposedCommSeconds += m_current.exposedCommS;
    m_totals.dataWaitSeconds += m_current.dataWaitS;
    if (m_hooks.stepDone)
        m_hooks.stepDone(m_last);
    if (m_spec.checkpointIntervalS > 0 && now - m_lastCheckpointAt >= m_spec.checkpointIntervalS)
        checkpoint();
    else
        beginStep();
}

void TrainingJob::checkpoint()
{
    const double now = m_sim.now();
    const std::uint64_t generation = m_generation;
    const std::int64_t step = m_progress;
    const double kept = m_keptStepSeconds;
    m_lastCheckpointAt = now;
    m_phase = JobPhase::Checkpointing;
    const bool async = m_spec.checkpointMode == storage::CheckpointMode::Async;
    const double writerCap = m_spec.checkpointMode == storage::CheckpointMode::Blocking
                                 ? kBlockingWriterBytesPerSecond
                                 : std::numeric_limits<double>::infinity();
    auto resume = [this, generation, now] {
        if (generation != m_generation)
            return;
        m_totals.checkpointStallSeconds += m_sim.now() - now;
        m_phase = JobPhase::Running;
        beginStep();
    };
    if (async) {
        // Training waits for the copy to host memory; the write runs behind it, and the
        // checkpoint is durable (usable after a failure) only when the write has finished.
        m_storage.write(m_storageClient, m_plan.checkpointBytes, writerCap,
                        [this, generation, step, now, kept](double) {
                            if (generation == m_generation)
                                checkpointDurable(step, now, kept);
                        });
        m_sim.scheduleIn(m_plan.hostCopySeconds, resume);
        return;
    }
    m_storage.write(m_storageClient, m_plan.checkpointBytes, writerCap,
                    [this, generation, step, now, kept, resume](double) {
                        if (generation != m_generation)
                            return;
                        checkpointDurable(step, now, kept);
                        resume();
                    });
}

void TrainingJob::checkpointDurable(std::int64_t step, double capturedAt, double keptStepSeconds)
{
    if (step <= m_checkpointStep)
        return;
    m_checkpointStep = step;
    m_checkpointCapture = capturedAt;
    m_checkpointStepSeconds = keptStepSeconds;
    ++m_totals.checkpoints;
    if (m_hooks.log) {
        m_hooks.log("job.checkpoint",
                    fmt::format("{} saved its checkpoint of step {} ({:.0f} s after it was taken).",
                                m_spec.name, step, m_sim.now() - capturedAt));
    }
}

double TrainingJob::effectiveTrainingFraction(double now) const
{
    if (m_totals.firstStart < 0 || now <= m_totals.firstStart)
        return 0.0;
    return std::clamp(m_keptStepSeconds / (now - m_totals.firstStart), 0.0, 1.0);
}

double TrainingJob::achievedTflopsPerGpu() const
{
    if (m_last.stepS <= 0)
        return 0.0;
    return m_plan.modelFlopsPerStep / (m_last.stepS * m_spec.gpus) / 1e12;
}

double TrainingJob::mfu() const
{
    if (m_plan.peakFlopsPerGpu <= 0)
        return 0.0;
    return achievedTflopsPerGpu() * 1e12 / m_plan.peakFlopsPerGpu;
}

} // namespace ailab::core::cluster
