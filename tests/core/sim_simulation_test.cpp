#include "core/error.h"
#include "core/sim/simulation.h"

#include <catch2/catch.hpp>

#include <vector>

using ailab::core::sim::Simulation;

TEST_CASE("events run in time order, ties in scheduling order", "[sim]")
{
    Simulation sim;
    std::vector<int> order;
    sim.schedule(2.0, [&] { order.push_back(3); });
    sim.schedule(1.0, [&] { order.push_back(1); });
    sim.schedule(1.0, [&] { order.push_back(2); });
    CHECK(sim.runAll() == 3);
    CHECK(order == std::vector<int>{1, 2, 3});
    CHECK(sim.now() == 2.0);
}

TEST_CASE("a cancelled event never runs", "[sim]")
{
    Simulation sim;
    int runs = 0;
    const auto id = sim.schedule(1.0, [&] { ++runs; });
    sim.schedule(2.0, [&] { runs += 10; });
    CHECK(sim.cancel(id));
    CHECK_FALSE(sim.cancel(id));
    CHECK(sim.pendingCount() == 1);
    sim.runUntil(5.0);
    CHECK(runs == 10);
    CHECK(sim.now() == 5.0);
}

TEST_CASE("scheduling into the past is refused", "[sim]")
{
    Simulation sim;
    sim.runUntil(3.0);
    CHECK_THROWS_AS(sim.schedule(1.0, [] {}), ailab::core::Error);
    CHECK_THROWS_AS(sim.runUntil(2.0), ailab::core::Error);
}
