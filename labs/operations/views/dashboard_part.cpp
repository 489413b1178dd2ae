#include "labs/operations/views/dashboard_part.h"

#include "core/cluster/cluster_twin.h"

namespace ailab::labs::operations {

namespace {

std::string lineOf(const std::string& uplinkName)
{
    return uplinkName.substr(0, uplinkName.find('#'));
}

// The index of `name` among the nodes, -1 when none.
int indexOf(const core::topo::Graph& graph, const std::vector<core::topo::NodeId>& nodes, const std::string& name)
{
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (graph.node(nodes[i]).name == name)
            return int(i);
    return -1;
}

} // namespace

DashboardPart DashboardParts::partOf(const core::cluster::ClusterTwin& twin, const QString& name)
{
    if (name.isEmpty())
        return {};
    const std::string id = name.toStdString();
    // "server<N>": the twin's servers have no other name.
    if (name.startsWith(QLatin1String("server"))) {
        bool ok = false;
        const int server = name.mid(6).toInt(&ok);
        if (ok && server >= 0 && server < twin.serverCount() && QStringLiteral("server%1").arg(server) == name)
            return {DashboardPart::Kind::Server, server};
        return {};
    }
    const auto& f = twin.fabricState().fabric();
    if (const int leaf = indexOf(f.graph, f.leaves, id); leaf >= 0)
        return {DashboardPart::Kind::Leaf, leaf};
    if (const int spine = indexOf(f.graph, f.spines, id); spine >= 0)
        return {DashboardPart::Kind::Spine, spine};
    const auto& racks = twin.spec().racks();
    for (std::size_t r = 0; r < racks.size(); ++r)
        if (racks[r].id == id)
            return {DashboardPart::Kind::Rack, int(r)};
    const auto& uplinks = twin.fabricState().uplinkNames();
    for (std::size_t u = 0; u < uplinks.size(); ++u)
        if (lineOf(uplinks[u]) == id)
            return {DashboardPart::Kind::Link, int(u)};
    return {};
}

QString DashboardParts::nameOf(const core::cluster::ClusterTwin& twin, const DashboardPart& part)
{
    const auto& f = twin.fabricState().fabric();
    const auto at = [&part](std::size_t size) { return part.index >= 0 && std::size_t(part.index) < size; };
    switch (part.kind) {
    case DashboardPart::Kind::Server:
        return at(std::size_t(twin.serverCount())) ? QStringLiteral("server%1").arg(part.index) : QString();
    case DashboardPart::Kind::Leaf:
        return at(f.leaves.size()) ? QString::fromStdString(f.graph.node(f.leaves[std::size_t(part.index)]).name)
                                   : QString();
    case DashboardPart::Kind::Spine:
        return at(f.spines.size()) ? QString::fromStdString(f.graph.node(f.spines[std::size_t(part.index)]).name)
                                   : QString();
    case DashboardPart::Kind::Rack:
        return at(twin.spec().racks().size())
                   ? QString::fromStdString(twin.spec().racks()[std::size_t(part.index)].id)
                   : QString();
    case DashboardPart::Kind::Link: {
        const auto& uplinks = twin.fabricState().uplinkNames();
        return at(uplinks.size()) ? QString::fromStdString(lineOf(uplinks[std::size_t(part.index)])) : QString();
    }
    case DashboardPart::Kind::None:
        break;
    }
    return {};
}

QString DashboardParts::displayName(const core::cluster::ClusterTwin& twin, const DashboardPart& part)
{
    const QString name = nameOf(twin, part);
    switch (part.kind) {
    case DashboardPart::Kind::Server:
        return tr("server %1").arg(part.index);
    case DashboardPart::Kind::Leaf:
        return tr("leaf %1").arg(name);
    case DashboardPart::Kind::Spine:
        return tr("spine %1").arg(name);
    case DashboardPart::Kind::Rack:
        return tr("rack %1").arg(name);
    case DashboardPart::Kind::Link:
        return tr("link %1").arg(name);
    case DashboardPart::Kind::None:
        break;
    }
    return {};
}

bool DashboardParts::sameLine(const core::cluster::ClusterTwin& twin, const DashboardPart& part, std::size_t uplink)
{
    const auto& uplinks = twin.fabricState().uplinkNames();
    if (part.kind != DashboardPart::Kind::Link || part.index < 0 || std::size_t(part.index) >= uplinks.size() ||
        uplink >= uplinks.size())
        return false;
    return lineOf(uplinks[uplink]) == lineOf(uplinks[std::size_t(part.index)]);
}

} // namespace ailab::labs::operations
