#include "core/infer/replica_scheduler.h"

#include "core/error.h"

#include <algorithm>

namespace ailab::core::infer {

std::string_view schedulingPolicyId(SchedulingPolicy policy)
{
    switch (policy) {
    case SchedulingPolicy::ContinuousV1:
        return "v1";
    case SchedulingPolicy::DecodeFirst:
        return "decode-first";
    case SchedulingPolicy::Static:
        return "static";
    }
    return "v1";
}

SchedulingPolicy parseSchedulingPolicy(std::string_view id, const std::string& path)
{
    for (SchedulingPolicy p :
         {SchedulingPolicy::ContinuousV1, SchedulingPolicy::DecodeFirst, SchedulingPolicy::Static})
        if (schedulingPolicyId(p) == id)
            return p;
    throw Error("unknown scheduling policy '" + std::string(id) +
                    "'; expected v1, decode-first or static",
                path);
}

void validateSchedulerConfig(const SchedulerConfig& c)
{
    if (c.maxNumSeqs < 1 || c.maxNumSeqs > 65536)
        throw Error("expected 1 to 65536 running requests", "maxNumSeqs");
    if (c.maxBatchedTokens < 1 || c.maxBatchedTokens > 1'048'576)
        throw Error("expected 1 to 1048576 tokens per iteration", "maxBatchedTokens");
}

void ScheduledBatch::clear()
{
    entries.clear();
    preempted.clear();
    admitted.clear();
    work = {};
    tokenBudget = 0;
}

void WaitingQueue::reserve(std::size_t requests)
{
    m_front.reserve(requests);
    m_back.reserve(requests);
}

void WaitingQueue::popFront()
{
    if (!m_front.empty()) {
        m_front.pop_back();
        return;
    }
    ++m_head;
    if (m_head == m_back.size()) {
        m_back.clear();
        m_head = 0;
    }
}

void WaitingQueue::clear()
{
    m_front.clear();
    m_back.clear();
    m_head = 0;
}

ReplicaScheduler::ReplicaScheduler(std::vector<ServedRequest>& requests,
                                   const SchedulerConfig& config, long long kvBlocks,
                                   int prefixGroups, bool prefillOnly)
    : m_requests(requests)
    , m_config(config)
    , m_pool(kvBlocks, config.prefixCaching, prefixGroups)
    , m_prefillOnly(prefillOnly)
{
    validateSchedulerConfig(config);
    const std::size_t n = requests.size();
    m_waiting.reserve(n);
    m_running.reserve(std::min<std::size_t>(n, std::size_t(config.maxNumSeqs)) + 1);
    m_keep.reserve(m_running.capacity());
    m_batch.entries.reserve(m_running.capacity());
    m_batch.preempted.reserve(m_running.capacity());
    m_batch.admitted.reserve(m_running.capacity());
    m_outcome.tokens.reserve(m_running.capacity());
    m_outcome.finished.reserve(m_running.capacity());
    m_outcome.prefilled.reserve(m_running.capacity());
}

void ReplicaScheduler::enqueue(int request)
{
    ServedRequest& r = m_requests[std::size_t(request)];
    r.state = RequestState::Waiting;
    m_waiting.pushBack(request);
    m_waitingBlocks += blocksForTokens(r.tokens());
}

long long ReplicaScheduler::blocksNeeded(const ServedRequest& r, long long tokens) const
{
    return std::max(0LL, blocksForTokens(tokens) - r.sharedBlocks - r.ownBlocks);
}

bool ReplicaScheduler::isDecode(const ServedRequest& r) const
{
    return r.generated > 0 && r.numComputed == r.tokens() - 1;
}

void ReplicaScheduler::freeBlocks(ServedRequest& r, double now)
{
    m_pool.release(r.ownBlocks);
    r.ownBlocks = 0;
    if (r.sharedBlocks > 0)
        m_pool.releasePrefix(r.spec.prefixGroup, now);
    r.sharedBlocks = 0;
}

void ReplicaScheduler::preempt(int request, double now)
{
    // vLLM V1 preempts by recompute: the request's blocks are freed, its computed tokens
    // forgotten, and it goes back to the front of the waiting queue.
    ServedRequest& r = m_requests[std::size_t(request)];
    freeBlocks(r, now);
    r.numComputed = 0;
    r.kvReceived = false;
    r.state = RequestState::Waiting;
    ++r.preemptions;
    ++m_preemptions;
    m_running.pop_back();
    m_waiting.pushFront(request);
    m_waitingBlocks += blocksForTokens(r.tokens());
    m_batch.preempted.push_back(request);
}

void ReplicaScheduler::unschedule(int request, int& budget)
{
    auto& entries = m_batch.entries;
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [request](const BatchEntry& e) { return e.request == request; });
    if (it == entries.end())
        return;
    budget += it->newTokens;
    entries.erase(it);
}

bool ReplicaScheduler::scheduleOne(int request, int& budget, double now)
{
    ServedRequest& r = m_requests[std::size_t(request)];
    const bool decode = isDecode(r);
    const int n = int(std::min<long long>(r.tokens() - r.numComputed, budget));
    for (;;) {
        const long long need = blocksNeeded(r, r.numComputed + n);
        if (m_pool.allocate(need)) {
            r.ownBlocks += need;
            break;
        }
        // Out of blocks: preempt the last admitted running request (the lowest priority
        // under first-come first-served) and try again; if that is this one, stop.
        const int victim = m_running.back();
        unschedule(victim, budget);
        preempt(victim, now);
        if (victim == request)
            return false;
    }
    m_batch.entries.push_back(
        {request, decode ? EntryKind::Decode : EntryKind::Prefill, n, r.numComputed});
    budget -= n;
    return true;
}

void ReplicaScheduler::admitWaiting(int& budget, double now)
{
    while (!m_waiting.empty() && budget > 0 && int(m_running.size()) < m_config.maxNumSeqs) {
        const int id = m_waiting.front();
        ServedRequest& r = m_requests[std::size_t(id)];
        long long computed = 0;
        long long shared = 0;
        const int group = r.spec.prefixGroup;
        if (r.kvReceived) {
            computed = r.numComputed;
        } else if (m_pool.prefixBlocks(group) > 0) {
            // A cache hit covers whole blocks and never the whole prompt: the last token is
            // always computed, to sample from (vLLM's KVCacheManager.get_computed_blocks).
            shared = std::min(m_pool.prefixBlocks(group), (r.tokens() - 1) / kKvBlockTokens);
            computed = shared * kKvBlockTokens;
        }
        const long long remaining = r.tokens() - computed;
        if (!m_config.chunkedPrefill && remaining > budget)
            break;
        const int n = int(std::min<long long>(remaining, budget));
        if (shared > 0)
            m_pool.acquirePrefix(group, now);
        const long long need = std::max(0LL, blocksForTokens(computed + n) - shared);
        if (!m_pool.allocate(need)) {
            if (shared > 0)
                m_pool.releasePrefix(group, now);
            break;
        }
        m_waiting.popFront();
        m_waitingBlocks -= blocksForTokens(r.tokens());
        m_prefixHitTokens += shared * kKvBlockTokens;
        r.sharedBlocks = shared;
        r.ownBlocks = need;
        r.numComputed = computed;
        r.state = RequestState::Running;
        if (r.firstScheduledS < 0)
            r.firstScheduledS = now;
        m_running.push_back(id);
        m_batch.admitted.push_back(id);
        m_batch.entries.push_back(
            {id, isDecode(r) ? EntryKind::Decode : EntryKind::Prefill, n, computed});
        budget -= n;
    }
}

void ReplicaScheduler::scheduleContinuous(double now)
{
    int budget = m_config.maxBatchedTokens;
    if (m_config.policy == SchedulingPolicy::ContinuousV1) {
        for (std::size_t i = 0; i < m_running.size() && budget > 0; ++i)
            if (!scheduleOne(m_running[i], budget, now))
                break;
    } else {
        // Decode-first: every decode, then the unfinished prompts.
        for (int pass = 0; pass < 2; ++pass) {
            for (std::size_t i = 0; i < m_running.size() && budget > 0; ++i) {
                const int id = m_running[i];
                if (isDecode(m_requests[std::size_t(id)]) != (pass == 0))
                    continue;
                if (!scheduleOne(id, budget, now))
                    break;
            }
        }
    }
    if (m_batch.preempted.empty())
        admitWaiting(budget, now);
}

void ReplicaScheduler::scheduleStatic(double now)
{
    if (!m_staticBatchActive) {
        while (!m_waiting.empty() && int(m_running.size()) < m_config.maxNumSeqs) {
            const int id = m_waiting.front();
            ServedRequest& r = m_requests[std::size_t(id)];
            // The whole sequence is reserved up front, as static engines allocate.
            const long long need = blocksForTokens(r.spec.promptTokens + r.spec.outputTokens);
            if (!m_pool.allocate(need))
                break;
            m_waiting.popFront();
            m_waitingBlocks -= blocksForTokens(r.tokens());
            r.ownBlocks = need;
            r.numComputed = 0;
            r.state = RequestState::Running;
            if (r.firstScheduledS < 0)
                r.firstScheduledS = now;
            m_running.push_back(id);
            m_batch.admitted.push_back(id);
        }
        if (m_running.empty())
            return;
        m_staticBatchActive = true;
    }
    for (int id : m_running) {
        const ServedRequest& r = m_requests[std::size_t(id)];
        if (r.finished())
            m_batch.entries.push_back({id, EntryKind::Padding, 1, r.tokens()});
        else if (isDecode(r))
            m_batch.entries.push_back({id, EntryKind::Decode, 1, r.numComputed});
        else
            m_batch.entries.push_back(
                {id, EntryKind::Prefill, int(r.tokens() - r.numComputed), r.numComputed});
    }
}

void ReplicaScheduler::priceBatch()
{
    IterationWork& w = m_batch.work;
    for (const BatchEntry& e : m_batch.entries) {
        const ServedRequest& r = m_requests[std::size_t(e.request)];
        if (e.kind == EntryKind::Prefill)
            w.addPrefill(e.cachedTokens, e.newTokens, e.cachedTokens + e.newTokens == r.tokens());
        else
            w.addDecode(e.cachedTokens);
    }
}

const ScheduledBatch& ReplicaScheduler::schedule(double now)
{
    m_batch.clear();
    m_batch.tokenBudget = m_config.maxBatchedTokens;
    if (m_config.policy == SchedulingPolicy::Static)
        scheduleStatic(now);
    else
        scheduleContinuous(now);
    priceBatch();
    return m_batch;
}

const StepOutcome& ReplicaScheduler::complete(double now)
{
    m_outcome.clear();
    for (const BatchEntry& e : m_batch.entries) {
        if (e.kind == EntryKind::Padding)
            continue;
        ServedRequest& r = m_requests[std::size_t(e.request)];
        r.numComputed += e.newTokens;
        // The first request to compute a shared prefix hands its full blocks to the cache.
        const int group = r.spec.prefixGroup;
        if (m_pool.prefixCaching() && group >= 0 && r.sharedBlocks == 0 &&
            r.numComputed >= r.spec.prefixTokens && m_pool.prefixBlocks(group) == 0) {
            const long long blocks = r.spec.prefixTokens / kKvBlockTokens;
            if (blocks > 0 && blocks <= r.ownBlocks) {
                r.ownBlocks -= blocks;
                r.sharedBlocks = blocks;
                m_pool.publishPrefix(group, blocks, now);
            }
        }
        if (r.numComputed == r.tokens()) {
            ++r.generated;
            m_outcome.tokens.push_back(e.request);
            if (r.generated >= r.spec.outputTokens) {
                r.state = RequestState::Finished;
                m_outcome.finished.push_back(e.request);
            } else if (m_prefillOnly) {
                r.state = RequestState::Transferring;
                m_outcome.prefilled.push_back(e.request);
            }
        }
    }
    if (m_config.policy == SchedulingPolicy::Static) {
        const bool done = std::all_of(m_running.begin(), m_running.end(), [this](int id) {
            return m_requests[std::size_t(id)].finished();
        });
        if (done) {
            for (int id : m_running)
                freeBlocks(m_requests[std::size_t(id)], now);
            m_running.clear();
            m_staticBatchActive = false;
        }
    } else {
        m_keep.clear();
        for (int id : m_running) {
            ServedRequest& r = m_requests[std::size_t(id)];
            if (r.state == RequestState::Finished)
                freeBlocks(r, now);
            else if (r.state == RequestState::Running)
                m_keep.push_back(id);
        }
        m_running.swap(m_keep);
    }
    return m_outcome;
}

void ReplicaScheduler::release(int request, double now)
{
    freeBlocks(m_requests[std::size_t(request)], now);
}

std::vector<int> ReplicaScheduler::evacuate()
{
    std::vector<int> out;
    // A static batch keeps its finished requests until the batch ends: they are answered.
    for (int id : m_running)
        if (!m_requests[std::size_t(id)].finished())
            out.push_back(id);
    m_waiting.forEach([&out](int id) { out.push_back(id); });
    for (int id : out) {
        ServedRequest& r = m_requests[std::size_t(id)];
        r.ownBlocks = 0;
        r.sharedBlocks = 0;
        r.numComputed = 0;
        r.kvReceived = false;
    }
    m_running.clear();
    m_waiting.clear();
    m_batch.clear();
    m_pool.clear();
    m_staticBatchActive = false;
    m_waitingBlocks = 0;
    return out;
}

} // namespace ailab::core::infer
