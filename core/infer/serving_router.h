#pragma once

#include "core/infer/serving_config.h"

#include <vector>

// Picks the replica a request goes to (docs/models.md, "Serving: cluster").
namespace ailab::core::infer {

// What the router knows of one replica that can take a request.
struct ReplicaLoad
{
    int replica = 0;
    int outstanding = 0; // waiting and running requests
    double kvLoad = 0;   // (blocks in use + blocks its waiting prompts need) / blocks
};

class Router
{
public:
    explicit Router(RouterPolicy policy)
        : m_policy(policy)
    {
    }
    RouterPolicy policy() const { return m_policy; }
    // One of `candidates` (not empty), by the policy; ties go to the lower replica index.
    // Prefix affinity sends group g to candidate g mod n (the candidates are in index
    // order); a request without a prefix goes to the least outstanding.
    int choose(const std::vector<ReplicaLoad>& candidates, int prefixGroup);

private:
    RouterPolicy m_policy;
    unsigned m_next = 0; // round robin
};

} // namespace ailab::core::infer
