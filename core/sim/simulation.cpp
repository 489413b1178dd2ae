#include "core/sim/simulation.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace ailab::core::sim {

Simulation::Simulation()
{
    m_heap.reserve(1024);
}

bool Simulation::later(const Entry& a, const Entry& b)
{
    // std::push_heap builds a max-heap; "later" as the comparison puts the earliest on top.
    if (a.time != b.time)
        return a.time > b.time;
    return a.sequence > b.sequence;
}

EventId Simulation::schedule(double at, Action action)
{
    if (!std::isfinite(at))
        throw Error("event time must be a finite number of seconds");
    if (at < m_now)
        throw Error("cannot schedule an event at " + std::to_string(at) + " s, before now ("
                    + std::to_string(m_now) + " s)");
    const std::uint64_t sequence = m_nextSequence++;
    m_heap.push_back({at, sequence, std::move(action)});
    std::push_heap(m_heap.begin(), m_heap.end(), later);
    return EventId{sequence};
}

EventId Simulation::scheduleIn(double delay, Action action)
{
    if (!(delay >= 0.0))
        throw Error("event delay must be zero or more seconds");
    return schedule(m_now + delay, std::move(action));
}

bool Simulation::cancel(EventId id)
{
    if (id.value == 0 || id.value >= m_nextSequence)
        return false;
    const bool pending = std::any_of(m_heap.begin(), m_heap.end(), [&](const Entry& e) {
        return e.sequence == id.value;
    });
    return pending && m_cancelled.insert(id.value).second;
}

void Simulation::dropCancelledHead()
{
    while (!m_heap.empty() && !m_cancelled.empty()) {
        auto found = m_cancelled.find(m_heap.front().sequence);
        if (found == m_cancelled.end())
            return;
        m_cancelled.erase(found);
        std::pop_heap(m_heap.begin(), m_heap.end(), later);
        m_heap.pop_back();
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
    std::pop_heap(m_heap.begin(), m_heap.end(), later);
    Entry entry = std::move(m_heap.back());
    m_heap.pop_back();
    advanceTo(entry.time);
    ++m_dispatched;
    entry.action();
    return true;
}

std::size_t Simulation::runUntil(double t)
{
    if (!std::isfinite(t) || t < m_now)
        throw Error("cannot run until " + std::to_string(t) + " s: the clock is at "
                    + std::to_string(m_now) + " s");
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
    m_heap.clear();
    m_cancelled.clear();
    m_now = 0.0;
    m_nextSequence = 1;
    m_dispatched = 0;
}

} // namespace ailab::core::sim
