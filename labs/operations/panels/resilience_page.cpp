#include "labs/operations/panels/resilience_page.h"

#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/course_recovery.h"
#include "core/cluster/failure_rates.h"
#include "core/cluster/resilience_job.h"
#include "core/cluster/resilience_run.h"
#include "core/error.h"
#include "core/units/format.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapped_label.h"
#include "labs/operations/operations_session.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <qcustomplot.h>
#include <algorithm>
#include <cmath>

namespace ailab::labs::operations {

namespace cluster = core::cluster;
namespace storage = core::storage;
namespace units = core::units;

struct ResiliencePage::Outcome
{
    cluster::ResilienceSweep sweep;
    cluster::ResilienceJob job;
    int bestPoint = -1;             // the interval with the highest mean effective training time
    cluster::ResilienceOutcome run; // one run at that interval, with its trace
    QString jobName;
    QString error;
    int generation = 0; // the page's run it belongs to
};

namespace {

// The course's simulator: interval 30 min, restart 10 min, 20 min since the last checkpoint.
constexpr double kCourseIntervalMin = 30;
constexpr double kCourseRestartMin = 10;
constexpr double kCourseSinceMin = 20;
constexpr double kMaxMinutes = 24 * 60;
constexpr double kMaxTrainedH = 10000;
// The long run: the Llama 3 paper's 54-day snapshot, 20 runs per interval.
constexpr int kDefaultDays = 54;
constexpr int kMaxDays = 365;
constexpr int kDefaultSeeds = 20;
constexpr int kMaxSeeds = 200;
// A recovery plays in this many seconds of wall time, whatever its length.
constexpr double kRecoveryPlaySeconds = 3.0;
// The job sizes of the scaling charts: 1,024 to 131,072 GPUs.
const std::vector<int> kJobSizes = {1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072};

const QString kInterval = QStringLiteral("intervalMin");
const QString kRestart = QStringLiteral("restartMin");
const QString kSince = QStringLiteral("sinceMin");
const QString kTrained = QStringLiteral("trainedH");
const QString kUsable = QStringLiteral("usableCheckpoint");
const QString kJob = QStringLiteral("job");
const QString kMode = QStringLiteral("mode");
const QString kDays = QStringLiteral("days");
const QString kSeeds = QStringLiteral("seeds");

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString duration(double seconds)
{
    return qs(units::toString(units::Seconds::seconds(seconds), {.significantDigits = 3}));
}

QString number(double value, int digits = 3)
{
    return qs(units::formatNumber(value, digits));
}

QString percent(double share)
{
    return ResiliencePage::tr("%1 %").arg(QLocale().toString(100 * share, 'f', 1));
}

QGroupBox* boxAround(const QString& title, QWidget* parent)
{
    auto* box = new QGroupBox(title, parent);
    new QVBoxLayout(box);
    return box;
}

QDoubleSpinBox* minutesInput(double value, const QString& name, QWidget* parent)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, kMaxMinutes);
    box->setDecimals(0);
    box->setValue(value);
    box->setSuffix(ResiliencePage::tr(" min"));
    box->setAccessibleName(name);
    // A value counts when typed in full (Enter or leaving the box): typing "15" must not pass
    // through 1 minute, which would clamp the time since the checkpoint.
    box->setKeyboardTracking(false);
    return box;
}

TimeSeriesPanel* chart(const QString& id, const QString& title, const QString& xLabel,
                       const QString& yLabel, const QString& xUnit, const QString& yUnit,
                       QWidget* parent)
{
    auto* panel = new TimeSeriesPanel(parent);
    panel->setObjectName(id);
    panel->setTitle(title);
    panel->setAxes(xLabel, yLabel);
    panel->setUnits(xUnit, yUnit);
    parent->layout()->addWidget(panel);
    return panel;
}

// A sweep (or a run's progress between its failures) joins its points with straight lines, as
// the inference lab's rate sweep does; a time series holds each value until the next.
void straightLines(TimeSeriesPanel* panel)
{
    for (int i = 0; i < panel->plot()->graphCount(); ++i) {
        panel->plot()->graph(i)->setLineStyle(QCPGraph::lsLine);
        panel->plot()->graph(i)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    }
}

QString modeName(storage::CheckpointMode mode)
{
    switch (mode) {
    case storage::CheckpointMode::Blocking:
        return ResiliencePage::tr("Blocking (one writer)");
    case storage::CheckpointMode::Async:
        return ResiliencePage::tr("Asynchronous");
    case storage::CheckpointMode::Sharded:
        return ResiliencePage::tr("Sharded (every rank writes)");
    }
    return {};
}

// The point of a sweep whose interval is nearest `intervalS` (on a log scale).
const cluster::ResiliencePoint* nearest(const cluster::ResilienceSweep& sweep, double intervalS)
{
    const cluster::ResiliencePoint* best = nullptr;
    for (const cluster::ResiliencePoint& p : sweep.points)
        if (best == nullptr ||
            std::abs(std::log(p.intervalS / intervalS)) < std::abs(std::log(best->intervalS / intervalS)))
            best = &p;
    return best;
}

} // namespace

ResiliencePage::ResiliencePage(OperationsSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    m_intervalCrosshair = new CrosshairGroup(this);
    m_sizeCrosshair = new CrosshairGroup(this);

    // 1. The course's simulator.
    QGroupBox* courseBox = boxAround(tr("The course's recovery simulator"), content);
    auto* inputs = new QWidget(courseBox);
    auto* form = new QFormLayout(inputs);
    form->setContentsMargins(0, 0, 0, 0);
    m_interval = minutesInput(kCourseIntervalMin, tr("Checkpoint interval"), inputs);
    m_interval->setMinimum(1);
    m_restart = minutesInput(kCourseRestartMin, tr("Restart time"), inputs);
    m_since = minutesInput(kCourseSinceMin, tr("Time since the last checkpoint"), inputs);
    m_trained = new QDoubleSpinBox(inputs);
    m_trained->setRange(0, kMaxTrainedH);
    m_trained->setDecimals(1);
    m_trained->setSuffix(tr(" h"));
    //: The job's training so far when the learner has not given it
    m_trained->setSpecialValueText(tr("not given"));
    m_trained->setAccessibleName(tr("Training so far"));
    m_trained->setKeyboardTracking(false);
    m_usable = new QCheckBox(tr("The last checkpoint is usable"), inputs);
    m_usable->setChecked(true);
    form->addRow(tr("Checkpoint interval:"), m_interval);
    form->addRow(tr("Restart time:"), m_restart);
    form->addRow(tr("Since the last checkpoint:"), m_since);
    form->addRow(tr("Training so far:"), m_trained);
    form->addRow(m_usable);

    m_lostTile = new MetricTile(tr("Progress lost"), courseBox);
    m_lostTile->setExplanation(tr("With a usable checkpoint: the training since the last "
                                  "successful checkpoint."));
    m_recoveryTile = new MetricTile(tr("Restart + recomputation"), courseBox);
    m_recoveryTile->setExplanation(
        tr("The restart time, then the lost progress computed again: how long until the job is "
           "back where it was."));
    m_savedTile = new MetricTile(tr("Progress saved by checkpoint"), courseBox);
    m_savedTile->setExplanation(tr("The training so far minus the progress lost."));
    m_withoutTile = new MetricTile(tr("Without a usable checkpoint"), courseBox);
    m_withoutTile->setExplanation(
        tr("The progress lost when the job must restart from the beginning: all of its "
           "training so far."));
    m_statusTile = new MetricTile(tr("Recovery status"), courseBox);
    m_failuresTile = new MetricTile(tr("Simulated failure events"), courseBox);
    auto* courseTiles = new FlowLayout;
    courseTiles->addWidget(inputs);
    for (MetricTile* tile :
         {m_lostTile, m_recoveryTile, m_savedTile, m_withoutTile, m_statusTile, m_failuresTile})
        courseTiles->addWidget(tile);
    auto* simulateRow = new QWidget(courseBox);
    auto* simulateFlow = new FlowLayout(simulateRow);
    simulateFlow->setContentsMargins(0, 0, 0, 0);
    m_simulate = new QPushButton(tr("Simulate &a failure"), simulateRow);
    m_recoveryBar = new QProgressBar(simulateRow);
    m_recoveryBar->setRange(0, 1000);
    m_recoveryBar->setAccessibleName(tr("Recovery simulation progress"));
    m_recoveryBar->setFormat(QStringLiteral("%p %"));
    simulateFlow->addWidget(m_simulate);
    simulateFlow->addWidget(m_recoveryBar);
    m_recoveryText = wrappedLabel(courseBox, Qt::RichText);
    m_recoveryText->setAccessibleName(tr("Recovery status"));
    auto* courseNote = wrappedLabel(courseBox, Qt::RichText);
    courseNote->setText(
        tr("<i>The course's simplified deterministic model: one failure, a fixed restart time and "
           "a full-job restart; no failure strikes during the recovery. The long run below drops "
           "these assumptions.</i>"));
    static_cast<QVBoxLayout*>(courseBox->layout())->addLayout(courseTiles);
    courseBox->layout()->addWidget(simulateRow);
    courseBox->layout()->addWidget(m_recoveryText);
    courseBox->layout()->addWidget(courseNote);

    // 2. The long run.
    QGroupBox* runBox = boxAround(tr("A long run of a job with random failures"), content);
    auto* runRow = new QWidget(runBox);
    auto* runFlow = new FlowLayout(runRow);
    runFlow->setContentsMargins(0, 0, 0, 0);
    const auto labelled = [&](const QString& text, QWidget* field) {
        auto* label = new QLabel(text, runRow);
        label->setBuddy(field);
        runFlow->addWidget(label);
        runFlow->addWidget(field);
    };
    m_job = new QComboBox(runRow);
    m_job->setAccessibleName(tr("Training job"));
    m_job->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_mode = new QComboBox(runRow);
    m_mode->setAccessibleName(tr("Checkpoint mode"));
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (storage::CheckpointMode mode : {storage::CheckpointMode::Blocking,
                                         storage::CheckpointMode::Async,
                                         storage::CheckpointMode::Sharded})
        m_mode->addItem(modeName(mode), qs(std::string(storage::checkpointModeId(mode))));
    m_days = new QSpinBox(runRow);
    m_days->setRange(1, kMaxDays);
    m_days->setValue(kDefaultDays);
    m_days->setSuffix(tr(" days"));
    m_days->setAccessibleName(tr("Length of each run"));
    m_seeds = new QSpinBox(runRow);
    m_seeds->setRange(1, kMaxSeeds);
    m_seeds->setValue(kDefaultSeeds);
    m_seeds->setAccessibleName(tr("Runs per interval"));
    labelled(tr("&Job:"), m_job);
    labelled(tr("Checkpoint m&ode:"), m_mode);
    labelled(tr("Each run:"), m_days);
    labelled(tr("Ru&ns per interval:"), m_seeds);
    m_run = new QPushButton(tr("R&un"), runRow);
    m_cancel = new QPushButton(tr("Cancel"), runRow);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(runRow);
    m_progress->setAccessibleName(tr("Progress of the long run"));
    m_progress->setValue(0);
    runFlow->addWidget(m_run);
    runFlow->addWidget(m_cancel);
    runFlow->addWidget(m_progress);
    m_jobLine = wrappedLabel(runBox, Qt::RichText);
    m_jobLine->setAccessibleName(tr("The job, its checkpoint and its failures"));
    m_mtbfTile = new MetricTile(tr("Mean time between failures"), runBox);
    m_mtbfTile->setExplanation(
        tr("Of the job's GPUs, servers, network links and software, at the rates of the Llama 3 "
           "paper's 54-day snapshot (Table 5)."));
    m_stallTile = new MetricTile(tr("Checkpoint stall"), runBox);
    m_stallTile->setExplanation(
        tr("What training waits for at each checkpoint, from the job's storage: the whole write "
           "when blocking or sharded, the copy to host memory when asynchronous."));
    m_youngTile = new MetricTile(tr("Young's interval"), runBox);
    m_youngTile->setExplanation(tr("τ = √(2 δ M), Young (1974)."));
    m_dalyTile = new MetricTile(tr("Daly's interval"), runBox);
    m_dalyTile->setExplanation(
        tr("τ = √(2 δ M) [1 + √(δ / 2M) / 3 + δ / 18M] − δ, Daly (2006)."));
    m_bestTile = new MetricTile(tr("Best effective training time"), runBox);
    m_bestTile->setExplanation(
        tr("The highest mean over the runs among the intervals tried, and its interval."));
    auto* runTiles = new FlowLayout;
    for (MetricTile* tile : {m_mtbfTile, m_stallTile, m_youngTile, m_dalyTile, m_bestTile})
        runTiles->addWidget(tile);
    m_status = wrappedLabel(runBox, Qt::RichText);
    m_status->setAccessibleName(tr("Status of the long run"));

    auto* intervalCharts = new QWidget(runBox);
    auto* intervalFlow = new FlowLayout(intervalCharts);
    intervalFlow->setContentsMargins(0, 0, 0, 0);
    m_effectiveChart = chart(QStringLiteral("effective-vs-interval"),
                             tr("Effective training time against the checkpoint interval"),
                             tr("Checkpoint interval (min)"), tr("Effective training time (%)"),
                             tr("min"), QStringLiteral("%"), intervalCharts);
    m_effectiveChart->setLogScale(true, false);
    m_effectiveChart->addSeries(QStringLiteral("mean"), tr("Mean of the runs"), style::seriesColor(0),
                                style::seriesPenStyle(0));
    m_effectiveChart->addSeries(QStringLiteral("min"), tr("Lowest run"), style::seriesColor(0),
                                Qt::DotLine);
    m_effectiveChart->addSeries(QStringLiteral("max"), tr("Highest run"), style::seriesColor(0),
                                Qt::DotLine);
    m_effectiveChart->addSeries(QStringLiteral("daly"), tr("Daly's closed form"),
                                style::seriesColor(1), style::seriesPenStyle(1));
    m_lossChart = chart(QStringLiteral("lost-time-vs-interval"),
                        tr("Where the rest of the time goes"), tr("Checkpoint interval (min)"),
                        tr("Share of wall time (%)"), tr("min"), QStringLiteral("%"),
                        intervalCharts);
    m_lossChart->setLogScale(true, false);
    m_lossChart->addSeries(QStringLiteral("lost-work"), tr("Lost work"), style::seriesColor(2),
                           style::seriesPenStyle(0));
    m_lossChart->addSeries(QStringLiteral("restart"), tr("Restarts"), style::seriesColor(3),
                           style::seriesPenStyle(1));
    m_lossChart->addSeries(QStringLiteral("checkpoint"), tr("Checkpoint stalls"),
                           style::seriesColor(4), style::seriesPenStyle(2));
    for (TimeSeriesPanel* panel : {m_effectiveChart, m_lossChart})
        m_intervalCrosshair->addPanel(panel);

    m_longRunChart = chart(QStringLiteral("long-run"), tr("One run at the best interval"),
                           tr("Time (days)"), tr("Training kept (days)"), tr("days"), tr("days"),
                           runBox);
    m_longRunChart->addSeries(QStringLiteral("kept"), tr("Training kept"), style::seriesColor(0),
                              style::seriesPenStyle(0));
    m_longRunChart->addSeries(QStringLiteral("ideal"), tr("Without failures or checkpoints"),
                              style::seriesColor(5), Qt::DashLine);

    auto* sizeCharts = new QWidget(runBox);
    auto* sizeFlow = new FlowLayout(sizeCharts);
    sizeFlow->setContentsMargins(0, 0, 0, 0);
    m_sizeIntervalChart = chart(QStringLiteral("interval-vs-size"),
                                tr("A larger job: Daly's interval"), tr("GPUs in the job"),
                                tr("Interval (min)"), tr("GPUs"), tr("min"), sizeCharts);
    m_sizeIntervalChart->setLogScale(true, true);
    m_sizeIntervalChart->addSeries(QStringLiteral("daly"), tr("Daly's interval"),
                                   style::seriesColor(1), style::seriesPenStyle(0));
    m_sizeIntervalChart->addSeries(QStringLiteral("mtbf"), tr("Mean time between failures"),
                                   style::seriesColor(2), style::seriesPenStyle(1));
    m_sizeEffectiveChart = chart(QStringLiteral("effective-vs-size"),
                                 tr("A larger job: effective training time at Daly's interval"),
                                 tr("GPUs in the job"), tr("Effective training time (%)"),
                                 tr("GPUs"), QStringLiteral("%"), sizeCharts);
    m_sizeEffectiveChart->setLogScale(true, false);
    m_sizeEffectiveChart->addSeries(QStringLiteral("daly"), tr("Daly's closed form"),
                                    style::seriesColor(1), style::seriesPenStyle(0));
    for (TimeSeriesPanel* panel : {m_sizeIntervalChart, m_sizeEffectiveChart})
        m_sizeCrosshair->addPanel(panel);
    for (TimeSeriesPanel* panel :
         {m_effectiveChart, m_lossChart, m_sizeIntervalChart, m_sizeEffectiveChart})
        straightLines(panel);
    // The run's progress has thousands of points: lines without markers.
    for (int i = 0; i < m_longRunChart->plot()->graphCount(); ++i)
        m_longRunChart->plot()->graph(i)->setLineStyle(QCPGraph::lsLine);

    m_closing = wrappedLabel(runBox, Qt::RichText);
    m_closing->setAccessibleName(tr("The long run beside the published figures"));

    static_cast<QVBoxLayout*>(runBox->layout())->addWidget(runRow);
    runBox->layout()->addWidget(m_jobLine);
    static_cast<QVBoxLayout*>(runBox->layout())->addLayout(runTiles);
    runBox->layout()->addWidget(m_status);
    runBox->layout()->addWidget(intervalCharts);
    runBox->layout()->addWidget(m_longRunChart);
    runBox->layout()->addWidget(sizeCharts);
    runBox->layout()->addWidget(m_closing);

    // The explainer.
    m_explainer = new ExplainerPanel(content);
    ExplainerContent c;
    c.title = tr("Resilience and recovery");
    c.conceptText = tr(
        "<p>A synchronous training job stops whenever one of its parts fails, and goes back to its "
        "last usable checkpoint: the training since is lost, and the restart costs time on every "
        "GPU. Checkpointing more often loses less per failure but stalls training more often. "
        "Young's and Daly's intervals balance the two for a checkpoint's cost δ and a mean time "
        "between failures M.</p>"
        "<p>A job of many GPUs fails often: the Llama 3 paper counted 419 unexpected interruptions "
        "in 54 days on 16,384 GPUs, one every three hours. The long run draws failures at those "
        "rates for the job's own GPUs, servers, links and software, and plays checkpoints, "
        "failures and restarts for many runs. An asynchronous checkpoint stalls training only for "
        "the copy to host memory, but is usable only once its write has finished; Young's and "
        "Daly's formulas see only the stall.</p>");
    c.formula = tr("Effective = τ / (M e^{R/M} (e^{(τ+δ)/M} − 1)); τ_Young = √(2 δ M); "
                   "τ_Daly = √(2 δ M) [1 + √(δ/2M)/3 + δ/18M] − δ");
    c.inputs = {
        {tr("Failure rates"), tr("419 interruptions in 54 days on 16,384 GPUs"),
         tr("Dubey et al., The Llama 3 Herd of Models (2024), section 3.3.4 and Table 5"), false},
        {tr("Restart"), tr("the scenario's restart time (10 min by default)"),
         tr("the scenario; the course's 10 min"), false},
        {tr("Checkpoint"), tr("14 B per parameter through the job's storage"),
         tr("Rajbhandari et al. (2020); the storage lab's checkpoint model"), false},
        {tr("Failures during a restart"), tr("start the restart again"),
         tr("Daly (2006), as his closed form assumes"), true}};
    c.sources = {
        tr("AI Infrastructure Explained, Lab 08: Resilience & Recovery Simulator"),
        tr("J. W. Young, A first order approximation to the optimum checkpoint interval, CACM "
           "17(9), 1974"),
        tr("J. T. Daly, A higher order estimate of the optimum checkpoint interval for restart "
           "dumps, FGCS 22(3), 2006"),
        tr("A. Grattafiori, A. Dubey et al., The Llama 3 Herd of Models, 2024, section 3.3.4")};
    m_explainer->setContent(c);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(courseBox);
    layout->addWidget(runBox);
    layout->addWidget(m_explainer);
    hostInVerticalScroll(this, content);
    applyFontSizes();

    m_recoveryTimer.setInterval(30);
    connect(&m_recoveryTimer, &QTimer::timeout, this, &ResiliencePage::advanceRecovery);
    for (QDoubleSpinBox* box : {m_interval, m_restart, m_since, m_trained})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ResiliencePage::updateCourse);
    connect(m_usable, &QCheckBox::toggled, this, &ResiliencePage::updateCourse);
    connect(m_simulate, &QPushButton::clicked, this, &ResiliencePage::simulateFailure);
    connect(m_job, &QComboBox::currentIndexChanged, this, [this] {
        m_chosenJob = m_job->currentText();
        // A job brings its own checkpoint mode.
        if (m_job->currentIndex() >= 0) {
            const auto index = std::size_t(m_job->currentData().toInt());
            const auto& jobs = m_session.twin().jobs();
            if (index < jobs.size()) {
                const QSignalBlocker block(m_mode);
                m_mode->setCurrentIndex(m_mode->findData(
                    qs(std::string(storage::checkpointModeId(jobs[index]->spec().checkpointMode)))));
            }
        }
        updateJob();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ResiliencePage::updateJob);
    connect(m_run, &QPushButton::clicked, this, [this] { startRun(); });
    connect(m_cancel, &QPushButton::clicked, this, &ResiliencePage::cancelRun);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this,
            &ResiliencePage::onRunFinished);
    connect(&m_session, &OperationsSession::rebuilt, this, &ResiliencePage::onRebuilt);
    updateCourse();
    onRebuilt();
}

ResiliencePage::~ResiliencePage()
{
    if (m_cancelled)
        m_cancelled->store(true);
    m_watcher.waitForFinished();
}

void ResiliencePage::applyFontSizes()
{
    // In the font's units, so that presenter mode's larger font stacks the charts (FlowLayout).
    const int line = fontMetrics().height();
    const int column = fontMetrics().averageCharWidth();
    for (TimeSeriesPanel* panel :
         {m_effectiveChart, m_lossChart, m_sizeIntervalChart, m_sizeEffectiveChart}) {
        panel->setMinimumHeight(line * 15);
        // Wide enough for the legends' four entries: two charts share a row only on a wide
        // window, otherwise they stack.
        panel->setMinimumWidth(column * 80);
    }
    m_longRunChart->setMinimumHeight(line * 14);
    m_recoveryBar->setMinimumWidth(column * 40);
    // The font changed: the job box's width follows its names in the new font.
    m_job->setMinimumWidth(0);
    m_job->setMinimumWidth(m_job->sizeHint().width());
    m_progress->setMinimumWidth(column * 24);
    m_explainer->setMinimumHeight(line * 14);
}

void ResiliencePage::changeEvent(QEvent* event)
{
    LabPage::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFontSizes();
    if (event->type() == QEvent::LanguageChange) {
        for (int i = 0; i < m_mode->count(); ++i)
            m_mode->setItemText(i, modeName(storage::parseCheckpointMode(
                                       m_mode->itemData(i).toString().toStdString())));
        updateCourse();
        updateJob();
    }
}

// --- The course's simulator ---------------------------------------------------------------

void ResiliencePage::updateCourse()
{
    // A failure comes at most an interval after the checkpoint.
    m_since->setMaximum(m_interval->value());
    cluster::CourseRecoveryInput in;
    in.intervalS = m_interval->value() * 60;
    in.restartS = m_restart->value() * 60;
    in.sinceCheckpointS = m_since->value() * 60;
    in.trainedS = m_trained->value() > 0 ? m_trained->value() * 3600 : -1;
    cluster::CourseRecovery r;
    QString problem;
    try {
        r = cluster::courseRecovery(in);
    } catch (const core::Error& e) {
        problem = e.path() == "trainedS"
                      ? tr("The training so far is shorter than the time since the checkpoint.")
                      : qs(e.message());
        in.trainedS = -1;
        r = cluster::courseRecovery(in);
    }
    const QString none = tr("—");
    m_lostTile->setValue(duration(r.lostWithCheckpointS));
    m_lostTile->setDetail(tr("since the last successful checkpoint"));
    m_recoveryTile->setValue(duration(r.recoveryWithCheckpointS));
    m_recoveryTile->setDetail(tr("%1 restart + %2 recomputation")
                                  .arg(duration(in.restartS), duration(r.lostWithCheckpointS)));
    m_savedTile->setValue(r.trainedKnown ? duration(r.savedByCheckpointS) : none);
    m_savedTile->setDetail(r.trainedKnown ? tr("of %1 trained").arg(duration(in.trainedS))
                                          : tr("give the training so far"));
    m_withoutTile->setValue(r.trainedKnown ? duration(r.lostWithoutCheckpointS) : none);
    m_withoutTile->setDetail(r.trainedKnown
                                 ? tr("lost; %1 to get back").arg(duration(r.recoveryWithoutCheckpointS))
                                 : tr("all training so far, assuming a restart from the beginning"));
    m_failuresTile->setValue(QLocale().toString(m_simulatedFailures));

    // The recovery the next simulated failure plays.
    const bool usable = m_usable->isChecked();
    const bool playable = usable || r.trainedKnown;
    m_simulate->setEnabled(playable);
    if (!m_recoveryTimer.isActive()) {
        m_recoveryRestartS = in.restartS;
        m_recoveryRecomputeS = usable ? r.lostWithCheckpointS : r.lostWithoutCheckpointS;
        m_shownSinceFailureS = -1;
        showRecovery(-1);
    }
    if (!problem.isEmpty())
        m_recoveryText->setText(problem);
    else if (!playable)
        m_recoveryText->setText(tr("Without a usable checkpoint the job restarts from the "
                                   "beginning: give its training so far to simulate that."));
}

void ResiliencePage::simulateFailure()
{
    if (m_recoveryTimer.isActive())
        finishRecovery();
    updateCourse();
    ++m_simulatedFailures;
    m_failuresTile->setValue(QLocale().toString(m_simulatedFailures));
    m_recoveryClock.start();
    m_recoveryTimer.start();
    showRecovery(0);
}

void ResiliencePage::advanceRecovery()
{
    const double total = m_recoveryRestartS + m_recoveryRecomputeS;
    const double played = m_recoveryClock.elapsed() / 1000.0 / kRecoveryPlaySeconds;
    showRecovery(std::min(1.0, played) * total);
    if (played >= 1.0)
        m_recoveryTimer.stop();
}

void ResiliencePage::finishRecovery()
{
    if (!m_recoveryTimer.isActive())
        return;
    m_recoveryTimer.stop();
    showRecovery(m_recoveryRestartS + m_recoveryRecomputeS);
}

void ResiliencePage::showRecovery(double sinceFailureS)
{
    m_shownSinceFailureS = sinceFailureS;
    const cluster::RecoveryStatus s =
        cluster::recoveryStatusAt(m_recoveryRestartS, m_recoveryRecomputeS, sinceFailureS);
    m_recoveryBar->setValue(int(std::lround(s.fraction * 1000)));
    QString status;
    QString text;
    switch (s.phase) {
    case cluster::RecoveryPhase::Ready:
        status = tr("Ready");
        text = tr("Recovery model ready: press Simulate a failure.");
        m_statusTile->setStatus(Status::Idle);
        break;
    case cluster::RecoveryPhase::Restarting:
        status = tr("Restarting");
        //: %1 the time left until the job is back where it was
        text = tr("The job restarts from its checkpoint; %1 until it is back where it was.")
                   .arg(duration(s.remainingS));
        m_statusTile->setStatus(Status::Failed);
        break;
    case cluster::RecoveryPhase::Recomputing:
        status = tr("Recomputing");
        text = tr("The job computes the lost progress again; %1 left.").arg(duration(s.remainingS));
        m_statusTile->setStatus(Status::Busy);
        break;
    case cluster::RecoveryPhase::Recovered:
        status = tr("Recovered");
        text = tr("Recovered: the job is back where it was when it failed, %1 after the failure.")
                   .arg(duration(m_recoveryRestartS + m_recoveryRecomputeS));
        m_statusTile->setStatus(Status::Healthy);
        break;
    }
    m_statusTile->setValue(status);
    m_recoveryText->setText(text);
}

// --- The long run -----------------------------------------------------------------------------

void ResiliencePage::onRebuilt()
{
    // A new run of the twin: its jobs may be others.
    cancelRun();
    m_watcher.waitForFinished();
    const auto& jobs = m_session.twin().jobs();
    const QSignalBlocker block(m_job);
    m_job->clear();
    int largest = -1;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        m_job->addItem(qs(jobs[i]->spec().name), int(i));
        if (largest < 0 || jobs[i]->spec().gpus > jobs[std::size_t(largest)]->spec().gpus)
            largest = int(i);
    }
    // Keep the learner's job when the cluster still has it; otherwise the largest.
    const int kept = m_chosenJob.isEmpty() ? -1 : m_job->findText(m_chosenJob);
    m_job->setCurrentIndex(kept >= 0 ? kept : largest);
    m_job->setEnabled(m_job->count() > 0);
    // As wide as its longest name: the row's flow layout may give a widget as little as its
    // minimum size, and a combo box's minimum ignores its items.
    m_job->setMinimumWidth(0);
    m_job->setMinimumWidth(m_job->sizeHint().width());
    m_run->setEnabled(m_job->count() > 0);
    if (m_job->currentIndex() >= 0 && kept < 0) {
        const QSignalBlocker blockMode(m_mode);
        m_mode->setCurrentIndex(m_mode->findData(qs(std::string(
            storage::checkpointModeId(jobs[std::size_t(m_job->currentData().toInt())]->spec().checkpointMode)))));
    }
    updateJob();
}

void ResiliencePage::clearRun()
{
    for (TimeSeriesPanel* panel : {m_effectiveChart, m_lossChart, m_longRunChart})
        panel->clear();
    m_bestTile->setValue(tr("—"));
    m_bestTile->setDetail(tr("press Run"));
    m_progress->setValue(0);
    m_closing->clear();
}

void ResiliencePage::updateJob()
{
    // Another job or mode: a run in progress is of no use any more.
    cancelRun();
    ++m_generation;
    clearRun();
    if (m_job->currentIndex() < 0) {
        m_jobLine->setText(tr("This cluster runs no training job."));
        for (MetricTile* tile : {m_mtbfTile, m_stallTile, m_youngTile, m_dalyTile})
            tile->setValue(tr("—"));
        m_status->clear();
        for (TimeSeriesPanel* panel : {m_sizeIntervalChart, m_sizeEffectiveChart})
            panel->clear();
        return;
    }
    cluster::ResilienceJob job =
        cluster::resilienceJobOf(m_session.twin(), std::size_t(m_job->currentData().toInt()));
    job.mode = storage::parseCheckpointMode(m_mode->currentData().toString().toStdString());
    const double mtbf = cluster::mtbfOf(job);
    const storage::CheckpointResult c = cluster::checkpointOf(job, job.intervalS);
    const bool failures = std::isfinite(mtbf);
    //: %1 job, %2 GPUs, %3 checkpoint size, %4 storage write rate, %5 restart, %6 interval
    m_jobLine->setText(
        tr("<b>%1</b> on %2 GPUs writes a checkpoint of %3 every %6 through the storage at up to "
           "%4; a restart takes %5.")
            .arg(m_job->currentText(), QLocale().toString(job.gpus),
                 qs(units::toString(units::Bytes::bytes(job.checkpointBytes), {.significantDigits = 3})),
                 qs(units::toString(units::ByteRate::bytesPerSecond(cluster::checkpointSetupOf(job, job.intervalS).tierBytesPerSecond),
                                    {.significantDigits = 3})),
                 duration(job.restartS), duration(job.intervalS)));
    m_mtbfTile->setValue(failures ? duration(mtbf) : tr("—"));
    m_mtbfTile->setDetail(failures ? tr("%1 failures a day").arg(number(86400 / mtbf))
                                   : tr("no failures (rate scale 0)"));
    m_stallTile->setValue(duration(c.stallSeconds));
    m_stallTile->setDetail(job.mode == storage::CheckpointMode::Async
                               ? tr("then %1 of writing in the background").arg(duration(c.writeSeconds))
                               : tr("%1 of data at %2")
                                     .arg(qs(units::toString(units::Bytes::bytes(job.checkpointBytes),
                                                             {.significantDigits = 3})),
                                          qs(units::toString(units::ByteRate::bytesPerSecond(c.writeBytesPerSecond),
                                                             {.significantDigits = 3}))));
    m_youngTile->setValue(failures ? duration(c.youngIntervalS) : tr("—"));
    m_dalyTile->setValue(failures ? duration(c.dalyIntervalS) : tr("—"));
    m_dalyTile->setDetail(failures ? tr("%1 training by Daly's closed form")
                                         .arg(percent(cluster::dalyEffectiveFraction(
                                             c.dalyIntervalS, c.stallSeconds, mtbf, job.restartS)))
                                   : QString());
    m_status->setText(tr("Press Run: each interval is run %n time(s) with different failures.",
                         nullptr, m_seeds->value()));

    // What a larger job does to the interval (closed forms, at once).
    std::vector<int> sizes = kJobSizes;
    if (std::find(sizes.begin(), sizes.end(), job.gpus) == sizes.end())
        sizes.push_back(job.gpus);
    std::sort(sizes.begin(), sizes.end());
    const std::vector<cluster::JobSizePoint> points = cluster::resilienceByJobSize(job, sizes);
    QVector<double> x, interval, between, effective;
    for (const cluster::JobSizePoint& p : points) {
        if (!std::isfinite(p.mtbfS))
            continue;
        x << p.gpus;
        interval << p.dalyS / 60;
        between << p.mtbfS / 60;
        effective << 100 * p.effectiveAtDaly;
    }
    m_sizeIntervalChart->clear();
    m_sizeEffectiveChart->clear();
    m_sizeIntervalChart->setSeriesData(QStringLiteral("daly"), x, interval);
    m_sizeIntervalChart->setSeriesData(QStringLiteral("mtbf"), x, between);
    m_sizeEffectiveChart->setSeriesData(QStringLiteral("daly"), x, effective);
    for (TimeSeriesPanel* panel : {m_sizeIntervalChart, m_sizeEffectiveChart})
        panel->addAnnotation(job.gpus, tr("this job"),
                             tr("%1: %2 GPUs").arg(m_job->currentText(), QLocale().toString(job.gpus)));
}

bool ResiliencePage::startRun()
{
    if (m_watcher.isRunning() || m_job->currentIndex() < 0)
        return false;
    cluster::ResilienceSweepSetup setup;
    setup.job = cluster::resilienceJobOf(m_session.twin(), std::size_t(m_job->currentData().toInt()));
    setup.job.mode = storage::parseCheckpointMode(m_mode->currentData().toString().toStdString());
    setup.seeds = m_seeds->value();
    setup.durationS = m_days->value() * 86400.0;
    setup.seed = 1;
    const storage::CheckpointResult own = cluster::checkpointOf(setup.job, setup.job.intervalS);
    setup.intervalsS = cluster::intervalsAround(own.youngIntervalS, own.dalyIntervalS, setup.job.intervalS);
    const QString name = m_job->currentText();
    const int generation = ++m_generation;

    clearRun();
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    auto cancelled = m_cancelled;
    const int total = int(setup.intervalsS.size()) * setup.seeds;
    m_progress->setRange(0, total);
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Running %n interval(s)…", nullptr, int(setup.intervalsS.size())));
    QPointer<ResiliencePage> self(this);
    m_watcher.setFuture(QtConcurrent::run([setup, name, generation, cancelled, self] {
        auto out = std::make_shared<Outcome>();
        out->generation = generation;
        out->job = setup.job;
        out->jobName = name;
        try {
            out->sweep = cluster::sweepResilience(setup, [&](int done, int all) {
                QMetaObject::invokeMethod(
                    self,
                    [self, done, all] {
                        if (self)
                            self->onRunProgress(done, all);
                    },
                    Qt::QueuedConnection);
                return !cancelled->load();
            });
            // One run at the best interval, with its progress over time.
            for (std::size_t i = 0; i < out->sweep.points.size(); ++i)
                if (out->bestPoint < 0 ||
                    out->sweep.points[i].meanFraction > out->sweep.points[std::size_t(out->bestPoint)].meanFraction)
                    out->bestPoint = int(i);
            if (out->bestPoint >= 0 && !cancelled->load()) {
                cluster::ResilienceSetup one = cluster::resilienceSetupOf(
                    setup.job, out->sweep.points[std::size_t(out->bestPoint)].intervalS, setup.durationS, setup.seed);
                one.recordTrace = true;
                out->run = cluster::runResilience(one);
            }
        } catch (const core::Error& e) {
            out->error = QString::fromStdString(e.path() + ": " + e.message());
        }
        return out;
    }));
    return true;
}

void ResiliencePage::cancelRun()
{
    if (m_cancelled)
        m_cancelled->store(true);
}

void ResiliencePage::onRunProgress(int done, int total)
{
    if (!m_cancel->isEnabled())
        return; // a progress report of a run given up
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void ResiliencePage::onRunFinished()
{
    m_run->setEnabled(m_job->count() > 0);
    m_cancel->setEnabled(false);
    const std::shared_ptr<Outcome> out = m_watcher.result();
    const bool cancelled = m_cancelled && m_cancelled->load();
    if (!out->error.isEmpty()) {
        m_status->setText(tr("The long run failed: %1").arg(out->error));
        return;
    }
    // A run for another job, mode or scenario (changed while it ran) is not shown.
    if (out->generation != m_generation)
        return;
    const cluster::ResilienceSweep& sweep = out->sweep;
    QVector<double> x, mean, low, high, daly, lost, restart, stall;
    for (const cluster::ResiliencePoint& p : sweep.points) {
        x << p.intervalS / 60;
        mean << 100 * p.meanFraction;
        low << 100 * p.minFraction;
        high << 100 * p.maxFraction;
        daly << 100 * p.dalyFraction;
        lost << 100 * p.lostWorkShare;
        restart << 100 * p.restartShare;
        stall << 100 * p.checkpointShare;
    }
    m_effectiveChart->setSeriesData(QStringLiteral("mean"), x, mean);
    m_effectiveChart->setSeriesData(QStringLiteral("min"), x, low);
    m_effectiveChart->setSeriesData(QStringLiteral("max"), x, high);
    m_effectiveChart->setSeriesData(QStringLiteral("daly"), x, daly);
    m_lossChart->setSeriesData(QStringLiteral("lost-work"), x, lost);
    m_lossChart->setSeriesData(QStringLiteral("restart"), x, restart);
    m_lossChart->setSeriesData(QStringLiteral("checkpoint"), x, stall);
    for (TimeSeriesPanel* panel : {m_effectiveChart, m_lossChart}) {
        if (std::isfinite(sweep.mtbfS)) {
            panel->addAnnotation(sweep.youngS / 60, tr("Young"),
                                 tr("Young's interval: %1").arg(duration(sweep.youngS)));
            panel->addAnnotation(sweep.dalyS / 60, tr("Daly"),
                                 tr("Daly's interval: %1").arg(duration(sweep.dalyS)));
        }
        panel->addAnnotation(out->job.intervalS / 60, tr("the job's"),
                             tr("The job's own interval: %1").arg(duration(out->job.intervalS)));
    }

    QStringList note;
    if (out->bestPoint >= 0) {
        const cluster::ResiliencePoint& best = sweep.points[std::size_t(out->bestPoint)];
        m_bestTile->setValue(percent(best.meanFraction));
        m_bestTile->setDetail(tr("at %1").arg(duration(best.intervalS)));
        // The run at the best interval: the training it kept over time.
        QVector<double> t, kept;
        for (const cluster::ProgressPoint& p : out->run.trace) {
            t << p.timeS / 86400;
            kept << p.trainedS / 86400;
        }
        if (out->run.durationS > 0) { // not run when cancelled
            m_longRunChart->setSeriesData(QStringLiteral("kept"), t, kept);
            m_longRunChart->setSeriesData(QStringLiteral("ideal"), {0, out->run.durationS / 86400},
                                          {0, out->run.durationS / 86400});
        }

        // The closing note: the long run beside the published figures.
        const double paperPerDay = cluster::kLlama3UnexpectedInterruptions / cluster::kLlama3SnapshotDays;
        note << tr("<b>The long run beside the published figures.</b>");
        //: %1 job, %2 GPUs, %3 failures a day in the runs, %4 runs, %5 the paper's failures a day
        note << tr("%1 on %2 GPUs failed %3 times a day over %4 runs; the Llama 3 paper counted 419 "
                   "unexpected interruptions in 54 days on 16,384 GPUs, %5 a day (Dubey et al. 2024, "
                   "section 3.3.4), whose rates per GPU, server, link and job the runs draw from.")
                    .arg(out->jobName, QLocale().toString(out->job.gpus), number(best.failuresPerDay),
                         QLocale().toString(best.seedsRun), number(paperPerDay));
        const cluster::ResiliencePoint* own = nearest(sweep, out->job.intervalS);
        const cluster::ResiliencePoint* atDaly = std::isfinite(sweep.mtbfS) ? nearest(sweep, sweep.dalyS) : nullptr;
        //: %1 share, %2 interval
        QString trained = tr("Its effective training time was %1 at its own interval of %2")
                              .arg(percent(own->meanFraction), duration(own->intervalS));
        if (atDaly != nullptr)
            trained += tr(", %1 at Daly's %2").arg(percent(atDaly->meanFraction), duration(atDaly->intervalS));
        trained += tr(" and %1 at the best interval tried, %2;").arg(percent(best.meanFraction),
                                                                     duration(best.intervalS));
        note << trained +
                    tr(" Meta reports \"higher than 90 %\" effective training time for its job "
                       "(same section), with restarts and checkpoints of its own.");
        note << tr("At the best interval the rest went to lost work (%1), restarts (%2) and "
                   "checkpoint stalls (%3).")
                    .arg(percent(best.lostWorkShare), percent(best.restartShare),
                         percent(best.checkpointShare));
    }
    if (cancelled)
        note << tr("<i>Cancelled: the charts show the intervals run until then.</i>");
    m_closing->setText(note.join(QLatin1Char(' ')));
    m_status->setText(cancelled ? tr("Cancelled after %n run(s).", nullptr, m_progress->value())
                                : tr("Done: %n run(s).", nullptr, m_progress->maximum()));
}

// --- State ------------------------------------------------------------------------------------

QJsonObject ResiliencePage::saveState() const
{
    return {{kInterval, m_interval->value()}, {kRestart, m_restart->value()},
            {kSince, m_since->value()},       {kTrained, m_trained->value()},
            {kUsable, m_usable->isChecked()}, {kJob, m_job->currentText()},
            {kMode, m_mode->currentData().toString()}, {kDays, m_days->value()},
            {kSeeds, m_seeds->value()}};
}

void ResiliencePage::restoreState(const QJsonObject& state)
{
    static const QStringList known = {kInterval, kRestart, kSince, kTrained, kUsable,
                                      kJob,      kMode,    kDays,  kSeeds};
    for (auto it = state.begin(); it != state.end(); ++it)
        if (!known.contains(it.key()))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    const auto numberIn = [&](const QString& key, double min, double max, bool whole, double current) {
        if (!state.contains(key))
            return current;
        const QJsonValue v = state.value(key);
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < min || v.toDouble() > max ||
            (whole && v.toDouble() != std::floor(v.toDouble())))
            throw core::Error(QStringLiteral("expected a %1 from %2 to %3")
                                  .arg(whole ? QStringLiteral("whole number") : QStringLiteral("number"))
                                  .arg(min)
                                  .arg(max)
                                  .toStdString(),
                              "/" + key.toStdString());
        return v.toDouble();
    };
    const double interval = numberIn(kInterval, 1, kMaxMinutes, true, m_interval->value());
    const double restart = numberIn(kRestart, 0, kMaxMinutes, true, m_restart->value());
    const double since = numberIn(kSince, 0, interval, true, m_since->value());
    const double trained = numberIn(kTrained, 0, kMaxTrainedH, false, m_trained->value());
    const double days = numberIn(kDays, 1, kMaxDays, true, m_days->value());
    const double seeds = numberIn(kSeeds, 1, kMaxSeeds, true, m_seeds->value());
    bool usable = m_usable->isChecked();
    if (state.contains(kUsable)) {
        if (!state.value(kUsable).isBool())
            throw core::Error("expected true or false", "/" + kUsable.toStdString());
        usable = state.value(kUsable).toBool();
    }
    int mode = m_mode->currentIndex();
    if (state.contains(kMode)) {
        mode = state.value(kMode).isString() ? m_mode->findData(state.value(kMode).toString()) : -1;
        if (mode < 0)
            throw core::Error("expected one of sync, async, sharded", "/" + kMode.toStdString());
    }
    QString job = m_job->currentText();
    if (state.contains(kJob)) {
        if (!state.value(kJob).isString())
            throw core::Error("expected a job's name", "/" + kJob.toStdString());
        job = state.value(kJob).toString();
        // A job the cluster does not run (another scenario's) leaves the choice as it is.
        if (m_job->findText(job) < 0)
            job = m_job->currentText();
    }
    m_interval->setValue(interval);
    m_restart->setValue(restart);
    m_since->setValue(since);
    m_trained->setValue(trained);
    m_usable->setChecked(usable);
    m_days->setValue(int(days));
    m_seeds->setValue(int(seeds));
    m_job->setCurrentIndex(m_job->findText(job));
    m_mode->setCurrentIndex(mode);
}

void ResiliencePage::resetToDefaults()
{
    m_recoveryTimer.stop();
    m_simulatedFailures = 0;
    m_interval->setValue(kCourseIntervalMin);
    m_restart->setValue(kCourseRestartMin);
    m_since->setValue(kCourseSinceMin);
    m_trained->setValue(0);
    m_usable->setChecked(true);
    m_days->setValue(kDefaultDays);
    m_seeds->setValue(kDefaultSeeds);
    m_chosenJob.clear();
    onRebuilt();
    updateCourse();
}

} // namespace ailab::labs::operations
