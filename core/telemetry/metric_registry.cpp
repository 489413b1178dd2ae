#include "core/telemetry/metric_registry.h"

#include "core/error.h"

#include <fmt/format.h>

namespace ailab::core::telemetry {

MetricRegistry::MetricRegistry(std::size_t defaultCapacity)
    : m_defaultCapacity(defaultCapacity)
{
    if (defaultCapacity == 0)
        throw Error("a metric registry needs a default capacity of at least one sample");
}

TimeSeries& MetricRegistry::add(const std::string& name, const std::string& unit,
                                std::size_t capacity)
{
    if (m_byName.contains(name))
        throw Error(fmt::format("a metric named '{}' exists already", name));
    TimeSeries& series = m_series.emplace_back(
        name, unit, capacity == 0 ? m_defaultCapacity : capacity, &sampleAdded);
    m_byName.emplace(name, &series);
    seriesAdded.notify(series);
    return series;
}

TimeSeries* MetricRegistry::find(std::string_view name)
{
    const auto it = m_byName.find(name);
    return it == m_byName.end() ? nullptr : it->second;
}

const TimeSeries* MetricRegistry::find(std::string_view name) const
{
    const auto it = m_byName.find(name);
    return it == m_byName.end() ? nullptr : it->second;
}

TimeSeries& MetricRegistry::get(std::string_view name)
{
    if (TimeSeries* series = find(name))
        return *series;
    throw Error(fmt::format("there is no metric named '{}'", name));
}

const TimeSeries& MetricRegistry::get(std::string_view name) const
{
    if (const TimeSeries* series = find(name))
        return *series;
    throw Error(fmt::format("there is no metric named '{}'", name));
}

void MetricRegistry::record(std::string_view name, double time, double value)
{
    get(name).add(time, value);
}

void MetricRegistry::clearSamples()
{
    for (TimeSeries& series : m_series)
        series.clear();
}

void MetricRegistry::clear()
{
    m_byName.clear();
    m_series.clear();
}

} // namespace ailab::core::telemetry
