#include "core/classroom/activity_reader.h"

#include "core/classroom/figure_catalogue.h"
#include "core/classroom/figure_units.h"
#include "core/classroom/shipped_presets.h"
#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/scenario/file_id.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/lab_ids.h"
#include "core/scenario/scenario_loader.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fmt/format.h>

namespace ailab::core::classroom {

using nlohmann::json;
using scenario::ArrayReader;
using scenario::ArraySpec;
using scenario::childPointer;
using scenario::IntegerSpec;
using scenario::NumberSpec;
using scenario::ObjectReader;
using scenario::StringSpec;

namespace {

constexpr std::size_t kMaxTextLength = 8192;
constexpr std::size_t kMaxPointerLength = 256;
constexpr std::size_t kMaxTasks = 32;
constexpr std::size_t kMaxHints = 8;
constexpr std::size_t kMaxOptions = 8;
constexpr std::size_t kMaxControls = 64;
// A relative tolerance above one half accepts answers off by a factor of two or more.
constexpr double kMaxRelativeTolerance = 0.5;
constexpr int kMaxPoints = 100;
// Longer than any class period: a limit above it is a slip of the author's.
constexpr int kMaxTimeLimitMinutes = 600;

std::string readId(const json& value, const std::string& pointer)
{
    return scenario::readFileId(value, pointer);
}

std::string idField(ObjectReader& object, std::string_view key)
{
    const std::string pointer = childPointer(object.pointer(), key);
    if (!object.has(key))
        throw Error("required field is missing", pointer);
    object.accept(key);
    return readId(object.json().at(std::string(key)), pointer);
}

LocalText readText(const json& value, const std::string& pointer)
{
    ObjectReader reader(value, pointer);
    LocalText text;
    for (const std::string& language : ops::incidentLanguages()) {
        if (reader.has(language))
            text.byLanguage[language] =
                reader.string(language, StringSpec{{}, false, kMaxTextLength});
    }
    reader.finish();
    if (!text.byLanguage.count("en"))
        throw Error("a text needs its English version (\"en\")", pointer);
    return text;
}


std::string pointerField(ObjectReader& object, std::string_view key)
{
    const std::string pointer = childPointer(object.pointer(), key);
    std::string value = object.string(key, StringSpec{{}, false, kMaxPointerLength});
    if (!isJsonPointer(value) || value.empty())
        throw Error(fmt::format("'{}' is not a JSON pointer such as \"/step/bottleneck\"", value),
                    pointer);
    return value;
}

// Everything the reader checks against: the lab's model, the start and the figures.
struct Context
{
    const scenario::ModelEntry* model = nullptr;
    const FigureCatalogue* catalogue = nullptr;
    const scenario::Scenario* start = nullptr;
};

const FigureEntry& readFigure(ObjectReader& object, std::string_view key, const Context& context,
                              bool numberOnly, std::string& out)
{
    const std::string pointer = childPointer(object.pointer(), key);
    out = pointerField(object, key);
    const FigureEntry* entry = context.catalogue->find(out);
    if (entry == nullptr)
        throw Error(fmt::format("unknown figure '{}': the lab's model computes no such figure",
                                out),
                    pointer);
    if (numberOnly && entry->kind != FigureKind::Number)
        throw Error(fmt::format("figure '{}' is not a number", out), pointer);
    return *entry;
}

// A control of the start's model: a JSON pointer that exists in it.
std::string readControl(const json& value, const std::string& pointer, const Context& context)
{
    const std::string control =
        scenario::readString(value, pointer, StringSpec{{}, false, kMaxPointerLength});
    if (!isJsonPointer(control) || control.empty())
        throw Error(fmt::format("'{}' is not a JSON pointer such as \"/fabric/spines\"", control),
                    pointer);
    bool found = false;
    try {
        found = context.start->model.contains(json::json_pointer(control));
    } catch (const json::exception&) {
        found = false;
    }
    if (!found)
        throw Error(fmt::format("unknown control '{}': the start's model has no such field",
                                control),
                    pointer);
    return control;
}

std::string controlField(ObjectReader& object, std::string_view key, const Context& context)
{
    const std::string pointer = childPointer(object.pointer(), key);
    if (!object.has(key))
        throw Error("required field is missing", pointer);
    object.accept(key);
    return readControl(object.json().at(std::string(key)), pointer, context);
}

std::vector<std::string> controlList(ObjectReader& root, std::string_view key,
                                     const Context& context)
{
    ArrayReader list = root.array(key, ArraySpec{0, kMaxControls, false});
    std::vector<std::string> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string pointer = childPointer(list.pointer(), i);
        std::string control = readControl(list.at(i), pointer, context);
        if (std::find(out.begin(), out.end(), control) != out.end())
            throw Error(fmt::format("control '{}' is named twice", control), pointer);
        out.push_back(std::move(control));
    }
    return out;
}

// The unit a task asks for: one that measures what the figure measures.
std::string readUnit(ObjectReader& object, const FigureEntry& figure)
{
    if (!object.has("unit"))
        return figure.unit.symbol;
    const std::string pointer = childPointer(object.pointer(), "unit");
    const std::string symbol = object.choice("unit", unitSymbols());
    const FigureUnit unit = *findUnit(symbol);
    if (unit.dimension != figure.unit.dimension)
        throw Error(fmt::format("unit '{}' measures {}, but figure '{}' is a {} ({})", symbol,
                                dimensionName(unit.dimension), figure.pattern,
                                dimensionName(figure.unit.dimension),
                                figure.unit.symbol.empty() ? "no unit" : figure.unit.symbol),
                    pointer);
    return symbol;
}

NumberTask readNumberTask(ObjectReader& task, const Context& context)
{
    NumberTask n;
    const FigureEntry& figure = readFigure(task, "figure", context, true, n.figure);
    n.unit = readUnit(task, figure);
    ObjectReader tolerance = task.object("tolerance");
    if (tolerance.has("relative") == tolerance.has("absolute"))
        throw Error("give exactly one of \"relative\" and \"absolute\"", tolerance.pointer());
    if (tolerance.has("relative"))
        n.relative = tolerance.number("relative",
                                      NumberSpec{0.0, kMaxRelativeTolerance, std::nullopt, true});
    else
        n.absolute = tolerance.number("absolute", NumberSpec{0.0, 1e12, std::nullopt, true});
    tolerance.finish();
    return n;
}

ChoiceTask readChoiceTask(ObjectReader& task, const Context& context)
{
    ChoiceTask c;
    const std::string rule =
        task.choice("rule", {"figure-value", "largest", "smallest"}, std::string("figure-value"));
    c.rule = rule == "largest"    ? ChoiceRule::Largest
             : rule == "smallest" ? ChoiceRule::Smallest
                                  : ChoiceRule::FigureValue;
    if (c.rule == ChoiceRule::FigureValue)
        readFigure(task, "figure", context, false, c.figure);
    ArrayReader options = task.array("options", ArraySpec{2, kMaxOptions, true});
    for (std::size_t i = 0; i < options.size(); ++i) {
        ObjectReader item = options.object(i);
        ChoiceOption option;
        option.id = idField(item, "id");
        for (const ChoiceOption& other : c.options) {
            if (other.id == option.id)
                throw Error(fmt::format("option '{}' is named twice", option.id),
                            childPointer(item.pointer(), "id"));
        }
        option.text = readTextField(item, "text", true);
        if (c.rule != ChoiceRule::FigureValue)
            readFigure(item, "figure", context, true, option.figure);
        item.finish();
        c.options.push_back(std::move(option));
    }
    return c;
}

GoalTask readGoalTask(ObjectReader& task, const Context& context)
{
    GoalTask g;
    const FigureEntry& figure = readFigure(task, "figure", context, true, g.figure);
    const std::string comparison = task.choice("comparison", comparisonSymbols());
    g.comparison = static_cast<Comparison>(
        std::find(comparisonSymbols().begin(), comparisonSymbols().end(), comparison) -
        comparisonSymbols().begin());
    g.target = task.number("target", NumberSpec{-1e15, 1e15});
    g.unit = readUnit(task, figure);

    ArrayReader constraints = task.array("constraints", ArraySpec{0, kMaxControls, false});
    for (std::size_t i = 0; i < constraints.size(); ++i) {
        ObjectReader item = constraints.object(i);
        Constraint constraint;
        constraint.control = controlField(item, "control", context);
        constraint.keep = item.boolean("keep", false);
        if (item.has("min"))
            constraint.min = item.number("min", NumberSpec{-1e15, 1e15});
        if (item.has("max"))
            constraint.max = item.number("max", NumberSpec{-1e15, 1e15});
        if (constraint.keep == (constraint.min || constraint.max))
            throw Error("a constraint either keeps its control (\"keep\": true) or bounds it "
                        "(\"min\", \"max\")",
                        item.pointer());
        if (constraint.min && constraint.max && *constraint.min > *constraint.max)
            throw Error("\"min\" is above \"max\"", childPointer(item.pointer(), "min"));
        if (!constraint.keep &&
            !context.start->model.at(json::json_pointer(constraint.control)).is_number())
            throw Error(fmt::format("control '{}' is not a number, so it cannot be bounded",
                                    constraint.control),
                        childPointer(item.pointer(), "control"));
        item.finish();
        g.constraints.push_back(std::move(constraint));
    }

    if (auto minimise = task.optionalObject("minimise")) {
        Minimise m;
        m.control = controlField(*minimise, "control", context);
        if (!context.start->model.at(json::json_pointer(m.control)).is_number())
            throw Error(fmt::format("control '{}' is not a number, so it cannot be minimised",
                                    m.control),
                        childPointer(minimise->pointer(), "control"));
        m.step = minimise->number("step", NumberSpec{0.0, 1e12, 1.0, true});
        minimise->finish();
        g.minimise = m;
    }

    ArrayReader solution = task.array("solution", ArraySpec{1, kMaxControls, true});
    for (std::size_t i = 0; i < solution.size(); ++i) {
        ObjectReader item = solution.object(i);
        ControlChange change;
        change.control = controlField(item, "control", context);
        if (!item.has("value"))
            throw Error("required field is missing", childPointer(item.pointer(), "value"));
        item.accept("value");
        change.value = item.json().at("value");
        item.finish();
        g.solution.push_back(std::move(change));
    }
    return g;
}

Task readTask(ObjectReader& item, const Context& context)
{
    Task task;
    task.id = idField(item, "id");
    const std::string kind = item.choice("kind", {"number", "choice", "goal"});
    task.prompt = readTextField(item, "prompt", true);
    task.feedback = readTextField(item, "feedback", true);
    task.points = static_cast<int>(item.integer("points", IntegerSpec{1, kMaxPoints, 10}));
    ArrayReader hints = item.array("hints", ArraySpec{0, kMaxHints, false});
    int hintCosts = 0;
    for (std::size_t i = 0; i < hints.size(); ++i) {
        ObjectReader hintItem = hints.object(i);
        Hint hint;
        hint.text = readTextField(hintItem, "text", true);
        hint.cost = static_cast<int>(hintItem.integer("cost", IntegerSpec{0, kMaxPoints, 0}));
        hintCosts += hint.cost;
        if (hintCosts > task.points)
            throw Error(fmt::format("the hints cost {} points, more than the task's {}",
                                    hintCosts, task.points),
                        childPointer(hintItem.pointer(), "cost"));
        hintItem.finish();
        task.hints.push_back(std::move(hint));
    }
    if (kind == "number")
        task.check = readNumberTask(item, context);
    else if (kind == "choice")
        task.check = readChoiceTask(item, context);
    else
        task.check = readGoalTask(item, context);
    item.finish();
    return task;
}

scenario::Scenario readStart(ObjectReader& root, const std::string& lab, const LocalText& title,
                             const PresetLookup& ownFolder, std::string& presetName)
{
    ObjectReader start = root.object("start");
    if (start.has("preset") == start.has("model"))
        throw Error("give exactly one of \"preset\" and \"model\"", start.pointer());
    if (start.has("preset")) {
        const std::string pointer = childPointer(start.pointer(), "preset");
        presetName = idField(start, "preset");
        start.finish();
        std::optional<std::string> text;
        if (ownFolder)
            text = ownFolder(presetName);
        if (!text)
            text = shippedPresetText(lab, presetName);
        if (!text)
            throw Error(fmt::format("unknown preset '{}' of lab '{}'", presetName, lab), pointer);
        scenario::Scenario preset;
        try {
            preset = models::parseScenario(*text, presetName + ".json");
        } catch (const Error& e) {
            throw Error(fmt::format("preset '{}' is not a valid scenario: {}", presetName,
                                    e.what()),
                        pointer);
        }
        if (preset.lab != lab)
            throw Error(fmt::format("preset '{}' is a scenario of lab '{}', not '{}'", presetName,
                                    preset.lab, lab),
                        pointer);
        return preset;
    }
    scenario::Scenario s;
    s.lab = lab;
    s.title = title.in("en");
    s.sourceName = "activity";
    start.accept("model");
    s.model = start.json().at("model");
    s.seed = static_cast<std::uint64_t>(start.integer("seed", IntegerSpec{0, 1'000'000'000, 1}));
    start.finish();
    if (!s.model.is_object())
        throw Error(fmt::format("expected an object, got {}", scenario::describeValue(s.model)),
                    "/start/model");
    const scenario::ModelEntry* model = models::findModel(lab);
    try {
        model->validate(s);
    } catch (const Error& e) {
        // The model names its fields from the scenario's root ("/model/servers").
        std::string path = e.path();
        if (path.rfind("/model", 0) == 0)
            path = "/start" + path;
        throw Error(e.message(), path.empty() ? "/start/model" : path);
    }
    return s;
}

} // namespace

LocalText readTextField(ObjectReader& object, std::string_view key, bool required)
{
    const std::string pointer = childPointer(object.pointer(), key);
    if (!object.has(key)) {
        if (required)
            throw Error("required field is missing", pointer);
        return {};
    }
    object.accept(key);
    return readText(object.json().at(std::string(key)), pointer);
}

bool isActivityDocument(const json& document)
{
    if (!document.is_object())
        return false;
    const auto it = document.find("schema");
    return it != document.end() && it->is_string() && it->get<std::string>() == kActivitySchema;
}

Activity activityFromJson(const json& document, const PresetLookup& ownFolder)
{
    ObjectReader root(document, "");
    const std::string schema = root.string("schema");
    if (schema != kActivitySchema)
        throw Error(fmt::format("unsupported schema '{}': expected '{}'", schema, kActivitySchema),
                    "/schema");
    Activity a;
    a.id = idField(root, "id");
    a.lab = root.string("lab", StringSpec{{}, false, scenario::kMaxFileIdLength});
    if (!scenario::isKnownLab(a.lab))
        throw Error(fmt::format("unknown lab '{}'", a.lab), "/lab");
    Context context;
    context.model = models::findModel(a.lab);
    if (context.model == nullptr || !context.model->defaultScenario)
        throw Error(fmt::format("lab '{}' has no model in this version", a.lab), "/lab");
    a.title = readTextField(root, "title", true);
    a.instruction = readTextField(root, "instruction", true);
    a.start = readStart(root, a.lab, a.title, ownFolder, a.preset);
    context.start = &a.start;
    context.catalogue = &labCatalogue(a.lab);
    a.hiddenControls = controlList(root, "hiddenControls", context);
    a.lockedControls = controlList(root, "lockedControls", context);
    ArrayReader tasks = root.array("tasks", ArraySpec{1, kMaxTasks, true});
    for (std::size_t i = 0; i < tasks.size(); ++i) {
        ObjectReader item = tasks.object(i);
        Task task = readTask(item, context);
        if (a.findTask(task.id) != nullptr)
            throw Error(fmt::format("task '{}' is named twice", task.id),
                        childPointer(item.pointer(), "id"));
        a.tasks.push_back(std::move(task));
    }
    if (auto assessment = root.optionalObject("assessment")) {
        AssessmentRules rules;
        rules.timeLimitMinutes = static_cast<int>(
            assessment->integer("timeLimitMinutes", IntegerSpec{0, kMaxTimeLimitMinutes, 0}));
        rules.showVerdicts = assessment->boolean("showVerdicts", false);
        assessment->finish();
        a.assessment = rules;
    }
    root.finish();
    return a;
}

Activity parseActivity(const std::string& text, const std::string& sourceName,
                       const PresetLookup& ownFolder)
{
    const json document = scenario::parseDocument(text, sourceName, kMaxActivityBytes, "activity");
    try {
        return activityFromJson(document, ownFolder);
    } catch (const scenario::ScenarioError&) {
        throw;
    } catch (const Error& e) {
        throw scenario::ScenarioError(sourceName, e.message(), e.path());
    }
}

Activity loadActivityFile(const std::string& path)
{
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    // Only "<id>.json" directly in the activity's folder: the name is an id, so it holds no
    // separator and no "..", and the file must be a regular file of scenario size.
    const PresetLookup ownFolder = [folder](const std::string& name) -> std::optional<std::string> {
        const std::filesystem::path file = folder / (name + ".json");
        // A link could lead out of the folder: only a regular file itself is read.
        std::error_code error;
        if (std::filesystem::symlink_status(file, error).type() !=
            std::filesystem::file_type::regular)
            return std::nullopt;
        return scenario::readDocumentFile(file.string(), scenario::kMaxScenarioBytes, "scenario");
    };
    return parseActivity(scenario::readDocumentFile(path, kMaxActivityBytes, "activity"), path,
                         ownFolder);
}

} // namespace ailab::core::classroom
