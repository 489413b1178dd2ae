#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

namespace ailab::core::cluster {
class ClusterTwin;
}

namespace ailab::labs::operations {

// A part of the cluster a fault can act on: its fault target type (core's id: "gpu",
// "link", "storage-tier", ...) and the target as the twin names it ("server3/gpu5",
// "leaf0-spine1", "" for the whole storage or the scheduler).
struct ClusterComponent
{
    std::string type;
    QString target;
    QString label; // for people
};

// The cluster twin as a TopologySnapshot for the shared TopologyView: spines on top, leaves
// under them, the servers under their leaves, the racks that hold them, and a row with the
// storage, the scheduler and the training jobs. Each part's status is the twin's state (a
// link or switch down, a fault acting on it, a server out of service, a job stopped or
// slowed), never a judgement of a figure. Large clusters draw their first parts of each
// tier and say so (note()); every part stays choosable from components().
class ClusterDrawing
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::ClusterDrawing)
public:
    static constexpr int kMaxSpines = 16;
    static constexpr int kMaxLeaves = 16;
    static constexpr int kMaxServers = 32;
    static constexpr int kMaxRacks = 16;
    static constexpr int kMaxJobs = 12;
    // At most this many GPUs in the list of components (a GPU of any server can be typed).
    static constexpr int kMaxListedGpus = 512;

    // The element map for this twin (call again after a rebuild).
    void build(const core::cluster::ClusterTwin& twin);
    // Every drawn node and link with its state now.
    TopologySnapshot snapshot(const core::cluster::ClusterTwin& twin) const;
    // What the drawing leaves out on a large cluster; empty when it draws everything.
    QString note() const { return m_note; }

    // Every component of a target type (core's id), in the twin's order.
    std::vector<ClusterComponent> components(const std::string& type) const;
    // The component a drawn element stands for (a server-leaf line for its server, a
    // rack-server line for its rack); type empty when none.
    ClusterComponent componentOf(const QString& elementId) const;
    // The drawn element of a component ("" when not drawn): a GPU is drawn as its server.
    QString elementOf(const std::string& type, const QString& target) const;

private:
    QList<TopologyNode> m_nodes;
    QList<TopologyLink> m_links;
    QHash<QString, ClusterComponent> m_componentOf;
    QStringList m_uplinks; // drawn leaf-spine ids ("leaf0-spine1"), parallel links folded
    QStringList m_spines, m_leaves, m_servers, m_racks, m_jobs;
    std::vector<std::string> m_allLeaves, m_allSpines, m_allRacks, m_allJobs, m_allUplinks;
    int m_serverCount = 0;
    std::vector<int> m_gpusOfServer;
    QString m_note;
};

} // namespace ailab::labs::operations
