#pragma once

#include "core/sched/cluster.h"
#include "core/sched/fragmentation.h"
#include "core/sched/job.h"

#include <compare>
#include <map>
#include <span>
#include <string>
#include <vector>

// Placement policies (docs/models.md, "GPU scheduling"): each filters the nodes a worker
// can run on and scores the rest, as kube-scheduler's filter and score plugins do; a gang
// is placed worker by worker inside one domain (a node, a leaf, the cluster) and either
// every worker fits or none is placed.
namespace ailab::core::sched {

enum class Policy : std::uint8_t { FirstFit, BestFit, Packing, Spread, Topology, Fgd };
// "first-fit", "best-fit", "packing", "spread", "topology", "fgd".
std::string policyId(Policy policy);
Policy parsePolicy(const std::string& text, const std::string& field);

// Why a node cannot take a worker, or Fits.
enum class Verdict : std::uint8_t { Fits, Down, GpuType, MigMode, Cpu, Memory, Gpus, Domain };
// "fits", "node down", "GPU type", "MIG mode", "CPU", "memory", "GPUs", "outside domain".
std::string verdictId(Verdict verdict);

// One node in the "why this node" record: the filter it failed, or its score (higher wins).
struct NodeVerdict
{
    int node = -1;
    Verdict verdict = Verdict::Fits;
    double score = 0;
};

// One placement decision: the first worker's view of every node, the domain tried last
// (a node or a leaf index, -1 for the whole cluster), and the workers' allocations.
struct Decision
{
    bool placed = false;
    Locality domainKind = Locality::None;
    int domain = -1;
    std::vector<NodeVerdict> nodes;
    std::vector<WorkerAlloc> workers;
};

class Placer
{
public:
    // `fragmentation` is needed by the FGD policy (and ignored by the others).
    Placer(Cluster& cluster, Policy policy, FragmentationIndex* fragmentation = nullptr);
    Placer(const Placer&) = delete;
    Placer& operator=(const Placer&) = delete;

    Policy policy() const { return m_policy; }
    // The order nodes are tried in; equal scores go to the first in it (default: index order).
    void setNodeOrder(std::vector<int> order);

    // Places every worker or none. On success the allocations are applied to the cluster and
    // written to `out`. `record`, when given, receives the decision.
    bool place(const JobDemand& demand, std::vector<WorkerAlloc>& out, Decision* record = nullptr);

    // Whether one worker of `demand` fits on the node as it is.
    Verdict check(int node, const JobDemand& demand) const;
    // The worker's allocation on the node under this policy, and its score.
    double score(int node, const JobDemand& demand, WorkerAlloc& alloc);

    // How many workers of `demand` the node could hold as it is.
    int capacity(int node, const JobDemand& demand) const;

private:
    // The demand's fields that a node's verdict and score depend on.
    struct DemandKey
    {
        int gpusPerWorker = 0;
        int gpuMilli = 0;
        int mig = 0;
        std::int64_t cpuMilli = 0;
        std::int64_t memoryMiB = 0;
        std::uint64_t typeMask = 0;
        friend auto operator<=>(const DemandKey&, const DemandKey&) = default;
    };
    // Each node's score for one demand (-infinity: it does not fit) and the node's version
    // it was computed at.
    struct CachedScore
    {
        double score = 0;
        std::uint32_t version = 0;
    };
    struct ScoreCache
    {
        std::vector<CachedScore> nodes; // by node index
    };
    static constexpr std::uint32_t kNeverScored = ~std::uint32_t{0};
    static constexpr std::size_t kMaxCachedDemands = 256;

    ScoreCache& cacheFor(const JobDemand& demand);
    bool placeCached(const JobDemand& demand, std::span<const int> nodes,
                     std::vector<WorkerAlloc>& out);
    bool mayFit(const JobDemand& demand) const;
    bool placeIn(const JobDemand& d, std::span<const int> nodes, std::vector<WorkerAlloc>& out,
                 Decision* record);
    void rollBack(std::vector<WorkerAlloc>& out, std::size_t keep);
    std::vector<int> domainOrder(const JobDemand& d, Locality kind);

    Cluster& m_cluster;
    Policy m_policy;
    FragmentationIndex* m_fragmentation;
    std::vector<int> m_order;
    std::vector<std::vector<int>> m_leafNodes; // in node order
    std::vector<int> m_domain;                 // scratch of placeIn and place
    std::vector<char> m_fits;
    std::vector<double> m_scores;
    std::vector<WorkerAlloc> m_allocs;
    std::map<DemandKey, ScoreCache> m_caches;
    DemandKey m_lastKey;
    ScoreCache* m_lastCache = nullptr;
};

} // namespace ailab::core::sched
