#pragma once

#include "core/infer/serving_config.h"
#include "core/infer/serving_router.h"
#include "core/infer/steady_state.h"
#include "core/sim/signal.h"
#include "core/sim/simulation.h"
#include "core/telemetry/metric_registry.h"

#include <memory>
#include <vector>

// The discrete-event serving engine: replicas of one model, each with its scheduler
// (replica_scheduler.h) and its iteration cost (iteration_cost.h), a router in front, and
// optionally an autoscaler and disaggregated prefill and decode. It runs on a caller's
// Simulation (or its own, runServing), reacts to replicas that fail, recover, slow down or
// are added while it runs, emits its events as Signals, and samples its state into a
// MetricRegistry (docs/models.md, "Serving: cluster"; docs/architecture.md, "One cluster
// model, many labs").
namespace ailab::core::infer {

enum class ReplicaRole { Mixed, Prefill, Decode };
enum class ReplicaState { Loading, Ready, Draining, Stopped, Failed };
std::string_view replicaRoleId(ReplicaRole role);    // "mixed", "prefill", "decode"
std::string_view replicaStateId(ReplicaState state); // "loading", "ready", ...

struct ReplicaSnapshot
{
    int index = 0;
    ReplicaRole role = ReplicaRole::Mixed;
    ReplicaState state = ReplicaState::Ready;
    int waiting = 0;
    int running = 0;
    long long kvBlocksUsed = 0;
    long long kvBlocksTotal = 0;
    long long kvPrefixBlocks = 0; // cached prefix blocks (in use or evictable)
    double kvUsage = 0;
    long long preemptions = 0;
    long long iterations = 0;
    double busySeconds = 0;
    double throughputFactor = 1;
    double readyAtS = 0; // when a loading replica serves
};

struct ClusterSnapshot
{
    double timeS = 0;
    int arrived = 0;
    int finished = 0;
    int rejected = 0;
    int inSystem = 0;     // arrived, not finished
    int routingQueue = 0; // waiting for any ready replica
    long long preemptions = 0;
    int gpusInService = 0;
    std::vector<ReplicaSnapshot> replicas;
};

// One iteration as it ran: which requests did what, and its price. Its entries are in the
// cluster's iterationEntries() from firstEntry for the first recordIterations iterations;
// while iterationFinished runs they are also the replica's scheduler(i).lastBatch().
struct IterationRecord
{
    int replica = 0;
    double startS = 0;
    IterationCost cost;
    long long prefillTokens = 0;
    long long decodeTokens = 0;
    std::size_t firstEntry = 0;
    std::size_t entryCount = 0;
    int preempted = 0;
    int admitted = 0;
};

// Replica life-cycle events, in time order.
struct ClusterEvent
{
    enum class Kind { Failed, Recovering, Ready, ScaleUp, ScaleDown, Stopped, Slowdown };
    double timeS = 0;
    Kind kind = Kind::Ready;
    int replica = 0;
    double value = 0; // Slowdown: the factor; ScaleUp/ScaleDown: the metric that decided it
};
std::string_view clusterEventKindId(ClusterEvent::Kind kind); // "failed", "recovering", ...

class ServingCluster
{
public:
    // `requests` arrive at their arrivalS after start(). Throws core::Error naming the
    // field for an invalid config.
    ServingCluster(sim::Simulation& simulation, ServingConfig config,
                   std::vector<RequestSpec> requests);
    ~ServingCluster();
    ServingCluster(const ServingCluster&) = delete;
    ServingCluster& operator=(const ServingCluster&) = delete;

    // Schedules the arrivals (offset by the clock's now), the timed events, the
    // autoscaler and the sampling on the simulation.
    void start();
    // Every request finished or refused.
    bool done() const { return m_finished + m_rejected == int(m_requests.size()); }

    // Capacity changes, applied at the simulation's now.
    void failReplica(int replica);
    void recoverReplica(int replica); // loads again (warm-up), then serves
    int addReplica(); // a new mixed replica (256 at most), serving after its warm-up
    void setReplicaThroughputFactor(int replica, double factor);

    const ServingConfig& config() const { return m_config; }
    const std::vector<ServedRequest>& requests() const { return m_requests; }
    const IterationCostModel& costModel() const { return m_cost; }
    ClusterSnapshot snapshot() const;
    int replicaCount() const { return int(m_replicas.size()); }
    // The figures a neighbour needs: the GPUs the service holds (not failed or stopped:
    // what a cluster scheduler places), and the bytes a replica reads from storage to load.
    int gpusInService() const;
    double weightLoadBytes() const { return m_cost.model().weightBytes(m_config.replica.weights); }
    const ReplicaScheduler& scheduler(int replica) const;
    const std::vector<IterationRecord>& iterations() const { return m_records; }
    const std::vector<BatchEntry>& iterationEntries() const { return m_recordEntries; }
    const std::vector<ClusterEvent>& events() const { return m_events; }
    std::uint64_t iterationCount() const { return m_iterationCount; }
    // The benchmark metrics of the requests finished so far.
    ServingMetrics metrics() const;
    // Time-average of the requests in the system since start (for Little's law).
    double meanInSystem() const;
    double startTime() const { return m_startS; }

    // Series sampled every sampleIntervalS: queue_depth, running, kv_blocks_used,
    // kv_usage, preemptions, replicas_ready, in_system, output_tokens_per_s.
    telemetry::MetricRegistry& metricRegistry() { return m_metrics; }
    const telemetry::MetricRegistry& metricRegistry() const { return m_metrics; }

    sim::Signal<int, int, double> requestRouted;    // request, replica, time
    sim::Signal<int, double> firstToken;            // request, time
    sim::Signal<int, double> tokenEmitted;          // request, time
    sim::Signal<int, double> requestFinished;       // request, time
    sim::Signal<int, int, double> requestPreempted; // request, replica, time
    sim::Signal<int, double> requestRejected;       // request, time
    sim::Signal<const IterationRecord&> iterationFinished;
    sim::Signal<const ClusterEvent&> replicaEvent;

private:
    struct Replica;
    static void onArrival(void* self, std::uint64_t request);
    static void onStepDone(void* self, std::uint64_t replicaAndEpoch);
    void arrive(int request);
    void route(int request, bool toDecode);
    void flushRouting();
    void kick(Replica& replica);
    void stepDone(int replica, std::uint32_t epoch);
    void emitToken(int request);
    void finish(int request);
    void startTransfer(int request, Replica& source);
    void transferDone(int request, int source, std::uint32_t epoch);
    void becomeReady(int replica, std::uint32_t epoch);
    void autoscale();
    void sample();
    void log(ClusterEvent::Kind kind, int replica, double value = 0);
    void noteInSystem(int delta);
    Replica& makeReplica(ReplicaRole role, ReplicaState state);

    sim::Simulation& m_sim;
    ServingConfig m_config;
    std::vector<ServedRequest> m_requests;
    IterationCostModel m_cost;
    Router m_router;
    std::vector<std::unique_ptr<Replica>> m_replicas;
    std::vector<ReplicaLoad> m_candidates;
    std::vector<int> m_routingQueue;
    std::vector<double> m_itl; // pooled inter-token gaps
    std::vector<IterationRecord> m_records;
    std::vector<BatchEntry> m_recordEntries;
    std::vector<ClusterEvent> m_events;
    telemetry::MetricRegistry m_metrics;
    double m_startS = 0;
    int m_maxTokens = 0;
    int m_arrived = 0;
    int m_finished = 0;
    int m_rejected = 0;
    int m_inSystem = 0;
    double m_inSystemArea = 0;
    double m_lastInSystemChange = 0;
    long long m_tokensSinceSample = 0;
    std::uint64_t m_iterationCount = 0;
    double m_kvBytesPerToken = 0;
    double m_transferBytesPerS = 0;
    double m_transferLatencyS = 0;
    bool stalled() const;

    bool m_started = false;
    bool m_autoscaling = false;
    int m_transfersInFlight = 0;
    int m_pendingReplicaEvents = 0;
    sim::EventId m_nextSample;
};

// The whole run on its own Simulation, to the last request: the benchmark's metrics over
// the whole run, and its steady-state judgement against config.slo (steady_state.h).
struct ServingRun
{
    ServingMetrics metrics;
    SteadyState steady;
    ClusterSnapshot end;
    std::vector<ClusterEvent> events;
    std::uint64_t iterations = 0;
    double meanInSystem = 0;
};
ServingRun runServing(const ServingConfig& config, std::vector<RequestSpec> requests);

} // namespace ailab::core::infer
