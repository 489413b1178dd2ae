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
    m_heap.reserve(events);
    m_slots.reserve(events);
}

bool Simulation::later(const HeapEntry& a, const HeapEntry& b)
{
    // std::push_heap builds a max-heap; "later" as the comparison puts the earliest on top.
    if (a.time != b.time)
        return a.time > b.time;
    return a.sequence > b.sequence;
}

std::uint32_t Simulation::acquireSlot()
{
    if (m_freeHead != kNoSlot) {
        const std::uint32_t index = m_freeHead;
        m_freeHead = m_slots[index].nextFree;
        return index;
    }
    if (m_slots.size() >= kNoSlot)
        throw Error("too many pending events");
    m_slots.emplace_back();
    return static_cast<std::uint32_t>(m_slots.size() - 1);
}

void Simulation::releaseSlot(std::uint32_t index)
{
    Slot& slot = m_slots[index];
    slot.action = nullptr;
    slot.state = SlotState::Free;
    ++slot.generation; // stale handles of this slot stop matching
    slot.nextFree = m_freeHead;
    m_freeHead = index;
}

EventId Simulation::schedule(double at, Action action)
{
    if (!std::isfinite(at))
        throw Error("event time must be a finite number of seconds");
    if (at < m_now)
        throw Error("cannot schedule an event at " + std::to_string(at) + " s, before now (" +
                    std::to_string(m_now) + " s)");
    const std::uint32_t index = acquireSlot();
    Slot& slot = m_slots[index];
    slot.action = std::move(action);
    slot.state = SlotState::Pending;
    m_heap.push_back({at, m_nextSequence++, index});
    std::push_heap(m_heap.begin(), m_heap.end(), later);
    return EventId{packId(index, slot.generation)};
}

EventId Simulation::scheduleIn(double delay, Action action)
{
    if (!(delay >= 0.0))
        throw Error("event delay must be zero or more seconds");
    return schedule(m_now + delay, std::move(action));
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
    slot.action = nullptr; // release captured resources now, not when the entry surfaces
    ++m_cancelledInHeap;
    return true;
}

Simulation::HeapEntry Simulation::popHeap()
{
    std::pop_heap(m_heap.begin(), m_heap.end(), later);
    const HeapEntry top = m_heap.back();
    m_heap.pop_back();
    return top;
}

void Simulation::dropCancelledHead()
{
    while (m_cancelledInHeap > 0 && !m_heap.empty() &&
           m_slots[m_heap.front().slot].state == SlotState::Cancelled) {
        releaseSlot(popHeap().slot);
        --m_cancelledInHeap;
    }
}

std::optional<double> Simulation::nextEventTime()
{
    dropCancelledHead();
    if (m_heap.empty())
        return std::nullopt;
    return m_heap.front().time;
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
    if (m_heap.empty())
        return false;
    const HeapEntry top = popHeap();
    // Move the action out before running it: it may schedule events, which can grow the
    // slot table and reuse this slot.
    Action action = std::move(m_slots[top.slot].action);
    releaseSlot(top.slot);
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
    for (const HeapEntry& entry : m_heap)
        releaseSlot(entry.slot);
    m_heap.clear();
    m_cancelledInHeap = 0;
    m_now = 0.0;
    m_nextSequence = 1;
    m_dispatched = 0;
}

} // namespace ailab::core::sim
