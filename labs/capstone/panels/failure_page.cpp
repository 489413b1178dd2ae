#include "labs/capstone/panels/failure_page.h"

#include "core/design/design_long_run.h"
#include "core/error.h"
#include "labs/capstone/capstone_session.h"
#include "labs/capstone/views/design_drawing.h"
#include "labs/capstone/views/design_texts.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace ailab::labs::capstone {

namespace design = core::design;
using T = DesignTexts;

namespace {

// The long run's length: the 54 days of the Llama 3 405B pre-training window the failure rates
// come from (Dubey et al. 2024, section 3.3.4).
constexpr double kLongRunS = 54 * 86400.0;

int rowOf(const design::FailureAnalysis& f, const char* component)
{
    for (std::size_t i = 0; i < f.nMinus1.size(); ++i)
        if (f.nMinus1[i].component == component)
            return int(i);
    return -1;
}

} // namespace

FailurePage::FailurePage(CapstoneSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);

    auto* simulator = new QGroupBox(tr("Architecture failure simulator"), content);
    auto* simLayout = new QVBoxLayout(simulator);
    auto* intro = new QLabel(tr("Inject a failure into the configured infrastructure and observe how available "
                                "resources change. Each button takes the component where it hurts most, as the "
                                "N-1 analysis below."),
                             simulator);
    intro->setWordWrap(true);
    simLayout->addWidget(intro);
    auto* buttons = new QWidget(simulator);
    auto* buttonFlow = new FlowLayout(buttons);
    m_compute = new QPushButton(tr("Compute: a GPU server fails"), buttons);
    m_network = new QPushButton(tr("Network: a leaf switch fails"), buttons);
    m_storageButton = new QPushButton(tr("Storage: a data server fails"), buttons);
    auto* reset = new QPushButton(tr("Back to the baseline"), buttons);
    for (QPushButton* b : {m_compute, m_network, m_storageButton, reset})
        buttonFlow->addWidget(b);
    simLayout->addWidget(buttons);
    connect(m_compute, &QPushButton::clicked, this, [this] { injectFailure(QStringLiteral("compute")); });
    connect(m_network, &QPushButton::clicked, this, [this] { injectFailure(QStringLiteral("network")); });
    connect(m_storageButton, &QPushButton::clicked, this, [this] { injectFailure(QStringLiteral("storage")); });
    connect(reset, &QPushButton::clicked, this, &FailurePage::resetSimulator);

    auto* tiles = new QWidget(simulator);
    auto* tileFlow = new FlowLayout(tiles);
    m_gpus = new MetricTile(tr("Available GPUs"), tiles);
    m_fabric = new MetricTile(tr("Available fabric capacity"), tiles);
    m_fabric->setExplanation(tr("The leaf-spine bisection less the share the failure takes."));
    m_storage = new MetricTile(tr("Available storage throughput"), tiles);
    m_status = new MetricTile(tr("Architecture status"), tiles);
    for (MetricTile* t : {m_gpus, m_fabric, m_storage, m_status})
        tileFlow->addWidget(t);
    simLayout->addWidget(tiles);
    auto* timelineTitle = new QLabel(tr("Failure event timeline"), simulator);
    m_timeline = new QListWidget(simulator);
    m_timeline->setAccessibleName(tr("Failure event timeline"));
    m_timeline->setWordWrap(true);
    m_timeline->setMinimumHeight(fontMetrics().height() * 7);
    timelineTitle->setBuddy(m_timeline);
    simLayout->addWidget(timelineTitle);
    simLayout->addWidget(m_timeline);
    layout->addWidget(simulator);

    auto* nBox = new QGroupBox(tr("One failure of each component class (N-1)"), content);
    auto* nLayout = new QVBoxLayout(nBox);
    m_table = new QTableWidget(nBox);
    m_table->setColumnCount(7);
    // Titles on two lines, the component's name and the job's outcome wrapped: the seven
    // columns fit a projector's 1024 px in presenter mode without a sideways scroll bar.
    QStringList headers;
    for (const QString& title : {tr("Component"), tr("Of"), tr("GPUs lost"), tr("Training job"), tr("Stopped for"),
                                 tr("Until repaired"), tr("Status")})
        headers << stackedTitle(title, 10);
    m_table->setHorizontalHeaderLabels(headers);
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAccessibleName(tr("One failure of each component class"));
    m_table->setMinimumHeight(fontMetrics().height() * 12);
    fitColumnsWrapping(m_table, {0, 3});
    nLayout->addWidget(m_table);
    auto* hint = new QLabel(tr("Select a row to mark its failure domain on the drawing; the row's tooltip says "
                               "what it takes down."),
                            nBox);
    hint->setWordWrap(true);
    nLayout->addWidget(hint);
    m_topology = new TopologyView(nBox);
    m_topology->setTitle(tr("The failure domain"));
    m_topology->setAutoFit(TopologyView::AutoFit::Width);
    m_topology->setMinimumHeight(fontMetrics().height() * 20);
    nLayout->addWidget(m_topology);
    layout->addWidget(nBox);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { showFailure(row); });

    auto* longBox = new QGroupBox(tr("The long run with failures"), content);
    auto* longLayout = new QVBoxLayout(longBox);
    m_closedForm = new QLabel(longBox);
    m_closedForm->setWordWrap(true);
    longLayout->addWidget(m_closedForm);
    auto* runRow = new QWidget(longBox);
    auto* runFlow = new FlowLayout(runRow);
    auto* seedsLabel = new QLabel(tr("Simulated runs of 54 da&ys:"), runRow);
    m_seeds = new QSpinBox(runRow);
    m_seeds->setRange(1, 500);
    m_seeds->setValue(20);
    m_seeds->setAccessibleName(tr("Simulated runs"));
    seedsLabel->setBuddy(m_seeds);
    m_run = new QPushButton(tr("Run the Monte-Carlo"), runRow);
    m_cancel = new QPushButton(tr("Cancel"), runRow);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(runRow);
    m_progress->setAccessibleName(tr("Progress of the long run"));
    m_progress->setMinimumWidth(fontMetrics().averageCharWidth() * 24);
    for (QWidget* w : std::initializer_list<QWidget*>{seedsLabel, m_seeds, m_run, m_cancel, m_progress})
        runFlow->addWidget(w);
    longLayout->addWidget(runRow);
    m_monteCarlo = new QLabel(tr("Not run yet."), longBox);
    m_monteCarlo->setWordWrap(true);
    longLayout->addWidget(m_monteCarlo);
    layout->addWidget(longBox);
    layout->addStretch(1);
    hostInVerticalScroll(this, content);

    connect(m_run, &QPushButton::clicked, this, &FailurePage::runLongRun);
    connect(m_cancel, &QPushButton::clicked, this, &FailurePage::cancelLongRun);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<design::LongRunMonteCarlo>>::finished, this, [this] {
        m_run->setEnabled(m_session.evaluation().failures.longRun.has_value());
        m_cancel->setEnabled(false);
        const auto result = m_watcher.result();
        if (!result) {
            m_monteCarlo->setText(tr("The long run was refused by the model."));
            return;
        }
        const design::LongRunMonteCarlo& r = *result;
        m_monteCarlo->setText(
            tr("%1 simulated runs%2: effective training time %3 on average (%4 to %5), %6 failures a day; the closed "
               "form for the same job: %7.")
                .arg(r.runs)
                .arg(r.cancelled ? tr(" (cancelled)") : QString())
                .arg(T::percent(r.meanFraction), T::percent(r.minFraction), T::percent(r.maxFraction),
                     T::number(r.meanFailuresPerDay, 2), T::percent(r.closedFormFraction)));
    });
    connect(&m_session, &LabSession::rebuilt, this, &FailurePage::refresh);
    connect(&m_session, &CapstoneSession::designChanged, this, &FailurePage::refresh);
    refresh();
}

FailurePage::~FailurePage()
{
    cancelLongRun();
    m_watcher.waitForFinished();
}

bool FailurePage::isRunning() const
{
    return m_watcher.isRunning();
}

void FailurePage::resetToDefaults()
{
    resetSimulator();
}

void FailurePage::resetSimulator()
{
    m_timeline->clear();
    m_events = 0;
    m_timeline->addItem(tr("[00:00] ARCHITECTURE_READY · Baseline resources available"));
    showBaselineTiles();
}

void FailurePage::showBaselineTiles()
{
    const design::ClusterFigures& cf = m_session.evaluation().figures.cluster;
    m_gpus->setValue(QLocale().toString(cf.gpus));
    m_gpus->setDetail(QString());
    // Hundreds of Tb/s need no hundredths.
    m_fabric->setValue(T::number(cf.fabricBisectionTbps, cf.fabricBisectionTbps >= 100 ? 0 : 2), tr("Tb/s"));
    m_storage->setValue(T::number(cf.storageReadGBps, 0), tr("GB/s"));
    m_status->setValue(T::statusName("healthy"));
    m_status->setStatus(Status::Healthy);
    m_status->setDetail(tr("Ready for failure injection"));
}

void FailurePage::injectFailure(const QString& kind)
{
    const design::FailureAnalysis& fa = m_session.evaluation().failures;
    const char* component = kind == QLatin1String("compute")   ? "server"
                            : kind == QLatin1String("network") ? "leaf"
                                                               : "storage-server";
    const int row = rowOf(fa, component);
    ++m_events;
    const QString stamp = QStringLiteral("[00:%1]").arg(m_events, 2, 10, QLatin1Char('0'));
    const QString event = kind == QLatin1String("compute")   ? QStringLiteral("COMPUTE_FAILURE")
                          : kind == QLatin1String("network") ? QStringLiteral("NETWORK_FAILURE")
                                                             : QStringLiteral("STORAGE_FAILURE");
    if (row < 0) {
        m_timeline->addItem(tr("%1 %2 · the design has no such component").arg(stamp, event));
        return;
    }
    const design::ComponentFailure& f = fa.nMinus1[std::size_t(row)];
    m_timeline->addItem(
        tr("%1 %2 · %3: %4").arg(stamp, event, QString::fromStdString(f.target), T::failureEffect(f)));
    m_timeline->scrollToBottom();
    m_gpus->setValue(QLocale().toString(f.availableGpus));
    m_gpus->setDetail(tr("%n lost", nullptr, f.gpusLost));
    m_fabric->setValue(T::number(f.availableFabricTbps, f.availableFabricTbps >= 100 ? 0 : 2), tr("Tb/s"));
    m_storage->setValue(T::number(f.availableStorageGBps, 0), tr("GB/s"));
    m_status->setValue(T::statusName(f.status));
    m_status->setStatus(T::statusOf(f.status));
    m_status->setDetail(T::outcomeText(f));
    m_table->selectRow(row);
}

void FailurePage::refresh()
{
    cancelLongRun();
    const design::DesignEvaluation& e = m_session.evaluation();
    const design::FailureAnalysis& fa = e.failures;
    resetSimulator();
    m_table->setRowCount(int(fa.nMinus1.size()));
    for (int i = 0; i < int(fa.nMinus1.size()); ++i) {
        const design::ComponentFailure& f = fa.nMinus1[std::size_t(i)];
        const QString effect = T::failureEffect(f);
        auto set = [&](int column, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            item->setToolTip(effect);
            m_table->setItem(i, column, item);
        };
        set(0, T::componentName(f.component));
        set(1, QString::number(f.count));
        set(2, QString::number(f.gpusLost));
        set(3, e.bottlenecks.training ? T::outcomeText(f) : tr("no training job"));
        set(4, f.downtimeS > 0 ? T::duration(f.downtimeS) : tr("not stopped"));
        set(5, T::duration(f.durationS));
        set(6, T::statusName(f.status));
        m_table->item(i, 6)->setIcon(style::statusIcon(T::statusOf(f.status)));
    }
    m_topology->setTopology(DesignDrawing::snapshot(m_session.spec(), e.figures));

    if (fa.longRun) {
        const design::LongRunFailures& l = *fa.longRun;
        m_closedForm->setText(
            tr("<b>Closed form</b> (Daly's expected waste at the Llama 3 failure rates): one failure every %1 h "
               "(%2 a day); a checkpoint every %3 stalls %4 s; Young's interval %5, Daly's %6, the optimum %7; "
               "restart %8. Effective training time %9, so %10 days to train with failures and %11 interruptions "
               "expected.")
                .arg(T::number(l.mtbfHours, 2), T::number(l.failuresPerHour * 24, 2),
                     T::duration(l.checkpointIntervalS), T::number(l.checkpointCostS, 3),
                     T::duration(l.youngIntervalS), T::duration(l.dalyIntervalS), T::duration(l.optimumIntervalS),
                     T::duration(l.restartS), T::percent(l.effectiveTrainingFraction))
                .arg(T::number(l.timeToTrainDays, 1), T::number(l.expectedInterruptions, 0)));
        m_run->setEnabled(!isRunning());
    } else {
        m_closedForm->setText(tr("The design has no training job: there is no long run to simulate."));
        m_run->setEnabled(false);
    }
    m_monteCarlo->setText(tr("Not run yet."));
    m_progress->setValue(0);
}

void FailurePage::showFailure(int row)
{
    const design::DesignEvaluation& e = m_session.evaluation();
    TopologySnapshot snapshot = DesignDrawing::snapshot(m_session.spec(), e.figures);
    if (row >= 0 && row < int(e.failures.nMinus1.size()))
        DesignDrawing::markFailure(snapshot, e.failures.nMinus1[std::size_t(row)], e.figures);
    m_topology->setTopology(snapshot);
}

void FailurePage::runLongRun()
{
    if (isRunning())
        return;
    core::cluster::ResilienceSetup setup;
    try {
        setup = design::longRunSetup(m_session.spec(), m_session.evaluation(), kLongRunS, m_session.seed());
    } catch (const core::Error& e) {
        m_monteCarlo->setText(QString::fromStdString(e.message()));
        return;
    }
    const int seeds = m_seeds->value();
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    auto cancelled = m_cancelled;
    m_progress->setRange(0, seeds);
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_monteCarlo->setText(tr("Running..."));
    QPointer<QProgressBar> progress = m_progress;
    m_watcher.setFuture(QtConcurrent::run([setup, seeds, cancelled, progress] {
        try {
            return std::make_shared<design::LongRunMonteCarlo>(
                design::runLongRunMonteCarlo(setup, seeds, [&](int done, int) {
                    QMetaObject::invokeMethod(
                        progress, [progress, done] {
                            if (progress)
                                progress->setValue(done);
                        },
                        Qt::QueuedConnection);
                    return !cancelled->load();
                }));
        } catch (const core::Error&) {
            return std::shared_ptr<design::LongRunMonteCarlo>();
        }
    }));
}

void FailurePage::cancelLongRun()
{
    if (m_cancelled)
        m_cancelled->store(true);
}

} // namespace ailab::labs::capstone
