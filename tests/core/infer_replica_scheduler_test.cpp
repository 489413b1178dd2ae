// The replica scheduler (core/infer/replica_scheduler.h) on hand-built traces: vLLM V1's
// token budget, chunked prefill, running-first admission, preemption of the last admitted
// request and its recompute, prefix caching, and static batching.
#include "core/infer/replica_scheduler.h"

#include <catch2/catch.hpp>

using namespace ailab::core::infer;

namespace {

std::vector<ServedRequest> requestsOf(std::initializer_list<std::pair<int, int>> lengths)
{
    std::vector<ServedRequest> out;
    for (const auto& [prompt, output] : lengths) {
        ServedRequest r;
        r.id = int(out.size());
        r.spec.promptTokens = prompt;
        r.spec.outputTokens = output;
        out.push_back(r);
    }
    return out;
}

SchedulerConfig budget(int tokens, int seqs = 256)
{
    SchedulerConfig c;
    c.maxBatchedTokens = tokens;
    c.maxNumSeqs = seqs;
    return c;
}

// (request, kind, new tokens) of every entry.
std::vector<std::tuple<int, EntryKind, int>> entriesOf(const ScheduledBatch& b)
{
    std::vector<std::tuple<int, EntryKind, int>> out;
    for (const BatchEntry& e : b.entries)
        out.emplace_back(e.request, e.kind, e.newTokens);
    return out;
}

using E = std::tuple<int, EntryKind, int>;
constexpr EntryKind P = EntryKind::Prefill;
constexpr EntryKind D = EntryKind::Decode;

} // namespace

TEST_CASE("V1: the budget is shared out running first, prompts chunked", "[infer][scheduler]")
{
    auto reqs = requestsOf({{150, 3}, {30, 2}});
    ReplicaScheduler s(reqs, budget(100), 1000, 0);
    s.enqueue(0);
    s.enqueue(1);
    // Iteration 1: A's first 100 prompt tokens use the whole budget; B waits.
    CHECK(entriesOf(s.schedule(0.0)) == std::vector<E>{{0, P, 100}});
    CHECK(s.complete(0.1).tokens.empty());
    CHECK(reqs[0].numComputed == 100);
    // Iteration 2: A's remaining 50 first (running), then B's whole prompt in the 50 left.
    const ScheduledBatch& b2 = s.schedule(0.1);
    CHECK(entriesOf(b2) == std::vector<E>{{0, P, 50}, {1, P, 30}});
    CHECK(b2.admitted == std::vector<int>{1});
    CHECK(b2.work.prefillTokens == 80);
    CHECK(s.complete(0.2).tokens == std::vector<int>{0, 1});
    // Iteration 3: both decode one token; B (2 tokens) is done.
    CHECK(entriesOf(s.schedule(0.2)) == std::vector<E>{{0, D, 1}, {1, D, 1}});
    const StepOutcome& out = s.complete(0.3);
    CHECK(out.finished == std::vector<int>{1});
    CHECK(s.running() == std::vector<int>{0});
    CHECK(entriesOf(s.schedule(0.3)) == std::vector<E>{{0, D, 1}});
    CHECK(s.complete(0.4).finished == std::vector<int>{0});
    CHECK_FALSE(s.hasWork());
    CHECK(s.kv().usedBlocks() == 0);
}

TEST_CASE("V1: waiting requests join in arrival order up to max_num_seqs", "[infer][scheduler]")
{
    auto reqs = requestsOf({{10, 5}, {10, 5}, {10, 5}, {10, 5}});
    ReplicaScheduler s(reqs, budget(1000, 3), 1000, 0);
    for (int i = 0; i < 4; ++i)
        s.enqueue(i);
    const ScheduledBatch& b = s.schedule(0.0);
    CHECK(b.admitted == std::vector<int>{0, 1, 2});
    CHECK(s.waiting().front() == 3);
    s.complete(0.1);
    CHECK(s.schedule(0.1).admitted.empty()); // still three running
}

TEST_CASE("without chunked prefill a prompt waits for a budget it fits in", "[infer][scheduler]")
{
    auto reqs = requestsOf({{60, 2}, {60, 2}});
    SchedulerConfig c = budget(100);
    c.chunkedPrefill = false;
    ReplicaScheduler s(reqs, c, 1000, 0);
    s.enqueue(0);
    s.enqueue(1);
    CHECK(entriesOf(s.schedule(0.0)) == std::vector<E>{{0, P, 60}});
    s.complete(0.1);
    CHECK(entriesOf(s.schedule(0.1)) == std::vector<E>{{0, D, 1}, {1, P, 60}});
}

TEST_CASE("V1: out of blocks, the last admitted request is preempted and recomputed",
          "[infer][scheduler]")
{
    // Four blocks of 16 tokens. A and B take one block each for their 16-token prompts and
    // a second one at their 17th token; at A's 33rd token no block is left.
    auto reqs = requestsOf({{16, 40}, {16, 40}});
    ReplicaScheduler s(reqs, budget(1000), 4, 0);
    s.enqueue(0);
    s.enqueue(1);
    double t = 0.0;
    s.schedule(t);
    s.complete(t += 0.01);
    CHECK(s.kv().usedBlocks() == 2);
    int step = 0;
    std::vector<int> preempted;
    while (preempted.empty() && step++ < 40) {
        const ScheduledBatch& b = s.schedule(t);
        preempted = b.preempted;
        if (!preempted.empty()) {
            // B, admitted last, goes; A runs on; nothing is admitted in this iteration.
            CHECK(preempted == std::vector<int>{1});
            CHECK(entriesOf(b) == std::vector<E>{{0, D, 1}});
            CHECK(b.admitted.empty());
        }
        s.complete(t += 0.01);
    }
    REQUIRE(preempted == std::vector<int>{1});
    const int bGenerated = reqs[1].generated;
    // Preempted when A computes its 33rd token: both had 17 output tokens by then.
    CHECK(bGenerated == 17);
    CHECK(reqs[1].numComputed == 0);
    CHECK(reqs[1].preemptions == 1);
    CHECK(s.waiting().front() == 1);
    CHECK(s.preemptions() == 1);
    // A finishes (16 + 40 tokens fit four blocks); then B is recomputed: its prompt and the
    // 17 tokens it had produced, in one prefill, and it carries on from there.
    while (reqs[0].state != RequestState::Finished) {
        s.schedule(t);
        s.complete(t += 0.01);
    }
    const ScheduledBatch& again = s.schedule(t);
    CHECK(entriesOf(again) == std::vector<E>{{1, P, 16 + bGenerated}});
    CHECK(s.complete(t += 0.01).tokens == std::vector<int>{1});
    CHECK(reqs[1].generated == bGenerated + 1);
}

TEST_CASE("a request that cannot fit even alone preempts itself", "[infer][scheduler]")
{
    auto reqs = requestsOf({{16, 40}, {40, 2}});
    ReplicaScheduler s(reqs, budget(1000), 3, 0);
    s.enqueue(0);
    s.schedule(0.0); // A: one block
    s.complete(0.01);
    s.enqueue(1);
    const ScheduledBatch& b = s.schedule(0.01); // A decodes; B's 40 tokens need 3 blocks
    CHECK(entriesOf(b) == std::vector<E>{{0, D, 1}});
    CHECK(s.waiting().front() == 1);
}

TEST_CASE("prefix caching: the second request of a prefix computes only the rest",
          "[infer][scheduler]")
{
    auto reqs = requestsOf({{100 + 64, 2}, {64 + 20, 2}});
    reqs[0].spec.prefixGroup = reqs[1].spec.prefixGroup = 0;
    reqs[0].spec.prefixTokens = reqs[1].spec.prefixTokens = 64;
    ReplicaScheduler s(reqs, budget(1000), 100, 1);
    s.enqueue(0);
    s.schedule(0.0);
    s.complete(0.01);
    CHECK(s.kv().cachedPrefixBlocks() == 4);
    s.enqueue(1);
    const ScheduledBatch& b = s.schedule(0.01);
    REQUIRE(b.entries.size() == 2);
    CHECK(b.entries[1].request == 1);
    CHECK(b.entries[1].cachedTokens == 64);
    CHECK(b.entries[1].newTokens == 20);
    CHECK(s.prefixHitTokens() == 64);
    // Both finish; the prefix stays cached but evictable.
    s.complete(0.02);
    s.schedule(0.02);
    s.complete(0.03);
    CHECK_FALSE(s.hasWork());
    CHECK(s.kv().usedBlocks() == 0);
    CHECK(s.kv().evictableBlocks() == 4);
}

TEST_CASE("static batching: a batch runs to its longest request, finished ones padding",
          "[infer][scheduler]")
{
    auto reqs = requestsOf({{10, 1}, {10, 3}, {10, 2}});
    SchedulerConfig c = budget(8);
    c.policy = SchedulingPolicy::Static;
    ReplicaScheduler s(reqs, c, 100, 0);
    s.enqueue(0);
    s.enqueue(1);
    // The batch is formed of what waits; whole prompts, whatever the budget.
    const ScheduledBatch& b1 = s.schedule(0.0);
    CHECK(entriesOf(b1) == std::vector<E>{{0, P, 10}, {1, P, 10}});
    CHECK(s.complete(0.1).finished == std::vector<int>{0});
    s.enqueue(2); // arrives during the batch: waits for the next one
    CHECK(entriesOf(s.schedule(0.1)) == std::vector<E>{{0, EntryKind::Padding, 1}, {1, D, 1}});
    s.complete(0.2);
    s.schedule(0.2);
    CHECK(s.complete(0.3).finished == std::vector<int>{1});
    CHECK(s.running().empty());
    CHECK(entriesOf(s.schedule(0.3)) == std::vector<E>{{2, P, 10}});
}

TEST_CASE("decode-first serves every decode before any prompt chunk", "[infer][scheduler]")
{
    auto reqs = requestsOf({{150, 5}, {10, 5}});
    for (SchedulingPolicy policy :
         {SchedulingPolicy::ContinuousV1, SchedulingPolicy::DecodeFirst}) {
        auto rs = reqs;
        SchedulerConfig c = budget(100);
        c.policy = policy;
        ReplicaScheduler s(rs, c, 1000, 0);
        s.enqueue(1); // the short one first: it decodes while the long prompt is chunked
        s.enqueue(0);
        s.schedule(0.0); // B 10, A 90
        s.complete(0.1);
        // Running order is B, A either way; the entries list decodes first.
        CHECK(entriesOf(s.schedule(0.1)) == std::vector<E>{{1, D, 1}, {0, P, 60}});
    }
}

TEST_CASE("a failure hands back the unfinished requests, not a static batch's finished ones",
          "[infer][scheduler]")
{
    auto reqs = requestsOf({{10, 1}, {10, 3}, {10, 2}});
    SchedulerConfig c = budget(100);
    c.policy = SchedulingPolicy::Static;
    ReplicaScheduler s(reqs, c, 100, 0);
    s.enqueue(0);
    s.enqueue(1);
    s.schedule(0.0);
    CHECK(s.complete(0.1).finished == std::vector<int>{0});
    s.enqueue(2);
    CHECK(s.evacuate() == std::vector<int>{1, 2});
    CHECK(s.kv().usedBlocks() == 0);
    CHECK_FALSE(s.hasWork());
}
