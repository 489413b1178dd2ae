#include "core/sched/placement.h"

#include "core/error.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace ailab::core::sched {

namespace {

constexpr Policy kPolicies[] = {Policy::FirstFit, Policy::BestFit,  Policy::Packing,
                                Policy::Spread,   Policy::Topology, Policy::Fgd};

// Best-fit's normalisation, as the FGD paper's baseline: 128 cores and 8 GPUs.
constexpr double kBestFitCpuMilli = 128000.0;
constexpr double kBestFitGpus = 8.0;

int unitsOf(const JobDemand& d, int unitsPerGpu)
{
    if (d.mig != MigProfile::None)
        return migSlices(d.mig);
    if (d.gpuMilli < kMilliPerGpu)
        return d.gpuMilli;
    return unitsPerGpu;
}

} // namespace

std::string policyId(Policy policy)
{
    switch (policy) {
    case Policy::FirstFit:
        return "first-fit";
    case Policy::BestFit:
        return "best-fit";
    case Policy::Packing:
        return "packing";
    case Policy::Spread:
        return "spread";
    case Policy::Topology:
        return "topology";
    case Policy::Fgd:
        return "fgd";
    }
    return "first-fit";
}

Policy parsePolicy(const std::string& text, const std::string& field)
{
    for (const Policy p : kPolicies) {
        if (policyId(p) == text)
            return p;
    }
    throw Error("expected a policy first-fit, best-fit, packing, spread, topology or fgd, got \"" +
                    text + "\"",
                field);
}

std::string verdictId(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Fits:
        return "fits";
    case Verdict::Down:
        return "node down";
    case Verdict::GpuType:
        return "GPU type";
    case Verdict::MigMode:
        return "MIG mode";
    case Verdict::Cpu:
        return "CPU";
    case Verdict::Memory:
        return "memory";
    case Verdict::Gpus:
        return "GPUs";
    case Verdict::Domain:
        return "outside domain";
    }
    return "fits";
}

Placer::Placer(Cluster& cluster, Policy policy, FragmentationIndex* fragmentation)
    : m_cluster(cluster)
    , m_policy(policy)
    , m_fragmentation(fragmentation)
{
    if (policy == Policy::Fgd && fragmentation == nullptr)
        throw Error("the FGD policy needs the typical workload's fragmentation", "policy");
    m_order.resize(std::size_t(cluster.nodeCount()));
    std::iota(m_order.begin(), m_order.end(), 0);
    setNodeOrder(m_order);
}

void Placer::setNodeOrder(std::vector<int> order)
{
    m_order = std::move(order);
    m_leafNodes.assign(std::size_t(m_cluster.leafCount()), {});
    for (const int n : m_order)
        m_leafNodes[std::size_t(m_cluster.spec(n).leaf)].push_back(n);
    m_domain.reserve(m_order.size());
}

Verdict Placer::check(int node, const JobDemand& d) const
{
    const NodeState& s = m_cluster.state(node);
    const NodeSpec& spec = m_cluster.spec(node);
    if (!s.up)
        return Verdict::Down;
    if (d.gpusPerWorker > 0) {
        if (((d.typeMask >> m_cluster.typeIndex(node)) & 1U) == 0 || spec.gpus == 0)
            return Verdict::GpuType;
        if ((d.mig != MigProfile::None && !spec.mig) || (d.gpuMilli < kMilliPerGpu && spec.mig))
            return Verdict::MigMode;
    }
    if (d.cpuMilli > s.freeCpuMilli)
        return Verdict::Cpu;
    if (d.memoryMiB > s.freeMemoryMiB)
        return Verdict::Memory;
    if (d.gpusPerWorker == 0)
        return Verdict::Fits;
    const int full = m_cluster.unitsPerGpu(node);
    const int units = unitsOf(d, full);
    if (units == full)
        return s.wholeIdleGpus >= d.gpusPerWorker ? Verdict::Fits : Verdict::Gpus;
    for (const int f : m_cluster.gpuFree(node)) {
        if (f >= units)
            return Verdict::Fits;
    }
    return Verdict::Gpus;
}

double Placer::score(int node, const JobDemand& d, WorkerAlloc& a)
{
    const NodeState& s = m_cluster.state(node);
    const int full = m_cluster.unitsPerGpu(node);
    const int units = d.gpusPerWorker == 0 ? 0 : unitsOf(d, full);
    const auto free = m_cluster.gpuFree(node);
    a = WorkerAlloc{.node = node,
                    .cpuMilli = d.cpuMilli,
                    .memoryMiB = d.memoryMiB,
                    .unitsPerGpu = units,
                    .gpuCount = 0};
    const FragmentationIndex::Choice* choice = nullptr;
    if (m_policy == Policy::Fgd)
        choice = &m_fragmentation->bestChoice(node, d.cpuMilli, units, d.gpusPerWorker);
    if (d.gpusPerWorker > 0 && units == full) {
        for (std::size_t g = 0; g < free.size() && a.gpuCount < d.gpusPerWorker; ++g) {
            if (free[g] == full)
                a.gpus[std::size_t(a.gpuCount++)] = std::uint8_t(g);
        }
    } else if (d.gpusPerWorker > 0) {
        int pick = -1;
        for (std::size_t g = 0; g < free.size(); ++g) {
            const int f = free[g];
            if (f < units)
                continue;
            bool better = pick < 0;
            if (!better) {
                switch (m_policy) {
                case Policy::FirstFit:
                    break;
                case Policy::Spread:
                    better = f > free[std::size_t(pick)];
                    break;
                case Policy::Fgd: // the first GPU by index that reaches the best score
                    better = choice->takes(f * kMilliPerGpu / full) &&
                             !choice->takes(free[std::size_t(pick)] * kMilliPerGpu / full);
                    break;
                default: // the GPU with the least idle share that fits
                    better = f < free[std::size_t(pick)];
                    break;
                }
            }
            if (better)
                pick = int(g);
        }
        a.gpus[0] = std::uint8_t(pick);
        a.gpuCount = 1;
    }
    const double cpuAfter = double(s.freeCpuMilli - d.cpuMilli);
    const double idleAfter = m_cluster.idleGpus(node) - double(a.gpuCount) * units / full;
    const int gpus = m_cluster.spec(node).gpus;
    switch (m_policy) {
    case Policy::FirstFit:
        return 0.0;
    case Policy::BestFit:
    case Policy::Topology:
        // 1 - [0.5 CPU left / 128 cores + 0.5 GPUs left / 8] (Weng et al., ATC'23, best-fit).
        return 1.0 - (0.5 * cpuAfter / kBestFitCpuMilli + 0.5 * idleAfter / kBestFitGpus);
    case Policy::Packing:
        return gpus > 0 ? (gpus - idleAfter) / gpus : 0.0;
    case Policy::Spread:
        return gpus > 0 ? idleAfter / gpus : 0.0;
    case Policy::Fgd:
        return double(choice->score);
    }
    return 0.0;
}

void Placer::rollBack(std::vector<WorkerAlloc>& out, std::size_t keep)
{
    while (out.size() > keep) {
        m_cluster.release(out.back());
        out.pop_back();
    }
}

Placer::ScoreCache& Placer::cacheFor(const JobDemand& d)
{
    const DemandKey key{d.gpusPerWorker, d.gpuMilli, int(d.mig), d.cpuMilli, d.memoryMiB,
                        d.typeMask};
    if (m_lastCache != nullptr && m_lastKey == key)
        return *m_lastCache;
    // Bounded memory: a workload of many distinct shapes starts the caches afresh.
    if (m_caches.size() >= kMaxCachedDemands && m_caches.find(key) == m_caches.end())
        m_caches.clear();
    const auto [it, added] = m_caches.try_emplace(key);
    if (added)
        it->second.nodes.assign(std::size_t(m_cluster.nodeCount()), {0.0, kNeverScored});
    m_lastKey = key;
    m_lastCache = &it->second;
    return it->second;
}

bool Placer::placeCached(const JobDemand& d, std::span<const int> nodes,
                         std::vector<WorkerAlloc>& out)
{
    // A node's verdict and score depend on the node's state and the demand alone, so each is
    // kept per demand with the node's version and computed again only after the node changed.
    constexpr double kNoFit = -std::numeric_limits<double>::infinity();
    ScoreCache& cache = cacheFor(d);
    const std::size_t start = out.size();
    WorkerAlloc alloc;
    for (int w = 0; w < d.workers; ++w) {
        int best = -1;
        double bestScore = kNoFit;
        for (const int n : nodes) {
            CachedScore& c = cache.nodes[std::size_t(n)];
            const std::uint32_t version = m_cluster.state(n).version;
            if (c.version != version) {
                c.score = check(n, d) == Verdict::Fits ? score(n, d, alloc) : kNoFit;
                c.version = version;
            }
            if (c.score > bestScore) {
                bestScore = c.score;
                best = n;
            }
        }
        if (best < 0) {
            rollBack(out, start);
            return false;
        }
        score(best, d, alloc);
        m_cluster.allocate(alloc);
        out.push_back(alloc);
    }
    return true;
}

bool Placer::placeIn(const JobDemand& d, std::span<const int> nodes, std::vector<WorkerAlloc>& out,
                     Decision* record)
{
    if (record == nullptr)
        return placeCached(d, nodes, out);
    const std::size_t start = out.size();
    if (record != nullptr) {
        record->nodes.assign(std::size_t(m_cluster.nodeCount()), {});
        // A node outside the domain says first what else stops it (down, full, ...): "outside
        // the domain" only for a node that would otherwise take the worker.
        for (int n = 0; n < m_cluster.nodeCount(); ++n) {
            const Verdict v = check(n, d);
            record->nodes[std::size_t(n)] = {n, v == Verdict::Fits ? Verdict::Domain : v, 0.0};
        }
    }
    // A node's verdict and score depend on that node alone, so each is computed once and
    // again only for the node a worker was just placed on.
    m_fits.assign(nodes.size(), 0);
    m_scores.resize(nodes.size());
    m_allocs.resize(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const Verdict v = check(nodes[i], d);
        if (v == Verdict::Fits) {
            m_scores[i] = score(nodes[i], d, m_allocs[i]);
            m_fits[i] = 1;
        }
        if (record != nullptr)
            record->nodes[std::size_t(nodes[i])] = {nodes[i], v,
                                                    v == Verdict::Fits ? m_scores[i] : 0.0};
    }
    for (int w = 0; w < d.workers; ++w) {
        std::size_t best = nodes.size();
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            if (m_fits[i] && (best == nodes.size() || m_scores[i] > m_scores[best]))
                best = i;
        }
        if (best == nodes.size()) {
            rollBack(out, start);
            return false;
        }
        m_cluster.allocate(m_allocs[best]);
        out.push_back(m_allocs[best]);
        m_fits[best] = check(nodes[best], d) == Verdict::Fits;
        if (m_fits[best])
            m_scores[best] = score(nodes[best], d, m_allocs[best]);
    }
    return true;
}

std::vector<int> Placer::domainOrder(const JobDemand& d, Locality kind)
{
    const bool perNode = kind == Locality::SameNode;
    const std::size_t count = perNode ? m_order.size() : m_leafNodes.size();
    const double perGpu = d.mig != MigProfile::None ? double(migSlices(d.mig)) / kMigSlicesPerGpu
                                                    : double(d.gpuMilli) / kMilliPerGpu;
    const double need = double(d.workers) * d.gpusPerWorker * perGpu;
    std::vector<std::pair<double, int>> idle;
    for (std::size_t i = 0; i < count; ++i) {
        double free = 0;
        if (perNode) {
            const int n = m_order[i];
            free = m_cluster.state(n).up ? m_cluster.idleGpus(n) : 0.0;
        } else {
            for (const int n : m_leafNodes[i])
                free += m_cluster.state(n).up ? m_cluster.idleGpus(n) : 0.0;
        }
        if (free + 1e-9 >= need)
            idle.push_back({free, perNode ? m_order[i] : int(i)});
    }
    // First-fit keeps the order; spread takes the emptiest domain; the others the tightest.
    if (m_policy == Policy::Spread)
        std::stable_sort(idle.begin(), idle.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
    else if (m_policy != Policy::FirstFit)
        std::stable_sort(idle.begin(), idle.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<int> out;
    out.reserve(idle.size());
    for (const auto& entry : idle)
        out.push_back(entry.second);
    return out;
}

int Placer::capacity(int node, const JobDemand& d) const
{
    if (check(node, d) != Verdict::Fits)
        return 0;
    const NodeState& s = m_cluster.state(node);
    std::int64_t n = std::numeric_limits<int>::max();
    if (d.cpuMilli > 0)
        n = std::min(n, s.freeCpuMilli / d.cpuMilli);
    if (d.memoryMiB > 0)
        n = std::min(n, s.freeMemoryMiB / d.memoryMiB);
    if (d.gpusPerWorker > 0) {
        const int full = m_cluster.unitsPerGpu(node);
        const int units = unitsOf(d, full);
        std::int64_t gpus = 0;
        if (units == full) {
            gpus = s.wholeIdleGpus / d.gpusPerWorker;
        } else {
            for (const int f : m_cluster.gpuFree(node))
                gpus += f / units;
        }
        n = std::min(n, gpus);
    }
    return int(std::min<std::int64_t>(n, d.workers));
}

bool Placer::mayFit(const JobDemand& d) const
{
    // The workers each node could hold on its own: fewer than the gang, and no placement
    // exists, so the worker-by-worker search need not run.
    int total = 0;
    for (const int n : m_order) {
        total += capacity(n, d);
        if (total >= d.workers)
            return true;
    }
    return false;
}

bool Placer::place(const JobDemand& d, std::vector<WorkerAlloc>& out, Decision* record)
{
    out.clear();
    if (record == nullptr && d.workers > 1 && !mayFit(d))
        return false;
    // The domains to try, in turn: a required locality alone, a preferred one before the
    // cluster; the topology-aware policy prefers one node, then one leaf, for any gang.
    Locality kinds[3] = {Locality::None, Locality::None, Locality::None};
    int kindCount = 1;
    if (d.locality != Locality::None) {
        kinds[0] = d.locality;
        kindCount = d.localityRequired ? 1 : 2;
    } else if (m_policy == Policy::Topology && d.workers > 1) {
        kinds[0] = Locality::SameNode;
        kinds[1] = Locality::SameLeaf;
        kindCount = 3;
    }
    for (int k = 0; k < kindCount; ++k) {
        const Locality kind = kinds[k];
        if (kind == Locality::None) {
            if (placeIn(d, m_order, out, record)) {
                if (record != nullptr)
                    *record = Decision{true, kind, -1, std::move(record->nodes), out};
                return true;
            }
            continue;
        }
        for (const int domain : domainOrder(d, kind)) {
            std::span<const int> nodes;
            if (kind == Locality::SameNode) {
                m_domain.assign(1, domain);
                nodes = m_domain;
            } else {
                nodes = m_leafNodes[std::size_t(domain)];
            }
            if (placeIn(d, nodes, out, record)) {
                if (record != nullptr)
                    *record = Decision{true, kind, domain, std::move(record->nodes), out};
                return true;
            }
        }
    }
    if (record != nullptr) {
        // What blocks the job: every node seen by its first worker over the whole cluster.
        placeIn(JobDemand{d}, m_order, out, record);
        rollBack(out, 0);
        record->placed = false;
        record->domainKind = kinds[kindCount - 1];
        record->domain = -1;
        record->workers.clear();
    }
    return false;
}

} // namespace ailab::core::sched
