#pragma once

#include "core/infer/request_path.h"
#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"
#include "core/train/journey.h"
#include "core/train/step_model.h"

#include <nlohmann/json.hpp>
#include <string>

namespace ailab::core::models::stack {

// Everything the stack lab's model needs, read from a scenario's "model" object.
struct StackConfig
{
    std::string gpu = "h100-sxm";  // core::hw GPU id: peak BF16 dense FLOPS
    std::string fabric = "ib-ndr"; // core::hw fabric id: port bandwidth per GPU
    train::StepInputs step;
    train::JourneyInputs journey;
    infer::RequestPathInputs inference;
};

// The defaults of stack_parameters.cpp with the default GPU and fabric resolved.
StackConfig defaultStackConfig();

// Reads and checks every field of `model` (the object at `pointer`); throws core::Error
// with the JSON pointer of the first bad field. Absent fields take their defaults.
StackConfig readStackConfig(const nlohmann::json& model, const std::string& pointer = "/model");

// The inverse of readStackConfig: every field, so that a saved state is complete.
nlohmann::json stackConfigToJson(const StackConfig& config);

// Applies the catalog entries named by `gpu` and `fabric` to the step inputs.
// Throws core::Error naming "/model/gpu" or "/model/fabric" for an unknown id.
void resolveHardware(StackConfig& config);

// Model entry points for the scenario registry (model_registry.cpp).
void validateStackScenario(const scenario::Scenario& scenario);
// Metrics as JSON: step breakdown, bottleneck, utilisation, journey and inference.
nlohmann::json runStackScenario(const scenario::Scenario& scenario);

// The metrics of one configuration (what runStackScenario prints for its model).
nlohmann::json stackMetrics(const StackConfig& config);

// What the lab opens with, as a scenario (sourceName "defaults"): the 32-GPU job of
// defaultStackConfig().
scenario::Scenario defaultScenario();
// The model's entry in the registry (model_registry.cpp).
scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::stack
