// The event queue's two parts (a sorted run and a 4-ary heap) pop in exactly (time, order)
// order, whatever mix of in-order and out-of-order pushes and interleaved pops it sees.
#include "core/sim/event_queue.h"

#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <utility>

using ailab::core::sim::detail::EventQueue;
using ailab::core::sim::detail::QueueEntry;

TEST_CASE("event queue pops in (time, order) order under any push pattern", "[sim][queue]")
{
    std::mt19937_64 rng(GENERATE(1u, 2u, 3u));
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    EventQueue queue;
    std::set<std::pair<double, std::uint64_t>> reference;
    double now = 0.0;
    std::uint64_t order = 0;
    for (int step = 0; step < 20000; ++step) {
        const double r = uniform(rng);
        if (r < 0.55 || reference.empty()) {
            // Mostly "later than the last" (the sorted run), sometimes earlier (the heap),
            // sometimes exactly equal times (the order key decides).
            double time = now + uniform(rng);
            if (r < 0.15)
                time = now + 0.5 * uniform(rng) * uniform(rng);
            else if (r < 0.2)
                time = now;
            const QueueEntry entry{time, order++};
            queue.push(entry);
            reference.emplace(entry.time, entry.order);
        } else {
            REQUIRE(queue.size() == reference.size());
            const QueueEntry top = queue.top();
            const QueueEntry popped = queue.pop();
            const auto expected = *reference.begin();
            reference.erase(reference.begin());
            REQUIRE(top.time == popped.time);
            REQUIRE(top.order == popped.order);
            REQUIRE(popped.time == expected.first);
            REQUIRE(popped.order == expected.second);
            now = popped.time;
        }
    }
    while (!reference.empty()) {
        const QueueEntry popped = queue.pop();
        REQUIRE(popped.order == reference.begin()->second);
        reference.erase(reference.begin());
    }
    CHECK(queue.empty());
}

TEST_CASE("event queue compares equal times by order", "[sim][queue]")
{
    CHECK(EventQueue::earlier({1.0, 1}, {1.0, 2}));
    CHECK_FALSE(EventQueue::earlier({1.0, 2}, {1.0, 1}));
    CHECK(EventQueue::earlier({0.5, 9}, {1.0, 1}));
    CHECK_FALSE(EventQueue::earlier({1.0, 1}, {0.5, 9}));
    CHECK(EventQueue::earlier({0.0, 1}, {5e-324, 0}));
}
