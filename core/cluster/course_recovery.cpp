#include "core/cluster/course_recovery.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::cluster {

namespace {

void requireTime(double value, const char* field)
{
    if (!std::isfinite(value) || value < 0)
        throw Error("expected a time of zero or more seconds", field);
}

} // namespace

CourseRecovery courseRecovery(const CourseRecoveryInput& in)
{
    requireTime(in.intervalS, "intervalS");
    if (in.intervalS <= 0)
        throw Error("the checkpoint interval must be above zero", "intervalS");
    requireTime(in.restartS, "restartS");
    requireTime(in.sinceCheckpointS, "sinceCheckpointS");
    if (in.sinceCheckpointS > in.intervalS)
        throw Error("the failure cannot come later after the checkpoint than the interval: the "
                    "next checkpoint would have been taken",
                    "sinceCheckpointS");
    if (!std::isfinite(in.trainedS))
        throw Error("expected a time in seconds, or a negative one for none", "trainedS");
    const bool known = in.trainedS >= 0;
    if (known && in.trainedS < in.sinceCheckpointS)
        throw Error("the job cannot have trained less than the time since its checkpoint",
                    "trainedS");

    CourseRecovery r;
    r.trainedKnown = known;
    r.lostWithCheckpointS = in.sinceCheckpointS;
    r.recoveryWithCheckpointS = in.restartS + in.sinceCheckpointS;
    if (known) {
        r.savedByCheckpointS = in.trainedS - in.sinceCheckpointS;
        r.lostWithoutCheckpointS = in.trainedS;
        r.recoveryWithoutCheckpointS = in.restartS + in.trainedS;
    }
    return r;
}

std::string_view recoveryPhaseId(RecoveryPhase phase)
{
    switch (phase) {
    case RecoveryPhase::Ready:
        return "ready";
    case RecoveryPhase::Restarting:
        return "restarting";
    case RecoveryPhase::Recomputing:
        return "recomputing";
    case RecoveryPhase::Recovered:
        return "recovered";
    }
    return "ready";
}

RecoveryStatus recoveryStatusAt(double restartS, double recomputeS, double sinceFailureS)
{
    RecoveryStatus s;
    const double total = std::max(0.0, restartS) + std::max(0.0, recomputeS);
    if (sinceFailureS < 0) {
        s.remainingS = total;
        return s;
    }
    if (sinceFailureS >= total) {
        s.phase = RecoveryPhase::Recovered;
        s.fraction = 1.0;
        return s;
    }
    s.phase = sinceFailureS < restartS ? RecoveryPhase::Restarting : RecoveryPhase::Recomputing;
    s.fraction = sinceFailureS / total;
    s.remainingS = total - sinceFailureS;
    return s;
}

} // namespace ailab::core::cluster
