#pragma once

#include "labs/common/widgets/explainer_panel.h"

namespace ailab::labs::stack {

class StackSession;

// The explainer of the workload journey: the step model's formula, every input with its
// value, unit and source (teaching assumptions flagged), and the result's bottleneck.
ExplainerContent stepExplainer(const StackSession& session);

} // namespace ailab::labs::stack
