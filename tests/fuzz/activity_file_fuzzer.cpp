// libFuzzer target: the activity file reader (docs/architecture.md, "Fuzzing" and "Activity
// files"). Any input is either an activity or refused with a core::Error; anything else (another
// exception, a crash, a sanitizer report) is a bug. Reading runs no model on the file's state
// (only each lab's default run, once, for its catalogue of figures). What it accepts must hold
// together: a known lab whose catalogue has every figure a task names (a number where a number
// is checked), a start of that lab, controls that exist in the start's model, tolerances in
// range, at least two options per choice, a solution for every goal, hints that cost no more
// than their task.
#include "core/classroom/activity_reader.h"
#include "core/classroom/figure_catalogue.h"
#include "core/error.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

using namespace ailab::core::classroom;

void requireFigure(const std::string& lab, const std::string& figure, bool number)
{
    const FigureEntry* entry = labCatalogue(lab).find(figure);
    if (entry == nullptr || (number && entry->kind != FigureKind::Number))
        std::abort();
}

void requireControl(const Activity& activity, const std::string& control)
{
    if (!activity.start.model.contains(nlohmann::json::json_pointer(control)))
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    Activity a;
    try {
        a = parseActivity(text, "fuzz.json");
    } catch (const ailab::core::Error&) {
        return 0; // refused with a message: what the reader should do
    }
    if (a.start.lab != a.lab || a.tasks.empty())
        std::abort();
    for (const std::string& control : a.hiddenControls)
        requireControl(a, control);
    for (const std::string& control : a.lockedControls)
        requireControl(a, control);
    for (const Task& task : a.tasks) {
        int cost = 0;
        for (const Hint& hint : task.hints)
            cost += hint.cost;
        if (cost > task.points || task.points < 1)
            std::abort();
        if (const auto* n = std::get_if<NumberTask>(&task.check)) {
            requireFigure(a.lab, n->figure, true);
            if (n->relative.has_value() == n->absolute.has_value())
                std::abort();
            if (n->relative && !(*n->relative > 0.0 && *n->relative <= 0.5))
                std::abort();
            if (n->absolute && !(*n->absolute > 0.0 && std::isfinite(*n->absolute)))
                std::abort();
        } else if (const auto* c = std::get_if<ChoiceTask>(&task.check)) {
            if (c->options.size() < 2)
                std::abort();
            if (c->rule == ChoiceRule::FigureValue)
                requireFigure(a.lab, c->figure, false);
            else
                for (const ChoiceOption& option : c->options)
                    requireFigure(a.lab, option.figure, true);
        } else {
            const GoalTask& g = std::get<GoalTask>(task.check);
            requireFigure(a.lab, g.figure, true);
            if (g.solution.empty() || !std::isfinite(g.target))
                std::abort();
            for (const ControlChange& change : g.solution)
                requireControl(a, change.control);
            for (const Constraint& constraint : g.constraints)
                requireControl(a, constraint.control);
            if (g.minimise && !(g.minimise->step > 0.0))
                std::abort();
        }
    }
    return 0;
}
