#include "labs/gpu_server/views/cluster_topology.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>

namespace ailab::labs::gpu_server {

namespace {
struct ClusterTopology
{
    Q_DECLARE_TR_FUNCTIONS(ClusterTopology)
};

int ceilDiv(int a, int b)
{
    return (a + b - 1) / b;
}

// A row of boxes, each standing for `per` consecutive items out of `count`.
struct Row
{
    int count = 0;
    int per = 1;
    int boxes() const { return ceilDiv(count, per); }
    int first(int box) const { return box * per + 1; }
    int last(int box) const { return std::min(count, (box + 1) * per); }
};

Row rowFor(int count)
{
    return Row{count, std::max(1, ceilDiv(count, kMaxDrawnPerRow))};
}

QString rateText(double gbps, int links)
{
    //: links x rate, e.g. "16 × 400 Gb/s"
    return ClusterTopology::tr("%1 × %2 Gb/s").arg(links).arg(QLocale().toString(gbps, 'f', 0));
}
} // namespace

TopologySnapshot clusterTopology(const core::models::gpu_server::ClusterConfig& config,
                                 const core::models::gpu_server::ClusterTotals& totals)
{
    TopologySnapshot snapshot;
    const auto& fabric = totals.fabric;
    const Row leaves = rowFor(fabric.leaves);
    const Row spines = rowFor(fabric.spines);
    // Servers one by one while they fit in a row, otherwise one box per leaf box.
    const bool serversEach = config.servers <= kMaxDrawnPerRow;
    const int bottom = serversEach ? config.servers : leaves.boxes();
    const double width = std::max(bottom, std::max(leaves.boxes(), spines.boxes()));
    auto spread = [width](int index, int boxes) { return (width - boxes) / 2.0 + index; };

    // Leaves, centred over what hangs below them.
    for (int b = 0; b < leaves.boxes(); ++b) {
        TopologyNode leaf;
        leaf.id = QStringLiteral("leaf-%1").arg(b);
        leaf.kind = QStringLiteral("switch");
        const int firstLeaf = leaves.first(b), lastLeaf = leaves.last(b);
        leaf.label = firstLeaf == lastLeaf
                         ? ClusterTopology::tr("Leaf %1").arg(firstLeaf)
                         : ClusterTopology::tr("Leaves %1–%2").arg(firstLeaf).arg(lastLeaf);
        const int firstServer = (firstLeaf - 1) * fabric.serversPerLeaf;
        const int lastServer = std::min(config.servers, lastLeaf * fabric.serversPerLeaf);
        double x = spread(b, leaves.boxes());
        if (serversEach)
            x = (firstServer + lastServer - 1) / 2.0 + (width - bottom) / 2.0;
        leaf.position = QPointF(x, 1.6);
        leaf.detail = ClusterTopology::tr("%1 servers below, %2 switch ports each")
                          .arg(lastServer - firstServer)
                          .arg(config.switchRadix);
        snapshot.nodes << leaf;

        if (!serversEach) {
            TopologyNode group;
            group.id = QStringLiteral("servers-%1").arg(b);
            group.kind = QStringLiteral("server");
            group.label = ClusterTopology::tr("Servers %1–%2").arg(firstServer + 1).arg(lastServer);
            group.position = QPointF(x, 3.2);
            group.detail = ClusterTopology::tr("%1 servers, %2 GPUs")
                               .arg(lastServer - firstServer)
                               .arg((lastServer - firstServer) * config.gpusPerServer);
            snapshot.nodes << group;
            const int nics = (lastServer - firstServer) * config.nicsPerServer;
            snapshot.links << TopologyLink{QStringLiteral("down-%1").arg(b),
                                           group.id,
                                           leaf.id,
                                           nics * config.nicGbps * 1e9,
                                           rateText(config.nicGbps, nics),
                                           0.0,
                                           Status::Healthy,
                                           QString()};
        }
    }
    if (serversEach) {
        for (int s = 0; s < config.servers; ++s) {
            TopologyNode server;
            server.id = QStringLiteral("server-%1").arg(s);
            server.kind = QStringLiteral("server");
            server.label = ClusterTopology::tr("Server %1").arg(s + 1);
            server.position = QPointF(s + (width - bottom) / 2.0, 3.2);
            server.detail = ClusterTopology::tr("%1 GPUs, %2 NICs")
                                .arg(config.gpusPerServer)
                                .arg(config.nicsPerServer);
            snapshot.nodes << server;
            const int leafBox = (s / fabric.serversPerLeaf) / leaves.per;
            snapshot.links << TopologyLink{QStringLiteral("down-%1").arg(s),
                                           server.id,
                                           QStringLiteral("leaf-%1").arg(leafBox),
                                           config.nicsPerServer * config.nicGbps * 1e9,
                                           rateText(config.nicGbps, config.nicsPerServer),
                                           0.0,
                                           Status::Healthy,
                                           QString()};
        }
    }
    // Spines, each connected to every leaf box.
    for (int b = 0; b < spines.boxes(); ++b) {
        TopologyNode spine;
        spine.id = QStringLiteral("spine-%1").arg(b);
        spine.kind = QStringLiteral("switch");
        const int first = spines.first(b), last = spines.last(b);
        spine.label = first == last ? ClusterTopology::tr("Spine %1").arg(first)
                                    : ClusterTopology::tr("Spines %1–%2").arg(first).arg(last);
        spine.position = QPointF(spread(b, spines.boxes()), 0.0);
        spine.detail = ClusterTopology::tr("one link to each leaf");
        snapshot.nodes << spine;
        for (int l = 0; l < leaves.boxes(); ++l) {
            const int spinesHere = last - first + 1;
            const int leavesHere = leaves.last(l) - leaves.first(l) + 1;
            // Uplinks are spread evenly: each leaf sends uplinks/leaves over all spines.
            const double perPair = double(fabric.uplinks) / fabric.leaves / fabric.spines;
            const int links = std::max(1, int(perPair * spinesHere * leavesHere + 0.5));
            snapshot.links << TopologyLink{QStringLiteral("up-%1-%2").arg(l).arg(b),
                                           QStringLiteral("leaf-%1").arg(l),
                                           spine.id,
                                           links * config.nicGbps * 1e9,
                                           rateText(config.nicGbps, links),
                                           0.0,
                                           Status::Healthy,
                                           QString()};
        }
    }
    return snapshot;
}

} // namespace ailab::labs::gpu_server
