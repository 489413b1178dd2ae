#include "core/sched/cluster.h"

#include "core/error.h"

#include <algorithm>
#include <set>

namespace ailab::core::sched {

int migSlices(MigProfile profile)
{
    switch (profile) {
    case MigProfile::None:
        return 0;
    case MigProfile::OneG:
        return 1;
    case MigProfile::TwoG:
        return 2;
    case MigProfile::ThreeG:
        return 3;
    case MigProfile::FourG:
        return 4;
    case MigProfile::SevenG:
        return 7;
    }
    return 0;
}

std::string migProfileId(MigProfile profile)
{
    return profile == MigProfile::None ? std::string() : std::to_string(migSlices(profile)) + "g";
}

MigProfile parseMigProfile(std::string_view text, const std::string& field)
{
    for (MigProfile p : {MigProfile::None, MigProfile::OneG, MigProfile::TwoG, MigProfile::ThreeG,
                         MigProfile::FourG, MigProfile::SevenG}) {
        if (migProfileId(p) == text)
            return p;
    }
    throw Error("expected a MIG profile 1g, 2g, 3g, 4g or 7g, got \"" + std::string(text) + "\"",
                field);
}

bool supportsMig(std::string_view gpuType)
{
    return gpuType.starts_with("a100") || gpuType.starts_with("h100") ||
           gpuType.starts_with("h200");
}

Cluster::Cluster(std::vector<NodeSpec> nodes)
    : m_specs(std::move(nodes))
{
    std::set<std::string, std::less<>> names;
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const NodeSpec& n = m_specs[i];
        const std::string at = "/nodes/" + std::to_string(i);
        if (n.name.empty())
            throw Error("a node needs a name", at + "/name");
        if (!names.insert(n.name).second)
            throw Error("the node name \"" + n.name + "\" is used twice", at + "/name");
        if (n.gpus < 0 || n.gpus > kMaxGpusPerNode)
            throw Error("expected 0 to 16 GPUs, got " + std::to_string(n.gpus), at + "/gpus");
        if (n.cpuMilli < 0)
            throw Error("the CPU cannot be negative", at + "/cpuMilli");
        if (n.memoryMiB < 0)
            throw Error("the memory cannot be negative", at + "/memoryMiB");
        if (n.leaf < 0)
            throw Error("the leaf cannot be negative", at + "/leaf");
        if (n.mig && !supportsMig(n.gpuType))
            throw Error("MIG needs an A100, H100 or H200 GPU, not \"" + n.gpuType + "\"",
                        at + "/mig");
        const auto type = std::find(m_typeNames.begin(), m_typeNames.end(), n.gpuType);
        m_typeOfNode.push_back(int(type - m_typeNames.begin()));
        if (type == m_typeNames.end())
            m_typeNames.push_back(n.gpuType);
        m_gpuOffset.push_back(std::uint32_t(m_gpuFree.size()));
        const int units = n.mig ? kMigSlicesPerGpu : kMilliPerGpu;
        m_gpuFree.insert(m_gpuFree.end(), std::size_t(n.gpus), units);
        m_state.push_back({.freeCpuMilli = n.cpuMilli,
                           .freeMemoryMiB = n.memoryMiB,
                           .wholeIdleGpus = n.gpus,
                           .freeUnits = std::int64_t(n.gpus) * units});
        m_totalGpus += n.gpus;
        m_leafCount = std::max(m_leafCount, n.leaf + 1);
    }
    if (m_typeNames.size() > 64)
        throw Error("at most 64 GPU types, got " + std::to_string(m_typeNames.size()), "/nodes");
    m_upGpus = m_totalGpus;
}

std::span<const int> Cluster::gpuFree(int node) const
{
    return {m_gpuFree.data() + m_gpuOffset[std::size_t(node)], std::size_t(spec(node).gpus)};
}

std::uint64_t Cluster::typeMask(const std::vector<std::string>& types) const
{
    if (types.empty())
        return ~std::uint64_t{0};
    std::uint64_t mask = 0;
    for (const std::string& t : types) {
        const auto it = std::find(m_typeNames.begin(), m_typeNames.end(), t);
        if (it != m_typeNames.end())
            mask |= std::uint64_t{1} << (it - m_typeNames.begin());
    }
    return mask;
}

double Cluster::allocatedGpus() const
{
    return double(m_allocatedMilli) / kMilliPerGpu;
}

void Cluster::allocate(const WorkerAlloc& a)
{
    NodeState& s = m_state[std::size_t(a.node)];
    int* free = m_gpuFree.data() + m_gpuOffset[std::size_t(a.node)];
    const int full = unitsPerGpu(a.node);
    s.freeCpuMilli -= a.cpuMilli;
    s.freeMemoryMiB -= a.memoryMiB;
    for (const std::uint8_t g : a.gpuIndices()) {
        if (free[g] == full)
            --s.wholeIdleGpus;
        free[g] -= a.unitsPerGpu;
        s.freeUnits -= a.unitsPerGpu;
    }
    m_allocatedMilli += std::int64_t(a.gpuCount) * a.unitsPerGpu * kMilliPerGpu / full;
    ++s.version;
}

void Cluster::release(const WorkerAlloc& a)
{
    NodeState& s = m_state[std::size_t(a.node)];
    int* free = m_gpuFree.data() + m_gpuOffset[std::size_t(a.node)];
    const int full = unitsPerGpu(a.node);
    s.freeCpuMilli += a.cpuMilli;
    s.freeMemoryMiB += a.memoryMiB;
    for (const std::uint8_t g : a.gpuIndices()) {
        free[g] += a.unitsPerGpu;
        s.freeUnits += a.unitsPerGpu;
        if (free[g] == full)
            ++s.wholeIdleGpus;
    }
    m_allocatedMilli -= std::int64_t(a.gpuCount) * a.unitsPerGpu * kMilliPerGpu / full;
    ++s.version;
}

void Cluster::setUp(int node, bool up)
{
    NodeState& s = m_state[std::size_t(node)];
    if (s.up == up)
        return;
    s.up = up;
    m_upGpus += up ? spec(node).gpus : -spec(node).gpus;
    ++s.version;
}

} // namespace ailab::core::sched
