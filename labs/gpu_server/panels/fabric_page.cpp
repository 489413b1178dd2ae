#include "labs/gpu_server/panels/fabric_page.h"

#include "core/topo/server_builder.h"
#include "core/units/format.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/skeleton/model_controls.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/gpu_server/gpu_server_session.h"
#include "labs/gpu_server/views/server_drawing.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace ailab::labs::gpu_server {

namespace {

using core::topo::GpuFabric;

constexpr GpuFabric kFabrics[] = {GpuFabric::PcieOnly, GpuFabric::NvlinkPairs, GpuFabric::NvSwitch};

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString seconds(double s)
{
    return q(core::units::toString(core::units::Seconds::seconds(s)));
}

QString rate(double bytesPerSecond)
{
    return q(core::units::toString(core::units::ByteRate::bytesPerSecond(bytesPerSecond)));
}

QString bytes(double n)
{
    return q(core::units::toString(core::units::Bytes::bytes(n)));
}

} // namespace

FabricPage::FabricPage(GpuServerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    m_group = new QButtonGroup(this);
    auto* choices = new QHBoxLayout;
    choices->addWidget(new QLabel(tr("GPU fabric:"), this));
    const QString names[] = {tr("&PCIe only"), tr("NVLink p&airs"), tr("NVS&witch")};
    for (int i = 0; i < 3; ++i) {
        auto* button = new QRadioButton(names[i], this);
        m_group->addButton(button, static_cast<int>(kFabrics[i]));
        tagModelControl(button, QStringLiteral("/fabric")); // for an activity's locks
        choices->addWidget(button);
    }
    choices->addStretch(1);

    m_view = new TopologyView;
    m_view->setAccessibleName(tr("Server drawing with the all-reduce ring's routes"));
    m_view->setMinimumHeight(260);

    // The ring's figures across the page, side by side where they fit and on more rows where
    // they do not.
    auto* tiles = new FlowLayout;
    m_time = new MetricTile(tr("Intra-node all-reduce"));
    m_bandwidth = new MetricTile(tr("Ring bottleneck B"));
    m_bus = new MetricTile(tr("Bus bandwidth"));
    m_hop = new MetricTile(tr("Slowest hop"));
    for (MetricTile* tile : {m_time, m_bandwidth, m_bus, m_hop})
        tiles->addWidget(tile);
    m_chart = new SummaryChart;
    m_chart->setTitle(tr("All-reduce time on each fabric"));

    // The drawing across the page, showing its whole width (never scrolling sideways); the
    // chart beside the explainer under it, or over it where the two do not fit side by side
    // (a projector in presenter mode). The page scrolls downwards.
    m_view->setAutoFit(TopologyView::AutoFit::Width);
    m_explainer = new ExplainerPanel;
    auto* lower = new WrappingSplitter;
    lower->addWidget(m_chart);
    lower->addWidget(m_explainer);
    lower->setSizes({500, 500});
    fitFigureSizes();

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(choices);
    layout->addLayout(tiles);
    layout->addWidget(m_view, 1);
    layout->addWidget(lower);
    hostInVerticalScroll(this, content);

    connect(m_group, &QButtonGroup::idClicked, this,
            [this](int id) { m_session.setFabric(static_cast<GpuFabric>(id)); });
    connect(&m_session, &GpuServerSession::rebuilt, this, &FabricPage::refresh);
    refresh();
}

void FabricPage::fitFigureSizes()
{
    // Wide enough, in the page's font (presenter mode's too), for its title and the fabrics'
    // names under the bars (narrower, they were cut to "NVLink p..."), and the explainer
    // for its lines.
    const int character = fontMetrics().averageCharWidth();
    m_chart->setMinimumSize(character * 50, fontMetrics().height() * 12);
    m_explainer->setMinimumSize(character * 36, fontMetrics().height() * 14);
}

void FabricPage::changeEvent(QEvent* event)
{
    LabPage::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_chart != nullptr)
        fitFigureSizes();
}

QRadioButton* FabricPage::fabricButton(GpuFabric fabric) const
{
    return qobject_cast<QRadioButton*>(m_group->button(static_cast<int>(fabric)));
}

void FabricPage::refresh()
{
    const GpuFabric fabric = m_session.fabric();
    for (GpuFabric f : kFabrics) {
        fabricButton(f)->setEnabled(m_session.fabricPossible(f));
        fabricButton(f)->setChecked(f == fabric);
    }
    const auto& server = m_session.serverWith(fabric);
    const auto& e = m_session.allReduceOn(fabric);
    const auto& g = server.graph;

    TopologySnapshot snap = ServerDrawing::build(server);
    std::vector<core::topo::Route> routes;
    for (const auto& edge : e.edges) {
        routes.push_back(edge.route);
        for (std::size_t s = 0; s < edge.route.paths.size(); ++s)
            snap.flows << TopologyFlow{
                QStringLiteral("ring%1-%2").arg(edge.fromRank).arg(s),
                ServerDrawing::pathIds(g, edge.route.from, edge.route.paths[s]), 0.5, QString(), 1};
    }
    ServerDrawing::setLinkLoads(snap, g, e.channelUtilisation);
    m_view->setTitle(tr("Ring all-reduce routes: GPU 0 → 1 → … → GPU 0"));
    m_view->setTopology(snap);

    m_time->setValue(seconds(e.seconds));
    m_time->setDetail(tr("%1 of gradients over %2 GPUs").arg(bytes(e.bytes)).arg(e.ranks));
    m_bandwidth->setValue(rate(e.bottleneckBytesPerSecond));
    m_bandwidth->setDetail(tr("per direction, after sharing"));
    m_bus->setValue(rate(e.busBandwidth));
    m_bus->setDetail(tr("nccl-tests busbw"));
    if (!e.edges.empty()) {
        const auto& slow = e.edges[std::size_t(e.slowestEdge)];
        m_hop->setValue(tr("GPU %1 → GPU %2").arg(slow.fromRank).arg(slow.toRank));
        m_hop->setDetail(ServerDrawing::routeText(g, slow.route));
    } else {
        m_hop->setValue(tr("none"));
        m_hop->setDetail(QString());
    }

    QStringList categories;
    QList<double> values;
    const QString labels[] = {tr("PCIe only"), tr("NVLink pairs"), tr("NVSwitch")};
    for (int i = 0; i < 3; ++i) {
        if (!m_session.fabricPossible(kFabrics[i]))
            continue;
        categories << labels[i];
        values << m_session.allReduceOn(kFabrics[i]).seconds * 1e3;
    }
    m_chart->setBars(categories, {BarSeries{tr("all-reduce time"), values, {}}}, tr("ms"));

    ExplainerContent c;
    c.title = tr("Ring all-reduce inside the server");
    c.conceptText =
        tr("Every GPU sends its gradients to the next GPU of a ring: first a reduce-scatter, "
           "then an all-gather, 2(p&minus;1) steps of n/p bytes each. All hops run at once, so "
           "the ring is as fast as its slowest hop. NVLink pairs help only inside a pair: the "
           "hops between pairs still cross PCIe and the host. Through NVSwitch every hop "
           "has the full NVLink rate.");
    c.formula = tr("t = 2(p&minus;1) &alpha; + 2(p&minus;1)/p &times; n / B");
    c.inputs = {{tr("Ranks p"), QString::number(e.ranks), tr("GPUs of the node")},
                {tr("Bytes n"), bytes(e.bytes), tr("parameters × gradient bytes (step model)")},
                {tr("Latency α"), seconds(e.alphaSeconds),
                 tr("slowest hop's route, sum of its links"), true},
                {tr("Bandwidth B"), rate(e.bottleneckBytesPerSecond),
                 tr("slowest hop, channels shared by several hops split equally")},
                {tr("Sent per GPU"), bytes(e.bytesPerRank), tr("2(p−1)/p × n")}};
    c.sources = {tr("Thakur, Rabenseifner and Gropp, \"Optimization of Collective Communication "
                    "Operations in MPICH\", IJHPCA 2005"),
                 tr("NVIDIA nccl-tests, performance notes (busbw)"),
                 tr("PCIe 5.0 x16: 64 GB/s per direction (PCI-SIG); NVLink 4: 450 GB/s per "
                    "direction per H100 SXM (NVIDIA H100 datasheet)")};
    m_explainer->setContent(c);
}

} // namespace ailab::labs::gpu_server
