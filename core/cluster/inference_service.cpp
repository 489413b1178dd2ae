#include "core/cluster/inference_service.h"

#include "core/error.h"
#include "core/infer/workload.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::cluster {

namespace {

// A run generates its requests before it starts (core/infer's engine takes them whole):
// this bounds its memory.
constexpr double kMaxRequests = 2'000'000;

infer::LengthDistribution lengthOf(int tokens, bool prompt)
{
    if (tokens > 0)
        return infer::fixedLength(tokens);
    return prompt ? infer::conversationPromptLength() : infer::conversationOutputLength();
}

double percentileOf(std::vector<double>& values, double p)
{
    if (values.empty())
        return std::nan("");
    // Nearest rank, as core/sched's and vLLM's benchmark percentiles.
    const std::size_t rank = std::size_t(std::ceil(p * double(values.size())));
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(std::max<std::size_t>(rank, 1) - 1),
                     values.end());
    return values[std::max<std::size_t>(rank, 1) - 1];
}

} // namespace

infer::ServingConfig servingConfigOf(const ServiceSpec& spec, const std::string& gpuId)
{
    infer::ServingConfig config;
    config.replica.modelId = spec.modelId;
    config.replica.gpuId = gpuId;
    config.replica.tensorParallel = spec.tp;
    config.replicas = spec.replicas;
    config.slo.ttftS = spec.sloTtftMs / 1e3;
    config.slo.tpotS = spec.sloTpotMs / 1e3;
    config.sampleIntervalS = 60.0;
    config.keepInterTokenGaps = false; // the summary gives TTFT and TPOT, not ITL
    return config;
}

infer::WorkloadConfig servingWorkloadOf(const ServiceSpec& spec, int requests)
{
    infer::WorkloadConfig workload;
    workload.requests = requests;
    workload.arrival.ratePerS = spec.rateRps;
    workload.prompt = lengthOf(spec.promptTokens, true);
    workload.output = lengthOf(spec.outputTokens, false);
    return workload;
}

InferenceService::InferenceService(sim::Simulation& simulation, ServiceSpec spec, const std::string& gpuId,
                                   double durationS, std::uint64_t seed, const std::string& pointer)
    : m_sim(simulation), m_spec(std::move(spec))
{
    const double requests = std::ceil(m_spec.rateRps * durationS);
    if (requests > kMaxRequests)
        throw Error(fmt::format("{} requests/s for {} s are {:.0f} requests, more than the {:.0f} a run holds",
                                m_spec.rateRps, durationS, requests, kMaxRequests),
                    pointer + "/rate");
    const infer::ServingConfig config = servingConfigOf(m_spec, gpuId);
    const infer::WorkloadConfig workload = servingWorkloadOf(m_spec, std::max(1, int(requests)));
    try {
        m_engine = std::make_unique<infer::ServingCluster>(m_sim, config, infer::generateRequests(workload, seed));
    } catch (const Error& e) {
        throw Error(e.message(), pointer + (e.path().empty() ? std::string() : "/" + e.path()));
    }
    m_gpus.resize(std::size_t(m_spec.replicas));
    m_busyAt.assign(std::size_t(m_spec.replicas), 0.0);
    m_busyReadAt.assign(std::size_t(m_spec.replicas), 0.0);
    m_engine->requestFinished.connect([this](int request, double time) {
        const infer::ServedRequest& r = m_engine->requests()[std::size_t(request)];
        m_finished.push_back({time, r.ttft(), r.meanInterTokenS()});
    });
}

void InferenceService::start()
{
    m_engine->start();
    // Until the scheduler places them, no replica serves.
    for (int r = 0; r < m_spec.replicas; ++r)
        m_engine->failReplica(r);
}

void InferenceService::replicaPlaced(int replica, std::vector<int> gpus)
{
    m_gpus.at(std::size_t(replica)) = std::move(gpus);
    m_engine->recoverReplica(replica);
}

void InferenceService::replicaLost(int replica)
{
    m_gpus.at(std::size_t(replica)).clear();
    m_engine->failReplica(replica);
}

std::vector<double> InferenceService::replicaActivities(double now)
{
    const infer::ClusterSnapshot snapshot = m_engine->snapshot();
    std::vector<double> shares(std::size_t(m_spec.replicas), 0.0);
    for (const infer::ReplicaSnapshot& replica : snapshot.replicas) {
        const std::size_t r = std::size_t(replica.index);
        if (r >= shares.size())
            continue;
        const double interval = now - m_busyReadAt[r];
        if (interval > 0 && !m_gpus[r].empty())
            shares[r] = std::clamp((replica.busySeconds - m_busyAt[r]) / interval, 0.0, 1.0);
        m_busyAt[r] = replica.busySeconds;
        m_busyReadAt[r] = now;
    }
    return shares;
}

int InferenceService::queueDepth() const
{
    const infer::ClusterSnapshot snapshot = m_engine->snapshot();
    int waiting = snapshot.routingQueue;
    for (const infer::ReplicaSnapshot& replica : snapshot.replicas)
        waiting += replica.waiting;
    return waiting;
}

double InferenceService::kvCacheUsage() const
{
    const infer::ClusterSnapshot snapshot = m_engine->snapshot();
    double sum = 0;
    int ready = 0;
    for (const infer::ReplicaSnapshot& replica : snapshot.replicas) {
        if (replica.state != infer::ReplicaState::Ready)
            continue;
        sum += replica.kvUsage;
        ++ready;
    }
    return ready > 0 ? sum / ready : 0.0;
}

int InferenceService::replicasReady() const
{
    const infer::ClusterSnapshot snapshot = m_engine->snapshot();
    return int(std::count_if(snapshot.replicas.begin(), snapshot.replicas.end(),
                             [](const auto& r) { return r.state == infer::ReplicaState::Ready; }));
}

InferenceService::Window InferenceService::recent(double now, double windowS)
{
    while (!m_finished.empty() && m_finished.front().time < now - windowS)
        m_finished.pop_front();
    Window w;
    w.finished = int(m_finished.size());
    std::vector<double> ttft, tpot;
    for (const Finished& f : m_finished) {
        ttft.push_back(f.ttft);
        tpot.push_back(f.tpot);
    }
    w.ttftP50S = percentileOf(ttft, 0.50);
    w.ttftP95S = percentileOf(ttft, 0.95);
    w.tpotP95S = percentileOf(tpot, 0.95);
    return w;
}

nlohmann::json InferenceService::summary() const
{
    const infer::ServingMetrics m = m_engine->metrics();
    const infer::ClusterSnapshot snapshot = m_engine->snapshot();
    return {{"name", m_spec.name},
            {"model", m_spec.modelId},
            {"replicas", m_spec.replicas},
            {"ratePerSecond", m_spec.rateRps},
            {"arrived", snapshot.arrived},
            {"completed", m.completed},
            {"inSystem", snapshot.inSystem},
            {"ttftMs", {{"p50", 1e3 * m.ttft.median}, {"p95", 1e3 * m.ttft.p95}, {"p99", 1e3 * m.ttft.p99}}},
            {"tpotMs", {{"p50", 1e3 * m.tpot.median}, {"p95", 1e3 * m.tpot.p95}, {"p99", 1e3 * m.tpot.p99}}},
            {"goodput", m.goodput},
            {"requestThroughput", m.requestThroughput}};
}

} // namespace ailab::core::cluster
