#include "core/security/defence_layers.h"

#include <algorithm>

namespace ailab::core::security {

std::vector<CheckId> DefenceLayer::checks() const
{
    std::vector<CheckId> out;
    for (CheckId check : allChecks())
        for (const LayerControl& control : controls)
            if (std::find(control.checks.begin(), control.checks.end(), check) !=
                    control.checks.end() &&
                std::find(out.begin(), out.end(), check) == out.end())
                out.push_back(check);
    return out;
}

const std::vector<DefenceLayer>& defenceLayers()
{
    using C = CheckId;
    // The controls in the order section 08.2 lists them.
    static const std::vector<DefenceLayer> layers{
        {1,
         "identity-access",
         {{"authentication", {C::Identity}},
          {"rbac", {C::Role}},
          {"workload-identities", {C::Identity}},
          {"service-credentials", {C::Identity}},
          {"least-privilege", {C::Role, C::Resource}}}},
        {2,
         "workload-security",
         {{"container-isolation", {C::Admission}},
          {"image-integrity", {C::Admission}},
          {"runtime-controls", {}},
          {"admission-policies", {C::Admission}}}},
        {3,
         "network-security",
         {{"segmentation", {C::Network}},
          {"network-policy", {C::Network}},
          {"traffic-filtering", {C::Network}},
          {"encryption", {}},
          {"monitoring", {}}}},
        {4,
         "data-model-security",
         {{"dataset-authorization", {C::Resource}},
          {"encryption-at-rest", {}},
          {"artifact-integrity", {}},
          {"checkpoint-protection", {C::Resource}}}},
        // Hardware management: the BMC is reached only on the management network, by an
        // administrator granted it (section 08.4, "Management Network").
        {5,
         "infrastructure-security",
         {{"firmware-updates", {}},
          {"secure-boot", {}},
          {"hardware-management", {C::Network, C::Resource}},
          {"physical-access", {}},
          {"supply-chain", {}}}},
    };
    return layers;
}

std::vector<int> layersOfCheck(CheckId check)
{
    std::vector<int> out;
    for (const DefenceLayer& layer : defenceLayers()) {
        const std::vector<CheckId> checks = layer.checks();
        if (std::find(checks.begin(), checks.end(), check) != checks.end())
            out.push_back(layer.number);
    }
    return out;
}

} // namespace ailab::core::security
