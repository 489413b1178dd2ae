#include "labs/operations/panels/injection_page.h"

#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_catalog.h"
#include "core/cluster/fault_injector.h"
#include "core/cluster/training_impact.h"
#include "core/error.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/core_status.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/views/fault_form.h"
#include "labs/operations/views/injection_texts.h"
#include "labs/operations/views/propagation_drawing.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <fmt/format.h>

namespace ailab::labs::operations {

namespace cluster = core::cluster;

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString healthWord(core::telemetry::Health health)
{
    switch (health) {
    case core::telemetry::Health::Idle:
    case core::telemetry::Health::Healthy:
        return InjectionPage::tr("Healthy");
    case core::telemetry::Health::Busy:
    case core::telemetry::Health::Congested:
        return InjectionPage::tr("Degraded");
    case core::telemetry::Health::Failed:
        return InjectionPage::tr("Failed");
    }
    return {};
}

QString phaseWord(cluster::JobPhase phase)
{
    switch (phase) {
    case cluster::JobPhase::Waiting:
        return InjectionPage::tr("waiting");
    case cluster::JobPhase::Restarting:
        return InjectionPage::tr("restarting");
    case cluster::JobPhase::Running:
        return InjectionPage::tr("running");
    case cluster::JobPhase::Checkpointing:
        return InjectionPage::tr("checkpointing");
    case cluster::JobPhase::Done:
        return InjectionPage::tr("done");
    }
    return {};
}

QTableWidgetItem* item(const QString& text)
{
    auto* cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return cell;
}

QGroupBox* boxAround(const QString& title, QWidget* inner, QWidget* parent)
{
    auto* box = new QGroupBox(title, parent);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(inner);
    return box;
}

} // namespace

InjectionPage::InjectionPage(OperationsSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    const int line = fontMetrics().height();

    // The course's tiles.
    m_utilisation = new MetricTile(tr("GPU utilization"), content);
    m_utilisation->setExplanation(tr("The mean utilisation of every GPU of the cluster (DCGM_FI_DEV_GPU_UTIL), "
                                     "as the twin records it."));
    m_running = new MetricTile(tr("Running jobs"), content);
    m_running->setExplanation(tr("Training jobs taking steps now, of all the cluster's training jobs."));
    m_health = new MetricTile(tr("Cluster health"), content);
    m_health->setExplanation(tr("Failed: servers are out of service or jobs stopped. Degraded: faults act or "
                                "jobs are slowed. Healthy: neither."));
    m_impact = new MetricTile(tr("Training impact"), content);
    m_impact->setExplanation(tr("The tokens trained against the baseline run: the same cluster without your "
                                "faults, at the same time. A job more than 1 % slower or behind is slowed."));
    auto* tiles = new FlowLayout;
    for (MetricTile* tile : {m_utilisation, m_running, m_health, m_impact})
        tiles->addWidget(tile);

    // The engine: the form and the drawing of the cluster.
    m_form = new FaultForm(content);
    auto* formBox = boxAround(tr("Failure injection engine"), m_form, content);
    m_formBox = formBox;
    m_clusterView = new TopologyView(content);
    m_clusterView->setTitle(tr("The cluster"));
    m_clusterView->setToolTip(tr("Click a component to choose it for a fault."));
    m_clusterView->setShowLoadLabels(false);
    m_clusterView->setAutoFit(TopologyView::AutoFit::Width);

    m_drawingNote = new QLabel(content);
    m_drawingNote->setWordWrap(true);
    auto* drawing = new QWidget(content);
    auto* drawingLayout = new QVBoxLayout(drawing);
    drawingLayout->setContentsMargins(0, 0, 0, 0);
    drawingLayout->addWidget(m_clusterView, 1);
    drawingLayout->addWidget(m_drawingNote);
    auto* engine = new FlowLayout;
    engine->addWidget(formBox);
    engine->addWidget(drawing);

    // The timeline and the jobs' consequences.
    m_timeline = new QListWidget(content);
    m_timeline->setAccessibleName(tr("Operational event timeline"));
    m_timeline->setWordWrap(true);
    // Entries wrap at the list's width and grow downwards; the list never scrolls sideways.
    m_timeline->setResizeMode(QListView::Adjust);
    m_timeline->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_timeline->setMinimumHeight(line * 12);
    m_timeline->setMinimumWidth(line * 22);
    auto* timelineBox = boxAround(tr("Operational event timeline"), m_timeline, content);
    m_consequences = new QTableWidget(0, 5, content);
    m_consequences->setHorizontalHeaderLabels(
        {tr("Job"), tr("State"), tr("Steps (baseline)"), tr("Step time (baseline)"), tr("Why")});
    m_consequences->verticalHeader()->setVisible(false);
    m_consequences->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_consequences->setAccessibleName(tr("Consequences for the jobs"));
    m_consequences->setMinimumHeight(line * 10);
    // The why wraps; the table takes the room its other columns need and never scrolls
    // sideways.
    fitColumnsWrapping(m_consequences, 4);
    auto* consequencesBox = boxAround(tr("Consequences: each job against the baseline run"), m_consequences, content);
    auto* events = new FlowLayout;
    events->addWidget(timelineBox);
    events->addWidget(consequencesBox);

    // The faults and the propagation of the chosen one.
    m_faults = new QTableWidget(0, 7, content);
    m_faults->setHorizontalHeaderLabels(
        {tr("Fault"), tr("Component"), tr("Severity"), tr("Begins"), tr("Ends"), tr("State"), tr("Repair")});
    m_faults->verticalHeader()->setVisible(false);
    m_faults->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_faults->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_faults->setSelectionMode(QAbstractItemView::SingleSelection);
    m_faults->setAccessibleName(tr("Injected faults"));
    m_faults->setMinimumHeight(line * 8);
    fitColumnsWrapping(m_faults, 5);
    auto* faultsBox = boxAround(tr("Active and past faults"), m_faults, content);
    m_propagationView = new TopologyView(content);
    m_propagationView->setTitle(tr("Propagation"));
    m_propagationView->setToolTip(tr("The fault, then each effect, from the event log."));
    m_propagationView->setShowLoadLabels(false);
    m_propagationView->setLegendVisible(false);
    m_propagationView->setAutoFit(TopologyView::AutoFit::Width);

    m_propagationTitle = new QLabel(content);
    m_propagationTitle->setWordWrap(true);
    auto* propagation = new QWidget(content);
    auto* propagationLayout = new QVBoxLayout(propagation);
    propagationLayout->setContentsMargins(0, 0, 0, 0);
    propagationLayout->addWidget(m_propagationTitle);
    propagationLayout->addWidget(m_propagationView, 1);
    auto* faultsRow = new FlowLayout;
    faultsRow->addWidget(faultsBox);
    faultsRow->addWidget(propagation);

    // Live against baseline.
    m_chartJob = new QComboBox(content);
    m_chartJob->setAccessibleName(tr("Job whose step time the chart shows"));
    m_chart = new TimeSeriesPanel(content);
    m_chart->setTitle(tr("Step time: live run and baseline"));
    m_chart->setAxes(tr("Time (s)"), tr("Step time (s)"));
    m_chart->setUnits(tr("s"), tr("s"));
    m_chart->addSeries(QStringLiteral("live"), tr("Live run"), style::seriesColor(0), Qt::SolidLine);
    m_chart->addSeries(QStringLiteral("baseline"), tr("Baseline (without your faults)"), style::seriesColor(1),
                       Qt::DashLine);
    m_chart->setMinimumHeight(line * 14);
    auto* chartJobRow = new FlowLayout;
    auto* chartJobLabel = new QLabel(tr("Job:"), content);
    chartJobLabel->setBuddy(m_chartJob);
    chartJobRow->addWidget(chartJobLabel);
    chartJobRow->addWidget(m_chartJob);

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(line * 10);
    ExplainerContent c;
    c.title = tr("How a fault propagates");
    c.conceptText = tr(
        "<p>A fault acts on one part of the cluster; its consequences reach the jobs through the parts that "
        "depend on it. A cooling failure warms the rack's inlet, then its GPUs, which lower their clocks, "
        "and every synchronous step waits for the slowest GPU. A link down narrows the fabric, and the "
        "all-reduce of a job that spans leaves takes longer. A GPU off the bus takes its server out of "
        "service and sends its job back to its last checkpoint.</p>"
        "<p>Each line of the timeline is the twin's event log; a consequence names the fault it comes "
        "from. The baseline run is the same cluster with the same random draws and without your faults, so the "
        "difference is what your faults cost.</p>");
    c.formula = tr("training impact = tokens trained / tokens of the baseline run at the same time");
    c.inputs = {{tr("Slowed"), tr("more than 1 % slower or behind the baseline"),
                 tr("the twin's threshold for a slowed job"), true}};
    c.sources = {tr("AI Infrastructure Explained, Lab 08: AI Infrastructure Operations & Failure Investigation"),
                 tr("NVIDIA Xid catalogue and DCGM health watches (the GPU faults)"),
                 tr("Dubey et al., The Llama 3 Herd of Models (2024), Table 5 (failure causes)")};
    m_explainer->setContent(c);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(tiles);
    layout->addLayout(engine);
    layout->addLayout(events);
    layout->addLayout(faultsRow);
    layout->addLayout(chartJobRow);
    layout->addWidget(m_chart);
    layout->addWidget(m_explainer);
    hostInVerticalScroll(this, content);
    applyFontSizes();

    connect(m_form, &FaultForm::injectRequested, this, &InjectionPage::inject);
    connect(m_form, &FaultForm::componentChanged, this, &InjectionPage::onComponentChanged);
    connect(m_clusterView, &TopologyView::elementSelected, this, &InjectionPage::onElementSelected);
    connect(m_faults, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row < 0 || m_faults->item(row, 0) == nullptr)
            return;
        m_propagationChosen = true;
        showPropagationOf(m_faults->item(row, 0)->data(Qt::UserRole).toInt());
    });
    connect(m_chartJob, &QComboBox::currentIndexChanged, this, [this] { updateChart(true); });
    connect(m_session.driver(), &SimDriver::frameReady, this, &InjectionPage::onFrame);
    connect(&m_session, &OperationsSession::rebuilt, this, &InjectionPage::onRebuilt);
    connect(&m_session, &OperationsSession::faultsChanged, this, &InjectionPage::refresh);
    onRebuilt();
}

InjectionPage::~InjectionPage() = default;

void InjectionPage::resetToDefaults()
{
    m_form->showMessage(QString(), false);
}

void InjectionPage::applyFontSizes()
{
    // In the font's units, so that presenter mode's larger font puts the drawings under the
    // form (FlowLayout) instead of squeezing their tools.
    const int line = fontMetrics().height();
    m_formBox->setMinimumWidth(line * 20);
    for (TopologyView* view : {m_clusterView, m_propagationView}) {
        view->setMinimumWidth(line * 30);
        view->setMinimumHeight(line * 17);
    }
}

void InjectionPage::changeEvent(QEvent* event)
{
    LabPage::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFontSizes();
}

void InjectionPage::showEvent(QShowEvent* event)
{
    LabPage::showEvent(event);
    refresh();
}

void InjectionPage::onRebuilt()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    m_drawing.build(twin);
    m_clusterView->setTopology(m_drawing.snapshot(twin, DrawingStatus::TwinState));
    m_drawingNote->setText(m_drawing.note().isEmpty()
                               ? QString()
                               : tr("%1 Choose any other part from the list.").arg(m_drawing.note()));
    m_drawingNote->setVisible(!m_drawing.note().isEmpty());
    m_form->setCluster(&m_drawing, m_session.durationS());
    m_timeline->clear();
    m_lastSequence = 0;
    m_jobWhy.clear();
    m_faultSignature.clear();
    m_faults->setRowCount(0);
    m_propagationFault = -1;
    m_propagationChosen = false;
    m_propagationSteps = ~std::size_t(0);
    {
        const QSignalBlocker block(m_chartJob);
        m_chartJob->clear();
        for (const auto& job : twin.jobs())
            m_chartJob->addItem(qs(job->spec().name));
    }
    m_consequences->setRowCount(0);
    refresh();
    updateChart(true);
}

void InjectionPage::onFrame()
{
    if (isVisible())
        refresh();
}

void InjectionPage::refresh()
{
    updateTimeline();
    updateTiles();
    updateConsequences();
    updateFaultTable();
    updatePropagation();
    updateChart(false);
    m_clusterView->updateState(m_drawing.snapshot(m_session.twin(), DrawingStatus::TwinState));
}

const cluster::ClusterTwin& InjectionPage::baselineTwin()
{
    // Without the learner's faults the live run is its own baseline (the same cluster and
    // seed run to the same figures), so no second twin runs until a fault is injected.
    if (m_session.injectedFaults().empty())
        return m_session.twin();
    return m_session.baseline();
}

QString InjectionPage::faultName(int fault) const
{
    const auto& faults = m_session.twin().faults().faults();
    if (fault < 0 || std::size_t(fault) >= faults.size())
        return {};
    const cluster::FaultSpec& spec = faults[std::size_t(fault)].spec;
    return spec.target.empty() ? qs(spec.kind) : tr("%1 on %2").arg(qs(spec.kind), qs(spec.target));
}

void InjectionPage::inject()
{
    const cluster::FaultSpec fault = m_form->faultSpec(m_session.now());
    try {
        const std::size_t index = m_session.injectFault(fault);
        m_form->showMessage(fault.atS > m_session.now() + 1e-9
                                ? tr("%1 will begin at %2.").arg(faultName(int(index)), InjectionTexts::clock(fault.atS))
                                : tr("%1 injected.").arg(faultName(int(index))),
                            false);
        m_propagationChosen = false;
        showPropagationOf(int(index));
    } catch (const core::Error& e) {
        // Nothing changed: the twin checks a fault before it takes it.
        const QString field = qs(e.path()).section(QLatin1Char('/'), -1);
        m_form->showMessage(tr("Not injected (%1): %2").arg(field, QString::fromUtf8(e.what())), true);
    }
}

void InjectionPage::repair(int fault)
{
    if (m_session.repairFault(std::size_t(fault)))
        m_form->showMessage(tr("%1 repaired at %2.").arg(faultName(fault), InjectionTexts::clock(m_session.now())),
                            false);
    refresh();
}

void InjectionPage::onElementSelected(const QString& id)
{
    if (m_selecting || id.isEmpty())
        return;
    const ClusterComponent component = m_drawing.componentOf(id);
    m_selecting = true;
    m_form->selectComponent(component);
    m_selecting = false;
}

void InjectionPage::onComponentChanged()
{
    if (m_selecting)
        return;
    const QString element = m_drawing.elementOf(m_form->targetType(), m_form->target());
    m_selecting = true;
    m_clusterView->selectElement(element);
    m_selecting = false;
}

void InjectionPage::updateTiles()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    const auto latest = [&twin](const char* name) -> double {
        const auto* series = twin.metrics().find(name);
        return series != nullptr && series->latest() ? series->latest()->value : 0.0;
    };
    m_utilisation->setValue(QStringLiteral("%L1").arg(latest("ailab_cluster_gpu_utilisation"), 0, 'f', 0),
                            tr("%"));
    m_running->setValue(tr("%1 / %2").arg(int(latest("ailab_cluster_running_jobs"))).arg(twin.jobs().size()));
    const cluster::ClusterHealth health = cluster::clusterHealth(twin);
    m_health->setValue(healthWord(health.health));
    m_health->setStatus(statusOf(health.health));
    QStringList parts;
    if (health.activeFaults > 0)
        parts << tr("%n fault(s) acting", nullptr, health.activeFaults);
    if (health.serversOut > 0)
        parts << tr("%n server(s) out", nullptr, health.serversOut);
    if (health.stoppedJobs > 0)
        parts << tr("%n job(s) stopped", nullptr, health.stoppedJobs);
    if (health.slowedJobs > 0)
        parts << tr("%n job(s) slowed", nullptr, health.slowedJobs);
    m_health->setDetail(parts.isEmpty() ? tr("All services operational") : parts.join(QStringLiteral(" · ")));

    const cluster::TrainingImpact impact = cluster::trainingImpact(twin, baselineTwin());
    const bool none = impact.health == core::telemetry::Health::Idle || impact.health == core::telemetry::Health::Healthy;
    if (none)
        m_impact->setValue(tr("None"));
    else
        m_impact->setValue(QStringLiteral("%L1").arg(100.0 * (impact.progressShare - 1.0), 0, 'f', 1), tr("% tokens"));
    m_impact->setStatus(statusOf(impact.health));
    m_impact->setDetail(none ? tr("As the baseline run")
                             : tr("%1 slower, %2 stopped, against the baseline run")
                                   .arg(tr("%n job(s)", nullptr, impact.slowerJobs))
                                   .arg(tr("%n job(s)", nullptr, impact.stoppedJobs)));
}

void InjectionPage::updateTimeline()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    const auto& log = twin.events();
    // The lines newer than the last shown, in the log's order.
    std::size_t first = log.size();
    while (first > 0 && log[first - 1].sequence > m_lastSequence)
        --first;
    for (std::size_t i = first; i < log.size(); ++i) {
        const core::telemetry::Event& e = log[i];
        m_lastSequence = std::max(m_lastSequence, e.sequence);
        QString text = InjectionTexts::timelineLine(e);
        const int cause = twin.eventCause(e);
        const bool own = e.type.rfind("fault.", 0) == 0;
        if (cause >= 0 && !own)
            text += tr(" ← caused by %1").arg(faultName(cause));
        auto* row = new QListWidgetItem(text, m_timeline);
        const Status status = e.severity == core::telemetry::Severity::Critical  ? Status::Failed
                              : e.severity == core::telemetry::Severity::Warning ? Status::Congested
                                                                                 : Status::Healthy;
        row->setIcon(style::statusIcon(status));
        row->setData(Qt::UserRole, cause);
        row->setData(Qt::UserRole + 1, qs(e.type));
        if (e.subject && e.subject->rfind("job:", 0) == 0 && cause >= 0)
        {
            const QString what = InjectionTexts::eventMessage(e);
            m_jobWhy.insert(qs(e.subject->substr(4)),
                            tr("%1 (%2)").arg(what.isEmpty() ? InjectionTexts::typeLabel(e.type) : what,
                                              faultName(cause)));
        }
    }
    if (first < log.size())
        m_timeline->scrollToBottom();
}

void InjectionPage::updateConsequences()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    const cluster::TrainingImpact impact = cluster::trainingImpact(twin, baselineTwin());
    m_consequences->setRowCount(int(impact.jobs.size()));
    for (std::size_t i = 0; i < impact.jobs.size(); ++i) {
        const cluster::JobImpact& j = impact.jobs[i];
        const int row = int(i);
        auto* name = item(qs(j.name));
        name->setIcon(style::statusIcon(statusOf(j.health)));
        name->setToolTip(style::statusText(statusOf(j.health)));
        m_consequences->setItem(row, 0, name);
        m_consequences->setItem(row, 1, item(j.phase == j.baselinePhase ? phaseWord(j.phase)
                                                                        : tr("%1 (baseline %2)")
                                                                              .arg(phaseWord(j.phase),
                                                                                   phaseWord(j.baselinePhase))));
        const QString steps = tr("%L1 (%L2)").arg(j.steps).arg(j.baselineSteps);
        m_consequences->setItem(
            row, 2,
            item(j.baselineSteps > 0 && j.steps != j.baselineSteps
                     ? tr("%1, %L2 %").arg(steps).arg(100.0 * (double(j.steps) / double(j.baselineSteps) - 1.0), 0, 'f', 1)
                     : steps));
        QString stepTime = j.stepS > 0 ? tr("%L1 s").arg(j.stepS, 0, 'f', 2) : tr("not stepping");
        if (j.baselineStepS > 0)
            stepTime = tr("%1 (%L2 s)").arg(stepTime).arg(j.baselineStepS, 0, 'f', 2);
        if (j.stepTimeRatio > 0 && std::abs(j.stepTimeRatio - 1.0) >= 0.0005)
            stepTime += tr(", %1%L2 %").arg(j.stepTimeRatio > 1 ? QStringLiteral("+") : QString())
                            .arg(100.0 * (j.stepTimeRatio - 1.0), 0, 'f', 1);
        m_consequences->setItem(row, 3, item(stepTime));
        auto* why = item(j.health == core::telemetry::Health::Healthy || j.health == core::telemetry::Health::Idle
                             ? QString()
                             : m_jobWhy.value(qs(j.name)));
        why->setToolTip(why->text());
        m_consequences->setItem(row, 4, why);
    }
}

void InjectionPage::updateFaultTable()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    const auto& faults = twin.faults().faults();
    QString signature;
    for (const auto& a : faults)
        signature += QStringLiteral("%1/%2/%3;").arg(a.appliedAt).arg(a.revertedAt).arg(a.cancelled);
    if (signature == m_faultSignature)
        return;
    m_faultSignature = signature;
    const int current = m_faults->currentRow();
    m_faults->setRowCount(int(faults.size()));
    for (std::size_t i = 0; i < faults.size(); ++i) {
        const auto& a = faults[i];
        const int row = int(i);
        auto* kind = item(qs(a.spec.kind));
        kind->setData(Qt::UserRole, int(i));
        m_faults->setItem(row, 0, kind);
        m_faults->setItem(row, 1, item(a.spec.target.empty() ? tr("all") : qs(a.spec.target)));
        m_faults->setItem(row, 2, item(a.spec.severity ? QStringLiteral("%L1").arg(*a.spec.severity)
                                                       : a.spec.xid > 0 ? tr("Xid %1").arg(a.spec.xid)
                                                                        : tr("default")));
        m_faults->setItem(row, 3, item(InjectionTexts::clock(a.appliedAt >= 0 ? a.appliedAt : a.spec.atS)));
        m_faults->setItem(row, 4, item(a.revertedAt >= 0 ? InjectionTexts::clock(a.revertedAt)
                                       : a.spec.untilS  ? InjectionTexts::clock(*a.spec.untilS)
                                                        : QStringLiteral("—")));
        const bool active = a.appliedAt >= 0 && a.revertedAt < 0 && !a.cancelled;
        const QString state = a.cancelled          ? tr("cancelled")
                              : a.appliedAt < 0    ? tr("waiting")
                              : active             ? tr("active")
                                                   : tr("ended");
        auto* stateItem = item(state);
        stateItem->setIcon(style::statusIcon(active ? Status::Failed : a.appliedAt < 0 && !a.cancelled ? Status::Idle
                                                                                                       : Status::Healthy));
        m_faults->setItem(row, 5, stateItem);
        // One button per row, kept while the fault can still be repaired or cancelled.
        auto* button = qobject_cast<QPushButton*>(m_faults->cellWidget(row, 6));
        if (active || (a.appliedAt < 0 && !a.cancelled)) {
            if (button == nullptr) {
                button = new QPushButton(m_faults);
                connect(button, &QPushButton::clicked, this, [this, i] { repair(int(i)); });
                m_faults->setCellWidget(row, 6, button);
            }
            button->setText(a.appliedAt < 0 ? tr("Cancel") : tr("Repair"));
            button->setAccessibleName(tr("Repair %1").arg(faultName(int(i))));
        } else {
            if (button != nullptr) {
                button->hide(); // deleted later by the view
                m_faults->removeCellWidget(row, 6);
            }
            m_faults->setItem(row, 6, item(QString()));
        }
    }
    if (current >= 0 && current < m_faults->rowCount()) {
        const QSignalBlocker block(m_faults);
        m_faults->setCurrentCell(current, 0);
    }
}

void InjectionPage::showPropagationOf(int fault)
{
    m_propagationFault = fault;
    m_propagationSteps = ~std::size_t(0);
    updatePropagation();
}

void InjectionPage::updatePropagation()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    if (!m_propagationChosen) {
        // The latest fault applied, unless the learner chose one.
        int latest = m_propagationFault;
        const auto& faults = twin.faults().faults();
        for (std::size_t i = 0; i < faults.size(); ++i)
            if (faults[i].appliedAt >= 0 && (latest < 0 || faults[std::size_t(latest)].appliedAt < 0 || int(i) > latest))
                latest = int(i);
        if (latest != m_propagationFault) {
            m_propagationFault = latest;
            m_propagationSteps = ~std::size_t(0);
        }
    }
    const std::vector<PropagationStep> steps = PropagationDrawing::steps(twin, m_propagationFault);
    if (steps.size() == m_propagationSteps)
        return;
    m_propagationSteps = steps.size();
    m_propagationView->setTopology(PropagationDrawing::snapshot(steps));
    if (m_propagationFault < 0)
        m_propagationTitle->setText(tr("Inject a fault to see how it propagates."));
    else if (steps.empty())
        m_propagationTitle->setText(tr("%1: not applied yet.").arg(faultName(m_propagationFault)));
    else
        m_propagationTitle->setText(tr("%1: %n line(s) of the event log.", nullptr, int(steps.size()))
                                        .arg(faultName(m_propagationFault)));
}

void InjectionPage::updateChart(bool restart)
{
    const cluster::ClusterTwin& twin = m_session.twin();
    if (restart) {
        m_chart->clear();
        m_chartLiveT = -1;
        m_chartBaselineT = -1;
        m_annotated.clear();
    }
    const std::string name = m_chartJob->currentText().toStdString();
    if (name.empty())
        return;
    const std::string series = fmt::format("ailab_job_step_time{{job=\"{}\"}}", name);
    const auto feed = [this](const core::telemetry::TimeSeries* source, const QString& id, double& last) {
        if (source == nullptr)
            return;
        for (const core::telemetry::Sample& s : *source) {
            if (s.time <= last)
                continue;
            m_chart->append(id, s.time, s.value);
            last = s.time;
        }
    };
    feed(twin.metrics().find(series), QStringLiteral("live"), m_chartLiveT);
    if (isVisible() || restart || m_chartBaselineT < m_session.now())
        feed(baselineTwin().metrics().find(series), QStringLiteral("baseline"), m_chartBaselineT);
    // Each fault and each repair as an annotation.
    const auto& faults = twin.faults().faults();
    for (std::size_t i = 0; i < faults.size(); ++i) {
        const auto& a = faults[i];
        const QString applied = QStringLiteral("%1@applied").arg(i);
        if (a.appliedAt >= 0 && !m_annotated.contains(applied)) {
            m_annotated.insert(applied);
            m_chart->addAnnotation(a.appliedAt, qs(a.spec.kind), tr("%1 begins").arg(faultName(int(i))));
        }
        const QString reverted = QStringLiteral("%1@reverted").arg(i);
        if (a.revertedAt >= 0 && !m_annotated.contains(reverted)) {
            m_annotated.insert(reverted);
            m_chart->addAnnotation(a.revertedAt, tr("repaired"), tr("%1 ends").arg(faultName(int(i))));
        }
    }
}

} // namespace ailab::labs::operations
