#pragma once

#include <QCoreApplication>
#include <QString>

namespace ailab::core::cluster {
class ClusterTwin;
}

namespace ailab::labs::operations {

// What a click on the dashboard's drawing picked: a part the dashboard filters to.
struct DashboardPart
{
    enum class Kind { None, Server, Leaf, Spine, Link, Rack };
    Kind kind = Kind::None;
    // The server, the leaf or spine (fabric order), the rack, or the first of the leaf-spine
    // links (FabricState::uplinks() order) the drawn line stands for.
    int index = -1;
    bool operator==(const DashboardPart&) const = default;
};

// Between the dashboard's parts and the names the cluster drawing (ClusterDrawing) gives its
// elements: "server3", "leaf1", "spine0", "rack2", "leaf0-spine1". A part is found by its
// name in the twin, so a part the drawing leaves out on a large cluster can still be named.
class DashboardParts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::DashboardParts)
public:
    // The part a name stands for; Kind::None for a name the cluster does not have (a job,
    // the storage, "" ...).
    static DashboardPart partOf(const core::cluster::ClusterTwin& twin, const QString& name);
    // The part's name as the drawing gives it ("" for none or a part the cluster lacks).
    static QString nameOf(const core::cluster::ClusterTwin& twin, const DashboardPart& part);
    // The part for people: "server 3", "leaf leaf1", "link leaf0-spine1", "rack rack2".
    static QString displayName(const core::cluster::ClusterTwin& twin, const DashboardPart& part);
    // Whether leaf-spine link `uplink` belongs to the drawn line of link part `part`
    // (parallel links are one line).
    static bool sameLine(const core::cluster::ClusterTwin& twin, const DashboardPart& part, std::size_t uplink);
};

} // namespace ailab::labs::operations
