#pragma once

#include "core/security/access_policy.h"
#include "core/security/policy_evaluator.h"
#include "core/security/security_exercise.h"

#include <vector>

// The score of a learner's policy on an exercise: every request evaluated; a legitimate one
// must be allowed, any other denied. The exercise is solved when every request is decided as
// it should be: a fix that denies the bad request by breaking a legitimate one is no fix.
namespace ailab::core::security {

struct RequestScore
{
    Decision decision;
    bool legitimate = true;
    bool correct = false; // allowed if legitimate, denied if not
};

struct ExerciseScore
{
    std::vector<RequestScore> requests; // in the exercise's order
    int legitimateAllowed = 0;
    int legitimateTotal = 0;
    int badDenied = 0;
    int badTotal = 0;
    int correct() const { return legitimateAllowed + badDenied; }
    int total() const { return legitimateTotal + badTotal; }
    bool solved = false;
};

ExerciseScore scoreExercise(const SecurityExercise& exercise, const AccessPolicy& policy);

} // namespace ailab::core::security
