// The serving cluster (core/infer/serving_cluster.h): the engine on a Simulation, its
// queueing (Little's law), determinism, failures, autoscaling, disaggregation and routing.
#include "core/error.h"
#include "core/infer/serving_cluster.h"
#include "core/infer/serving_sweep.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <map>

using namespace ailab::core;
using namespace ailab::core::infer;

namespace {
WorkloadConfig conversation(int requests, double rate)
{
    WorkloadConfig w;
    w.requests = requests;
    w.arrival.ratePerS = rate;
    w.prompt = conversationPromptLength();
    w.output = conversationOutputLength();
    return w;
}
} // namespace

TEST_CASE("Little's law holds on the simulation: L = lambda W", "[infer][cluster]")
{
    const WorkloadConfig w = conversation(6000, 10.0);
    const ServingRun run = runServing(ServingConfig{}, generateRequests(w, 11));
    REQUIRE(run.metrics.completed == 6000);
    // Exactly over the run (every request in and out): L T = sum of the sojourns.
    const double measuredRate = 6000 / run.metrics.durationS;
    CHECK(run.meanInSystem == Approx(measuredRate * run.metrics.e2el.mean).epsilon(1e-9));
    // And against the offered rate, within the sampling error of 6,000 Poisson arrivals.
    CHECK(run.meanInSystem == Approx(10.0 * run.metrics.e2el.mean).epsilon(0.04));
}

TEST_CASE("the same config and seed give the same figures bit for bit", "[infer][cluster]")
{
    ServingConfig c;
    c.replicas = 2;
    c.router = RouterPolicy::KvAware;
    const WorkloadConfig w = conversation(800, 20.0);
    const ServingRun a = runServing(c, generateRequests(w, 5));
    const ServingRun b = runServing(c, generateRequests(w, 5));
    CHECK(a.metrics.ttft.p99 == b.metrics.ttft.p99);
    CHECK(a.metrics.itl.mean == b.metrics.itl.mean);
    CHECK(a.metrics.durationS == b.metrics.durationS);
    CHECK(a.iterations == b.iterations);
    const ServingRun c2 = runServing(c, generateRequests(w, 6));
    CHECK(c2.metrics.durationS != a.metrics.durationS);
}

TEST_CASE("the engine's tokens give TTFT, TPOT and ITL as defined", "[infer][cluster]")
{
    sim::Simulation simulation;
    const WorkloadConfig w = conversation(200, 5.0);
    ServingCluster cluster(simulation, ServingConfig{}, generateRequests(w, 2));
    std::map<int, std::vector<double>> tokens;
    cluster.tokenEmitted.connect([&](int id, double t) { tokens[id].push_back(t); });
    cluster.start();
    simulation.runAll();
    REQUIRE(cluster.done());
    double ttft = 0;
    double tpot = 0;
    int tpots = 0;
    std::vector<double> gaps;
    for (const ServedRequest& r : cluster.requests()) {
        const std::vector<double>& t = tokens[r.id];
        REQUIRE(int(t.size()) == r.spec.outputTokens);
        ttft += t.front() - r.spec.arrivalS;
        if (t.size() > 1) {
            tpot += (t.back() - t.front()) / double(t.size() - 1);
            ++tpots;
        }
        for (std::size_t i = 1; i < t.size(); ++i)
            gaps.push_back(t[i] - t[i - 1]);
    }
    const ServingMetrics m = cluster.metrics();
    CHECK(m.ttft.mean == Approx(ttft / 200));
    CHECK(m.tpot.mean == Approx(tpot / tpots));
    CHECK(m.itl.count == int(gaps.size()));
    CHECK(m.totalOutputTokens == m.itl.count + 200);
}

TEST_CASE("the engine runs on a caller's clock and samples its state", "[infer][cluster]")
{
    sim::Simulation simulation;
    simulation.runUntil(100.0); // the caller's clock is already running
    ServingConfig c;
    c.sampleIntervalS = 0.5;
    ServingCluster cluster(simulation, c, generateRequests(conversation(100, 10.0), 1));
    cluster.start();
    simulation.runUntil(105.0);
    const ClusterSnapshot s = cluster.snapshot();
    CHECK(s.timeS == Approx(5.0));
    CHECK(s.arrived > 30);
    CHECK(s.replicas.at(0).kvBlocksUsed > 0);
    simulation.runAll();
    CHECK(cluster.done());
    const auto& queue = cluster.metricRegistry().get("kv_blocks_used");
    CHECK(queue.unit() == "blocks");
    CHECK(queue.size() > 10);
    CHECK(cluster.metricRegistry().get("running").latest()->value == 0.0);
}

TEST_CASE("KV pressure preempts, and more blocks remove it", "[infer][cluster]")
{
    WorkloadConfig w;
    w.requests = 400;
    w.arrival.ratePerS = 0; // all at once
    w.prompt = fixedLength(2000);
    w.output = fixedLength(1000);
    ServingConfig c;
    c.replica.gpuMemoryUtilization = 0.35; // about 9 GB of KV: 70,000 tokens
    const ServingRun tight = runServing(c, generateRequests(w, 1));
    CHECK(tight.metrics.completed == 400);
    CHECK(tight.metrics.preemptions > 0);
    c.replica.gpuMemoryUtilization = 0.9;
    const ServingRun roomy = runServing(c, generateRequests(w, 1));
    CHECK(roomy.metrics.preemptions < tight.metrics.preemptions);
}

TEST_CASE("requests longer than max_model_len are refused", "[infer][cluster]")
{
    WorkloadConfig w;
    w.requests = 10;
    w.prompt = uniformLength(100, 4000);
    ServingConfig c;
    c.maxModelLen = 2048;
    const ServingRun run = runServing(c, generateRequests(w, 3));
    CHECK(run.metrics.rejected > 0);
    CHECK(run.metrics.completed + run.metrics.rejected == 10);
}

TEST_CASE("a failed replica's requests go to the others; it recovers after its warm-up",
          "[infer][cluster]")
{
    ServingConfig c;
    c.replicas = 2;
    c.events = {{5.0, ReplicaEvent::Kind::Fail, 0}, {6.0, ReplicaEvent::Kind::Recover, 0}};
    const ServingRun run = runServing(c, generateRequests(conversation(600, 10.0), 4));
    CHECK(run.metrics.completed == 600);
    REQUIRE(run.events.size() == 3);
    CHECK(run.events[0].kind == ClusterEvent::Kind::Failed);
    CHECK(run.events[1].kind == ClusterEvent::Kind::Recovering);
    CHECK(run.events[2].kind == ClusterEvent::Kind::Ready);
    // Warm-up: 30 s of start-up plus 16.06 GB at 2 GB/s.
    CHECK(run.events[2].timeS - run.events[1].timeS == Approx(30 + 16.06 / 2).epsilon(0.001));
    CHECK(replicaWarmupSeconds(c) == Approx(38.03).epsilon(0.001));
}

TEST_CASE("a cluster with no replica left waits, and ends without finishing", "[infer][cluster]")
{
    ServingConfig c;
    c.events = {{1.0, ReplicaEvent::Kind::Fail, 0}};
    const ServingRun run = runServing(c, generateRequests(conversation(100, 10.0), 4));
    CHECK(run.metrics.completed < 100);
    CHECK(run.end.routingQueue > 0);
}

TEST_CASE("the autoscaler adds replicas on queue depth, serving after the warm-up",
          "[infer][cluster]")
{
    ServingConfig c;
    c.autoscaler.enabled = true;
    c.autoscaler.scaleUpAbove = 8;
    c.autoscaler.maxReplicas = 4;
    c.autoscaler.startupS = 10;
    const ServingRun run = runServing(c, generateRequests(conversation(3000, 60.0), 1));
    int ups = 0;
    double firstUp = -1;
    double firstReady = -1;
    for (const ClusterEvent& e : run.events) {
        if (e.kind == ClusterEvent::Kind::ScaleUp && ups++ == 0)
            firstUp = e.timeS;
        if (e.kind == ClusterEvent::Kind::Ready && firstReady < 0)
            firstReady = e.timeS;
    }
    CHECK(ups >= 1);
    CHECK(run.end.replicas.size() > 1);
    CHECK(firstReady - firstUp == Approx(10 + 16.06 / 2).epsilon(0.001));
    CHECK(run.metrics.completed == 3000);
}

TEST_CASE("disaggregated prefill and decode: first tokens on prefill, the rest after the "
          "KV transfer",
          "[infer][cluster]")
{
    ServingConfig c;
    c.replicas = 3;
    c.disaggregation.enabled = true;
    c.disaggregation.prefillReplicas = 1;
    const ServingRun run = runServing(c, generateRequests(conversation(500, 15.0), 2));
    CHECK(run.metrics.completed == 500);
    REQUIRE(run.end.replicas.size() == 3);
    CHECK(run.end.replicas[0].role == ReplicaRole::Prefill);
    CHECK(run.end.replicas[1].role == ReplicaRole::Decode);
    CHECK(run.end.replicas[1].iterations > 0);
    CHECK(run.end.replicas[2].iterations > 0);
    // The prefill replica only ever runs prompts: far fewer iterations than the decoders.
    CHECK(run.end.replicas[0].iterations < run.end.replicas[1].iterations);
}

TEST_CASE("prefix affinity keeps a prefix's cache on one replica", "[infer][cluster]")
{
    WorkloadConfig w = conversation(1000, 20.0);
    w.prefix = {1.0, 4, 1024};
    ServingConfig c;
    c.replicas = 4;
    c.router = RouterPolicy::RoundRobin;
    const ServingRun spread = runServing(c, generateRequests(w, 1));
    c.router = RouterPolicy::PrefixAffinity;
    const ServingRun affine = runServing(c, generateRequests(w, 1));
    CHECK(affine.metrics.prefixHitTokens > spread.metrics.prefixHitTokens);
    c.scheduler.prefixCaching = false;
    CHECK(runServing(c, generateRequests(w, 1)).metrics.prefixHitTokens == 0);
}

TEST_CASE("continuous batching beats static batching on TTFT", "[infer][cluster]")
{
    const WorkloadConfig w = conversation(400, 15.0);
    ServingConfig c;
    const ServingRun continuous = runServing(c, generateRequests(w, 1));
    c.scheduler.policy = SchedulingPolicy::Static;
    c.scheduler.maxNumSeqs = 64;
    const ServingRun fixed = runServing(c, generateRequests(w, 1));
    CHECK(fixed.metrics.completed == 400);
    CHECK(continuous.metrics.ttft.mean < fixed.metrics.ttft.mean);
}

TEST_CASE("the iteration records name what each iteration ran", "[infer][cluster]")
{
    sim::Simulation simulation;
    ServingConfig c;
    c.recordIterations = 50;
    ServingCluster cluster(simulation, c, generateRequests(conversation(20, 50.0), 1));
    cluster.start();
    simulation.runAll();
    REQUIRE(cluster.iterations().size() == 50);
    const IterationRecord& first = cluster.iterations().front();
    CHECK(first.admitted == 1);
    CHECK(first.entryCount == 1);
    CHECK(cluster.iterationEntries()[first.firstEntry].kind == EntryKind::Prefill);
    CHECK(first.cost.seconds > 0);
}

TEST_CASE("a rate sweep reports its progress and can be cancelled", "[infer][cluster]")
{
    const WorkloadConfig w = conversation(300, 1.0);
    std::vector<std::pair<int, int>> progress;
    SweepControl control;
    control.progress = [&](int done, int total) { progress.emplace_back(done, total); };
    const auto points = sweepRates(ServingConfig{}, w, {2, 8, 32}, 1, control);
    REQUIRE(points.size() == 3);
    CHECK(progress.back() == std::pair<int, int>{3, 3});
    CHECK(points[0].metrics.ttft.mean < points[2].metrics.ttft.mean);
    std::atomic<bool> cancel{true};
    control.cancel = &cancel;
    CHECK(sweepRates(ServingConfig{}, w, {2, 8}, 1, control).empty());
    CHECK_THROWS_WITH(sweepRates(ServingConfig{}, w, {0}, 1), Catch::StartsWith("rates: "));
}

TEST_CASE("replicas for an SLO: more traffic needs more replicas", "[infer][cluster]")
{
    ServingConfig c;
    c.slo = {0.5, 0.05, 0};
    const WorkloadConfig w = conversation(600, 1.0);
    const int low = replicasForSlo(c, w, 5.0, 0.9, 6, 1).replicas;
    const int high = replicasForSlo(c, w, 150.0, 0.9, 6, 1).replicas;
    CHECK(low == 1);
    CHECK(high > low);
}

TEST_CASE("invalid cluster configs name the field", "[infer][cluster]")
{
    ServingConfig c;
    c.replicas = 0;
    CHECK_THROWS_WITH(validateServingConfig(c), Catch::StartsWith("replicas: "));
    c = {};
    c.replica.modelId = "llama-2-70b";
    CHECK_THROWS_WITH(validateServingConfig(c), Catch::StartsWith("replica/tensorParallel: "));
    c = {};
    c.scheduler.chunkedPrefill = false;
    c.scheduler.maxBatchedTokens = 2048;
    CHECK_THROWS_WITH(validateServingConfig(c), Catch::StartsWith("scheduler/maxBatchedTokens: "));
    c = {};
    c.disaggregation.enabled = true;
    CHECK_THROWS_WITH(validateServingConfig(c), Catch::StartsWith("replicas: "));
    c = {};
    c.events = {{1.0, ReplicaEvent::Kind::Fail, 3}};
    CHECK_THROWS_WITH(validateServingConfig(c), Catch::StartsWith("events/0/replica: "));
}

TEST_CASE("the router's policies", "[infer][cluster]")
{
    const std::vector<ReplicaLoad> loads{{0, 5, 0.9}, {1, 2, 0.7}, {2, 3, 0.1}};
    Router roundRobin(RouterPolicy::RoundRobin);
    CHECK(roundRobin.choose(loads, -1) == 0);
    CHECK(roundRobin.choose(loads, -1) == 1);
    CHECK(roundRobin.choose(loads, -1) == 2);
    CHECK(roundRobin.choose(loads, -1) == 0);
    CHECK(Router(RouterPolicy::LeastOutstanding).choose(loads, -1) == 1);
    CHECK(Router(RouterPolicy::KvAware).choose(loads, -1) == 2);
    CHECK(Router(RouterPolicy::PrefixAffinity).choose(loads, 4) == 1); // 4 mod 3
    CHECK(Router(RouterPolicy::PrefixAffinity).choose(loads, -1) == 1);
}

TEST_CASE("the autoscaler drains a replica when the traffic falls", "[infer][cluster]")
{
    WorkloadConfig w = conversation(1500, 2.0);
    w.phases = {{30.0, 0.2}};
    ServingConfig c;
    c.replicas = 3;
    c.autoscaler.enabled = true;
    c.autoscaler.minReplicas = 1;
    c.autoscaler.maxReplicas = 3;
    const ServingRun run = runServing(c, generateRequests(w, 1));
    int downs = 0;
    int stops = 0;
    for (const ClusterEvent& e : run.events) {
        downs += e.kind == ClusterEvent::Kind::ScaleDown;
        stops += e.kind == ClusterEvent::Kind::Stopped;
    }
    CHECK(downs == 2);
    CHECK(stops == 2);
    CHECK(run.end.gpusInService == 1);
    CHECK(run.metrics.completed == 1500);
}

TEST_CASE("a slowed replica serves its tokens more slowly", "[infer][cluster]")
{
    const WorkloadConfig w = conversation(300, 5.0);
    ServingConfig c;
    const ServingRun normal = runServing(c, generateRequests(w, 1));
    c.events = {{0.0, ReplicaEvent::Kind::Slowdown, 0, 0.5}};
    const ServingRun slowed = runServing(c, generateRequests(w, 1));
    CHECK(slowed.metrics.tpot.mean > 1.8 * (normal.metrics.tpot.mean - 0.001));
    CHECK(slowed.events.at(0).kind == ClusterEvent::Kind::Slowdown);
}
