#include "core/classroom/task_check.h"

#include "core/classroom/figure_catalogue.h"
#include "core/classroom/figure_units.h"
#include "core/error.h"
#include "core/models/model_registry.h"

#include <cmath>
#include <fmt/format.h>

namespace ailab::core::classroom {

using nlohmann::json;

namespace {

// Four significant digits, as the labs show figures; a whole number of five digits or more
// (17077 drops) in full, not as "1.708e+04".
std::string formatValue(double value, const std::string& unit)
{
    const double magnitude = std::abs(value);
    const std::string number = magnitude >= 1e4 && magnitude < 1e12
                                   ? fmt::format("{:.0f}", value)
                                   : fmt::format("{:.4g}", value);
    if (unit.empty() || unit == "1")
        return number;
    return number + " " + unit;
}

// The figure's value in `run` in `unit` (the figure's own when empty).
double figureIn(const json& run, const std::string& figure, const std::string& unit)
{
    const std::optional<json> value = figureValue(run, figure);
    if (!value || !value->is_number())
        throw Error(fmt::format("the model gives no number '{}' for this state", figure), figure);
    const FigureUnit from = unitOfFigure(figure);
    if (unit.empty() || unit == from.symbol)
        return value->get<double>();
    return convert(value->get<double>(), from, *findUnit(unit));
}

std::string valueText(const json& value)
{
    return value.is_null() ? std::string("nothing") : value.dump();
}

json valueAt(const json& model, const std::string& control)
{
    try {
        const json::json_pointer at(control);
        return model.contains(at) ? model.at(at) : json();
    } catch (const json::exception&) {
        return json();
    }
}

// The controls of `state` that break the activity's locks or the goal's constraints, each with
// why; `except` (a minimised control tried one step lower) is left out.
std::vector<std::pair<std::string, std::string>> brokenConstraints(const Activity& activity,
                                                                   const GoalTask& goal,
                                                                   const scenario::Scenario& state)
{
    std::vector<std::pair<std::string, std::string>> broken;
    const auto kept = [&](const std::string& control) {
        const json now = valueAt(state.model, control);
        const json before = valueAt(activity.start.model, control);
        if (now != before)
            broken.emplace_back(control, fmt::format("{} changed from {} to {}", control,
                                                     valueText(before), valueText(now)));
    };
    for (const std::string& control : activity.lockedControls)
        kept(control);
    for (const Constraint& constraint : goal.constraints) {
        if (constraint.keep) {
            kept(constraint.control);
            continue;
        }
        const json now = valueAt(state.model, constraint.control);
        const bool inside = now.is_number() &&
                            (!constraint.min || now.get<double>() >= *constraint.min) &&
                            (!constraint.max || now.get<double>() <= *constraint.max);
        if (!inside)
            broken.emplace_back(constraint.control,
                                fmt::format("{} is {}, outside {} to {}", constraint.control,
                                            valueText(now),
                                            constraint.min ? fmt::format("{:g}", *constraint.min)
                                                           : std::string("any"),
                                            constraint.max ? fmt::format("{:g}", *constraint.max)
                                                           : std::string("any")));
    }
    return broken;
}

const GoalTask& goalOf(const Task& task)
{
    const auto* goal = std::get_if<GoalTask>(&task.check);
    if (goal == nullptr)
        throw Error(fmt::format("task '{}' is not a goal", task.id));
    return *goal;
}

} // namespace

json runState(const Activity& activity, const scenario::Scenario& state)
{
    if (state.lab != activity.lab)
        throw Error(fmt::format("the state is of lab '{}', the activity of lab '{}'", state.lab,
                                activity.lab),
                    "/lab");
    const scenario::ModelEntry* model = models::findModel(activity.lab);
    if (model == nullptr)
        throw Error(fmt::format("lab '{}' has no model in this version", activity.lab), "/lab");
    model->validate(state);
    return model->run(state);
}

double modelNumber(const Task& task, const json& run)
{
    const auto* number = std::get_if<NumberTask>(&task.check);
    if (number == nullptr)
        throw Error(fmt::format("task '{}' does not ask for a number", task.id));
    return figureIn(run, number->figure, number->unit);
}

std::string modelChoice(const Task& task, const json& run)
{
    const auto* choice = std::get_if<ChoiceTask>(&task.check);
    if (choice == nullptr)
        throw Error(fmt::format("task '{}' is not a choice", task.id));
    if (choice->rule == ChoiceRule::FigureValue) {
        const std::optional<json> value = figureValue(run, choice->figure);
        if (!value)
            throw Error(fmt::format("the model gives no figure '{}' for this state",
                                    choice->figure),
                        choice->figure);
        const std::string answer = value->is_string() ? value->get<std::string>() : value->dump();
        for (const ChoiceOption& option : choice->options) {
            if (option.id == answer)
                return option.id;
        }
        throw Error(fmt::format("the model's answer '{}' is none of the options", answer),
                    choice->figure);
    }
    // The option whose figure is the largest (smallest); the first one on a tie.
    const ChoiceOption* best = nullptr;
    double bestValue = 0.0;
    for (const ChoiceOption& option : choice->options) {
        const double value = figureIn(run, option.figure, unitOfFigure(option.figure).symbol);
        const bool better =
            choice->rule == ChoiceRule::Largest ? value > bestValue : value < bestValue;
        if (best == nullptr || better) {
            best = &option;
            bestValue = value;
        }
    }
    return best->id;
}

Verdict checkNumber(const Task& task, const json& run, double answer)
{
    const NumberTask& number = std::get<NumberTask>(task.check);
    const double model = modelNumber(task, run);
    const double allowed =
        number.relative ? std::abs(model) * *number.relative : number.absolute.value_or(0.0);
    Verdict verdict;
    verdict.modelFigure = formatValue(model, number.unit);
    verdict.passed = std::isfinite(answer) && std::abs(answer - model) <= allowed;
    verdict.detail = fmt::format("{} {} the model's {} (within {})",
                                 formatValue(answer, number.unit),
                                 verdict.passed ? "matches" : "does not match", verdict.modelFigure,
                                 formatValue(allowed, number.unit));
    return verdict;
}

Verdict checkChoice(const Task& task, const json& run, const std::string& optionId)
{
    Verdict verdict;
    verdict.modelFigure = modelChoice(task, run);
    verdict.passed = optionId == verdict.modelFigure;
    verdict.detail = fmt::format("'{}' {} the model's answer '{}'", optionId,
                                 verdict.passed ? "is" : "is not", verdict.modelFigure);
    return verdict;
}

Verdict checkGoal(const Activity& activity, const Task& task, const scenario::Scenario& state)
{
    const GoalTask& goal = goalOf(task);
    Verdict verdict;
    const auto broken = brokenConstraints(activity, goal, state);
    const json run = runState(activity, state);
    const double value = figureIn(run, goal.figure, goal.unit);
    verdict.modelFigure = formatValue(value, goal.unit);
    const bool met = compare(value, goal.comparison, goal.target);
    verdict.detail = fmt::format("{} {} {} {}", verdict.modelFigure, met ? "is" : "is not",
                                 comparisonSymbol(goal.comparison),
                                 formatValue(goal.target, goal.unit));
    for (const auto& [control, why] : broken) {
        verdict.brokenConstraints.push_back(control);
        verdict.detail += "; " + why;
    }
    verdict.passed = met && broken.empty();
    if (!verdict.passed || !goal.minimise)
        return verdict;

    // "With the fewest": one step less must miss the goal, or be a state the model refuses.
    const Minimise& minimise = *goal.minimise;
    const json current = valueAt(state.model, minimise.control);
    if (!current.is_number()) {
        verdict.passed = false;
        verdict.detail += fmt::format("; {} is not a number", minimise.control);
        return verdict;
    }
    scenario::Scenario fewer = state;
    const double lower = current.get<double>() - minimise.step;
    if (current.is_number_integer() && std::floor(minimise.step) == minimise.step)
        fewer.model[json::json_pointer(minimise.control)] = static_cast<std::int64_t>(lower);
    else
        fewer.model[json::json_pointer(minimise.control)] = lower;
    json fewerRun;
    try {
        fewerRun = runState(activity, fewer);
    } catch (const Error&) {
        verdict.detail += fmt::format("; {} cannot go lower", minimise.control);
        return verdict;
    }
    const double fewerValue = figureIn(fewerRun, goal.figure, goal.unit);
    if (compare(fewerValue, goal.comparison, goal.target)) {
        verdict.passed = false;
        verdict.metButNotFewest = true;
        verdict.detail += fmt::format("; with {} = {:g} the goal is met as well ({})",
                                      minimise.control, lower, formatValue(fewerValue, goal.unit));
    } else {
        verdict.detail += fmt::format("; with {} = {:g} it would miss ({})", minimise.control,
                                      lower, formatValue(fewerValue, goal.unit));
    }
    return verdict;
}

scenario::Scenario solutionState(const Activity& activity, const GoalTask& goal)
{
    scenario::Scenario state = activity.start;
    for (const ControlChange& change : goal.solution)
        state.model[json::json_pointer(change.control)] = change.value;
    return state;
}

std::string feedbackText(const Task& task, const Verdict& verdict, const std::string& language)
{
    std::string text = task.feedback.in(language);
    const std::string placeholder = "{model}";
    for (std::size_t at = text.find(placeholder); at != std::string::npos;
         at = text.find(placeholder, at + verdict.modelFigure.size()))
        text.replace(at, placeholder.size(), verdict.modelFigure);
    return text;
}

} // namespace ailab::core::classroom
