// The steady-state judgement of a serving run (core/infer/steady_state.h) and the capacity
// answers built on it (serving_sweep.h): a rate above what the replicas complete is never
// sustained, however few requests were asked for; one well below is.
#include "core/infer/serving_sweep.h"
#include "core/infer/steady_state.h"

#include <catch2/catch.hpp>

using namespace ailab::core::infer;

namespace {
// Requests at a fixed gap, each served for `serviceS` by one server in turn (a D/D/1 queue:
// its backlog grows by 1/gap - 1/serviceS a second when that is positive), or, with
// `servers` 0, each at once by a server of its own.
std::vector<ServedRequest> queue(int count, double gapS, double serviceS, int servers = 1)
{
    std::vector<ServedRequest> requests;
    double free = 0;
    for (int i = 0; i < count; ++i) {
        ServedRequest r;
        r.id = i;
        r.spec.arrivalS = i * gapS;
        r.spec.outputTokens = 2;
        r.generated = 2;
        r.state = RequestState::Finished;
        r.firstScheduledS = servers == 0 ? r.spec.arrivalS : std::max(free, r.spec.arrivalS);
        r.firstTokenS = r.firstScheduledS + serviceS / 2;
        r.lastTokenS = r.finishS = r.firstScheduledS + serviceS;
        free = r.finishS;
        requests.push_back(r);
    }
    return requests;
}

// The lab's default workload: conversation-like lengths (docs/models.md, "Serving: workload").
WorkloadConfig conversation(int requests)
{
    WorkloadConfig w;
    w.requests = requests;
    w.prompt = conversationPromptLength();
    w.output = conversationOutputLength();
    return w;
}

ServingConfig chatTargets()
{
    ServingConfig c; // one Llama 3 8B replica on an H100, vLLM's scheduler defaults
    c.slo = {0.5, 0.05, 0};
    return c;
}
} // namespace

TEST_CASE("steady state: a backlog that grows is not sustained", "[infer][steady]")
{
    // 10 requests/s into a server that completes 5 a second: the backlog grows by 5 a second.
    const SteadyState over = judgeSteadyState(queue(2400, 0.1, 0.2), {});
    CHECK(over.verdict == SteadyVerdict::NotSustained);
    CHECK(over.backlogGrowthPerS == Approx(5.0).epsilon(0.01));
    CHECK(over.arrivalRate == Approx(10.0).epsilon(0.01));
    CHECK(over.completionRate == Approx(5.0).epsilon(0.01));
    CHECK(over.windowStartS == Approx(119.95));
    CHECK(over.windowEndS == Approx(239.9));

    // 4 requests/s into the same server at 80 % load: no backlog, the SLO met by each.
    const SteadyState under = judgeSteadyState(queue(2400, 0.25, 0.2), {0.2, 0, 0});
    CHECK(under.verdict == SteadyVerdict::Sustained);
    CHECK(under.backlogGrowthPerS == Approx(0.0).margin(0.01));
    CHECK(under.attainment == 1.0);
    CHECK(under.windowRequests == 1200);
    CHECK(under.metrics.ttft.p95 == Approx(0.1));
}

TEST_CASE("steady state: a window too short says nothing", "[infer][steady]")
{
    // Fewer than 1,000 requests in the window.
    CHECK(judgeSteadyState(queue(1500, 0.25, 0.2), {}).verdict == SteadyVerdict::TooShort);
    // A window of 12 s over requests served for 2 s each: fewer than ten service times.
    const SteadyState shortWindow = judgeSteadyState(queue(2400, 0.01, 2.0, 0), {});
    CHECK(shortWindow.medianServiceS == Approx(2.0));
    CHECK(shortWindow.verdict == SteadyVerdict::TooShort);
    CHECK(judgeSteadyState({}, {}).verdict == SteadyVerdict::TooShort);
}

TEST_CASE("steady state: the warm-up's requests are not counted", "[infer][steady]")
{
    // The first half's requests wait behind a stalled start; the window's do not.
    std::vector<ServedRequest> requests = queue(2400, 0.25, 0.2);
    for (ServedRequest& r : requests)
        if (r.spec.arrivalS < 200)
            r.firstTokenS = r.spec.arrivalS + 5.0;
    const SteadyState s = judgeSteadyState(requests, {0.5, 0, 0});
    CHECK(s.attainment == 1.0);
    CHECK(s.metrics.ttft.max == Approx(0.1));
}

TEST_CASE("capacity: one replica does not sustain 80 requests/s; two do", "[infer][steady]")
{
    // Lab 07's defaults: 500 requests end before a queue builds at 80 requests/s (all within
    // the SLOs), so each count's point runs again with more until its window can be judged.
    const ReplicaSearch search = replicasForSlo(chatTargets(), conversation(500), 80.0, 0.9, 4, 1);
    REQUIRE(search.trials.size() >= 2);
    const SweepPoint& one = search.trials[0].point;
    CHECK_FALSE(search.trials[0].meetsSlo);
    CHECK(one.requests > 500);
    CHECK(one.steady.verdict == SteadyVerdict::NotSustained);
    CHECK(one.steady.completionRate < 70.0);
    CHECK(one.steady.backlogGrowthPerS > 10.0);
    CHECK(search.replicas == int(search.trials.size()));
    CHECK(search.replicas >= 2);
    CHECK(search.trials.back().point.steady.sustained());
    CHECK(search.trials.back().point.steady.attainment >= 0.9);

    // Well below what one replica completes, it passes.
    const SweepPoint under = runAtRate(chatTargets(), conversation(500), 8.0, 1);
    CHECK(under.steady.verdict == SteadyVerdict::Sustained);
    CHECK(under.steady.attainment > 0.95);
    CHECK(under.steady.completionRate == Approx(8.0).epsilon(0.1));
}
