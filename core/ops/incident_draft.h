#pragma once

#include "core/ops/incident_definition.h"

#include <nlohmann/json.hpp>

// An incident being written (docs/architecture.md, "Incident files"): what an editor keeps
// between sessions before the incident is complete. A draft is the writer's document of an
// unfinished definition: a stage may have no evidence yet, the root cause may be missing, a
// text may have no English. incidentFromJson refuses such a document at its first gap, so
// an editor restores its draft with this reader instead and checks it with
// incidentFromJson when the author asks.
namespace ailab::core::ops {

// Reads what `document` holds in the shape incidentToJson writes and skips the rest: a
// field of the wrong type, an unknown step, action kind or figure style, and anything
// incidentToJson does not write is left at its default. Never throws; a document that is
// not an object gives an empty definition. Ids are taken as they are (an editor checks them
// when the incident is checked), lists are cut at kMaxDraftItems entries and texts at
// kMaxDraftTextBytes, so that a damaged draft cannot make the editor build without bound.
IncidentDefinition incidentDraftFromJson(const nlohmann::json& document);

inline constexpr std::size_t kMaxDraftItems = 256;
inline constexpr std::size_t kMaxDraftTextBytes = 64 * 1024;

} // namespace ailab::core::ops
