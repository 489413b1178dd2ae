#include "core/infer/kv_block_pool.h"

#include "core/error.h"
#include "core/infer/replica_setup.h"

namespace ailab::core::infer {

long long blocksForTokens(long long tokens)
{
    return (tokens + kKvBlockTokens - 1) / kKvBlockTokens;
}

KvBlockPool::KvBlockPool(long long totalBlocks, bool prefixCaching, int prefixGroups)
    : m_total(totalBlocks)
    , m_free(totalBlocks)
    , m_prefixCaching(prefixCaching)
    , m_prefixes(std::size_t(prefixGroups > 0 ? prefixGroups : 0))
{
    if (totalBlocks < 1)
        throw Error("a KV cache needs at least one block");
}

bool KvBlockPool::evictOne()
{
    Prefix* oldest = nullptr;
    for (Prefix& p : m_prefixes)
        if (p.users == 0 && p.blocks > 0 && (oldest == nullptr || p.lastUse < oldest->lastUse))
            oldest = &p;
    if (oldest == nullptr)
        return false;
    m_evictable -= oldest->blocks;
    m_cachedPrefix -= oldest->blocks;
    m_free += oldest->blocks;
    oldest->blocks = 0;
    ++m_evictions;
    return true;
}

bool KvBlockPool::allocate(long long blocks)
{
    if (blocks <= 0)
        return true;
    if (blocks > m_free + m_evictable)
        return false;
    while (m_free < blocks)
        evictOne();
    m_free -= blocks;
    return true;
}

void KvBlockPool::release(long long blocks)
{
    m_free += blocks;
}

long long KvBlockPool::prefixBlocks(int group) const
{
    if (!m_prefixCaching || group < 0 || std::size_t(group) >= m_prefixes.size())
        return 0;
    return m_prefixes[std::size_t(group)].blocks;
}

void KvBlockPool::acquirePrefix(int group, double now)
{
    Prefix& p = m_prefixes[std::size_t(group)];
    if (p.users++ == 0)
        m_evictable -= p.blocks;
    p.lastUse = now;
}

void KvBlockPool::releasePrefix(int group, double now)
{
    Prefix& p = m_prefixes[std::size_t(group)];
    if (--p.users == 0)
        m_evictable += p.blocks;
    p.lastUse = now;
}

void KvBlockPool::publishPrefix(int group, long long blocks, double now)
{
    Prefix& p = m_prefixes[std::size_t(group)];
    // The request's own blocks become the prefix's: the count of blocks in use is unchanged.
    p.blocks = blocks;
    m_cachedPrefix += blocks;
    ++p.users;
    p.lastUse = now;
}

void KvBlockPool::clear()
{
    m_free = m_total;
    m_evictable = 0;
    m_cachedPrefix = 0;
    for (Prefix& p : m_prefixes)
        p = {};
}

} // namespace ailab::core::infer
