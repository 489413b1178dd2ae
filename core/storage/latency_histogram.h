#pragma once

#include <array>
#include <cstdint>

// Latencies in logarithmic buckets (20 per decade from 1 us to 1,000 s), so that a run of
// millions of reads keeps its percentiles in constant memory and adds without allocating.
// A percentile is interpolated inside its bucket (at most 12 % off, the bucket's width).
namespace ailab::core::storage {

class LatencyHistogram
{
public:
    void add(double seconds);
    void clear();

    std::uint64_t count() const { return m_count; }
    double meanS() const { return m_count == 0 ? 0.0 : m_sum / double(m_count); }
    double maxS() const { return m_max; }
    // `p` in [0, 1]; 0 when empty.
    double percentileS(double p) const;

private:
    static constexpr int kPerDecade = 20;
    static constexpr int kBuckets = 9 * kPerDecade + 2; // below 1 us, 1 us .. 1,000 s, above
    static int bucketOf(double seconds);
    static double lowerEdge(int bucket);

    std::array<std::uint64_t, kBuckets> m_buckets{};
    std::uint64_t m_count = 0;
    double m_sum = 0;
    double m_max = 0;
};

} // namespace ailab::core::storage
