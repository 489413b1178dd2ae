#include "core/sched/scheduler.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::sched {

namespace {

constexpr double kEps = 1e-9;
constexpr std::size_t kSeriesCapacity = 65536;

std::string jobName(const JobRecord& r, std::size_t index)
{
    return r.spec.name.empty() ? "job-" + std::to_string(index) : r.spec.name;
}

} // namespace

std::string backfillId(Backfill backfill)
{
    switch (backfill) {
    case Backfill::None:
        return "none";
    case Backfill::Easy:
        return "easy";
    case Backfill::Conservative:
        return "conservative";
    }
    return "none";
}

Backfill parseBackfill(const std::string& text, const std::string& field)
{
    for (Backfill b : {Backfill::None, Backfill::Easy, Backfill::Conservative}) {
        if (backfillId(b) == text)
            return b;
    }
    throw Error("expected a backfill none, easy or conservative, got \"" + text + "\"", field);
}

std::string jobStateId(JobState state)
{
    switch (state) {
    case JobState::Submitted:
        return "submitted";
    case JobState::Queued:
        return "queued";
    case JobState::Running:
        return "running";
    case JobState::Done:
        return "done";
    case JobState::TimedOut:
        return "timed out";
    case JobState::Unschedulable:
        return "unschedulable";
    }
    return "submitted";
}

Percentiles percentiles(std::vector<double>& values)
{
    Percentiles p;
    p.count = int(values.size());
    if (values.empty())
        return p;
    std::sort(values.begin(), values.end());
    // Nearest rank: the smallest value with at least q of the values at or below it.
    const auto rank = [&](double q) {
        const std::size_t k = std::size_t(std::ceil(q * double(values.size())));
        return values[std::min(values.size() - 1, k == 0 ? 0 : k - 1)];
    };
    p.p50 = rank(0.50);
    p.p95 = rank(0.95);
    p.p99 = rank(0.99);
    double sum = 0;
    for (const double v : values)
        sum += v;
    p.mean = sum / double(values.size());
    return p;
}

Scheduler::Scheduler(sim::Simulation& sim, Cluster cluster, SchedulerConfig config)
    : m_sim(sim)
    , m_cluster(std::move(cluster))
    , m_empty(m_cluster)
    , m_config(std::move(config))
    , m_rng(m_config.seed)
    , m_events(m_config.recordEvents ? 100000 : 1)
{
    if (m_config.backfillDepth < 0)
        throw Error("the backfill depth cannot be negative", "backfillDepth");
    if (!(m_config.sampleIntervalS > 0))
        throw Error("the sample interval must be above 0", "sampleIntervalS");
    for (std::size_t t = 0; t < m_config.tenants.size(); ++t) {
        const TenantSpec& spec = m_config.tenants[t];
        const std::string at = "/tenants/" + std::to_string(t);
        if (spec.name.empty())
            throw Error("a tenant needs a name", at + "/name");
        if (std::find(m_tenantNames.begin(), m_tenantNames.end(), spec.name) != m_tenantNames.end())
            throw Error("the tenant \"" + spec.name + "\" is named twice", at + "/name");
        if (!(spec.weight > 0))
            throw Error("a tenant's weight must be above 0", at + "/weight");
        if (!(spec.quotaGpus >= 0))
            throw Error("a tenant's quota cannot be negative", at + "/quotaGpus");
        m_tenantNames.push_back(spec.name);
    }
    m_usage.assign(m_tenantNames.size(), 0.0);
    m_usageIntegral.assign(m_tenantNames.size(), 0.0);
    m_emptyPlacer = std::make_unique<Placer>(m_empty, Policy::FirstFit);
    m_accountedAt = m_sim.now();
    const std::pair<const char*, const char*> series[] = {
        {"gpu_allocation", "%"},     {"gpu_utilisation", "%"}, {"fragmentation", "%"},
        {"fragmentation_idle", "%"}, {"queued_jobs", "jobs"},  {"running_jobs", "jobs"}};
    for (const auto& [name, unit] : series)
        m_metrics.add(name, unit, kSeriesCapacity);
    log(telemetry::Severity::Info, "cluster.init",
        fmt::format("GPU cluster initialized: {} nodes / {} accelerators.", m_cluster.nodeCount(),
                    m_cluster.totalGpus()),
        "cluster");
    if (m_config.mtbfHours > 0) {
        for (int n = 0; n < m_cluster.nodeCount(); ++n)
            scheduleRandomFailure(n);
    }
}

void Scheduler::log(telemetry::Severity severity, const char* type, std::string message,
                    std::string subject)
{
    if (m_config.recordEvents)
        m_events.add(m_sim.now(), severity, type, std::move(message), std::move(subject));
}

std::size_t Scheduler::submit(JobSpec job)
{
    const std::size_t index = m_jobs.size();
    const std::string at = "/jobs/" + std::to_string(index);
    validateJob(job, at);
    JobRecord r;
    auto tenant = std::find(m_tenantNames.begin(), m_tenantNames.end(), job.tenant);
    if (tenant == m_tenantNames.end()) {
        if (!m_config.tenants.empty())
            throw Error("no tenant \"" + job.tenant + "\" in the tenant list", at + "/tenant");
        m_tenantNames.push_back(job.tenant);
        m_usage.push_back(0.0);
        m_usageIntegral.push_back(0.0);
        tenant = m_tenantNames.end() - 1;
    }
    r.tenant = int(tenant - m_tenantNames.begin());
    r.spec = std::move(job);
    m_demand.push_back(demandOf(r.spec, m_cluster));
    const double at_ = std::max(m_sim.now(), r.spec.submitTime);
    m_jobs.push_back(std::move(r));
    ++m_pendingArrivals;
    m_sim.schedule(at_, [this, index] {
        --m_pendingArrivals;
        enqueue(index);
    });
    if (!m_sampling) {
        m_sampling = true;
        m_sim.schedule(m_sim.now(), [this] { sample(); });
    }
    return index;
}

void Scheduler::submitAll(std::vector<JobSpec> jobs)
{
    if (m_config.typical.empty() && !jobs.empty())
        m_config.typical = typicalJobs(jobs, m_cluster);
    m_jobs.reserve(m_jobs.size() + jobs.size());
    for (JobSpec& j : jobs)
        submit(std::move(j));
}

bool Scheduler::workRemains() const
{
    return m_pendingArrivals > 0 || !m_queued.empty() || !m_running.empty();
}

void Scheduler::ensurePlacer()
{
    if (m_placer)
        return;
    if (m_config.typical.empty()) {
        std::vector<JobSpec> specs;
        for (const JobRecord& r : m_jobs)
            specs.push_back(r.spec);
        m_config.typical = typicalJobs(specs, m_cluster);
    }
    m_fragmentation = std::make_unique<FragmentationIndex>(m_cluster, m_config.typical);
    m_placer = std::make_unique<Placer>(m_cluster, m_config.policy, m_fragmentation.get());
}

std::vector<Scheduler::GpuHolder> Scheduler::gpuHolders(int node) const
{
    std::vector<GpuHolder> out;
    for (const std::size_t j : m_running) {
        for (const WorkerAlloc& w : m_jobs[j].placement) {
            if (w.node != node)
                continue;
            for (const std::uint8_t g : w.gpuIndices())
                out.push_back({g, j, w.unitsPerGpu});
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const GpuHolder& a, const GpuHolder& b) { return a.gpu < b.gpu; });
    return out;
}

double Scheduler::fragmentationGpus()
{
    ensurePlacer();
    return m_fragmentation->clusterMilli() / kMilliPerGpu;
}

bool Scheduler::canEverRun(const JobDemand& d)
{
    if (!m_emptyPlacer->place(d, m_scratch))
        return false;
    for (const WorkerAlloc& a : m_scratch)
        m_empty.release(a);
    m_scratch.clear();
    return true;
}

void Scheduler::enqueue(std::size_t j)
{
    JobRecord& r = m_jobs[j];
    if (r.state == JobState::Submitted && !canEverRun(m_demand[j])) {
        r.state = JobState::Unschedulable;
        log(telemetry::Severity::Warning, "job.unschedulable",
            fmt::format("{} can never run on this cluster.", jobName(r, j)), jobName(r, j));
        return;
    }
    r.state = JobState::Queued;
    r.queuedAt = m_sim.now();
    m_queued.push_back(j);
    log(telemetry::Severity::Info, "job.queued",
        fmt::format("{} queued: {} x {} GPU.", jobName(r, j), r.spec.workers,
                    r.spec.fractional() ? 1 : r.spec.gpusPerWorker),
        jobName(r, j));
    jobQueued.notify(j);
    requestPass();
}

void Scheduler::requestPass()
{
    if (m_passPending)
        return;
    m_passPending = true;
    m_sim.schedule(m_sim.now(), [this] {
        m_passPending = false;
        pass();
    });
}

double Scheduler::limitEnd(const JobRecord& r) const
{
    return r.lastStart + r.restorePending + r.spec.limit() - r.savedWork;
}

Scheduler::QueueKey Scheduler::queueKey(std::size_t j) const
{
    const JobRecord& r = m_jobs[j];
    double share = 0;
    if (m_config.fairShare) {
        // Fair share: the tenant furthest below its weighted share goes first.
        const double weight =
            m_config.tenants.empty() ? 1.0 : m_config.tenants[std::size_t(r.tenant)].weight;
        share = m_usage[std::size_t(r.tenant)] / weight;
    }
    return {share, -r.spec.priority, r.queuedAt, j};
}

void Scheduler::sortQueue(std::vector<std::size_t>::iterator first,
                          std::vector<std::size_t>::iterator last) const
{
    std::sort(first, last,
              [this](std::size_t a, std::size_t b) { return queueKey(a) < queueKey(b); });
}

std::vector<std::size_t> Scheduler::queue() const
{
    std::vector<std::size_t> order = m_queued;
    sortQueue(order.begin(), order.end());
    return order;
}

void Scheduler::pass()
{
    if (!m_available)
        return; // setAvailable(true) asks for the pass it missed
    // Bring the integrals up to now before placements change the cluster.
    account();
    ensurePlacer();
    // The pass's own copy of the queue: starts and requeues change m_queued meanwhile.
    std::vector<std::size_t>& order = m_passOrder;
    order.assign(m_queued.begin(), m_queued.end());
    sortQueue(order.begin(), order.end());
    const bool conservative = m_config.backfill == Backfill::Conservative;
    // EASY plans the head job afresh each pass; conservative keeps every reservation it
    // made until its job starts, so that no later decision can move it.
    // EASY's plan of the head job stands while nothing was released and the head is the
    // same: arrivals and the backfills it allowed cannot move it.
    std::vector<Reservation> kept;
    if (conservative) {
        std::erase_if(m_reservations, [this](const Reservation& r) {
            return m_jobs[r.job].state != JobState::Queued;
        });
    } else {
        if (!m_releasedSincePass)
            kept = std::move(m_reservations);
        m_reservations.clear();
    }
    bool blocked = false;
    int examined = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const std::size_t j = order[i];
        if (blocked && ++examined > m_config.backfillDepth)
            break;
        if (conservative) {
            if (startReserved(j) || tryStart(j, true, !blocked))
                continue;
            if (!blocked && tryPreempt(j))
                continue;
            blocked = true;
            const bool has = std::any_of(m_reservations.begin(), m_reservations.end(),
                                         [j](const Reservation& r) { return r.job == j; });
            if (!has)
                addReservation(j);
            continue;
        }
        if (!blocked) {
            if (tryStart(j, false, true) || tryPreempt(j)) {
                // A start changes its tenant's usage, and so the order of the rest.
                if (m_config.fairShare)
                    sortQueue(order.begin() + std::ptrdiff_t(i) + 1, order.end());
                continue;
            }
            blocked = true;
            if (m_config.backfill == Backfill::None)
                break;
            if (!m_releasedSincePass && kept.size() == 1 && kept.front().job == j)
                m_reservations = std::move(kept);
            else
                addReservation(j);
            continue;
        }
        tryStart(j, true, false);
    }
    m_releasedSincePass = false;
}

void Scheduler::addReservation(std::size_t j)
{
    std::optional<Reservation> r = reserve(j);
    if (!r)
        return;
    // Conservative: wake up at the reserved start, when nothing else may happen (a start
    // of now is taken by the next pass). EASY's head starts at the first pass it fits.
    if (m_config.backfill == Backfill::Conservative) {
        if (r->start > m_sim.now())
            m_sim.schedule(r->start, [this] { requestPass(); });
        else
            requestPass();
    }
    m_reservations.push_back(std::move(*r));
}

bool Scheduler::startReserved(std::size_t j)
{
    const auto it = std::find_if(m_reservations.begin(), m_reservations.end(),
                                 [j](const Reservation& r) { return r.job == j; });
    if (it == m_reservations.end() || it->start > m_sim.now() + kEps)
        return false;
    // Its reserved GPUs are free by now: the jobs that held them reached their limits, and
    // every job started since kept clear of them.
    std::vector<WorkerAlloc> workers;
    for (const WorkerAlloc& w : it->workers) {
        const NodeState& s = m_cluster.state(w.node);
        bool fits = s.up && s.freeCpuMilli >= w.cpuMilli && s.freeMemoryMiB >= w.memoryMiB;
        for (const std::uint8_t g : w.gpuIndices())
            fits = fits && m_cluster.gpuFree(w.node)[g] >= w.unitsPerGpu;
        if (!fits) {
            for (const WorkerAlloc& a : workers)
                m_cluster.release(a);
            m_reservations.erase(it); // a failure or a preemption took them: plan again
            return false;
        }
        m_cluster.allocate(w);
        workers.push_back(w);
    }
    m_reservations.erase(it);
    start(j, std::move(workers));
    return true;
}

bool Scheduler::tryStart(std::size_t j, bool backfilling, bool recordDecision)
{
    const JobRecord& r = m_jobs[j];
    const double need = r.spec.gpuDemand();
    if (need > m_cluster.upGpus() - m_cluster.allocatedGpus() + kEps)
        return false;
    if (!m_config.tenants.empty()) {
        const TenantSpec& t = m_config.tenants[std::size_t(r.tenant)];
        if (t.quotaGpus > 0 && !t.canBorrow &&
            m_usage[std::size_t(r.tenant)] + need > t.quotaGpus + kEps)
            return false;
    }
    Decision* record = m_config.recordDecisions && recordDecision ? &m_lastDecision : nullptr;
    const bool placed = m_placer->place(m_demand[j], m_scratch, record);
    if (record != nullptr) {
        m_lastDecisionJob = std::ptrdiff_t(j);
        m_lastDecisionTime = m_sim.now();
        decided.notify(m_lastDecision);
    }
    if (!placed)
        return false;
    if (backfilling && conflicts(j, m_scratch)) {
        for (const WorkerAlloc& a : m_scratch)
            m_cluster.release(a);
        return false;
    }
    start(j, m_scratch);
    return true;
}

bool Scheduler::conflicts(std::size_t j, const std::vector<WorkerAlloc>& workers) const
{
    const JobRecord& r = m_jobs[j];
    // It would hold its GPUs until its limit: restore, then the work left up to the limit.
    const double endBy = m_sim.now() + r.restorePending + r.spec.limit() - r.savedWork;
    for (const Reservation& res : m_reservations) {
        if (res.job == j || endBy <= res.start + kEps)
            continue;
        for (const WorkerAlloc& a : workers) {
            for (const WorkerAlloc& b : res.workers) {
                if (a.node == b.node)
                    return true;
            }
        }
    }
    return false;
}

std::optional<Reservation> Scheduler::reserve(std::size_t j)
{
    const JobRecord& r = m_jobs[j];
    const double length = r.restorePending + r.spec.limit() - r.savedWork;
    std::vector<std::size_t>& byEnd = m_byEnd;
    byEnd.assign(m_running.begin(), m_running.end());
    std::sort(byEnd.begin(), byEnd.end(), [&](std::size_t a, std::size_t b) {
        return std::make_pair(limitEnd(m_jobs[a]), a) < std::make_pair(limitEnd(m_jobs[b]), b);
    });
    std::vector<double>& times = m_times;
    times.assign(1, m_sim.now());
    for (const std::size_t k : byEnd)
        times.push_back(std::max(m_sim.now(), limitEnd(m_jobs[k])));
    for (const Reservation& res : m_reservations)
        times.push_back(std::max(m_sim.now(), res.end));
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());

    std::optional<Reservation> found;
    std::size_t released = 0;
    const double need = r.spec.gpuDemand();
    std::vector<const Reservation*>& held = m_held;
    std::vector<WorkerAlloc>& workers = m_reserveScratch;
    for (const double t : times) {
        while (released < byEnd.size() && limitEnd(m_jobs[byEnd[released]]) <= t + kEps) {
            for (const WorkerAlloc& a : m_jobs[byEnd[released]].placement)
                m_cluster.release(a);
            ++released;
        }
        if (need > m_cluster.upGpus() - m_cluster.allocatedGpus() + kEps)
            continue;
        // Conservative: the reservations that overlap [t, t + length) hold their GPUs.
        held.clear();
        for (const Reservation& res : m_reservations) {
            if (res.start < t + length - kEps && res.end > t + kEps) {
                for (const WorkerAlloc& a : res.workers)
                    m_cluster.allocate(a);
                held.push_back(&res);
            }
        }
        const bool placed = m_placer->place(m_demand[j], workers);
        for (const WorkerAlloc& a : workers)
            m_cluster.release(a);
        for (const Reservation* res : held) {
            for (const WorkerAlloc& a : res->workers)
                m_cluster.release(a);
        }
        if (placed) {
            found = Reservation{j, t, t + length, workers};
            break;
        }
    }
    for (std::size_t k = 0; k < released; ++k) {
        for (const WorkerAlloc& a : m_jobs[byEnd[k]].placement)
            m_cluster.allocate(a);
    }
    if (found && m_jobs[j].reservedStart < 0)
        m_jobs[j].reservedStart = found->start;
    return found;
}

bool Scheduler::tryPreempt(std::size_t j)
{
    const JobRecord& r = m_jobs[j];
    const double need = r.spec.gpuDemand();
    const bool hasTenants = !m_config.tenants.empty();
    // Reclaim: a tenant within its quota takes back GPUs that others borrowed beyond theirs.
    const auto quota = [&](int t) {
        return hasTenants ? m_config.tenants[std::size_t(t)].quotaGpus : 0.0;
    };
    const bool reclaim = hasTenants && quota(r.tenant) > 0 &&
                         m_usage[std::size_t(r.tenant)] + need <= quota(r.tenant) + kEps;
    if (!m_config.preemption && !reclaim)
        return false;
    std::vector<double>& usage = m_usageScratch;
    usage.assign(m_usage.begin(), m_usage.end());
    std::vector<std::size_t>& candidates = m_candidates;
    candidates.clear();
    for (const std::size_t k : m_running) {
        const JobRecord& v = m_jobs[k];
        if (!v.spec.preemptible)
            continue;
        const bool lower = m_config.preemption && v.spec.priority < r.spec.priority;
        const bool borrowed = reclaim && v.tenant != r.tenant && quota(v.tenant) > 0 &&
                              m_usage[std::size_t(v.tenant)] > quota(v.tenant) + kEps;
        if (lower || borrowed)
            candidates.push_back(k);
    }
    // Victims: the lowest priority first, then the most recently started.
    std::sort(candidates.begin(), candidates.end(), [&](std::size_t a, std::size_t b) {
        const JobRecord& x = m_jobs[a];
        const JobRecord& y = m_jobs[b];
        return std::make_tuple(x.spec.priority, -x.lastStart, a) <
               std::make_tuple(y.spec.priority, -y.lastStart, b);
    });
    std::vector<std::size_t>& victims = m_victims;
    victims.clear();
    bool placed = false;
    for (const std::size_t k : candidates) {
        const JobRecord& v = m_jobs[k];
        const bool lower = m_config.preemption && v.spec.priority < r.spec.priority;
        // A borrower is reclaimed only while it is still above its quota.
        if (!lower && usage[std::size_t(v.tenant)] <= quota(v.tenant) + kEps)
            continue;
        for (const WorkerAlloc& a : v.placement)
            m_cluster.release(a);
        usage[std::size_t(v.tenant)] -= v.spec.gpuDemand();
        victims.push_back(k);
        if (need <= m_cluster.upGpus() - m_cluster.allocatedGpus() + kEps &&
            m_placer->place(m_demand[j], m_scratch)) {
            placed = true;
            break;
        }
    }
    if (!placed) {
        for (const std::size_t k : victims) {
            for (const WorkerAlloc& a : m_jobs[k].placement)
                m_cluster.allocate(a);
        }
        return false;
    }
    for (const std::size_t k : victims) {
        log(telemetry::Severity::Warning, "job.preempted",
            fmt::format("{} preempted by {}.", jobName(m_jobs[k], k), jobName(r, j)),
            jobName(m_jobs[k], k));
        interrupt(k, false, true);
    }
    start(j, m_scratch);
    return true;
}

void Scheduler::start(std::size_t j, const std::vector<WorkerAlloc>& workers)
{
    account();
    JobRecord& r = m_jobs[j];
    const double now = m_sim.now();
    r.state = JobState::Running;
    r.placement.assign(workers.begin(), workers.end()); // reuses a restarted job's room
    r.lastStart = now;
    if (r.firstStart < 0)
        r.firstStart = now;
    r.waitS += now - r.queuedAt;
    m_queued.erase(std::find(m_queued.begin(), m_queued.end(), j));
    m_running.push_back(j);
    m_usage[std::size_t(r.tenant)] += r.spec.gpuDemand();
    const double workEnd = now + r.restorePending + r.spec.runTime - r.savedWork;
    const double end = std::min(workEnd, limitEnd(r));
    r.endEvent = m_sim.schedule(end, [this, j] { finish(j); });
    if (m_config.recordEvents) {
        std::string where;
        for (const WorkerAlloc& a : r.placement) {
            if (where.find(m_cluster.spec(a.node).name) == std::string::npos)
                where += (where.empty() ? "" : ", ") + m_cluster.spec(a.node).name;
        }
        log(telemetry::Severity::Info, "job.start",
            fmt::format("{} started on {}.", jobName(r, j), where.empty() ? "CPU" : where),
            jobName(r, j));
    }
    jobStarted.notify(j);
}

void Scheduler::finish(std::size_t j)
{
    account();
    JobRecord& r = m_jobs[j];
    const double now = m_sim.now();
    for (const WorkerAlloc& a : r.placement)
        m_cluster.release(a);
    m_running.erase(std::find(m_running.begin(), m_running.end(), j));
    const double demand = r.spec.gpuDemand();
    m_usage[std::size_t(r.tenant)] -= demand;
    const double restore = std::min(r.restorePending, now - r.lastStart);
    m_restoreGpuS += demand * restore;
    m_usefulGpuS += demand * (now - r.lastStart - restore);
    const bool timedOut =
        now + kEps < r.lastStart + r.restorePending + r.spec.runTime - r.savedWork;
    r.state = timedOut ? JobState::TimedOut : JobState::Done;
    r.end = now;
    m_lastEnd = std::max(m_lastEnd, now);
    m_releasedSincePass = true;
    log(timedOut ? telemetry::Severity::Warning : telemetry::Severity::Info,
        timedOut ? "job.timeout" : "job.done",
        timedOut ? fmt::format("{} reached its time limit.", jobName(r, j))
                 : fmt::format("{} finished.", jobName(r, j)),
        jobName(r, j));
    jobEnded.notify(j);
    requestPass();
}

void Scheduler::interrupt(std::size_t j, bool failure, bool released)
{
    account();
    JobRecord& r = m_jobs[j];
    const double now = m_sim.now();
    m_sim.cancel(r.endEvent);
    if (!released) {
        for (const WorkerAlloc& a : r.placement)
            m_cluster.release(a);
    }
    m_running.erase(std::find(m_running.begin(), m_running.end(), j));
    const double demand = r.spec.gpuDemand();
    m_usage[std::size_t(r.tenant)] -= demand;
    const double elapsed = now - r.lastStart;
    const double useful = std::max(0.0, elapsed - r.restorePending);
    const double done = r.savedWork + useful;
    // The work up to the last checkpoint survives; without checkpoints, none does.
    const double interval = r.spec.checkpointInterval;
    const double saved =
        interval > 0 ? std::max(r.savedWork, std::floor(done / interval + kEps) * interval) : 0.0;
    const double lostGpuS = demand * (elapsed - (saved - r.savedWork));
    m_usefulGpuS += demand * (saved - r.savedWork);
    if (failure) {
        r.lostFailureGpuS += lostGpuS;
        ++r.failures;
    } else {
        r.lostPreemptionGpuS += lostGpuS;
        ++r.preemptions;
        ++m_preemptions;
    }
    r.savedWork = std::min(saved, r.spec.runTime);
    r.restorePending = saved > 0 ? r.spec.restoreCost : 0.0;
    m_releasedSincePass = true;
    jobInterrupted.notify(j);
    enqueue(j);
}

void Scheduler::complete(std::size_t j)
{
    if (j >= m_jobs.size() || m_jobs[j].state != JobState::Running)
        throw Error("no running job " + std::to_string(j), "job");
    JobRecord& r = m_jobs[j];
    m_sim.cancel(r.endEvent);
    // The work was as long as it ran: the caller measured it.
    r.spec.runTime = r.savedWork + std::max(0.0, m_sim.now() - r.lastStart - r.restorePending);
    finish(j);
}

void Scheduler::failJob(std::size_t j)
{
    if (j >= m_jobs.size() || m_jobs[j].state != JobState::Running)
        throw Error("no running job " + std::to_string(j), "job");
    log(telemetry::Severity::Warning, "job.requeued",
        fmt::format("{} restarts from its last checkpoint.", jobName(m_jobs[j], j)), jobName(m_jobs[j], j));
    interrupt(j, true, false);
    requestPass();
}

void Scheduler::setAvailable(bool available)
{
    if (available == m_available)
        return;
    m_available = available;
    log(available ? telemetry::Severity::Info : telemetry::Severity::Critical,
        available ? "scheduler.up" : "scheduler.down",
        available ? std::string("The scheduler is back: queued jobs can start.")
                  : std::string("The scheduler is down: running jobs go on, queued jobs wait."),
        std::string("scheduler"));
    if (available)
        requestPass();
}

void Scheduler::failNode(int node, double repairAfterS)
{
    if (node < 0 || node >= m_cluster.nodeCount())
        throw Error("no node " + std::to_string(node), "node");
    if (!m_cluster.state(node).up)
        return;
    account();
    m_cluster.setUp(node, false);
    ++m_failures;
    log(telemetry::Severity::Critical, "node.down",
        fmt::format("{} failed.", m_cluster.spec(node).name), m_cluster.spec(node).name);
    const std::vector<std::size_t> running = m_running;
    for (const std::size_t j : running) {
        const auto& p = m_jobs[j].placement;
        if (std::any_of(p.begin(), p.end(), [&](const WorkerAlloc& a) { return a.node == node; })) {
            log(telemetry::Severity::Warning, "job.requeued",
                fmt::format("{} restarts from its last checkpoint.", jobName(m_jobs[j], j)),
                jobName(m_jobs[j], j));
            interrupt(j, true, false);
        }
    }
    nodeChanged.notify(node);
    if (repairAfterS > 0)
        m_sim.scheduleIn(repairAfterS, [this, node] { repairNode(node); });
    requestPass();
}

void Scheduler::repairNode(int node)
{
    if (node < 0 || node >= m_cluster.nodeCount())
        throw Error("no node " + std::to_string(node), "node");
    if (m_cluster.state(node).up)
        return;
    account();
    m_cluster.setUp(node, true);
    log(telemetry::Severity::Info, "node.up",
        fmt::format("{} repaired.", m_cluster.spec(node).name), m_cluster.spec(node).name);
    nodeChanged.notify(node);
    m_releasedSincePass = true;
    requestPass();
    if (m_config.mtbfHours > 0)
        scheduleRandomFailure(node);
}

void Scheduler::scheduleOutage(int node, double at, double repairAfterS)
{
    if (node < 0 || node >= m_cluster.nodeCount())
        throw Error("no node " + std::to_string(node), "node");
    m_sim.schedule(std::max(at, m_sim.now()), [this, node, repairAfterS] {
        // The jobs that arrived at this very time are placed first, then the node fails, as
        // in the lab, where a learner fails a node after the jobs they submitted: a saved
        // run replays to the placements they saw. (The pending pass then finds no change.)
        if (m_passPending)
            pass();
        failNode(node, repairAfterS);
    });
}

void Scheduler::scheduleRandomFailure(int node)
{
    const double after = m_rng.exponential(m_config.mtbfHours * 3600.0);
    m_sim.scheduleIn(after, [this, node] {
        if (workRemains())
            failNode(node, m_config.repairHours * 3600.0);
    });
}

void Scheduler::account()
{
    const double now = m_sim.now();
    const double dt = now - m_accountedAt;
    if (dt <= 0)
        return;
    m_allocIntegral += m_cluster.allocatedGpus() * dt;
    for (std::size_t t = 0; t < m_usage.size(); ++t)
        m_usageIntegral[t] += m_usage[t] * dt;
    m_accountedAt = now;
}

void Scheduler::sample()
{
    ensurePlacer();
    const double now = m_sim.now();
    const double total = std::max(1, m_cluster.totalGpus());
    double restoring = 0;
    for (const std::size_t j : m_running) {
        const JobRecord& r = m_jobs[j];
        if (now < r.lastStart + r.restorePending)
            restoring += r.spec.gpuDemand();
    }
    const double allocated = m_cluster.allocatedGpus();
    const double frag = fragmentationGpus();
    const double idle = m_cluster.upGpus() - allocated;
    m_metrics.record("gpu_allocation", now, 100.0 * allocated / total);
    m_metrics.record("gpu_utilisation", now, 100.0 * (allocated - restoring) / total);
    m_metrics.record("fragmentation", now, 100.0 * frag / total);
    m_metrics.record("fragmentation_idle", now, idle > kEps ? 100.0 * frag / idle : 0.0);
    m_metrics.record("queued_jobs", now, double(m_queued.size()));
    m_metrics.record("running_jobs", now, double(m_running.size()));
    for (std::size_t t = 0; t < m_tenantNames.size(); ++t) {
        const std::string name = "tenant_share/" + m_tenantNames[t];
        if (!m_metrics.contains(name))
            m_metrics.add(name, "%", kSeriesCapacity);
        m_metrics.record(name, now, allocated > kEps ? 100.0 * m_usage[t] / allocated : 0.0);
    }
    m_fragIntegral += 100.0 * frag / total;
    m_fragIdleIntegral += idle > kEps ? 100.0 * frag / idle : 0.0;
    m_fragTime += 1;
    if (workRemains())
        m_sim.scheduleIn(m_config.sampleIntervalS, [this] { sample(); });
    else
        m_sampling = false;
}

SchedulerSummary Scheduler::summary()
{
    account();
    SchedulerSummary s;
    s.jobs = int(m_jobs.size());
    std::vector<double> wait, jct, slowdown;
    const char* buckets[] = {"1 GPU or less", "2 to 8 GPUs", "9 to 64 GPUs", "over 64 GPUs"};
    std::vector<std::vector<double>> waitBy(4);
    for (const JobRecord& r : m_jobs) {
        s.lostFailureGpuHours += r.lostFailureGpuS / 3600.0;
        s.lostPreemptionGpuHours += r.lostPreemptionGpuS / 3600.0;
        if (r.state == JobState::Unschedulable) {
            ++s.unschedulable;
            continue;
        }
        if (r.firstStart < 0) {
            ++s.notStarted;
            continue;
        }
        const double w = r.firstStart - r.spec.submitTime;
        wait.push_back(w);
        const double g = r.spec.gpuDemand();
        waitBy[g <= 1 ? 0 : g <= 8 ? 1 : g <= 64 ? 2 : 3].push_back(w);
        if (r.state == JobState::Done || r.state == JobState::TimedOut) {
            (r.state == JobState::Done ? s.completed : s.timedOut) += 1;
            jct.push_back(r.end - r.spec.submitTime);
            // Over the time the job takes alone on an empty cluster: its run, or its limit
            // when the limit stops it first, so a job stopped at its limit is not "faster".
            slowdown.push_back((r.end - r.spec.submitTime) /
                               std::min(r.spec.runTime, r.spec.limit()));
        }
    }
    s.wait = percentiles(wait);
    s.jct = percentiles(jct);
    s.slowdown = percentiles(slowdown);
    for (std::size_t b = 0; b < 4; ++b)
        s.waitBySize.emplace_back(buckets[b], percentiles(waitBy[b]));
    s.makespanS = m_lastEnd;
    // Up to the last job's end once all is done; up to now while work remains.
    const double horizon = workRemains() ? m_accountedAt : m_lastEnd;
    const double gpuTime = double(m_cluster.totalGpus()) * horizon;
    s.allocationPercent = gpuTime > 0 ? 100.0 * m_allocIntegral / gpuTime : 0.0;
    s.utilisationPercent = gpuTime > 0 ? 100.0 * m_usefulGpuS / gpuTime : 0.0;
    s.fragmentationPercent = m_fragTime > 0 ? m_fragIntegral / m_fragTime : 0.0;
    s.fragmentationIdlePercent = m_fragTime > 0 ? m_fragIdleIntegral / m_fragTime : 0.0;
    s.restoreGpuHours = m_restoreGpuS / 3600.0;
    s.preemptions = m_preemptions;
    s.failures = m_failures;
    double weights = 0;
    for (std::size_t t = 0; t < m_tenantNames.size(); ++t)
        weights += m_config.tenants.empty() ? 1.0 : m_config.tenants[t].weight;
    for (std::size_t t = 0; t < m_tenantNames.size(); ++t) {
        const double w = m_config.tenants.empty() ? 1.0 : m_config.tenants[t].weight;
        s.tenants.push_back({m_tenantNames[t], w / weights,
                             m_allocIntegral > 0 ? m_usageIntegral[t] / m_allocIntegral : 0.0,
                             m_usageIntegral[t] / 3600.0});
    }
    return s;
}

} // namespace ailab::core::sched
