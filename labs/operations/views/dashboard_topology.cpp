#include "labs/operations/views/dashboard_topology.h"

#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_twin.h"
#include "core/telemetry/metric_registry.h"
#include "core/units/format.h"
#include "labs/common/widgets/core_status.h"

#include <QLocale>
#include <algorithm>
#include <set>

namespace ailab::labs::operations {

namespace {

// Layout rows in node pitches (TopologyNode::position).
constexpr double kSpineRow = 0.0;
constexpr double kLeafRow = 1.8;
constexpr double kServerRow = 3.6;

double latest(const core::cluster::ClusterTwin& twin, const std::string& name)
{
    const core::telemetry::TimeSeries* s = twin.metrics().find(name);
    if (s == nullptr || s->empty())
        return 0.0;
    return s->latest()->value;
}

QString healthText(core::telemetry::Health health)
{
    return style::statusText(statusOf(health));
}

} // namespace

TopologySnapshot DashboardTopology::snapshot(const core::cluster::ClusterTwin& twin)
{
    using namespace core::cluster;
    const FabricState& fabric = twin.fabricState();
    const core::topo::Fabric& f = fabric.fabric();
    const core::topo::Graph& graph = f.graph;
    TopologySnapshot s;
    const int servers = twin.serverCount();
    const int leaves = int(f.leaves.size());
    const int spines = int(f.spines.size());
    // Each tier spread evenly over the widest one's width, centred.
    const double width = std::max({servers, leaves, spines, 1});
    const auto spread = [width](int i, int n) { return (i + 0.5) * width / std::max(n, 1) - 0.5; };

    // The jobs on each server, for its hover text.
    std::vector<QStringList> jobsOn(static_cast<std::size_t>(servers));
    for (std::size_t j = 0; j < twin.jobs().size(); ++j) {
        std::set<int> placed;
        for (int g : twin.jobGpus(j))
            placed.insert(twin.serverOfGpu(g));
        const JobPhase phase = twin.jobs()[j]->phase();
        if (phase != JobPhase::Running && phase != JobPhase::Checkpointing)
            continue;
        for (int server : placed)
            jobsOn[std::size_t(server)] << QString::fromStdString(twin.jobs()[j]->spec().name);
    }

    for (int i = 0; i < spines; ++i) {
        TopologyNode n;
        n.id = QStringLiteral("spine:%1").arg(i);
        n.label = QString::fromStdString(graph.node(f.spines[std::size_t(i)]).name);
        n.kind = QStringLiteral("switch");
        n.position = QPointF(spread(i, spines), kSpineRow);
        const auto health = spineHealth(twin, std::size_t(i));
        n.status = statusOf(health);
        n.detail = tr("Spine switch: %1").arg(healthText(health));
        s.nodes.append(n);
    }
    for (int i = 0; i < leaves; ++i) {
        TopologyNode n;
        n.id = QStringLiteral("leaf:%1").arg(i);
        n.label = QString::fromStdString(graph.node(f.leaves[std::size_t(i)]).name);
        n.kind = QStringLiteral("switch");
        n.position = QPointF(spread(i, leaves), kLeafRow);
        const auto health = leafHealth(twin, std::size_t(i));
        n.status = statusOf(health);
        n.detail = tr("Leaf switch: %1").arg(healthText(health));
        s.nodes.append(n);
    }
    for (int i = 0; i < servers; ++i) {
        TopologyNode n;
        n.id = QStringLiteral("server:%1").arg(i);
        n.label = tr("server%1").arg(i);
        n.kind = QStringLiteral("server");
        n.position = QPointF(spread(i, servers), kServerRow);
        const auto health = serverHealth(twin, i);
        n.status = statusOf(health);
        const QStringList& jobs = jobsOn[std::size_t(i)];
        //: Server hover text: %1 GPU count, %2 health, %3 the jobs on it or "no job"
        n.detail = tr("%1 GPUs, %2; %3")
                       .arg(twin.gpusOfServer(i))
                       .arg(healthText(health), jobs.isEmpty() ? tr("no job") : jobs.join(QStringLiteral(", ")));
        s.nodes.append(n);
    }
    // Each server's NICs to their leaves (a rail-optimised server reaches several).
    std::vector<std::set<int>> leavesOf(static_cast<std::size_t>(servers));
    std::vector<int> leafIndex(graph.nodeCount(), -1);
    for (int i = 0; i < leaves; ++i)
        leafIndex[std::size_t(f.leaves[std::size_t(i)])] = i;
    for (core::topo::NodeId nic : f.nics) {
        const int server = graph.node(nic).server;
        for (const core::topo::Adjacency& adj : graph.neighbours(nic))
            if (leafIndex[std::size_t(adj.other)] >= 0 && server >= 0 && server < servers)
                leavesOf[std::size_t(server)].insert(leafIndex[std::size_t(adj.other)]);
    }
    for (int server = 0; server < servers; ++server) {
        for (int leaf : leavesOf[std::size_t(server)]) {
            TopologyLink l;
            l.id = QStringLiteral("access:%1:%2").arg(server).arg(leaf);
            l.from = QStringLiteral("server:%1").arg(server);
            l.to = QStringLiteral("leaf:%1").arg(leaf);
            l.status = statusOf(serverHealth(twin, server));
            l.labelCapacity = false;
            l.detail = tr("Server %1 to its leaf").arg(server);
            s.links.append(l);
        }
    }
    const auto& uplinks = fabric.uplinks();
    for (std::size_t u = 0; u < uplinks.size(); ++u) {
        const core::topo::Link& link = graph.link(uplinks[u]);
        const core::topo::NodeId spine = graph.node(link.a).kind == core::topo::NodeKind::Spine ? link.a : link.b;
        const auto spineIt = std::find(f.spines.begin(), f.spines.end(), spine);
        TopologyLink l;
        l.id = QStringLiteral("uplink:%1").arg(u);
        l.from = QStringLiteral("leaf:%1").arg(fabric.uplinkLeaf(u));
        l.to = QStringLiteral("spine:%1").arg(spineIt - f.spines.begin());
        l.capacity = fabric.uplinkBitsPerSecond(u);
        l.capacityText = QString::fromStdString(
            core::units::toString(core::units::BitRate::bitsPerSecond(l.capacity)));
        l.labelCapacity = false;
        const std::string& name = fabric.uplinkNames()[u];
        const double percent = latest(twin, "ailab_link_utilisation{link=\"" + name + "\"}");
        l.utilisation = percent / 100.0;
        const auto health = uplinkHealth(twin, u);
        l.status = statusOf(health);
        //: Link hover text: %1 link name, %2 utilisation in %, %3 health
        l.detail = tr("%1: %2 % used, %3")
                       .arg(QString::fromStdString(name), QLocale().toString(percent, 'f', 0), healthText(health));
        s.links.append(l);
    }
    return s;
}

DashboardPart DashboardTopology::partOf(const QString& elementId)
{
    const QStringList parts = elementId.split(QLatin1Char(':'));
    if (parts.size() != 2)
        return {};
    bool ok = false;
    const int index = parts[1].toInt(&ok);
    if (!ok || index < 0)
        return {};
    const QString& kind = parts[0];
    if (kind == QLatin1String("server"))
        return {DashboardPart::Kind::Server, index};
    if (kind == QLatin1String("leaf"))
        return {DashboardPart::Kind::Leaf, index};
    if (kind == QLatin1String("spine"))
        return {DashboardPart::Kind::Spine, index};
    if (kind == QLatin1String("uplink"))
        return {DashboardPart::Kind::Link, index};
    return {};
}

QString DashboardTopology::elementId(const DashboardPart& part)
{
    switch (part.kind) {
    case DashboardPart::Kind::Server:
        return QStringLiteral("server:%1").arg(part.index);
    case DashboardPart::Kind::Leaf:
        return QStringLiteral("leaf:%1").arg(part.index);
    case DashboardPart::Kind::Spine:
        return QStringLiteral("spine:%1").arg(part.index);
    case DashboardPart::Kind::Link:
        return QStringLiteral("uplink:%1").arg(part.index);
    case DashboardPart::Kind::None:
        break;
    }
    return {};
}

QString DashboardTopology::partName(const core::cluster::ClusterTwin& twin, const DashboardPart& part)
{
    const auto& f = twin.fabricState().fabric();
    switch (part.kind) {
    case DashboardPart::Kind::Server:
        return tr("server %1").arg(part.index);
    case DashboardPart::Kind::Leaf:
        return tr("leaf %1").arg(QString::fromStdString(f.graph.node(f.leaves.at(std::size_t(part.index))).name));
    case DashboardPart::Kind::Spine:
        return tr("spine %1").arg(QString::fromStdString(f.graph.node(f.spines.at(std::size_t(part.index))).name));
    case DashboardPart::Kind::Link:
        return tr("link %1").arg(QString::fromStdString(twin.fabricState().uplinkNames().at(std::size_t(part.index))));
    case DashboardPart::Kind::None:
        break;
    }
    return {};
}

} // namespace ailab::labs::operations
