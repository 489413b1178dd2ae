#pragma once

#include "core/cluster/background_queue.h"
#include "core/cluster/cluster_spec.h"
#include "core/cluster/fabric_state.h"
#include "core/cluster/facility.h"
#include "core/cluster/inference_service.h"
#include "core/cluster/shared_storage.h"
#include "core/cluster/storage_network.h"
#include "core/cluster/training_job.h"
#include "core/hw/catalog.h"
#include "core/sched/scheduler.h"
#include "core/telemetry/event_log.h"
#include "core/telemetry/metric_registry.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ailab::core::sim {
class Simulation;
}

// The cluster twin (docs/models.md, "Cluster twin"; docs/architecture.md, "One cluster model,
// many labs"): one simulated AI cluster composed from the core's models on the caller's
// Simulation. It owns the parts and wires them, and computes nothing itself:
//   Facility       racks, power feeds, cooling, GPU power, temperature and clocks (facility.h)
//   FabricState    the compute fabric and its faults, collectives timed on it (fabric_state.h)
//   SharedStorage  the parallel file system every job reads from and writes to (shared_storage.h)
//   Scheduler      queue and placement, node failures (core/sched)
//   TrainingJob    each job's steps, checkpoints and rollbacks (training_job.h)
//   FaultInjector  faults at their times and random failures at published rates (fault_injector.h)
//   ClusterTelemetry  the operator's telemetry in a MetricRegistry (cluster_telemetry.h)
// Every fault and every consequence is an event in its EventLog.
namespace ailab::core::cluster {

class FaultInjector;
class ClusterTelemetry;

class ClusterTwin
{
public:
    // Builds every part from `spec` (already read by readClusterSpec) and schedules the
    // spec's jobs and faults on `simulation`. `recordGpuSeriesFrom`: per-GPU and per-link
    // series are recorded from this time on (a headless run that keeps only its last
    // window passes its end minus the window). Throws core::Error naming the field.
    ClusterTwin(sim::Simulation& simulation, ClusterSpec spec, std::uint64_t seed,
                double recordGpuSeriesFrom = 0.0);
    // recordGpuSeriesFrom for a twin that is only built (a scenario's validation).
    static constexpr double kNoGpuSeries = 1e300;
    ~ClusterTwin();
    ClusterTwin(const ClusterTwin&) = delete;
    ClusterTwin& operator=(const ClusterTwin&) = delete;

    const ClusterSpec& spec() const { return m_spec; }
    sim::Simulation& simulation() { return m_sim; }
    double now() const;

    Facility& facility() { return *m_facility; }
    const Facility& facility() const { return *m_facility; }
    FabricState& fabricState() { return *m_fabric; }
    const FabricState& fabricState() const { return *m_fabric; }
    SharedStorage& storage() { return *m_storage; }
    const SharedStorage& storage() const { return *m_storage; }
    const StorageNetwork& storageNetwork() const { return *m_storageNetwork; }
    sched::Scheduler& scheduler() { return *m_scheduler; }
    const sched::Scheduler& scheduler() const { return *m_scheduler; }
    FaultInjector& faults() { return *m_faults; }
    const FaultInjector& faults() const { return *m_faults; }
    const std::vector<std::unique_ptr<TrainingJob>>& jobs() const { return m_jobs; }
    const std::vector<std::unique_ptr<InferenceService>>& services() const { return m_services; }
    const BackgroundQueue& background() const { return *m_background; }
    // The GPUs the scheduler gave training job `job` in its current (or last) placement.
    const std::vector<int>& jobGpus(std::size_t job) const { return m_jobGpus.at(job); }
    TrainingJob* findJob(const std::string& name);
    int findJobIndex(const std::string& name) const; // -1 when none has that name
    // The bytes job `job`'s data-parallel all-reduces put on each leaf-spine link per step
    // (the timed all-reduce's, times the ones like it that run at once).
    std::vector<double> uplinkBytesPerStep(std::size_t job) const;
    // Job `job`'s data-parallel all-reduce alone on the fabric as it is now, and with the
    // running jobs whose traffic meets it on a leaf-spine link (what its steps use); 0
    // before it was first timed.
    double allReduceSecondsAlone(std::size_t job) const { return m_allReduce.at(job).timing.seconds; }
    double allReduceSecondsContended(std::size_t job) const { return m_allReduce.at(job).contendedSeconds; }
    // Per leaf-spine link (uplinks() order), at the last timing: the line-rate senders that
    // meet on it over its rate, rounded (0 when no running job crosses it; 2 or more: its
    // port queues), and whether a sender through it has DCQCN off.
    // Bumped whenever a job's all-reduce timing or the links' fan-ins change.
    std::uint64_t fabricTimingVersion() const { return m_fabricTimingVersion; }
    int linkFanIn(std::size_t link) const { return link < m_linkFanIn.size() ? m_linkFanIn[link] : 0; }
    bool linkDcqcnOff(std::size_t link) const { return link < m_linkDcqcnOff.size() && m_linkDcqcnOff[link] != 0; }

    ClusterTelemetry& telemetry() { return *m_telemetry; }
    telemetry::MetricRegistry& metrics() { return m_metrics; }
    const telemetry::MetricRegistry& metrics() const { return m_metrics; }
    telemetry::EventLog& events() { return m_events; }
    const telemetry::EventLog& events() const { return m_events; }

    // GPUs are numbered rack by rack, server by server, as the facility numbers them; a
    // rack's servers hold its platform's GPUs, so servers of a mixed cluster differ.
    int gpuCount() const { return m_firstGpuOfServer.back(); }
    int serverCount() const { return m_serverCount; }
    int gpusOfServer(int server) const
    {
        return m_firstGpuOfServer.at(std::size_t(server) + 1) - m_firstGpuOfServer[std::size_t(server)];
    }
    int firstGpuOfServer(int server) const { return m_firstGpuOfServer.at(std::size_t(server)); }
    int serverOfGpu(int gpu) const { return m_serverOfGpu.at(std::size_t(gpu)); }
    const hw::PlatformSpec& platformOfServer(int server) const
    {
        return *m_platformOfRack.at(std::size_t(rackOfServer(server)));
    }
    // The GPUs of the servers whose GPU is the platform's (where a job of it may run).
    int gpusOfPlatform(const hw::PlatformSpec& platform) const;
    // The most GPUs a server holds: the GPU slots of each server on the fabric.
    int maxGpusPerServer() const { return m_maxGpusPerServer; }
    int rackOfServer(int server) const { return m_rackOfServer.at(std::size_t(server)); }
    // Parses "server3/gpu5" or "gpu29" into a GPU index; core::Error naming `pointer`.
    int resolveGpu(const std::string& target, const std::string& pointer) const;
    int resolveServer(const std::string& target, const std::string& pointer) const;
    int resolveRack(const std::string& target, const std::string& pointer) const;

    // A GPU died under its job (an Xid that needs a reset, off the bus, its server's power
    // lost): the server leaves service for `repairS`, its job goes back to its checkpoint
    // and is placed again after the restart time.
    void failServer(int server, const std::string& cause, double repairS);
    // Job `job` failed by itself (a software fault, a timeout): back to its checkpoint and
    // placed again after the restart time; no server leaves service. False when not running.
    bool failJob(std::size_t job, const std::string& cause);
    // A GPU slower than its peers (>= 1: its clock deficit), a straggler.
    void setGpuSlowdown(int gpu, double factor);
    double gpuSlowdown(int gpu) const { return m_gpuSlowdown.at(std::size_t(gpu)); }
    // Whether the last line about job `job`'s compute, communication or data wait said it
    // slowed (job.slowed, job.communication-slowed, job.data-wait) and no recovery followed.
    bool jobSlowed(std::size_t job) const
    {
        return m_jobSlowed.at(job) || m_commReference.at(job).slowed || m_dataReference.at(job).slowed;
    }

    // One line in the event log. While a fault acts (a CauseScope is open) the line names it
    // as its cause.
    void log(telemetry::Severity severity, const std::string& type, const std::string& message,
             const std::string& subject);

    // The fault (its index in faults().faults()) a line of the event log comes from: the
    // fault's own line, and each consequence the twin traced to it, however much later it
    // came (a job slowed, stopped or restarted; a rack's inlet, heat or clocks); -1 for a
    // line no fault caused (a job's start, a checkpoint, a random failure).
    int eventCause(const telemetry::Event& event) const;
    // While it lives, the lines logged and the consequences begun name `fault` as their
    // cause (-1: none); scopes nest.
    class CauseScope
    {
    public:
        CauseScope(ClusterTwin& twin, int fault) : m_twin(twin), m_saved(twin.m_cause) { twin.m_cause = fault; }
        ~CauseScope() { m_twin.m_cause = m_saved; }
        CauseScope(const CauseScope&) = delete;
        CauseScope& operator=(const CauseScope&) = delete;

    private:
        ClusterTwin& m_twin;
        int m_saved;
    };
    // The fault that last changed the fabric or the storage (their consequences come at the
    // jobs' next steps, after the fault's own line).
    void setFabricCause(int fault) { m_fabricCause = fault; }
    void setStorageCause(int fault) { m_storageCause = fault; }

    // Runs the simulation to `until` (seconds).
    void runUntil(double until);

    // The summary `ailab-sim cluster` prints: per job, the faults and their effects.
    nlohmann::json summary() const;

private:
    void submitJobs();
    void onJobStarted(std::size_t schedulerJob);
    void onJobInterrupted(std::size_t schedulerJob);
    void onJobEnded(std::size_t schedulerJob);
    void applyBackgroundChange(const BackgroundQueue::Change& change);
    std::vector<int> placedGpus(std::size_t schedulerJob) const;
    void tick();
    void refreshJobSlowdowns();
    // A running job's all-reduce against its time on the healthy fabric, and its data wait
    // against its wait on the healthy storage: a line when either grows past kSlowedShare
    // (a consequence of the fault that changed the fabric or the storage), another when it
    // is back.
    void noteCommunicationSlowdowns();
    void noteDataWaits();
    // The GPUs whose data-parallel all-reduce the twin times for a job, and whether they run
    // as parallel rings (every tensor rank's group of the first stage at once) or as the
    // one group of tensor rank 0; `groups`: how many such all-reduces the job runs at once.
    struct DataParallelGroups
    {
        std::vector<topo::NodeId> gpus;
        bool parallelRings = false;
        int groups = 1;
    };
    DataParallelGroups dataParallelGroups(const TrainingJob& job) const;

    sim::Simulation& m_sim;
    ClusterSpec m_spec;
    int m_maxGpusPerServer = 8;
    int m_serverCount = 0;
    std::vector<int> m_rackOfServer;
    std::vector<int> m_firstGpuOfServer; // one more entry than servers: the GPU count last
    std::vector<int> m_serverOfGpu;
    std::vector<const hw::PlatformSpec*> m_platformOfRack;
    std::vector<const hw::PlatformSpec*> m_platformOfJob; // training jobs, then services
    telemetry::MetricRegistry m_metrics;
    telemetry::EventLog m_events;

    std::unique_ptr<Facility> m_facility;
    std::unique_ptr<FabricState> m_fabric;
    std::unique_ptr<SharedStorage> m_storage;
    std::unique_ptr<StorageNetwork> m_storageNetwork;
    std::unique_ptr<sched::Scheduler> m_scheduler;
    std::vector<std::unique_ptr<TrainingJob>> m_jobs;
    std::vector<std::size_t> m_schedulerJobOf; // twin job -> scheduler job index
    std::vector<std::vector<int>> m_jobGpus;   // twin job -> its GPUs
    std::unique_ptr<BackgroundQueue> m_background;
    std::vector<std::unique_ptr<InferenceService>> m_services;
    // Scheduler job index -> (service, replica), for the replicas' placements.
    std::map<std::size_t, std::pair<std::size_t, int>> m_replicaOfSchedulerJob;
    std::vector<double> m_jobSlowdown;         // per job, refreshed every tick
    std::vector<bool> m_jobSlowed;             // per job, whether "job.slowed" is the last said
    struct AllReduceCache
    {
        std::uint64_t epoch = 0;
        FabricState::AllReduceTiming timing;
        int groups = 1; // all-reduces like the one timed that run at once
        std::vector<topo::NodeId> gpus; // the GPUs it was timed on
        bool parallelRings = false;
        bool placed = false;            // false after the job was placed again
        // Its time with the all-reduces of the jobs whose traffic meets it on a link.
        double contendedSeconds = 0;
    };
    std::vector<AllReduceCache> m_allReduce;
    // Times job i's all-reduce alone if the fabric changed or its GPUs moved; true if it did.
    bool timeAlone(std::size_t job);
    // Times the running jobs that share leaf-spine links together (FabricState::
    // concurrentAllReduceSeconds) when the fabric, the running jobs or their GPUs changed.
    void refreshContention(std::size_t caller);
    // Each uplink's fan-in and DCQCN state, and the all-reduces of jobs with DCQCN off
    // stretched by the packet-level model (roce_congestion.h).
    void refreshCongestion(const std::vector<std::uint8_t>& running);
    std::vector<int> m_linkFanIn;               // per uplink, 0 when idle
    std::vector<std::uint8_t> m_linkDcqcnOff;   // per uplink
    std::uint64_t m_fabricTimingVersion = 0;
    std::uint64_t m_contentionEpoch = 0;
    std::vector<std::uint8_t> m_contentionRunning; // per job, at the last refresh
    std::vector<double> m_gpuSlowdown;
    std::unique_ptr<FaultInjector> m_faults;
    std::unique_ptr<ClusterTelemetry> m_telemetry;
    double m_lastTick = 0;
    std::string m_interruptCause; // the fault that stops the jobs failServer interrupts
    // Causes (eventCause): the fault acting now, each line's cause by its sequence number,
    // and the fault behind each job's last interruption, each GPU's slowdown, each job's
    // slowed compute, communication and data, the fabric's and the storage's last change.
    int m_cause = -1;
    std::map<std::uint64_t, int> m_eventCause;
    std::vector<int> m_jobInterruptCause;
    std::vector<int> m_gpuSlowdownCause;
    std::vector<int> m_jobSlowCause;
    int m_fabricCause = -1;
    int m_storageCause = -1;
    struct Reference
    {
        double healthy = 0;   // the figure on the healthy fabric or storage (0: not yet seen)
        bool slowed = false;  // whether "job.slowed" is the last line said about it
        int cause = -1;
    };
    std::vector<Reference> m_commReference; // per job: its all-reduce, seconds
    std::vector<Reference> m_dataReference; // per job: its data wait, share of the step
};

} // namespace ailab::core::cluster
