#include "core/error.h"
#include "core/telemetry/metric_registry.h"
#include "core/telemetry/ring_buffer.h"
#include "core/telemetry/series_window.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

using namespace ailab::core::telemetry;

namespace {
std::vector<double> times(TimeSeries::Range range)
{
    std::vector<double> result;
    for (const Sample& s : range)
        result.push_back(s.time);
    return result;
}
} // namespace

TEST_CASE("a ring buffer keeps the newest elements, oldest first", "[telemetry]")
{
    RingBuffer<int> ring(3);
    CHECK(ring.empty());
    CHECK(ring.capacity() == 3);
    for (int i = 1; i <= 5; ++i)
        ring.push(i);
    CHECK(ring.full());
    CHECK(ring.size() == 3);
    CHECK(ring.front() == 3);
    CHECK(ring.back() == 5);
    CHECK(std::vector<int>(ring.begin(), ring.end()) == std::vector<int>{3, 4, 5});
    CHECK(ring.end() - ring.begin() == 3);
    CHECK(ring.begin()[2] == 5);
    ring.clear();
    CHECK(ring.empty());
    ring.push(9);
    CHECK(std::vector<int>(ring.begin(), ring.end()) == std::vector<int>{9});
}

TEST_CASE("a time series keeps its capacity and never grows", "[telemetry]")
{
    TimeSeries series("link.util", "%", 4);
    CHECK(series.name() == "link.util");
    CHECK(series.unit() == "%");
    CHECK_FALSE(series.latest().has_value());
    for (int i = 0; i < 10; ++i)
        series.add(i * 0.5, i * 10.0);
    CHECK(series.size() == 4);
    CHECK(series.capacity() == 4);
    CHECK(series.totalAdded() == 10);
    CHECK(series[0] == Sample{3.0, 60.0});
    CHECK(series.latest() == Sample{4.5, 90.0});
    CHECK(times({series.begin(), series.end()}) == std::vector<double>{3.0, 3.5, 4.0, 4.5});
    series.clear();
    CHECK(series.empty());
    CHECK(series.totalAdded() == 0);
    series.add(0.0, 1.0); // after a clear, time may start again
    CHECK(series.size() == 1);
}

TEST_CASE("a time series refuses time going backwards and bad definitions", "[telemetry]")
{
    TimeSeries series("q", "KB", 8);
    series.add(1.0, 5.0);
    series.add(1.0, 6.0); // equal times are fine
    CHECK_THROWS_AS(series.add(0.5, 1.0), ailab::core::Error);
    CHECK_THROWS_AS(series.add(NAN, 1.0), ailab::core::Error);
    series.add(2.0, NAN); // a gap
    CHECK(std::isnan(series.latest()->value));
    CHECK(series.size() == 3);
    CHECK_THROWS_AS(TimeSeries("", "W", 4), ailab::core::Error);
    CHECK_THROWS_AS(TimeSeries("p", "W", 0), ailab::core::Error);
}

TEST_CASE("between finds the samples of a time range", "[telemetry]")
{
    TimeSeries series("x", "", 5);
    for (int i = 0; i < 8; ++i)
        series.add(static_cast<double>(i), i);
    // Kept: 3..7
    CHECK(times(series.between(4.0, 6.0)) == std::vector<double>{4, 5, 6});
    CHECK(times(series.between(4.5, 6.5)) == std::vector<double>{5, 6});
    CHECK(times(series.between(0.0, 3.0)) == std::vector<double>{3});
    CHECK(times(series.between(7.5, 9.0)).empty());
    CHECK(times(series.between(-1.0, 100.0)).size() == 5);
}

TEST_CASE("meanOver averages a bursty series over its last window", "[telemetry]")
{
    TimeSeries series("storage.read", "GB/s", 100);
    CHECK_FALSE(meanOver(series, 60.0).has_value());
    // A job reading 0.26 GB in the first second of each 4 s step: sampled each second the
    // series is 0.26, 0, 0, 0, ...; its rate is 0.065 GB/s, what no single sample shows.
    for (int t = 0; t < 80; ++t)
        series.add(double(t), t % 4 == 1 ? 0.26 : 0.0);
    CHECK(series.latest()->value == 0.0);
    CHECK(*meanOver(series, 60.0) == Approx(0.065));
    // The window is the last 60 s: the samples after t = 79 - 60 = 19 (20..79, 60 of them).
    CHECK(*meanOver(series, 4.0) == Approx(0.065));
    CHECK(*meanOver(series, 2.0) == Approx(0.0));
    // A window shorter than the sampling still holds the latest sample.
    CHECK(*meanOver(series, 0.0) == 0.0);
    // A window longer than what is kept averages everything kept.
    CHECK(*meanOver(series, 1e6) == Approx(20 * 0.26 / 80));
}

TEST_CASE("the registry looks up by name and iterates in insertion order", "[telemetry]")
{
    MetricRegistry registry(16);
    std::vector<std::string> announced;
    registry.seriesAdded.connect([&](const TimeSeries& s) { announced.push_back(s.name()); });
    TimeSeries& util = registry.add("gpu.util", "%");
    registry.add("nic.tx", "Gb/s", 2);
    registry.add("power", "kW");
    CHECK(registry.size() == 3);
    CHECK(announced == std::vector<std::string>{"gpu.util", "nic.tx", "power"});
    CHECK(util.capacity() == 16);
    CHECK(registry.get("nic.tx").capacity() == 2);
    CHECK(registry.get("nic.tx").unit() == "Gb/s");
    CHECK(&registry.get("gpu.util") == &util);
    CHECK(registry.contains("power"));
    CHECK_FALSE(registry.contains("Power"));
    CHECK(registry.find("missing") == nullptr);

    std::vector<std::string> names;
    for (const TimeSeries& s : registry)
        names.push_back(s.name());
    CHECK(names == std::vector<std::string>{"gpu.util", "nic.tx", "power"});

    CHECK_THROWS_WITH(registry.get("missing"), "there is no metric named 'missing'");
    CHECK_THROWS_WITH(registry.add("power", "W"), "a metric named 'power' exists already");
    CHECK_THROWS_AS(registry.record("missing", 0.0, 1.0), ailab::core::Error);
    CHECK_THROWS_AS(MetricRegistry(0), ailab::core::Error);
}

TEST_CASE("the registry signals every sample", "[telemetry]")
{
    MetricRegistry registry;
    std::vector<std::string> seen;
    registry.sampleAdded.connect([&](const TimeSeries& s, const Sample& sample) {
        seen.push_back(s.name() + "@" + std::to_string(static_cast<int>(sample.time)) + "=" +
                       std::to_string(static_cast<int>(sample.value)));
    });
    TimeSeries& a = registry.add("a", "W");
    registry.add("b", "W");
    a.add(1.0, 10.0);
    registry.record("b", 2.0, 20.0);
    CHECK(seen == std::vector<std::string>{"a@1=10", "b@2=20"});

    registry.clearSamples();
    CHECK(registry.size() == 2);
    CHECK(registry.get("a").empty());
    CHECK(registry.get("b").empty());
    registry.clear();
    CHECK(registry.empty());
    CHECK_FALSE(registry.contains("a"));
    registry.add("a", "W"); // the name is free again
    CHECK(registry.size() == 1);
}
