#include "labs/capstone/views/design_drawing.h"

#include "core/design/failure_analysis.h"
#include "labs/capstone/views/design_texts.h"

#include <algorithm>

namespace ailab::labs::capstone {

namespace {

// How many of `count` parts are drawn one by one, and whether one node stands for the rest.
int drawnOf(int count)
{
    return count > DesignDrawing::kMaxPerTier ? DesignDrawing::kMaxPerTier - 1 : count;
}

double rowStart(int nodes, int widest)
{
    return (widest - nodes) / 2.0;
}

} // namespace

TopologySnapshot DesignDrawing::snapshot(const core::design::DesignSpec& spec, const core::design::DesignFigures& figures)
{
    const core::design::ClusterFigures& cf = figures.cluster;
    TopologySnapshot s;
    const int spines = cf.fabricSpines;
    const int leaves = cf.fabricLeaves;
    const int racks = int(cf.racks.size());
    const int su = spec.patterns.scalableUnitServers;
    const bool pods = racks > kMaxPerTier && su > 0 && cf.scalableUnits > 1;
    const int bottom = pods ? cf.scalableUnits : racks;

    auto tierNodes = [](int count) { return count > kMaxPerTier ? kMaxPerTier : count; };
    const int widest = std::max({tierNodes(spines), tierNodes(leaves), tierNodes(bottom), 2});
    const QString uplink = tr("%1 Gb/s").arg(DesignTexts::number(
        spec.cluster.fabric.uplinkGbps * spec.cluster.fabric.uplinksPerLeafSpine, 0));

    auto addTier = [&](int count, double y, const QString& kind, auto idOf, auto labelOf, auto detailOf,
                       const QString& restLabel) {
        const int drawn = drawnOf(count);
        const double x0 = rowStart(tierNodes(count), widest);
        QStringList ids;
        for (int i = 0; i < drawn; ++i) {
            TopologyNode n;
            n.id = idOf(i);
            n.label = labelOf(i);
            n.kind = kind;
            n.position = QPointF(x0 + i, y);
            n.detail = detailOf(i);
            s.nodes.push_back(n);
            ids << n.id;
        }
        if (drawn < count) {
            TopologyNode n;
            n.id = QStringLiteral("%1-rest").arg(kind);
            n.label = restLabel.arg(count - drawn);
            n.kind = kind;
            n.position = QPointF(x0 + drawn, y);
            n.detail = tr("%n more, drawn as one", nullptr, count - drawn);
            s.nodes.push_back(n);
            ids << n.id;
        }
        return ids;
    };

    const QStringList spineIds = addTier(
        spines, 0, QStringLiteral("switch"), [](int i) { return QStringLiteral("spine%1").arg(i); },
        [](int i) { return tr("Spine %1").arg(i); }, [](int) { return tr("Spine switch"); }, tr("+%1 spines"));
    const QStringList leafIds = addTier(
        leaves, 1.6, QStringLiteral("switch"), [](int i) { return QStringLiteral("leaf%1").arg(i); },
        [](int i) { return tr("Leaf %1").arg(i); }, [](int) { return tr("Leaf switch"); }, tr("+%1 leaves"));
    QStringList bottomIds;
    if (pods) {
        bottomIds = addTier(
            bottom, 3.2, QStringLiteral("rack"), [](int i) { return QStringLiteral("pod%1").arg(i); },
            [&](int i) { return tr("Pod %1 · %2 servers").arg(i).arg(su); },
            [&](int) { return tr("A scalable unit of %1 servers").arg(su); }, tr("+%1 pods"));
    } else {
        bottomIds = addTier(
            racks, 3.2, QStringLiteral("rack"), [&](int i) { return QString::fromStdString(cf.racks[std::size_t(i)].id); },
            [&](int i) {
                const auto& r = cf.racks[std::size_t(i)];
                return tr("%1 · %2 GPUs").arg(QString::fromStdString(r.id)).arg(r.gpus);
            },
            [&](int i) {
                const auto& r = cf.racks[std::size_t(i)];
                return tr("%1 servers of %2, %3 kW at full load on a %4 kW feed, %5 cooling")
                    .arg(r.servers)
                    .arg(QString::fromStdString(r.platformId), DesignTexts::number(r.powerKW, 1),
                         DesignTexts::number(r.feedKW, 0), QString::fromStdString(r.coolingId));
            },
            tr("+%1 racks"));
    }

    // Leaf-spine links: every drawn leaf to every drawn spine.
    for (const QString& leaf : leafIds)
        for (const QString& spine : spineIds) {
            TopologyLink l;
            l.id = QStringLiteral("%1-%2").arg(leaf, spine);
            l.from = leaf;
            l.to = spine;
            l.capacity = spec.cluster.fabric.uplinkGbps * 1e9 * spec.cluster.fabric.uplinksPerLeafSpine;
            l.capacityText = uplink;
            l.labelCapacity = false;
            l.detail = tr("Leaf-spine uplinks");
            s.links.push_back(l);
        }
    // Racks (or pods) to the leaves their servers hang off, in order; a folded tier spreads.
    if (!leafIds.isEmpty())
        for (int i = 0; i < bottomIds.size(); ++i) {
            const int first = i * leafIds.size() / bottomIds.size();
            const int last = std::max(first, (i + 1) * int(leafIds.size()) / int(bottomIds.size()) - 1);
            for (int k = first; k <= last && k < leafIds.size(); ++k) {
                TopologyLink l;
                l.id = QStringLiteral("%1-%2").arg(bottomIds[i], leafIds[k]);
                l.from = bottomIds[i];
                l.to = leafIds[k];
                l.capacity = spec.cluster.fabric.nicGbps * 1e9;
                l.labelCapacity = false;
                l.detail = tr("Server NICs: %1 x %2 Gb/s a server")
                               .arg(spec.cluster.fabric.nicsPerServer)
                               .arg(DesignTexts::number(spec.cluster.fabric.nicGbps, 0));
                s.links.push_back(l);
            }
        }

    // Storage and management below the racks.
    TopologyNode storage;
    storage.id = QStringLiteral("storage");
    storage.label = tr("Storage · %1 GB/s").arg(DesignTexts::number(cf.storageReadGBps, 0));
    storage.kind = QStringLiteral("storage");
    storage.position = QPointF(widest / 2.0 - 1, 4.8);
    storage.detail = tr("%n data server(s) of the parallel file system", nullptr, cf.storageServers);
    s.nodes.push_back(storage);
    TopologyNode management;
    management.id = QStringLiteral("management");
    management.label = spec.patterns.outOfBandManagement ? tr("Management · %n switch(es)", nullptr, cf.managementSwitches)
                                                         : tr("Management over the data fabric");
    management.kind = QStringLiteral("switch");
    management.position = QPointF(widest / 2.0 + 0.5, 4.8);
    management.detail = tr("Out-of-band management network for the servers' BMCs");
    s.nodes.push_back(management);
    for (const QString& id : bottomIds) {
        TopologyLink l;
        l.id = QStringLiteral("storage-%1").arg(id);
        l.from = id;
        l.to = storage.id;
        l.capacity = spec.cluster.storage.network.frontendGbps * 1e9;
        l.labelCapacity = false;
        l.detail = tr("Storage network");
        s.links.push_back(l);
    }
    return s;
}

void DesignDrawing::markFailure(TopologySnapshot& snapshot, const core::design::ComponentFailure& failure,
                                const core::design::DesignFigures& figures)
{
    QString node;
    QString link;
    if (failure.component == "server" || failure.component == "rack-feed" || failure.component == "cooling-unit")
        node = failure.component == "server" && !figures.cluster.racks.empty()
                   ? QString::fromStdString(figures.cluster.racks.front().id)
                   : QString::fromStdString(failure.target);
    else if (failure.component == "leaf" || failure.component == "spine")
        node = QString::fromStdString(failure.target);
    else if (failure.component == "storage-server")
        node = QStringLiteral("storage");
    else if (failure.component == "link")
        link = QString::fromStdString(failure.target);
    bool found = false;
    const Status status = DesignTexts::statusOf(failure.status) == Status::Healthy ? Status::Congested
                                                                                      : DesignTexts::statusOf(failure.status);
    for (auto& n : snapshot.nodes)
        if (!node.isEmpty() && n.id == node) {
            n.status = status;
            n.detail += QLatin1Char('\n') + DesignTexts::failureEffect(failure);
            found = true;
        }
    for (auto& l : snapshot.links)
        if (!link.isEmpty() && l.id == link) {
            l.status = Status::Failed;
            found = true;
        }
    // A pod drawing has no rack nodes: the first pod holds the failed rack's servers.
    if (!found && !node.isEmpty())
        for (auto& n : snapshot.nodes)
            if (n.id == QStringLiteral("pod0")) {
                n.status = status;
                n.detail += QLatin1Char('\n') + DesignTexts::failureEffect(failure);
            }
}

} // namespace ailab::labs::capstone
