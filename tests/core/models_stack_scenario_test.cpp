#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/models/stack/stack_parameters.h"
#include "core/models/stack/stack_scenario.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::train;
using namespace ailab::core::models::stack;
using nlohmann::json;

namespace {
scenario::Scenario stackScenario(json model)
{
    scenario::Scenario s;
    s.lab = "stack";
    s.title = "test";
    s.model = std::move(model);
    return s;
}

std::string errorPath(const json& model)
{
    try {
        validateStackScenario(stackScenario(model));
    } catch (const Error& e) {
        return e.path();
    }
    return "(no error)";
}
} // namespace

TEST_CASE("defaults come from the parameter table and the catalog", "[models][stack]")
{
    const StackConfig c = defaultStackConfig();
    CHECK(c.step.gpus() == 32);
    CHECK(c.step.peakFlopsPerGpu == Approx(hw::findGpu("h100-sxm")->bf16DenseTflops * 1e12));
    CHECK(c.step.networkBytesPerSecondPerGpu == Approx(50e9)); // 400 Gb/s
    CHECK(c.inference.prefillSeconds == Approx(0.35));
    CHECK(stackParameter("mfu").teachingAssumption);
    CHECK_FALSE(stackParameter("inference/outputTokens").teachingAssumption);
    CHECK_THROWS_AS(stackParameter("nonsense"), Error);
}

TEST_CASE("the stack scenario reads every field", "[models][stack]")
{
    const StackConfig c = readStackConfig(json{{"servers", 2},
                                               {"fabric", "roce-100g"},
                                               {"storageReadGBps", 8},
                                               {"degradations", {{"powerCap", 0.7}}},
                                               {"inference", {{"tpotMs", 30}}}});
    CHECK(c.step.servers == 2);
    CHECK(c.step.networkBytesPerSecondPerGpu == Approx(12.5e9));
    CHECK(c.step.storageReadBytesPerSecond == Approx(8e9));
    CHECK(c.step.degradations.powerCap == Approx(0.7));
    CHECK(c.inference.timePerOutputTokenSeconds == Approx(0.03));
    // A saved config reads back to the same config.
    const json saved = stackConfigToJson(c);
    CHECK(stackConfigToJson(readStackConfig(saved)) == saved);
}

TEST_CASE("stack scenario errors name the field", "[models][stack]")
{
    CHECK(errorPath(json{{"servers", 0}}) == "/model/servers");
    CHECK(errorPath(json{{"servers", 2.5}}) == "/model/servers");
    CHECK(errorPath(json{{"gpu", "abacus"}}) == "/model/gpu");
    CHECK(errorPath(json{{"mfu", "high"}}) == "/model/mfu");
    CHECK(errorPath(json{{"degradations", {{"powerCap", 2}}}}) == "/model/degradations/powerCap");
    CHECK(errorPath(json{{"inference", {{"outputTokens", 0}}}}) == "/model/inference/outputTokens");
    CHECK(errorPath(json{{"journey", {{"stepz", 3}}}}) == "/model/journey/stepz");
    CHECK(errorPath(json{{"colour", "blue"}}) == "/model/colour");
    CHECK(errorPath(json::array()) == "/model");
    CHECK(errorPath(json::object()) == "(no error)");
}

TEST_CASE("the stack scenario refuses events and an incident", "[models][stack]")
{
    scenario::Scenario s = stackScenario(json::object());
    CHECK_NOTHROW(validateStackScenario(s)); // empty events and incident are fine
    s.events = json::array({json{{"at", 5.0}, {"type", "link-down"}}});
    try {
        validateStackScenario(s);
        FAIL("expected an error");
    } catch (const Error& e) {
        CHECK(e.path() == "/events");
        CHECK(std::string(e.what()).find("no events") != std::string::npos);
    }
    CHECK_THROWS_AS(runStackScenario(s), Error);
    s.events = json::array();
    s.incident = json{{"id", "slow-storage"}};
    try {
        validateStackScenario(s);
        FAIL("expected an error");
    } catch (const Error& e) {
        CHECK(e.path() == "/incident");
        CHECK(std::string(e.what()).find("no incident") != std::string::npos);
    }
    s.incident = json::object();
    s.events = json{{"not", "an array"}};
    CHECK_THROWS_AS(validateStackScenario(s), Error);
}

TEST_CASE("running the stack scenario gives the model's metrics", "[models][stack]")
{
    const json storageBound =
        runStackScenario(stackScenario(json{{"degradations", {{"storageSlowdown", 4}}}}));
    CHECK(storageBound["bottleneck"] == "storage");
    CHECK(storageBound["step"]["dataWaitSeconds"].get<double>() > 1.0);
    CHECK(storageBound["inference"]["serverEndToEndSeconds"].get<double>() == Approx(2.875));
    const json& journey = storageBound["journey"];
    CHECK(journey["steps"].size() == 12);
    CHECK(journey["totalSeconds"].get<double>() == Approx(journey["plannedSeconds"].get<double>()));
    CHECK(journey["phaseSeconds"]["submission"].get<double>() == Approx(0.5));
    CHECK(journey["phaseSeconds"]["allocation"].get<double>() == Approx(4.0));
    CHECK(journey["inferenceRequestsAnswered"].get<int>() > 5);

    const json healthy = runStackScenario(stackScenario(json::object()));
    CHECK(healthy["bottleneck"] == "compute");
    CHECK(healthy["step"]["stepSeconds"].get<double>() <
          storageBound["step"]["stepSeconds"].get<double>());
    // Deterministic, bit for bit.
    CHECK(runStackScenario(stackScenario(json::object())).dump() == healthy.dump());
}
