#include "core/infer/serving_router.h"

namespace ailab::core::infer {

namespace {
int leastOutstanding(const std::vector<ReplicaLoad>& c)
{
    const ReplicaLoad* best = &c.front();
    for (const ReplicaLoad& l : c)
        if (l.outstanding < best->outstanding)
            best = &l;
    return best->replica;
}
} // namespace

int Router::choose(const std::vector<ReplicaLoad>& c, int prefixGroup)
{
    switch (m_policy) {
    case RouterPolicy::RoundRobin:
        return c[m_next++ % c.size()].replica;
    case RouterPolicy::LeastOutstanding:
        return leastOutstanding(c);
    case RouterPolicy::KvAware: {
        const ReplicaLoad* best = &c.front();
        for (const ReplicaLoad& l : c)
            if (l.kvLoad < best->kvLoad ||
                (l.kvLoad == best->kvLoad && l.outstanding < best->outstanding))
                best = &l;
        return best->replica;
    }
    case RouterPolicy::PrefixAffinity:
        if (prefixGroup >= 0)
            return c[std::size_t(prefixGroup) % c.size()].replica;
        return leastOutstanding(c);
    }
    return c.front().replica;
}

} // namespace ailab::core::infer
