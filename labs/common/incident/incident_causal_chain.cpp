#include "labs/common/incident/incident_causal_chain.h"

namespace ailab::labs {

std::vector<CausalLink> causalChainOf(const core::ops::Debrief& debrief)
{
    std::vector<CausalLink> chain;
    // MERGE(ops-incidents): core::ops::Debrief carries the causal chain of a model that has
    // one (the initiating fault, then each secondary effect with its time). Copy it here, e.g.
    //     for (const auto& link : debrief.causalChain)
    //         chain.push_back({link.timeS, link.kind, link.subject, link.initiating});
    // Until then no model gives one, and the debrief has no causal chain section.
    (void)debrief;
    return chain;
}

} // namespace ailab::labs
