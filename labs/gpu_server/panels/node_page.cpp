#include "labs/gpu_server/panels/node_page.h"

#include "core/hw/catalog.h"
#include "core/units/format.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/topology/topology_view.h"
#include "labs/gpu_server/gpu_server_session.h"
#include "labs/gpu_server/views/server_drawing.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>
#include <map>

namespace ailab::labs::gpu_server {

namespace {

using core::train::StepPhase;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString seconds(double s)
{
    return q(core::units::toString(core::units::Seconds::seconds(s)));
}

constexpr StepPhase kShownPhases[] = {StepPhase::DataLoad,  StepPhase::Forward,
                                      StepPhase::Backward,  StepPhase::Wait,
                                      StepPhase::AllReduce, StepPhase::Optimizer};
} // namespace

NodePage::NodePage(GpuServerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    m_view = new TopologyView;
    m_view->setAccessibleName(tr("Server drawing"));
    m_view->setMinimumHeight(260);

    auto* content = new QWidget(this);
    auto* inspectorBox = new QGroupBox(tr("Selected part"), content);
    m_inspector = new QLabel(inspectorBox);
    m_inspector->setWordWrap(true);
    m_inspector->setTextFormat(Qt::RichText);
    m_inspector->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_inspector->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* il = new QVBoxLayout(inspectorBox);
    il->addWidget(m_inspector, 1);

    auto* stepBox = new QGroupBox(tr("One training step"), content);
    m_launch = new QPushButton(tr("Launch &workload"), stepBox);
    m_launch->setToolTip(tr("Play one data-parallel training step on every GPU of this node."));
    m_phase = new QLabel(stepBox);
    m_phase->setWordWrap(true);
    m_stepTile = new MetricTile(tr("Step time"), stepBox);
    m_allReduceTile = new MetricTile(tr("All-reduce"), stepBox);
    m_computeTile = new MetricTile(tr("Compute share"), stepBox);
    // The tiles wrap onto a second row rather than cut their texts (1.5x font, German).
    auto* tiles = new FlowLayout;
    tiles->addWidget(m_stepTile);
    tiles->addWidget(m_allReduceTile);
    tiles->addWidget(m_computeTile);
    m_chart = new SummaryChart(stepBox);
    m_chart->setTitle(tr("Step timeline per GPU"));
    // Under the tiles, across the whole page, tall enough for its GPU axis and legend
    // (about fifteen lines of text): beside them it was a strip with "..." for labels.
    m_chart->setMinimumHeight(fontMetrics().height() * 15);
    auto* sl = new QGridLayout(stepBox);
    sl->addWidget(m_launch, 0, 0, Qt::AlignTop);
    sl->addWidget(m_phase, 0, 1);
    sl->addLayout(tiles, 1, 0, 1, 2);
    sl->addWidget(m_chart, 2, 0, 1, 2);
    sl->setColumnStretch(1, 1);

    // The drawing is the page's subject: it comes first, with the inspector beside it, or
    // under it where the two do not fit side by side (a projector in presenter mode); the
    // drawing shows its whole width and never scrolls sideways. The page scrolls downwards to
    // the step when the window is short.
    inspectorBox->setMinimumWidth(fontMetrics().averageCharWidth() * 22);
    m_view->setAutoFit(TopologyView::AutoFit::Width);
    auto* top = new WrappingSplitter(content);
    top->addWidget(m_view);
    top->addWidget(inspectorBox);
    top->setStretchFactor(0, 4);
    top->setStretchFactor(1, 1);
    top->setSizes({800, 200});
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(top, 3);
    layout->addWidget(stepBox, 2);
    hostInVerticalScroll(this, content);

    connect(m_launch, &QPushButton::clicked, this, [this] { m_session.launch(); });
    connect(m_view, &TopologyView::elementSelected, this, [this](const QString& id) {
        m_selected = id;
        updateInspector();
        emit elementSelected(id);
    });
    connect(&m_session, &GpuServerSession::rebuilt, this, &NodePage::rebuild);
    connect(m_session.driver(), &SimDriver::frameReady, this, &NodePage::showFrame);
    rebuild();
}

NodePage::~NodePage()
{
    // The drawing clears its selection while it is destroyed, after this page's members.
    disconnect(m_view, nullptr, this, nullptr);
}

void NodePage::selectElement(const QString& id)
{
    m_view->selectElement(id);
    m_selected = m_view->selectedElement();
    updateInspector();
}

void NodePage::rebuild()
{
    const auto& server = m_session.server();
    const auto& t = m_session.timeline();
    m_view->setTitle(tr("%1 GPUs, %2 CPU sockets, %3 NICs: %4")
                         .arg(server.gpus.size())
                         .arg(server.cpus.size())
                         .arg(server.nics.size())
                         .arg(q(core::hw::findGpu(server.spec.gpuModel)->name)));
    m_view->setTopology(ServerDrawing::build(server));
    if (!m_selected.isEmpty())
        m_view->selectElement(m_selected);
    m_selected = m_view->selectedElement();

    m_stepTile->setValue(seconds(t.stepSeconds));
    m_stepTile->setDetail(tr("data, forward, backward, all-reduce, optimizer"));
    m_allReduceTile->setValue(seconds(t.allReduce.seconds));
    m_allReduceTile->setDetail(
        tr("%1 of gradients, ring over %2 GPUs")
            .arg(q(core::units::toString(core::units::Bytes::bytes(t.step.allReduceBytes))))
            .arg(t.allReduce.ranks));
    m_computeTile->setValue(q(core::units::formatNumber(100.0 * t.computeShare, 3)),
                            QStringLiteral("%"));
    m_computeTile->setDetail(tr("forward and backward over the step"));

    QStringList gpus;
    QList<BarSeries> parts;
    for (StepPhase phase : kShownPhases)
        parts << BarSeries{ServerDrawing::phaseName(phase), {}, {}};
    for (const auto& g : t.gpus) {
        gpus << ServerDrawing::nodeLabel(server.graph.node(server.gpus[g.gpu]));
        for (int p = 0; p < parts.size(); ++p) {
            double ms = 0.0;
            for (const auto& span : g.spans) {
                if (span.phase == kShownPhases[p])
                    ms += (span.end - span.start) * 1e3;
            }
            parts[p].values << ms;
        }
    }
    m_chart->setBreakdown(gpus, parts, tr("ms"));
    updateInspector();
    showFrame(m_session.now());
}

void NodePage::showFrame(double now)
{
    const auto& server = m_session.server();
    const auto& t = m_session.timeline();
    const auto& g = server.graph;
    TopologySnapshot snap = m_view->snapshot();
    const bool running = now > 0.0 && now < t.stepSeconds;
    std::map<StepPhase, QStringList> byPhase;
    std::vector<double> load(g.channelCount(), 0.0);
    bool loading = false, reducing = false;
    snap.flows.clear();
    for (const auto& gt : t.gpus) {
        double progress = 0.0;
        const StepPhase phase = running ? t.phaseAt(gt.gpu, now, &progress) : StepPhase::Done;
        auto& node = snap.nodes[int(server.gpus[gt.gpu])];
        const bool computing = phase == StepPhase::Forward || phase == StepPhase::Backward ||
                               phase == StepPhase::Optimizer;
        node.status =
            computing ? Status::Busy : (phase == StepPhase::Done ? Status::Idle : Status::Healthy);
        node.utilisation = computing ? 1.0 : -1.0;
        byPhase[phase] << QString::number(gt.gpu);
        if (phase == StepPhase::DataLoad) {
            loading = true;
            snap.flows << TopologyFlow{
                QStringLiteral("data%1").arg(gt.gpu),
                ServerDrawing::pathIds(g, gt.dataRoute.from, gt.dataRoute.paths.front()), progress,
                tr("batch"), 0};
        }
        if (phase == StepPhase::AllReduce) {
            reducing = true;
            // 2(p-1) ring steps: each token makes one hop per step.
            const double steps = 2.0 * (t.allReduce.ranks - 1);
            const double hop = std::fmod(progress * steps, 1.0);
            const auto& edge = t.allReduce.edges[std::size_t(gt.gpu)];
            for (std::size_t s = 0; s < edge.route.paths.size(); ++s)
                snap.flows << TopologyFlow{
                    QStringLiteral("ar%1-%2").arg(gt.gpu).arg(s),
                    ServerDrawing::pathIds(g, edge.route.from, edge.route.paths[s]), hop, QString(),
                    1};
        }
    }
    if (loading)
        load = t.dataLoadUtilisation;
    else if (reducing)
        load = t.allReduce.channelUtilisation;
    ServerDrawing::setLinkLoads(snap, g, load);
    m_view->updateState(snap);

    if (!running) {
        m_phase->setText(now >= t.stepSeconds && now > 0.0
                             ? tr("Step done in %1. Launch it again or pick another part.")
                                   .arg(seconds(t.stepSeconds))
                             : tr("Idle. Launch the workload to play one training step."));
        return;
    }
    QStringList lines;
    for (const auto& [phase, ids] : byPhase)
        lines << tr("GPU %1: %2")
                     .arg(ids.join(QStringLiteral(", ")), ServerDrawing::phaseName(phase));
    m_phase->setText(tr("t = %1 of %2").arg(seconds(now), seconds(t.stepSeconds)) +
                     QStringLiteral("\n") + lines.join(QLatin1Char('\n')));
}

void NodePage::updateInspector()
{
    const auto& server = m_session.server();
    const auto& g = server.graph;
    if (m_selected.isEmpty()) {
        m_inspector->setText(tr("Click a GPU, CPU, NIC, switch or link to see its role and "
                                "figures."));
        return;
    }
    const auto node = g.findNode(m_selected.toStdString());
    if (node != core::topo::kNoNode) {
        m_inspector->setText(ServerDrawing::describeNode(server, node));
        return;
    }
    for (core::topo::LinkId l = 0; l < g.linkCount(); ++l) {
        if (ServerDrawing::linkId(g, l) == m_selected) {
            m_inspector->setText(ServerDrawing::describeLink(server, l));
            return;
        }
    }
    m_inspector->clear();
}

} // namespace ailab::labs::gpu_server
