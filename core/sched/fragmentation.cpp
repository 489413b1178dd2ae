#include "core/sched/fragmentation.h"

#include <algorithm>
#include <cmath>
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
    // Most common first; equal counts by CPU, GPU share, GPU count, types, largest first, as
    // the artefact sorts its target pods (kubernetes-scheduler-simulator, pkg/type/resource.go).
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first > b.first;
    });
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

int fgdScore(double deltaMilli)
{
    // kube-scheduler's MaxNodeScore is 100; the plugin truncates sigmoid(-delta) x 100.
    constexpr double kMaxNodeScore = 100.0;
    return int(kMaxNodeScore / (1.0 + std::exp(deltaMilli / kMilliPerGpu)));
}

bool FragmentationIndex::Choice::takes(int shareMilli) const
{
    for (int i = 0; i < shareCount; ++i) {
        if (shares[std::size_t(i)] == shareMilli)
            return true;
    }
    return false;
}

std::uint64_t FragmentationIndex::hashOf(const Key& k)
{
    std::uint64_t h = std::uint64_t(k.cpu) * 0x9e3779b97f4a7c15ULL ^ std::uint64_t(k.type) << 48 ^
                      std::uint64_t(k.gpus) << 40;
    for (int i = 0; i < k.gpus; ++i)
        h = (h ^ std::uint64_t(std::uint16_t(k.free[std::size_t(i)]))) * 0x100000001b3ULL;
    return h ^ (h >> 29);
}

namespace {

// Mixes a 64-bit key for an open-addressed table.
std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    return x ^ (x >> 33);
}

constexpr std::size_t kFirstSlots = 1 << 12;

} // namespace

FragmentationIndex::FragmentationIndex(const Cluster& cluster, std::vector<TypicalJob> typical)
    : m_cluster(cluster)
    , m_typical(std::move(typical))
    , m_nodeState(std::size_t(cluster.nodeCount()), 0)
    , m_nodeVersion(std::size_t(cluster.nodeCount()), ~std::uint32_t{0})
{
    for (const TypicalJob& m : m_typical)
        m_weightNano.push_back(std::llround(m.weight * 1e9));
    m_scratch.reserve(kMaxGpusPerNode);
    m_stateSlots.assign(kFirstSlots, 0);
    m_choiceSlots.assign(kFirstSlots, 0);
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

std::int64_t FragmentationIndex::fragmentationOf(const Key& key) const
{
    if (key.cpu < 0)
        return 0; // a node that is down has no fragments: its GPUs are not there
    const std::span<const int> free(m_scratch.data(), std::size_t(key.gpus));
    std::int64_t f = 0;
    for (std::size_t m = 0; m < m_typical.size(); ++m) {
        // The fragment of one task is a whole number of milli-GPU.
        const auto milli = std::int64_t(taskFragmentationMilli(key.cpu, free, key.type, m_typical[m]));
        f += m_weightNano[m] * milli;
    }
    return f;
}

void FragmentationIndex::growStates()
{
    m_stateSlots.assign(m_stateSlots.size() * 2, 0);
    const std::size_t mask = m_stateSlots.size() - 1;
    for (std::size_t id = 0; id < m_keys.size(); ++id) {
        std::size_t i = m_keyHashes[id] & mask;
        while (m_stateSlots[i] != 0)
            i = (i + 1) & mask;
        m_stateSlots[i] = std::uint32_t(id + 1);
    }
}

std::uint32_t FragmentationIndex::intern(const Key& key)
{
    const std::uint64_t h = hashOf(key);
    const std::size_t mask = m_stateSlots.size() - 1;
    std::size_t i = h & mask;
    for (; m_stateSlots[i] != 0; i = (i + 1) & mask) {
        const std::uint32_t id = m_stateSlots[i] - 1;
        if (m_keyHashes[id] == h && m_keys[id] == key)
            return id;
    }
    const auto id = std::uint32_t(m_keys.size());
    m_stateSlots[i] = id + 1;
    m_keys.push_back(key);
    m_keyHashes.push_back(h);
    m_scratch.assign(key.free.begin(), key.free.begin() + key.gpus);
    m_stateFrag.push_back(fragmentationOf(key));
    if (2 * m_keys.size() > m_stateSlots.size())
        growStates();
    return id;
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
    return double(m_stateFrag[stateOf(node)]) * 1e-9;
}

double FragmentationIndex::clusterMilli()
{
    std::int64_t f = 0;
    for (int n = 0; n < m_cluster.nodeCount(); ++n)
        f += m_stateFrag[stateOf(n)];
    return double(f) * 1e-9;
}

std::uint32_t FragmentationIndex::specOf(std::int64_t cpu, int units, int gpuCount, int unitsPerGpu)
{
    const std::uint64_t key = std::uint64_t(cpu) << 24 ^ std::uint64_t(units) << 8 ^
                              std::uint64_t(gpuCount) << 3 ^ std::uint64_t(unitsPerGpu == 7);
    // One placement asks for the same spec on every node: remember the last one. A workload
    // has a few hundred specs at most, so a search is fast enough.
    if (key == m_lastSpecKey)
        return m_lastSpec;
    auto it = std::find(m_specKeys.begin(), m_specKeys.end(), key);
    if (it == m_specKeys.end())
        it = m_specKeys.insert(m_specKeys.end(), key);
    m_lastSpecKey = key;
    m_lastSpec = std::uint32_t(it - m_specKeys.begin());
    return m_lastSpec;
}

void FragmentationIndex::growChoices()
{
    m_choiceSlots.assign(m_choiceSlots.size() * 2, 0);
    const std::size_t mask = m_choiceSlots.size() - 1;
    for (std::size_t c = 0; c < m_choiceKeys.size(); ++c) {
        std::size_t i = mix(m_choiceKeys[c]) & mask;
        while (m_choiceSlots[i] != 0)
            i = (i + 1) & mask;
        m_choiceSlots[i] = std::uint32_t(c + 1);
    }
}

const FragmentationIndex::Choice&
FragmentationIndex::bestChoice(int node, std::int64_t cpu, int units, int gpuCount)
{
    const int unitsPerGpu = m_cluster.unitsPerGpu(node);
    const std::uint32_t state = stateOf(node);
    const std::uint64_t memoKey =
        std::uint64_t(specOf(cpu, units, gpuCount, unitsPerGpu)) << 32 | state;
    const std::size_t mask = m_choiceSlots.size() - 1;
    std::size_t slot = mix(memoKey) & mask;
    for (; m_choiceSlots[slot] != 0; slot = (slot + 1) & mask) {
        const std::uint32_t c = m_choiceSlots[slot] - 1;
        if (m_choiceKeys[c] == memoKey)
            return m_choices[c];
    }
    m_choiceSlots[slot] = std::uint32_t(m_choices.size() + 1);
    m_choiceKeys.push_back(memoKey);
    Choice& best = m_choices.emplace_back();
    if (2 * m_choices.size() > m_choiceSlots.size())
        growChoices();

    // Copies: intern() below may move the keys and fragments it hands out.
    const Key before = m_keys[state];
    const std::int64_t fBefore = m_stateFrag[state];
    const int milli = units * kMilliPerGpu / unitsPerGpu;
    const auto growth = [&](int takeFrom) {
        // F's growth when `gpuCount` GPUs of idle share `takeFrom` lose `milli`, in milli-GPU.
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
        return double(m_stateFrag[intern(k)] - fBefore) * 1e-9;
    };
    if (gpuCount == 0 || gpuCount > 1 || milli == kMilliPerGpu) {
        best.deltaMilli = growth(gpuCount == 0 ? -1 : kMilliPerGpu);
        best.score = fgdScore(best.deltaMilli);
    } else {
        // One fraction: each distinct idle share that fits is one candidate GPU; every share
        // that reaches the best score is kept, the placer takes the first such GPU by index.
        best.score = -1;
        int previous = -1;
        for (int i = 0; i < before.gpus; ++i) {
            const int f = before.free[std::size_t(i)];
            if (f < milli || f == previous)
                continue;
            previous = f;
            const double d = growth(f);
            const int score = fgdScore(d);
            if (score > best.score) {
                best.score = score;
                best.deltaMilli = d;
                best.shareCount = 0;
            }
            if (score == best.score)
                best.shares[std::size_t(best.shareCount++)] = std::int16_t(f);
        }
    }
    return best;
}

} // namespace ailab::core::sched
