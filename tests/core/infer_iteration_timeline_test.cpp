// The iteration timeline (core/infer/iteration_timeline.h), the mean inter-token gap of a
// request and where batching decodes stops paying (core/infer/iteration_cost.h).
#include "core/error.h"
#include "core/infer/iteration_cost.h"
#include "core/infer/iteration_timeline.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::infer;

namespace {

std::vector<RequestSpec> threeRequests()
{
    // A long prompt first, then two short ones while it is still in its prefill.
    return {{0.0, 1000, 4}, {0.001, 100, 3}, {0.002, 100, 2}};
}

ServingConfig smallBudget(SchedulingPolicy policy)
{
    ServingConfig c;
    c.scheduler.policy = policy;
    c.scheduler.maxBatchedTokens = 512;
    c.scheduler.prefixCaching = false;
    return c;
}

} // namespace

TEST_CASE("the timeline records what each iteration ran, chunks and decodes",
          "[infer][timeline]")
{
    const IterationTimeline t =
        recordTimeline(smallBudget(SchedulingPolicy::ContinuousV1), threeRequests(), 100);
    REQUIRE(t.complete());
    REQUIRE(t.metrics.completed == 3);
    // Iteration 0: only the first request had arrived; its 1,000-token prompt is chunked
    // to the 512-token budget.
    const BatchEntry* first = timelineEntry(t, 0, 0);
    REQUIRE(first != nullptr);
    CHECK(first->kind == EntryKind::Prefill);
    CHECK(first->newTokens == 512);
    CHECK(timelineEntry(t, 0, 1) == nullptr);
    // Iteration 1: the rest of the prompt (488 tokens) and the other two join in the
    // budget left (24 tokens): the second gets a chunk of 24.
    const BatchEntry* rest = timelineEntry(t, 1, 0);
    REQUIRE(rest != nullptr);
    CHECK(rest->newTokens == 488);
    CHECK(rest->cachedTokens == 512);
    const BatchEntry* joined = timelineEntry(t, 1, 1);
    REQUIRE(joined != nullptr);
    CHECK(joined->kind == EntryKind::Prefill);
    CHECK(joined->newTokens == 24);
    CHECK(t.iterations[1].admitted >= 1);
    // Every output token is one iteration's decode or the end of a prompt: each request
    // appears in the timeline as often as it computed something, and never after it left.
    for (int r = 0; r < 3; ++r) {
        long long tokens = 0;
        for (std::size_t i = 0; i < t.iterations.size(); ++i) {
            if (const BatchEntry* e = timelineEntry(t, i, r))
                tokens += e->newTokens;
        }
        CHECK(tokens == t.requests[std::size_t(r)].spec.promptTokens +
                            t.requests[std::size_t(r)].spec.outputTokens - 1);
    }
    // Iteration start times do not go backwards, and each lasts its price.
    for (std::size_t i = 1; i < t.iterations.size(); ++i)
        CHECK(t.iterations[i].startS >=
              t.iterations[i - 1].startS + t.iterations[i - 1].cost.seconds - 1e-12);
}

TEST_CASE("the timeline of static batching pads finished requests", "[infer][timeline]")
{
    const IterationTimeline t =
        recordTimeline(smallBudget(SchedulingPolicy::Static), threeRequests(), 100);
    REQUIRE(t.complete());
    bool padded = false;
    for (const BatchEntry& e : t.entries)
        padded = padded || e.kind == EntryKind::Padding;
    CHECK(padded);
    // A truncated record says so.
    const IterationTimeline cut =
        recordTimeline(smallBudget(SchedulingPolicy::ContinuousV1), threeRequests(), 2);
    CHECK(cut.iterations.size() == 2);
    CHECK_FALSE(cut.complete());
    CHECK(timelineEntry(cut, 5, 0) == nullptr);
}

TEST_CASE("a request's mean inter-token gap is its TPOT once finished", "[infer][timeline]")
{
    ServedRequest r;
    CHECK(r.meanInterTokenS() == 0.0);
    r.spec.arrivalS = 1.0;
    r.firstTokenS = 1.4;
    r.lastTokenS = 1.4 + 99 * 0.025;
    r.finishS = r.lastTokenS;
    r.generated = 100;
    CHECK(r.meanInterTokenS() == Approx(0.025));
    CHECK(r.latency() == Approx(2.875));
}

TEST_CASE("the batching knee: where decode reaches 80 % of its ceiling", "[infer][cost]")
{
    const IterationCostModel model(ReplicaSetup{});
    // Memory bound at 1,000 tokens of context: each more request adds its KV read,
    // (1,000 + 1) tokens x KV bytes per token over the bandwidth at its efficiency.
    const double ceiling = decodeCeiling(model, 1000);
    const double perRequestS = 1001.0 * model.memory().kvBytesPerTokenPerGpu /
                               (model.roof().bandwidthBps * model.parameters().memoryEfficiency);
    CHECK(ceiling == Approx(1.0 / perRequestS).epsilon(1e-9));
    const int knee = batchingKnee(model, 1000, 1024);
    REQUIRE(knee > 1);
    REQUIRE(knee < 1024);
    CHECK(decodePoint(model, knee, 1000).tokensPerSecond >= 0.8 * ceiling);
    CHECK(decodePoint(model, knee - 1, 1000).tokensPerSecond < 0.8 * ceiling);
    // The curve drawn to batch 1,024 keeps rising past the knee, but by less than a quarter.
    const double last = decodePoint(model, 1024, 1000).tokensPerSecond;
    CHECK(last > decodePoint(model, knee, 1000).tokensPerSecond);
    CHECK(last < ceiling);
    // For a step of a + c x batch the knee is 4 a / c: there the step is five times the
    // fixed part a (the weight read and the CPU overhead).
    const double fixedS = decodePoint(model, 1, 1000).interTokenS - perRequestS;
    CHECK(decodePoint(model, knee, 1000).interTokenS == Approx(5 * fixedS).epsilon(0.01));
    // A longer context reads more KV per request: a lower ceiling, reached sooner.
    CHECK(decodeCeiling(model, 4000) < ceiling);
    CHECK(batchingKnee(model, 4000, 1024) < knee);
    // No batch up to the largest reaches it: the largest.
    CHECK(batchingKnee(model, 1000, 64) == 64);
    CHECK_THROWS_AS(batchingKnee(model, 1000, 0), Error);
}

TEST_CASE("a pass's intensity is one GPU's FLOP over one GPU's bytes", "[infer][cost]")
{
    ReplicaSetup one;
    ReplicaSetup four;
    four.modelId = one.modelId = "llama-3-70b";
    one.gpuId = "h200-sxm";
    four.gpuId = "h200-sxm";
    one.tensorParallel = 2;
    four.tensorParallel = 4;
    IterationWork w;
    w.addPrefill(0, 1024, true);
    const IterationCost a = IterationCostModel(one).cost(w);
    const IterationCost b = IterationCostModel(four).cost(w);
    CHECK(a.flopsPerGpu == Approx((a.linearFlops + a.attentionFlops) / 2));
    CHECK(b.flopsPerGpu == Approx((b.linearFlops + b.attentionFlops) / 4));
    // Both FLOP and weight bytes split over the GPUs: the intensity hardly changes (the KV
    // written splits too), it does not grow with the GPU count.
    CHECK(b.intensity() == Approx(a.intensity()).epsilon(0.01));
}

TEST_CASE("a GPU's memory split adds up to its memory", "[infer][memory]")
{
    const MemoryPlan p = memoryPlan(ReplicaSetup{});
    CHECK(p.outsideEngineBytes == Approx(0.1 * p.gpuMemoryBytes));
    CHECK(p.outsideEngineBytes + p.weightBytesPerGpu + p.reserveBytesPerGpu + p.kvBytesPerGpu ==
          Approx(p.gpuMemoryBytes));
}
