#include "core/sim/event_queue.h"

#include <algorithm>

namespace ailab::core::sim::detail {

namespace {
constexpr std::size_t kArity = 4;
} // namespace

void EventQueue::reserve(std::size_t entries)
{
    m_heap.reserve(entries);
    if (entries > m_run.size())
        growRun(entries);
}

void EventQueue::clear()
{
    m_heap.clear();
    m_runHead = 0;
    m_runCount = 0;
}

void EventQueue::growRun(std::size_t entries)
{
    // A new ring of the next power of two, the run copied to its front in order.
    std::vector<QueueEntry> ring(std::bit_ceil(std::max<std::size_t>(entries, 64)));
    const std::size_t mask = m_run.size() - 1;
    for (std::size_t i = 0; i < m_runCount; ++i)
        ring[i] = m_run[(m_runHead + i) & mask];
    m_run = std::move(ring);
    m_runHead = 0;
}

void EventQueue::pushHeap(QueueEntry entry)
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

void EventQueue::siftDown(std::size_t hole, QueueEntry entry)
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
            const QueueEntry* c = &m_heap[first];
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

QueueEntry EventQueue::popHeap()
{
    const QueueEntry top = m_heap.front();
    const QueueEntry last = m_heap.back();
    m_heap.pop_back();
    if (!m_heap.empty())
        siftDown(0, last);
    return top;
}

void EventQueue::rebuildHeap()
{
    // Bottom-up (Floyd), O(n).
    if (m_heap.size() < 2)
        return;
    for (std::size_t i = (m_heap.size() - 2) / kArity + 1; i-- > 0;)
        siftDown(i, m_heap[i]);
}

} // namespace ailab::core::sim::detail
