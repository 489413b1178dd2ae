#pragma once

#include "core/infer/iteration_cost.h"
#include "core/infer/kv_block_pool.h"
#include "core/infer/serving_request.h"

#include <string_view>
#include <vector>

// The scheduler of one replica: which requests run in the next iteration and how many
// tokens each computes, with vLLM V1's semantics (vllm/v1/core/sched/scheduler.py,
// Scheduler.schedule), and two older policies to compare with (docs/models.md, "Serving:
// scheduler and KV cache"). It decides and keeps the KV cache's books; the cluster prices
// the iteration (iteration_cost.h) and plays it on the clock.
namespace ailab::core::infer {

enum class SchedulingPolicy {
    // vLLM V1: one token budget for the iteration; running requests first, in admission
    // order, each its next chunk (a decode one token, an unfinished prompt the rest of it
    // up to the budget); when blocks run out, the last admitted running request is
    // preempted (freed, recomputed later) until the request fits; waiting requests are
    // admitted in order only when nothing was preempted in this iteration.
    ContinuousV1,
    // vLLM V0 with chunked prefill: every decode first, then unfinished prompt chunks, then
    // new requests, in the same budget.
    DecodeFirst,
    // Static batching: a batch is formed when the replica is idle, from the waiting
    // requests whose whole prompt and output fit in the KV cache; it runs its prompts in
    // one iteration, then decodes until its longest request is done, finished requests
    // keeping their slot (padding).
    Static
};
std::string_view schedulingPolicyId(SchedulingPolicy policy); // "v1", "decode-first", "static"
SchedulingPolicy parseSchedulingPolicy(std::string_view id, const std::string& path);

struct SchedulerConfig
{
    SchedulingPolicy policy = SchedulingPolicy::ContinuousV1;
    // vLLM's --max-num-seqs: running requests at most (SchedulerConfig default 256).
    int maxNumSeqs = 256;
    // vLLM's --max-num-batched-tokens: the iteration's token budget (V1's default for the
    // OpenAI server on a GPU of 70 GiB or more, vllm/engine/arg_utils.py: 8192).
    int maxBatchedTokens = 8192;
    // V1 chunks prompts by default; without it a prompt that does not fit the remaining
    // budget waits for the next iteration (and a prompt above the budget is refused).
    bool chunkedPrefill = true;
    // vLLM V1 enables automatic prefix caching by default.
    bool prefixCaching = true;
};
void validateSchedulerConfig(const SchedulerConfig& config); // names the field

enum class EntryKind { Prefill, Decode, Padding };

// One request's part of an iteration.
struct BatchEntry
{
    int request = 0;
    EntryKind kind = EntryKind::Prefill;
    int newTokens = 0;
    long long cachedTokens = 0; // KV already there before this iteration
};

struct ScheduledBatch
{
    std::vector<BatchEntry> entries; // in the order the scheduler took them
    std::vector<int> preempted;      // requests preempted to make room, in order
    std::vector<int> admitted;       // waiting requests that joined, in order
    IterationWork work;
    int tokenBudget = 0; // what the budget was
    bool empty() const { return entries.empty(); }
    void clear();
};

// What an iteration produced, once it has run.
struct StepOutcome
{
    std::vector<int> tokens;    // requests that produced an output token, in batch order
    std::vector<int> finished;  // requests whose last token that was
    std::vector<int> prefilled; // prefill-only replica: prompts done, KV ready to send
    void clear()
    {
        tokens.clear();
        finished.clear();
        prefilled.clear();
    }
};

// The waiting queue: preempted requests go back to its front (most recent first), new
// ones join at its back; no allocation once reserved.
class WaitingQueue
{
public:
    void reserve(std::size_t requests);
    bool empty() const { return size() == 0; }
    std::size_t size() const { return m_front.size() + m_back.size() - m_head; }
    int front() const { return m_front.empty() ? m_back[m_head] : m_front.back(); }
    void popFront();
    void pushBack(int request) { m_back.push_back(request); }
    void pushFront(int request) { m_front.push_back(request); }
    void clear();
    // In queue order.
    template <typename F> void forEach(F f) const
    {
        for (auto it = m_front.rbegin(); it != m_front.rend(); ++it)
            f(*it);
        for (std::size_t i = m_head; i < m_back.size(); ++i)
            f(m_back[i]);
    }

private:
    std::vector<int> m_front; // a stack: back() is the queue's front
    std::vector<int> m_back;
    std::size_t m_head = 0;
};

class ReplicaScheduler
{
public:
    // `requests` is the engine's table of every request; the scheduler refers to it by index.
    // `prefillOnly`: a disaggregated prefill replica, whose requests leave once their
    // prompt is done and their first token out (holding their blocks until release()).
    ReplicaScheduler(std::vector<ServedRequest>& requests, const SchedulerConfig& config,
                     long long kvBlocks, int prefixGroups, bool prefillOnly = false);

    void enqueue(int request);
    bool hasWork() const { return !m_running.empty() || !m_waiting.empty(); }
    // Decides the next iteration (empty when there is nothing to run).
    const ScheduledBatch& schedule(double now);
    // Applies the iteration decided last once it has run until `now`: tokens computed,
    // output tokens produced, finished requests leave and free their blocks.
    const StepOutcome& complete(double now);

    // Removes a request that leaves the replica while its KV stays valid elsewhere
    // (disaggregated prefill: after its KV has been sent): frees its blocks.
    void release(int request, double now);
    // A failure: every request is handed back (running first, then waiting), blocks lost.
    std::vector<int> evacuate();

    // The iteration decided last (kept after complete(), until the next schedule()).
    const ScheduledBatch& lastBatch() const { return m_batch; }
    const SchedulerConfig& config() const { return m_config; }
    const KvBlockPool& kv() const { return m_pool; }
    const std::vector<int>& running() const { return m_running; }
    const WaitingQueue& waiting() const { return m_waiting; }
    long long preemptions() const { return m_preemptions; }
    long long prefixHitTokens() const { return m_prefixHitTokens; }
    // Blocks the waiting requests will need for their prompts, for a KV-aware router.
    long long waitingBlocks() const { return m_waitingBlocks; }

private:
    long long blocksNeeded(const ServedRequest& r, long long tokens) const;
    void scheduleContinuous(double now);
    void scheduleStatic(double now);
    bool isDecode(const ServedRequest& r) const;
    bool scheduleOne(int request, int& budget, double now);
    void admitWaiting(int& budget, double now);
    void preempt(int request, double now);
    void freeBlocks(ServedRequest& r, double now);
    void unschedule(int request, int& budget);
    void priceBatch();

    std::vector<ServedRequest>& m_requests;
    SchedulerConfig m_config;
    KvBlockPool m_pool;
    std::vector<int> m_running; // admission order
    WaitingQueue m_waiting;
    ScheduledBatch m_batch;
    StepOutcome m_outcome;
    std::vector<int> m_keep;
    bool m_staticBatchActive = false;
    bool m_prefillOnly = false;
    long long m_preemptions = 0;
    long long m_prefixHitTokens = 0;
    long long m_waitingBlocks = 0;
};

} // namespace ailab::core::infer
