#include "core/storage/latency_histogram.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::storage {

int LatencyHistogram::bucketOf(double seconds)
{
    if (!(seconds >= 1e-6))
        return 0;
    const int b = 1 + int(std::floor((std::log10(seconds) + 6.0) * kPerDecade));
    return std::min(b, kBuckets - 1);
}

double LatencyHistogram::lowerEdge(int bucket)
{
    if (bucket <= 0)
        return 0.0;
    return std::pow(10.0, double(bucket - 1) / kPerDecade - 6.0);
}

void LatencyHistogram::add(double seconds)
{
    ++m_buckets[std::size_t(bucketOf(seconds))];
    ++m_count;
    m_sum += seconds;
    m_max = std::max(m_max, seconds);
}

void LatencyHistogram::clear()
{
    m_buckets.fill(0);
    m_count = 0;
    m_sum = 0;
    m_max = 0;
}

double LatencyHistogram::percentileS(double p) const
{
    if (m_count == 0)
        return 0.0;
    const double rank = std::clamp(p, 0.0, 1.0) * double(m_count);
    double seen = 0;
    for (int b = 0; b < kBuckets; ++b) {
        const double n = double(m_buckets[std::size_t(b)]);
        if (n == 0)
            continue;
        if (seen + n >= rank) {
            const double low = lowerEdge(b);
            const double high = b + 1 < kBuckets ? lowerEdge(b + 1) : m_max;
            const double within = n > 0 ? (rank - seen) / n : 0.0;
            return std::min(m_max, low + (high - low) * within);
        }
        seen += n;
    }
    return m_max;
}

} // namespace ailab::core::storage
