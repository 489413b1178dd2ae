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

const hw::PlatformSpec& platformOf(const ClusterSpec& spec)
{
    const hw::PlatformSpec* first = hw::findPlatform(spec.racks().front().platformId);
    for (std::size_t r = 0; r < spec.racks().size(); ++r) {
        const hw::PlatformSpec* platform = hw::findPlatform(spec.racks()[r].platformId);
        // One fabric needs one server shape; racks of other platforms belong to another
        // cluster (or a later version of the twin).
        if (platform->gpuCount != first->gpuCount || platform->gpuId != first->gpuId)
            throw Error(fmt::format("every rack must hold the same platform as the first ({}), got {}",
                                    first->id, platform->id),
                        fmt::format("/model/racks/{}/platform", r));
    }
    return *first;
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
    const hw::PlatformSpec& platform = platformOf(m_spec);
    const hw::GpuSpec& gpu = *hw::findGpu(platform.gpuId);
    m_gpusPerServer = platform.gpuCount;
    m_serverCount = m_spec.serverCount();
    for (std::size_t r = 0; r < m_spec.racks().size(); ++r)
        for (int s = 0; s < m_spec.racks()[r].servers; ++s)
            m_rackOfServer.push_back(int(r));
    m_gpuSlowdown.assign(std::size_t(m_serverCount * m_gpusPerServer), 1.0);

    m_facility = std::make_unique<Facility>(m_spec.facility);
    m_fabric = std::make_unique<FabricState>(m_spec.fabric, m_serverCount, m_gpusPerServer);
    m_storage = std::make_unique<SharedStorage>(m_sim, m_spec.storage);

    sched::SchedulerConfig config;
    config.policy = sched::parsePolicy(m_spec.schedulerPolicy, "/model/scheduler");
    config.sampleIntervalS = 3600.0;
    config.recordEvents = true;
    config.seed = seed;
    m_scheduler = std::make_unique<sched::Scheduler>(
        m_sim,
        sched::Cluster(sched::nodesOnFabric(m_fabric->fabric(), gpu.id, kNodeCpuMilli, kNodeMemoryMiB)),
        config);
    m_scheduler->jobStarted.connect([this](std::size_t j) { onJobStarted(j); });
    m_scheduler->jobInterrupted.connect([this](std::size_t j) { onJobInterrupted(j); });

    for (std::size_t i = 0; i < m_spec.jobs.size(); ++i) {
        const TrainingJobSpec& job = m_spec.jobs[i];
        const std::string pointer = fmt::format("/model/jobs/{}", i);
        if (job.gpus > m_gpusPerServer && job.gpus % m_gpusPerServer != 0)
            throw Error(fmt::format("a job of more than one server takes whole servers: {} GPUs is "
                                    "not a multiple of {}",
                                    job.gpus, m_gpusPerServer),
                        pointer + "/gpus");
        if (job.gpus > m_serverCount * m_gpusPerServer)
            throw Error(fmt::format("the cluster has {} GPUs, the job asks for {}",
                                    m_serverCount * m_gpusPerServer, job.gpus),
                        pointer + "/gpus");
        JobPlan plan = planJob(job, pointer, gpu, m_gpusPerServer, m_spec.fabric);
        TrainingJob::Hooks hooks;
        hooks.computeSlowdown = [this, i] { return m_jobSlowdown[i]; };
        hooks.allReduceSeconds = [this, i] {
            refreshContention(i);
            return m_allReduce[i].contendedSeconds;
        };
        hooks.finished = [this, i] {
            m_telemetry->jobActivityChanged(i);
            m_scheduler->complete(m_schedulerJobOf[i]);
        };
        const std::string name = job.name;
        hooks.log = [this, name](const std::string& type, const std::string& message) {
            const bool bad = type == "job.interrupted";
            log(bad ? telemetry::Severity::Critical : telemetry::Severity::Info, type, message, "job:" + name);
        };
        m_jobs.push_back(std::make_unique<TrainingJob>(m_sim, *m_storage, job, std::move(plan), std::move(hooks)));
        m_jobSlowdown.push_back(1.0);
        m_jobSlowed.push_back(false);
        m_allReduce.push_back({});
    }

    for (std::size_t i = 0; i < m_spec.services.size(); ++i) {
        const ServiceSpec& service = m_spec.services[i];
        const std::string pointer = fmt::format("/model/services/{}", i);
        if (service.tp > m_gpusPerServer)
            throw Error(fmt::format("a replica runs inside one server of {} GPUs, not on {}", m_gpusPerServer,
                                    service.tp),
                        pointer + "/tp");
        m_services.push_back(std::make_unique<InferenceService>(m_sim, service, gpu.id, m_spec.durationS,
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
            spec.workers = 1;
            spec.cpuMilliPerWorker = 1000;
            spec.memoryMiBPerWorker = 1024;
            spec.runTime = kOpenEndedRunS;
            spec.preemptible = false;
            m_replicaOfSchedulerJob[m_scheduler->submit(spec)] = {i, r};
        }
        m_services[i]->start();
    }
    for (const auto& job : m_jobs) {
        const TrainingJobSpec& s = job->spec();
        sched::JobSpec spec;
        spec.name = s.name;
        spec.priority = s.priority;
        spec.gpusPerWorker = std::min(s.gpus, m_gpusPerServer);
        spec.workers = s.gpus / spec.gpusPerWorker;
        spec.cpuMilliPerWorker = 1000;
        spec.memoryMiBPerWorker = 1024;
        spec.submitTime = s.submitS;
        spec.runTime = kOpenEndedRunS;
        spec.preemptible = false;
        m_schedulerJobOf.push_back(m_scheduler->submit(spec));
    }
}

void ClusterTwin::onJobStarted(std::size_t schedulerJob)
{
    if (const auto replica = m_replicaOfSchedulerJob.find(schedulerJob); replica != m_replicaOfSchedulerJob.end()) {
        const auto [service, r] = replica->second;
        std::vector<int> gpus;
        for (const sched::WorkerAlloc& worker : m_scheduler->jobs()[schedulerJob].placement)
            for (std::uint8_t local : worker.gpuIndices())
                gpus.push_back(worker.node * m_gpusPerServer + local);
        m_telemetry->replicaMoved(service, r);
        m_services[service]->replicaPlaced(r, gpus);
        log(telemetry::Severity::Info, "service.replica-placed",
            fmt::format("{} replica {} placed on server{}; it loads its weights, then serves.",
                        m_services[service]->spec().name, r, gpus.front() / m_gpusPerServer),
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
    m_allReduce[i].placed = false;
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
    m_telemetry->jobActivityChanged(i);
    m_jobs[i]->interrupt(m_interruptCause.empty() ? std::string("a failure") : m_interruptCause);
    m_telemetry->jobActivityChanged(i);
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
    refreshJobSlowdowns();
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
    if (tp == m_gpusPerServer && dp > 1) {
        // Tensor ranks fill each server: the first stage's dp servers hold its tp groups, one
        // per local index, all reducing at once over their own NICs.
        for (int d = 0; d < dp; ++d)
            for (int k = 0; k < m_gpusPerServer; ++k)
                groups.gpus.push_back(m_fabric->fabric().gpu(servers.at(std::size_t(d)), k));
        groups.parallelRings = true;
        groups.groups = job.spec().pp;
        return groups;
    }
    // Otherwise the group of tensor rank 0 in stage 0 stands for the tp x pp groups.
    for (int d = 0; d < dp; ++d) {
        const int rank = d * tp;
        const int server = servers.at(std::size_t(rank / m_gpusPerServer));
        groups.gpus.push_back(m_fabric->fabric().gpu(server, rank % m_gpusPerServer));
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
        const int ring = int(cache.gpus.size()) / (cache.parallelRings ? m_gpusPerServer : 1);
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
        for (int server : m_jobs[i]->servers()) {
            for (int k = 0; k < m_gpusPerServer; ++k) {
                const int g = server * m_gpusPerServer + k;
                const double clock = std::max(1e-3, clocks[std::size_t(g)]);
                const double deficit = m_gpuSlowdown[std::size_t(g)] / clock;
                if (deficit > slowest) {
                    slowest = deficit;
                    slowestGpu = g;
                }
            }
        }
        m_jobSlowdown[i] = slowest;
        // A consequence worth a line: the job's steps now wait for a slow worker (1 % is
        // beyond any jitter the twin has), and when they no longer do.
        const std::string& name = m_jobs[i]->spec().name;
        if (!m_jobSlowed[i] && slowest > 1.01 && slowestGpu >= 0) {
            m_jobSlowed[i] = true;
            const int server = slowestGpu / m_gpusPerServer;
            log(telemetry::Severity::Warning, "job.slowed",
                fmt::format("{}'s steps wait for its slowest GPU, server{}/gpu{} ({}): compute {:.0f} % "
                            "longer.",
                            name, server, slowestGpu % m_gpusPerServer,
                            m_facility->gpuThrottleReasons(slowestGpu) != 0 ? "its clock throttled"
                                                                            : "slower than its peers",
                            100 * (slowest - 1)),
                "job:" + name);
        } else if (m_jobSlowed[i] && slowest < 1.005) {
            m_jobSlowed[i] = false;
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
        if (rest.rfind("gpu", 0) == 0 && parseIndex(rest.substr(3), local) && local < m_gpusPerServer)
            return server * m_gpusPerServer + local;
    } else if (target.rfind("gpu", 0) == 0 && parseIndex(std::string_view(target).substr(3), local) &&
               local < m_serverCount * m_gpusPerServer) {
        return local;
    }
    throw Error(fmt::format("expected a GPU such as \"server0/gpu{}\" or \"gpu{}\", got \"{}\"",
                            m_gpusPerServer - 1, m_serverCount * m_gpusPerServer - 1, target),
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
            {"gpus", m_serverCount * m_gpusPerServer},
            {"racks", racks},
            {"leaves", leaves},
            {"jobs", jobs},
            {"faults", m_faults->summary()},
            {"eventCounts", events},
            {"itPowerKW", m_facility->itPowerKW()},
            {"facilityPowerKW", m_facility->facilityPowerKW()}};
}

} // namespace ailab::core::cluster
