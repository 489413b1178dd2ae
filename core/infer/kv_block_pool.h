#pragma once

#include <vector>

// The paged KV cache of one replica (Kwon et al. 2023, PagedAttention): a fixed number of
// 16-token blocks, handed out as requests grow and returned when they finish or are
// preempted, with prefix caching of shared prompt prefixes (vLLM's automatic prefix
// caching): the blocks of a prefix stay cached after their last user leaves, are reused by
// the next request of the same prefix, and are evicted, least recently used first, only
// when free blocks run out (docs/models.md, "Serving: scheduler and KV cache").
// Blocks are counted, not addressed: which physical block holds what does not change
// any figure of the model.
namespace ailab::core::infer {

class KvBlockPool
{
public:
    // `prefixGroups`: how many distinct shared prefixes the workload has (0 without).
    KvBlockPool(long long totalBlocks, bool prefixCaching, int prefixGroups);

    long long totalBlocks() const { return m_total; }
    // Blocks neither held by a request nor by a cached prefix.
    long long freeBlocks() const { return m_free; }
    // Blocks of cached prefixes that no running request uses: free to evict.
    long long evictableBlocks() const { return m_evictable; }
    // Held by requests or by prefixes in use (vLLM's KV-cache usage counts these).
    long long usedBlocks() const { return m_total - m_free - m_evictable; }
    long long cachedPrefixBlocks() const { return m_cachedPrefix; }
    double usage() const { return m_total > 0 ? double(usedBlocks()) / double(m_total) : 0.0; }
    bool prefixCaching() const { return m_prefixCaching; }

    // Takes `blocks` blocks, evicting unused cached prefixes when the free ones do not
    // suffice. False, and nothing taken, when even eviction cannot make room.
    bool allocate(long long blocks);
    void release(long long blocks);

    // Blocks of `group`'s prefix in the cache (0 when not cached or caching is off).
    long long prefixBlocks(int group) const;
    // A request starts using the cached prefix of `group` (it must be cached).
    void acquirePrefix(int group, double now);
    void releasePrefix(int group, double now);
    // A request that computed `blocks` full blocks of `group`'s prefix hands them to the
    // cache and keeps using them (counted once, shared by every later request).
    void publishPrefix(int group, long long blocks, double now);

    long long evictions() const { return m_evictions; }
    void clear(); // a replica failure: everything is lost

private:
    struct Prefix
    {
        long long blocks = 0;
        int users = 0;
        double lastUse = 0;
    };
    bool evictOne();

    long long m_total = 0;
    long long m_free = 0;
    long long m_evictable = 0;
    long long m_cachedPrefix = 0;
    long long m_evictions = 0;
    bool m_prefixCaching = false;
    std::vector<Prefix> m_prefixes;
};

// Blocks that hold `tokens` tokens: ceil(tokens / 16).
long long blocksForTokens(long long tokens);

} // namespace ailab::core::infer
