#pragma once

#include "core/sim/event_queue.h"
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

// Discrete-event clock and queue (OMNeT++'s FES, SimGrid's engine): a heap of events
// ordered by time, ties broken by scheduling order so runs are deterministic.
// Time is in simulated seconds. Single-threaded, like every core model.
//
// The queue (event_queue.h: a sorted run for events scheduled in time order, a 4-ary heap
// for the rest) holds 16-byte entries: the time, and the scheduling sequence (40 bits)
// packed with the slot index (24 bits), so one entry compares without a lookup. The
// actions live in a slot table with an intrusive free list, so the queue never moves a
// std::function and a steady-state run allocates nothing per event. Cancelling marks the
// slot in O(1); the queue entry is dropped when it reaches the front (lazy deletion), or
// all at once when cancelled entries outnumber pending ones.
// Limits (core::Error beyond them): 16,777,216 pending events, and 2^40 events scheduled
// between two resets.
class Simulation
{
public:
    using Action = std::function<void()>;
    // A plain function and its two arguments, for the hottest callers (one event per flow
    // of a collective): nothing to build, move or destroy, one indirect call to run it.
    using Callback = void (*)(void* context, std::uint64_t argument);

    Simulation();

    double now() const { return m_now; }

    // Throws core::Error when `at` is earlier than now() or not finite.
    EventId schedule(double at, Action action);
    EventId scheduleIn(double delay, Action action);
    // The same with a plain callback: `callback(context, argument)` runs at `at`.
    EventId schedule(double at, Callback callback, void* context, std::uint64_t argument);

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

    std::size_t pendingCount() const { return m_queue.size() - m_cancelledQueued; }
    bool empty() const { return pendingCount() == 0; }
    std::optional<double> nextEventTime();
    std::uint64_t dispatchedCount() const { return m_dispatched; }

    // Reserve room for this many pending events, so that scheduling does not allocate.
    void reserve(std::size_t events);

    // Emitted after the clock moves, with the new time.
    Signal<double> timeAdvanced;

private:
    enum class SlotState : std::uint8_t { Free, Pending, Cancelled };
    struct Slot
    {
        Action action; // used when callback is null
        Callback callback = nullptr;
        void* context = nullptr;
        std::uint64_t argument = 0;
        std::uint32_t generation = 0;
        std::uint32_t nextFree = 0;
        SlotState state = SlotState::Free;
    };
    static constexpr std::uint32_t kNoSlot = 0xffffffffu;
    static constexpr int kSlotBits = 24;
    static constexpr std::uint64_t kSlotMask = (std::uint64_t{1} << kSlotBits) - 1;
    static constexpr std::uint64_t kMaxSequence = (std::uint64_t{1} << (64 - kSlotBits)) - 1;

    // A queue entry's order is sequence << kSlotBits | slot.
    static std::uint32_t slotOf(const detail::QueueEntry& entry)
    {
        return static_cast<std::uint32_t>(entry.order & kSlotMask);
    }
    void checkTime(double at) const;
    std::uint32_t insert(double at);
    EventId idOf(std::uint32_t slot) const;
    std::uint32_t acquireSlot();
    void releaseSlot(std::uint32_t index);
    void compact();
    void dropCancelledHead();
    void advanceTo(double t);

    detail::EventQueue m_queue;
    std::vector<Slot> m_slots;
    std::uint32_t m_freeHead = kNoSlot;
    std::size_t m_cancelledQueued = 0;
    double m_now = 0.0;
    std::uint64_t m_nextSequence = 1;
    std::uint64_t m_dispatched = 0;
};

} // namespace ailab::core::sim
