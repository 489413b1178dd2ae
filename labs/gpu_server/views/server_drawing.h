#pragma once

#include "core/topo/intra_node.h"
#include "core/train/gpu_step_timeline.h"
#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <vector>

namespace ailab::labs::gpu_server {

// Draws a server graph (core/topo/server_builder.h) for TopologyView: NVMe drives above
// their CPU, DRAM beside it, PCIe switches below, GPUs and NICs under their switch, the
// NVSwitch chips under the GPUs. Ids are the graph's node names; a link's id is
// "<a>~<b>". Texts only: every figure comes from the core.
class ServerDrawing
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::gpu_server::ServerDrawing)
public:
    static TopologySnapshot build(const core::topo::ServerGraph& server);

    static QString nodeId(const core::topo::Graph& graph, core::topo::NodeId node);
    static QString linkId(const core::topo::Graph& graph, core::topo::LinkId link);
    // Node names along a path that starts at `from`.
    static QStringList pathIds(const core::topo::Graph& graph, core::topo::NodeId from,
                               const core::topo::Path& path);

    // Link loads from per-channel shares (the busier direction of each link).
    static void setLinkLoads(TopologySnapshot& snapshot, const core::topo::Graph& graph,
                             const std::vector<double>& channelUtilisation);
    // Marks the links and nodes of the routes as busy (the path highlight).
    static void highlightRoutes(TopologySnapshot& snapshot, const core::topo::Graph& graph,
                                const std::vector<core::topo::Route>& routes);

    // "GPU 3", "PCIe switch 1", ...
    static QString nodeLabel(const core::topo::Node& node);
    // The role of a part and its figures, as rich text for the inspector.
    static QString describeNode(const core::topo::ServerGraph& server, core::topo::NodeId node);
    static QString describeLink(const core::topo::ServerGraph& server, core::topo::LinkId link);
    // "data load", "forward", ... (translated)
    static QString phaseName(core::train::StepPhase phase);
    // A route as "gpu1 → pcie-sw0 → cpu0 → ..." with labels; stripes joined by " | ".
    static QString routeText(const core::topo::Graph& graph, const core::topo::Route& route);
};

} // namespace ailab::labs::gpu_server
