#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QString>

namespace ailab::core::design {
struct DesignSpec;
struct DesignFigures;
struct ComponentFailure;
} // namespace ailab::core::design

namespace ailab::labs::capstone {

// The design drawn for the shared TopologyView: spines, leaves, racks (or pods of scalable
// units), the storage and the management network. A tier with more parts than a drawing can
// show draws its first ones and one node that stands for the rest, so a 16,384-GPU design is a
// few dozen boxes, not 2,048 servers. Node ids are core's targets (leaf0, spine0, the racks'
// ids, storage), so a failure's domain can be marked on it.
class DesignDrawing
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::capstone::DesignDrawing)
public:
    // Parts of one tier drawn before the rest are folded into one node.
    static constexpr int kMaxPerTier = 12;

    static TopologySnapshot snapshot(const core::design::DesignSpec& spec, const core::design::DesignFigures& figures);
    // The same drawing with `failure`'s domain marked failed (the node or link it takes down).
    static void markFailure(TopologySnapshot& snapshot, const core::design::ComponentFailure& failure,
                            const core::design::DesignFigures& figures);
};

} // namespace ailab::labs::capstone
