#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QString>

namespace ailab::core::cluster {
class ClusterTwin;
}

namespace ailab::labs::operations {

// What a click on the dashboard's drawing picked: a part the dashboard filters to.
struct DashboardPart
{
    enum class Kind { None, Server, Leaf, Spine, Link };
    Kind kind = Kind::None;
    int index = -1; // the server, the leaf or spine (fabric order), or the leaf-spine link
    bool operator==(const DashboardPart&) const = default;
};

// The cluster as the dashboard draws it (the shared TopologyView): spines, leaves and servers
// of the twin's fabric, each with the health the core's rules judge (cluster_health.h) and the
// leaf-spine links with their utilisation from the twin's telemetry. Ids: "spine:N",
// "leaf:N", "server:N", "uplink:N" (FabricState::uplinks() order), "access:S:L".
class DashboardTopology
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::DashboardTopology)
public:
    // The whole drawing (positions and ids) with the twin's state now.
    static TopologySnapshot snapshot(const core::cluster::ClusterTwin& twin);
    // The part an element id names; Kind::None for an access link or "".
    static DashboardPart partOf(const QString& elementId);
    static QString elementId(const DashboardPart& part);
    // The part's name for people: "server 3", "leaf 1", "link leaf0-spine1".
    static QString partName(const core::cluster::ClusterTwin& twin, const DashboardPart& part);
};

} // namespace ailab::labs::operations
