#pragma once

#include "core/cluster/cluster_spec.h"
#include "core/infer/serving_cluster.h"
#include "core/infer/workload.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <vector>

namespace ailab::core::sim {
class Simulation;
}

// An inference service of the cluster twin (docs/models.md, "Cluster twin", services): its
// replicas are core/infer's serving engine on the twin's Simulation, each placed by the
// twin's scheduler on `tp` GPUs of one server; a replica whose server fails stops (its
// requests go to the others, or wait), and one placed again loads its weights before it
// serves. The service's requests arrive over the whole run at the spec's rate.
namespace ailab::core::cluster {

// A service's serving engine (core/infer) as the twin runs it: its replicas of `spec.tp` GPUs
// of `gpuId` with the service's SLOs; and its workload of `requests` at the service's rate and
// token counts (0: the conversation distribution). A design's review runs the same.
infer::ServingConfig servingConfigOf(const ServiceSpec& spec, const std::string& gpuId);
infer::WorkloadConfig servingWorkloadOf(const ServiceSpec& spec, int requests);

class InferenceService
{
public:
    // Throws core::Error naming `pointer` when the model does not fit `tp` GPUs or the run
    // asks for too many requests.
    InferenceService(sim::Simulation& simulation, ServiceSpec spec, const std::string& gpuId,
                     double durationS, std::uint64_t seed, const std::string& pointer);
    InferenceService(const InferenceService&) = delete;
    InferenceService& operator=(const InferenceService&) = delete;

    const ServiceSpec& spec() const { return m_spec; }
    infer::ServingCluster& engine() { return *m_engine; }
    const infer::ServingCluster& engine() const { return *m_engine; }

    // Requests start arriving; every replica waits to be placed.
    void start();
    // The scheduler placed replica `r` on these GPUs (twin GPU indices): it loads, then serves.
    void replicaPlaced(int replica, std::vector<int> gpus);
    // Replica `r`'s server failed.
    void replicaLost(int replica);
    const std::vector<int>& replicaGpus(int replica) const { return m_gpus.at(std::size_t(replica)); }

    // Per replica, the share of the time since the last call it computed (power follows it);
    // 0 for a replica that is not placed.
    std::vector<double> replicaActivities(double now);
    // Requests waiting for a replica or in a replica's queue, and the mean KV-cache use of
    // the ready replicas (0 to 1), now.
    int queueDepth() const;
    double kvCacheUsage() const;
    int replicasReady() const;

    // Telemetry over the requests finished in the last `window` seconds.
    struct Window
    {
        double ttftP50S = 0, ttftP95S = 0, tpotP95S = 0;
        int finished = 0;
    };
    Window recent(double now, double windowS);

    nlohmann::json summary() const;

private:
    sim::Simulation& m_sim;
    ServiceSpec m_spec;
    std::unique_ptr<infer::ServingCluster> m_engine;
    std::vector<std::vector<int>> m_gpus;
    std::vector<double> m_busyAt;     // per replica, busy seconds at the last activity read
    std::vector<double> m_busyReadAt; // and when it was read
    struct Finished
    {
        double time, ttft, tpot;
    };
    std::deque<Finished> m_finished;
};

} // namespace ailab::core::cluster
