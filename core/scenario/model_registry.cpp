#include "core/scenario/model_registry.h"

#include "core/error.h"
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/gpu_server/gpu_server_scenario.h"
#include "core/models/roce/roce_scenario.h"
#include "core/models/stack/stack_scenario.h"

#include <algorithm>

namespace ailab::core::scenario {

const std::vector<std::string>& knownLabIds()
{
    static const std::vector<std::string> ids = {"stack",     "gpu-server", "fabric",
                                                 "roce",      "scheduler",  "storage",
                                                 "inference", "operations", "capstone"};
    return ids;
}

bool isKnownLab(std::string_view lab)
{
    const auto& ids = knownLabIds();
    return std::find(ids.begin(), ids.end(), lab) != ids.end();
}

namespace {
Scenario defaults(std::string lab, std::string title, nlohmann::json model)
{
    Scenario s;
    s.lab = std::move(lab);
    s.title = std::move(title);
    s.model = std::move(model);
    s.sourceName = "defaults";
    return s;
}
} // namespace

const std::vector<ModelEntry>& modelRegistry()
{
    // One entry per lab that has a model; the list is explicit (no self-registration).
    static const std::vector<ModelEntry> entries = {
        {.lab = "stack",
         .validate = models::stack::validateStackScenario,
         .run = models::stack::runStackScenario,
         .defaultScenario =
             [] {
                 return defaults(
                     "stack", "Healthy 32-GPU training job",
                     models::stack::stackConfigToJson(models::stack::defaultStackConfig()));
             }},
        {.lab = "gpu-server",
         .validate = models::gpu_server::validateGpuServerScenario,
         .run = models::gpu_server::runGpuServerScenario,
         .defaultScenario =
             [] {
                 return defaults("gpu-server", "The seed's conceptual 4-GPU node",
                                 models::gpu_server::gpuServerConfigToJson(
                                     models::gpu_server::GpuServerConfig{}));
             }},
        {.lab = "fabric",
         .validate = models::fabric::validateFabricScenarioDocument,
         .run = models::fabric::runFabricScenario,
         .defaultScenario =
             [] {
                 return defaults(
                     "fabric", "Healthy fabric",
                     models::fabric::fabricScenarioToJson(models::fabric::FabricScenarioConfig{}));
             }},
        {.lab = "roce",
         .validate = models::roce::validateRoceScenarioDocument,
         .run = models::roce::runRoceScenario,
         .defaultScenario =
             [] {
                 return defaults(
                     "roce", "ECN and DCQCN under incast",
                     models::roce::roceScenarioToJson(models::roce::RoceScenarioConfig{}));
             }},
    };
    return entries;
}

const ModelEntry* findModel(const std::vector<ModelEntry>& registry, std::string_view lab)
{
    const auto it = std::find_if(registry.begin(), registry.end(),
                                 [lab](const ModelEntry& e) { return e.lab == lab; });
    return it == registry.end() ? nullptr : &*it;
}

const ModelEntry* findModel(std::string_view lab)
{
    return findModel(modelRegistry(), lab);
}

nlohmann::json runScenario(const Scenario& scenario)
{
    const ModelEntry* entry = findModel(scenario.lab);
    if (entry == nullptr)
        throw Error("lab '" + scenario.lab + "' has no model in this version", "/lab");
    return entry->run(scenario);
}

} // namespace ailab::core::scenario
