#pragma once

#include "core/classroom/activity.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

// Checks a learner's answer to a task with the lab's model (docs/architecture.md, "Activity
// files"): a number against the figure the model computes for the learner's current state,
// within the task's tolerance; a choice against the model's own answer in that state; a goal by
// running the model on the learner's state, with the locked controls and the task's constraints
// enforced and, for "with the fewest", one step less tried as well.
namespace ailab::core::classroom {

struct Verdict
{
    bool passed = false;
    // The model's figure as the learner reads it ("35.07 ms"; for a choice the option's id).
    std::string modelFigure;
    // Why, in words for a log or the command line ("75.15 ms is not < 40 ms").
    std::string detail;
    // The controls the learner's state changed against a constraint, each a JSON pointer.
    std::vector<std::string> brokenConstraints;
    // A goal "with the fewest": its figure is met within the constraints, but one step less
    // meets it as well (more than needed).
    bool metButNotFewest = false;
};

// The learner's state checked by the activity's lab model (throws core::Error naming the field
// when the model refuses it or it is another lab's), then run: the figures tasks read.
nlohmann::json runState(const Activity& activity, const scenario::Scenario& state);

// The model's figure of a number task in `run`, in the task's unit; the option a choice task's
// model answers. Throw core::Error when the run has no such figure (or no option matches).
double modelNumber(const Task& task, const nlohmann::json& run);
std::string modelChoice(const Task& task, const nlohmann::json& run);

// A number or choice task against a run of the learner's state.
Verdict checkNumber(const Task& task, const nlohmann::json& run, double answer);
Verdict checkChoice(const Task& task, const nlohmann::json& run, const std::string& optionId);

// A goal task on the learner's state (runs the model once, twice with "minimise").
Verdict checkGoal(const Activity& activity, const Task& task, const scenario::Scenario& state);

// The start with the goal's solution applied: a state that meets the goal.
scenario::Scenario solutionState(const Activity& activity, const GoalTask& goal);

// The task's feedback in `language` with "{model}" replaced by the model's figure.
std::string feedbackText(const Task& task, const Verdict& verdict, const std::string& language);

} // namespace ailab::core::classroom
