#pragma once

#include "core/cluster/cluster_spec.h"
#include "core/cluster/job_plan.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ailab::core::sim {
class Simulation;
}

// One training job of the cluster twin as it runs (docs/models.md, "Cluster twin"): step after
// step on the GPUs the scheduler gave it. A step is the 3D-parallel step of core/train with
// its GPU work stretched by the slowest worker's clock and its data-parallel all-reduce timed
// on the fabric as it is now; it ends when the next batch has also arrived from the shared
// storage (the input pipeline prefetches during the step). At each checkpoint interval the
// job writes its checkpoint (blocking: training waits for the write; asynchronous: it waits
// for the copy to host memory, then the write runs behind). A failure sends the job back to
// its last durable checkpoint; the work since is lost.
namespace ailab::core::cluster {

class SharedStorage;

enum class JobPhase { Waiting, Restarting, Running, Checkpointing, Done };
std::string jobPhaseId(JobPhase phase); // "waiting", "restarting", "running", "checkpointing", "done"

// The parts of one step, in seconds.
struct StepParts
{
    double stepS = 0;        // from the step's start to the next step's start (stall excluded)
    double computeS = 0;     // GPU work, stretched by the slowest clock
    double exposedCommS = 0; // communication the step waits for
    double dataWaitS = 0;    // waiting for the next batch beyond the step
    double allReduceS = 0;   // the data-parallel all-reduce on the fabric, whole
    double slowdown = 1;     // the slowest worker's clock deficit (>= 1)
};

struct JobTotals
{
    std::int64_t steps = 0;        // completed and kept (after rollbacks)
    std::int64_t stepsRun = 0;     // every completed step, rolled back or not
    double stepSeconds = 0;        // summed over stepsRun
    double computeSeconds = 0;
    double exposedCommSeconds = 0;
    double dataWaitSeconds = 0;
    double checkpointStallSeconds = 0;
    double restartSeconds = 0;
    double lostWorkSeconds = 0; // training time rolled back by failures
    double lostGpuHours = 0;    // (lost work + restart) x GPUs
    int checkpoints = 0;        // durable ones
    int interruptions = 0;
    double firstStart = -1;
    double end = -1;
};

class TrainingJob
{
public:
    struct Hooks
    {
        // The slowest of the job's GPUs now (>= 1): max over its GPUs of nominal / actual clock.
        std::function<double()> computeSlowdown;
        // The data-parallel all-reduce on the fabric as it is now, for the job's placement.
        std::function<double()> allReduceSeconds;
        // A step finished (for telemetry and events).
        std::function<void(const StepParts&)> stepDone;
        // The job reached its step count.
        std::function<void()> finished;
        // A line for the cluster's event log.
        std::function<void(const std::string& type, const std::string& message)> log;
        // The fabric could not join the job's ranks and NCCL's watchdog ended it: the
        // cluster restarts it (as a job launcher does). Without this hook the job only stops.
        std::function<void(const std::string& cause)> collectiveTimeout;
    };

    TrainingJob(sim::Simulation& simulation, SharedStorage& storage, TrainingJobSpec spec,
                JobPlan plan, Hooks hooks);
    TrainingJob(const TrainingJob&) = delete;
    TrainingJob& operator=(const TrainingJob&) = delete;

    const TrainingJobSpec& spec() const { return m_spec; }
    const JobPlan& plan() const { return m_plan; }
    // An operator changes how the job writes its checkpoints; from its next checkpoint on.
    void setCheckpointMode(storage::CheckpointMode mode) { m_spec.checkpointMode = mode; }
    // An operator raises (or lowers) the collective timeout; from the job's next wait on.
    void setCollectiveTimeout(double seconds) { m_spec.collectiveTimeoutS = std::max(0.0, seconds); }
    JobPhase phase() const { return m_phase; }

    // The scheduler placed the job on `servers`: it runs after `delayS` (0 for a first
    // start; the restart time after a failure: reloading the checkpoint, rebuilding the
    // communicators).
    void start(std::vector<int> servers, double delayS);
    // A failure stopped it now: it goes back to its last durable checkpoint and waits to be
    // placed again.
    void interrupt(const std::string& cause);

    const std::vector<int>& servers() const { return m_servers; }
    int storageClient() const { return m_storageClient; }
    // The share of time the job's GPUs compute now (0 when not running): power follows it.
    double activity() const;
    // The share of time a kernel runs on them (compute and communication kernels, as DCGM's
    // GPU utilisation counts it).
    double kernelActivity() const;
    const StepParts& lastStep() const { return m_last; }
    const JobTotals& totals() const { return m_totals; }
    // Training progress in steps kept, and the durable checkpoint's step.
    std::int64_t progressSteps() const { return m_progress; }
    std::int64_t checkpointStep() const { return m_checkpointStep; }
    // When the durable checkpoint's state was taken (0 before the first).
    double checkpointCaptureTime() const { return m_checkpointCapture; }
    // The share of time since the first start spent on steps that were kept.
    double effectiveTrainingFraction(double now) const;
    double achievedTflopsPerGpu() const;
    double mfu() const;

private:
    void beginStep();
    void stepComputeDone(std::uint64_t generation);
    void stepDataReady(std::uint64_t generation, double finishTime);
    void completeStep();
    void checkpoint();
    void checkpointDurable(std::int64_t step, double capturedAt, double keptStepSeconds);

    sim::Simulation& m_sim;
    SharedStorage& m_storage;
    TrainingJobSpec m_spec;
    JobPlan m_plan;
    Hooks m_hooks;
    int m_storageClient = 0;

    JobPhase m_phase = JobPhase::Waiting;
    std::vector<int> m_servers;
    std::uint64_t m_generation = 0; // bumped on interrupt: stale callbacks are ignored
    double m_runStart = 0;          // when the current run began stepping
    double m_restartBegin = 0;      // when the current (re)start was asked for
    double m_stepStart = 0;
    double m_waitingSince = -1; // when a collective began to wait for a path (-1: it is not)
    double m_computeEnd = -1;
    double m_dataReady = -1;
    StepParts m_current;
    StepParts m_last;
    double m_lastCheckpointAt = 0; // wall time of the last checkpoint's capture (this run)

    std::int64_t m_progress = 0;
    std::int64_t m_checkpointStep = 0;
    double m_keptStepSeconds = 0;       // step time of the steps kept
    double m_checkpointStepSeconds = 0; // the same at the durable checkpoint
    double m_checkpointCapture = 0;     // when the durable checkpoint's state was captured
    JobTotals m_totals;
};

} // namespace ailab::core::cluster
