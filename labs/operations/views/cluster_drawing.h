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

// Where a drawing takes each part's status from.
enum class DrawingStatus {
    // The twin's state: a link or switch down, a fault acting on the part, a server out of
    // service, a job stopped or slowed; never a judgement of a figure (the failure injection
    // page: what the learner's faults did).
    TwinState,
    // The operator's status rules of core (cluster_health.h), which also judge figures: a
    // link whose ports queue, a throttling GPU, storage that starves a job (the dashboard).
    Health,
};

// The cluster twin as a TopologySnapshot for the shared TopologyView, the one drawing of the
// cluster every page of the lab uses: spines on top, leaves under them, the servers under
// their leaves, the racks that hold them, and a row with the storage, the scheduler and the
// training jobs. Element ids are the twin's names ("spine0", "leaf1", "server3",
// "leaf0-spine1" with parallel links folded into one line, "rack0", "storage",
// "scheduler", "job:<name>"). Large clusters draw their first parts of each tier and say so
// (note()); every part stays choosable from components().
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
    // Every drawn node and link with its status now, taken from `source`.
    TopologySnapshot snapshot(const core::cluster::ClusterTwin& twin, DrawingStatus source) const;
    // What the drawing leaves out of a large cluster ("The drawing shows the first 32 of 2048
    // servers."); empty when it draws everything.
    QString note() const { return m_note; }

    // Every component of a target type (core's id), in the twin's order.
    std::vector<ClusterComponent> components(const std::string& type) const;
    // The component a drawn element stands for (a server-leaf line for its server, a
    // rack-server line for its rack); type empty when none.
    ClusterComponent componentOf(const QString& elementId) const;
    // The drawn element of a component ("" when not drawn): a GPU is drawn as its server.
    QString elementOf(const std::string& type, const QString& target) const;

private:
    // A drawn part's place in the twin: its index among the spines, leaves, servers, racks
    // or jobs, or the leaf-spine links (FabricState::uplinks() order) one line stands for.
    struct Place
    {
        enum class Tier { Spine, Leaf, Server, Rack, Storage, Scheduler, Job, Uplink, Access };
        Tier tier = Tier::Server;
        int index = -1;
        std::vector<std::size_t> uplinks;
    };
    // The status core's rules give the part; `state` for a part no rule judges (a job).
    static Status healthOf(const core::cluster::ClusterTwin& twin, const Place& place, Status state);

    QList<TopologyNode> m_nodes;
    QList<TopologyLink> m_links;
    QHash<QString, ClusterComponent> m_componentOf;
    QHash<QString, Place> m_placeOf;
    QStringList m_uplinks; // drawn leaf-spine ids ("leaf0-spine1"), parallel links folded
    QStringList m_spines, m_leaves, m_servers, m_racks, m_jobs;
    std::vector<std::string> m_allLeaves, m_allSpines, m_allRacks, m_allJobs, m_allUplinks;
    int m_serverCount = 0;
    std::vector<int> m_gpusOfServer;
    QString m_note;
};

} // namespace ailab::labs::operations
