#include "core/error.h"
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/gpu_server/gpu_server_scenario.h"
#include "core/models/model_registry.h"
#include "core/models/roce/roce_scenario.h"
#include "core/models/stack/stack_scenario.h"
#include "core/scenario/lab_ids.h"
#include "core/scenario/scenario_loader.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models;
using scenario::Scenario;

TEST_CASE("Every registered model belongs to a known lab, once", "[models]")
{
    const auto& registry = modelRegistry();
    for (const auto& entry : registry) {
        INFO(entry.lab);
        CHECK(scenario::isKnownLab(entry.lab));
        CHECK(entry.validate);
        CHECK(entry.run);
        CHECK(entry.defaultScenario);
        CHECK(findModel(entry.lab) == &entry);
    }
    CHECK(findModel("no-such-lab") == nullptr);
}

TEST_CASE("Running a lab without a model names the lab", "[models]")
{
    // Every known lab has a model in this version: an unknown one stands for a lab without.
    Scenario s;
    s.lab = "no-such-lab";
    REQUIRE(findModel("no-such-lab") == nullptr);
    CHECK_THROWS_WITH(runScenario(s), "/lab: lab 'no-such-lab' has no model in this version");
    REQUIRE(findModel("capstone") != nullptr);
}

TEST_CASE("Every lab model's defaults are a valid scenario of its lab", "[models]")
{
    for (const auto& entry : modelRegistry()) {
        INFO(entry.lab);
        REQUIRE(entry.defaultScenario);
        const Scenario s = entry.defaultScenario();
        CHECK(s.lab == entry.lab);
        CHECK(s.sourceName == "defaults");
        CHECK(s.schema == scenario::kSchema);
        CHECK_FALSE(s.title.empty());
        CHECK_NOTHROW(entry.validate(s));
        // Saved and read back, the defaults are the same scenario.
        const Scenario saved = parseScenario(scenario::toJson(s), "saved.json");
        CHECK(saved.model == s.model);
        CHECK(saved.title == s.title);
    }
}

TEST_CASE("The defaults are the labs' default configs under their titles", "[models]")
{
    const auto defaults = [](const char* lab) {
        const scenario::ModelEntry* entry = findModel(lab);
        REQUIRE(entry != nullptr);
        return entry->defaultScenario();
    };
    const Scenario stack = defaults("stack");
    CHECK(stack.title == "Healthy 32-GPU training job");
    CHECK(stack.model == stack::stackConfigToJson(stack::defaultStackConfig()));
    const Scenario server = defaults("gpu-server");
    CHECK(server.title == "The course's conceptual 4-GPU node");
    CHECK(server.model == gpu_server::gpuServerConfigToJson(gpu_server::GpuServerConfig{}));
    const Scenario fabric = defaults("fabric");
    CHECK(fabric.title == "Healthy fabric");
    CHECK(fabric.model == fabric::fabricScenarioToJson(fabric::FabricScenarioConfig{}));
    const Scenario roce = defaults("roce");
    CHECK(roce.title == "ECN and DCQCN under incast");
    CHECK(roce.model == roce::roceScenarioToJson(roce::RoceScenarioConfig{}));
}
