#include "labs/storage/panels/mlperf_page.h"

#include "core/error.h"
#include "core/models/storage/accelerator_search.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/workloads.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/storage/views/storage_explainers.h"
#include "labs/storage/views/storage_format.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrent>
#include <algorithm>
#include <cmath>

namespace ailab::labs::storage {

namespace cs = core::storage;
namespace ms = core::models::storage;

struct RunnerOutcome
{
    bool search = false;
    QString error;
    std::unique_ptr<cs::PipelineResult> run;
    ms::AcceleratorSearch found;
    bool complete = false;
};

namespace {
const QString kWorkload = QStringLiteral("workload");
const QString kAccelerator = QStringLiteral("accelerator");
const QString kAccelerators = QStringLiteral("accelerators");
const QString kTier = QStringLiteral("tier");
const QString kBandwidth = QStringLiteral("tierGBps");
const QString kSteps = QStringLiteral("stepsPerEpoch");
const QString kLimit = QStringLiteral("searchLimit");

// The lab's runs are one epoch of at most this many steps, so that a search takes seconds
// (MLPerf Storage's own runs read the whole dataset five times; teaching assumption).
constexpr int kDefaultSteps = 60;
constexpr int kDefaultAccelerators = 8;
constexpr int kDefaultLimit = 128;

struct Stopped
{
};
} // namespace

MlperfPage::MlperfPage(QWidget* parent)
    : LabPage(parent)
{
    auto* content = new QWidget(this);
    auto* inputs = new QGroupBox(tr("Benchmark run"), content);
    // Two forms side by side where they fit, the second under the first where they do not (a
    // projector in presenter mode, German).
    auto* forms = new FlowLayout(inputs);
    auto* runForm = new QWidget(inputs);
    auto* tierForm = new QWidget(inputs);
    auto* runGrid = new QGridLayout(runForm);
    auto* tierGrid = new QGridLayout(tierForm);
    for (QGridLayout* grid : {runGrid, tierGrid}) {
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setColumnStretch(1, 1);
    }
    forms->addWidget(runForm);
    forms->addWidget(tierForm);
    m_workload = new QComboBox(inputs);
    m_workload->addItem(tr("3D U-Net (medical images)"), QStringLiteral("unet3d"));
    m_workload->addItem(tr("ResNet-50 (images)"), QStringLiteral("resnet50"));
    m_workload->addItem(tr("CosmoFlow (cosmology)"), QStringLiteral("cosmoflow"));
    m_accelerator = new QComboBox(inputs);
    m_accelerator->addItem(tr("NVIDIA H100"), QStringLiteral("h100"));
    m_accelerator->addItem(tr("NVIDIA A100"), QStringLiteral("a100"));
    m_accelerators = new QSpinBox(inputs);
    m_accelerators->setRange(1, 1024);
    m_tier = new QComboBox(inputs);
    for (cs::TierKind kind : {cs::TierKind::ParallelFileSystem, cs::TierKind::NvmeArray,
                              cs::TierKind::ObjectStore, cs::TierKind::LocalNvme})
        m_tier->addItem(StorageFormat::tier(kind), QString::fromUtf8(cs::tierKindId(kind).data()));
    m_bandwidth = new QSpinBox(inputs);
    m_bandwidth->setRange(0, 2000);
    m_bandwidth->setSuffix(tr(" GB/s"));
    m_bandwidth->setSpecialValueText(tr("tier's default"));
    m_steps = new QSpinBox(inputs);
    m_steps->setRange(10, 5000);
    m_limit = new QSpinBox(inputs);
    m_limit->setRange(1, 4096);
    const auto addRow = [&](QGridLayout* grid, int row, const QString& label, QWidget* box) {
        QWidget* form = grid->parentWidget();
        auto* title = new QLabel(label, form);
        title->setBuddy(box);
        box->setParent(form);
        box->setAccessibleName(QString(label).remove(QLatin1Char('&')));
        grid->addWidget(title, row, 0);
        grid->addWidget(box, row, 1);
    };
    addRow(runGrid, 0, tr("&Workload"), m_workload);
    addRow(runGrid, 1, tr("&Accelerator"), m_accelerator);
    addRow(runGrid, 2, tr("Accelerators (&n)"), m_accelerators);
    addRow(tierGrid, 0, tr("Stora&ge tier"), m_tier);
    addRow(tierGrid, 1, tr("Tier ban&dwidth"), m_bandwidth);
    addRow(tierGrid, 2, tr("St&eps per epoch"), m_steps);
    addRow(tierGrid, 3, tr("Search up t&o"), m_limit);
    m_steps->setToolTip(tr("One epoch of at most this many steps per run, so that a search "
                           "takes seconds; MLPerf Storage reads the whole dataset."));

    m_run = new QPushButton(tr("Run this &benchmark"), content);
    m_search = new QPushButton(tr("Find the most accelerators that &pass"), content);
    m_stop = new QPushButton(tr("Stop"), content);
    m_stop->setEnabled(false);
    m_progress = new QProgressBar(content);
    m_progress->setAccessibleName(tr("Runner progress"));
    m_status = new QLabel(content);
    m_status->setWordWrap(true);
    auto* buttons = new FlowLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_search);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_progress);

    auto* tiles = new FlowLayout;
    m_au = new MetricTile(tr("Accelerator utilisation"), content);
    m_throughput = new MetricTile(tr("Throughput"), content);
    m_wait = new MetricTile(tr("Data wait"), content);
    m_max = new MetricTile(tr("Most accelerators that pass"), content);
    for (MetricTile* t : {m_au, m_throughput, m_wait, m_max})
        tiles->addWidget(t);
    m_au->setExplanation(tr("AU as DLIO computes it, against the workload's threshold."));
    m_throughput->setExplanation(tr("Data delivered to the accelerators against what they ask."));
    m_wait->setExplanation(tr("The accelerators' time spent waiting for data."));
    m_max->setExplanation(tr("The search's answer: doubling, then bisecting."));

    m_chart = new SummaryChart(content);
    m_chart->setTitle(tr("AU of each run against the threshold"));
    m_chart->setMinimumHeight(m_chart->fontMetrics().height() * 14);
    m_explainer = new ExplainerPanel(content);
    auto* views = new QTabWidget(content);
    views->addTab(m_chart, tr("Runs"));
    views->addTab(m_explainer, tr("How MLPerf Storage measures"));
    views->setAccessibleName(tr("Runner results and explanation"));

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(inputs);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addLayout(tiles);
    layout->addWidget(views, 1);
    hostInVerticalScroll(this, content);

    connect(m_run, &QPushButton::clicked, this, &MlperfPage::startRun);
    connect(m_search, &QPushButton::clicked, this, &MlperfPage::startSearch);
    connect(m_stop, &QPushButton::clicked, this, &MlperfPage::stop);
    connect(&m_watcher, &QFutureWatcher<RunnerTrial>::resultReadyAt, this,
            &MlperfPage::onTrialReady);
    connect(&m_watcher, &QFutureWatcher<RunnerTrial>::finished, this, &MlperfPage::onFinished);
    for (QComboBox* box : {m_workload, m_accelerator, m_tier})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { updateExplainer(); });
    connect(m_accelerators, &QSpinBox::valueChanged, this, [this] { updateExplainer(); });
    resetToDefaults();
}

MlperfPage::~MlperfPage()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

QString MlperfPage::pageSummary() const
{
    return tr("MLPerf Storage's training workloads on emulated accelerators: does this storage "
              "keep them above the AU threshold, and how many can it keep there?");
}

ms::MlperfRunSetup MlperfPage::setup() const
{
    ms::MlperfRunSetup s;
    s.workload = m_workload->currentData().toString().toStdString();
    s.accelerator = m_accelerator->currentData().toString().toStdString();
    s.tier = cs::parseTierKind(m_tier->currentData().toString().toStdString(), "/tier");
    s.tierBytesPerSecond = m_bandwidth->value() * 1e9;
    s.epochs = 1;
    s.maxStepsPerEpoch = m_steps->value();
    return s;
}

void MlperfPage::updateExplainer()
{
    const cs::TrainingWorkload& w =
        cs::trainingWorkload(m_workload->currentData().toString().toStdString(),
                             m_accelerator->currentData().toString().toStdString());
    m_explainer->setContent(StorageExplainers::mlperf(w, m_accelerators->value()));
}

void MlperfPage::startRun()
{
    start(false);
}

void MlperfPage::startSearch()
{
    start(true);
}

void MlperfPage::stop()
{
    m_watcher.cancel();
    m_status->setText(tr("Stopping after the run in progress…"));
}

void MlperfPage::start(bool search)
{
    if (m_watcher.isRunning())
        return;
    clearResults();
    const ms::MlperfRunSetup s = setup();
    const int accelerators = m_accelerators->value();
    const int limit = m_limit->value();
    try {
        ms::mlperfRunConfig(s, search ? 1 : accelerators); // refuses bad input here
    } catch (const core::Error& e) {
        m_status->setText(tr("Not run: %1").arg(QString::fromStdString(e.what())));
        return;
    }
    m_outcome = std::make_shared<RunnerOutcome>();
    m_outcome->search = search;
    auto outcome = m_outcome;
    m_run->setEnabled(false);
    m_search->setEnabled(false);
    m_stop->setEnabled(true);
    // A search takes about 2 log2(limit) runs; a single run is one.
    const int expected =
        search ? std::max(1, 2 * int(std::ceil(std::log2(std::max(2, limit))))) : 1;
    m_progress->setRange(0, expected);
    m_progress->setValue(0);
    m_status->setText(search ? tr("Searching: doubling the accelerators until a run fails…")
                             : tr("Running %n accelerator(s)…", "", accelerators));
    m_watcher.setFuture(QtConcurrent::run(
        [s, accelerators, limit, search, outcome](QPromise<RunnerTrial>& promise) {
            int done = 0;
            try {
                if (search) {
                    outcome->found = ms::searchMaxAccelerators(
                        [&](int n) {
                            if (promise.isCanceled())
                                throw Stopped{};
                            return ms::mlperfRunConfig(s, n);
                        },
                        limit,
                        [&](const ms::SearchTrial& t) {
                            promise.addResult(RunnerTrial{t.accelerators, t.au, t.passed});
                            promise.setProgressValue(++done);
                        });
                } else {
                    const cs::PipelineResult r = cs::runPipeline(ms::mlperfRunConfig(s, accelerators));
                    const cs::JobResult& j = r.jobs.front();
                    outcome->run = std::make_unique<cs::PipelineResult>(r);
                    promise.addResult(RunnerTrial{accelerators, j.au, j.passed});
                }
                outcome->complete = true;
            } catch (const Stopped&) {
            } catch (const core::Error& e) {
                outcome->error = QString::fromStdString(e.what());
            } catch (const std::exception& e) {
                outcome->error = QString::fromLocal8Bit(e.what());
            }
        }));
}

void MlperfPage::onTrialReady(int index)
{
    m_trials.push_back(m_watcher.resultAt(index));
    m_progress->setValue(std::min(m_progress->maximum(), int(m_trials.size())));
    const RunnerTrial& t = m_trials.back();
    m_status->setText(tr("%n accelerator(s): AU %1, %2", "", t.accelerators)
                          .arg(StorageFormat::percent(t.au),
                               t.passed ? tr("passes") : tr("fails")));
    showTrials();
}

void MlperfPage::showTrials()
{
    std::vector<RunnerTrial> sorted = m_trials;
    std::sort(sorted.begin(), sorted.end(),
              [](const RunnerTrial& a, const RunnerTrial& b) { return a.accelerators < b.accelerators; });
    const cs::TrainingWorkload& w =
        cs::trainingWorkload(m_workload->currentData().toString().toStdString(),
                             m_accelerator->currentData().toString().toStdString());
    QStringList categories;
    QList<double> au;
    QList<double> threshold;
    for (const RunnerTrial& t : sorted) {
        categories << tr("%n accelerator(s)", "", t.accelerators);
        au << t.au * 100.0;
        threshold << w.auThreshold * 100.0;
    }
    m_chart->setBars(categories,
                     {BarSeries{tr("AU"), au, QColor(), false},
                      BarSeries{tr("Threshold"), threshold, QColor(), true}},
                     tr("AU (%)"));
}

void MlperfPage::onFinished()
{
    m_run->setEnabled(true);
    m_search->setEnabled(true);
    m_stop->setEnabled(false);
    const std::shared_ptr<RunnerOutcome> outcome = m_outcome;
    if (!outcome) {
        emit runFinished();
        return;
    }
    if (!outcome->error.isEmpty()) {
        m_status->setText(tr("The run failed: %1").arg(outcome->error));
    } else if (!outcome->complete) {
        m_status->setText(tr("Stopped after %n run(s).", "", int(m_trials.size())));
    } else if (outcome->search) {
        const ms::AcceleratorSearch& f = outcome->found;
        m_progress->setValue(m_progress->maximum());
        m_max->setValue(QString::number(f.maxPassing));
        m_max->setStatus(f.maxPassing > 0 ? Status::Healthy : Status::Failed);
        if (f.firstFailing > 0)
            m_max->setDetail(tr("AU %1; %2 accelerators fail at %3")
                                 .arg(StorageFormat::percent(f.auAtMax))
                                 .arg(f.firstFailing)
                                 .arg(StorageFormat::percent(f.auAtFirstFailing)));
        else
            m_max->setDetail(tr("AU %1; the search's limit still passes")
                                 .arg(StorageFormat::percent(f.auAtMax)));
        m_status->setText(tr("Search done in %n run(s).", "", f.runs));
    } else if (outcome->run) {
        m_progress->setValue(m_progress->maximum());
        const cs::JobResult& j = outcome->run->jobs.front();
        m_au->setValue(StorageFormat::percent(j.au));
        m_au->setDetail(tr("threshold %1: %2")
                            .arg(StorageFormat::percent(j.auThreshold),
                                 j.passed ? tr("passes") : tr("fails")));
        m_au->setStatus(j.passed ? Status::Healthy : Status::Failed);
        m_throughput->setValue(StorageFormat::rate(j.deliveredBytesPerSecond));
        m_throughput->setDetail(tr("of %1 asked").arg(StorageFormat::rate(j.demandBytesPerSecond)));
        m_wait->setValue(StorageFormat::percent(j.dataWaitFraction));
        m_wait->setDetail(tr("read latency p99 %1").arg(StorageFormat::seconds(j.readLatencyP99S)));
        m_status->setText(j.passed ? tr("The storage keeps these accelerators busy enough.")
                                   : tr("The storage cannot keep these accelerators above the "
                                        "threshold."));
    }
    emit runFinished();
}

void MlperfPage::clearResults()
{
    m_trials.clear();
    m_chart->clear();
    for (MetricTile* t : {m_au, m_throughput, m_wait, m_max}) {
        t->setValue(tr("–"));
        t->setDetail(QString());
        t->clearStatus();
    }
    m_progress->setValue(0);
}

QJsonObject MlperfPage::saveState() const
{
    return {{kWorkload, m_workload->currentData().toString()},
            {kAccelerator, m_accelerator->currentData().toString()},
            {kAccelerators, m_accelerators->value()},
            {kTier, m_tier->currentData().toString()},
            {kBandwidth, m_bandwidth->value()},
            {kSteps, m_steps->value()},
            {kLimit, m_limit->value()}};
}

void MlperfPage::restoreState(const QJsonObject& state)
{
    const QStringList known{kWorkload, kAccelerator, kAccelerators, kTier,
                            kBandwidth, kSteps,       kLimit};
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (!known.contains(it.key()))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    const auto choice = [&](const QString& key, QComboBox* box, const QString& fallback) {
        const QJsonValue v = state.value(key);
        const QString id = v.isUndefined() ? fallback : v.toString();
        const int index = box->findData(id);
        if (!v.isUndefined() && (!v.isString() || index < 0))
            throw core::Error("expected one of the choices", "/" + key.toStdString());
        return index;
    };
    const auto integer = [&](const QString& key, QSpinBox* box, int fallback) {
        const QJsonValue v = state.value(key);
        if (v.isUndefined())
            return fallback;
        const double d = v.toDouble(-1e18);
        if (!v.isDouble() || d != std::floor(d) || d < box->minimum() || d > box->maximum())
            throw core::Error("expected an integer from " + std::to_string(box->minimum()) +
                                  " to " + std::to_string(box->maximum()),
                              "/" + key.toStdString());
        return int(d);
    };
    const int workload = choice(kWorkload, m_workload, QStringLiteral("unet3d"));
    const int accelerator = choice(kAccelerator, m_accelerator, QStringLiteral("h100"));
    const int tier = choice(kTier, m_tier, QStringLiteral("pfs"));
    const int accelerators = integer(kAccelerators, m_accelerators, kDefaultAccelerators);
    const int bandwidth = integer(kBandwidth, m_bandwidth, 0);
    const int steps = integer(kSteps, m_steps, kDefaultSteps);
    const int limit = integer(kLimit, m_limit, kDefaultLimit);
    if (m_watcher.isRunning()) {
        m_watcher.cancel();
        m_watcher.waitForFinished();
    }
    m_workload->setCurrentIndex(workload);
    m_accelerator->setCurrentIndex(accelerator);
    m_tier->setCurrentIndex(tier);
    m_accelerators->setValue(accelerators);
    m_bandwidth->setValue(bandwidth);
    m_steps->setValue(steps);
    m_limit->setValue(limit);
    m_outcome.reset();
    clearResults();
    m_status->setText(tr("Choose a workload and a storage, then run the benchmark or search."));
    updateExplainer();
}

void MlperfPage::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::storage
