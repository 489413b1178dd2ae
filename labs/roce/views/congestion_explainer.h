#pragma once

#include "labs/common/widgets/explainer_panel.h"

#include <QCoreApplication>

namespace ailab::labs::roce {

class RoceSession;

// The explainer of the congestion simulator: ECN marking (RED on the egress queue), PFC
// with its headroom, and DCQCN's notification and reaction points, each formula with the
// values of the run in force and its source.
class CongestionExplainer
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::roce::CongestionExplainer)
public:
    static ExplainerContent content(const RoceSession& session);
};

} // namespace ailab::labs::roce
