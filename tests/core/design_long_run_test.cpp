// The design's long run as a Monte-Carlo (core/design/design_long_run.h) beside its closed form
// (docs/models.md, "Cluster design", Failures).
#include "core/design/design_long_run.h"
#include "core/error.h"
#include "core/models/model_registry.h"

#include <catch2/catch.hpp>
#include <string>

using namespace ailab::core;
using namespace ailab::core::design;

namespace {

struct Loaded
{
    DesignSpec spec;
    DesignEvaluation evaluation;
};

Loaded loadPreset(const std::string& name)
{
    const scenario::Scenario s =
        models::loadScenarioFile(std::string(AILAB_SOURCE_DIR) + "/labs/capstone/designs/" + name);
    Loaded l{readDesignSpec(s.model), {}};
    l.evaluation = evaluateDesign(l.spec, s.seed);
    return l;
}

} // namespace

TEST_CASE("The design's Monte-Carlo long run agrees with its closed form", "[design]")
{
    // Llama 3 405B on 16,384 H100: a failure every three hours, so 54 days hold hundreds of
    // failures a run and the seeds' mean settles near Daly's expectation.
    const Loaded l = loadPreset("llama3-16k.json");
    const cluster::ResilienceSetup setup = longRunSetup(l.spec, l.evaluation, 54 * 86400.0, 1);
    CHECK(setup.components.gpus == 16384);
    CHECK(setup.intervalS == Approx(1800));
    CHECK(setup.restartS == Approx(l.evaluation.failures.longRun->restartS));

    int reports = 0;
    const LongRunMonteCarlo mc = runLongRunMonteCarlo(setup, 8, [&](int done, int total) {
        CHECK(done == reports + 1);
        CHECK(total == 8);
        ++reports;
        return true;
    });
    CHECK(mc.runs == 8);
    CHECK_FALSE(mc.cancelled);
    CHECK(mc.minFraction <= mc.meanFraction);
    CHECK(mc.meanFraction <= mc.maxFraction);
    // The closed form of the failure analysis and of the same setup, within two points.
    CHECK(mc.meanFraction == Approx(l.evaluation.failures.longRun->effectiveTrainingFraction).margin(0.02));
    CHECK(mc.closedFormFraction == Approx(l.evaluation.failures.longRun->effectiveTrainingFraction).margin(0.02));
    // Llama 3's rates: about eight failures a day at this scale.
    CHECK(mc.meanFailuresPerDay == Approx(24.0 / l.evaluation.failures.longRun->mtbfHours).epsilon(0.1));
}

TEST_CASE("The design's long run can be cancelled and refuses a design without training", "[design]")
{
    const Loaded l = loadPreset("llama3-16k.json");
    const cluster::ResilienceSetup setup = longRunSetup(l.spec, l.evaluation, 10 * 86400.0, 3);
    const LongRunMonteCarlo mc = runLongRunMonteCarlo(setup, 10, [](int done, int) { return done < 2; });
    CHECK(mc.runs == 2);
    CHECK(mc.cancelled);
    CHECK_THROWS_AS(runLongRunMonteCarlo(setup, 0), Error);

    const Loaded serving = loadPreset("inference.json");
    CHECK_THROWS_AS(longRunSetup(serving.spec, serving.evaluation, 86400.0, 1), Error);
}
