#pragma once

#include "core/ops/incident_definition.h"

#include <nlohmann/json.hpp>
#include <string>

// The writer of incident files (docs/architecture.md, "Incident files"): what an incident
// editor saves. It is the exact inverse of incidentFromJson: reading what it writes gives
// the same definition, and a shipped file read and written gives the same document.
namespace ailab::core::ops {

// The document of `definition`. Optional fields at their defaults (a figure's "unit" style,
// an empty explanation, an empty list of figures, series, thresholds or hints) are left out,
// as the shipped files leave them out; an evidence item lists its figures and series always. It
// writes what it is given: incidentFromJson, not the writer, judges whether that is a valid
// incident.
nlohmann::json incidentToJson(const IncidentDefinition& definition);

// The same document as a file's text, its fields in the order of the shipped files (schema,
// id, lab, model, title, ... rootCause), indented by two spaces, ending with a new line.
std::string incidentFileText(const IncidentDefinition& definition);

// The names the file gives a step ("define-symptom"), an action's kind ("no-effect") and a
// figure's style ("ratio-to-one").
const std::string& investigationStepName(InvestigationStep step);
const std::string& actionKindName(ActionKind kind);
const std::string& figureStyleName(FigureStyle style);

} // namespace ailab::core::ops
