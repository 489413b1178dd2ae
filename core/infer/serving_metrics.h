#pragma once

#include "core/infer/serving_request.h"

#include <vector>

// The metrics of vLLM's serving benchmark (benchmarks/benchmark_serving.py,
// calculate_metrics), computed from the requests of a run (docs/models.md, "Serving:
// metrics"):
//   TTFT  = first token - arrival (queueing included)
//   TPOT  = (latency - TTFT) / (output tokens - 1), per request with more than one token
//   ITL   = every gap between two successive tokens of a request, pooled over requests
//   E2EL  = last token - arrival
// each with mean, median, P90, P95 and P99 (numpy.percentile's linear interpolation);
// throughput over the benchmark's duration (first arrival to last completion); goodput,
// the completed requests per second that meet every SLO given.
namespace ailab::core::infer {

struct LatencyStats
{
    int count = 0;
    double mean = 0;
    double median = 0;
    double p90 = 0;
    double p95 = 0;
    double p99 = 0;
    double max = 0;
};

// Sorts `values` in place; numpy.percentile (linear): x[floor(r)] + frac(r) (x[ceil(r)] -
// x[floor(r)]) at rank r = p (n - 1) / 100. All zeros when `values` is empty.
LatencyStats latencyStats(std::vector<double>& values);
double percentile(const std::vector<double>& sorted, double p);

// Service-level objectives in seconds; 0 means "no objective on this metric".
struct ServiceLevelObjectives
{
    double ttftS = 0;
    double tpotS = 0;
    double e2elS = 0;
    bool any() const { return ttftS > 0 || tpotS > 0 || e2elS > 0; }
};

struct ServingMetrics
{
    int completed = 0;
    int rejected = 0; // longer than the context the engine admits
    double durationS = 0;
    long long totalInputTokens = 0;
    long long totalOutputTokens = 0;
    double requestThroughput = 0;     // completed / duration
    double outputTokenThroughput = 0; // output tokens / duration
    double totalTokenThroughput = 0;  // (input + output) / duration
    LatencyStats ttft;
    LatencyStats tpot;
    LatencyStats itl;
    LatencyStats e2el;
    ServiceLevelObjectives slo;
    int goodRequests = 0;
    double goodput = 0; // good requests / duration
    long long preemptions = 0;
    long long prefixHitTokens = 0;
};

// From the requests (finished ones count; `itlGaps` is the pooled ITL, and is sorted).
ServingMetrics computeServingMetrics(const std::vector<ServedRequest>& requests,
                                     std::vector<double>& itlGaps,
                                     const ServiceLevelObjectives& slo);

// The course's worked example (section 07.5): the first token after TTFT, then n - 1 more
// at a constant interval: total = TTFT + (n - 1) x interval. 0.4 s, 100 tokens, 25 ms:
// 2.875 s.
double responseTimeSeconds(double ttftS, int outputTokens, double interTokenS);

} // namespace ailab::core::infer
