#pragma once

#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

// The lab models that scenario files can drive, and the loader's calls with all of them.
namespace ailab::core::models {

// The labs that have a model in this version: an explicit list in model_registry.cpp.
const std::vector<scenario::ModelEntry>& modelRegistry();
const scenario::ModelEntry* findModel(std::string_view lab);

// Runs the scenario's model. Throws core::Error when the lab has no model.
nlohmann::json runScenario(const scenario::Scenario& scenario);

// scenario::loadScenarioFile and scenario::parseScenario with modelRegistry(). Throw
// scenario::ScenarioError.
scenario::Scenario loadScenarioFile(const std::string& path);
scenario::Scenario parseScenario(const std::string& text, const std::string& sourceName);

} // namespace ailab::core::models
