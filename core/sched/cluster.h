#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// The cluster the scheduler places jobs on (docs/models.md, "GPU scheduling"): nodes with
// GPUs of one type, CPU and memory, a leaf switch each; a node's GPUs are shared in
// milli-GPU fractions (as Alibaba's GPU sharing in the openb trace) or, on a MIG node, in
// MIG compute slices. Capacities are state: a node goes down and comes back while a run goes
// on, and every change bumps the node's version so that caches (fragmentation) refresh.
namespace ailab::core::sched {

inline constexpr int kMilliPerGpu = 1000;
// A100/H100 MIG: 7 compute slices per GPU (NVIDIA Multi-Instance GPU User Guide, "Supported
// MIG Profiles": 1g, 2g, 3g, 4g and 7g instances).
inline constexpr int kMigSlicesPerGpu = 7;
inline constexpr int kMaxGpusPerNode = 16;

enum class MigProfile : std::uint8_t { None, OneG, TwoG, ThreeG, FourG, SevenG };

// Compute slices of a profile (1, 2, 3, 4, 7; 0 for None).
int migSlices(MigProfile profile);
// "1g", "2g", "3g", "4g", "7g" ("" for None); the parse throws core::Error naming `field`.
std::string migProfileId(MigProfile profile);
MigProfile parseMigProfile(std::string_view text, const std::string& field);
// The catalogue GPUs that support MIG (A100, H100, H200).
bool supportsMig(std::string_view gpuType);

struct NodeSpec
{
    std::string name;
    std::string gpuType; // a catalogue id ("h100-sxm") or a trace's model ("V100M16")
    int gpus = 0;        // 0 to kMaxGpusPerNode
    std::int64_t cpuMilli = 0;
    std::int64_t memoryMiB = 0;
    int leaf = 0;     // the leaf switch the node hangs off (its NVLink domain is the node)
    bool mig = false; // the GPUs are partitioned into MIG slices
};

// The GPUs, CPU and memory one worker holds on one node.
struct WorkerAlloc
{
    int node = -1;
    std::int64_t cpuMilli = 0;
    std::int64_t memoryMiB = 0;
    int unitsPerGpu = 0; // milli-GPU, or MIG slices on a MIG node, taken from each GPU
    int gpuCount = 0;
    std::array<std::uint8_t, kMaxGpusPerNode> gpus{};

    std::span<const std::uint8_t> gpuIndices() const
    {
        return {gpus.data(), std::size_t(gpuCount)};
    }
};

struct NodeState
{
    std::int64_t freeCpuMilli = 0;
    std::int64_t freeMemoryMiB = 0;
    int wholeIdleGpus = 0;      // GPUs with nothing allocated
    std::int64_t freeUnits = 0; // idle units over the node's GPUs
    bool up = true;
    std::uint32_t version = 0; // bumped on every change
};

class Cluster
{
public:
    // Throws core::Error naming "/nodes/<i>/<field>" for an empty or duplicate name, GPUs
    // outside 0..16, CPU or memory below zero, MIG on a GPU without it.
    explicit Cluster(std::vector<NodeSpec> nodes);

    int nodeCount() const { return int(m_specs.size()); }
    const NodeSpec& spec(int node) const { return m_specs[std::size_t(node)]; }
    const NodeState& state(int node) const { return m_state[std::size_t(node)]; }
    // Units of one GPU of the node: 1000 milli-GPU, or 7 MIG slices.
    int unitsPerGpu(int node) const { return spec(node).mig ? kMigSlicesPerGpu : kMilliPerGpu; }
    // Idle units of each GPU of the node.
    std::span<const int> gpuFree(int node) const;
    // The interned GPU type of the node (0 for the first type seen) and the type names.
    int typeIndex(int node) const { return m_typeOfNode[std::size_t(node)]; }
    const std::vector<std::string>& typeNames() const { return m_typeNames; }
    // The bit of each named type (unknown names have none); an empty list allows every type.
    std::uint64_t typeMask(const std::vector<std::string>& types) const;
    int leafCount() const { return m_leafCount; }

    int totalGpus() const { return m_totalGpus; }
    // GPUs on nodes that are up.
    int upGpus() const { return m_upGpus; }
    // Allocated share in GPUs (a 0.5 GPU fraction counts 0.5), over every node.
    double allocatedGpus() const;
    // Idle share in GPUs of the node.
    double idleGpus(int node) const { return double(state(node).freeUnits) / unitsPerGpu(node); }

    void allocate(const WorkerAlloc& alloc);
    void release(const WorkerAlloc& alloc);
    // A node going down keeps its allocations until the scheduler releases them.
    void setUp(int node, bool up);

private:
    std::vector<NodeSpec> m_specs;
    std::vector<NodeState> m_state;
    std::vector<int> m_gpuFree;
    std::vector<std::uint32_t> m_gpuOffset;
    std::vector<int> m_typeOfNode;
    std::vector<std::string> m_typeNames;
    std::int64_t m_allocatedMilli = 0; // allocated share in milli-GPU over all nodes
    int m_totalGpus = 0;
    int m_upGpus = 0;
    int m_leafCount = 0;
};

} // namespace ailab::core::sched
