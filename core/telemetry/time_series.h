#pragma once

#include "core/sim/signal.h"
#include "core/telemetry/iterator_range.h"
#include "core/telemetry/ring_buffer.h"

#include <cstdint>
#include <optional>
#include <string>

namespace ailab::core::telemetry {

// One observation: simulated time in seconds and a value in the series' unit.
struct Sample
{
    double time = 0.0;
    double value = 0.0;
    friend bool operator==(const Sample&, const Sample&) = default;
};

class TimeSeries;
using SampleSignal = sim::Signal<const TimeSeries&, const Sample&>;

// A named series of samples in a fixed-capacity ring buffer (the newest `capacity`
// samples are kept; adding never allocates). Times never go backwards, so ranges are
// found by binary search. A NaN value is allowed and marks a gap, as plots draw it.
class TimeSeries
{
public:
    using ConstIterator = RingBuffer<Sample>::ConstIterator;
    using Range = IteratorRange<ConstIterator>;

    // Throws core::Error for an empty name or a capacity of zero. `notify`, when given, is
    // the signal emitted for every added sample (the registry's).
    TimeSeries(std::string name, std::string unit, std::size_t capacity,
               SampleSignal* notify = nullptr);

    const std::string& name() const { return m_name; }
    // The unit of the values as shown on an axis: "Gb/s", "%", "W".
    const std::string& unit() const { return m_unit; }

    // Throws core::Error when `time` is not finite or earlier than the last sample's.
    void add(double time, double value);

    std::size_t size() const { return m_samples.size(); }
    std::size_t capacity() const { return m_samples.capacity(); }
    bool empty() const { return m_samples.empty(); }
    // Samples ever added, including those the ring has overwritten since the last clear.
    std::uint64_t totalAdded() const { return m_totalAdded; }

    // Oldest first.
    const Sample& operator[](std::size_t i) const { return m_samples[i]; }
    std::optional<Sample> latest() const;
    ConstIterator begin() const { return m_samples.begin(); }
    ConstIterator end() const { return m_samples.end(); }

    // The samples with from <= time <= to, oldest first.
    Range between(double from, double to) const;

    void clear();

private:
    std::string m_name;
    std::string m_unit;
    RingBuffer<Sample> m_samples;
    SampleSignal* m_notify = nullptr;
    std::uint64_t m_totalAdded = 0;
    // The last sample's time, kept beside the ring: checking order then reads no sample
    // (a cluster's thousands of series each add one a step, and the last sample of each is
    // out of the cache by then).
    double m_lastTime = 0.0;
};

} // namespace ailab::core::telemetry
