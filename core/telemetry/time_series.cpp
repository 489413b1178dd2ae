#include "core/telemetry/time_series.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::telemetry {

TimeSeries::TimeSeries(std::string name, std::string unit, std::size_t capacity,
                       SampleSignal* notify)
    : m_name(std::move(name))
    , m_unit(std::move(unit))
    , m_samples(capacity)
    , m_notify(notify)
{
    if (m_name.empty())
        throw Error("a metric needs a name");
    if (capacity == 0)
        throw Error(fmt::format("metric '{}' needs room for at least one sample", m_name));
}

void TimeSeries::add(double time, double value)
{
    if (!std::isfinite(time))
        throw Error(fmt::format("metric '{}': sample time must be a finite number", m_name));
    if (!m_samples.empty() && time < m_lastTime)
        throw Error(fmt::format("metric '{}': sample at {} s is earlier than the last one at {} s",
                                m_name, time, m_lastTime));
    const Sample sample{time, value};
    m_samples.push(sample);
    m_lastTime = time;
    ++m_totalAdded;
    if (m_notify)
        m_notify->notify(*this, sample);
}

std::optional<Sample> TimeSeries::latest() const
{
    if (m_samples.empty())
        return std::nullopt;
    return m_samples.back();
}

TimeSeries::Range TimeSeries::between(double from, double to) const
{
    const auto first = std::partition_point(m_samples.begin(), m_samples.end(),
                                            [from](const Sample& s) { return s.time < from; });
    const auto last = std::partition_point(first, m_samples.end(),
                                           [to](const Sample& s) { return s.time <= to; });
    return {first, last};
}

void TimeSeries::clear()
{
    m_samples.clear();
    m_totalAdded = 0;
}

} // namespace ailab::core::telemetry
