#pragma once

#include "core/topo/graph.h"
#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <vector>

namespace ailab::core::models::fabric {
class FabricRun;
}

namespace ailab::labs::fabric {

// What a drawn element stands for in the core's graph.
struct DrawnElement
{
    enum class Kind { Spine, Leaf, Server, ServerBundle, Uplinks, Access };
    Kind kind = Kind::Spine;
    int leaf = -1;
    int spine = -1;
    int server = -1;                       // Server and Access (detailed drawing)
    int servers = 1;                       // how many servers a Server or ServerBundle holds
    std::vector<core::topo::NodeId> nodes; // the switch, or the GPUs and NICs it groups
    std::vector<core::topo::LinkId> links; // the parallel links it draws
};

// Turns the live fabric into a TopologySnapshot: spines on top, leaves under them, the
// servers below. Small fabrics show every server; large ones group a leaf's servers into
// one bundle node with its count, and every leaf-spine pair's parallel uplinks into one
// line with their summed load (the loads come from FabricRun::bundleLoad).
class FabricDrawing
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::fabric::FabricDrawing)
public:
    // Up to this many servers are drawn one by one.
    static constexpr int kMaxDetailedServers = 32;
    // At most this many flow tokens move at once (evenly sampled), so a thousand-rank ring
    // stays smooth; the table and the inspector list every flow.
    static constexpr int kMaxTokens = 256;

    // The element map for this fabric (call again after a rebuild).
    void build(const core::models::fabric::FabricRun& run);
    bool aggregated() const { return m_aggregated; }

    // Every node and link with the current loads, and the flows as tokens.
    TopologySnapshot snapshot(const core::models::fabric::FabricRun& run) const;

    const DrawnElement* element(const QString& id) const;
    // The drawing's id of a core node (a GPU or NIC maps to its server or bundle).
    QString nodeId(core::topo::NodeId node) const;

    static QString spineName(int spine);
    static QString leafName(int leaf);
    static QString serverName(int server);

private:
    QList<TopologyNode> nodes(const core::models::fabric::FabricRun& run) const;
    QList<TopologyLink> links(const core::models::fabric::FabricRun& run) const;
    QList<TopologyFlow> flows(const core::models::fabric::FabricRun& run) const;

    bool m_aggregated = false;
    QStringList m_order; // element ids: nodes first, then links, as drawn
    QHash<QString, DrawnElement> m_elements;
    QHash<QString, QPointF> m_positions;
    std::vector<QString> m_nodeIdOf; // by core NodeId
    int m_nodeCount = 0;
};

} // namespace ailab::labs::fabric
