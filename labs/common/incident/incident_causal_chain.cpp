#include "labs/common/incident/incident_causal_chain.h"

namespace ailab::labs {

std::vector<CausalLink> causalChainOf(const core::ops::Debrief& debrief)
{
    std::vector<CausalLink> chain;
    chain.reserve(debrief.chain.size());
    for (const core::ops::CausalEvent& event : debrief.chain)
        chain.push_back({event.timeS, event.type, event.subject, event.initiating, event.count});
    return chain;
}

} // namespace ailab::labs
