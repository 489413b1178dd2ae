#include "core/classroom/activity_writer.h"

namespace ailab::core::classroom {

using nlohmann::ordered_json;

namespace {

ordered_json textJson(const LocalText& text)
{
    ordered_json out = ordered_json::object();
    // English first, as authors read it.
    if (const auto en = text.byLanguage.find("en"); en != text.byLanguage.end())
        out["en"] = en->second;
    for (const auto& [language, value] : text.byLanguage) {
        if (language != "en")
            out[language] = value;
    }
    return out;
}

const char* ruleName(ChoiceRule rule)
{
    switch (rule) {
    case ChoiceRule::Largest:
        return "largest";
    case ChoiceRule::Smallest:
        return "smallest";
    case ChoiceRule::FigureValue:
        break;
    }
    return "figure";
}

ordered_json taskJson(const Task& task)
{
    ordered_json t;
    t["id"] = task.id;
    t["kind"] = std::holds_alternative<NumberTask>(task.check)   ? "number"
                : std::holds_alternative<ChoiceTask>(task.check) ? "choice"
                                                                 : "goal";
    t["prompt"] = textJson(task.prompt);
    if (const auto* n = std::get_if<NumberTask>(&task.check)) {
        t["figure"] = n->figure;
        if (!n->unit.empty())
            t["unit"] = n->unit;
        t["tolerance"] = n->relative ? ordered_json{{"relative", *n->relative}}
                                     : ordered_json{{"absolute", n->absolute.value_or(0.0)}};
    } else if (const auto* c = std::get_if<ChoiceTask>(&task.check)) {
        if (c->rule == ChoiceRule::FigureValue)
            t["figure"] = c->figure;
        else
            t["rule"] = ruleName(c->rule);
        ordered_json options = ordered_json::array();
        for (const ChoiceOption& option : c->options) {
            ordered_json o{{"id", option.id}, {"text", textJson(option.text)}};
            if (c->rule != ChoiceRule::FigureValue)
                o["figure"] = option.figure;
            options.push_back(std::move(o));
        }
        t["options"] = std::move(options);
    } else {
        const GoalTask& g = std::get<GoalTask>(task.check);
        t["figure"] = g.figure;
        t["comparison"] = comparisonSymbol(g.comparison);
        t["target"] = g.target;
        if (!g.unit.empty())
            t["unit"] = g.unit;
        ordered_json constraints = ordered_json::array();
        for (const Constraint& c : g.constraints) {
            ordered_json o{{"control", c.control}};
            if (c.keep)
                o["keep"] = true;
            if (c.min)
                o["min"] = *c.min;
            if (c.max)
                o["max"] = *c.max;
            constraints.push_back(std::move(o));
        }
        t["constraints"] = std::move(constraints);
        if (g.minimise)
            t["minimise"] = {{"control", g.minimise->control}, {"step", g.minimise->step}};
        ordered_json solution = ordered_json::array();
        for (const ControlChange& change : g.solution)
            solution.push_back({{"control", change.control}, {"value", change.value}});
        t["solution"] = std::move(solution);
    }
    t["points"] = task.points;
    ordered_json hints = ordered_json::array();
    for (const Hint& hint : task.hints)
        hints.push_back({{"text", textJson(hint.text)}, {"cost", hint.cost}});
    t["hints"] = std::move(hints);
    t["feedback"] = textJson(task.feedback);
    return t;
}

} // namespace

ordered_json activityToJson(const Activity& activity)
{
    ordered_json out;
    out["schema"] = kActivitySchema;
    out["id"] = activity.id;
    out["lab"] = activity.lab;
    out["title"] = textJson(activity.title);
    out["instruction"] = textJson(activity.instruction);
    if (!activity.preset.empty())
        out["start"] = {{"preset", activity.preset}};
    else
        out["start"] = {{"model", ordered_json(activity.start.model)},
                        {"seed", activity.start.seed}};
    out["hiddenControls"] = activity.hiddenControls;
    out["lockedControls"] = activity.lockedControls;
    ordered_json tasks = ordered_json::array();
    for (const Task& task : activity.tasks)
        tasks.push_back(taskJson(task));
    out["tasks"] = std::move(tasks);
    if (activity.assessment)
        out["assessment"] = {{"timeLimitMinutes", activity.assessment->timeLimitMinutes},
                             {"showVerdicts", activity.assessment->showVerdicts}};
    return out;
}

std::string activityText(const Activity& activity)
{
    return activityToJson(activity).dump(2) + "\n";
}

} // namespace ailab::core::classroom
