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
    m_heap.reserve(events);
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

namespace {
constexpr std::size_t kArity = 4;
} // namespace

void Simulation::pushHeap(HeapEntry entry)
{
    // Sift up with a hole: move parents down until the entry's place is found.
    std::size_t hole = m_heap.size();
    m_heap.push_back(entry);
    while (hole > 0) {
        const std::size_t parent = (hole - 1) / kArity;
        if (!earlier(entry, m_heap[parent]))
            break;
        m_heap[hole] = m_heap[parent];
        hole = parent;
    }
    m_heap[hole] = entry;
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
    slot.action = nullptr;
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

EventId Simulation::insert(double at, Action&& action)
{
    if (m_nextSequence > kMaxSequence)
        throw Error("too many events scheduled since the last reset (the limit is 2^40)");
    const std::uint32_t index = acquireSlot();
    Slot& slot = m_slots[index];
    slot.action = std::move(action);
    slot.state = SlotState::Pending;
    // + 0.0 turns a -0.0 into +0.0, so that every time is a plain non-negative number.
    pushHeap({at + 0.0, (m_nextSequence++ << kSlotBits) | index});
    return EventId{packId(index, slot.generation)};
}

EventId Simulation::schedule(double at, Action action)
{
    checkTime(at);
    return insert(at, std::move(action));
}

EventId Simulation::scheduleIn(double delay, Action action)
{
    if (!(delay >= 0.0))
        throw Error("event delay must be zero or more seconds");
    const double at = m_now + delay;
    checkTime(at);
    return insert(at, std::move(action));
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
    // Far-future timers that are cancelled (retransmission timeouts) would otherwise pile up.
    if (m_cancelledInHeap > 1024 && m_cancelledInHeap * 2 > m_heap.size())
        compact();
    return true;
}

void Simulation::siftDown(std::size_t hole, HeapEntry entry)
{
    // Move the earliest child up into the hole until `entry` fits there.
    const std::size_t size = m_heap.size();
    for (;;) {
        const std::size_t first = hole * kArity + 1;
        if (first >= size)
            break;
        std::size_t best = first;
        if (first + kArity <= size) {
            // All four children exist: a tournament of conditional moves.
            const HeapEntry* c = &m_heap[first];
            const std::size_t a = earlier(c[1], c[0]);
            const std::size_t b = 2 + std::size_t{earlier(c[3], c[2])};
            best = first + a + std::size_t{earlier(c[b], c[a])} * (b - a);
        } else {
            for (std::size_t child = first + 1; child < size; ++child)
                if (earlier(m_heap[child], m_heap[best]))
                    best = child;
        }
        if (!earlier(m_heap[best], entry))
            break;
        m_heap[hole] = m_heap[best];
        hole = best;
    }
    m_heap[hole] = entry;
}

Simulation::HeapEntry Simulation::popHeap()
{
    const HeapEntry top = m_heap.front();
    const HeapEntry last = m_heap.back();
    m_heap.pop_back();
    if (!m_heap.empty())
        siftDown(0, last);
    return top;
}

void Simulation::compact()
{
    // Drop every cancelled entry and rebuild the heap bottom-up (Floyd), O(n). Called when
    // cancelled entries outnumber pending ones, so the cost is amortised over the cancels.
    std::erase_if(m_heap, [this](const HeapEntry& entry) {
        if (m_slots[entry.slot()].state != SlotState::Cancelled)
            return false;
        releaseSlot(entry.slot());
        return true;
    });
    m_cancelledInHeap = 0;
    if (m_heap.size() < 2)
        return;
    for (std::size_t i = (m_heap.size() - 2) / kArity + 1; i-- > 0;)
        siftDown(i, m_heap[i]);
}

void Simulation::dropCancelledHead()
{
    while (m_cancelledInHeap > 0 && !m_heap.empty() &&
           m_slots[m_heap.front().slot()].state == SlotState::Cancelled) {
        releaseSlot(popHeap().slot());
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
    Action action = std::move(m_slots[top.slot()].action);
    releaseSlot(top.slot());
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
            slot.state = SlotState::Free;
            ++slot.generation; // handles issued before the reset stop matching
        }
        slot.nextFree = m_freeHead;
        m_freeHead = i;
    }
    m_heap.clear();
    m_cancelledInHeap = 0;
    m_now = 0.0;
    m_nextSequence = 1;
    m_dispatched = 0;
}

} // namespace ailab::core::sim
