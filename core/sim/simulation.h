#pragma once

#include "core/sim/signal.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_set>
#include <vector>

namespace ailab::core::sim {

// Handle of a scheduled event; value 0 is never issued.
struct EventId
{
    std::uint64_t value = 0;
    friend bool operator==(EventId, EventId) = default;
};

// Discrete-event clock and queue (OMNeT++'s FES, SimGrid's engine): a binary heap of
// events ordered by time, ties broken by scheduling order so runs are deterministic.
// Time is in simulated seconds. Single-threaded, like every core model.
class Simulation
{
public:
    using Action = std::function<void()>;

    Simulation();

    double now() const { return m_now; }

    // Throws core::Error when `at` is earlier than now() or not finite.
    EventId schedule(double at, Action action);
    EventId scheduleIn(double delay, Action action);

    // True when the event was pending and is now cancelled.
    bool cancel(EventId id);

    // Dispatches the next event, advancing the clock to its time. False when none is left.
    bool step();

    // Dispatches every event with time <= t, then sets the clock to t.
    // Returns the number of events dispatched.
    std::size_t runUntil(double t);

    // Dispatches until no event is left. Returns the number of events dispatched.
    std::size_t runAll();

    // Empties the queue and sets the clock back to zero (observers stay connected).
    void reset();

    std::size_t pendingCount() const { return m_heap.size() - m_cancelled.size(); }
    bool empty() const { return pendingCount() == 0; }
    std::optional<double> nextEventTime();
    std::uint64_t dispatchedCount() const { return m_dispatched; }

    // Reserve room for this many pending events, so that scheduling does not allocate.
    void reserve(std::size_t events) { m_heap.reserve(events); }

    // Emitted after the clock moves, with the new time.
    Signal<double> timeAdvanced;

private:
    struct Entry
    {
        double time;
        std::uint64_t sequence;
        Action action;
    };
    static bool later(const Entry& a, const Entry& b);
    void dropCancelledHead();
    void advanceTo(double t);

    std::vector<Entry> m_heap;
    std::unordered_set<std::uint64_t> m_cancelled;
    double m_now = 0.0;
    std::uint64_t m_nextSequence = 1;
    std::uint64_t m_dispatched = 0;
};

} // namespace ailab::core::sim
