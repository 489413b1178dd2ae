#pragma once

#include "core/net/roce/rdma_walkthrough.h"
#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>

namespace ailab::labs::roce {

// The walkthrough's chain as a TopologyView snapshot: the core graph's nodes in the seed's
// order (GPU A ... GPU B, each host's CPU below its PCIe switch), its links with their
// rates, and for the current step its node marked busy and tokens moving along its path.
class WalkthroughDrawing
{
    Q_DECLARE_TR_FUNCTIONS(WalkthroughDrawing)
public:
    static TopologySnapshot topology(const core::net::roce::WalkthroughConfig& config);
    // The snapshot for `step` (null: none) with its tokens at `progress` (0..1).
    static TopologySnapshot atStep(const TopologySnapshot& base,
                                   const core::net::roce::WalkStep* step, double progress);
    static QString linkId(const std::string& a, const std::string& b);
    // The short label of what moves in a step ("WQE", "data", "ACK"); empty if nothing.
    static QString tokenLabel(core::net::roce::StepKind kind);
};

} // namespace ailab::labs::roce
