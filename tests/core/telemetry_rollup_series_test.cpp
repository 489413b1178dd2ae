// Bounded memory for long runs: recent samples at full resolution, older ones in buckets
// that merge pairwise.
#include "core/error.h"
#include "core/telemetry/rollup_series.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using namespace ailab::core;
using namespace ailab::core::telemetry;

TEST_CASE("a rollup series keeps recent samples and buckets the older ones exactly",
          "[telemetry]")
{
    RollupSeries series("gpu_temp", "°C", 4, 4);
    for (int i = 0; i < 12; ++i)
        series.add(i, 10.0 * i);
    // 4 recent (8..11); 8 older in buckets: 4 buckets of 1, then pairs merged to width 2.
    std::vector<double> recent;
    for (const Sample& s : series.recent())
        recent.push_back(s.value);
    CHECK(recent == std::vector<double>{80, 90, 100, 110});
    REQUIRE(series.buckets().size() == 4);
    CHECK(series.bucketWidth() == 2);
    const RollupBucket& first = series.buckets()[0];
    CHECK(first.firstTime == 0);
    CHECK(first.lastTime == 1);
    CHECK(first.min == 0);
    CHECK(first.max == 10);
    CHECK(first.mean() == 5);
    CHECK(first.count == 2);
    CHECK(series.buckets()[3].min == 60);
    CHECK(series.buckets()[3].max == 70);

    SECTION("a query across the window's edge gives buckets, then samples")
    {
        const auto range = series.between(5.0, 9.0);
        REQUIRE(range.buckets.size() == 2); // [4,5] and [6,7]
        CHECK(range.buckets[0].firstTime == 4);
        CHECK(range.buckets[1].lastTime == 7);
        std::vector<double> times;
        for (const Sample& s : range.samples)
            times.push_back(s.time);
        CHECK(times == std::vector<double>{8, 9});
        CHECK(series.between(8.5, 10).buckets.empty());
        CHECK(series.between(0, 0.5).samples.empty());
    }
    SECTION("clear starts over")
    {
        series.clear();
        CHECK(series.buckets().empty());
        CHECK(series.recent().empty());
        CHECK(series.bucketWidth() == 1);
        series.add(0, 1);
        CHECK(series.totalCount() == 1);
    }
}

TEST_CASE("a rollup series stays within its bucket limit over a very long run",
          "[telemetry]")
{
    // 46 days of one sample a second: 4 million samples into 64 recent + 100 buckets.
    constexpr std::uint64_t kSamples = 4'000'000;
    RollupSeries series("power", "W", 64, 100);
    std::size_t mostBuckets = 0;
    double sum = 0;
    double low = INFINITY;
    double high = -INFINITY;
    for (std::uint64_t i = 0; i < kSamples; ++i) {
        // Integers (exact in a double's sum up to 2^53), with a gap every 1000th sample.
        const double value = i % 1000 == 999 ? NAN : static_cast<double>(i % 97 + 300);
        series.add(static_cast<double>(i), value);
        if (!std::isnan(value)) {
            sum += value;
            low = std::min(low, value);
            high = std::max(high, value);
        }
        mostBuckets = std::max(mostBuckets, series.buckets().size());
    }
    CHECK(mostBuckets <= 100);
    CHECK(series.totalAdded() == kSamples);
    const std::uint64_t values = kSamples - kSamples / 1000;
    CHECK(series.totalCount() == values);
    CHECK(series.totalMean() == sum / static_cast<double>(values));
    // The buckets cover every older sample once, in order and without overlap.
    std::uint64_t inBuckets = 0;
    double lastTime = -1;
    double bucketLow = INFINITY;
    double bucketHigh = -INFINITY;
    for (const RollupBucket& b : series.buckets()) {
        CHECK(b.firstTime > lastTime);
        lastTime = b.lastTime;
        inBuckets += b.count;
        bucketLow = std::min(bucketLow, b.min);
        bucketHigh = std::max(bucketHigh, b.max);
    }
    CHECK(lastTime < series.recent().begin()->time);
    CHECK(bucketLow == low);
    CHECK(bucketHigh == high);
    // Width: the smallest power of two that holds the older samples in 100 buckets.
    const std::uint64_t older = kSamples - 64;
    CHECK(series.bucketWidth() * 100 >= older);
    CHECK(series.bucketWidth() * 50 < older);
    CHECK(inBuckets <= older);
}

TEST_CASE("a rollup series refuses bad settings and samples", "[telemetry]")
{
    CHECK_THROWS_AS(RollupSeries("", "W", 4, 4), Error);
    CHECK_THROWS_AS(RollupSeries("x", "W", 0, 4), Error);
    CHECK_THROWS_AS(RollupSeries("x", "W", 4, 1), Error);
    RollupSeries series("x", "W", 2, 2);
    series.add(1.0, 1.0);
    CHECK_THROWS_AS(series.add(0.5, 1.0), Error);
    CHECK_THROWS_AS(series.add(NAN, 1.0), Error);
}
