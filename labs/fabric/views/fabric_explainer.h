#pragma once

#include "labs/common/widgets/explainer_panel.h"

#include <QCoreApplication>

namespace ailab::core::models::fabric {
class FabricRun;
}

namespace ailab::labs::fabric {

// The explainer of the fabric view: leaf-spine and ECMP, the ring all-reduce's closed
// form with this fabric's inputs, oversubscription, and where each figure comes from.
class FabricExplainer
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::fabric::FabricExplainer)
public:
    static ExplainerContent content(const core::models::fabric::FabricRun& run);
};

} // namespace ailab::labs::fabric
