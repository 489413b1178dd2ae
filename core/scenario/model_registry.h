#pragma once

#include "core/scenario/scenario.h"

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace ailab::core::scenario {

// One lab model that scenario files can drive. `validate` checks `model`, `events` and
// `incident` and throws core::Error naming the field; `run` computes the model's metrics
// (deterministic for a given scenario and seed).
struct ModelEntry
{
    std::string lab;
    std::function<void(const Scenario&)> validate;
    std::function<nlohmann::json(const Scenario&)> run;
    // The model's own defaults as a scenario (a lab's session starts from it).
    std::function<Scenario()> defaultScenario;
};

// The lab ids (docs/architecture.md, "Scenario files"), in lab order.
const std::vector<std::string>& knownLabIds();
bool isKnownLab(std::string_view lab);

// The labs that have a model in this version: an explicit list in model_registry.cpp.
const std::vector<ModelEntry>& modelRegistry();
const ModelEntry* findModel(std::string_view lab);
const ModelEntry* findModel(const std::vector<ModelEntry>& registry, std::string_view lab);

// Runs the scenario's model. Throws core::Error when the lab has no model.
nlohmann::json runScenario(const Scenario& scenario);

} // namespace ailab::core::scenario
