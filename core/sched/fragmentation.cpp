#include "core/sched/fragmentation.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace ailab::core::sched {

std::vector<TypicalJob> typicalJobs(std::span<const JobSpec> jobs, const Cluster& cluster,
                                    double coverage)
{
    // Key: CPU, GPU share per GPU, GPU count, allowed types.
    using SpecKey = std::tuple<std::int64_t, int, int, std::uint64_t>;
    std::map<SpecKey, double> count;
    double total = 0;
    for (const JobSpec& j : jobs) {
        int milli = j.gpusPerWorker == 0 ? 0 : j.gpuMilli;
        if (j.mig != MigProfile::None)
            milli = migSlices(j.mig) * kMilliPerGpu / kMigSlicesPerGpu;
        count[{j.cpuMilliPerWorker, milli, j.gpusPerWorker, cluster.typeMask(j.gpuTypes)}] +=
            j.workers;
        total += j.workers;
    }
    std::vector<std::pair<SpecKey, double>> sorted(count.begin(), count.end());
    // Most common first; equal counts in key order, so the choice is deterministic.
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    std::vector<TypicalJob> out;
    double covered = 0;
    for (const auto& [key, n] : sorted) {
        if (covered >= coverage * total)
            break;
        out.push_back({.cpuMilli = std::get<0>(key),
                       .gpuMilli = std::get<1>(key),
                       .gpuCount = std::get<2>(key),
                       .typeMask = std::get<3>(key),
                       .weight = n});
        covered += n;
    }
    for (TypicalJob& t : out)
        t.weight /= covered;
    return out;
}

double taskFragmentationMilli(std::int64_t freeCpu, std::span<const int> free, int typeIndex,
                              const TypicalJob& m)
{
    double idle = 0;
    for (const int f : free)
        idle += f;
    if (m.gpuCount == 0 || ((m.typeMask >> typeIndex) & 1U) == 0 || freeCpu < m.cpuMilli)
        return idle;
    int fitting = 0;
    double small = 0;
    for (const int f : free) {
        if (f >= m.gpuMilli)
            ++fitting;
        else
            small += f;
    }
    return fitting >= m.gpuCount ? small : idle;
}

double nodeFragmentationMilli(std::int64_t freeCpu, std::span<const int> free, int typeIndex,
                              std::span<const TypicalJob> typical)
{
    double f = 0;
    for (const TypicalJob& m : typical)
        f += m.weight * taskFragmentationMilli(freeCpu, free, typeIndex, m);
    return f;
}

std::size_t FragmentationIndex::KeyHash::operator()(const Key& k) const
{
    std::uint64_t h = std::uint64_t(k.cpu) * 0x9e3779b97f4a7c15ULL ^ std::uint64_t(k.type) << 48 ^
                      std::uint64_t(k.gpus) << 40;
    for (int i = 0; i < k.gpus; ++i)
        h = (h ^ std::uint64_t(std::uint16_t(k.free[std::size_t(i)]))) * 0x100000001b3ULL;
    return std::size_t(h ^ (h >> 29));
}

FragmentationIndex::FragmentationIndex(const Cluster& cluster, std::vector<TypicalJob> typical)
    : m_cluster(cluster)
    , m_typical(std::move(typical))
    , m_nodeState(std::size_t(cluster.nodeCount()), 0)
    , m_nodeVersion(std::size_t(cluster.nodeCount()), ~std::uint32_t{0})
{
    m_scratch.reserve(kMaxGpusPerNode);
}

FragmentationIndex::Key FragmentationIndex::keyOf(int node) const
{
    Key k;
    const NodeState& s = m_cluster.state(node);
    k.cpu = s.up ? s.freeCpuMilli : -1;
    k.type = m_cluster.typeIndex(node);
    const auto free = m_cluster.gpuFree(node);
    k.gpus = int(free.size());
    // Idle share in milli-GPU, so that MIG slices and fractions measure alike.
    const int units = m_cluster.unitsPerGpu(node);
    for (std::size_t i = 0; i < free.size(); ++i)
        k.free[i] = std::int16_t(free[i] * kMilliPerGpu / units);
    std::sort(k.free.begin(), k.free.begin() + k.gpus);
    return k;
}

std::uint32_t FragmentationIndex::intern(Key key)
{
    const auto [it, added] = m_ids.emplace(key, std::uint32_t(m_keys.size()));
    if (added) {
        m_keys.push_back(key);
        double f = 0;
        if (key.cpu >= 0) { // a node that is down has no fragments: its GPUs are not there
            m_scratch.assign(key.free.begin(), key.free.begin() + key.gpus);
            f = nodeFragmentationMilli(key.cpu, m_scratch, key.type, m_typical);
        }
        m_stateFrag.push_back(f);
    }
    return it->second;
}

std::uint32_t FragmentationIndex::stateOf(int node)
{
    const std::size_t n = std::size_t(node);
    if (m_nodeVersion[n] != m_cluster.state(node).version) {
        m_nodeState[n] = intern(keyOf(node));
        m_nodeVersion[n] = m_cluster.state(node).version;
    }
    return m_nodeState[n];
}

double FragmentationIndex::nodeMilli(int node)
{
    return m_stateFrag[stateOf(node)];
}

double FragmentationIndex::clusterMilli()
{
    double f = 0;
    for (int n = 0; n < m_cluster.nodeCount(); ++n)
        f += nodeMilli(n);
    return f;
}

std::uint32_t FragmentationIndex::specOf(std::int64_t cpu, int units, int gpuCount, int unitsPerGpu)
{
    const std::uint64_t key = std::uint64_t(cpu) << 24 ^ std::uint64_t(units) << 8 ^
                              std::uint64_t(gpuCount) << 3 ^ std::uint64_t(unitsPerGpu == 7);
    // One placement asks for the same spec on every node: remember the last one.
    if (key == m_lastSpecKey && m_lastSpec < m_memo.size())
        return m_lastSpec;
    const auto [it, added] = m_specIds.emplace(key, std::uint32_t(m_memo.size()));
    if (added)
        m_memo.emplace_back();
    m_lastSpecKey = key;
    m_lastSpec = it->second;
    return it->second;
}

FragmentationIndex::Choice FragmentationIndex::bestChoice(int node, std::int64_t cpu, int units,
                                                          int gpuCount)
{
    const int unitsPerGpu = m_cluster.unitsPerGpu(node);
    const std::uint32_t state = stateOf(node);
    std::vector<Memo>& memo = m_memo[specOf(cpu, units, gpuCount, unitsPerGpu)];
    if (memo.size() <= state)
        memo.resize(m_keys.size());
    Memo& entry = memo[state];
    if (entry.known)
        return {entry.deltaMilli, entry.freeMilli};

    const Key before = m_keys[state];
    const double fBefore = m_stateFrag[state];
    const int milli = units * kMilliPerGpu / unitsPerGpu;
    Choice best{1e300, -1};
    const auto after = [&](int takeFrom) {
        // The state with `gpuCount` GPUs of idle share `takeFrom` reduced by `milli`.
        Key k = before;
        k.cpu -= cpu;
        int left = gpuCount;
        for (int i = k.gpus - 1; i >= 0 && left > 0; --i) {
            if (k.free[std::size_t(i)] == takeFrom) {
                k.free[std::size_t(i)] = std::int16_t(takeFrom - milli);
                --left;
            }
        }
        std::sort(k.free.begin(), k.free.begin() + k.gpus);
        return m_stateFrag[intern(k)] - fBefore;
    };
    if (gpuCount == 0) {
        best = {after(-1), -1};
    } else if (gpuCount > 1 || milli == kMilliPerGpu) {
        best = {after(kMilliPerGpu), -1};
    } else {
        // One fraction: each distinct idle share that fits is one candidate GPU.
        int previous = -1;
        for (int i = 0; i < before.gpus; ++i) {
            const int f = before.free[std::size_t(i)];
            if (f < milli || f == previous)
                continue;
            previous = f;
            const double d = after(f);
            if (d < best.deltaMilli)
                best = {d, f};
        }
    }
    // intern() adds states but never resizes this row, so `entry` still refers to it.
    entry = {best.deltaMilli, best.gpuFreeMilli, true};
    return best;
}

} // namespace ailab::core::sched
