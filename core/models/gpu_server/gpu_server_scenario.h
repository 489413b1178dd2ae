#pragma once

#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"
#include "core/topo/server_builder.h"
#include "core/train/gpu_step_timeline.h"

#include <nlohmann/json.hpp>
#include <string>

// The GPU server lab's model as a scenario file describes it:
//   "model": {"node": "dgx-h100", "fabric": "nvswitch", "gpu": "h100-sxm", "nvSwitches": 4,
//             "workload": {"parameters": 1.3e9, "tokensPerStep": 65536, "mfu": 0.4,
//                          "gradientBytesPerParameter": 2, "dataGBPerGpu": 0.25,
//                          "optimizerBytesPerParameter": 28}}
// "node" picks a server preset (server_builder.h); the other fields override it.
namespace ailab::core::models::gpu_server {

struct GpuServerConfig
{
    std::string node = "conceptual";
    topo::ServerSpec server = topo::conceptualServer();
    train::GpuStepInputs workload;
};

// Reads and checks every field of `model` (at `pointer`); throws core::Error with the JSON
// pointer of the first bad field. Absent fields take the preset's values.
GpuServerConfig readGpuServerConfig(const nlohmann::json& model,
                                    const std::string& pointer = "/model");
// The inverse: every field, so that a saved state is complete.
nlohmann::json gpuServerConfigToJson(const GpuServerConfig& config);

// Model entry points for the scenario registry (model_registry.cpp).
void validateGpuServerScenario(const scenario::Scenario& scenario);
// Metrics as JSON: the node, GPU-to-GPU routes, the all-reduce on each fabric, the step.
nlohmann::json runGpuServerScenario(const scenario::Scenario& scenario);
nlohmann::json gpuServerMetrics(const GpuServerConfig& config);

// What the lab opens with, as a scenario (sourceName "defaults"): the conceptual node of
// GpuServerConfig{}.
scenario::Scenario defaultScenario();
// The model's entry in the registry (model_registry.cpp).
scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::gpu_server
