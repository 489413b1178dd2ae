#include "core/security/exercise_score.h"

namespace ailab::core::security {

ExerciseScore scoreExercise(const SecurityExercise& exercise, const AccessPolicy& policy)
{
    ExerciseScore score;
    for (const AccessRequest& request : exercise.requests) {
        RequestScore r;
        r.decision = evaluate(policy, request);
        r.legitimate = request.legitimate;
        r.correct = r.decision.allowed == request.legitimate;
        if (request.legitimate) {
            ++score.legitimateTotal;
            score.legitimateAllowed += r.correct ? 1 : 0;
        } else {
            ++score.badTotal;
            score.badDenied += r.correct ? 1 : 0;
        }
        score.requests.push_back(std::move(r));
    }
    score.solved = score.correct() == score.total();
    return score;
}

} // namespace ailab::core::security
