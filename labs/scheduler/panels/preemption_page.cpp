#include "labs/scheduler/panels/preemption_page.h"

#include "core/error.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/scheduler/headless_run.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/gantt_chart.h"
#include "labs/scheduler/views/run_worker.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

#include <QStringList>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs::scheduler {

namespace sched = core::sched;
namespace model = core::models::scheduler;

PreemptionPage::PreemptionPage(SchedulerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_worker(new RunWorker(this))
{
    auto* content = new QWidget(this);
    m_variant = new QComboBox(content);
    m_variant->addItem(tr("With the jobs' checkpoints"), QStringLiteral("checkpoints"));
    m_variant->addItem(tr("Without checkpoints"), QStringLiteral("none"));
    m_variant->setAccessibleName(tr("Run shown"));
    m_run = new QPushButton(tr("Run &with and without"), content);
    m_status = new QLabel(content);
    m_status->setWordWrap(true);

    m_gantt = new GanttChart;
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_gantt);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_frame = new DataTableToggle(scroll, m_gantt->tableModel(), content);
    m_frame->setTitle(tr("GPUs over time"));
    m_frame->setSubjectName(tr("Gantt chart"));
    m_frame->addTool(m_variant);
    m_frame->setMinimumHeight(fontMetrics().height() * 16);

    m_victims = new QTableWidget(0, 5, content);
    // Titles on two lines: the columns fit beside the chart in presenter mode.
    QStringList titles;
    for (const QString& title : {tr("Job"), tr("Preemptions"), tr("Work lost (GPU-h)"), tr("Restore (GPU-h)"),
                                 tr("Finished")})
        titles << stackedTitle(title, 9);
    m_victims->setHorizontalHeaderLabels(titles);
    m_victims->verticalHeader()->setVisible(false);
    m_victims->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_victims->setAccessibleName(tr("Preempted jobs"));
    fitColumnsWhole(m_victims);
    m_costs = new SummaryChart(content);
    m_costs->setTitle(tr("Cost of preemption"));
    m_costs->setMinimumHeight(fontMetrics().height() * 14);

    m_explainer = new ExplainerPanel(content);
    ExplainerContent c;
    c.title = tr("Preemption and checkpoints");
    c.conceptText =
        tr("<p>When the first waiting job cannot start, running jobs of lower priority are "
           "preempted until it fits: the lowest priority first, then the most recently started. "
           "A victim keeps the work of its last checkpoint, loses the rest, queues again and, "
           "when it runs again, first restores its checkpoint.</p>");
    c.formula = tr("saved = ⌊done / interval⌋ × interval;  lost = GPUs × (run time − "
                   "(saved now − saved before));  restore paid only when something was saved");
    c.inputs = {{tr("Checkpoint interval and restore cost"), tr("each job's, in the scenario"),
                 tr("scenario (teaching assumption)"), true},
                {tr("Victim order"), tr("lowest priority, then most recently started"),
                 tr("Kubernetes and Slurm preemption")}};
    c.sources = {tr("Kubernetes, \"Pod Priority and Preemption\""),
                 tr("Slurm, \"Preemption\" (PreemptMode=REQUEUE)"), tr("Kueue, \"Preemption\"")};
    m_explainer->setContent(c);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_run);
    controls->addWidget(m_status, 1);
    // The victims beside their costs where both fit, the costs under them where not.
    auto* lower = new WrappingSplitter(content);
    lower->addWidget(m_victims);
    lower->addWidget(m_costs);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_frame, 2);
    layout->addWidget(lower, 1);
    layout->addWidget(m_explainer, 1);
    hostInVerticalScroll(this, content);

    connect(m_run, &QPushButton::clicked, this, &PreemptionPage::run);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &PreemptionPage::showVariant);
    connect(m_worker, &RunWorker::finished, this, &PreemptionPage::showRuns);
    connect(m_worker, &RunWorker::failed, this, [this](const QString& message) {
        m_status->setText(tr("The runs failed: %1").arg(message));
        m_run->setEnabled(true);
    });
    // A new run, or the learner's job or failure in this one: the runs shown are stale.
    using Signal = void (SchedulerSession::*)();
    for (const Signal signal : {Signal(&SchedulerSession::rebuilt), &SchedulerSession::changed}) {
        connect(&m_session, signal, this, [this] {
            m_stale = true;
            if (isVisible())
                run();
        });
    }
    resetToDefaults();
}

void PreemptionPage::showEvent(QShowEvent* event)
{
    LabPage::showEvent(event);
    if (m_stale)
        run();
}

void PreemptionPage::run()
{
    if (m_worker->isBusy()) {
        m_stale = true; // run again when these runs are back
        return;
    }
    m_stale = false;
    if (m_session.config().jobs.empty()) {
        m_status->setText(tr("The run has no jobs: open the preset \"Preemption with and "
                             "without checkpoints\" or submit jobs on the Cluster page."));
        m_gantt->clear();
        return;
    }
    RunWorker::Variants variants;
    variants.emplace_back("checkpoints",
                          [](model::SchedulerScenarioConfig& c) { c.scheduler.preemption = true; });
    variants.emplace_back("none", [](model::SchedulerScenarioConfig& c) {
        c.scheduler.preemption = true;
        for (sched::JobSpec& j : c.jobs)
            j.checkpointInterval = 0;
    });
    if (m_worker->start(m_session.config(), std::move(variants))) {
        m_run->setEnabled(false);
        m_status->setText(tr("Running the jobs with and without checkpoints…"));
    }
}

void PreemptionPage::showRuns()
{
    m_run->setEnabled(true);
    if (m_stale && isVisible()) {
        run(); // the run changed while these were computed
        return;
    }
    const auto& runs = m_worker->runs();
    if (runs.size() != 2)
        return;
    QList<BarSeries> bars;
    const QString names[] = {tr("With checkpoints"), tr("Without checkpoints")};
    for (int r = 0; r < 2; ++r) {
        const sched::SchedulerSummary& s = runs[std::size_t(r)].summary;
        bars << BarSeries{names[r], {s.lostPreemptionGpuHours, s.restoreGpuHours}, QColor(), false};
    }
    m_costs->setBars({tr("Work lost"), tr("Restore")}, bars, tr("GPU-hours"));
    const sched::SchedulerSummary& a = runs[0].summary;
    const sched::SchedulerSummary& b = runs[1].summary;
    const std::size_t urgent = mostUrgentJob(runs[0].jobs);
    m_status->setText(tr("%n preemption(s). Followed job: %1. Work lost: %2 GPU-h with checkpoints "
                         "(restore %3 GPU-h), %4 GPU-h without.",
                         nullptr, a.preemptions)
                          .arg(SchedTexts::jobName(runs[0].jobs[urgent].spec.name),
                               SchedFormat::number(a.lostPreemptionGpuHours, 2),
                               SchedFormat::number(a.restoreGpuHours, 2),
                               SchedFormat::number(b.lostPreemptionGpuHours, 2)));
    showVariant();
}

void PreemptionPage::showVariant()
{
    const auto& runs = m_worker->runs();
    const int i = m_variant->currentIndex();
    if (runs.size() != 2 || i < 0)
        return;
    const HeadlessRun& run = runs[std::size_t(i)];
    m_gantt->setRun(run, std::ptrdiff_t(mostUrgentJob(run.jobs)));
    int rows = 0;
    m_victims->setRowCount(0);
    for (std::size_t j = 0; j < run.jobs.size(); ++j) {
        const sched::JobRecord& r = run.jobs[j];
        if (r.preemptions == 0)
            continue;
        m_victims->setRowCount(rows + 1);
        const QString cells[] = {SchedTexts::jobName(r.spec.name), QString::number(r.preemptions),
                                 SchedFormat::number(r.lostPreemptionGpuS / 3600.0, 2),
                                 SchedFormat::number(restoreGpuHours(run, j), 2),
                                 SchedFormat::duration(r.end)};
        for (int c = 0; c < 5; ++c)
            m_victims->setItem(rows, c, new QTableWidgetItem(cells[c]));
        ++rows;
    }
    fitColumnsToContents(m_victims);
}

QJsonObject PreemptionPage::saveState() const
{
    QJsonObject state;
    state[QStringLiteral("shown")] = m_variant->currentData().toString();
    return state;
}

void PreemptionPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("shown"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    if (!state.contains(QStringLiteral("shown")))
        return;
    const int i = m_variant->findData(state.value(QStringLiteral("shown")).toString());
    if (!state.value(QStringLiteral("shown")).isString() || i < 0)
        throw core::Error("expected checkpoints or none", "/shown");
    m_variant->setCurrentIndex(i);
}

void PreemptionPage::resetToDefaults()
{
    m_variant->setCurrentIndex(0);
    m_status->setText(tr("Press Run to play the run's jobs with preemption, with and without "
                         "their checkpoints."));
}

} // namespace ailab::labs::scheduler
