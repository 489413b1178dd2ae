#include "labs/fabric/views/fabric_inspector.h"

#include "core/models/fabric/fabric_workload.h"
#include "core/units/format.h"
#include "labs/fabric/views/fabric_drawing.h"

#include <QLocale>
#include <algorithm>

namespace ailab::labs::fabric {

namespace {
namespace units = core::units;
using core::models::fabric::FabricRun;
using core::models::fabric::LiveFlow;

QString rate(double bitsPerSecond)
{
    return QString::fromStdString(
        units::toString(units::BitRate::bitsPerSecond(std::max(0.0, bitsPerSecond))));
}

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0);
}

QString row(const QString& name, const QString& value)
{
    return QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
        .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
}

// "rank 3 → rank 4 via Spine 2: 200 Gb/s, 40 % sent"
QString describeFlow(const FabricDrawing& drawing, const FabricRun& run, const LiveFlow& f)
{
    const auto& graph = run.graph();
    QString via;
    for (core::topo::ChannelId c : run.flowPath(f)) {
        const auto target = graph.channelTarget(c);
        if (graph.node(target).kind == core::topo::NodeKind::Spine) {
            const auto& spines = run.fabric().spines;
            const auto it = std::find(spines.begin(), spines.end(), target);
            via = FabricDrawing::spineName(int(it - spines.begin()));
        }
    }
    QString name;
    if (f.kind == core::models::fabric::FlowKind::AllReduce) {
        const int p = int(run.ranks().size());
        name = FabricInspector::tr("rank %1 → rank %2").arg(f.rank).arg((f.rank + 1) % p);
    } else {
        name = FabricInspector::tr("flow %1 (%2 → %3)")
                   .arg(f.index + 1)
                   .arg(FabricDrawing::serverName(graph.node(f.source).server),
                        FabricDrawing::serverName(graph.node(f.destination).server));
    }
    (void)drawing;
    return via.isEmpty() ? FabricInspector::tr("%1: %2, %3 % sent")
                               .arg(name, rate(f.rateBps), percent(f.progress))
                         : FabricInspector::tr("%1 via %2: %3, %4 % sent")
                               .arg(name, via, rate(f.rateBps), percent(f.progress));
}

QString flowList(const FabricDrawing& drawing, const FabricRun& run,
                 const std::vector<LiveFlow>& flows)
{
    QString html = QStringLiteral("<p><b>%1</b></p>")
                       .arg(FabricInspector::tr("%n flow(s) crossing it now", "", int(flows.size()))
                                .toHtmlEscaped());
    if (flows.empty())
        return html;
    html += QStringLiteral("<ul>");
    const int shown = std::min<int>(int(flows.size()), FabricInspector::kMaxListedFlows);
    for (int i = 0; i < shown; ++i)
        html += QStringLiteral("<li>%1</li>")
                    .arg(describeFlow(drawing, run, flows[std::size_t(i)]).toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (int(flows.size()) > shown)
        html += QStringLiteral("<p>%1</p>")
                    .arg(FabricInspector::tr("and %n more (see the table)", "",
                                             int(flows.size()) - shown)
                             .toHtmlEscaped());
    return html;
}

std::vector<LiveFlow> flowsAtNodes(const FabricRun& run,
                                   const std::vector<core::topo::NodeId>& nodes)
{
    std::vector<LiveFlow> out;
    std::vector<core::net::FlowId> seen;
    for (core::topo::NodeId n : nodes) {
        const auto kind = run.graph().node(n).kind;
        if (kind != core::topo::NodeKind::Nic && kind != core::topo::NodeKind::Leaf &&
            kind != core::topo::NodeKind::Spine)
            continue;
        for (const LiveFlow& f : run.flowsAtNode(n)) {
            if (std::find(seen.begin(), seen.end(), f.id) == seen.end()) {
                seen.push_back(f.id);
                out.push_back(f);
            }
        }
    }
    return out;
}
} // namespace

QString FabricInspector::html(const FabricDrawing& drawing, const FabricRun& run, const QString& id)
{
    const DrawnElement* e = drawing.element(id);
    if (e == nullptr)
        return QStringLiteral("<p>%1</p>")
            .arg(tr("Click a switch, a GPU node or a link in the drawing (or a row of its "
                    "table) to see its rates, its utilisation and the flows crossing it.")
                     .toHtmlEscaped());
    const auto& fabric = run.fabric();
    const auto& cfg = fabric.config;
    const auto& graph = run.graph();
    QString title;
    QString rows;
    std::vector<LiveFlow> flows;
    switch (e->kind) {
    case DrawnElement::Kind::Spine:
    case DrawnElement::Kind::Leaf: {
        const auto node = e->nodes.front();
        const bool spine = e->kind == DrawnElement::Kind::Spine;
        title = spine ? FabricDrawing::spineName(e->spine) : FabricDrawing::leafName(e->leaf);
        rows += row(tr("State"), graph.node(node).up ? tr("in service") : tr("failed"));
        rows += row(tr("Traffic in"), rate(run.nodeThroughputBps(node, false)));
        rows += row(tr("Traffic out"), rate(run.nodeThroughputBps(node, true)));
        if (!spine) {
            int down = 0;
            for (int s = 0; s < cfg.servers; ++s)
                down += fabric.leafOfServer[std::size_t(s)] == e->leaf ? cfg.nicsPerServer : 0;
            const int up = cfg.spines * cfg.uplinksPerLeafSpine;
            const auto over = core::topo::oversubscription(down, cfg.nicRate, up, cfg.uplinkRate);
            rows += row(tr("Server ports"),
                        tr("%1 × %2").arg(down).arg(rate(cfg.nicRate.inBitsPerSecond())));
            rows += row(tr("Spine uplinks"),
                        tr("%1 × %2").arg(up).arg(rate(cfg.uplinkRate.inBitsPerSecond())));
            rows += row(tr("Oversubscription"),
                        tr("%1 : 1").arg(QLocale().toString(over.ratio(), 'g', 3)));
        }
        flows = run.flowsAtNode(node);
        break;
    }
    case DrawnElement::Kind::Server:
    case DrawnElement::Kind::ServerBundle: {
        title =
            e->kind == DrawnElement::Kind::Server
                ? FabricDrawing::serverName(e->server)
                : tr("%n server(s) under %1", "", e->servers).arg(FabricDrawing::leafName(e->leaf));
        rows += row(tr("GPUs"), QLocale().toString(e->servers * cfg.gpusPerServer));
        rows += row(tr("NICs"), tr("%1 × %2")
                                    .arg(e->servers * cfg.nicsPerServer)
                                    .arg(rate(cfg.nicRate.inBitsPerSecond())));
        const QString accessId = e->kind == DrawnElement::Kind::Server
                                     ? QStringLiteral("access:%1").arg(e->server)
                                     : QStringLiteral("access:%1").arg(e->leaf);
        if (const DrawnElement* access = drawing.element(accessId)) {
            const auto load = run.bundleLoad(access->links, fabric.leaves[std::size_t(e->leaf)]);
            rows += row(tr("Sending"), rate(load.forwardBps));
            rows += row(tr("Receiving"), rate(load.backwardBps));
            rows += row(tr("NIC utilisation"), tr("%1 %").arg(percent(load.utilisation)));
        }
        flows = flowsAtNodes(run, e->nodes);
        break;
    }
    case DrawnElement::Kind::Uplinks:
    case DrawnElement::Kind::Access: {
        const auto load = run.bundleLoad(e->links, e->kind == DrawnElement::Kind::Uplinks
                                                       ? fabric.spines[std::size_t(e->spine)]
                                                       : fabric.leaves[std::size_t(e->leaf)]);
        if (e->kind == DrawnElement::Kind::Uplinks)
            title = tr("%1 – %2").arg(FabricDrawing::leafName(e->leaf),
                                      FabricDrawing::spineName(e->spine));
        else
            title = tr("%1 – %2").arg(drawing.aggregated() ? tr("%n server(s)", "", e->servers)
                                                           : FabricDrawing::serverName(e->server),
                                      FabricDrawing::leafName(e->leaf));
        rows += row(tr("Links"),
                    tr("%1 in service of %2").arg(load.links - load.failedLinks).arg(load.links));
        rows += row(tr("Capacity per direction"), rate(load.capacityBps));
        rows += row(tr("Upwards"), rate(load.forwardBps));
        rows += row(tr("Downwards"), rate(load.backwardBps));
        rows +=
            row(tr("Utilisation (busier direction)"), tr("%1 %").arg(percent(load.utilisation)));
        std::vector<core::net::FlowId> seen;
        for (auto l : e->links) {
            for (const LiveFlow& f : run.flowsOnLink(l)) {
                if (std::find(seen.begin(), seen.end(), f.id) == seen.end()) {
                    seen.push_back(f.id);
                    flows.push_back(f);
                }
            }
        }
        break;
    }
    }
    return QStringLiteral("<h3>%1</h3><table cellspacing=\"4\">%2</table>%3")
        .arg(title.toHtmlEscaped(), rows, flowList(drawing, run, flows));
}

} // namespace ailab::labs::fabric
