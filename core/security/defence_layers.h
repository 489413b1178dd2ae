#pragma once

#include "core/security/policy_evaluator.h"

#include <string>
#include <vector>

// The five security layers of an AI cluster (course section 08.2, "Layered AI Infrastructure
// Security Model") with the controls the course names for each, mapped to the evaluator's
// checks that model them. A control the lab does not model (encryption, firmware, physical
// access, ...) has no check, and the page says so rather than pretend.
namespace ailab::core::security {

struct LayerControl
{
    std::string id;              // "authentication", "rbac", ...
    std::vector<CheckId> checks; // the checks that model it; empty: not modelled here
};

struct DefenceLayer
{
    int number = 0;  // 1 to 5, the course's order
    std::string id;  // "identity-access", "workload-security", "network-security",
                     // "data-model-security", "infrastructure-security"
    std::vector<LayerControl> controls;
    // The checks of the layer: every check one of its controls names, in allChecks() order.
    std::vector<CheckId> checks() const;
};

const std::vector<DefenceLayer>& defenceLayers();

// The layers a check belongs to, by number.
std::vector<int> layersOfCheck(CheckId check);

} // namespace ailab::core::security
