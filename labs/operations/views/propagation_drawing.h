#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <vector>

namespace ailab::core::cluster {
class ClusterTwin;
}

namespace ailab::labs::operations {

// One step of a fault's propagation: a line of the twin's event log that the twin traced to
// the fault (ClusterTwin::eventCause), and the step it follows from.
struct PropagationStep
{
    std::uint64_t sequence = 0; // the event's, in the log
    double time = 0;
    QString type;    // "job.slowed"
    QString subject; // "job:llama", "rack0"
    QString message;
    Status status = Status::Healthy; // the line's severity: critical failed, warning congested
    int parent = -1; // index of the step it follows from; -1 for the initiating fault
    int depth = 0;
};

// The propagation of one fault, read from the twin's event log in its order: the fault's own
// line first, then each line caused by it. A line follows from the latest earlier line about
// the same subject (a job's restart from its interruption, a rack's throttled clocks from its
// heat), otherwise from the latest earlier line about a part of the cluster (a job slowed by
// the rack whose clocks fell), otherwise from the fault itself. Drawn as a small causal graph
// in the shared TopologyView: the initiating fault on the left, each effect with its time.
class PropagationDrawing
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::PropagationDrawing)
public:
    // At most this many steps are drawn (a flapping link logs many); the table has them all.
    static constexpr int kMaxDrawnSteps = 24;

    // The steps of fault `fault` (its index in the twin's injector) so far.
    static std::vector<PropagationStep> steps(const core::cluster::ClusterTwin& twin, int fault);
    static TopologySnapshot snapshot(const std::vector<PropagationStep>& steps);
};

} // namespace ailab::labs::operations
