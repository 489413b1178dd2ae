#pragma once

#include "core/sim/signal.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace ailab::core::sim {

// Handle of a scheduled event; value 0 is never issued. The value packs a slot index and
// the slot's generation, so a handle of an event that already ran or was cancelled never
// matches a later event that reuses the slot.
struct EventId
{
    std::uint64_t value = 0;
    friend bool operator==(EventId, EventId) = default;
};

// Discrete-event clock and queue (OMNeT++'s FES, SimGrid's engine): a binary heap of
// events ordered by time, ties broken by scheduling order so runs are deterministic.
// Time is in simulated seconds. Single-threaded, like every core model.
//
// The heap holds small plain entries (time, sequence, slot); the actions live in a slot
// table with an intrusive free list, so sifting never moves a std::function and a
// steady-state run allocates nothing per event. Cancelling marks the slot in O(1); the
// heap entry is dropped when it reaches the top (lazy deletion).
class Simulation
{
public:
    using Action = std::function<void()>;

    Simulation();

    double now() const { return m_now; }

    // Throws core::Error when `at` is earlier than now() or not finite.
    EventId schedule(double at, Action action);
    EventId scheduleIn(double delay, Action action);

    // True when the event was pending and is now cancelled; false for an unknown id, an
    // event that already ran and an event cancelled before.
    bool cancel(EventId id);

    // Dispatches the next event, advancing the clock to its time. False when none is left.
    bool step();

    // Dispatches every event with time <= t, then sets the clock to t.
    // Returns the number of events dispatched.
    std::size_t runUntil(double t);

    // Dispatches until no event is left. Returns the number of events dispatched.
    std::size_t runAll();

    // Empties the queue and sets the clock back to zero (observers stay connected).
    // Handles issued before the reset no longer match any event.
    void reset();

    std::size_t pendingCount() const { return m_heap.size() - m_cancelledInHeap; }
    bool empty() const { return pendingCount() == 0; }
    std::optional<double> nextEventTime();
    std::uint64_t dispatchedCount() const { return m_dispatched; }

    // Reserve room for this many pending events, so that scheduling does not allocate.
    void reserve(std::size_t events);

    // Emitted after the clock moves, with the new time.
    Signal<double> timeAdvanced;

private:
    struct HeapEntry
    {
        double time;
        std::uint64_t sequence;
        std::uint32_t slot;
    };
    enum class SlotState : std::uint8_t { Free, Pending, Cancelled };
    struct Slot
    {
        Action action;
        std::uint32_t generation = 0;
        std::uint32_t nextFree = 0;
        SlotState state = SlotState::Free;
    };
    static constexpr std::uint32_t kNoSlot = 0xffffffffu;

    static bool later(const HeapEntry& a, const HeapEntry& b);
    std::uint32_t acquireSlot();
    void releaseSlot(std::uint32_t index);
    HeapEntry popHeap();
    void dropCancelledHead();
    void advanceTo(double t);

    std::vector<HeapEntry> m_heap;
    std::vector<Slot> m_slots;
    std::uint32_t m_freeHead = kNoSlot;
    std::size_t m_cancelledInHeap = 0;
    double m_now = 0.0;
    std::uint64_t m_nextSequence = 1;
    std::uint64_t m_dispatched = 0;
};

} // namespace ailab::core::sim
