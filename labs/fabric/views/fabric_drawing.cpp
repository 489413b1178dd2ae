#include "labs/fabric/views/fabric_drawing.h"

#include "core/models/fabric/fabric_workload.h"
#include "core/units/format.h"

#include <QLocale>
#include <algorithm>

namespace ailab::labs::fabric {

namespace {
using core::topo::LinkId;
using core::topo::NodeId;
namespace units = core::units;

// Rows of the drawing, in layout units (one node pitch).
constexpr double kSpineRow = 0.0;
constexpr double kLeafRow = 1.6;
constexpr double kServerRow = 3.2;

QString rate(double bitsPerSecond)
{
    return QString::fromStdString(
        units::toString(units::BitRate::bitsPerSecond(std::max(0.0, bitsPerSecond))));
}

QString serverBundleId(int leaf)
{
    return QStringLiteral("servers:%1").arg(leaf);
}
} // namespace

QString FabricDrawing::spineName(int spine)
{
    return tr("Spine %1").arg(spine + 1);
}

QString FabricDrawing::leafName(int leaf)
{
    return tr("Leaf %1").arg(leaf + 1);
}

QString FabricDrawing::serverName(int server)
{
    return tr("GPU node %1").arg(server + 1);
}

void FabricDrawing::build(const core::models::fabric::FabricRun& run)
{
    const auto& fabric = run.fabric();
    const auto& cfg = fabric.config;
    const auto& graph = fabric.graph;
    m_aggregated = cfg.servers > kMaxDetailedServers;
    m_elements.clear();
    m_positions.clear();
    m_order.clear();
    m_nodeIdOf.assign(graph.nodeCount(), QString());

    // Servers (or bundles) along the bottom; each leaf above the middle of its servers.
    std::vector<std::vector<int>> serversOf(std::size_t(cfg.leaves));
    for (int s = 0; s < cfg.servers; ++s)
        serversOf[std::size_t(fabric.leafOfServer[std::size_t(s)])].push_back(s);
    const double width = m_aggregated ? cfg.leaves - 1.0 : std::max(cfg.servers, cfg.leaves) - 1.0;

    for (int sp = 0; sp < cfg.spines; ++sp) {
        const QString id = QStringLiteral("spine:%1").arg(sp);
        DrawnElement e{DrawnElement::Kind::Spine,        -1, sp, -1, 0,
                       {fabric.spines[std::size_t(sp)]}, {}};
        m_elements.insert(id, e);
        m_positions.insert(id, QPointF(width * (sp + 0.5) / cfg.spines, kSpineRow));
        m_order << id;
        m_nodeIdOf[fabric.spines[std::size_t(sp)]] = id;
    }
    for (int l = 0; l < cfg.leaves; ++l) {
        const QString id = QStringLiteral("leaf:%1").arg(l);
        DrawnElement e{DrawnElement::Kind::Leaf, l, -1, -1, 0, {fabric.leaves[std::size_t(l)]}, {}};
        m_elements.insert(id, e);
        double x = l;
        if (!m_aggregated && !serversOf[std::size_t(l)].empty()) {
            const auto& list = serversOf[std::size_t(l)];
            x = (list.front() + list.back()) / 2.0;
        }
        m_positions.insert(id, QPointF(x, kLeafRow));
        m_order << id;
        m_nodeIdOf[fabric.leaves[std::size_t(l)]] = id;
    }
    // The server-side nodes of each server (GPUs, NICs, its NVSwitch...).
    std::vector<std::vector<NodeId>> nodesOfServer(std::size_t(cfg.servers));
    for (NodeId n = 0; n < graph.nodeCount(); ++n) {
        const int s = graph.node(n).server;
        if (s >= 0 && s < cfg.servers)
            nodesOfServer[std::size_t(s)].push_back(n);
    }
    QStringList linkOrder;
    for (int l = 0; l < cfg.leaves; ++l) {
        const auto& list = serversOf[std::size_t(l)];
        if (m_aggregated) {
            const QString id = serverBundleId(l);
            DrawnElement e{DrawnElement::Kind::ServerBundle, l, -1, -1, int(list.size()), {}, {}};
            DrawnElement access{DrawnElement::Kind::Access, l, -1, -1, int(list.size()), {}, {}};
            for (int s : list) {
                for (NodeId n : nodesOfServer[std::size_t(s)]) {
                    e.nodes.push_back(n);
                    m_nodeIdOf[n] = id;
                    if (graph.node(n).kind == core::topo::NodeKind::Nic)
                        access.links.push_back(run.accessLink(n));
                }
            }
            m_elements.insert(id, e);
            m_positions.insert(id, QPointF(l, kServerRow));
            m_order << id;
            const QString linkId = QStringLiteral("access:%1").arg(l);
            m_elements.insert(linkId, access);
            linkOrder << linkId;
            continue;
        }
        for (int s : list) {
            const QString id = QStringLiteral("server:%1").arg(s);
            DrawnElement e{DrawnElement::Kind::Server,    l, -1, s, 1,
                           nodesOfServer[std::size_t(s)], {}};
            DrawnElement access{DrawnElement::Kind::Access, l, -1, s, 1, {}, {}};
            for (NodeId n : e.nodes) {
                m_nodeIdOf[n] = id;
                if (graph.node(n).kind == core::topo::NodeKind::Nic)
                    access.links.push_back(run.accessLink(n));
            }
            m_elements.insert(id, e);
            m_positions.insert(id, QPointF(s, kServerRow));
            m_order << id;
            const QString linkId = QStringLiteral("access:%1").arg(s);
            m_elements.insert(linkId, access);
            linkOrder << linkId;
        }
    }
    m_nodeCount = int(m_order.size());
    for (int l = 0; l < cfg.leaves; ++l) {
        for (int sp = 0; sp < cfg.spines; ++sp) {
            const QString id = QStringLiteral("uplinks:%1:%2").arg(l).arg(sp);
            DrawnElement e{DrawnElement::Kind::Uplinks, l, sp, -1, 0, {}, run.uplinks(l, sp)};
            m_elements.insert(id, e);
            m_order << id;
        }
    }
    m_order << linkOrder;
}

const DrawnElement* FabricDrawing::element(const QString& id) const
{
    const auto it = m_elements.constFind(id);
    return it == m_elements.constEnd() ? nullptr : &it.value();
}

QString FabricDrawing::nodeId(NodeId node) const
{
    return node < m_nodeIdOf.size() ? m_nodeIdOf[node] : QString();
}

TopologySnapshot FabricDrawing::snapshot(const core::models::fabric::FabricRun& run) const
{
    TopologySnapshot s;
    s.nodes = nodes(run);
    s.links = links(run);
    s.flows = flows(run);
    return s;
}

QList<TopologyNode> FabricDrawing::nodes(const core::models::fabric::FabricRun& run) const
{
    const auto& fabric = run.fabric();
    const auto& graph = fabric.graph;
    const int gpusPerServer = fabric.config.gpusPerServer;
    // Switches whose egress is saturated by several flows now.
    std::vector<bool> congested(graph.nodeCount(), false);
    for (core::topo::ChannelId c : run.congestedChannels())
        congested[graph.channelSource(c)] = true;

    QList<TopologyNode> out;
    out.reserve(m_nodeCount);
    const QLocale locale;
    for (int i = 0; i < m_nodeCount; ++i) {
        const QString& id = m_order[i];
        const DrawnElement& e = *m_elements.constFind(id);
        TopologyNode n;
        n.id = id;
        n.position = m_positions.value(id);
        switch (e.kind) {
        case DrawnElement::Kind::Spine:
        case DrawnElement::Kind::Leaf: {
            const NodeId node = e.nodes.front();
            n.kind = QStringLiteral("switch");
            n.label = e.kind == DrawnElement::Kind::Spine ? spineName(e.spine) : leafName(e.leaf);
            n.status = !graph.node(node).up ? Status::Failed
                       : congested[node]    ? Status::Congested
                                            : Status::Healthy;
            n.detail = tr("%1 in, %2 out")
                           .arg(rate(run.nodeThroughputBps(node, false)),
                                rate(run.nodeThroughputBps(node, true)));
            break;
        }
        case DrawnElement::Kind::Server: {
            n.kind = QStringLiteral("server");
            n.label = serverName(e.server);
            const DrawnElement& access =
                *m_elements.constFind(QStringLiteral("access:%1").arg(e.server));
            n.utilisation =
                run.bundleLoad(access.links, fabric.leaves[std::size_t(e.leaf)]).utilisation;
            n.detail = tr("%n GPU(s) on %1", "", gpusPerServer).arg(leafName(e.leaf));
            break;
        }
        case DrawnElement::Kind::ServerBundle: {
            n.kind = QStringLiteral("server");
            const int servers = e.servers;
            n.label = tr("%n server(s)", "", servers);
            const DrawnElement& access =
                *m_elements.constFind(QStringLiteral("access:%1").arg(e.leaf));
            n.utilisation =
                run.bundleLoad(access.links, fabric.leaves[std::size_t(e.leaf)]).utilisation;
            n.detail = tr("%n GPU(s) under %1", "", servers * gpusPerServer).arg(leafName(e.leaf));
            break;
        }
        default:
            break;
        }
        out.append(n);
    }
    return out;
}

QList<TopologyLink> FabricDrawing::links(const core::models::fabric::FabricRun& run) const
{
    const auto& graph = run.graph();
    std::vector<bool> congested(graph.linkCount(), false);
    for (core::topo::ChannelId c : run.congestedChannels())
        congested[core::topo::Graph::linkOf(c)] = true;

    QList<TopologyLink> out;
    out.reserve(m_order.size() - m_nodeCount);
    for (qsizetype i = m_nodeCount; i < m_order.size(); ++i) {
        const QString& id = m_order[i];
        const DrawnElement& e = *m_elements.constFind(id);
        TopologyLink link;
        link.id = id;
        if (e.kind == DrawnElement::Kind::Uplinks) {
            link.from = QStringLiteral("leaf:%1").arg(e.leaf);
            link.to = QStringLiteral("spine:%1").arg(e.spine);
        } else {
            link.from =
                m_aggregated ? serverBundleId(e.leaf) : QStringLiteral("server:%1").arg(e.server);
            link.to = QStringLiteral("leaf:%1").arg(e.leaf);
        }
        const core::models::fabric::BundleLoad load =
            run.bundleLoad(e.links, e.kind == DrawnElement::Kind::Uplinks
                                        ? run.fabric().spines[std::size_t(e.spine)]
                                        : run.fabric().leaves[std::size_t(e.leaf)]);
        link.capacity = load.capacityBps;
        link.capacityText = rate(load.capacityBps);
        link.utilisation = load.utilisation;
        const bool anyCongested =
            std::any_of(e.links.begin(), e.links.end(), [&](LinkId l) { return congested[l]; });
        link.status = load.links > 0 && load.failedLinks == load.links ? Status::Failed
                      : anyCongested                                   ? Status::Congested
                                                                       : Status::Healthy;
        //: Link detail: %1 rate upwards (towards the spine or leaf), %2 rate downwards
        link.detail = tr("%1 up, %2 down").arg(rate(load.forwardBps), rate(load.backwardBps));
        if (load.links > 1)
            link.detail += QLatin1Char('\n') + tr("%n parallel link(s)", "", load.links);
        if (load.failedLinks > 0 && load.failedLinks < load.links)
            link.detail += QLatin1Char('\n') + tr("%n link(s) failed", "", load.failedLinks);
        out.append(link);
    }
    return out;
}

QList<TopologyFlow> FabricDrawing::flows(const core::models::fabric::FabricRun& run) const
{
    const auto live = run.liveFlows();
    const auto& graph = run.graph();
    QList<TopologyFlow> out;
    const std::size_t stride =
        live.size() > std::size_t(kMaxTokens) ? (live.size() + kMaxTokens - 1) / kMaxTokens : 1;
    out.reserve(qsizetype(live.size() / stride + 1));
    for (std::size_t i = 0; i < live.size(); i += stride) {
        const core::models::fabric::LiveFlow& f = live[i];
        const core::topo::Path& path = run.flowPath(f);
        if (path.empty())
            continue;
        TopologyFlow token;
        token.id = QStringLiteral("flow:%1").arg(f.id);
        const auto add = [&token, this](NodeId node) {
            const QString id = nodeId(node);
            if (!id.isEmpty() && (token.path.isEmpty() || token.path.back() != id))
                token.path.append(id);
        };
        add(graph.channelSource(path.front()));
        for (core::topo::ChannelId c : path)
            add(graph.channelTarget(c));
        if (token.path.size() < 2)
            continue; // inside one server or one bundle: nothing to draw
        token.progress = f.progress;
        if (f.kind == core::models::fabric::FlowKind::AllReduce) {
            token.label = tr("rank %1").arg(f.rank);
            token.colourIndex = 0;
        } else {
            token.label = tr("flow %1").arg(f.index + 1);
            token.colourIndex = 2;
        }
        out.append(token);
    }
    return out;
}

} // namespace ailab::labs::fabric
