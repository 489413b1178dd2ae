#include "core/error.h"
#include "core/sim/simulation.h"

#include <catch2/catch.hpp>
#include <limits>
#include <vector>

using ailab::core::sim::EventId;
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

TEST_CASE("many ties at one time keep their scheduling order", "[sim]")
{
    Simulation sim;
    std::vector<int> order;
    // Interleave two times so the heap has to reorder, then check FIFO within each time.
    for (int i = 0; i < 100; ++i)
        sim.schedule(i % 2 == 0 ? 5.0 : 3.0, [&order, i] { order.push_back(i); });
    sim.runAll();
    REQUIRE(order.size() == 100);
    for (int k = 0; k < 50; ++k) {
        CHECK(order[k] == 2 * k + 1);
        CHECK(order[50 + k] == 2 * k);
    }
}

TEST_CASE("an event may schedule events, including at the current time", "[sim]")
{
    Simulation sim;
    std::vector<double> times;
    sim.schedule(1.0, [&] {
        times.push_back(sim.now());
        sim.scheduleIn(0.0, [&] { times.push_back(sim.now() + 100.0); });
        sim.scheduleIn(0.5, [&] { times.push_back(sim.now()); });
    });
    sim.schedule(1.0, [&] { times.push_back(sim.now() + 10.0); });
    CHECK(sim.runAll() == 4);
    // The tie at t = 1 scheduled earlier runs before the one scheduled from the event.
    CHECK(times == std::vector<double>{1.0, 11.0, 101.0, 1.5});
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

TEST_CASE("cancel refuses events that already ran and unknown handles", "[sim]")
{
    Simulation sim;
    int runs = 0;
    const auto first = sim.schedule(1.0, [&] { ++runs; });
    CHECK(sim.step());
    CHECK(runs == 1);
    CHECK_FALSE(sim.cancel(first));
    CHECK_FALSE(sim.cancel(EventId{}));
    CHECK_FALSE(sim.cancel(EventId{12345}));

    // The slot of the event that ran is reused; its old handle must not cancel the new one.
    const auto second = sim.schedule(2.0, [&] { runs += 10; });
    CHECK_FALSE(second == first);
    CHECK_FALSE(sim.cancel(first));
    CHECK(sim.pendingCount() == 1);
    sim.runAll();
    CHECK(runs == 11);
}

TEST_CASE("cancelling the head moves nextEventTime to the next pending event", "[sim]")
{
    Simulation sim;
    const auto a = sim.schedule(1.0, [] {});
    const auto b = sim.schedule(2.0, [] {});
    sim.schedule(3.0, [] {});
    CHECK(sim.nextEventTime() == 1.0);
    CHECK(sim.cancel(a));
    CHECK(sim.cancel(b));
    CHECK(sim.pendingCount() == 1);
    CHECK(sim.nextEventTime() == 3.0);
    CHECK(sim.runAll() == 1);
    CHECK(sim.empty());
    CHECK_FALSE(sim.nextEventTime().has_value());
    CHECK_FALSE(sim.step());
}

TEST_CASE("an event can cancel a later one", "[sim]")
{
    Simulation sim;
    int runs = 0;
    EventId later;
    sim.schedule(1.0, [&] { CHECK(sim.cancel(later)); });
    later = sim.schedule(2.0, [&] { ++runs; });
    CHECK(sim.runAll() == 1);
    CHECK(runs == 0);
    CHECK(sim.dispatchedCount() == 1);
}

TEST_CASE("runUntil dispatches events up to and including t", "[sim]")
{
    Simulation sim;
    std::vector<double> seen;
    for (double t : {0.5, 1.0, 1.5, 2.0})
        sim.schedule(t, [&] { seen.push_back(sim.now()); });
    CHECK(sim.runUntil(1.0) == 2);
    CHECK(seen == std::vector<double>{0.5, 1.0});
    CHECK(sim.now() == 1.0);
    CHECK(sim.pendingCount() == 2);
    CHECK(sim.runUntil(1.75) == 1);
    CHECK(sim.now() == 1.75);
    CHECK(sim.runUntil(10.0) == 1);
    CHECK(sim.now() == 10.0);
    CHECK(sim.dispatchedCount() == 4);
}

TEST_CASE("reset empties the queue, rewinds the clock and voids old handles", "[sim]")
{
    Simulation sim;
    int runs = 0;
    const auto old = sim.schedule(1.0, [&] { ++runs; });
    sim.schedule(4.0, [&] { ++runs; });
    sim.runUntil(2.0);
    CHECK(runs == 1);
    sim.reset();
    CHECK(sim.now() == 0.0);
    CHECK(sim.empty());
    CHECK(sim.dispatchedCount() == 0);
    const auto fresh = sim.schedule(1.0, [&] { runs += 100; });
    CHECK_FALSE(sim.cancel(old));
    CHECK(sim.pendingCount() == 1);
    CHECK(sim.runAll() == 1);
    CHECK(runs == 101);
    CHECK_FALSE(sim.cancel(fresh));
}

TEST_CASE("timeAdvanced fires once per clock move with the new time", "[sim]")
{
    Simulation sim;
    std::vector<double> ticks;
    sim.timeAdvanced.connect([&](double t) { ticks.push_back(t); });
    sim.schedule(1.0, [] {});
    sim.schedule(1.0, [] {}); // same time: no second notification
    sim.schedule(2.5, [] {});
    sim.runUntil(3.0);
    CHECK(ticks == std::vector<double>{1.0, 2.5, 3.0});
    sim.runUntil(3.0); // the clock does not move
    CHECK(ticks.size() == 3);
}

TEST_CASE("scheduling into the past is refused", "[sim]")
{
    Simulation sim;
    sim.runUntil(3.0);
    CHECK_THROWS_AS(sim.schedule(1.0, [] {}), ailab::core::Error);
    CHECK_THROWS_AS(sim.runUntil(2.0), ailab::core::Error);
    CHECK_THROWS_AS(sim.scheduleIn(-0.5, [] {}), ailab::core::Error);
    CHECK_THROWS_AS(sim.schedule(std::numeric_limits<double>::infinity(), [] {}),
                    ailab::core::Error);
    CHECK_THROWS_AS(sim.schedule(std::numeric_limits<double>::quiet_NaN(), [] {}),
                    ailab::core::Error);
    CHECK(sim.empty());
}

TEST_CASE("a large random workload comes out sorted", "[sim]")
{
    Simulation sim;
    sim.reserve(5000);
    std::vector<double> seen;
    std::uint64_t x = 7;
    std::vector<EventId> ids;
    for (int i = 0; i < 5000; ++i) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        const double t = static_cast<double>(x >> 40) / 1000.0;
        ids.push_back(sim.schedule(t, [&] { seen.push_back(sim.now()); }));
    }
    int cancelled = 0;
    for (std::size_t i = 0; i < ids.size(); i += 3)
        cancelled += sim.cancel(ids[i]) ? 1 : 0;
    CHECK(cancelled == 1667);
    CHECK(sim.pendingCount() == 5000 - 1667);
    CHECK(sim.runAll() == 5000 - 1667);
    CHECK(std::is_sorted(seen.begin(), seen.end()));
}

TEST_CASE("reserve builds room ahead and the queue still grows beyond it", "[sim]")
{
    Simulation sim;
    sim.reserve(4);
    std::vector<int> order;
    for (int i = 0; i < 10; ++i)
        sim.schedule(10.0 - i, [&order, i] { order.push_back(i); });
    CHECK(sim.pendingCount() == 10);
    CHECK(sim.runAll() == 10);
    CHECK(order == std::vector<int>{9, 8, 7, 6, 5, 4, 3, 2, 1, 0});
    CHECK_THROWS_AS(sim.reserve(std::size_t{1} << 30), ailab::core::Error);
}

TEST_CASE("a time of minus zero counts as zero", "[sim]")
{
    Simulation sim;
    std::vector<int> order;
    sim.schedule(0.0, [&] { order.push_back(1); });
    sim.schedule(-0.0, [&] { order.push_back(2); });
    sim.schedule(0.0, [&] { order.push_back(3); });
    sim.runAll();
    CHECK(order == std::vector<int>{1, 2, 3});
}

TEST_CASE("many cancelled far-future timers are compacted away in order", "[sim]")
{
    Simulation sim;
    std::vector<int> order;
    std::vector<EventId> timers;
    for (int i = 0; i < 10000; ++i) {
        const double t = 1000.0 + (i * 7919 % 10000) * 0.01; // scrambled times
        timers.push_back(sim.schedule(t, [&order, i] { order.push_back(i); }));
    }
    int kept = 0;
    for (int i = 0; i < 10000; ++i) {
        if (i % 10 == 0) {
            ++kept;
            continue;
        }
        REQUIRE(sim.cancel(timers[i]));
    }
    CHECK(sim.pendingCount() == static_cast<std::size_t>(kept));
    CHECK_FALSE(sim.cancel(timers[1])); // cancelled before, and compacted away since
    CHECK(sim.cancel(timers[10]));
    --kept;
    CHECK(sim.runAll() == static_cast<std::size_t>(kept));
    REQUIRE(order.size() == static_cast<std::size_t>(kept));
    for (std::size_t k = 1; k < order.size(); ++k)
        CHECK((order[k - 1] * 7919 % 10000) < (order[k] * 7919 % 10000));
}
