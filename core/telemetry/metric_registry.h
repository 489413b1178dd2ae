#pragma once

#include "core/sim/signal.h"
#include "core/telemetry/time_series.h"

#include <deque>
#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace ailab::core::telemetry {

// The named time series of one model, in the order they were added (the order views show
// them in). Each model owns its registry; views subscribe to its signals from outside.
// Series keep their address for the registry's lifetime, so models may hold references.
class MetricRegistry
{
public:
    explicit MetricRegistry(std::size_t defaultCapacity = 4096);
    MetricRegistry(const MetricRegistry&) = delete;
    MetricRegistry& operator=(const MetricRegistry&) = delete;

    // Throws core::Error when the name is empty or taken. capacity 0 = the default.
    TimeSeries& add(const std::string& name, const std::string& unit, std::size_t capacity = 0);

    bool contains(std::string_view name) const { return find(name) != nullptr; }
    TimeSeries* find(std::string_view name);
    const TimeSeries* find(std::string_view name) const;
    // Throws core::Error naming the metric when there is none of that name.
    TimeSeries& get(std::string_view name);
    const TimeSeries& get(std::string_view name) const;

    // Adds a sample to the named series (throws like get() and TimeSeries::add()).
    void record(std::string_view name, double time, double value);

    std::size_t size() const { return m_series.size(); }
    bool empty() const { return m_series.empty(); }
    std::size_t defaultCapacity() const { return m_defaultCapacity; }

    // In insertion order.
    auto begin() { return m_series.begin(); }
    auto end() { return m_series.end(); }
    auto begin() const { return m_series.cbegin(); }
    auto end() const { return m_series.cend(); }

    // Empties every series but keeps them (a simulation reset).
    void clearSamples();
    // Removes every series; references to them become invalid.
    void clear();

    // Emitted after a series is added and after each sample of any series.
    sim::Signal<const TimeSeries&> seriesAdded;
    SampleSignal sampleAdded;

private:
    std::size_t m_defaultCapacity;
    std::deque<TimeSeries> m_series;
    std::map<std::string, TimeSeries*, std::less<>> m_byName;
};

} // namespace ailab::core::telemetry
