#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>

namespace ailab::labs::stack {

class StackSession;

// The workload journey as a topology: the layers of the stack as nodes, the training job
// and the inference request as flows moving along them. Every state comes from the
// session's model snapshot.
class JourneyDiagram
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::stack::JourneyDiagram)
public:
    // Nodes and links with their states at the session's current time.
    static TopologySnapshot build(const StackSession& session);
    // A one-line description of what the job and the request are doing now.
    static QString trainingPhaseText(const StackSession& session);
    static QString requestHopText(const StackSession& session);
};

} // namespace ailab::labs::stack
