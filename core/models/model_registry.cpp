#include "core/models/model_registry.h"

#include "core/error.h"
#include "core/models/capstone/capstone_scenario.h"
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/gpu_server/gpu_server_scenario.h"
#include "core/models/inference/inference_scenario.h"
#include "core/models/operations/operations_scenario.h"
#include "core/models/roce/roce_scenario.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/models/stack/stack_scenario.h"
#include "core/models/storage/storage_scenario.h"
#include "core/scenario/scenario_loader.h"

namespace ailab::core::models {

const std::vector<scenario::ModelEntry>& modelRegistry()
{
    // One entry per lab that has a model, in lab order; the list is explicit (no
    // self-registration).
    static const std::vector<scenario::ModelEntry> entries = {
        stack::modelEntry(),
        gpu_server::modelEntry(),
        fabric::modelEntry(),
        roce::modelEntry(),
        storage::modelEntry(),
        inference::modelEntry(),
        scheduler::modelEntry(),
        operations::modelEntry(),
        capstone::modelEntry(),
    };
    return entries;
}

const scenario::ModelEntry* findModel(std::string_view lab)
{
    return scenario::findModel(modelRegistry(), lab);
}

nlohmann::json runScenario(const scenario::Scenario& scenario)
{
    const scenario::ModelEntry* entry = findModel(scenario.lab);
    if (entry == nullptr)
        throw Error("lab '" + scenario.lab + "' has no model in this version", "/lab");
    return entry->run(scenario);
}

scenario::Scenario loadScenarioFile(const std::string& path)
{
    return scenario::loadScenarioFile(path, modelRegistry());
}

scenario::Scenario parseScenario(const std::string& text, const std::string& sourceName)
{
    return scenario::parseScenario(text, sourceName, modelRegistry());
}

} // namespace ailab::core::models
