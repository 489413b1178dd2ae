#include "core/sim/simulation.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace ailab::core::sim {

namespace {
// EventId value = generation << 32 | (slot + 1): never zero, unique per slot reuse.
std::uint64_t packId(std::uint32_t slot, std::uint32_t generation)
{
    return (static_cast<std::uint64_t>(generation) << 32) | (static_cast<std::uint64_t>(slot) + 1);
}
} // namespace

Simulation::Simulation()
{
    reserve(1024);
}

void Simulation::reserve(std::size_t events)
{
    if (events > kSlotMask + 1)
        throw Error("cannot reserve room for more than 16,777,216 pending events");
    m_queue.reserve(events);
    if (events <= m_slots.size())
        return;
    // Build the free slots now, so that scheduling neither allocates nor touches new
    // memory; they are linked in index order, the lowest first.
    const auto first = static_cast<std::uint32_t>(m_slots.size());
    m_slots.resize(events);
    for (auto i = static_cast<std::uint32_t>(events); i-- > first;) {
        m_slots[i].nextFree = m_freeHead;
        m_freeHead = i;
    }
}

std::uint32_t Simulation::acquireSlot()
{
    if (m_freeHead != kNoSlot) {
        const std::uint32_t index = m_freeHead;
        m_freeHead = m_slots[index].nextFree;
        return index;
    }
    if (m_slots.size() > kSlotMask)
        throw Error("too many pending events (the limit is 16,777,216)");
    m_slots.emplace_back();
    return static_cast<std::uint32_t>(m_slots.size() - 1);
}

void Simulation::releaseSlot(std::uint32_t index)
{
    Slot& slot = m_slots[index];
    if (slot.callback == nullptr)
        slot.action = nullptr;
    slot.callback = nullptr;
    slot.state = SlotState::Free;
    ++slot.generation; // stale handles of this slot stop matching
    slot.nextFree = m_freeHead;
    m_freeHead = index;
}

void Simulation::checkTime(double at) const
{
    if (!std::isfinite(at))
        throw Error("event time must be a finite number of seconds");
    if (at < m_now)
        throw Error("cannot schedule an event at " + std::to_string(at) + " s, before now (" +
                    std::to_string(m_now) + " s)");
}

// Takes a slot, marks it pending and queues it; the caller stores the action in it.
std::uint32_t Simulation::insert(double at)
{
    if (m_nextSequence > kMaxSequence)
        throw Error("too many events scheduled since the last reset (the limit is 2^40)");
    const std::uint32_t index = acquireSlot();
    m_slots[index].state = SlotState::Pending;
    // + 0.0 turns a -0.0 into +0.0, so that every time is a plain non-negative number.
    m_queue.push({at + 0.0, (m_nextSequence++ << kSlotBits) | index});
    return index;
}

EventId Simulation::idOf(std::uint32_t slot) const
{
    return EventId{packId(slot, m_slots[slot].generation)};
}

EventId Simulation::schedule(double at, Action action)
{
    checkTime(at);
    const std::uint32_t index = insert(at);
    m_slots[index].action = std::move(action);
    return idOf(index);
}

EventId Simulation::schedule(double at, Callback callback, void* context, std::uint64_t argument)
{
    checkTime(at);
    const std::uint32_t index = insert(at);
    Slot& slot = m_slots[index];
    slot.callback = callback;
    slot.context = context;
    slot.argument = argument;
    return idOf(index);
}

EventId Simulation::scheduleIn(double delay, Action action)
{
    if (!(delay >= 0.0))
        throw Error("event delay must be zero or more seconds");
    const double at = m_now + delay;
    checkTime(at);
    const std::uint32_t index = insert(at);
    m_slots[index].action = std::move(action);
    return idOf(index);
}

bool Simulation::cancel(EventId id)
{
    if (id.value == 0)
        return false;
    const std::uint64_t low = id.value & 0xffffffffu;
    const auto generation = static_cast<std::uint32_t>(id.value >> 32);
    if (low == 0 || low > m_slots.size())
        return false;
    Slot& slot = m_slots[low - 1];
    if (slot.generation != generation || slot.state != SlotState::Pending)
        return false;
    slot.state = SlotState::Cancelled;
    // Release captured resources now, not when the entry surfaces.
    if (slot.callback == nullptr)
        slot.action = nullptr;
    slot.callback = nullptr;
    ++m_cancelledQueued;
    // Far-future timers that are cancelled (retransmission timeouts) would otherwise pile up.
    if (m_cancelledQueued > 1024 && m_cancelledQueued * 2 > m_queue.size())
        compact();
    return true;
}

void Simulation::compact()
{
    // Drop every cancelled entry, O(n). Called when cancelled entries outnumber pending
    // ones, so the cost is amortised over the cancels.
    m_queue.eraseIf([this](const detail::QueueEntry& entry) {
        if (m_slots[slotOf(entry)].state != SlotState::Cancelled)
            return false;
        releaseSlot(slotOf(entry));
        return true;
    });
    m_cancelledQueued = 0;
}

void Simulation::dropCancelledHead()
{
    while (m_cancelledQueued > 0 && !m_queue.empty() &&
           m_slots[slotOf(m_queue.top())].state == SlotState::Cancelled) {
        releaseSlot(slotOf(m_queue.pop()));
        --m_cancelledQueued;
    }
}

std::optional<double> Simulation::nextEventTime()
{
    dropCancelledHead();
    if (m_queue.empty())
        return std::nullopt;
    return m_queue.top().time;
}

void Simulation::advanceTo(double t)
{
    if (t == m_now)
        return;
    m_now = t;
    timeAdvanced.notify(m_now);
}

bool Simulation::step()
{
    dropCancelledHead();
    if (m_queue.empty())
        return false;
    const detail::QueueEntry top = m_queue.pop();
    // Take the action out before running it: it may schedule events, which can grow the
    // slot table and reuse this slot.
    const std::uint32_t index = slotOf(top);
    Slot& slot = m_slots[index];
    if (const Callback callback = slot.callback) {
        void* const context = slot.context;
        const std::uint64_t argument = slot.argument;
        releaseSlot(index);
        advanceTo(top.time);
        ++m_dispatched;
        callback(context, argument);
        return true;
    }
    Action action = std::move(slot.action);
    releaseSlot(index);
    advanceTo(top.time);
    ++m_dispatched;
    action();
    return true;
}

std::size_t Simulation::runUntil(double t)
{
    if (!std::isfinite(t) || t < m_now)
        throw Error("cannot run until " + std::to_string(t) + " s: the clock is at " +
                    std::to_string(m_now) + " s");
    std::size_t count = 0;
    for (auto next = nextEventTime(); next && *next <= t; next = nextEventTime()) {
        step();
        ++count;
    }
    advanceTo(t);
    return count;
}

std::size_t Simulation::runAll()
{
    std::size_t count = 0;
    while (step())
        ++count;
    return count;
}

void Simulation::reset()
{
    // Free every slot and relink the free list in index order, so that the next run
    // walks the slot table in memory order again.
    m_freeHead = kNoSlot;
    for (auto i = static_cast<std::uint32_t>(m_slots.size()); i-- > 0;) {
        Slot& slot = m_slots[i];
        if (slot.state != SlotState::Free) {
            slot.action = nullptr;
            slot.callback = nullptr;
            slot.state = SlotState::Free;
            ++slot.generation; // handles issued before the reset stop matching
        }
        slot.nextFree = m_freeHead;
        m_freeHead = i;
    }
    m_queue.clear();
    m_cancelledQueued = 0;
    m_now = 0.0;
    m_nextSequence = 1;
    m_dispatched = 0;
}

} // namespace ailab::core::sim
