#pragma once

#include "core/ops/incident.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

// An incident as a file (docs/architecture.md, "Incident files"): what the learner is told,
// the stages of the investigation and the evidence each reveals, the hypotheses, the actions
// and the author's judgement of them, the hints, the root cause and the debrief's
// explanation, with every text in each language the file gives. The figures and series the
// evidence shows, and what an action does, come from the lab's model that the file names
// (IncidentSystem); the file only chooses among the ids that model declares
// (IncidentCatalogue). A file holds data only: no path, no code, nothing that is run.
namespace ailab::core::ops {

// Incident files are small documents; anything larger is refused before it is parsed.
inline constexpr std::size_t kMaxIncidentBytes = 1024 * 1024;

// One text in several languages ({"en": "...", "de": "..."}); English is required.
struct LocalText
{
    std::map<std::string, std::string> byLanguage;
    // The text in `language`, or the English one when the file has none in it.
    const std::string& in(const std::string& language) const;
    bool empty() const { return byLanguage.empty(); }
};

// The languages a text may be given in: the program's translations.
const std::vector<std::string>& incidentLanguages();

// The steps of an investigation (course section 09.5): define the symptom, establish the
// scope, correlate telemetry, form a testable hypothesis, validate and remediate. Each stage
// of an incident is one of them, in this order.
enum class InvestigationStep {
    DefineSymptom,
    EstablishScope,
    CorrelateTelemetry,
    FormHypothesis,
    ValidateRemediate
};
// "define-symptom", "establish-scope", "correlate-telemetry", "form-hypothesis",
// "validate-remediate": the file's names, in order.
const std::vector<std::string>& investigationStepNames();

struct IncidentStage
{
    InvestigationStep step = InvestigationStep::DefineSymptom;
    std::vector<std::string> evidence; // evidence ids, revealed together
};

struct IncidentEvidence
{
    std::string id;
    LocalText title;
    LocalText text;
    std::vector<std::string> figures; // model figure ids, in the order shown
    std::vector<std::string> series;  // model series ids
};

// How a figure's value is shown: as its unit says, as a multiple ("3.2x") or as a ratio to
// one ("4:1").
enum class FigureStyle { Unit, Multiple, RatioToOne };

struct IncidentFigureText
{
    std::string id;
    LocalText title;
    LocalText explanation; // a tooltip; may be empty
    FigureStyle style = FigureStyle::Unit;
};

// The title of a series or of a threshold line.
struct IncidentLabel
{
    std::string id;
    LocalText title;
};

struct IncidentHypothesis
{
    std::string id;
    LocalText text;
};

struct IncidentAction
{
    std::string id;
    ActionKind kind = ActionKind::NoEffect; // the author's judgement, for the debrief
    LocalText text;
    LocalText explanation; // what the action does to the system, said in the debrief
};

struct IncidentHint
{
    std::string id;
    LocalText text;
};

// What an incident is about: a training job or an inference service of its system.
enum class FocusKind { Job, Service };
struct IncidentFocus
{
    FocusKind kind = FocusKind::Job;
    std::string name; // the job's or the service's name in the system's model
};

// The system an incident runs on, when its model takes one from the file
// (IncidentCatalogue::needsSystem): a cluster and its faults, as an operations scenario's
// `model` and `events` (core/cluster/cluster_spec.h reads them; this layer keeps them as
// data), the seed of its random parts and the focus. Read at "/system".
struct IncidentSystemSpec
{
    nlohmann::json model;                           // an object
    nlohmann::json events = nlohmann::json::array(); // the faults and their times
    std::uint64_t seed = 1;
    IncidentFocus focus;
};

struct IncidentDefinition;

// The ids a lab's incident model offers an incident file (IncidentSystem): the figures
// (evidence and outcome), series, threshold lines and actions it knows.
struct IncidentCatalogue
{
    std::string model; // "roce.incast-without-dcqcn"
    std::string lab;   // the lab whose model it is
    std::vector<std::string> figures;
    std::vector<std::string> series;
    std::vector<std::string> thresholds;
    std::vector<std::string> actions;
    // Whether the model runs on a system the file describes ("/system"); a file for such a
    // model without one, or with one for a model that takes none, is refused.
    bool needsSystem = false;
    // Checks the file's system against the model (core::Error at its JSON pointer under
    // "/system"), once the rest of the file has been read; may be empty.
    std::function<void(const IncidentDefinition&)> checkSystem;
};

struct IncidentDefinition
{
    std::string id;    // "AI-NET-004"
    std::string lab;   // "roce"
    std::string model; // the IncidentCatalogue::model that runs it
    LocalText title;
    LocalText summary;
    std::vector<std::string> keyFigures; // outcome figures shown in the header
    std::vector<IncidentStage> stages;
    std::vector<IncidentEvidence> evidence;
    std::vector<IncidentFigureText> figures;
    std::vector<IncidentLabel> series;
    std::vector<IncidentLabel> thresholds;
    std::vector<IncidentHypothesis> hypotheses;
    std::vector<IncidentAction> actions;
    std::vector<IncidentHint> hints;
    std::vector<std::string> rootCauses; // hypothesis ids
    LocalText rootCauseExplanation;
    // The system the incident runs on, for a model that takes one (IncidentCatalogue).
    std::optional<IncidentSystemSpec> system;

    // The entry with this id, or nullptr.
    const IncidentEvidence* findEvidence(const std::string& entryId) const;
    const IncidentFigureText* findFigure(const std::string& entryId) const;
    const IncidentLabel* findSeries(const std::string& entryId) const;
    const IncidentLabel* findThreshold(const std::string& entryId) const;
    const IncidentHypothesis* findHypothesis(const std::string& entryId) const;
    const IncidentAction* findAction(const std::string& entryId) const;
    const IncidentHint* findHint(const std::string& entryId) const;
};

// Reads an incident document (already parsed JSON) against the catalogues of the lab models.
// Throws core::Error naming the field by its JSON pointer: an unknown or missing field, an
// unknown model, a figure, series, threshold or action the model does not declare, an
// evidence id no stage reveals or two stages reveal, a stage without evidence, no root cause,
// a system for a model that takes none or none for one that needs it, and whatever the
// model's checkSystem refuses in it.
IncidentDefinition incidentFromJson(const nlohmann::json& document,
                                    const std::vector<IncidentCatalogue>& catalogues);

// The same from text (at most kMaxIncidentBytes, UTF-8, strict JSON) or a file; throws
// scenario::ScenarioError naming `sourceName` or the path.
IncidentDefinition parseIncident(const std::string& text, const std::string& sourceName,
                                 const std::vector<IncidentCatalogue>& catalogues);
IncidentDefinition loadIncidentFile(const std::string& path,
                                    const std::vector<IncidentCatalogue>& catalogues);

// Whether a parsed document claims to be an incident (its "schema" is kIncidentSchema), so
// that a tool can tell an incident file from a scenario file.
inline constexpr std::string_view kIncidentSchema = "ailab.incident/1";
bool isIncidentDocument(const nlohmann::json& document);

} // namespace ailab::core::ops
