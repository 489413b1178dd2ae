#pragma once

#include <string_view>

// The course's recovery model (docs/models.md, "Resilience and recovery"): the Resilience &
// Recovery Simulator of the course's Lab 08. A job checkpoints every interval; a failure comes
// some time after the last checkpoint; restarting takes a fixed time. With a usable checkpoint
// the job loses the progress since that checkpoint and recomputes it after the restart; without
// one it loses everything since it started. The course's figures: a 30-minute interval, a
// 10-minute restart and a failure 20 minutes after the checkpoint lose 20 minutes of progress
// and take 30 minutes (restart + recomputation) to get back to where the job was. A
// deterministic teaching model: one failure, a fixed restart, no failure during the recovery.
namespace ailab::core::cluster {

struct CourseRecoveryInput
{
    double intervalS = 1800.0;        // between checkpoints (the course's 30 min)
    double restartS = 600.0;          // from the failure to the job running again (10 min)
    double sinceCheckpointS = 1200.0; // from the last checkpoint to the failure (20 min)
    // The job's training since it started; negative: not given (the course shows "—" for what
    // depends on it).
    double trainedS = -1.0;
};

struct CourseRecovery
{
    bool trainedKnown = false;
    // With a usable checkpoint.
    double lostWithCheckpointS = 0;     // the progress since the checkpoint
    double recoveryWithCheckpointS = 0; // restart + recomputing that progress
    double savedByCheckpointS = 0;      // the training kept (trained - lost); 0 when not known
    // Without one: the job starts over.
    double lostWithoutCheckpointS = 0;     // all training so far; 0 when not known
    double recoveryWithoutCheckpointS = 0; // restart + all of it; 0 when not known
};

// Throws core::Error naming the field ("intervalS", "restartS", "sinceCheckpointS",
// "trainedS") for a negative or non-finite time, a zero interval, a failure later after the
// checkpoint than the interval (the next checkpoint would have been taken) or a job that has
// trained less than the time since its checkpoint.
CourseRecovery courseRecovery(const CourseRecoveryInput& input);

// Where a recovery stands a time after the failure, for the course's progress bar and status.
enum class RecoveryPhase { Ready, Restarting, Recomputing, Recovered };
std::string_view recoveryPhaseId(RecoveryPhase phase); // "ready", "restarting", ...

struct RecoveryStatus
{
    RecoveryPhase phase = RecoveryPhase::Ready;
    double fraction = 0.0;   // of the recovery done, 0 to 1
    double remainingS = 0.0; // until the job is back where it was
};

// `sinceFailureS` < 0: no failure yet (Ready). `restartS` then `recomputeS` (the progress lost)
// make up the recovery.
RecoveryStatus recoveryStatusAt(double restartS, double recomputeS, double sinceFailureS);

} // namespace ailab::core::cluster
