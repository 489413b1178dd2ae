#pragma once

#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"
#include "core/storage/input_pipeline.h"

#include <nlohmann/json.hpp>
#include <string>

// The storage lab's scenario model (lab 06): one storage tier, its local caches and the
// training jobs that read from it, run on the discrete-event input pipeline
// (core/storage). Sizes, rates and durations are strings with their units ("146.6MB",
// "5GB/s", "0.5ms"); a job may start from an MLPerf Storage workload ("unet3d", "resnet50",
// "cosmoflow" on "a100" or "h100") and change any of its fields.
namespace ailab::core::models::storage {

// Reads and checks `model` (the object at `pointer`); throws core::Error with the JSON
// pointer of the field.
core::storage::PipelineConfig readStorageScenario(const nlohmann::json& model,
                                                  const std::string& pointer = "/model");
// The inverse, with every field, for saved states; reads back to the same config.
nlohmann::json storageScenarioToJson(const core::storage::PipelineConfig& config);

// A job of an MLPerf Storage workload on `accelerators` accelerators, as DLIO runs it, with
// a dataset of at least `minimumSteps` steps per epoch (MLPerf Storage's datasize rule asks
// for 500; README, "Data Sizing and Generation") and the config's files otherwise.
inline constexpr long long kMlperfMinimumSteps = 500;
core::storage::JobConfig workloadJob(const std::string& workload, const std::string& accelerator,
                                     int accelerators,
                                     long long minimumSteps = kMlperfMinimumSteps);

// The metrics of a finished run, as `ailab-sim run` and `ailab-sim storage` print them.
nlohmann::json pipelineResultToJson(const core::storage::PipelineConfig& config,
                                    const core::storage::PipelineResult& result);

void validateStorageScenarioDocument(const scenario::Scenario& scenario);
nlohmann::json runStorageScenario(const scenario::Scenario& scenario);

// Three jobs of 3D U-Net on H100 reading one parallel file system.
scenario::Scenario defaultScenario();
scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::storage
