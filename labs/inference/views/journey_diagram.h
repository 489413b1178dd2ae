#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>

namespace ailab::core::infer {
class ServingCluster;
}

namespace ailab::labs::inference {

// The request journey as a TopologyView drawing: the hops of the course's section 07.1 in
// a row, what each holds now in the live cluster, and the followed request as a token.
class JourneyDiagram
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::inference::JourneyDiagram)
public:
    static TopologySnapshot build(const core::infer::ServingCluster& cluster,
                                  int followedRequest);
    // The name of the hop a request is at, for the stage tile.
    static QString stageText(const core::infer::ServingCluster& cluster, int request);
};

} // namespace ailab::labs::inference
