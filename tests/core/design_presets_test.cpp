// The capstone's preset designs (labs/capstone/designs) load, evaluate, and show what each is
// built to show (docs/models.md, "Cluster design").
#include "core/design/design_evaluation.h"
#include "core/models/model_registry.h"

#include <catch2/catch.hpp>
#include <string>

using namespace ailab::core;
using namespace ailab::core::design;

namespace {

DesignEvaluation evaluatePreset(const std::string& name)
{
    const scenario::Scenario s =
        models::loadScenarioFile(std::string(AILAB_SOURCE_DIR) + "/labs/capstone/designs/" + name);
    REQUIRE(s.lab == "capstone");
    return evaluateDesign(readDesignSpec(s.model), s.seed);
}

bool passes(const DesignEvaluation& e, const std::string& id)
{
    for (const auto& c : e.review.criteria)
        if (c.id == id)
            return c.passed;
    FAIL("no criterion " << id);
    return false;
}

} // namespace

TEST_CASE("Each preset design shows what it is built to show", "[design]")
{
    const DesignEvaluation course = evaluatePreset("course-default.json");
    CHECK(course.figures.course.accelerators == 32);
    CHECK(course.bottlenecks.course.primaryConstraint == "network");
    CHECK(passes(course, "finishes-in-time"));

    const DesignEvaluation starved = evaluatePreset("storage-starved.json");
    CHECK(starved.bottlenecks.training->primaryConstraint == "storage");
    CHECK_FALSE(passes(starved, "storage-feeds-gpus"));

    const DesignEvaluation hot = evaluatePreset("cooling-overload.json");
    CHECK(hot.bottlenecks.training->primaryConstraint == "cooling");
    CHECK_FALSE(passes(hot, "racks-within-limits"));
    CHECK(hot.figures.cluster.racks.front().coolingNeededId == "direct-to-chip");

    const DesignEvaluation su = evaluatePreset("superpod-su.json");
    CHECK(su.figures.cluster.gpus == 256);
    CHECK(passes(su, "pattern-pods"));
    CHECK(passes(su, "racks-within-limits"));

    const DesignEvaluation pod = evaluatePreset("superpod-4su.json");
    CHECK(pod.figures.cluster.gpus == 1024);
    CHECK(pod.figures.cluster.scalableUnits == 4);
    CHECK(passes(pod, "pattern-pods"));
    // Its 128 spare GPUs take over a server's or a rack's work; a rail leaf's 32 servers are more.
    for (const auto& f : pod.failures.nMinus1) {
        INFO(f.component);
        if (f.component == "server" || f.component == "rack-feed")
            CHECK(f.training == TrainingOutcome::Restarts);
        if (f.component == "leaf")
            CHECK(f.training == TrainingOutcome::WaitsForRepair);
    }

    const DesignEvaluation llama = evaluatePreset("llama3-16k.json");
    CHECK(llama.bottlenecks.training->step.gpus == 16384);
    CHECK(llama.failures.spareGpus == 128);

    const DesignEvaluation serving = evaluatePreset("inference.json");
    REQUIRE(serving.bottlenecks.serving);
    CHECK_FALSE(serving.bottlenecks.training);
    CHECK(passes(serving, "serving-slo"));
}
