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
// (deterministic for a given scenario and seed); `defaultScenario` is the model's own
// defaults as a scenario (sourceName "defaults"): a lab's session starts from it.
struct ModelEntry
{
    std::string lab;
    std::function<void(const Scenario&)> validate;
    std::function<nlohmann::json(const Scenario&)> run;
    std::function<Scenario()> defaultScenario = {};
};

// A model's defaults as the scenario its `defaultScenario` returns.
Scenario defaultsScenario(std::string lab, std::string title, nlohmann::json model);

// The entry of `lab` in `registry`, or nullptr.
const ModelEntry* findModel(const std::vector<ModelEntry>& registry, std::string_view lab);

} // namespace ailab::core::scenario
