#pragma once

#include "core/ops/incident_definition.h"
#include "core/scenario/scenario.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

// An activity (docs/architecture.md, "Activity files"): a lab in a start state, a short
// instruction and tasks that the lab's model checks, never a stored answer. A number is checked
// against the figure the model computes for the learner's current state, a choice against the
// model's own answer, a goal by running the model on the learner's state with its constraints
// enforced. A file holds data only: no path, no code, nothing that is run.
namespace ailab::core::classroom {

inline constexpr const char* kActivitySchema = "ailab.activity/1";
// Activity files are small documents; anything larger is refused before it is parsed.
inline constexpr std::size_t kMaxActivityBytes = 256 * 1024;

using ops::LocalText;

// A hint the learner may ask for; it costs `cost` of the task's points.
struct Hint
{
    LocalText text;
    int cost = 0;
};

// A number the learner reads or computes: right when it lies within the tolerance of the
// model's figure, both in `unit`. Exactly one of `relative` (a fraction of the model's figure)
// and `absolute` (in `unit`) is set.
struct NumberTask
{
    std::string figure; // a JSON pointer into the model's run, "/allreduce/mean_time_s"
    std::string unit;   // what the learner answers in ("ms"); the figure's own when empty
    std::optional<double> relative;
    std::optional<double> absolute;
};

struct ChoiceOption
{
    std::string id;
    LocalText text;
    std::string figure; // with ChoiceRule::Largest or Smallest: the figure this option stands for
};

// How the model answers a choice: the option whose id is the figure's value ("/bottleneck" is
// "storage"), or the option whose figure is the largest or the smallest in this state.
enum class ChoiceRule { FigureValue, Largest, Smallest };

struct ChoiceTask
{
    std::vector<ChoiceOption> options;
    ChoiceRule rule = ChoiceRule::FigureValue;
    std::string figure; // with ChoiceRule::FigureValue
};

enum class Comparison { Less, LessOrEqual, Greater, GreaterOrEqual };

// A control of the scenario's model (a JSON pointer into `model`, "/fabric/spines") that a goal
// must leave as it started (`keep`) or within bounds.
struct Constraint
{
    std::string control;
    bool keep = false;
    std::optional<double> min;
    std::optional<double> max;
};

// "With the fewest": the goal passes only when `control` is as small as it can be, i.e. one
// `step` less misses the goal or is refused by the model.
struct Minimise
{
    std::string control;
    double step = 1.0;
};

// One change of the author's worked solution: the control and its new value.
struct ControlChange
{
    std::string control;
    nlohmann::json value;
};

struct GoalTask
{
    std::string figure;
    Comparison comparison = Comparison::Less;
    double target = 0.0; // in `unit`
    std::string unit;    // the figure's own when empty
    std::vector<Constraint> constraints;
    std::optional<Minimise> minimise;
    // A state that meets the goal: the start with these changes. Shown once the learner gives
    // up, and what the tests check the goal on.
    std::vector<ControlChange> solution;
};

struct Task
{
    std::string id;
    LocalText prompt;
    LocalText feedback; // explains the model's figure; "{model}" stands for it
    int points = 10;
    std::vector<Hint> hints;
    std::variant<NumberTask, ChoiceTask, GoalTask> check;
};

// An activity that asks for assessment mode (docs/architecture.md, "Assessment"): no hints are
// offered, each answer is submitted once and then locked, the learner gives their name, and the
// result goes to files the instructor collects.
struct AssessmentRules
{
    int timeLimitMinutes = 0;  // 0: no limit
    bool showVerdicts = false; // whether a submitted answer shows right or wrong at once
};

struct Activity
{
    std::string id;
    std::string lab;
    LocalText title;
    LocalText instruction;
    std::string preset;          // the start's preset name, empty for an inline model
    scenario::Scenario start;    // checked by the lab's model
    std::vector<std::string> hiddenControls; // JSON pointers into start.model
    std::vector<std::string> lockedControls;
    std::vector<Task> tasks;
    std::optional<AssessmentRules> assessment;

    const Task* findTask(const std::string& taskId) const;
};

// "<", "<=", ">", ">=".
const std::vector<std::string>& comparisonSymbols();
std::string comparisonSymbol(Comparison comparison);
bool compare(double value, Comparison comparison, double target);

} // namespace ailab::core::classroom
