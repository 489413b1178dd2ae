// Random combinations of every serving option (policies, routers, disaggregation, the
// autoscaler, failures, slowdowns, prefixes, tight KV caches): every run ends, no request
// is answered twice, and a run that answers everyone leaves no KV block behind.
#include "core/infer/serving_cluster.h"
#include "core/sim/rng.h"

#include <catch2/catch.hpp>
#include <set>

using namespace ailab::core;
using namespace ailab::core::infer;

namespace {
struct RandomCase
{
    ServingConfig config;
    WorkloadConfig workload;
};

RandomCase randomCase(sim::Rng& rng)
{
    RandomCase rc;
    ServingConfig& c = rc.config;
    WorkloadConfig& w = rc.workload;
    w.requests = 20 + int(rng.below(150));
    w.arrival.ratePerS = rng.below(4) == 0 ? 0.0 : 1.0 + rng.uniform01() * 60.0;
    w.arrival.burstiness = 0.2 + rng.uniform01() * 3.0;
    w.prompt = rng.bernoulli(0.5) ? conversationPromptLength()
                                  : uniformLength(1, 1 + int(rng.below(6000)));
    w.output = rng.bernoulli(0.5) ? conversationOutputLength()
                                  : uniformLength(1, 1 + int(rng.below(1200)));
    if (rng.bernoulli(0.4))
        w.prefix = {rng.uniform01(), 1 + int(rng.below(5)), int(rng.below(2000))};
    c.replica.gpuMemoryUtilization = 0.3 + rng.uniform01() * 0.6;
    c.scheduler.policy = SchedulingPolicy(rng.below(3));
    c.scheduler.maxNumSeqs = 1 + int(rng.below(300));
    c.scheduler.chunkedPrefill = rng.bernoulli(0.8);
    c.scheduler.maxBatchedTokens = c.scheduler.chunkedPrefill ? 256 + int(rng.below(8192)) : 8192;
    c.scheduler.prefixCaching = rng.bernoulli(0.7);
    c.replicas = 1 + int(rng.below(4));
    c.router = RouterPolicy(rng.below(4));
    if (c.replicas >= 2 && rng.bernoulli(0.3) && c.scheduler.policy != SchedulingPolicy::Static) {
        c.disaggregation.enabled = true;
        c.disaggregation.prefillReplicas = 1 + int(rng.below(std::uint64_t(c.replicas - 1)));
    } else if (rng.bernoulli(0.3)) {
        c.autoscaler.enabled = true;
        c.autoscaler.maxReplicas = c.replicas + int(rng.below(3));
        c.autoscaler.startupS = 5;
        c.autoscaler.scaleUpAbove = 4;
    }
    if (rng.bernoulli(0.5)) {
        const int replica = int(rng.below(std::uint64_t(c.replicas)));
        c.events.push_back({rng.uniform01() * 20, ReplicaEvent::Kind::Fail, replica});
        if (rng.bernoulli(0.7))
            c.events.push_back({20 + rng.uniform01() * 20, ReplicaEvent::Kind::Recover, replica});
    }
    if (rng.bernoulli(0.2))
        c.events.push_back({rng.uniform01() * 20, ReplicaEvent::Kind::Slowdown, 0, 0.3});
    return rc;
}
} // namespace

TEST_CASE("random serving set-ups end, answer each request once and free their blocks",
          "[infer][fuzz]")
{
    sim::Rng rng(2024);
    for (int n = 0; n < 120; ++n) {
        const RandomCase rc = randomCase(rng);
        INFO("case " << n);
        sim::Simulation simulation;
        ServingCluster cluster(simulation, rc.config, generateRequests(rc.workload, n));
        std::multiset<int> answered;
        cluster.requestFinished.connect([&answered](int id, double) { answered.insert(id); });
        cluster.start();
        simulation.runAll(); // ends: a stalled cluster stops its periodic events
        CHECK(std::set<int>(answered.begin(), answered.end()).size() == answered.size());
        const ClusterSnapshot s = cluster.snapshot();
        CHECK(s.finished + s.rejected <= rc.workload.requests);
        if (cluster.done()) {
            for (const ReplicaSnapshot& r : s.replicas)
                CHECK(r.kvBlocksUsed == 0);
        } else {
            // Only when no replica of a role the requests need is left.
            CHECK(s.routingQueue > 0);
        }
    }
}
