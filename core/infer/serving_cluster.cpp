#include "core/infer/serving_cluster.h"

#include "core/error.h"
#include "core/hw/catalog.h"

#include <algorithm>
#include <numeric>

namespace ailab::core::infer {

std::string_view replicaRoleId(ReplicaRole role)
{
    switch (role) {
    case ReplicaRole::Mixed:
        return "mixed";
    case ReplicaRole::Prefill:
        return "prefill";
    case ReplicaRole::Decode:
        return "decode";
    }
    return "mixed";
}

std::string_view replicaStateId(ReplicaState state)
{
    switch (state) {
    case ReplicaState::Loading:
        return "loading";
    case ReplicaState::Ready:
        return "ready";
    case ReplicaState::Draining:
        return "draining";
    case ReplicaState::Stopped:
        return "stopped";
    case ReplicaState::Failed:
        return "failed";
    }
    return "ready";
}

std::string_view clusterEventKindId(ClusterEvent::Kind kind)
{
    switch (kind) {
    case ClusterEvent::Kind::Failed:
        return "failed";
    case ClusterEvent::Kind::Recovering:
        return "recovering";
    case ClusterEvent::Kind::Ready:
        return "ready";
    case ClusterEvent::Kind::ScaleUp:
        return "scale-up";
    case ClusterEvent::Kind::ScaleDown:
        return "scale-down";
    case ClusterEvent::Kind::Stopped:
        return "stopped";
    case ClusterEvent::Kind::Slowdown:
        return "slowdown";
    }
    return "ready";
}

struct ServingCluster::Replica
{
    Replica(int i, ReplicaRole r, ReplicaState s, std::vector<ServedRequest>& requests,
            const ServingConfig& config, const IterationCostModel& costModel, int prefixGroups)
        : index(i)
        , role(r)
        , state(s)
        , scheduler(requests, config.scheduler, costModel.memory().kvBlocks, prefixGroups,
                    r == ReplicaRole::Prefill)
        , cost(costModel)
    {
    }
    int index;
    ReplicaRole role;
    ReplicaState state;
    ReplicaScheduler scheduler;
    IterationCostModel cost;
    bool busy = false;
    sim::EventId step;
    std::uint32_t epoch = 0;
    double stepStartS = 0;
    double readyAtS = 0;
    long long iterations = 0;
    double busyS = 0;
    double nicFreeAtS = 0;
    IterationRecord current;
};

namespace {
constexpr std::size_t kSeriesCapacity = 1 << 15;

int prefixGroupsOf(const std::vector<ServedRequest>& requests)
{
    int groups = 0;
    for (const ServedRequest& r : requests)
        groups = std::max(groups, r.spec.prefixGroup + 1);
    return groups;
}
} // namespace

ServingCluster::ServingCluster(sim::Simulation& simulation, ServingConfig config,
                               std::vector<RequestSpec> requests)
    : m_sim(simulation)
    , m_config((validateServingConfig(config), std::move(config)))
    , m_cost(m_config.replica, m_config.cost)
    , m_router(m_config.router)
{
    std::stable_sort(
        requests.begin(), requests.end(),
        [](const RequestSpec& a, const RequestSpec& b) { return a.arrivalS < b.arrivalS; });
    m_requests.resize(requests.size());
    long long outputTokens = 0;
    for (std::size_t i = 0; i < requests.size(); ++i) {
        m_requests[i].id = int(i);
        m_requests[i].spec = requests[i];
        outputTokens += requests[i].outputTokens;
    }
    if (m_config.keepInterTokenGaps)
        m_itl.reserve(std::size_t(outputTokens));
    m_maxTokens = effectiveMaxModelLen(m_config);
    m_kvBytesPerToken = m_cost.model().kvBytesPerToken(m_config.replica.kvCache);

    const int maxReplicas =
        m_config.autoscaler.enabled ? m_config.autoscaler.maxReplicas : m_config.replicas;
    m_replicas.reserve(std::size_t(maxReplicas));
    m_candidates.reserve(std::size_t(maxReplicas));
    m_routingQueue.reserve(requests.size());
    const DisaggregationConfig& d = m_config.disaggregation;
    for (int i = 0; i < m_config.replicas; ++i) {
        const ReplicaRole role = !d.enabled              ? ReplicaRole::Mixed
                                 : i < d.prefillReplicas ? ReplicaRole::Prefill
                                                         : ReplicaRole::Decode;
        makeReplica(role, ReplicaState::Ready);
    }
    if (d.enabled) {
        const hw::FabricSpec* fabric = hw::findFabric(d.fabricId);
        // One NIC per GPU, each sending its GPU's share of the KV heads.
        m_transferBytesPerS = fabric->portGBps() * 1e9 * m_config.replica.tensorParallel;
        m_transferLatencyS = fabric->latencyMinNs * 1e-9;
    }
    m_records.reserve(m_config.recordIterations);

    m_metrics.add("queue_depth", "requests", kSeriesCapacity);
    m_metrics.add("running", "requests", kSeriesCapacity);
    m_metrics.add("kv_blocks_used", "blocks", kSeriesCapacity);
    m_metrics.add("kv_usage", "%", kSeriesCapacity);
    m_metrics.add("preemptions", "count", kSeriesCapacity);
    m_metrics.add("replicas_ready", "replicas", kSeriesCapacity);
    m_metrics.add("in_system", "requests", kSeriesCapacity);
    m_metrics.add("output_tokens_per_s", "tok/s", kSeriesCapacity);
}

ServingCluster::~ServingCluster() = default;

ServingCluster::Replica& ServingCluster::makeReplica(ReplicaRole role, ReplicaState state)
{
    m_replicas.push_back(std::make_unique<Replica>(int(m_replicas.size()), role, state, m_requests,
                                                   m_config, m_cost, prefixGroupsOf(m_requests)));
    return *m_replicas.back();
}

const ReplicaScheduler& ServingCluster::scheduler(int replica) const
{
    if (replica < 0 || replica >= int(m_replicas.size()))
        throw Error("no replica " + std::to_string(replica), "replica");
    return m_replicas[std::size_t(replica)]->scheduler;
}

void ServingCluster::start()
{
    if (m_started)
        throw Error("the serving cluster has started already");
    m_started = true;
    m_startS = m_sim.now();
    m_lastInSystemChange = m_startS;
    if (!m_requests.empty())
        m_sim.schedule(m_startS + m_requests.front().spec.arrivalS, &ServingCluster::onArrival,
                       this, 0);
    m_pendingReplicaEvents = int(m_config.events.size());
    for (const ReplicaEvent& e : m_config.events) {
        m_sim.schedule(m_startS + e.atS, [this, e] {
            --m_pendingReplicaEvents;
            if (e.replica >= int(m_replicas.size()))
                return; // an autoscaled replica that was never added
            switch (e.kind) {
            case ReplicaEvent::Kind::Fail:
                failReplica(e.replica);
                break;
            case ReplicaEvent::Kind::Recover:
                recoverReplica(e.replica);
                break;
            case ReplicaEvent::Kind::Slowdown:
                setReplicaThroughputFactor(e.replica, e.throughputFactor);
                break;
            }
        });
    }
    m_autoscaling = m_config.autoscaler.enabled;
    if (m_autoscaling)
        m_sim.schedule(m_startS + m_config.autoscaler.intervalS, [this] { autoscale(); });
    sample();
}

void ServingCluster::onArrival(void* self, std::uint64_t request)
{
    static_cast<ServingCluster*>(self)->arrive(int(request));
}

void ServingCluster::onStepDone(void* self, std::uint64_t replicaAndEpoch)
{
    static_cast<ServingCluster*>(self)->stepDone(int(replicaAndEpoch & 0xffffffffu),
                                                 std::uint32_t(replicaAndEpoch >> 32));
}

void ServingCluster::noteInSystem(int delta)
{
    const double now = m_sim.now();
    m_inSystemArea += double(m_inSystem) * (now - m_lastInSystemChange);
    m_lastInSystemChange = now;
    m_inSystem += delta;
}

double ServingCluster::meanInSystem() const
{
    // Once every request is answered, up to the last answer (not a later tick's time).
    const double now = done() ? m_lastInSystemChange : m_sim.now();
    const double span = now - m_startS;
    const double area = m_inSystemArea + double(m_inSystem) * (now - m_lastInSystemChange);
    return span > 0 ? area / span : 0.0;
}

void ServingCluster::arrive(int id)
{
    if (std::size_t(id + 1) < m_requests.size())
        m_sim.schedule(m_startS + m_requests[std::size_t(id + 1)].spec.arrivalS,
                       &ServingCluster::onArrival, this, std::uint64_t(id + 1));
    ServedRequest& r = m_requests[std::size_t(id)];
    ++m_arrived;
    const long long total = r.spec.promptTokens + r.spec.outputTokens;
    // vLLM refuses a request above max_model_len; one that cannot fit a replica's KV
    // cache even alone could never run.
    if (total > m_maxTokens || blocksForTokens(total) > m_cost.memory().kvBlocks) {
        r.state = RequestState::Rejected;
        ++m_rejected;
        requestRejected.notify(id, m_sim.now());
        if (done()) {
            m_sim.cancel(m_nextSample);
            sample();
        }
        return;
    }
    noteInSystem(+1);
    route(id, false);
}

void ServingCluster::route(int id, bool toDecode)
{
    ServedRequest& r = m_requests[std::size_t(id)];
    m_candidates.clear();
    for (const auto& rep : m_replicas) {
        if (rep->state != ReplicaState::Ready)
            continue;
        const bool takes =
            toDecode ? rep->role == ReplicaRole::Decode : rep->role != ReplicaRole::Decode;
        if (!takes)
            continue;
        const ReplicaScheduler& s = rep->scheduler;
        const KvBlockPool& kv = s.kv();
        m_candidates.push_back(
            {rep->index, int(s.running().size() + s.waiting().size()),
             double(kv.usedBlocks() + s.waitingBlocks()) / double(kv.totalBlocks())});
    }
    if (m_candidates.empty()) {
        r.state = RequestState::Routing;
        r.replica = -1;
        m_routingQueue.push_back(id);
        return;
    }
    const int chosen = toDecode ? Router(RouterPolicy::LeastOutstanding).choose(m_candidates, -1)
                                : m_router.choose(m_candidates, r.spec.prefixGroup);
    Replica& rep = *m_replicas[std::size_t(chosen)];
    r.replica = chosen;
    rep.scheduler.enqueue(id);
    requestRouted.notify(id, chosen, m_sim.now());
    kick(rep);
}

void ServingCluster::flushRouting()
{
    if (m_routingQueue.empty())
        return;
    std::vector<int> pending;
    pending.swap(m_routingQueue);
    m_routingQueue.reserve(m_requests.size());
    for (int id : pending)
        route(id, m_requests[std::size_t(id)].kvReceived);
}

void ServingCluster::kick(Replica& rep)
{
    if (rep.busy || !(rep.state == ReplicaState::Ready || rep.state == ReplicaState::Draining))
        return;
    if (!rep.scheduler.hasWork()) {
        if (rep.state == ReplicaState::Draining) {
            rep.state = ReplicaState::Stopped;
            log(ClusterEvent::Kind::Stopped, rep.index);
        }
        return;
    }
    const double now = m_sim.now();
    const ScheduledBatch* batch = &rep.scheduler.schedule(now);
    for (int id : batch->preempted)
        requestPreempted.notify(id, rep.index, now);
    if (batch->empty() && !batch->preempted.empty()) {
        // Everything running was preempted, so nobody was admitted: admit now.
        batch = &rep.scheduler.schedule(now);
        for (int id : batch->preempted)
            requestPreempted.notify(id, rep.index, now);
    }
    if (batch->empty())
        return; // nothing fits until blocks come back (a transfer ends, a request finishes)
    IterationRecord& rec = rep.current;
    rec.replica = rep.index;
    rec.startS = now;
    rec.cost = rep.cost.cost(batch->work);
    rec.prefillTokens = batch->work.prefillTokens;
    rec.decodeTokens = batch->work.decodeTokens;
    rec.preempted = int(batch->preempted.size());
    rec.admitted = int(batch->admitted.size());
    rec.firstEntry = m_recordEntries.size();
    rec.entryCount = batch->entries.size();
    if (m_records.size() < m_config.recordIterations) {
        m_recordEntries.insert(m_recordEntries.end(), batch->entries.begin(), batch->entries.end());
        m_records.push_back(rec);
    }
    rep.busy = true;
    rep.stepStartS = now;
    rep.step = m_sim.schedule(now + rec.cost.seconds, &ServingCluster::onStepDone, this,
                              (std::uint64_t(rep.epoch) << 32) | std::uint64_t(rep.index));
}

void ServingCluster::stepDone(int index, std::uint32_t epoch)
{
    Replica& rep = *m_replicas[std::size_t(index)];
    if (rep.epoch != epoch)
        return;
    const double now = m_sim.now();
    rep.busy = false;
    ++rep.iterations;
    ++m_iterationCount;
    rep.busyS += now - rep.stepStartS;
    const StepOutcome& out = rep.scheduler.complete(now);
    for (int id : out.tokens)
        emitToken(id);
    for (int id : out.finished)
        finish(id);
    for (int id : out.prefilled)
        startTransfer(id, rep);
    iterationFinished.notify(rep.current);
    kick(rep);
}

void ServingCluster::emitToken(int id)
{
    ServedRequest& r = m_requests[std::size_t(id)];
    const double now = m_sim.now();
    ++m_tokensSinceSample;
    if (r.firstTokenS < 0) {
        r.firstTokenS = now;
        firstToken.notify(id, now);
    } else if (m_config.keepInterTokenGaps) {
        m_itl.push_back(now - r.lastTokenS);
    }
    r.lastTokenS = now;
    tokenEmitted.notify(id, now);
}

void ServingCluster::finish(int id)
{
    ServedRequest& r = m_requests[std::size_t(id)];
    r.finishS = m_sim.now();
    ++m_finished;
    noteInSystem(-1);
    requestFinished.notify(id, r.finishS);
    if (done()) {
        m_sim.cancel(m_nextSample);
        sample();
    }
}

void ServingCluster::startTransfer(int id, Replica& source)
{
    const ServedRequest& r = m_requests[std::size_t(id)];
    const double now = m_sim.now();
    // The prompt's KV leaves through the source's NICs, one transfer after another.
    const double serialise = double(r.numComputed) * m_kvBytesPerToken / m_transferBytesPerS;
    const double begin = std::max(now, source.nicFreeAtS);
    source.nicFreeAtS = begin + serialise;
    const int from = source.index;
    const std::uint32_t epoch = source.epoch;
    ++m_transfersInFlight;
    m_sim.schedule(source.nicFreeAtS + m_transferLatencyS,
                   [this, id, from, epoch] { transferDone(id, from, epoch); });
}

void ServingCluster::transferDone(int id, int from, std::uint32_t epoch)
{
    ServedRequest& r = m_requests[std::size_t(id)];
    Replica& source = *m_replicas[std::size_t(from)];
    --m_transfersInFlight;
    if (source.epoch != epoch) {
        // The prefill replica failed meanwhile and its KV with it: start again.
        r.numComputed = 0;
        r.ownBlocks = 0;
        r.sharedBlocks = 0;
        r.kvReceived = false;
        ++r.reroutes;
        route(id, false);
        return;
    }
    source.scheduler.release(id, m_sim.now());
    r.kvReceived = true;
    route(id, true);
    kick(source);
}

void ServingCluster::failReplica(int index)
{
    if (index < 0 || index >= int(m_replicas.size()))
        throw Error("no replica " + std::to_string(index), "replica");
    Replica& rep = *m_replicas[std::size_t(index)];
    if (rep.state == ReplicaState::Failed)
        return;
    if (rep.busy)
        m_sim.cancel(rep.step);
    rep.busy = false;
    ++rep.epoch;
    rep.state = ReplicaState::Failed;
    const std::vector<int> lost = rep.scheduler.evacuate();
    log(ClusterEvent::Kind::Failed, index);
    for (int id : lost) {
        ++m_requests[std::size_t(id)].reroutes;
        route(id, false);
    }
}

void ServingCluster::recoverReplica(int index)
{
    if (index < 0 || index >= int(m_replicas.size()))
        throw Error("no replica " + std::to_string(index), "replica");
    Replica& rep = *m_replicas[std::size_t(index)];
    if (rep.state != ReplicaState::Failed && rep.state != ReplicaState::Stopped)
        return;
    rep.state = ReplicaState::Loading;
    rep.readyAtS = m_sim.now() + replicaWarmupSeconds(m_config);
    const std::uint32_t epoch = ++rep.epoch;
    log(ClusterEvent::Kind::Recovering, index);
    m_sim.schedule(rep.readyAtS, [this, index, epoch] { becomeReady(index, epoch); });
}

int ServingCluster::addReplica()
{
    if (m_replicas.size() >= 256)
        throw Error("a cluster has at most 256 replicas", "replicas");
    Replica& rep = makeReplica(ReplicaRole::Mixed, ReplicaState::Loading);
    rep.readyAtS = m_sim.now() + replicaWarmupSeconds(m_config);
    const int index = rep.index;
    const std::uint32_t epoch = rep.epoch;
    m_sim.schedule(rep.readyAtS, [this, index, epoch] { becomeReady(index, epoch); });
    return index;
}

void ServingCluster::becomeReady(int index, std::uint32_t epoch)
{
    Replica& rep = *m_replicas[std::size_t(index)];
    if (rep.epoch != epoch || rep.state != ReplicaState::Loading)
        return;
    rep.state = ReplicaState::Ready;
    log(ClusterEvent::Kind::Ready, index);
    flushRouting();
    kick(rep);
}

void ServingCluster::setReplicaThroughputFactor(int index, double factor)
{
    if (index < 0 || index >= int(m_replicas.size()))
        throw Error("no replica " + std::to_string(index), "replica");
    m_replicas[std::size_t(index)]->cost.setThroughputFactor(factor);
    log(ClusterEvent::Kind::Slowdown, index, factor);
}

void ServingCluster::log(ClusterEvent::Kind kind, int replica, double value)
{
    m_events.push_back({m_sim.now(), kind, replica, value});
    replicaEvent.notify(m_events.back());
}

bool ServingCluster::stalled() const
{
    // Nothing left that could move a request: no arrival to come, no transfer or replica
    // event pending, no replica running an iteration or loading.
    if (done() || m_arrived < int(m_requests.size()) || m_transfersInFlight > 0 ||
        m_pendingReplicaEvents > 0)
        return false;
    return std::none_of(m_replicas.begin(), m_replicas.end(),
                        [](const auto& r) { return r->busy || r->state == ReplicaState::Loading; });
}

void ServingCluster::autoscale()
{
    if (done()) {
        m_autoscaling = false;
        return;
    }
    const AutoscalerConfig& a = m_config.autoscaler;
    int ready = 0;
    int loading = 0;
    double waiting = double(m_routingQueue.size());
    double usage = 0;
    for (const auto& rep : m_replicas) {
        if (rep->state == ReplicaState::Loading)
            ++loading;
        if (rep->state != ReplicaState::Ready)
            continue;
        ++ready;
        waiting += double(rep->scheduler.waiting().size());
        usage += rep->scheduler.kv().usage();
    }
    const double metric = a.metric == AutoscaleMetric::QueueDepth ? waiting / std::max(ready, 1)
                          : ready > 0                             ? usage / ready
                                                                  : 1.0;
    bool acted = false;
    if (metric > a.scaleUpAbove && ready + loading < a.maxReplicas &&
        int(m_replicas.size()) < a.maxReplicas) {
        const int index = addReplica();
        log(ClusterEvent::Kind::ScaleUp, index, metric);
        acted = true;
    } else if (metric > a.scaleUpAbove && ready + loading < a.maxReplicas) {
        // Every slot is taken by a stopped or failed replica: bring one back.
        for (const auto& rep : m_replicas)
            if (rep->state == ReplicaState::Stopped || rep->state == ReplicaState::Failed) {
                recoverReplica(rep->index);
                log(ClusterEvent::Kind::ScaleUp, rep->index, metric);
                acted = true;
                break;
            }
    } else if (metric < a.scaleDownBelow && ready > a.minReplicas && loading == 0) {
        for (auto it = m_replicas.rbegin(); it != m_replicas.rend(); ++it) {
            Replica& rep = **it;
            if (rep.state != ReplicaState::Ready)
                continue;
            rep.state = ReplicaState::Draining;
            log(ClusterEvent::Kind::ScaleDown, rep.index, metric);
            kick(rep);
            acted = true;
            break;
        }
    }
    // Stop deciding once nothing can change any more, so that a run always ends.
    m_autoscaling = acted || !stalled();
    if (m_autoscaling)
        m_sim.schedule(m_sim.now() + a.intervalS, [this] { autoscale(); });
}

void ServingCluster::sample()
{
    const double now = m_sim.now();
    const double t = now - m_startS;
    long long waiting = long(m_routingQueue.size());
    long long running = 0;
    long long used = 0;
    long long total = 0;
    long long preemptions = 0;
    int ready = 0;
    for (const auto& rep : m_replicas) {
        const ReplicaScheduler& s = rep->scheduler;
        waiting += long(s.waiting().size());
        running += long(s.running().size());
        preemptions += s.preemptions();
        if (rep->state == ReplicaState::Ready || rep->state == ReplicaState::Draining) {
            used += s.kv().usedBlocks();
            total += s.kv().totalBlocks();
        }
        if (rep->state == ReplicaState::Ready)
            ++ready;
    }
    const telemetry::TimeSeries& last = m_metrics.get("in_system");
    const double since = last.empty() ? 0.0 : t - last.latest()->time;
    m_metrics.record("queue_depth", t, double(waiting));
    m_metrics.record("running", t, double(running));
    m_metrics.record("kv_blocks_used", t, double(used));
    m_metrics.record("kv_usage", t, total > 0 ? 100.0 * double(used) / double(total) : 0.0);
    m_metrics.record("preemptions", t, double(preemptions));
    m_metrics.record("replicas_ready", t, double(ready));
    m_metrics.record("in_system", t, double(m_inSystem));
    m_metrics.record("output_tokens_per_s", t,
                     since > 0 ? double(m_tokensSinceSample) / since : 0.0);
    m_tokensSinceSample = 0;
    // Stop sampling when every request is answered, or when nothing could answer them any
    // more (no replica that can take them, none coming back), so that a run always ends.
    if (!done() && (m_autoscaling || !stalled()))
        m_nextSample = m_sim.schedule(now + m_config.sampleIntervalS, [this] { sample(); });
}

int ServingCluster::gpusInService() const
{
    int replicas = 0;
    for (const auto& rep : m_replicas)
        if (rep->state != ReplicaState::Failed && rep->state != ReplicaState::Stopped)
            ++replicas;
    return replicas * m_config.replica.tensorParallel;
}

ClusterSnapshot ServingCluster::snapshot() const
{
    ClusterSnapshot s;
    s.timeS = m_sim.now() - m_startS;
    s.arrived = m_arrived;
    s.finished = m_finished;
    s.rejected = m_rejected;
    s.inSystem = m_inSystem;
    s.routingQueue = int(m_routingQueue.size());
    s.gpusInService = gpusInService();
    for (const auto& rep : m_replicas) {
        const ReplicaScheduler& sch = rep->scheduler;
        ReplicaSnapshot r;
        r.index = rep->index;
        r.role = rep->role;
        r.state = rep->state;
        r.waiting = int(sch.waiting().size());
        r.running = int(sch.running().size());
        r.kvBlocksUsed = sch.kv().usedBlocks();
        r.kvBlocksTotal = sch.kv().totalBlocks();
        r.kvPrefixBlocks = sch.kv().cachedPrefixBlocks();
        r.kvUsage = sch.kv().usage();
        r.preemptions = sch.preemptions();
        r.iterations = rep->iterations;
        r.busySeconds = rep->busyS;
        r.throughputFactor = rep->cost.throughputFactor();
        r.readyAtS = rep->readyAtS - m_startS;
        s.preemptions += r.preemptions;
        s.replicas.push_back(r);
    }
    return s;
}

ServingMetrics ServingCluster::metrics() const
{
    std::vector<double> itl = m_itl;
    ServingMetrics m = computeServingMetrics(m_requests, itl, m_config.slo);
    m.rejected = m_rejected;
    m.preemptions = 0;
    for (const auto& rep : m_replicas) {
        m.preemptions += rep->scheduler.preemptions();
        m.prefixHitTokens += rep->scheduler.prefixHitTokens();
    }
    return m;
}

ServingRun runServing(const ServingConfig& config, std::vector<RequestSpec> requests)
{
    sim::Simulation simulation;
    ServingCluster cluster(simulation, config, std::move(requests));
    cluster.start();
    simulation.runAll();
    ServingRun run;
    run.metrics = cluster.metrics();
    run.steady = judgeSteadyState(cluster.requests(), config.slo);
    run.end = cluster.snapshot();
    run.events = cluster.events();
    run.iterations = cluster.iterationCount();
    run.meanInSystem = cluster.meanInSystem();
    return run;
}

} // namespace ailab::core::infer
