#include "core/infer/serving_metrics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ailab::core::infer {

double percentile(const std::vector<double>& sorted, double p)
{
    if (sorted.empty())
        return 0.0;
    const double rank = p / 100.0 * double(sorted.size() - 1);
    const auto low = std::size_t(std::floor(rank));
    const std::size_t high = std::min(low + 1, sorted.size() - 1);
    return sorted[low] + (rank - double(low)) * (sorted[high] - sorted[low]);
}

LatencyStats latencyStats(std::vector<double>& values)
{
    LatencyStats s;
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    s.count = int(values.size());
    s.mean = std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
    s.median = percentile(values, 50);
    s.p90 = percentile(values, 90);
    s.p95 = percentile(values, 95);
    s.p99 = percentile(values, 99);
    s.max = values.back();
    return s;
}

double responseTimeSeconds(double ttftS, int outputTokens, double interTokenS)
{
    return ttftS + double(std::max(outputTokens, 1) - 1) * interTokenS;
}

ServingMetrics computeServingMetrics(const std::vector<ServedRequest>& requests,
                                     std::vector<double>& itlGaps,
                                     const ServiceLevelObjectives& slo)
{
    ServingMetrics m;
    m.slo = slo;
    std::vector<double> ttft;
    std::vector<double> tpot;
    std::vector<double> e2el;
    ttft.reserve(requests.size());
    tpot.reserve(requests.size());
    e2el.reserve(requests.size());
    double end = 0.0;
    double start = requests.empty() ? 0.0 : requests.front().spec.arrivalS;
    for (const ServedRequest& r : requests) {
        start = std::min(start, r.spec.arrivalS);
        if (!r.finished())
            continue;
        ++m.completed;
        m.totalInputTokens += r.spec.promptTokens;
        m.totalOutputTokens += r.generated;
        end = std::max(end, r.finishS);
        ttft.push_back(r.ttft());
        e2el.push_back(r.latency());
        // benchmark_serving: TPOT only for outputs longer than one token; 0 otherwise
        // in the goodput check.
        double requestTpot = 0.0;
        if (r.generated > 1) {
            requestTpot = (r.latency() - r.ttft()) / double(r.generated - 1);
            tpot.push_back(requestTpot);
        }
        const bool good = (slo.ttftS <= 0 || r.ttft() <= slo.ttftS) &&
                          (slo.tpotS <= 0 || requestTpot <= slo.tpotS) &&
                          (slo.e2elS <= 0 || r.latency() <= slo.e2elS);
        if (good)
            ++m.goodRequests;
        m.preemptions += r.preemptions;
    }
    m.durationS = m.completed > 0 ? end - start : 0.0;
    if (m.durationS > 0) {
        m.requestThroughput = m.completed / m.durationS;
        m.outputTokenThroughput = double(m.totalOutputTokens) / m.durationS;
        m.totalTokenThroughput = double(m.totalInputTokens + m.totalOutputTokens) / m.durationS;
        m.goodput = m.goodRequests / m.durationS;
    }
    m.ttft = latencyStats(ttft);
    m.tpot = latencyStats(tpot);
    m.itl = latencyStats(itlGaps);
    m.e2el = latencyStats(e2el);
    return m;
}

} // namespace ailab::core::infer
