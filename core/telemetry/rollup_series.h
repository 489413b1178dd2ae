#pragma once

#include "core/telemetry/iterator_range.h"
#include "core/telemetry/ring_buffer.h"
#include "core/telemetry/time_series.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace ailab::core::telemetry {

// What is left of consecutive older samples: their time span and the min, mean and max of
// their values. NaN values (gaps) take a slot but no part in the figures; a bucket of gaps
// only has count 0 and NaN min, mean and max.
struct RollupBucket
{
    double firstTime = 0.0; // of the bucket's oldest sample
    double lastTime = 0.0;  // of its newest
    double min = 0.0;
    double max = 0.0;
    double sum = 0.0;
    std::uint64_t count = 0; // values that are not NaN
    double mean() const;
};

// A series for runs of any length in bounded memory: the newest `recentCapacity` samples at
// full resolution (a ring buffer, as TimeSeries) and everything older in at most
// `maxBuckets` RollupBuckets. A sample leaving the ring goes into the newest bucket; each
// bucket holds `width` consecutive samples (1 at first). When a new bucket would be one
// more than the limit, neighbouring pairs merge, so the width doubles and the count halves
// (the scheme of RRDtool's consolidation and Graphite's rollups, with the step chosen by
// the run's length instead of fixed in advance). After n samples the buckets are at most
// 2n/maxBuckets samples wide. Memory: recentCapacity Samples plus maxBuckets buckets,
// allocated at construction; adding never allocates.
class RollupSeries
{
public:
    using SampleRange = IteratorRange<RingBuffer<Sample>::ConstIterator>;

    // Throws core::Error for an empty name, a recent capacity of zero or fewer than two
    // buckets.
    RollupSeries(std::string name, std::string unit, std::size_t recentCapacity,
                 std::size_t maxBuckets);

    const std::string& name() const { return m_name; }
    const std::string& unit() const { return m_unit; }

    // Throws core::Error when `time` is not finite or earlier than the last sample's.
    void add(double time, double value);

    // Full resolution, oldest first.
    SampleRange recent() const { return {m_recent.begin(), m_recent.end()}; }
    // Older than every recent sample, oldest first.
    std::span<const RollupBucket> buckets() const { return m_buckets; }
    std::size_t maxBuckets() const { return m_maxBuckets; }
    // Samples per bucket now (the newest bucket may hold fewer).
    std::uint64_t bucketWidth() const { return m_width; }

    // The part of [from, to]: the buckets whose span overlaps it and the recent samples in
    // it. Buckets cover older times than the samples, so together they read in time order.
    struct Range
    {
        std::span<const RollupBucket> buckets;
        SampleRange samples;
    };
    Range between(double from, double to) const;

    // Over everything ever added (buckets and recent samples): samples (gaps included),
    // values that are not NaN, and their mean (NaN when there is none).
    std::uint64_t totalAdded() const { return m_totalAdded; }
    std::uint64_t totalCount() const;
    double totalMean() const;

    void clear();

private:
    void rollUp(const Sample& sample);
    void mergePairs();

    std::string m_name;
    std::string m_unit;
    RingBuffer<Sample> m_recent;
    std::size_t m_maxBuckets;
    std::vector<RollupBucket> m_buckets;
    std::uint64_t m_width = 1;
    std::uint64_t m_inNewest = 0; // samples (gaps included) in the newest bucket
    std::uint64_t m_totalAdded = 0;
};

class MetricRegistry;

// Writes `series` into `registry` for the exports (CSV, OpenMetrics), as three series of the
// family `<family>_history` told apart by a `stat` label ("min", "mean", "max"): one
// sample per bucket at the time of its newest sample, then the recent samples, each its
// own min, mean and max. A bucket of gaps is a gap. Throws core::Error when the name is not
// a MetricName or the registry has those series already.
void addRollupToRegistry(const RollupSeries& series, MetricRegistry& registry);

} // namespace ailab::core::telemetry
