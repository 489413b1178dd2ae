#pragma once

#include "core/infer/serving_config.h"
#include "core/infer/workload.h"
#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json.hpp>
#include <string>

// The inference serving lab's scenario model (lab `inference`): a cluster of model-serving
// replicas (core/infer/serving_config.h) and the workload it answers, with replica failures,
// recoveries and slowdowns as timed events. The same model runs headless (`ailab-sim run`)
// and in the lab (docs/models.md, "Inference serving lab model").
namespace ailab::core::models::inference {

struct InferenceScenarioConfig
{
    infer::ServingConfig serving;
    infer::WorkloadConfig workload;
};

// Reads and checks every field of `model` (the object at `pointer`) and the scenario's
// `events` (at `eventsPointer`); absent fields take the defaults of core/infer. Throws
// core::Error with the JSON pointer of the field.
InferenceScenarioConfig readInferenceScenario(const nlohmann::json& model,
                                              const nlohmann::json& events,
                                              const std::string& pointer = "/model",
                                              const std::string& eventsPointer = "/events");
// The inverse: `model` with every field, and the events array.
nlohmann::json inferenceModelToJson(const InferenceScenarioConfig& config);
nlohmann::json inferenceEventsToJson(const InferenceScenarioConfig& config);
// Checks a config built in code; errors name the field as a file would ("/model/replicas").
void validateInferenceScenario(const InferenceScenarioConfig& config);

void validateInferenceScenarioDocument(const scenario::Scenario& scenario);
// Runs the workload on the cluster to its last request and reports the benchmark metrics
// (inference_report.h).
nlohmann::json runInferenceScenario(const scenario::Scenario& scenario);

// Llama 3 8B on one H100 at 8 requests/s of conversation-like traffic.
InferenceScenarioConfig defaultInferenceConfig();
scenario::Scenario defaultScenario();
scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::inference
