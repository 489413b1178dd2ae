#include "labs/stack/panels/patterns_page.h"

#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace ailab::labs::stack {

namespace {

TopologyNode node(const QString& id, const QString& label, const char* kind, double x, double y,
                  Status status = Status::Healthy, const QString& detail = QString())
{
    TopologyNode n;
    n.detail = detail;
    n.id = id;
    n.label = label;
    n.kind = QString::fromLatin1(kind);
    n.position = QPointF(x, y);
    n.status = status;
    return n;
}

TopologyLink link(const QString& from, const QString& to, const QString& detail = QString(),
                  Status status = Status::Healthy)
{
    TopologyLink l;
    l.id = from + QLatin1Char('-') + to;
    l.from = from;
    l.to = to;
    l.detail = detail;
    l.status = status;
    return l;
}

TopologySnapshot podsDiagram()
{
    TopologySnapshot s;
    s.nodes << node("spine", PatternsPage::tr("Spine"), "switch", 2.25, 0.0);
    for (int pod = 0; pod < 3; ++pod) {
        const double x = pod * 1.8; // compact: six boxes side by side
        const QString n = QString::number(pod + 1);
        const Status status = pod == 2 ? Status::Idle : Status::Healthy;
        s.nodes << node("leaf" + n, PatternsPage::tr("Pod %1 switch").arg(n), "switch", x + 0.45,
                        1.2, status)
                << node("gpu" + n, PatternsPage::tr("Pod %1 GPUs").arg(n), "server", x, 2.4, status)
                << node("sto" + n, PatternsPage::tr("Pod %1 storage").arg(n), "storage", x + 0.9,
                        2.4, status);
        s.links << link("spine", "leaf" + n) << link("leaf" + n, "gpu" + n)
                << link("leaf" + n, "sto" + n);
    }
    s.nodes[7].detail = PatternsPage::tr("The next pod, added as one unit");
    return s;
}

TopologySnapshot fabricsDiagram()
{
    TopologySnapshot s;
    s.nodes << node("ib", PatternsPage::tr("InfiniBand"), "switch", 0.0, 1.2, Status::Healthy,
                    PatternsPage::tr("InfiniBand training fabric"))
            << node("train", PatternsPage::tr("Training"), "server", 0.0, 2.4, Status::Healthy,
                    PatternsPage::tr("Training GPU nodes"))
            << node("users", PatternsPage::tr("Users"), "user", 2.6, 0.0)
            << node("eth", PatternsPage::tr("Ethernet"), "switch", 2.6, 1.2, Status::Healthy,
                    PatternsPage::tr("Ethernet inference fabric"))
            << node("infer", PatternsPage::tr("Inference"), "server", 2.6, 2.4, Status::Healthy,
                    PatternsPage::tr("Inference GPU nodes"));
    s.links << link("ib", "train", PatternsPage::tr("All-reduce traffic stays here"))
            << link("users", "eth")
            << link("eth", "infer", PatternsPage::tr("Request latency is isolated"));
    return s;
}

TopologySnapshot managementDiagram()
{
    TopologySnapshot s;
    s.nodes << node("data", PatternsPage::tr("Data fabric"), "switch", 0.8, 0.0)
            << node("n1", PatternsPage::tr("GPU node 1"), "server", 0.0, 1.2)
            << node("n2", PatternsPage::tr("GPU node 2"), "server", 1.6, 1.2)
            << node("mgmt", PatternsPage::tr("Management"), "switch", 0.8, 2.4, Status::Healthy,
                    PatternsPage::tr("Out-of-band management network"))
            << node("ops", PatternsPage::tr("Operator"), "user", 2.6, 2.4);
    const QString bmc = PatternsPage::tr("BMC, IPMI or iDRAC port");
    s.links << link("data", "n1") << link("data", "n2") << link("n1", "mgmt", bmc, Status::Idle)
            << link("n2", "mgmt", bmc, Status::Idle) << link("ops", "mgmt");
    return s;
}

TopologySnapshot checkpointDiagram()
{
    TopologySnapshot s;
    s.nodes << node("gpus", PatternsPage::tr("GPU nodes"), "server", 0.0, 0.0)
            << node("nvme", PatternsPage::tr("Local NVMe"), "storage", 0.0, 1.3, Status::Healthy,
                    PatternsPage::tr("Checkpoint NVMe in the same rack"))
            << node("fabric", PatternsPage::tr("Storage network"), "switch", 1.6, 0.0)
            << node("pfs", PatternsPage::tr("File system"), "storage", 3.2, 0.0, Status::Healthy,
                    PatternsPage::tr("Parallel file system"))
            << node("object", PatternsPage::tr("Archive"), "storage", 3.2, 1.3, Status::Idle,
                    PatternsPage::tr("Object storage archive"));
    s.links << link("gpus", "nvme", PatternsPage::tr("Short path: fast checkpoint writes"))
            << link("gpus", "fabric") << link("fabric", "pfs")
            << link("pfs", "object", PatternsPage::tr("Older checkpoints move here"));
    return s;
}

} // namespace

PatternsPage::PatternsPage(QWidget* parent)
    : LabPage(parent)
{
    struct Pattern
    {
        QString title;
        QString text;
        TopologySnapshot diagram;
    };
    const QList<Pattern> patterns = {
        {tr("Pod-based scaling"),
         tr("Design the cluster as a set of identical pods, each with a fixed number of GPU "
            "nodes, network switches and storage nodes. Scale by adding pods, not individual "
            "components."),
         podsDiagram()},
        {tr("Separate training and inference fabrics"),
         tr("Training needs high-bandwidth, low-latency InfiniBand; inference needs "
            "high-throughput, low-latency Ethernet. Separate fabrics keep training traffic from "
            "affecting inference latency."),
         fabricsDiagram()},
        {tr("Out-of-band management network"),
         tr("A dedicated management network (BMC, IPMI, iDRAC), separate from the data fabric, "
            "lets operators manage the infrastructure without affecting training workloads."),
         managementDiagram()},
        {tr("Checkpoint storage co-location"),
         tr("Place checkpoint storage (NVMe) physically close to the compute nodes to minimise "
            "checkpoint write latency, a critical factor for how fast a job recovers."),
         checkpointDiagram()},
    };
    // One pattern a row, the full width for the diagram and its text under it, in a
    // vertical-only scroll area: a 2x2 grid of diagrams does not fit beside the shell's
    // navigator, least of all with the presenter's large fonts.
    auto* content = new QWidget(this);
    auto* column = new QVBoxLayout(content);
    for (const Pattern& pattern : patterns) {
        auto* box = new QGroupBox(content); // the diagram carries the title
        box->setAccessibleName(pattern.title);
        auto* row = new QVBoxLayout(box);
        auto* view = new TopologyView(box);
        view->setTitle(pattern.title);
        view->setLegendVisible(false);
        view->setTopology(pattern.diagram);
        view->setMinimumHeight(230);
        auto* text = new QLabel(pattern.text, box);
        text->setWordWrap(true);
        row->addWidget(view, 1);
        row->addWidget(text);
        column->addWidget(box);
        m_diagrams << view;
    }
    column->addStretch(1);
    hostInVerticalScroll(this, content);
}

} // namespace ailab::labs::stack
