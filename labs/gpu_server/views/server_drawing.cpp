#include "labs/gpu_server/views/server_drawing.h"

#include "core/hw/catalog.h"
#include "core/units/format.h"

#include <QRegularExpression>
#include <algorithm>
#include <map>

namespace ailab::labs::gpu_server {

namespace {

using core::topo::Graph;
using core::topo::LinkKind;
using core::topo::NodeId;
using core::topo::NodeKind;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString rate(double bitsPerSecond)
{
    return q(core::units::toString(core::units::ByteRate::bytesPerSecond(bitsPerSecond / 8.0)));
}

QString kindOf(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Gpu:
        return QStringLiteral("gpu");
    case NodeKind::Cpu:
        return QStringLiteral("cpu");
    case NodeKind::Memory:
        return QStringLiteral("memory");
    case NodeKind::Nic:
        return QStringLiteral("nic");
    case NodeKind::Nvme:
        return QStringLiteral("storage");
    default:
        return QStringLiteral("switch");
    }
}

// Layout units between the device groups of neighbouring switches.
constexpr double kGroupGap = 0.4;
// More device columns than this in one row and a two-socket server folds in two halves.
constexpr double kMaxRowColumns = 10.0;
// Folded, the second half mirrors rows 0 to 3 about the NVSwitch row (4) half way down.
constexpr double kFoldedBottomRow = 8.0;

// Devices under one PCIe switch (or one CPU's root ports when there are no switches).
struct Group
{
    NodeId parent = core::topo::kNoNode;
    std::vector<NodeId> members;
    double x0 = 0, width = 1;
};

} // namespace

QString ServerDrawing::nodeId(const Graph& graph, NodeId node)
{
    return q(graph.node(node).name);
}

QString ServerDrawing::linkId(const Graph& graph, core::topo::LinkId link)
{
    const auto& l = graph.link(link);
    return nodeId(graph, l.a) + QLatin1Char('~') + nodeId(graph, l.b);
}

QStringList ServerDrawing::pathIds(const Graph& graph, NodeId from, const core::topo::Path& path)
{
    QStringList ids{nodeId(graph, from)};
    for (core::topo::ChannelId c : path)
        ids << nodeId(graph, graph.channelTarget(c));
    return ids;
}

QString ServerDrawing::nodeLabel(const core::topo::Node& node)
{
    const int i = node.localIndex;
    switch (node.kind) {
    case NodeKind::Gpu:
        return tr("GPU %1").arg(i);
    case NodeKind::Cpu:
        return tr("CPU %1").arg(i);
    case NodeKind::Memory:
        return tr("DRAM %1").arg(i);
    case NodeKind::PcieSwitch:
        return tr("PCIe switch %1").arg(i);
    case NodeKind::NvSwitch:
        return tr("NVSwitch %1").arg(i);
    case NodeKind::Nic:
        return tr("NIC %1").arg(i);
    case NodeKind::Nvme:
        return tr("NVMe %1").arg(i);
    default:
        return q(node.name);
    }
}

TopologySnapshot ServerDrawing::build(const core::topo::ServerGraph& s)
{
    const Graph& g = s.graph;
    // Groups in order: one per PCIe switch, or one per socket without switches.
    std::vector<Group> groups;
    std::map<NodeId, std::size_t> groupOf;
    const auto& parents = s.pcieSwitches.empty() ? s.cpus : s.pcieSwitches;
    for (NodeId p : parents) {
        groupOf[p] = groups.size();
        groups.push_back({p, {}});
    }
    auto addMembers = [&](const std::vector<NodeId>& devices) {
        for (NodeId d : devices) {
            for (const auto& adj : g.neighbours(d)) {
                const auto it = groupOf.find(adj.other);
                if (it != groupOf.end() && g.link(adj.link).kind == LinkKind::Pcie) {
                    groups[it->second].members.push_back(d);
                    break;
                }
            }
        }
    };
    addMembers(s.gpus);
    addMembers(s.nics);
    // The socket a group hangs from: its parent, or the CPU its switch is linked to.
    const auto socketOf = [&](const Group& grp) {
        for (std::size_t c = 0; c < s.cpus.size(); ++c) {
            if (grp.parent == s.cpus[c])
                return c;
            for (const auto& adj : g.neighbours(grp.parent)) {
                if (adj.other == s.cpus[c])
                    return c;
            }
        }
        return std::size_t{0};
    };
    double width = 0;
    for (const Group& grp : groups)
        width += std::max<double>(1.0, double(grp.members.size())) + kGroupGap;
    // A two-socket server too wide for one row (a DGX H100: eight GPUs and eight NICs) folds:
    // the second socket's half goes below the NVSwitch row, mirrored, so the whole drawing
    // is half as wide and still reads top to bottom from the storage to the GPU fabric.
    const bool fold = s.cpus.size() == 2 && width - kGroupGap > kMaxRowColumns;
    const auto row = [fold](double y, std::size_t socket) {
        return fold && socket == 1 ? kFoldedBottomRow - y : y;
    };
    std::vector<double> next(s.cpus.size() + 1, 0.0);
    for (Group& grp : groups) {
        double& x = next[fold ? socketOf(grp) : 0];
        grp.x0 = x;
        grp.width = std::max<double>(1.0, double(grp.members.size()));
        x += grp.width + kGroupGap;
    }

    std::map<NodeId, QPointF> at;
    for (const Group& grp : groups) {
        const std::size_t socket = socketOf(grp);
        for (std::size_t i = 0; i < grp.members.size(); ++i)
            at[grp.members[i]] = QPointF(grp.x0 + double(i), row(3.0, socket));
        if (!s.pcieSwitches.empty())
            at[grp.parent] = QPointF(grp.x0 + (grp.width - 1.0) / 2.0, row(2.0, socket));
    }
    // Each socket over the middle of the switches (or devices) that hang from it.
    for (std::size_t c = 0; c < s.cpus.size(); ++c) {
        double lo = 1e9, hi = -1e9;
        for (const Group& grp : groups) {
            if (socketOf(grp) == c) {
                lo = std::min(lo, grp.x0);
                hi = std::max(hi, grp.x0 + grp.width - 1.0);
            }
        }
        if (lo > hi)
            lo = hi = double(c) * 3.0;
        const double cx = (lo + hi) / 2.0;
        at[s.cpus[c]] = QPointF(cx, row(1.0, c));
        // DRAM on the outer side, so the socket link never crosses it.
        const bool right = !fold && s.cpus.size() > 1 && c + 1 == s.cpus.size();
        at[s.memories[c]] = QPointF(cx + (right ? 1.2 : -1.2), row(1.0, c));
        std::vector<NodeId> drives;
        for (std::size_t d = 0; d < s.nvmes.size(); ++d) {
            if (s.nvmeSocket[d] == int(c))
                drives.push_back(s.nvmes[d]);
        }
        for (std::size_t d = 0; d < drives.size(); ++d)
            at[drives[d]] =
                QPointF(cx + double(d) - (double(drives.size()) - 1.0) / 2.0, row(0.0, c));
    }
    // The NVSwitch chips spread under the GPUs; folded, over the whole width between the
    // halves, clear of the socket link down the middle.
    double gpuLo = 1e9, gpuHi = -1e9;
    const auto span = [&](const std::vector<NodeId>& devices) {
        for (NodeId d : devices) {
            gpuLo = std::min(gpuLo, at[d].x());
            gpuHi = std::max(gpuHi, at[d].x());
        }
    };
    span(s.gpus);
    if (fold)
        span(s.nics);
    if (gpuLo > gpuHi)
        gpuLo = gpuHi = 0.0;
    const double switchRow = fold ? kFoldedBottomRow / 2.0 : 4.0;
    for (std::size_t i = 0; i < s.nvSwitches.size(); ++i) {
        const double n = double(s.nvSwitches.size());
        const double cx =
            n == 1 ? (gpuLo + gpuHi) / 2.0 : gpuLo + (gpuHi - gpuLo) * (double(i) + 0.5) / n;
        at[s.nvSwitches[i]] = QPointF(cx, switchRow);
    }

    TopologySnapshot snap;
    for (NodeId n = 0; n < g.nodeCount(); ++n) {
        TopologyNode node;
        node.id = nodeId(g, n);
        node.label = nodeLabel(g.node(n));
        node.kind = kindOf(g.node(n).kind);
        node.position = at.count(n) ? at[n] : QPointF(double(n), 5.0);
        node.status = Status::Idle;
        node.detail = describeNode(s, n).remove(QRegularExpression(QStringLiteral("<[^>]*>")));
        snap.nodes << node;
    }
    for (core::topo::LinkId l = 0; l < g.linkCount(); ++l) {
        TopologyLink link;
        link.id = linkId(g, l);
        link.from = nodeId(g, g.link(l).a);
        link.to = nodeId(g, g.link(l).b);
        link.capacity = g.link(l).capacity.inBitsPerSecond();
        link.capacityText = rate(link.capacity);
        link.detail = describeLink(s, l).remove(QRegularExpression(QStringLiteral("<[^>]*>")));
        // Every GPU has a link to every NVSwitch chip, all of one rate: dozens of equal
        // labels would pile up; the GPU's inspector gives its NVLink total instead.
        link.labelCapacity = !(g.link(l).kind == LinkKind::NvLink && !s.nvSwitches.empty());
        snap.links << link;
    }
    return snap;
}

void ServerDrawing::setLinkLoads(TopologySnapshot& snap, const Graph& graph,
                                 const std::vector<double>& util)
{
    for (core::topo::LinkId l = 0; l < graph.linkCount() && int(l) < snap.links.size(); ++l) {
        const double a = 2 * l < util.size() ? util[2 * l] : 0.0;
        const double b = 2 * l + 1 < util.size() ? util[2 * l + 1] : 0.0;
        snap.links[l].utilisation = std::max(a, b);
        snap.links[l].status = std::max(a, b) > 0.0 ? Status::Busy : Status::Healthy;
    }
}

void ServerDrawing::highlightRoutes(TopologySnapshot& snap, const Graph& graph,
                                    const std::vector<core::topo::Route>& routes)
{
    for (const auto& route : routes) {
        for (const auto& path : route.paths) {
            snap.nodes[route.from].status = Status::Busy;
            for (core::topo::ChannelId c : path) {
                snap.links[Graph::linkOf(c)].status = Status::Busy;
                snap.nodes[graph.channelTarget(c)].status = Status::Busy;
            }
        }
    }
}

QString ServerDrawing::phaseName(core::train::StepPhase phase)
{
    using core::train::StepPhase;
    switch (phase) {
    case StepPhase::DataLoad:
        return tr("data load");
    case StepPhase::Forward:
        return tr("forward pass");
    case StepPhase::Backward:
        return tr("backward pass");
    case StepPhase::Wait:
        return tr("waiting for the other GPUs");
    case StepPhase::AllReduce:
        return tr("gradient all-reduce");
    case StepPhase::Optimizer:
        return tr("optimizer update");
    case StepPhase::Done:
        return tr("idle");
    }
    return tr("idle");
}

QString ServerDrawing::routeText(const Graph& graph, const core::topo::Route& route)
{
    QStringList stripes;
    for (const auto& path : route.paths) {
        QStringList names{nodeLabel(graph.node(route.from))};
        for (core::topo::ChannelId c : path)
            names << nodeLabel(graph.node(graph.channelTarget(c)));
        stripes << names.join(QStringLiteral(" → "));
    }
    return stripes.join(QStringLiteral(" | "));
}

} // namespace ailab::labs::gpu_server
