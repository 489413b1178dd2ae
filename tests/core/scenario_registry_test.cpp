#include "core/error.h"
#include "core/scenario/model_registry.h"

#include <catch2/catch.hpp>

using namespace ailab::core::scenario;

TEST_CASE("The nine lab ids of the design are known", "[scenario]")
{
    const auto& ids = knownLabIds();
    REQUIRE(ids.size() == 9);
    CHECK(ids.front() == "stack");
    CHECK(ids.back() == "capstone");
    CHECK(isKnownLab("gpu-server"));
    CHECK_FALSE(isKnownLab("gpu_server"));
    CHECK_FALSE(isKnownLab(""));
}

TEST_CASE("Every registered model belongs to a known lab, once", "[scenario]")
{
    const auto& registry = modelRegistry();
    for (const auto& entry : registry) {
        INFO(entry.lab);
        CHECK(isKnownLab(entry.lab));
        CHECK(entry.validate);
        CHECK(entry.run);
        CHECK(findModel(entry.lab) == &entry);
    }
    CHECK(findModel("no-such-lab") == nullptr);
}

TEST_CASE("Running a lab without a model names the lab", "[scenario]")
{
    Scenario s;
    s.lab = "capstone";
    REQUIRE(findModel("capstone") == nullptr);
    CHECK_THROWS_WITH(runScenario(s), "/lab: lab 'capstone' has no model in this version");
}
