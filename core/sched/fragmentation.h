#pragma once

#include "core/sched/cluster.h"
#include "core/sched/job.h"

#include <array>
#include <cstdint>
#include <span>
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

// FGD's score of a placement that changes the node's F_n(M) by `deltaMilli` milli-GPU:
// floor(100 / (1 + e^(delta / 1000))), an integer from 0 to 100, 50 for no change. The
// artefact of the FGD paper is a kube-scheduler score plugin, whose scores are integers up
// to MaxNodeScore (100): it maps the reduction of F in GPUs through a sigmoid and truncates
// (kubernetes-scheduler-simulator, pkg/simulator/plugin/fgd_score.go). Placements whose
// growths of F differ by less than about 0.04 GPU therefore tie, and a tie goes to the first
// node (kube-scheduler picks the smallest node name): the paper's allocation figures come
// from this rule, not from the exact minimum of F's growth (docs/models.md, "GPU scheduling").
int fgdScore(double deltaMilli);

// The fragmentation of every node of a cluster, kept current as the cluster changes. Nodes
// in the same state (type, idle CPU, multiset of idle GPU shares) have the same
// fragmentation, so states are interned and each is measured once; a placement changes one
// node's state. FGD's choice for a task spec is remembered per state, so FGD scores a node in
// the same state as another at no cost. F is kept as an integer (weights in units of 1e-9
// times milli-GPU), so that a placement that leaves every task's fragment unchanged grows F
// by exactly zero and scores exactly 50.
class FragmentationIndex
{
public:
    FragmentationIndex(const Cluster& cluster, std::vector<TypicalJob> typical);

    const std::vector<TypicalJob>& typical() const { return m_typical; }
    // F_n(M) of the node as it is now, in milli-GPU (0 for a node that is down).
    double nodeMilli(int node);
    // Sum over the nodes that are up, in milli-GPU.
    double clusterMilli();

    // FGD's choice for one worker that takes `cpuMilli` and `gpuCount` GPUs with `units` each
    // (whole GPUs: the node's units per GPU): the best score over the GPUs it could take, the
    // growth of F there, and for a fraction the idle shares (milli-GPU) of the GPUs that reach
    // that score; the artefact takes the first such GPU by index.
    struct Choice
    {
        int score = 0;
        double deltaMilli = 0;
        int shareCount = 0; // 0 for whole GPUs or none
        std::array<std::int16_t, kMaxGpusPerNode> shares{};

        bool takes(int shareMilli) const;
    };
    const Choice& bestChoice(int node, std::int64_t cpuMilli, int units, int gpuCount);

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
    static std::uint64_t hashOf(const Key& key);
    Key keyOf(int node) const;
    std::uint32_t intern(const Key& key);
    std::uint32_t stateOf(int node);
    std::uint32_t specOf(std::int64_t cpu, int units, int gpuCount, int unitsPerGpu);
    std::int64_t fragmentationOf(const Key& key) const;
    void growStates();
    void growChoices();

    const Cluster& m_cluster;
    std::vector<TypicalJob> m_typical;
    std::vector<std::int64_t> m_weightNano; // p_m in units of 1e-9
    // States and choices live in open-addressed tables (slot: index + 1, 0 empty, at most
    // half full): a placement adds a few of each, and node-based maps spent more time in the
    // allocator than in the fragmentation itself.
    std::vector<Key> m_keys;
    std::vector<std::uint64_t> m_keyHashes;
    std::vector<std::uint32_t> m_stateSlots;
    std::vector<std::int64_t> m_stateFrag; // F in units of 1e-9 milli-GPU
    std::vector<std::uint32_t> m_nodeState;
    std::vector<std::uint32_t> m_nodeVersion;
    std::vector<std::uint64_t> m_specKeys;
    std::vector<Choice> m_choices;
    std::vector<std::uint64_t> m_choiceKeys; // (spec, state)
    std::vector<std::uint32_t> m_choiceSlots;
    std::uint64_t m_lastSpecKey = ~std::uint64_t{0};
    std::uint32_t m_lastSpec = ~std::uint32_t{0};
    std::vector<int> m_scratch;
};

} // namespace ailab::core::sched
