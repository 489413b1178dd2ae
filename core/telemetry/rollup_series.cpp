#include "core/telemetry/rollup_series.h"

#include "core/error.h"
#include "core/telemetry/metric_name.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>

namespace ailab::core::telemetry {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

RollupBucket emptyBucket(double time)
{
    return {time, time, kNaN, kNaN, 0.0, 0};
}

// fmin and fmax return the other argument when one is NaN: an empty side changes nothing.
void include(RollupBucket& bucket, const Sample& sample)
{
    bucket.lastTime = sample.time;
    if (std::isnan(sample.value))
        return;
    bucket.min = std::fmin(bucket.min, sample.value);
    bucket.max = std::fmax(bucket.max, sample.value);
    bucket.sum += sample.value;
    ++bucket.count;
}

RollupBucket merged(const RollupBucket& older, const RollupBucket& newer)
{
    return {older.firstTime,
            newer.lastTime,
            std::fmin(older.min, newer.min),
            std::fmax(older.max, newer.max),
            older.sum + newer.sum,
            older.count + newer.count};
}

} // namespace

double RollupBucket::mean() const
{
    return count == 0 ? kNaN : sum / static_cast<double>(count);
}

RollupSeries::RollupSeries(std::string name, std::string unit, std::size_t recentCapacity,
                           std::size_t maxBuckets)
    : m_name(std::move(name))
    , m_unit(std::move(unit))
    , m_recent(recentCapacity)
    , m_maxBuckets(maxBuckets)
{
    if (m_name.empty())
        throw Error("a rollup series needs a name");
    if (recentCapacity == 0)
        throw Error(fmt::format("rollup series '{}' needs room for at least one recent sample",
                                m_name));
    if (maxBuckets < 2)
        throw Error(fmt::format("rollup series '{}' needs at least two buckets to merge pairs",
                                m_name));
    m_buckets.reserve(maxBuckets);
}

void RollupSeries::add(double time, double value)
{
    if (!std::isfinite(time))
        throw Error(fmt::format("metric '{}': sample time must be a finite number", m_name));
    if (!m_recent.empty() && time < m_recent.back().time)
        throw Error(fmt::format("metric '{}': sample at {} s is earlier than the last one at {} s",
                                m_name, time, m_recent.back().time));
    if (m_recent.full())
        rollUp(m_recent.front());
    m_recent.push({time, value});
    ++m_totalAdded;
}

void RollupSeries::rollUp(const Sample& sample)
{
    if (!m_buckets.empty() && m_inNewest < m_width) {
        include(m_buckets.back(), sample);
        ++m_inNewest;
        return;
    }
    if (m_buckets.size() == m_maxBuckets) {
        mergePairs();
        if (m_inNewest < m_width) {
            include(m_buckets.back(), sample);
            ++m_inNewest;
            return;
        }
    }
    m_buckets.push_back(emptyBucket(sample.time)); // within the reserved capacity
    include(m_buckets.back(), sample);
    m_inNewest = 1;
}

// Every bucket is full (`m_width` samples) when this runs: pairs become buckets of twice
// the width; with an odd count the newest stays alone, half full at the new width.
void RollupSeries::mergePairs()
{
    const std::size_t count = m_buckets.size();
    std::size_t kept = 0;
    for (std::size_t i = 0; i + 1 < count; i += 2)
        m_buckets[kept++] = merged(m_buckets[i], m_buckets[i + 1]);
    const bool odd = count % 2 == 1;
    if (odd)
        m_buckets[kept++] = m_buckets[count - 1];
    m_buckets.resize(kept);
    m_inNewest = odd ? m_width : 2 * m_width;
    m_width *= 2;
}

RollupSeries::Range RollupSeries::between(double from, double to) const
{
    const auto firstBucket =
        std::partition_point(m_buckets.begin(), m_buckets.end(),
                             [from](const RollupBucket& b) { return b.lastTime < from; });
    const auto lastBucket =
        std::partition_point(firstBucket, m_buckets.end(),
                             [to](const RollupBucket& b) { return b.firstTime <= to; });
    const auto firstSample = std::partition_point(
        m_recent.begin(), m_recent.end(), [from](const Sample& s) { return s.time < from; });
    const auto lastSample = std::partition_point(firstSample, m_recent.end(),
                                                 [to](const Sample& s) { return s.time <= to; });
    return {std::span<const RollupBucket>(firstBucket, lastBucket), {firstSample, lastSample}};
}

std::uint64_t RollupSeries::totalCount() const
{
    std::uint64_t count = 0;
    for (const RollupBucket& bucket : m_buckets)
        count += bucket.count;
    for (const Sample& sample : m_recent)
        count += std::isnan(sample.value) ? 0 : 1;
    return count;
}

double RollupSeries::totalMean() const
{
    double sum = 0;
    for (const RollupBucket& bucket : m_buckets)
        sum += bucket.sum;
    for (const Sample& sample : m_recent)
        sum += std::isnan(sample.value) ? 0.0 : sample.value;
    const std::uint64_t count = totalCount();
    return count == 0 ? kNaN : sum / static_cast<double>(count);
}

void RollupSeries::clear()
{
    m_recent.clear();
    m_buckets.clear(); // keeps the reserved capacity
    m_width = 1;
    m_inNewest = 0;
    m_totalAdded = 0;
}

void addRollupToRegistry(const RollupSeries& series, MetricRegistry& registry)
{
    const MetricName name = MetricName::parse(series.name());
    const MetricName history = name.withFamily(name.family() + "_history");
    const std::size_t capacity = series.buckets().size() + series.recent().size() + 1;
    TimeSeries& min = registry.add(history.withLabel("stat", "min").text(), series.unit(), capacity);
    TimeSeries& mean = registry.add(history.withLabel("stat", "mean").text(), series.unit(), capacity);
    TimeSeries& max = registry.add(history.withLabel("stat", "max").text(), series.unit(), capacity);
    for (const RollupBucket& bucket : series.buckets()) {
        min.add(bucket.lastTime, bucket.count > 0 ? bucket.min : std::nan(""));
        mean.add(bucket.lastTime, bucket.count > 0 ? bucket.mean() : std::nan(""));
        max.add(bucket.lastTime, bucket.count > 0 ? bucket.max : std::nan(""));
    }
    for (const Sample& sample : series.recent()) {
        min.add(sample.time, sample.value);
        mean.add(sample.time, sample.value);
        max.add(sample.time, sample.value);
    }
}

} // namespace ailab::core::telemetry
