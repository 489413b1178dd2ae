#include "core/cluster/cluster_twin.h"

#include "core/cluster/cluster_telemetry.h"
#include "core/cluster/fault_injector.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/sched/placement.h"
#include "core/sched/placement_network.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fmt/format.h>
#include <span>

namespace ailab::core::cluster {

namespace {

// A scheduler job's own run time when the twin ends it (Scheduler::complete): longer than
// any run, so the scheduler never ends a job by itself.
constexpr double kOpenEndedRunS = 1e15;
// Host resources of one scheduler node (a DGX H100 has 2 x 56 cores and 2 TiB of memory;
// NVIDIA DGX H100 user guide): no job of the twin is limited by them.
constexpr std::int64_t kNodeCpuMilli = 112'000;
constexpr std::int64_t kNodeMemoryMiB = 2'097'152;
// A job is slowed when a part of its step grows by more than this share of what it was on
// the healthy cluster (1 %: beyond any jitter the twin has), and back when within half of it.
constexpr double kSlowedShare = 0.01;
constexpr double kRecoveredShare = 0.005;

const hw::PlatformSpec& platformNamed(const std::string& id, const std::string& pointer)
{
    const hw::PlatformSpec* platform = hw::findPlatform(id);
    if (platform == nullptr || hw::findGpu(platform->gpuId) == nullptr)
        throw Error(fmt::format("unknown platform '{}'", id), pointer);
    return *platform;
}

bool parseIndex(std::string_view text, int& out)
{
    const auto* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end && out >= 0;
}

} // namespace

ClusterTwin::ClusterTwin(sim::Simulation& simulation, ClusterSpec spec, std::uint64_t seed,
                         double recordGpuSeriesFrom)
    : m_sim(simulation), m_spec(std::move(spec)), m_events(100'000)
{
    m_serverCount = m_spec.serverCount();
    m_firstGpuOfServer.push_back(0);
    for (std::size_t r = 0; r < m_spec.racks().size(); ++r) {
        const hw::PlatformSpec& platform =
            platformNamed(m_spec.racks()[r].platformId, fmt::format("/model/racks/{}/platform", r));
        m_platformOfRack.push_back(&platform);
        m_maxGpusPerServer = r == 0 ? platform.gpuCount : std::max(m_maxGpusPerServer, platform.gpuCount);
        for (int s = 0; s < m_spec.racks()[r].servers; ++s) {
            m_rackOfServer.push_back(int(r));
            for (int k = 0; k < platform.gpuCount; ++k)
                m_serverOfGpu.push_back(int(m_rackOfServer.size()) - 1);
            m_firstGpuOfServer.push_back(m_firstGpuOfServer.back() + platform.gpuCount);
        }
    }
    m_gpuSlowdown.assign(std::size_t(gpuCount()), 1.0);
    m_gpuSlowdownCause.assign(std::size_t(gpuCount()), -1);
    m_events.eventAdded.connect([this](const telemetry::Event& e) {
        if (m_cause >= 0)
            m_eventCause.emplace(e.sequence, m_cause);
    });

    m_facility = std::make_unique<Facility>(m_spec.facility);
    // One fabric for every server: each has as many GPU slots on it as the largest platform
    // (a server of fewer GPUs leaves its last slots empty) and the fabric's NICs.
    m_fabric = std::make_unique<FabricState>(m_spec.fabric, m_serverCount, m_maxGpusPerServer);
    m_storage = std::make_unique<SharedStorage>(m_sim, m_spec.storage);
    m_storageNetwork = std::make_unique<StorageNetwork>(m_spec.storage.network, m_spec.management, m_serverCount);

    sched::SchedulerConfig config;
    config.policy = sched::parsePolicy(m_spec.schedulerPolicy, "/model/scheduler");
    config.sampleIntervalS = 3600.0;
    config.recordEvents = true;
    config.seed = seed;
    config.backfill = sched::parseBackfill(m_spec.backfill, "/model/backfill");
    config.preemption = m_spec.preemption;
    // Each node as its rack's platform holds it: its GPU type and count.
    std::vector<sched::NodeSpec> nodes =
        sched::nodesOnFabric(m_fabric->fabric(), m_platformOfRack.front()->gpuId, kNodeCpuMilli, kNodeMemoryMiB);
    for (int server = 0; server < m_serverCount; ++server) {
        nodes[std::size_t(server)].gpuType = platformOfServer(server).gpuId;
        nodes[std::size_t(server)].gpus = gpusOfServer(server);
    }
    m_scheduler = std::make_unique<sched::Scheduler>(m_sim, sched::Cluster(std::move(nodes)), config);
    m_scheduler->jobStarted.connect([this](std::size_t j) { onJobStarted(j); });
    m_scheduler->jobInterrupted.connect([this](std::size_t j) { onJobInterrupted(j); });
    m_scheduler->jobEnded.connect([this](std::size_t j) { onJobEnded(j); });
    std::vector<BackgroundQueue::Platform> backgroundPlatforms;
    for (std::size_t i = 0; i < m_spec.background.size(); ++i) {
        const hw::PlatformSpec& platform =
            platformNamed(m_spec.background[i].platformId, fmt::format("/model/background/{}/platform", i));
        backgroundPlatforms.push_back({platform.gpuId, platform.gpuCount});
    }
    m_background = std::make_unique<BackgroundQueue>(
        *m_scheduler, m_spec.background, std::move(backgroundPlatforms),
        [this](int node, int local) { return firstGpuOfServer(node) + local; });

    for (std::size_t i = 0; i < m_spec.jobs.size(); ++i) {
        const TrainingJobSpec& job = m_spec.jobs[i];
        const std::string pointer = fmt::format("/model/jobs/{}", i);
        const hw::PlatformSpec& platform = platformNamed(job.platformId, pointer + "/platform");
        const int perServer = platform.gpuCount;
        if (job.gpus > perServer && job.gpus % perServer != 0)
            throw Error(fmt::format("a job of more than one server takes whole servers: {} GPUs is "
                                    "not a multiple of {}",
                                    job.gpus, perServer),
                        pointer + "/gpus");
        if (job.gpus > gpusOfPlatform(platform))
            throw Error(fmt::format("the cluster has {} GPUs of {} servers, the job asks for {}",
                                    gpusOfPlatform(platform), platform.id, job.gpus),
                        pointer + "/gpus");
        JobPlan plan = planJob(job, pointer, *hw::findGpu(platform.gpuId), perServer, m_spec.fabric);
        m_platformOfJob.push_back(&platform);
        TrainingJob::Hooks hooks;
        hooks.computeSlowdown = [this, i] { return m_jobSlowdown[i]; };
        hooks.allReduceSeconds = [this, i] {
            refreshContention(i);
            return m_allReduce[i].contendedSeconds;
        };
        hooks.finished = [this, i] {
            m_telemetry->jobActivityChanged(i);
            m_jobGpus[i].clear();
            m_scheduler->complete(m_schedulerJobOf[i]);
        };
        const std::string name = job.name;
        hooks.log = [this, name](const std::string& type, const std::string& message) {
            const bool bad = type == "job.interrupted";
            log(bad ? telemetry::Severity::Critical : telemetry::Severity::Info, type, message, "job:" + name);
        };
        hooks.collectiveTimeout = [this, i, name](const std::string& cause) {
            log(telemetry::Severity::Critical, "job.collective-timeout",
                fmt::format("{}: NCCL's watchdog ended the job, a collective found no path between its ranks.", name),
                "job:" + name);
            failJob(i, cause);
        };
        m_jobs.push_back(std::make_unique<TrainingJob>(m_sim, *m_storage, job, std::move(plan), std::move(hooks)));
        m_jobSlowdown.push_back(1.0);
        m_jobGpus.emplace_back();
        m_jobSlowed.push_back(false);
        m_jobSlowCause.push_back(-1);
        m_jobInterruptCause.push_back(-1);
        m_commReference.push_back({});
        m_dataReference.push_back({});
        m_allReduce.push_back({});
    }

    for (std::size_t i = 0; i < m_spec.services.size(); ++i) {
        const ServiceSpec& service = m_spec.services[i];
        const std::string pointer = fmt::format("/model/services/{}", i);
        const hw::PlatformSpec& platform = platformNamed(service.platformId, pointer + "/platform");
        if (service.tp > platform.gpuCount)
            throw Error(fmt::format("a replica runs inside one server of {} GPUs, not on {}", platform.gpuCount,
                                    service.tp),
                        pointer + "/tp");
        m_platformOfJob.push_back(&platform);
        m_services.push_back(std::make_unique<InferenceService>(m_sim, service, platform.gpuId, m_spec.durationS,
                                                                seed + 7919 * (i + 1), pointer));
    }

    m_telemetry = std::make_unique<ClusterTelemetry>(*this, recordGpuSeriesFrom);
    m_faults = std::make_unique<FaultInjector>(*this, seed);
    submitJobs();
    m_faults->scheduleSpecFaults();
    if (m_spec.failures.random)
        m_faults->startRandomFailures();
    log(telemetry::Severity::Info, "cluster.healthy", "All services operational.", "cluster");
    m_sim.schedule(m_sim.now(), [this] { tick(); });
}

ClusterTwin::~ClusterTwin() = default;

double ClusterTwin::now() const
{
    return m_sim.now();
}

int ClusterTwin::gpusOfPlatform(const hw::PlatformSpec& platform) const
{
    int gpus = 0;
    for (int server = 0; server < m_serverCount; ++server)
        if (platformOfServer(server).gpuId == platform.gpuId)
            gpus += gpusOfServer(server);
    return gpus;
}

TrainingJob* ClusterTwin::findJob(const std::string& name)
{
    const int index = findJobIndex(name);
    return index >= 0 ? m_jobs[std::size_t(index)].get() : nullptr;
}

std::vector<double> ClusterTwin::uplinkBytesPerStep(std::size_t job) const
{
    std::vector<double> bytes = m_allReduce.at(job).timing.uplinkBytes;
    for (double& b : bytes)
        b *= m_allReduce.at(job).groups;
    return bytes;
}

int ClusterTwin::findJobIndex(const std::string& name) const
{
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        if (m_jobs[i]->spec().name == name)
            return int(i);
    return -1;
}

void ClusterTwin::submitJobs()
{
    // Each replica is a job of its own (one server's GPUs), so a failed server stops only
    // the replicas on it.
    for (std::size_t i = 0; i < m_services.size(); ++i) {
        const ServiceSpec& s = m_services[i]->spec();
        for (int r = 0; r < s.replicas; ++r) {
            sched::JobSpec spec;
            spec.name = fmt::format("{}/replica{}", s.name, r);
            spec.priority = s.priority;
            spec.gpusPerWorker = s.tp;
            spec.gpuTypes = {m_platformOfJob[m_jobs.size() + i]->gpuId};
            spec.workers = 1;
            spec.cpuMilliPerWorker = 1000;
            spec.memoryMiBPerWorker = 1024;
            spec.runTime = kOpenEndedRunS;
            spec.preemptible = false;
            m_replicaOfSchedulerJob[m_scheduler->submit(spec)] = {i, r};
        }
        m_services[i]->start();
    }
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        const TrainingJobSpec& s = m_jobs[i]->spec();
        sched::JobSpec spec;
        spec.name = s.name;
        spec.priority = s.priority;
        spec.gpuTypes = {m_platformOfJob[i]->gpuId};
        spec.gpusPerWorker = std::min(s.gpus, m_platformOfJob[i]->gpuCount);
        spec.workers = s.gpus / spec.gpusPerWorker;
        spec.cpuMilliPerWorker = 1000;
        spec.memoryMiBPerWorker = 1024;
        spec.submitTime = s.submitS;
        spec.runTime = kOpenEndedRunS;
        spec.preemptible = false;
        m_schedulerJobOf.push_back(m_scheduler->submit(spec));
    }
    m_background->submit();
}

std::vector<int> ClusterTwin::placedGpus(std::size_t schedulerJob) const
{
    std::vector<int> gpus;
    for (const sched::WorkerAlloc& worker : m_scheduler->jobs()[schedulerJob].placement)
        for (std::uint8_t local : worker.gpuIndices())
            gpus.push_back(firstGpuOfServer(worker.node) + local);
    return gpus;
}

void ClusterTwin::applyBackgroundChange(const BackgroundQueue::Change& change)
{
    for (int g : change.gpus) {
        m_facility->setGpuActivity(g, change.utilisation);
        m_telemetry->setGpuUtilisation(g, change.utilisation);
    }
}

void ClusterTwin::onJobEnded(std::size_t schedulerJob)
{
    if (m_background->owns(schedulerJob))
        applyBackgroundChange(m_background->stopped(schedulerJob, false));
}

void ClusterTwin::onJobStarted(std::size_t schedulerJob)
{
    if (m_background->owns(schedulerJob)) {
        applyBackgroundChange(m_background->started(schedulerJob));
        return;
    }
    if (const auto replica = m_replicaOfSchedulerJob.find(schedulerJob); replica != m_replicaOfSchedulerJob.end()) {
        const auto [service, r] = replica->second;
        const std::vector<int> gpus = placedGpus(schedulerJob);
        m_telemetry->replicaMoved(service, r);
        m_services[service]->replicaPlaced(r, gpus);
        log(telemetry::Severity::Info, "service.replica-placed",
            fmt::format("{} replica {} placed on server{}; it loads its weights, then serves.",
                        m_services[service]->spec().name, r, serverOfGpu(gpus.front())),
            "service:" + m_services[service]->spec().name);
        return;
    }
    const auto at = std::find(m_schedulerJobOf.begin(), m_schedulerJobOf.end(), schedulerJob);
    if (at == m_schedulerJobOf.end())
        return;
    const std::size_t i = std::size_t(at - m_schedulerJobOf.begin());
    TrainingJob& job = *m_jobs[i];
    std::vector<int> servers;
    for (const sched::WorkerAlloc& worker : m_scheduler->jobs()[schedulerJob].placement)
        servers.push_back(worker.node);
    const bool restart = job.totals().interruptions > 0;
    // A restart is the last consequence of what stopped the job.
    const CauseScope scope(*this, restart ? m_jobInterruptCause[i] : m_cause);
    m_allReduce[i].placed = false;
    m_jobGpus[i] = placedGpus(schedulerJob);
    // Its reads and checkpoint writes go over its servers' storage network.
    m_storage->setClientNetworkCap(job.storageClient(), m_storageNetwork->bytesPerSecond(servers));
    job.start(servers, restart ? m_spec.failures.restartS : 0.0);
    refreshJobSlowdowns();
    m_telemetry->jobActivityChanged(i);
    log(telemetry::Severity::Info, restart ? "job.restart" : "job.start",
        restart ? fmt::format("{} placed again on {} servers; it runs after a restart of {:.0f} s.",
                              job.spec().name, servers.size(), m_spec.failures.restartS)
                : fmt::format("{} started on {} servers.", job.spec().name, servers.size()),
        "job:" + job.spec().name);
}

void ClusterTwin::onJobInterrupted(std::size_t schedulerJob)
{
    if (m_background->owns(schedulerJob)) {
        applyBackgroundChange(m_background->stopped(schedulerJob, true));
        return;
    }
    if (const auto replica = m_replicaOfSchedulerJob.find(schedulerJob); replica != m_replicaOfSchedulerJob.end()) {
        const auto [service, r] = replica->second;
        m_telemetry->replicaMoved(service, r);
        m_services[service]->replicaLost(r);
        log(telemetry::Severity::Critical, "service.replica-lost",
            fmt::format("{} lost replica {} ({}); its requests go to the others.", m_services[service]->spec().name,
                        r, m_interruptCause.empty() ? std::string("a failure") : m_interruptCause),
            "service:" + m_services[service]->spec().name);
        return;
    }
    const auto at = std::find(m_schedulerJobOf.begin(), m_schedulerJobOf.end(), schedulerJob);
    if (at == m_schedulerJobOf.end())
        return;
    const std::size_t i = std::size_t(at - m_schedulerJobOf.begin());
    m_jobInterruptCause[i] = m_cause;
    // Stopped, it is no longer slowed; its next placement has references of its own.
    m_commReference[i] = {};
    m_dataReference[i] = {};
    m_telemetry->jobActivityChanged(i);
    m_jobs[i]->interrupt(m_interruptCause.empty() ? std::string("a failure") : m_interruptCause);
    m_telemetry->jobActivityChanged(i);
    m_jobGpus[i].clear();
}

void ClusterTwin::failServer(int server, const std::string& cause, double repairS)
{
    m_interruptCause = cause;
    m_scheduler->failNode(server, repairS);
    m_interruptCause.clear();
}

bool ClusterTwin::failJob(std::size_t job, const std::string& cause)
{
    const std::size_t j = m_schedulerJobOf.at(job);
    if (m_scheduler->jobs()[j].state != sched::JobState::Running)
        return false;
    m_interruptCause = cause;
    m_scheduler->failJob(j);
    m_interruptCause.clear();
    return true;
}

void ClusterTwin::setGpuSlowdown(int gpu, double factor)
{
    m_gpuSlowdown.at(std::size_t(gpu)) = std::max(1.0, factor);
    m_gpuSlowdownCause.at(std::size_t(gpu)) = factor > 1.0 ? m_cause : -1;
    refreshJobSlowdowns();
}

int ClusterTwin::eventCause(const telemetry::Event& event) const
{
    const auto it = m_eventCause.find(event.sequence);
    return it == m_eventCause.end() ? -1 : it->second;
}

void ClusterTwin::log(telemetry::Severity severity, const std::string& type, const std::string& message,
                      const std::string& subject)
{
    m_events.add(m_sim.now(), severity, type, message, subject);
}

ClusterTwin::DataParallelGroups ClusterTwin::dataParallelGroups(const TrainingJob& job) const
{
    // Megatron-LM's rank order puts tensor-parallel ranks innermost, then data-parallel,
    // then pipeline stages (its default order "tp-cp-ep-dp-pp"): rank = t + tp (d + dp s).
    DataParallelGroups groups;
    const auto& servers = job.servers();
    const int tp = job.spec().tp;
    const int dp = job.plan().dpRanks;
    const int perServer = gpusOfServer(servers.front());
    if (tp == perServer && dp > 1) {
        // Tensor ranks fill each server: the first stage's dp servers hold its tp groups, one
        // per local index, all reducing at once over their own NICs.
        for (int d = 0; d < dp; ++d)
            for (int k = 0; k < perServer; ++k)
                groups.gpus.push_back(m_fabric->fabric().gpu(servers.at(std::size_t(d)), k));
        groups.parallelRings = true;
        groups.groups = job.spec().pp;
        return groups;
    }
    // Otherwise the group of tensor rank 0 in stage 0 stands for the tp x pp groups.
    for (int d = 0; d < dp; ++d) {
        const int rank = d * tp;
        const int server = servers.at(std::size_t(rank / perServer));
        groups.gpus.push_back(m_fabric->fabric().gpu(server, rank % perServer));
    }
    groups.groups = tp * job.spec().pp;
    return groups;
}

bool ClusterTwin::timeAlone(std::size_t i)
{
    AllReduceCache& cache = m_allReduce[i];
    if (cache.epoch == m_fabric->epoch() && cache.placed)
        return false;
    // Timed again when the fabric changed, or when the job was placed again and its timed
    // groups moved (a restart on a spare server often leaves them).
    const TrainingJob& job = *m_jobs[i];
    DataParallelGroups groups = dataParallelGroups(job);
    bool retimed = false;
    if (cache.epoch != m_fabric->epoch() || groups.gpus != cache.gpus) {
        cache.timing = m_fabric->allReduce(groups.gpus, job.plan().dpGradientBytes, groups.parallelRings);
        cache.gpus = std::move(groups.gpus);
        cache.parallelRings = groups.parallelRings;
        retimed = true;
    }
    cache.groups = groups.groups;
    cache.epoch = m_fabric->epoch();
    cache.placed = true;
    return retimed;
}

void ClusterTwin::refreshContention(std::size_t caller)
{
    // The jobs whose all-reduces run now: running or checkpointing (between two steps),
    // and the job asking, which is about to step.
    std::vector<std::uint8_t> running(m_jobs.size(), 0);
    bool changed = m_fabric->epoch() != m_contentionEpoch;
    for (std::size_t j = 0; j < m_jobs.size(); ++j) {
        const JobPhase phase = m_jobs[j]->phase();
        running[j] = j == caller || phase == JobPhase::Running || phase == JobPhase::Checkpointing;
        if (running[j] != 0 && timeAlone(j))
            changed = true;
    }
    if (!changed && running == m_contentionRunning)
        return;
    m_contentionEpoch = m_fabric->epoch();
    m_contentionRunning = running;
    ++m_fabricTimingVersion;
    // Jobs meet where both put bytes on one leaf-spine link; the jobs linked that way
    // (directly or through others) are timed together, the others keep their time alone.
    const std::size_t n = m_jobs.size();
    std::vector<std::size_t> root(n);
    for (std::size_t j = 0; j < n; ++j) {
        root[j] = j;
        m_allReduce[j].contendedSeconds = m_allReduce[j].timing.seconds;
    }
    const auto find = [&root](std::size_t j) {
        while (root[j] != j)
            j = root[j] = root[root[j]];
        return j;
    };
    const auto timed = [&](std::size_t j) {
        return running[j] != 0 && std::isfinite(m_allReduce[j].timing.seconds) && m_allReduce[j].timing.seconds > 0;
    };
    const std::size_t links = m_fabric->uplinks().size();
    for (std::size_t l = 0; l < links; ++l) {
        std::size_t first = n;
        for (std::size_t j = 0; j < n; ++j) {
            if (!timed(j) || m_allReduce[j].timing.uplinkBytes[l] <= 0)
                continue;
            if (first == n)
                first = j;
            else
                root[find(j)] = find(first);
        }
    }
    std::map<std::size_t, std::vector<std::size_t>> components;
    for (std::size_t j = 0; j < n; ++j)
        if (timed(j))
            components[find(j)].push_back(j);
    for (const auto& [top, members] : components) {
        if (members.size() < 2)
            continue;
        std::vector<FabricState::AllReduceGroup> groups;
        for (std::size_t j : members)
            groups.push_back({m_allReduce[j].gpus, m_jobs[j]->plan().dpGradientBytes, m_allReduce[j].parallelRings});
        const std::vector<double> seconds = m_fabric->concurrentAllReduceSeconds(groups);
        for (std::size_t k = 0; k < members.size(); ++k)
            m_allReduce[members[k]].contendedSeconds = seconds[k];
    }
    refreshCongestion(running);
    noteCommunicationSlowdowns();
}

void ClusterTwin::noteCommunicationSlowdowns()
{
    const bool faulty = m_faults->fabricFaultActive();
    for (std::size_t j = 0; j < m_jobs.size(); ++j) {
        if (m_contentionRunning.at(j) == 0 || !(m_allReduce[j].timing.seconds > 0))
            continue;
        const double now = m_allReduce[j].contendedSeconds;
        Reference& ref = m_commReference[j];
        const std::string& name = m_jobs[j]->spec().name;
        if (!faulty && std::isfinite(now))
            ref.healthy = now;
        if (!ref.slowed && faulty && ref.healthy > 0 && !(now <= ref.healthy * (1.0 + kSlowedShare))) {
            ref.slowed = true;
            ref.cause = m_fabricCause;
            const CauseScope scope(*this, ref.cause);
            log(telemetry::Severity::Warning, "job.communication-slowed",
                std::isfinite(now)
                    ? fmt::format("{}'s data-parallel all-reduce takes {:.2f} s, {:.0f} % longer than on the "
                                  "healthy fabric ({:.2f} s).",
                                  name, now, 100 * (now / ref.healthy - 1), ref.healthy)
                    : fmt::format("{}'s data-parallel all-reduce has no path between some of its ranks.", name),
                "job:" + name);
        } else if (ref.slowed && (!faulty || now < ref.healthy * (1.0 + kRecoveredShare))) {
            ref.slowed = false;
            const CauseScope scope(*this, ref.cause);
            log(telemetry::Severity::Info, "job.communication-recovered",
                fmt::format("{}'s all-reduce is back to {:.2f} s.", name, now), "job:" + name);
        }
    }
}

void ClusterTwin::noteDataWaits()
{
    const bool faulty = m_faults->storageFaultActive();
    for (std::size_t j = 0; j < m_jobs.size(); ++j) {
        const TrainingJob& job = *m_jobs[j];
        const StepParts& step = job.lastStep();
        if (job.phase() != JobPhase::Running || !(step.stepS > 0))
            continue;
        const double share = step.dataWaitS / step.stepS;
        Reference& ref = m_dataReference[j];
        const std::string& name = job.spec().name;
        if (!faulty) {
            ref.healthy = share;
            if (!ref.slowed)
                continue;
        }
        if (!ref.slowed && faulty && share > ref.healthy + kSlowedShare) {
            ref.slowed = true;
            ref.cause = m_storageCause;
            const CauseScope scope(*this, ref.cause);
            log(telemetry::Severity::Warning, "job.data-wait",
                fmt::format("{} waits {:.2f} s of each {:.2f} s step for its data ({:.0f} % of the step).", name,
                            step.dataWaitS, step.stepS, 100 * share),
                "job:" + name);
        } else if (ref.slowed && (!faulty || share < ref.healthy + kRecoveredShare)) {
            ref.slowed = false;
            const CauseScope scope(*this, ref.cause);
            log(telemetry::Severity::Info, "job.data-recovered",
                fmt::format("{}'s data arrives in time again.", name), "job:" + name);
        }
    }
}

void ClusterTwin::refreshCongestion(const std::vector<std::uint8_t>& running)
{
    // Per uplink, the line-rate senders that meet on it: each job's connections that cross
    // it (its bytes on the link over the bytes one ring connection carries, 2 (N - 1) / N x n
    // for a ring of N), both directions averaged, times the NIC rate over the link's rate now.
    const std::size_t links = m_fabric->uplinks().size();
    std::vector<double> senders(links, 0.0);
    m_linkFanIn.assign(links, 0);
    m_linkDcqcnOff.assign(links, 0);
    std::vector<std::uint8_t> jobOff(m_jobs.size(), 0);
    for (std::size_t j = 0; j < m_jobs.size(); ++j) {
        const AllReduceCache& cache = m_allReduce[j];
        if (running[j] == 0 || !(cache.timing.seconds > 0) || !std::isfinite(cache.timing.seconds))
            continue;
        const int perRing = cache.parallelRings ? gpusOfServer(m_jobs[j]->servers().front()) : 1;
        const int ring = int(cache.gpus.size()) / perRing;
        const double connectionBytes = 2.0 * (ring - 1) / ring * m_jobs[j]->plan().dpGradientBytes;
        for (int server : m_jobs[j]->servers())
            jobOff[j] = jobOff[j] != 0 || m_fabric->dcqcnOff(server) ? 1 : 0;
        for (std::size_t l = 0; l < links && connectionBytes > 0; ++l) {
            if (cache.timing.uplinkBytes[l] <= 0)
                continue;
            senders[l] += cache.timing.uplinkBytes[l] / (2.0 * connectionBytes);
            m_linkDcqcnOff[l] = m_linkDcqcnOff[l] != 0 || jobOff[j] != 0 ? 1 : 0;
        }
    }
    const double nicBps = m_spec.fabric.nicGbps * 1e9;
    for (std::size_t l = 0; l < links; ++l)
        if (senders[l] > 0)
            m_linkFanIn[l] = std::max(1, int(std::lround(senders[l] * nicBps / m_fabric->uplinkBitsPerSecond(l))));
    // A job with DCQCN off on a NIC: its all-reduce waits for its ranks through the most
    // congested port it crosses, which delivers goodputShare(off) / goodputShare(on) of what
    // the flow engine's fair share (DCQCN working) gave it.
    for (std::size_t j = 0; j < m_jobs.size(); ++j) {
        if (jobOff[j] == 0)
            continue;
        double worst = 1.0;
        for (std::size_t l = 0; l < links; ++l)
            if (m_allReduce[j].timing.uplinkBytes[l] > 0 && m_linkFanIn[l] >= 2)
                worst = std::max(worst, m_fabric->roce().slowdownWithoutDcqcn(m_linkFanIn[l]));
        m_allReduce[j].contendedSeconds *= worst;
    }
}

void ClusterTwin::refreshJobSlowdowns()
{
    const std::span<const double> clocks = m_facility->gpuClockFactors();
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        double slowest = 1.0;
        int slowestGpu = -1;
        for (int g : m_jobGpus[i]) {
            const double clock = std::max(1e-3, clocks[std::size_t(g)]);
            const double deficit = m_gpuSlowdown[std::size_t(g)] / clock;
            if (deficit > slowest) {
                slowest = deficit;
                slowestGpu = g;
            }
        }
        m_jobSlowdown[i] = slowest;
        if (m_jobGpus[i].empty()) {
            // Not placed (stopped or waiting): nothing of it runs slow, and nothing recovered
            // either; placed again on slow GPUs, it is said to slow again.
            m_jobSlowed[i] = false;
            continue;
        }
        // A consequence worth a line: the job's steps now wait for a slow worker (1 % is
        // beyond any jitter the twin has), and when they no longer do.
        const std::string& name = m_jobs[i]->spec().name;
        if (!m_jobSlowed[i] && slowest > 1.0 + kSlowedShare && slowestGpu >= 0) {
            m_jobSlowed[i] = true;
            const int server = serverOfGpu(slowestGpu);
            // Its cause: the fault that slowed that GPU, or the one on its rack that
            // throttles its clock.
            m_jobSlowCause[i] = m_gpuSlowdown[std::size_t(slowestGpu)] > 1.0
                                    ? m_gpuSlowdownCause[std::size_t(slowestGpu)]
                                    : m_faults->rackCause(rackOfServer(server));
            const CauseScope scope(*this, m_jobSlowCause[i]);
            log(telemetry::Severity::Warning, "job.slowed",
                fmt::format("{}'s steps wait for its slowest GPU, server{}/gpu{} ({}): compute {:.0f} % "
                            "longer.",
                            name, server, slowestGpu - firstGpuOfServer(server),
                            m_facility->gpuThrottleReasons(slowestGpu) != 0 ? "its clock throttled"
                                                                            : "slower than its peers",
                            100 * (slowest - 1)),
                "job:" + name);
        } else if (m_jobSlowed[i] && slowest < 1.0 + kRecoveredShare) {
            m_jobSlowed[i] = false;
            const CauseScope scope(*this, m_jobSlowCause[i]);
            log(telemetry::Severity::Info, "job.recovered", fmt::format("{}'s steps are back to full speed.", name),
                "job:" + name);
        }
    }
}

void ClusterTwin::tick()
{
    const double now = m_sim.now();
    m_telemetry->applyActivity();
    const double dt = now - m_lastTick;
    if (dt > 0)
        m_faults->onFacilityEvents(m_facility->advance(dt));
    m_lastTick = now;
    refreshJobSlowdowns();
    noteDataWaits();
    m_telemetry->sample(now);
    m_sim.schedule(now + m_spec.telemetry.resolutionS, [this] { tick(); });
}

void ClusterTwin::runUntil(double until)
{
    m_sim.runUntil(until);
}

int ClusterTwin::resolveServer(const std::string& target, const std::string& pointer) const
{
    int index = -1;
    if (target.rfind("server", 0) == 0 && parseIndex(std::string_view(target).substr(6), index) &&
        index < m_serverCount)
        return index;
    throw Error(fmt::format("expected a server from server0 to server{}, got \"{}\"", m_serverCount - 1, target),
                pointer);
}

int ClusterTwin::resolveGpu(const std::string& target, const std::string& pointer) const
{
    const auto slash = target.find('/');
    int local = -1;
    if (slash != std::string::npos) {
        const int server = resolveServer(target.substr(0, slash), pointer);
        const std::string_view rest = std::string_view(target).substr(slash + 1);
        if (rest.rfind("gpu", 0) == 0 && parseIndex(rest.substr(3), local) && local < gpusOfServer(server))
            return firstGpuOfServer(server) + local;
    } else if (target.rfind("gpu", 0) == 0 && parseIndex(std::string_view(target).substr(3), local) &&
               local < gpuCount()) {
        return local;
    }
    throw Error(fmt::format("expected a GPU such as \"server0/gpu{}\" or \"gpu{}\", got \"{}\"",
                            gpusOfServer(0) - 1, gpuCount() - 1, target),
                pointer);
}

int ClusterTwin::resolveRack(const std::string& target, const std::string& pointer) const
{
    for (std::size_t r = 0; r < m_spec.racks().size(); ++r)
        if (m_spec.racks()[r].id == target)
            return int(r);
    throw Error(fmt::format("no rack is named \"{}\" (the first is \"{}\")", target, m_spec.racks().front().id),
                pointer);
}

nlohmann::json ClusterTwin::summary() const
{
    const double now = m_sim.now();
    nlohmann::json jobs = nlohmann::json::array();
    for (const auto& job : m_jobs) {
        const JobTotals& t = job->totals();
        const double runs = t.stepsRun > 0 ? double(t.stepsRun) : 1.0;
        jobs.push_back({
            {"name", job->spec().name},
            {"model", job->spec().modelId},
            {"gpus", job->spec().gpus},
            {"state", jobPhaseId(job->phase())},
            {"steps", t.steps},
            {"stepsRun", t.stepsRun},
            {"meanStepSeconds", t.stepSeconds / runs},
            {"meanComputeSeconds", t.computeSeconds / runs},
            {"meanExposedCommunicationSeconds", t.exposedCommSeconds / runs},
            {"meanDataWaitSeconds", t.dataWaitSeconds / runs},
            {"checkpointStallSeconds", t.checkpointStallSeconds},
            {"checkpoints", t.checkpoints},
            {"interruptions", t.interruptions},
            {"lostWorkSeconds", t.lostWorkSeconds},
            {"restartSeconds", t.restartSeconds},
            {"lostGpuHours", t.lostGpuHours},
            {"effectiveTrainingFraction", job->effectiveTrainingFraction(now)},
            {"modelStepSeconds", job->plan().step.stepSeconds},
            {"achievedTflopsPerGpu", job->achievedTflopsPerGpu()},
            {"mfu", job->mfu()},
        });
    }
    nlohmann::json events = nlohmann::json::object();
    for (const telemetry::Event& e : m_events)
        events[e.type] = events.value(e.type, 0) + 1;
    // Each rack over the whole run, from its bounded history.
    nlohmann::json racks = nlohmann::json::array();
    const auto& history = m_telemetry->rackHistory();
    const auto peak = [](const telemetry::RollupSeries& series) {
        double most = std::nan("");
        for (const telemetry::RollupBucket& b : series.buckets())
            if (b.count > 0 && !(b.max <= most))
                most = b.max;
        for (const telemetry::Sample& sample : series.recent())
            if (!std::isnan(sample.value) && !(sample.value <= most))
                most = sample.value;
        return most;
    };
    for (std::size_t r = 0; r < history.size(); ++r) {
        racks.push_back({{"id", m_spec.racks()[r].id},
                         {"peakInletC", peak(history[r].inletC)},
                         {"meanPowerKW", history[r].powerKW.totalMean()},
                         {"meanGpuUtilisationPercent", history[r].meanGpuUtilisation.totalMean()}});
    }
    // Each leaf's uplinks over the whole run.
    nlohmann::json leaves = nlohmann::json::array();
    const auto& leafHistory = m_telemetry->leafHistory();
    for (std::size_t l = 0; l < leafHistory.size(); ++l) {
        leaves.push_back({{"id", m_fabric->fabric().graph.node(m_fabric->fabric().leaves[l]).name},
                          {"meanUplinkUtilisationPercent", leafHistory[l].uplinkUtilisationMean.totalMean()},
                          {"peakUplinkUtilisationPercent", peak(leafHistory[l].uplinkUtilisationMax)},
                          {"meanEcnMarksPerSecond", leafHistory[l].ecnMarks.totalMean()}});
    }
    nlohmann::json services = nlohmann::json::array();
    for (const auto& service : m_services)
        services.push_back(service->summary());
    return {{"simulatedSeconds", now},
            {"services", services},
            {"servers", m_serverCount},
            {"gpus", gpuCount()},
            {"racks", racks},
            {"leaves", leaves},
            {"jobs", jobs},
            {"background", {{"jobs", m_background->jobs()},
                            {"completed", m_background->completed()},
                            {"interruptions", m_background->interruptions()},
                            {"running", m_background->running()},
                            {"queues", m_background->summary(now)}}},
            {"faults", m_faults->summary()},
            {"eventCounts", events},
            {"itPowerKW", m_facility->itPowerKW()},
            {"facilityPowerKW", m_facility->facilityPowerKW()}};
}

} // namespace ailab::core::cluster
