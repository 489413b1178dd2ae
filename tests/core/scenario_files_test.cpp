// The fixture files of tests/app/data through the real model registry: every kind of bad
// input is refused with the field it concerns, and a good file runs deterministically.
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"

#include <catch2/catch.hpp>

using namespace ailab::core::scenario;
using namespace ailab::core::models;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;

namespace {
std::string fixture(const std::string& name)
{
    return std::string(AILAB_SOURCE_DIR) + "/tests/app/data/" + name;
}

std::string loadError(const std::string& name)
{
    try {
        loadScenarioFile(fixture(name));
    } catch (const ScenarioError& e) {
        CHECK(e.source() == fixture(name));
        return e.what();
    }
    return {};
}
} // namespace

TEST_CASE("The stack lab has a model in the registry", "[scenario]")
{
    const ModelEntry* stack = findModel("stack");
    REQUIRE(stack != nullptr);
    CHECK(stack->lab == "stack");
}

TEST_CASE("A good stack scenario loads and runs deterministically", "[scenario]")
{
    const Scenario s = loadScenarioFile(fixture("stack_good.json"));
    CHECK(s.lab == "stack");
    CHECK(s.seed == 7);
    CHECK(s.model.at("servers") == 4);
    const auto first = runScenario(s);
    CHECK(first.at("gpus") == 32);
    CHECK(runScenario(loadScenarioFile(fixture("stack_good.json"))).dump() == first.dump());
    // The saved form of the scenario runs to the same metrics.
    CHECK(runScenario(parseScenario(toJson(s), "saved.json")).dump() == first.dump());
}

TEST_CASE("Every kind of bad scenario file is refused with its field", "[scenario]")
{
    CHECK_THAT(loadError("malformed.json"), EndsWith("line 5, column 8: invalid JSON: syntax "
                                                     "error while parsing object - unexpected "
                                                     "string literal; expected '}'"));
    CHECK_THAT(loadError("unknown_field.json"), Contains(": /model/sevrers: unknown field; "
                                                         "expected one of gpu, fabric"));
    CHECK_THAT(loadError("unknown_top_field.json"), Contains(": /author: unknown field"));
    CHECK_THAT(loadError("duplicate_field.json"), Contains(": /model/servers: duplicate field"));
    CHECK_THAT(loadError("wrong_type.json"),
               EndsWith(": /model/servers: expected an integer from 1 to 256, got a string"));
    CHECK_THAT(loadError("out_of_range.json"),
               EndsWith(": /model/servers: expected an integer from 1 to 256, got 0"));
    CHECK_THAT(loadError("negative_seed.json"),
               EndsWith(": /seed: expected an integer of at least 0, got -3"));
    CHECK_THAT(loadError("schema_v2.json"),
               Contains(": /schema: unsupported schema version \"ailab.scenario/2\""));
    CHECK_THAT(loadError("unknown_lab.json"), Contains(": /lab: unknown lab id \"network\""));
    // Every known lab has a model in this version; a registry without the capstone's stands
    // for a known lab whose model is not there.
    std::vector<ModelEntry> withoutCapstone;
    for (const ModelEntry& entry : modelRegistry())
        if (entry.lab != "capstone")
            withoutCapstone.push_back(entry);
    CHECK_THROWS_WITH(ailab::core::scenario::loadScenarioFile(fixture("lab_without_model.json"), withoutCapstone),
                      EndsWith(": /lab: lab 'capstone' has no model in this version"));
    CHECK_THAT(loadError("lab_without_model.json"), Contains(": /model/workload: missing required field"));
    CHECK_THAT(loadError("not_an_object.json"),
               EndsWith(": expected a JSON object at the top level, got an array"));
    CHECK_THAT(loadError("not_utf8.json"), EndsWith(": line 4, column 16: not valid UTF-8 text"));
    CHECK_THAT(loadError("no_such_file.json"), EndsWith("no_such_file.json: file not found"));
}
