#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident.h"

#include <string>
#include <vector>

namespace ailab::labs {

// One link of an incident's causal chain as the debrief shows it: the initiating fault, then
// each secondary effect with its time (docs/architecture.md, "Incident files"). Only a model
// that follows the fault through a system (the operations lab's cluster twin) gives one; the
// debrief leaves the section out when the chain is empty, so other incidents are unchanged.
struct CausalLink
{
    double timeS = 0.0;  // simulation time, on the debrief's timeline
    std::string kind;    // what happened: the event's type ("fault.link-down", "job.slowed")
    std::string subject; // where: "leaf0-spine1", "job:llama-8b-pretrain", ...
    bool initiating = false;
    int count = 1;       // how often it recurred on the same subject (a flapping link)
};

// The causal chain the core's debrief carries, in time order; empty when its model gives
// none.
std::vector<CausalLink> causalChainOf(const core::ops::Debrief& debrief);

} // namespace ailab::labs
