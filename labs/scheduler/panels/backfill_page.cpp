#include "labs/scheduler/panels/backfill_page.h"

#include "core/error.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/scheduler/headless_run.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/gantt_chart.h"
#include "labs/scheduler/views/run_worker.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QStringList>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs::scheduler {

namespace sched = core::sched;
namespace model = core::models::scheduler;

namespace {
constexpr sched::Backfill kModes[] = {sched::Backfill::None, sched::Backfill::Easy,
                                      sched::Backfill::Conservative};
} // namespace

BackfillPage::BackfillPage(SchedulerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_worker(new RunWorker(this))
{
    auto* content = new QWidget(this);
    m_mode = new QComboBox(content);
    for (const sched::Backfill b : kModes)
        m_mode->addItem(SchedTexts::backfillName(b), QString::fromStdString(sched::backfillId(b)));
    m_mode->setAccessibleName(tr("Backfill mode shown"));
    m_run = new QPushButton(tr("Run the three &modes"), content);
    m_status = new QLabel(content);
    m_status->setWordWrap(true);

    m_modes = new QTableWidget(3, 6, content);
    // Titles on two lines and the mode's name wrapping: the six columns fit the page's width
    // in presenter mode and in German, with no scroll bar sideways.
    QStringList titles;
    for (const QString& title : {tr("Backfill"), tr("Followed job starts"), tr("Reserved start"),
                                 tr("Jobs started ahead"), tr("Mean wait"), tr("All done")})
        titles << stackedTitle(title, 10);
    m_modes->setHorizontalHeaderLabels(titles);
    m_modes->verticalHeader()->setVisible(false);
    m_modes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_modes->setAccessibleName(tr("The three backfill modes compared"));
    m_modes->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_modes->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As tall as its three rows: the page scrolls instead of cutting the last one.
    m_modes->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    fitColumnsWrapping(m_modes, 0);

    m_gantt = new GanttChart;
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_gantt);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_frame = new DataTableToggle(scroll, m_gantt->tableModel(), content);
    m_frame->setTitle(tr("GPUs over time"));
    m_frame->setSubjectName(tr("Gantt chart"));
    m_frame->addTool(m_mode);
    m_frame->setMinimumHeight(fontMetrics().height() * 18);

    m_explainer = new ExplainerPanel(content);
    ExplainerContent c;
    c.title = tr("Backfill on the users' time limits");
    c.conceptText =
        tr("<p>With strict FIFO, a big job at the head of the queue blocks everything behind "
           "it while GPUs sit idle. <b>EASY backfill</b> gives the head job a reservation: the "
           "earliest time it fits if every running job holds its GPUs until its time limit. A "
           "job behind it may start now only if it ends, by its own limit, before that "
           "reservation or uses none of its GPUs, so the head job is never delayed past it. "
           "<b>Conservative backfill</b> gives every waiting job a reservation and never delays "
           "any of them.</p><p>Jobs often end before their limits: the followed job can then "
           "start before its reservation, and a job let in front can still be running.</p>");
    c.formula = tr("A job j starts ahead only if now + limit(j) ≤ reserved start, or its GPUs "
                   "are outside the reservation");
    c.inputs = {{tr("Time limits"), tr("each job's limit in the scenario"), tr("scenario")},
                {tr("Followed job"), tr("the job with the most GPUs"), tr("this page")}};
    c.sources = {tr("Lifka, \"The ANL/IBM SP scheduling system\", JSSPP 1995 (EASY)"),
                 tr("Mu'alem and Feitelson, IEEE TPDS 12(6), 2001 (conservative backfill)"),
                 tr("Slurm's backfill scheduler plugin (bf_max_job_test)")};
    m_explainer->setContent(c);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_run);
    controls->addWidget(m_status, 1);
    // The table over the explainer: beside it, its last columns were cut in German and in
    // presenter mode.
    auto* lower = new QVBoxLayout;
    lower->addWidget(m_modes);
    lower->addWidget(m_explainer);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_frame, 2);
    layout->addLayout(lower, 1);
    hostInVerticalScroll(this, content);

    connect(m_run, &QPushButton::clicked, this, &BackfillPage::run);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &BackfillPage::showGantt);
    connect(m_worker, &RunWorker::finished, this, &BackfillPage::showRuns);
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

void BackfillPage::showEvent(QShowEvent* event)
{
    LabPage::showEvent(event);
    if (m_stale)
        run();
}

void BackfillPage::run()
{
    if (m_worker->isBusy()) {
        m_stale = true; // run again when these runs are back
        return;
    }
    m_stale = false;
    if (m_session.config().jobs.empty()) {
        m_status->setText(tr("The run has no jobs: open the preset \"A big job waits\" or "
                             "submit jobs on the Cluster page."));
        m_gantt->clear();
        return;
    }
    RunWorker::Variants variants;
    for (const sched::Backfill b : kModes)
        variants.emplace_back(sched::backfillId(b),
                              [b](model::SchedulerScenarioConfig& c) { c.scheduler.backfill = b; });
    if (m_worker->start(m_session.config(), std::move(variants))) {
        m_run->setEnabled(false);
        m_status->setText(tr("Running the jobs under each mode…"));
    }
}

void BackfillPage::showRuns()
{
    m_run->setEnabled(true);
    if (m_stale && isVisible()) {
        run(); // the run changed while these were computed
        return;
    }
    const auto& runs = m_worker->runs();
    if (runs.size() != 3)
        return;
    const std::size_t followed = largestJob(runs[0].jobs);
    for (int r = 0; r < 3; ++r) {
        const HeadlessRun& run = runs[std::size_t(r)];
        const sched::JobRecord& job = run.jobs[followed];
        const QString cells[] = {SchedTexts::backfillName(kModes[r]),
                                 SchedFormat::duration(job.firstStart),
                                 job.reservedStart < 0 ? tr("none")
                                                       : SchedFormat::duration(job.reservedStart),
                                 QString::number(jobsStartedAhead(run.jobs, followed)),
                                 SchedFormat::duration(run.summary.wait.mean),
                                 SchedFormat::duration(run.summary.makespanS)};
        for (int c = 0; c < 6; ++c)
            m_modes->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    fitColumnsToContents(m_modes);
    m_status->setText(tr("Followed job: %1 (%n GPU(s)), submitted at %2.", nullptr,
                         int(runs[0].jobs[followed].spec.gpuDemand()))
                          .arg(SchedTexts::jobName(runs[0].jobs[followed].spec.name),
                               SchedFormat::duration(runs[0].jobs[followed].spec.submitTime)));
    showGantt();
}

void BackfillPage::showGantt()
{
    const auto& runs = m_worker->runs();
    const int i = m_mode->currentIndex();
    if (runs.size() != 3 || i < 0)
        return;
    m_gantt->setRun(runs[std::size_t(i)], std::ptrdiff_t(largestJob(runs[0].jobs)));
}

QJsonObject BackfillPage::saveState() const
{
    QJsonObject state;
    state[QStringLiteral("shown")] = m_mode->currentData().toString();
    return state;
}

void BackfillPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("shown"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    if (!state.contains(QStringLiteral("shown")))
        return;
    const int i = m_mode->findData(state.value(QStringLiteral("shown")).toString());
    if (!state.value(QStringLiteral("shown")).isString() || i < 0)
        throw core::Error("expected none, easy or conservative", "/shown");
    m_mode->setCurrentIndex(i);
}

void BackfillPage::resetToDefaults()
{
    m_mode->setCurrentIndex(1);
    m_status->setText(tr("Press Run to play the run's jobs under each mode."));
}

} // namespace ailab::labs::scheduler
