#include "core/ops/incident_definition.h"

#include "core/error.h"
#include "core/scenario/file_id.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario_loader.h"

#include <algorithm>
#include <fmt/format.h>
#include <set>

namespace ailab::core::ops {

using nlohmann::json;
using scenario::ArrayReader;
using scenario::ArraySpec;
using scenario::ObjectReader;
using scenario::StringSpec;

namespace {

// A text is a paragraph or two; the file's limit bounds the whole.
constexpr std::size_t kMaxTextLength = 8192;
// Bounds of the lists, generous for an authored incident and small for a loader.
constexpr std::size_t kMaxItems = 256;

std::string readId(const nlohmann::json& value, const std::string& pointer, bool upperCase = false)
{
    return scenario::readFileId(value, pointer, upperCase);
}

std::string idField(ObjectReader& object, std::string_view key, bool upperCase = false)
{
    if (!object.has(key))
        throw Error("required field is missing", scenario::childPointer(object.pointer(), key));
    object.accept(key);
    return readId(object.json().at(std::string(key)), scenario::childPointer(object.pointer(), key),
                  upperCase);
}

bool contains(const std::vector<std::string>& list, const std::string& id)
{
    return std::find(list.begin(), list.end(), id) != list.end();
}

LocalText readText(const json& value, const std::string& pointer, bool required = true)
{
    ObjectReader reader(value, pointer);
    LocalText text;
    for (const std::string& language : incidentLanguages()) {
        if (!reader.has(language))
            continue;
        text.byLanguage[language] = reader.string(language, StringSpec{{}, false, kMaxTextLength});
    }
    reader.finish();
    if (required && !text.byLanguage.count("en"))
        throw Error("a text needs its English version (\"en\")", pointer);
    return text;
}

LocalText textField(ObjectReader& object, std::string_view key, bool required = true)
{
    const std::string pointer = scenario::childPointer(object.pointer(), key);
    if (!object.has(key)) {
        if (required)
            throw Error("required field is missing", pointer);
        return {};
    }
    object.accept(key);
    return readText(object.json().at(std::string(key)), pointer);
}

// A list of ids, each one of `known` (when given) and none twice.
std::vector<std::string> idList(ObjectReader& object, std::string_view key, const ArraySpec& spec,
                                const std::vector<std::string>* known, std::string_view what)
{
    ArrayReader list = object.array(key, spec);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string pointer = scenario::childPointer(list.pointer(), i);
        std::string id = readId(list.at(i), pointer);
        if (known && !contains(*known, id))
            throw Error(fmt::format("unknown {} '{}'", what, id), pointer);
        if (contains(out, id))
            throw Error(fmt::format("the {} '{}' is named twice", what, id), pointer);
        out.push_back(std::move(id));
    }
    return out;
}

// Reads a list of objects, each with a unique "id"; `read` reads the rest of each one.
template <typename T, typename Read>
std::vector<T> entries(ObjectReader& root, std::string_view key, const ArraySpec& spec,
                       const std::vector<std::string>* known, std::string_view what, Read read)
{
    ArrayReader list = root.array(key, spec);
    std::vector<T> out;
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
        ObjectReader item = list.object(i);
        T entry;
        entry.id = idField(item, "id");
        const std::string pointer = scenario::childPointer(item.pointer(), "id");
        if (known && !contains(*known, entry.id))
            throw Error(fmt::format("unknown {} '{}': the model does not have it", what, entry.id),
                        pointer);
        if (contains(seen, entry.id))
            throw Error(fmt::format("the {} '{}' is given twice", what, entry.id), pointer);
        seen.push_back(entry.id);
        read(item, entry);
        item.finish();
        out.push_back(std::move(entry));
    }
    return out;
}

ActionKind actionKind(const std::string& name)
{
    if (name == "fix")
        return ActionKind::Fix;
    if (name == "mitigation")
        return ActionKind::Mitigation;
    if (name == "harmful")
        return ActionKind::Harmful;
    return ActionKind::NoEffect;
}

FigureStyle figureStyle(const std::string& name)
{
    if (name == "multiple")
        return FigureStyle::Multiple;
    if (name == "ratio-to-one")
        return FigureStyle::RatioToOne;
    return FigureStyle::Unit;
}

// Bounds of a system: a seed as large as a scenario's.
constexpr std::int64_t kMaxSeed = std::int64_t(1) << 53;

IncidentSystemSpec readSystem(ObjectReader& root)
{
    ObjectReader system = root.object("system");
    IncidentSystemSpec spec;
    if (!system.has("model"))
        throw Error("the cluster the incident runs on: required field is missing", "/system/model");
    ObjectReader model = system.object("model"); // checks that it is an object
    spec.model = model.json();
    // The model's fields are read by the lab's model (IncidentCatalogue::checkSystem).
    for (const auto& item : spec.model.items())
        model.accept(item.key());
    model.finish();
    if (system.has("events")) {
        system.array("events", ArraySpec{0, kMaxItems});
        spec.events = system.json().at("events");
    }
    spec.seed = std::uint64_t(system.integer("seed", {.min = 0, .max = kMaxSeed, .fallback = 1}));
    if (!system.has("focus"))
        throw Error("what the incident is about, {\"job\": NAME} or {\"service\": NAME}: required "
                    "field is missing",
                    "/system/focus");
    ObjectReader focus = system.object("focus");
    const bool job = focus.has("job");
    if (job == focus.has("service"))
        throw Error("name either a job or a service: {\"job\": NAME} or {\"service\": NAME}",
                    "/system/focus");
    spec.focus.kind = job ? FocusKind::Job : FocusKind::Service;
    spec.focus.name = focus.string(job ? "job" : "service", StringSpec{{}, false, scenario::kMaxFileIdLength});
    focus.finish();
    system.finish();
    return spec;
}

template <typename T> const T* findById(const std::vector<T>& all, const std::string& id)
{
    const auto it = std::find_if(all.begin(), all.end(), [&](const T& t) { return t.id == id; });
    return it == all.end() ? nullptr : &*it;
}

} // namespace

const std::string& LocalText::in(const std::string& language) const
{
    static const std::string none;
    if (const auto it = byLanguage.find(language); it != byLanguage.end())
        return it->second;
    if (const auto it = byLanguage.find("en"); it != byLanguage.end())
        return it->second;
    return none;
}

const std::vector<std::string>& incidentLanguages()
{
    static const std::vector<std::string> languages{"en", "de"};
    return languages;
}

const std::vector<std::string>& investigationStepNames()
{
    static const std::vector<std::string> names{"define-symptom", "establish-scope",
                                                "correlate-telemetry", "form-hypothesis",
                                                "validate-remediate"};
    return names;
}

const IncidentEvidence* IncidentDefinition::findEvidence(const std::string& entryId) const
{
    return findById(evidence, entryId);
}
const IncidentFigureText* IncidentDefinition::findFigure(const std::string& entryId) const
{
    return findById(figures, entryId);
}
const IncidentLabel* IncidentDefinition::findSeries(const std::string& entryId) const
{
    return findById(series, entryId);
}
const IncidentLabel* IncidentDefinition::findThreshold(const std::string& entryId) const
{
    return findById(thresholds, entryId);
}
const IncidentHypothesis* IncidentDefinition::findHypothesis(const std::string& entryId) const
{
    return findById(hypotheses, entryId);
}
const IncidentAction* IncidentDefinition::findAction(const std::string& entryId) const
{
    return findById(actions, entryId);
}
const IncidentHint* IncidentDefinition::findHint(const std::string& entryId) const
{
    return findById(hints, entryId);
}

bool isIncidentDocument(const json& document)
{
    if (!document.is_object())
        return false;
    const auto it = document.find("schema");
    return it != document.end() && it->is_string() && it->get<std::string>() == kIncidentSchema;
}

IncidentDefinition incidentFromJson(const json& document,
                                    const std::vector<IncidentCatalogue>& catalogues)
{
    ObjectReader root(document, "");
    root.choice("schema", {std::string(kIncidentSchema)});
    IncidentDefinition d;
    d.id = idField(root, "id", true);
    d.lab = idField(root, "lab");
    d.model = root.string("model", StringSpec{{}, false, scenario::kMaxFileIdLength});
    const auto catalogue =
        std::find_if(catalogues.begin(), catalogues.end(),
                     [&](const IncidentCatalogue& c) { return c.model == d.model; });
    if (catalogue == catalogues.end()) {
        std::string known;
        for (const IncidentCatalogue& c : catalogues)
            known += (known.empty() ? "" : ", ") + c.model;
        throw Error(fmt::format("unknown incident model '{}'; known: {}", d.model, known),
                    "/model");
    }
    if (catalogue->lab != d.lab)
        throw Error(fmt::format("the model '{}' belongs to the lab '{}'", d.model, catalogue->lab),
                    "/lab");
    const IncidentCatalogue& c = *catalogue;
    d.title = textField(root, "title");
    d.summary = textField(root, "summary");

    // The texts of the model's figures, series and thresholds that the incident shows.
    d.figures = entries<IncidentFigureText>(
        root, "figures", ArraySpec{0, kMaxItems}, &c.figures, "figure",
        [](ObjectReader& item, IncidentFigureText& f) {
            f.title = textField(item, "title");
            f.explanation = textField(item, "explanation", false);
            f.style =
                figureStyle(item.choice("style", {"unit", "multiple", "ratio-to-one"}, "unit"));
        });
    d.series = entries<IncidentLabel>(
        root, "series", ArraySpec{0, kMaxItems}, &c.series, "series",
        [](ObjectReader& item, IncidentLabel& s) { s.title = textField(item, "title"); });
    d.thresholds = entries<IncidentLabel>(
        root, "thresholds", ArraySpec{0, kMaxItems}, &c.thresholds, "threshold",
        [](ObjectReader& item, IncidentLabel& t) { t.title = textField(item, "title"); });
    std::vector<std::string> titledFigures, titledSeries;
    for (const IncidentFigureText& f : d.figures)
        titledFigures.push_back(f.id);
    for (const IncidentLabel& s : d.series)
        titledSeries.push_back(s.id);
    d.keyFigures = idList(root, "keyFigures", ArraySpec{1, 8, true}, &titledFigures, "figure");

    d.evidence = entries<IncidentEvidence>(
        root, "evidence", ArraySpec{1, kMaxItems, true}, nullptr, "evidence",
        [&](ObjectReader& item, IncidentEvidence& e) {
            e.title = textField(item, "title");
            e.text = textField(item, "text");
            e.figures = idList(item, "figures", ArraySpec{0, kMaxItems}, &titledFigures, "figure");
            e.series = idList(item, "series", ArraySpec{0, kMaxItems}, &titledSeries, "series");
        });
    std::vector<std::string> evidenceIds, revealed;
    for (const IncidentEvidence& e : d.evidence)
        evidenceIds.push_back(e.id);

    ArrayReader stages = root.array("stages", ArraySpec{1, 16, true});
    for (std::size_t i = 0; i < stages.size(); ++i) {
        ObjectReader item = stages.object(i);
        IncidentStage stage;
        const std::vector<std::string>& names = investigationStepNames();
        const std::string step = item.choice("step", names);
        stage.step = static_cast<InvestigationStep>(std::find(names.begin(), names.end(), step) -
                                                    names.begin());
        if (!d.stages.empty() && stage.step < d.stages.back().step)
            throw Error("the stages follow the investigation's steps in order",
                        item.pointer() + "/step");
        if (!item.has("evidence"))
            throw Error("a stage reveals evidence: required field is missing",
                        item.pointer() + "/evidence");
        stage.evidence =
            idList(item, "evidence", ArraySpec{1, kMaxItems, true}, &evidenceIds, "evidence");
        for (std::size_t j = 0; j < stage.evidence.size(); ++j) {
            if (contains(revealed, stage.evidence[j]))
                throw Error(fmt::format("the evidence '{}' is revealed by an earlier stage",
                                        stage.evidence[j]),
                            fmt::format("{}/evidence/{}", item.pointer(), j));
            revealed.push_back(stage.evidence[j]);
        }
        item.finish();
        d.stages.push_back(std::move(stage));
    }
    for (std::size_t i = 0; i < d.evidence.size(); ++i)
        if (!contains(revealed, d.evidence[i].id))
            throw Error(fmt::format("no stage reveals the evidence '{}'", d.evidence[i].id),
                        fmt::format("/evidence/{}", i));

    d.hypotheses = entries<IncidentHypothesis>(
        root, "hypotheses", ArraySpec{2, kMaxItems, true}, nullptr, "hypothesis",
        [](ObjectReader& item, IncidentHypothesis& h) { h.text = textField(item, "text"); });
    d.actions = entries<IncidentAction>(
        root, "actions", ArraySpec{1, kMaxItems, true}, &c.actions, "action",
        [](ObjectReader& item, IncidentAction& a) {
            a.kind = actionKind(item.choice("kind", {"fix", "mitigation", "no-effect", "harmful"}));
            a.text = textField(item, "text");
            a.explanation = textField(item, "explanation");
        });
    d.hints = entries<IncidentHint>(
        root, "hints", ArraySpec{0, 16}, nullptr, "hint",
        [](ObjectReader& item, IncidentHint& h) { h.text = textField(item, "text"); });

    if (!root.has("rootCause"))
        throw Error("an incident needs its root cause: required field is missing", "/rootCause");
    ObjectReader cause = root.object("rootCause");
    std::vector<std::string> hypothesisIds;
    for (const IncidentHypothesis& h : d.hypotheses)
        hypothesisIds.push_back(h.id);
    d.rootCauses =
        idList(cause, "hypotheses", ArraySpec{1, kMaxItems, true}, &hypothesisIds, "hypothesis");
    d.rootCauseExplanation = textField(cause, "explanation");
    cause.finish();

    if (root.has("system")) {
        if (!c.needsSystem)
            throw Error(fmt::format("the model '{}' takes no system", d.model), "/system");
        d.system = readSystem(root);
    } else if (c.needsSystem) {
        throw Error(fmt::format("the model '{}' runs on the cluster the file describes: required "
                                "field is missing",
                                d.model),
                    "/system");
    }
    root.finish();
    if (c.checkSystem)
        c.checkSystem(d);
    return d;
}

IncidentDefinition parseIncident(const std::string& text, const std::string& sourceName,
                                 const std::vector<IncidentCatalogue>& catalogues)
{
    const json document = scenario::parseDocument(text, sourceName, kMaxIncidentBytes, "incident");
    try {
        return incidentFromJson(document, catalogues);
    } catch (const scenario::ScenarioError&) {
        throw;
    } catch (const Error& e) {
        throw scenario::ScenarioError(sourceName, e.message(), e.path());
    }
}

IncidentDefinition loadIncidentFile(const std::string& path,
                                    const std::vector<IncidentCatalogue>& catalogues)
{
    return parseIncident(scenario::readDocumentFile(path, kMaxIncidentBytes, "incident"), path,
                         catalogues);
}

} // namespace ailab::core::ops
