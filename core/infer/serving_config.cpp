#include "core/infer/serving_config.h"

#include "core/error.h"
#include "core/hw/catalog.h"

#include <cmath>
#include <fmt/format.h>

namespace ailab::core::infer {

std::string_view routerPolicyId(RouterPolicy policy)
{
    switch (policy) {
    case RouterPolicy::RoundRobin:
        return "round-robin";
    case RouterPolicy::LeastOutstanding:
        return "least-outstanding";
    case RouterPolicy::KvAware:
        return "kv-aware";
    case RouterPolicy::PrefixAffinity:
        return "prefix-affinity";
    }
    return "least-outstanding";
}

RouterPolicy parseRouterPolicy(std::string_view id, const std::string& path)
{
    for (RouterPolicy p : {RouterPolicy::RoundRobin, RouterPolicy::LeastOutstanding,
                           RouterPolicy::KvAware, RouterPolicy::PrefixAffinity})
        if (routerPolicyId(p) == id)
            return p;
    throw Error("unknown router policy '" + std::string(id) +
                    "'; expected round-robin, least-outstanding, kv-aware or prefix-affinity",
                path);
}

std::string_view replicaEventKindId(ReplicaEvent::Kind kind)
{
    switch (kind) {
    case ReplicaEvent::Kind::Fail:
        return "fail";
    case ReplicaEvent::Kind::Recover:
        return "recover";
    case ReplicaEvent::Kind::Slowdown:
        return "slowdown";
    }
    return "fail";
}

int effectiveMaxModelLen(const ServingConfig& c)
{
    return c.maxModelLen > 0 ? c.maxModelLen : setupModel(c.replica).maxContextTokens;
}

double replicaWarmupSeconds(const ServingConfig& c)
{
    const TransformerModel& model = setupModel(c.replica);
    return c.autoscaler.startupS +
           model.weightBytes(c.replica.weights) / (c.autoscaler.storageReadGBps * 1e9);
}

namespace {
std::string prefixed(const char* prefix, const Error& e)
{
    return std::string(prefix) + e.path();
}
} // namespace

void validateServingConfig(const ServingConfig& c)
{
    try {
        validateReplicaSetup(c.replica);
    } catch (const Error& e) {
        throw Error(e.message(), prefixed("replica/", e));
    }
    try {
        validateCostParameters(c.cost);
    } catch (const Error& e) {
        throw Error(e.message(), prefixed("cost/", e));
    }
    try {
        validateSchedulerConfig(c.scheduler);
    } catch (const Error& e) {
        throw Error(e.message(), prefixed("scheduler/", e));
    }
    if (c.replicas < 1 || c.replicas > 256)
        throw Error("expected 1 to 256 replicas", "replicas");
    const int context = setupModel(c.replica).maxContextTokens;
    if (c.maxModelLen < 0 || c.maxModelLen > context)
        throw Error(
            fmt::format("expected 0 (the model's) to the model's context of {} tokens", context),
            "maxModelLen");
    if (!c.scheduler.chunkedPrefill && c.scheduler.maxBatchedTokens < effectiveMaxModelLen(c))
        throw Error(fmt::format("without chunked prefill the token budget must hold the longest "
                                "request the engine admits ({} tokens), as vLLM requires",
                                effectiveMaxModelLen(c)),
                    "scheduler/maxBatchedTokens");
    const AutoscalerConfig& a = c.autoscaler;
    if (a.enabled) {
        if (a.minReplicas < 1 || a.minReplicas > 256)
            throw Error("expected 1 to 256 replicas", "autoscaler/minReplicas");
        if (a.maxReplicas < a.minReplicas || a.maxReplicas > 256)
            throw Error("expected from minReplicas to 256 replicas", "autoscaler/maxReplicas");
        if (c.replicas < a.minReplicas || c.replicas > a.maxReplicas)
            throw Error("the replicas at the start must be within the autoscaler's range",
                        "replicas");
        if (!(a.scaleDownBelow >= 0 && a.scaleUpAbove > a.scaleDownBelow))
            throw Error("expected a scale-up threshold above the scale-down threshold",
                        "autoscaler/scaleUpAbove");
        if (a.metric == AutoscaleMetric::KvUsage && a.scaleUpAbove > 1.0)
            throw Error("a KV-usage threshold is a share from 0 to 1", "autoscaler/scaleUpAbove");
        if (!(a.intervalS >= 0.1 && a.intervalS <= 3600))
            throw Error("expected 0.1 to 3600 s", "autoscaler/intervalS");
        if (c.disaggregation.enabled)
            throw Error("the autoscaler scales mixed replicas; turn disaggregation off",
                        "autoscaler/enabled");
    }
    if (!(a.storageReadGBps > 0 && a.storageReadGBps <= 10000))
        throw Error("expected above 0 and up to 10000 GB/s", "autoscaler/storageReadGBps");
    if (!(a.startupS >= 0 && a.startupS <= 3600))
        throw Error("expected 0 to 3600 s", "autoscaler/startupS");
    if (c.disaggregation.enabled) {
        if (c.replicas < 2)
            throw Error("disaggregation needs at least one prefill and one decode replica",
                        "replicas");
        if (c.disaggregation.prefillReplicas < 1 || c.disaggregation.prefillReplicas >= c.replicas)
            throw Error("expected 1 to replicas - 1 prefill replicas",
                        "disaggregation/prefillReplicas");
        if (hw::findFabric(c.disaggregation.fabricId) == nullptr)
            throw Error("unknown fabric '" + c.disaggregation.fabricId + "'",
                        "disaggregation/fabricId");
        if (c.scheduler.policy == SchedulingPolicy::Static)
            throw Error("disaggregated replicas batch continuously", "scheduler/policy");
    }
    if (!(c.sampleIntervalS >= 0.001 && c.sampleIntervalS <= 3600))
        throw Error("expected 0.001 to 3600 s", "sampleIntervalS");
    if (c.recordIterations > 1'000'000)
        throw Error("expected at most 1000000 iteration records", "recordIterations");
    const int maxReplicas = a.enabled ? a.maxReplicas : c.replicas;
    for (std::size_t i = 0; i < c.events.size(); ++i) {
        const ReplicaEvent& e = c.events[i];
        const std::string at = fmt::format("events/{}/", i);
        if (!(std::isfinite(e.atS) && e.atS >= 0 && e.atS <= 1e7))
            throw Error("expected a time of at least 0 s", at + "atS");
        if (e.replica < 0 || e.replica >= maxReplicas)
            throw Error(fmt::format("expected a replica from 0 to {}", maxReplicas - 1),
                        at + "replica");
        if (e.kind == ReplicaEvent::Kind::Slowdown &&
            !(e.throughputFactor > 0 && e.throughputFactor <= 1))
            throw Error("expected a factor above 0 and at most 1", at + "throughputFactor");
    }
}

} // namespace ailab::core::infer
