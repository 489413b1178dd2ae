#pragma once

#include "core/ops/defined_incident.h"
#include "core/ops/incident_definition.h"
#include "core/ops/incident_system.h"

#include <memory>
#include <string>
#include <vector>

// The lab models that incident files can name (docs/architecture.md, "Incident files"), and
// the incident file reader with all of them.
namespace ailab::core::models {

// An explicit list in incident_registry.cpp: the catalogue of each model.
const std::vector<ops::IncidentCatalogue>& incidentCatalogues();

// A new instance of the model a definition names, on the system the file describes when
// the model takes one. Building one runs the faulty system (at once or on first use); throws
// core::Error ("/model") for an unknown model, ("/system") for a missing system.
std::shared_ptr<const ops::IncidentSystem> makeIncidentSystem(const ops::IncidentDefinition& definition);

// ops::parseIncident and ops::loadIncidentFile with incidentCatalogues(). Throw
// scenario::ScenarioError naming the source and the field.
ops::IncidentDefinition parseIncident(const std::string& text, const std::string& sourceName);
ops::IncidentDefinition loadIncidentFile(const std::string& path);

// The incident a file defines, on a new instance of its model.
std::shared_ptr<const ops::DefinedIncident> makeIncident(ops::IncidentDefinition definition);

} // namespace ailab::core::models
