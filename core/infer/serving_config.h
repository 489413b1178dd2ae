#pragma once

#include "core/infer/iteration_cost.h"
#include "core/infer/replica_scheduler.h"
#include "core/infer/serving_metrics.h"

#include <string>
#include <string_view>
#include <vector>

// Everything a serving cluster is made of, with its defaults (docs/models.md, "Serving:
// cluster"). Field names in errors are the scenario's ("replicas", "router",
// "autoscaler/maxReplicas", ...); the scenario model puts "/model/" in front, the command
// line maps them to its options.
namespace ailab::core::infer {

enum class RouterPolicy {
    RoundRobin,       // each replica in turn
    LeastOutstanding, // fewest requests waiting and running
    KvAware,          // lowest KV usage, counting the blocks its waiting prompts will need
    PrefixAffinity    // a prefix group always to the same replica; others least outstanding
};
std::string_view routerPolicyId(RouterPolicy policy); // "round-robin", "least-outstanding", ...
RouterPolicy parseRouterPolicy(std::string_view id, const std::string& path);

enum class AutoscaleMetric { QueueDepth, KvUsage };

// Scales the replicas on a workload metric, as the course asks (section 07.6), not on CPU
// utilisation; a new replica serves only after its warm-up: the engine's start-up plus
// loading the weights at the storage read rate.
struct AutoscalerConfig
{
    bool enabled = false;
    AutoscaleMetric metric = AutoscaleMetric::QueueDepth;
    // Queue depth: waiting requests per ready replica; KV usage: mean share from 0 to 1.
    double scaleUpAbove = 16;
    double scaleDownBelow = 1;
    double intervalS = 10; // one decision per interval: assumption (KEDA polls every 30 s)
    int minReplicas = 1;
    int maxReplicas = 8;
    // Reading the weights into GPU memory: assumption (one NVMe drive or a parallel file
    // system client reads 2 to 5 GB/s).
    double storageReadGBps = 2.0;
    // Container start, CUDA context, engine profiling and CUDA-graph capture: assumption.
    double startupS = 30.0;
};

// Disaggregated prefill and decode (Zhong et al. 2024, "DistServe"; vLLM's disaggregated
// prefill): prompts run on prefill replicas, which produce the first token; the KV cache
// then crosses the network to a decode replica, one NIC per GPU at the fabric's port rate.
struct DisaggregationConfig
{
    bool enabled = false;
    int prefillReplicas = 1;         // the rest of `replicas` decode
    std::string fabricId = "ib-ndr"; // core/hw's fabric catalogue: port rate and latency
};

// A change to a replica's capacity while the cluster runs.
struct ReplicaEvent
{
    enum class Kind { Fail, Recover, Slowdown };
    double atS = 0;
    Kind kind = Kind::Fail;
    int replica = 0;
    double throughputFactor = 1.0; // Slowdown: compute and bandwidth times this
};
std::string_view replicaEventKindId(ReplicaEvent::Kind kind); // "fail", "recover", "slowdown"

struct ServingConfig
{
    ReplicaSetup replica;
    CostParameters cost;
    SchedulerConfig scheduler;
    int replicas = 1;
    RouterPolicy router = RouterPolicy::LeastOutstanding;
    AutoscalerConfig autoscaler;
    DisaggregationConfig disaggregation;
    // vLLM's --max-model-len: longer requests (prompt plus output) are refused; 0 is the
    // model's own context length.
    int maxModelLen = 0;
    ServiceLevelObjectives slo;
    double sampleIntervalS = 1.0;     // the time series' sampling interval
    std::size_t recordIterations = 0; // iteration records kept for a timeline (0: none)
    // Every inter-token gap is kept for the run's ITL percentiles (8 B a token); a caller
    // that reads no ITL (the cluster twin, whose runs generate millions of tokens) turns it
    // off, and ServingMetrics::itl is then empty.
    bool keepInterTokenGaps = true;
    std::vector<ReplicaEvent> events;
};

// Throws core::Error naming the field.
void validateServingConfig(const ServingConfig& config);
// The context the engine admits: maxModelLen, or the model's when 0.
int effectiveMaxModelLen(const ServingConfig& config);
// Seconds from the decision to a serving replica: start-up + weights / read rate.
double replicaWarmupSeconds(const ServingConfig& config);

} // namespace ailab::core::infer
