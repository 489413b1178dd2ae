#include "core/telemetry/event_log.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::telemetry {

std::string_view toString(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Critical:
        return "critical";
    }
    return "info";
}

EventLog::EventLog(std::size_t capacity)
    : m_capacity(capacity)
{
    if (capacity == 0)
        throw Error("an event log needs room for at least one event");
}

void EventLog::add(double time, Severity severity, std::string type, std::string message,
                   std::optional<std::string> subject)
{
    if (!std::isfinite(time))
        throw Error("an event needs a finite time");
    if (type.empty())
        throw Error("an event needs a type");
    // After every event at the same time: equal times keep the order of logging.
    const auto at = std::upper_bound(m_events.begin(), m_events.end(), time,
                                     [](double t, const Event& e) { return t < e.time; });
    const Event& event =
        *m_events.insert(at, Event{time, severity, std::move(type), std::move(message),
                                   std::move(subject), m_nextSequence++});
    eventAdded.notify(event);
    // Keep the newest `capacity` events (removing the front keeps `event` valid until here).
    if (m_events.size() > m_capacity)
        m_events.pop_front();
}

EventLog::Range EventLog::between(double from, double to) const
{
    const auto first = std::partition_point(m_events.begin(), m_events.end(),
                                            [from](const Event& e) { return e.time < from; });
    const auto last =
        std::partition_point(first, m_events.end(), [to](const Event& e) { return e.time <= to; });
    return {first, last};
}

std::vector<const Event*> EventLog::between(double from, double to, Severity minimum) const
{
    std::vector<const Event*> result;
    for (const Event& event : between(from, to))
        if (event.severity >= minimum)
            result.push_back(&event);
    return result;
}

std::size_t EventLog::count(Severity severity) const
{
    return static_cast<std::size_t>(
        std::count_if(m_events.begin(), m_events.end(),
                      [severity](const Event& e) { return e.severity == severity; }));
}

void EventLog::clear()
{
    m_events.clear();
    m_nextSequence = 1;
}

} // namespace ailab::core::telemetry
