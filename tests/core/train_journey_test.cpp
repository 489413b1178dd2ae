#include "core/sim/simulation.h"
#include "core/train/journey.h"

#include <catch2/catch.hpp>
#include <vector>

namespace sim = ailab::core::sim;
using namespace ailab::core::train;

TEST_CASE("the training journey plays the seed's five stages in order", "[train]")
{
    sim::Simulation simulation;
    TrainingJourney journey(simulation, StepInputs{}, JourneyInputs{});
    std::vector<JourneyPhase> phases;
    std::vector<double> stepSeconds;
    journey.phaseChanged.connect([&](JourneyPhase p, int, double) { phases.push_back(p); });
    journey.stepCompleted.connect(
        [&](int, double seconds, double, double) { stepSeconds.push_back(seconds); });
    journey.start();
    simulation.runAll();

    const StepBreakdown b = evaluateStep(StepInputs{});
    REQUIRE(phases.size() == 3 + 12 + 2);
    CHECK(phases[0] == JourneyPhase::Submission);
    CHECK(phases[1] == JourneyPhase::Allocation);
    CHECK(phases[2] == JourneyPhase::DataLoading);
    CHECK(phases[3] == JourneyPhase::Compute);
    CHECK(phases[15] == JourneyPhase::Checkpoint);
    CHECK(phases[16] == JourneyPhase::Finished);
    CHECK(journey.finished());
    // 0.5 s submission + 4 s allocation + 0.8 s first batch + 12 steps + 11.2 s checkpoint.
    const double expected = 0.5 + 4.0 + 0.8 + 12 * b.computeSeconds + 11.2;
    CHECK(simulation.now() == Approx(expected));
    CHECK(journey.plannedSeconds() == Approx(expected));
    REQUIRE(stepSeconds.size() == 12);
    CHECK(stepSeconds[0] == Approx(b.computeSeconds));
    CHECK(stepSeconds[11] == Approx(b.computeSeconds + 11.2)); // the final checkpoint
}

TEST_CASE("weakening storage mid-run slows the following steps", "[train]")
{
    sim::Simulation simulation;
    TrainingJourney journey(simulation, StepInputs{}, JourneyInputs{});
    std::vector<double> stepSeconds;
    journey.stepCompleted.connect([&](int step, double seconds, double, double) {
        stepSeconds.push_back(seconds);
        if (step == 3)
            journey.setDegradations(Degradations{4.0, 1.0, 1.0});
    });
    bool sawWait = false;
    journey.phaseChanged.connect(
        [&](JourneyPhase p, int, double) { sawWait = sawWait || p == JourneyPhase::DataWait; });
    journey.start();
    simulation.runAll();
    REQUIRE(stepSeconds.size() == 12);
    CHECK(sawWait);
    CHECK(stepSeconds[2] == Approx(stepSeconds[1]));
    // From step 4 on, each step lasts the 3.2 s load of its batch.
    CHECK(stepSeconds[4] == Approx(3.2));
}

TEST_CASE("the journey snapshot says which layer is busy", "[train]")
{
    StepInputs in;
    in.degradations.networkBandwidthFraction = 0.2;
    sim::Simulation simulation;
    TrainingJourney journey(simulation, in, JourneyInputs{});
    journey.start();
    CHECK(journey.snapshot(0.1).schedulerBusy);
    simulation.runUntil(0.5 + 4.0 + 0.4);
    auto s = journey.snapshot(simulation.now());
    CHECK(s.phase == JourneyPhase::DataLoading);
    CHECK(s.storageReading);
    CHECK(s.phaseProgress == Approx(0.5));
    // Just before the end of the first compute the all-reduce is running.
    const StepBreakdown b = evaluateStep(in);
    simulation.runUntil(5.3 + b.computeSeconds - 0.01);
    s = journey.snapshot(simulation.now());
    CHECK(s.phase == JourneyPhase::Compute);
    CHECK(s.computeBusy);
    CHECK(s.networkBusy);
    simulation.runUntil(5.3 + b.computeSeconds + 0.01);
    s = journey.snapshot(simulation.now());
    CHECK(s.phase == JourneyPhase::Synchronisation);
    CHECK_FALSE(s.computeBusy);
}
