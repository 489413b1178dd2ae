#pragma once

#include "core/sched/cluster.h"
#include "core/sched/job.h"

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

// GPU fragmentation as Weng et al. define it (USENIX ATC'23, "Beware of Fragmentation",
// section 3; the kubernetes-scheduler-simulator's frag measure): from the view of one task m,
// a node's idle GPU share is a fragment when m cannot run there (CPU short, GPU type not
// allowed, not enough GPUs with m's share idle) or m needs no GPU; when m can run, the
// fragments are the GPUs whose idle share is below m's per-GPU share. A node's
// fragmentation against the typical workload M is F_n(M) = sum_m p_m F_n(m); the cluster's
// is the sum over its nodes that are up.
namespace ailab::core::sched {

// One of the typical task specs and its share p_m of the workload.
struct TypicalJob
{
    std::int64_t cpuMilli = 0;
    int gpuMilli = 0; // per GPU, 1000 for whole GPUs; 0 for a CPU-only task
    int gpuCount = 0;
    std::uint64_t typeMask = ~std::uint64_t{0};
    double weight = 0; // p_m, the weights sum to 1
};

// The most common (CPU, GPU share, GPU count, GPU types) specs of the workers of `jobs`,
// most common first, until they cover `coverage` of them (FGD's typical pods, 95 %), CPU-only
// tasks included; weights renormalised over the chosen specs.
std::vector<TypicalJob> typicalJobs(std::span<const JobSpec> jobs, const Cluster& cluster,
                                    double coverage = 0.95);

// F_n(m) in milli-GPU of a node with `freeCpuMilli` and `gpuFreeMilli` idle on each GPU.
double taskFragmentationMilli(std::int64_t freeCpuMilli, std::span<const int> gpuFreeMilli,
                              int typeIndex, const TypicalJob& task);
// F_n(M) in milli-GPU.
double nodeFragmentationMilli(std::int64_t freeCpuMilli, std::span<const int> gpuFreeMilli,
                              int typeIndex, std::span<const TypicalJob> typical);

// The fragmentation of every node of a cluster, kept current as the cluster changes. Nodes
// in the same state (type, idle CPU, multiset of idle GPU shares) have the same
// fragmentation, so states are interned and each is measured once; a placement changes one
// node's state. The best GPU for a fraction and the growth of F it causes are remembered per
// state and task spec, so FGD scores a node in the same state as another at no cost.
class FragmentationIndex
{
public:
    FragmentationIndex(const Cluster& cluster, std::vector<TypicalJob> typical);

    const std::vector<TypicalJob>& typical() const { return m_typical; }
    // F_n(M) of the node as it is now, in milli-GPU (0 for a node that is down).
    double nodeMilli(int node);
    // Sum over the nodes that are up, in milli-GPU.
    double clusterMilli();

    // The smallest growth of the node's fragmentation by one worker that takes `cpuMilli`
    // and `gpuCount` GPUs with `units` each (whole GPUs: the node's units per GPU), and the
    // idle share, in milli-GPU, of the GPU to take for a fraction (-1 for whole GPUs or none).
    struct Choice
    {
        double deltaMilli = 0;
        int gpuFreeMilli = -1;
    };
    Choice bestChoice(int node, std::int64_t cpuMilli, int units, int gpuCount);

    std::size_t stateCount() const { return m_stateFrag.size(); }

private:
    struct Key
    {
        std::int64_t cpu = 0;
        std::int32_t type = 0;
        std::int32_t gpus = 0;
        std::array<std::int16_t, kMaxGpusPerNode> free{};
        friend bool operator==(const Key&, const Key&) = default;
    };
    struct KeyHash
    {
        std::size_t operator()(const Key& k) const;
    };
    struct Memo
    {
        double deltaMilli = 0;
        std::int32_t freeMilli = -1;
        bool known = false;
    };
    Key keyOf(int node) const;
    std::uint32_t intern(Key key);
    std::uint32_t stateOf(int node);
    std::uint32_t specOf(std::int64_t cpu, int units, int gpuCount, int unitsPerGpu);

    const Cluster& m_cluster;
    std::vector<TypicalJob> m_typical;
    std::unordered_map<Key, std::uint32_t, KeyHash> m_ids;
    std::vector<Key> m_keys;
    std::vector<double> m_stateFrag;
    std::vector<std::uint32_t> m_nodeState;
    std::vector<std::uint32_t> m_nodeVersion;
    std::unordered_map<std::uint64_t, std::uint32_t> m_specIds;
    std::vector<std::vector<Memo>> m_memo; // [spec][state]
    std::uint64_t m_lastSpecKey = ~std::uint64_t{0};
    std::uint32_t m_lastSpec = ~std::uint32_t{0};
    std::vector<int> m_scratch;
};

} // namespace ailab::core::sched
