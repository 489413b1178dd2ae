#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

// The pending-event queue of sim::Simulation. Not part of its interface.
namespace ailab::core::sim::detail {

// 16 bytes: the event time and an order key (the scheduling sequence packed with the
// event's slot index by the Simulation); keys are unique, so the order is total.
struct QueueEntry
{
    double time;
    std::uint64_t order;
};

// Entries in (time, order) order, the earliest first. Two parts:
// - a sorted run (a ring buffer): an entry not earlier than the run's last entry is
//   appended to it in O(1). Simulations mostly schedule in time order (every flow of a
//   collective step lasts about as long, a timer is set a fixed delay ahead), so most
//   entries take this path and leave it in O(1);
// - a 4-ary heap for the others (shallower than a binary heap; the four children of a
//   node share a cache line or two).
// The next entry is the earlier of the run's head and the heap's top, so the order of pops
// is that of (time, order) whichever part holds an entry.
class EventQueue
{
public:
    // Every time is finite and >= +0.0 (the Simulation checks), and the bit patterns of
    // such doubles order like the numbers. (time, order) compares as one 128-bit number:
    // a is earlier when ta < tb + (a.order < b.order), which cannot wrap as a finite
    // time's bits are below 2^63. Two compares without branches let the heap pick
    // children with conditional moves.
    static bool earlier(const QueueEntry& a, const QueueEntry& b)
    {
        const auto ta = std::bit_cast<std::uint64_t>(a.time);
        const auto tb = std::bit_cast<std::uint64_t>(b.time);
        return ta < tb + std::uint64_t{a.order < b.order};
    }

    // Room for this many entries in each part, so that pushing does not allocate.
    void reserve(std::size_t entries);
    std::size_t size() const { return m_heap.size() + m_runCount; }
    bool empty() const { return size() == 0; }

    void push(QueueEntry entry)
    {
        if (m_runCount == 0 || !earlier(entry, runBack()))
            pushRun(entry);
        else
            pushHeap(entry);
    }
    // The earliest entry; the queue must not be empty.
    const QueueEntry& top() const { return runIsNext() ? m_run[m_runHead] : m_heap.front(); }
    QueueEntry pop()
    {
        if (runIsNext()) {
            const QueueEntry entry = m_run[m_runHead];
            m_runHead = (m_runHead + 1) & (m_run.size() - 1);
            --m_runCount;
            return entry;
        }
        return popHeap();
    }

    // Drops every entry for which drop(entry) is true (called once per entry), O(n).
    template <typename Drop> void eraseIf(Drop drop)
    {
        std::erase_if(m_heap, drop);
        std::size_t kept = 0;
        const std::size_t mask = m_run.size() - 1;
        for (std::size_t i = 0; i < m_runCount; ++i) {
            const QueueEntry entry = m_run[(m_runHead + i) & mask];
            if (!drop(entry))
                m_run[(m_runHead + kept++) & mask] = entry;
        }
        m_runCount = kept;
        rebuildHeap();
    }
    void clear();

private:
    bool runIsNext() const
    {
        return m_runCount > 0 && (m_heap.empty() || earlier(m_run[m_runHead], m_heap.front()));
    }
    const QueueEntry& runBack() const
    {
        return m_run[(m_runHead + m_runCount - 1) & (m_run.size() - 1)];
    }
    void pushRun(QueueEntry entry)
    {
        if (m_runCount == m_run.size())
            growRun(m_runCount + 1);
        m_run[(m_runHead + m_runCount) & (m_run.size() - 1)] = entry;
        ++m_runCount;
    }
    void growRun(std::size_t entries);
    void pushHeap(QueueEntry entry);
    QueueEntry popHeap();
    void siftDown(std::size_t hole, QueueEntry entry);
    void rebuildHeap();

    std::vector<QueueEntry> m_heap;
    std::vector<QueueEntry> m_run; // its size, the ring's capacity, is 0 or a power of two
    std::size_t m_runHead = 0;
    std::size_t m_runCount = 0;
};

} // namespace ailab::core::sim::detail
