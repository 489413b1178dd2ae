#pragma once

#include "core/sched/cluster.h"
#include "core/sched/fragmentation.h"
#include "core/sched/job.h"
#include "core/sched/placement.h"
#include "core/sim/rng.h"
#include "core/sim/signal.h"
#include "core/sim/simulation.h"
#include "core/telemetry/event_log.h"
#include "core/telemetry/metric_registry.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

// The GPU cluster scheduler (docs/models.md, "GPU scheduling"): a queue in FIFO order
// within priorities (or by fair share across tenants), gang placement by a policy, EASY or
// conservative backfill on the users' time limits, preemption of lower priority and reclaim
// of borrowed quota with checkpoints, node failures and repairs. It runs on a caller's
// Simulation (alone: Simulation + Scheduler + runAll), exposes every change as Signals,
// records its figures in a MetricRegistry and its timeline in an EventLog.
namespace ailab::core::sched {

enum class Backfill : std::uint8_t { None, Easy, Conservative };
std::string backfillId(Backfill backfill); // "none", "easy", "conservative"
Backfill parseBackfill(const std::string& text, const std::string& field);

// A tenant (a Kueue ClusterQueue, a Slurm account): its weight for fair share, its quota of
// GPUs (0: none) and whether it may borrow idle GPUs beyond the quota.
struct TenantSpec
{
    std::string name;
    double weight = 1.0;
    double quotaGpus = 0.0;
    bool canBorrow = true;
};

struct SchedulerConfig
{
    Policy policy = Policy::FirstFit;
    Backfill backfill = Backfill::None;
    bool preemption = false;         // a higher priority evicts lower priorities
    std::vector<TenantSpec> tenants; // empty: one tenant, FIFO within priorities
    bool fairShare = false;          // order the queue by usage over weight
    int backfillDepth = 100;         // jobs behind the first blocked one examined per pass
    double sampleIntervalS = 60.0;   // time series period
    double mtbfHours = 0.0;          // per node, random failures (0: none)
    double repairHours = 4.0;        // repair time of a random failure
    bool recordDecisions = false;    // keep the "why this node" record of every decision
    bool recordEvents = true;        // write the timeline (EventLog)
    std::vector<TypicalJob> typical; // FGD's workload; empty: from the submitted jobs
    std::uint64_t seed = 1;
};

enum class JobState : std::uint8_t { Submitted, Queued, Running, Done, TimedOut, Unschedulable };
std::string jobStateId(JobState state); // "submitted", "queued", "running", "done", ...

struct JobRecord
{
    JobSpec spec;
    JobState state = JobState::Submitted;
    double queuedAt = 0;    // the last time it (re)entered the queue
    double firstStart = -1; // -1: never started
    double lastStart = -1;
    double end = -1;
    double savedWork = 0; // seconds of work in the last checkpoint
    double restorePending = 0;
    double waitS = 0;          // total time queued
    double reservedStart = -1; // the earliest start backfill first reserved for it
    double lostFailureGpuS = 0;
    double lostPreemptionGpuS = 0;
    int preemptions = 0;
    int failures = 0;
    int tenant = 0;
    std::vector<WorkerAlloc> placement; // while running (and the last one after)
    sim::EventId endEvent;
};

struct Percentiles
{
    int count = 0;
    double p50 = 0, p95 = 0, p99 = 0, mean = 0;
};
// Nearest-rank percentiles of `values` (sorted in place).
Percentiles percentiles(std::vector<double>& values);

struct TenantShare
{
    std::string name;
    double entitlement = 0; // weight over the sum of weights
    double share = 0;       // time-averaged share of the allocated GPUs
    double gpuHours = 0;
};

struct SchedulerSummary
{
    int jobs = 0, completed = 0, timedOut = 0, unschedulable = 0, notStarted = 0;
    double makespanS = 0;
    double allocationPercent = 0;        // time-averaged allocated GPUs over all GPUs
    double utilisationPercent = 0;       // useful GPU time over all GPU time
    double fragmentationPercent = 0;     // fragment GPUs over all GPUs, time-averaged
    double fragmentationIdlePercent = 0; // over idle GPUs
    Percentiles wait, jct, slowdown;
    std::vector<std::pair<std::string, Percentiles>> waitBySize; // "1 GPU or less", ...
    double lostFailureGpuHours = 0, lostPreemptionGpuHours = 0, restoreGpuHours = 0;
    int preemptions = 0, failures = 0;
    std::vector<TenantShare> tenants;
};

// A backfill reservation: the job's planned start and placement.
struct Reservation
{
    std::size_t job = 0;
    double start = 0;
    double end = 0;
    std::vector<WorkerAlloc> workers;
};

class Scheduler
{
public:
    // Throws core::Error naming the field for a bad tenant list or config.
    Scheduler(sim::Simulation& sim, Cluster cluster, SchedulerConfig config);
    Scheduler(const Scheduler&) = delete;
    Scheduler& operator=(const Scheduler&) = delete;

    // Queues the job at its submit time (now if that has passed). Returns its index.
    // Throws core::Error naming "/jobs/<i>" for an invalid job or an unknown tenant.
    std::size_t submit(JobSpec job);
    // Submits all; with an empty typical workload in the config, FGD's typical jobs come
    // from this list (call it once, before the run).
    void submitAll(std::vector<JobSpec> jobs);

    // The node goes down now: its jobs restart from their checkpoints; repaired after
    // `repairAfterS` (never when 0).
    void failNode(int node, double repairAfterS = 0);
    void repairNode(int node);
    // A failure at `at`, after the jobs that arrived at `at` are placed, repaired
    // `repairAfterS` later (never when 0).
    void scheduleOutage(int node, double at, double repairAfterS);

    // The job's work is done now, before its run time: for a caller that runs the work
    // itself and knows when it ends (the cluster twin's training jobs, whose speed changes
    // while they run). Throws core::Error naming "job" when it is not running.
    void complete(std::size_t job);
    // The running job failed by itself (a software fault, a communication timeout): it goes
    // back to its checkpoint and is queued again; its nodes stay in service.
    void failJob(std::size_t job);
    // The scheduler itself is down (its controller lost, the 09.5 outage): running jobs go
    // on, but nothing queued starts until it is back.
    void setAvailable(bool available);
    bool available() const { return m_available; }

    const Cluster& cluster() const { return m_cluster; }
    // The time of the clock it runs on.
    double now() const { return m_sim.now(); }
    const SchedulerConfig& config() const { return m_config; }
    const std::vector<JobRecord>& jobs() const { return m_jobs; }
    // Queued jobs in the order the next pass will take them.
    std::vector<std::size_t> queue() const;
    const std::vector<std::size_t>& running() const { return m_running; }
    const std::vector<Reservation>& reservations() const { return m_reservations; }
    const Decision& lastDecision() const { return m_lastDecision; }
    // The job and the time of the last decision (-1 before the first one).
    std::ptrdiff_t lastDecisionJob() const { return m_lastDecisionJob; }
    double lastDecisionTime() const { return m_lastDecisionTime; }
    // Who holds the GPUs of a node now, for a drawing of its GPU cells: one entry per
    // running job's share of one GPU, by GPU, then in the order the jobs started.
    struct GpuHolder
    {
        int gpu = 0;
        std::size_t job = 0;
        int units = 0; // milli-GPU, or MIG slices on a MIG node
    };
    std::vector<GpuHolder> gpuHolders(int node) const;
    const std::vector<std::string>& tenantNames() const { return m_tenantNames; }
    // GPUs each tenant holds now.
    double tenantUsage(int tenant) const { return m_usage[std::size_t(tenant)]; }
    // Fragment GPUs now (FGD's measure against the typical workload).
    double fragmentationGpus();

    telemetry::MetricRegistry& metrics() { return m_metrics; }
    const telemetry::EventLog& events() const { return m_events; }

    SchedulerSummary summary();

    sim::Signal<std::size_t> jobQueued;
    sim::Signal<std::size_t> jobStarted;
    sim::Signal<std::size_t> jobEnded;
    sim::Signal<std::size_t> jobInterrupted;
    sim::Signal<int> nodeChanged;
    sim::Signal<const Decision&> decided;

private:
    void requestPass();
    void ensurePlacer();
    bool workRemains() const;
    void pass();
    // Starts the job if it fits now (and, backfilling, delays no reservation).
    bool tryStart(std::size_t job, bool backfilling, bool recordDecision);
    bool startReserved(std::size_t job);
    void addReservation(std::size_t job);
    bool tryPreempt(std::size_t job);
    void start(std::size_t job, const std::vector<WorkerAlloc>& workers);
    void finish(std::size_t job);
    void interrupt(std::size_t job, bool failure, bool released);
    void enqueue(std::size_t job);
    std::optional<Reservation> reserve(std::size_t job);
    bool conflicts(std::size_t job, const std::vector<WorkerAlloc>& workers) const;
    bool canEverRun(const JobDemand& demand);
    using QueueKey = std::tuple<double, int, double, std::size_t>;
    QueueKey queueKey(std::size_t job) const;
    void sortQueue(std::vector<std::size_t>::iterator first,
                   std::vector<std::size_t>::iterator last) const;
    double limitEnd(const JobRecord& r) const;
    void account();
    void sample();
    void scheduleRandomFailure(int node);
    void log(telemetry::Severity severity, const char* type, std::string message,
             std::string subject);

    sim::Simulation& m_sim;
    Cluster m_cluster;
    Cluster m_empty; // the cluster with nothing placed, for "can it ever run"
    SchedulerConfig m_config;
    std::unique_ptr<FragmentationIndex> m_fragmentation;
    std::unique_ptr<Placer> m_placer;
    std::unique_ptr<Placer> m_emptyPlacer;
    std::vector<JobRecord> m_jobs;
    std::vector<JobDemand> m_demand;
    std::vector<std::size_t> m_queued;
    std::vector<std::size_t> m_running;
    std::vector<Reservation> m_reservations;
    std::vector<std::string> m_tenantNames;
    std::vector<double> m_usage;
    std::vector<double> m_usageIntegral;
    std::vector<WorkerAlloc> m_scratch;
    // Scratch of pass() and reserve(), kept so that a pass allocates nothing once warm.
    std::vector<std::size_t> m_passOrder, m_byEnd;
    std::vector<double> m_times;
    std::vector<const Reservation*> m_held;
    std::vector<WorkerAlloc> m_reserveScratch;
    std::vector<double> m_usageScratch;
    std::vector<std::size_t> m_candidates, m_victims;
    Decision m_lastDecision;
    std::ptrdiff_t m_lastDecisionJob = -1;
    double m_lastDecisionTime = -1;
    bool m_passPending = false;
    bool m_available = true;
    bool m_releasedSincePass = true;
    sim::Rng m_rng;
    telemetry::MetricRegistry m_metrics;
    telemetry::EventLog m_events;
    // Time integrals since 0, brought up to date by account().
    double m_accountedAt = 0;
    double m_allocIntegral = 0;
    double m_usefulGpuS = 0;
    double m_restoreGpuS = 0;
    double m_fragIntegral = 0, m_fragIdleIntegral = 0, m_fragTime = 0;
    double m_lastEnd = 0;
    int m_preemptions = 0, m_failures = 0;
    bool m_sampling = false;
    int m_pendingArrivals = 0;
};

} // namespace ailab::core::sched
