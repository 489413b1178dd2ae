#pragma once

#include "core/sim/signal.h"
#include "core/telemetry/iterator_range.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ailab::core::telemetry {

enum class Severity { Info, Warning, Critical };

// "info", "warning", "critical": the identifiers of scenario files and JSON output
// (views translate them for people).
std::string_view toString(Severity severity);

// One entry of a timeline: a link went down, a job started, a checkpoint finished.
struct Event
{
    double time = 0.0; // simulated seconds
    Severity severity = Severity::Info;
    std::string type;                   // category, dotted: "link.down", "job.start"
    std::string message;                // one sentence for people
    std::optional<std::string> subject; // what it concerns: "leaf1-spine2", "job-7"
    std::uint64_t sequence = 0;         // order of logging, ties in time keep it
};

// The timeline of typed, time-stamped events of one model, kept in time order (an event
// logged with an earlier time than the newest goes to its place; equal times keep the
// order of logging). The newest `capacity` events are kept.
class EventLog
{
public:
    using ConstIterator = std::deque<Event>::const_iterator;
    using Range = IteratorRange<ConstIterator>;

    explicit EventLog(std::size_t capacity = 10000);
    EventLog(const EventLog&) = delete;
    EventLog& operator=(const EventLog&) = delete;

    // Throws core::Error when the time is not finite or the type is empty.
    void add(double time, Severity severity, std::string type, std::string message,
             std::optional<std::string> subject = std::nullopt);

    std::size_t size() const { return m_events.size(); }
    std::size_t capacity() const { return m_capacity; }
    bool empty() const { return m_events.empty(); }
    const Event& operator[](std::size_t i) const { return m_events[i]; }
    ConstIterator begin() const { return m_events.begin(); }
    ConstIterator end() const { return m_events.end(); }

    // The events with from <= time <= to, in time order.
    Range between(double from, double to) const;
    // The same, keeping those of at least `minimum` severity.
    std::vector<const Event*> between(double from, double to, Severity minimum) const;
    std::size_t count(Severity severity) const;

    void clear();

    // Emitted after each added event.
    sim::Signal<const Event&> eventAdded;

private:
    std::size_t m_capacity;
    std::deque<Event> m_events;
    std::uint64_t m_nextSequence = 1;
};

} // namespace ailab::core::telemetry
