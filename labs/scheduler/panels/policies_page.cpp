#include "labs/scheduler/panels/policies_page.h"

#include "core/error.h"
#include "core/sched/policy_comparison.h"
#include "core/sched/scheduler.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/model_controls.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/labelled_field.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/scheduler/headless_run.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/run_worker.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <set>

namespace ailab::labs::scheduler {

namespace sched = core::sched;
namespace model = core::models::scheduler;

namespace {

// Draws of a generated workload each policy runs: enough for a standard error of the paired
// differences, few enough to run in a second or two on a worker.
constexpr int kDraws = 8;

constexpr sched::Policy kPolicies[] = {sched::Policy::FirstFit, sched::Policy::BestFit,
                                       sched::Policy::Packing,  sched::Policy::Spread,
                                       sched::Policy::Topology, sched::Policy::Fgd};

void fillPolicies(QComboBox* box)
{
    for (const sched::Policy p : kPolicies)
        box->addItem(SchedTexts::policyName(p), QString::fromStdString(sched::policyId(p)));
}

sched::Policy policyAt(const QComboBox* box)
{
    return kPolicies[std::max(0, box->currentIndex())];
}

// One figure of both policies and what its difference over the draws says.
QString verdict(const QString& figure, const sched::PairedComparison& c, double smallest,
                const std::function<QString(double)>& format, const QString& unit)
{
    const QString means =
        PoliciesPage::tr("%1: A %2, B %3").arg(figure, format(c.meanA), format(c.meanB));
    const QString difference =
        c.draws > 1
            ? PoliciesPage::tr("B − A = %1 ± %2 %3")
                  .arg(SchedFormat::number(c.difference, 2),
                       SchedFormat::number(2 * c.standardError, 2), unit)
            : PoliciesPage::tr("B − A = %1 %2").arg(SchedFormat::number(c.difference, 2), unit);
    if (c.clear(smallest))
        return PoliciesPage::tr("%1 (%2): %3 is lower.")
            .arg(means, difference,
                 c.difference < 0 ? PoliciesPage::tr("B") : PoliciesPage::tr("A"));
    if (c.clear())
        return PoliciesPage::tr("%1 (%2): a difference too small to matter.")
            .arg(means, difference);
    return PoliciesPage::tr("%1 (%2): no clear difference, the draws scatter more than that.")
        .arg(means, difference);
}

int indexOf(sched::Policy policy)
{
    for (int i = 0; i < 6; ++i) {
        if (kPolicies[i] == policy)
            return i;
    }
    return 0;
}

} // namespace

PoliciesPage::PoliciesPage(SchedulerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_worker(new RunWorker(this))
{
    auto* content = new QWidget(this);

    auto* chooserBox = new QGroupBox(tr("Placement policy of the run"), content);
    m_policy = new QComboBox(chooserBox);
    fillPolicies(m_policy);
    m_policy->setAccessibleName(tr("Placement policy"));
    tagModelControl(m_policy, QStringLiteral("/scheduler/policy")); // for an activity's locks
    auto* chooserNote = new QLabel(
        tr("A new policy restarts the run from its start with the same jobs."), chooserBox);
    chooserNote->setWordWrap(true);
    m_decision = new QLabel(chooserBox);
    m_decision->setWordWrap(true);
    m_why = new QTableWidget(0, 4, chooserBox);
    m_why->setHorizontalHeaderLabels({tr("Node"), tr("Filter"), tr("Score"), tr("Chosen")});
    m_why->verticalHeader()->setVisible(false);
    m_why->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_why->setAccessibleName(tr("Why this node: the last decision, node by node"));
    // The filter's reason wraps, so the table never scrolls sideways beside the explainer.
    fitColumnsWrapping(m_why, 1);
    auto* chooserLayout = new QVBoxLayout(chooserBox);
    auto* chooserForm = new QFormLayout;
    chooserForm->addRow(tr("Policy:"), m_policy);
    chooserLayout->addLayout(chooserForm);
    chooserLayout->addWidget(chooserNote);
    chooserLayout->addWidget(new QLabel(tr("Why this node (the last decision):"), chooserBox));
    chooserLayout->addWidget(m_decision);
    chooserLayout->addWidget(m_why, 1);

    m_explainer = new ExplainerPanel(content);

    auto* compareBox = new QGroupBox(tr("The same workload under two policies"), content);
    m_first = new QComboBox(compareBox);
    fillPolicies(m_first);
    m_first->setAccessibleName(tr("First policy to compare"));
    m_second = new QComboBox(compareBox);
    fillPolicies(m_second);
    m_second->setCurrentIndex(1);
    m_second->setAccessibleName(tr("Second policy to compare"));
    m_compare = new QPushButton(tr("Co&mpare"), compareBox);
    m_status = new QLabel(compareBox);
    m_status->setWordWrap(true);
    m_allocation = new TimeSeriesPanel(compareBox);
    m_allocation->setTitle(tr("GPU allocation over time"));
    m_allocation->setAxes(tr("Time (h)"), tr("Allocation (%)"));
    m_allocation->setUnits(tr("h"), tr("%"));
    m_allocation->setYRange(0, 100);
    m_fragmentation = new TimeSeriesPanel(compareBox);
    m_fragmentation->setTitle(tr("Fragmentation over time"));
    m_fragmentation->setAxes(tr("Time (h)"), tr("Fragment GPUs (% of all GPUs)"));
    m_fragmentation->setUnits(tr("h"), tr("%"));
    m_waits = new SummaryChart(compareBox);
    m_waits->setTitle(tr("Queue wait"));
    for (TimeSeriesPanel* panel : {m_allocation, m_fragmentation})
        panel->setMinimumHeight(fontMetrics().height() * 14);
    m_waits->setMinimumHeight(fontMetrics().height() * 14);
    // The pickers flow onto more rows, the charts stand side by side where they fit and one
    // under the other where they do not, and the chooser goes over the explainer on a
    // narrow page (a projector in presenter mode, German): the page scrolls downwards.
    auto* pick = new QWidget(compareBox);
    auto* pickFlow = new FlowLayout(pick);
    pickFlow->setContentsMargins(0, 0, 0, 0);
    pickFlow->addWidget(labelledField(tr("Policy A:"), m_first, pick));
    pickFlow->addWidget(labelledField(tr("Policy B:"), m_second, pick));
    pickFlow->addWidget(m_compare);
    auto* charts = new QWidget(compareBox);
    auto* chartFlow = new FlowLayout(charts);
    chartFlow->setContentsMargins(0, 0, 0, 0);
    chartFlow->addWidget(m_allocation);
    chartFlow->addWidget(m_fragmentation);
    chartFlow->addWidget(m_waits);
    auto* compareLayout = new QVBoxLayout(compareBox);
    compareLayout->addWidget(pick);
    compareLayout->addWidget(m_status);
    compareLayout->addWidget(charts, 1);

    auto* top = new WrappingSplitter(content);
    top->addWidget(chooserBox);
    top->addWidget(m_explainer);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(top, 1);
    layout->addWidget(compareBox, 1);
    hostInVerticalScroll(this, content);

    connect(m_policy, &QComboBox::activated, this,
            [this] { m_session.setPolicy(policyAt(m_policy)); });
    connect(m_compare, &QPushButton::clicked, this, &PoliciesPage::compare);
    connect(m_worker, &RunWorker::finished, this, &PoliciesPage::showComparison);
    connect(m_worker, &RunWorker::failed, this, [this](const QString& message) {
        m_status->setText(tr("The comparison failed: %1").arg(message));
        m_compare->setEnabled(true);
    });
    connect(m_session.driver(), &SimDriver::frameReady, this, &PoliciesPage::onFrame);
    connect(&m_session, &SchedulerSession::changed, this, &PoliciesPage::onFrame);
    connect(&m_session, &SchedulerSession::rebuilt, this, &PoliciesPage::onRebuilt);
    resetToDefaults();
    onRebuilt();
}

void PoliciesPage::onRebuilt()
{
    const sched::Policy policy = m_session.config().scheduler.policy;
    m_policy->setCurrentIndex(indexOf(policy));
    m_shownDecision = -2;
    m_shownJob = -2;
    ExplainerContent c;
    c.title = tr("Filter, then score");
    c.conceptText =
        tr("<p>For each worker of a job the scheduler first <b>filters</b> the nodes (down, GPU "
           "type, MIG mode, CPU, memory, GPUs, outside the job's domain), then <b>scores</b> the "
           "rest under the policy; the highest score wins, ties go to the first node. A gang is "
           "placed worker by worker inside one domain, all or nothing.</p>"
           "<p><b>Fragmentation</b> (FGD): a GPU's idle share is a fragment for a typical job "
           "when that job cannot use it. F_n(m) is the idle share of node n that task m cannot "
           "use; F_n(M) weighs it by how often each typical task occurs. FGD places where this "
           "grows least.</p>");
    c.formula =
        SchedTexts::policyName(policy) + QStringLiteral(": ") + SchedTexts::policyScore(policy);
    c.inputs = {{tr("Policy"), SchedTexts::policyName(policy), tr("scenario, or the chooser")},
                {tr("Typical jobs M"), tr("the most common job shapes covering 95 % of the jobs"),
                 tr("Weng et al., USENIX ATC'23, section 3")},
                {tr("Best-fit's 128 cores and 8 GPUs"),
                 tr("the normalisation of the paper's baseline"),
                 tr("Weng et al., USENIX ATC'23, section 6")}};
    c.sources = {tr("Weng et al., \"Beware of Fragmentation: Scheduling GPU-Sharing Workloads "
                    "with Fragmentation Gradient Descent\", USENIX ATC'23"),
                 tr("Kubernetes scheduling framework; kube-scheduler-simulator's per-plugin "
                    "results"),
                 tr("AI Infrastructure Explained, Lab 05: first-fit with whole GPUs")};
    m_explainer->setContent(c);
    onFrame();
}

void PoliciesPage::onFrame()
{
    const sched::Scheduler& s = m_session.scheduler();
    // A new decision has a new job or a new time (several decisions may share a time).
    if (s.lastDecisionTime() == m_shownDecision && s.lastDecisionJob() == m_shownJob)
        return;
    m_shownDecision = s.lastDecisionTime();
    m_shownJob = s.lastDecisionJob();
    if (s.lastDecisionJob() < 0) {
        m_decision->setText(tr("No decision yet: submit a job or play the run."));
        m_why->setRowCount(0);
        return;
    }
    const sched::Decision& d = s.lastDecision();
    const sched::JobRecord& job = s.jobs()[std::size_t(s.lastDecisionJob())];
    m_decision->setText(
        (d.placed ? tr("%1 at t = %2: placed by %3.") : tr("%1 at t = %2: no room under %3."))
            .arg(SchedTexts::jobName(job.spec.name), SchedFormat::duration(s.lastDecisionTime()),
                 SchedTexts::policyName(s.config().policy)));
    std::set<int> chosen;
    for (const sched::WorkerAlloc& w : d.workers)
        chosen.insert(w.node);
    m_why->setRowCount(int(d.nodes.size()));
    for (int i = 0; i < int(d.nodes.size()); ++i) {
        const sched::NodeVerdict& v = d.nodes[std::size_t(i)];
        const bool fits = v.verdict == sched::Verdict::Fits;
        const QString cells[] = {QString::fromStdString(s.cluster().spec(v.node).name),
                                 SchedTexts::verdictText(v.verdict),
                                 fits ? SchedFormat::number(v.score, 3) : QStringLiteral("–"),
                                 chosen.count(v.node) > 0 ? tr("✔ chosen") : QString()};
        for (int c = 0; c < 4; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            m_why->setItem(i, c, item);
        }
    }
}

void PoliciesPage::compare()
{
    const sched::Policy a = policyAt(m_first);
    const sched::Policy b = policyAt(m_second);
    if (m_session.config().jobs.empty()) {
        m_status->setText(tr("The run has no jobs yet: submit some on the Cluster page or open "
                             "a preset with a workload."));
        return;
    }
    // Both policies on the same draws of the jobs, A and B in turn: draw 0 is the run's own.
    RunWorker::Variants variants;
    const int draws = m_session.drawsItsJobs() ? kDraws : 1;
    for (int d = 0; d < draws; ++d) {
        auto jobs = std::make_shared<const std::vector<sched::JobSpec>>(m_session.jobsOfDraw(d));
        for (const sched::Policy p : {a, b})
            variants.emplace_back(sched::policyId(p), [p, jobs](model::SchedulerScenarioConfig& c) {
                c.scheduler.policy = p;
                c.jobs = *jobs;
            });
    }
    if (m_worker->start(m_session.config(), std::move(variants))) {
        m_compare->setEnabled(false);
        m_status->setText(
            draws > 1 ? tr("Running both policies on %n draw(s) of the jobs…", nullptr, draws)
                      : tr("Running both policies to the end of the workload…"));
    }
}

void PoliciesPage::showComparison()
{
    m_compare->setEnabled(true);
    const auto& runs = m_worker->runs();
    if (runs.size() < 2 || runs.size() % 2 != 0)
        return;
    const QString names[] = {SchedTexts::policyName(sched::parsePolicy(runs[0].label, "policy")),
                             SchedTexts::policyName(sched::parsePolicy(runs[1].label, "policy"))};
    for (TimeSeriesPanel* panel : {m_allocation, m_fragmentation}) {
        panel->clear();
        if (panel->seriesIndex(QStringLiteral("a")) < 0) {
            panel->addSeries(QStringLiteral("a"), tr("Policy A"));
            panel->addSeries(QStringLiteral("b"), tr("Policy B"));
        }
    }
    // The charts: the run's own jobs (draw 0).
    const QString ids[] = {QStringLiteral("a"), QStringLiteral("b")};
    QList<BarSeries> waits;
    for (int r = 0; r < 2; ++r) {
        QVector<double> t, v, f;
        for (const auto& s : runs[std::size_t(r)].allocation) {
            t << s.time / 3600.0;
            v << s.value;
        }
        m_allocation->setSeriesData(ids[r], t, v);
        t.clear();
        for (const auto& s : runs[std::size_t(r)].fragmentation) {
            t << s.time / 3600.0;
            f << s.value;
        }
        m_fragmentation->setSeriesData(ids[r], t, f);
        const sched::Percentiles& w = runs[std::size_t(r)].summary.wait;
        waits << BarSeries{names[r], {w.p50 / 60.0, w.p95 / 60.0, w.p99 / 60.0}, QColor(), false};
    }
    m_waits->setBars({tr("P50"), tr("P95"), tr("P99")}, waits, tr("Wait (min)"));

    // Per draw: the load its jobs offer, the allocation while they arrive, fragmentation
    // and the P95 wait, paired by draw.
    int gpus = 0;
    for (const sched::NodeSpec& n : runs[0].nodes)
        gpus += n.gpus;
    gpus = std::max(1, gpus);
    std::vector<double> load, allocation[2], fragmentation[2], wait[2];
    double smallestShare = 1;
    for (std::size_t i = 0; i < runs.size(); i += 2) {
        std::vector<sched::JobSpec> specs;
        for (const sched::JobRecord& j : runs[i].jobs)
            specs.push_back(j.spec);
        const sched::OfferedLoad offered = sched::offeredLoad(specs, gpus);
        load.push_back(offered.percent);
        smallestShare = std::min(smallestShare, sched::smallestGpuShare(specs));
        for (int r = 0; r < 2; ++r) {
            const HeadlessRun& run = runs[i + std::size_t(r)];
            allocation[r].push_back(
                sched::timeWeightedMean(run.allocation, offered.fromS, offered.toS));
            fragmentation[r].push_back(run.summary.fragmentationPercent);
            wait[r].push_back(run.summary.wait.p95 / 3600.0);
        }
    }
    const int draws = int(load.size());
    double meanLoad = 0;
    for (const double l : load)
        meanLoad += l / draws;
    const auto percent = [](double v) { return SchedFormat::percent(v); };
    const auto hours = [](double v) { return tr("%1 h").arg(SchedFormat::number(v, 1)); };
    QStringList lines;
    lines << (draws > 1 ? tr("A = %1, B = %2, each on %3 draws of the jobs (the charts: the "
                             "run's own jobs).")
                              .arg(names[0], names[1])
                              .arg(draws)
                        : tr("A = %1, B = %2, on the run's jobs.").arg(names[0], names[1]));
    lines << tr("Offered load %1: the GPU-time the jobs ask for over the cluster's GPU-time "
                "while they arrive.")
                 .arg(SchedFormat::percent(meanLoad));
    lines << verdict(tr("Allocation while jobs arrive"),
                     sched::comparePaired(allocation[0], allocation[1]), 0, percent, tr("points"));
    // A fragment difference below the smallest share a job asks for lets no job more in.
    lines << verdict(tr("Fragmentation"), sched::comparePaired(fragmentation[0], fragmentation[1]),
                     smallestShare / gpus * 100.0, percent, tr("points"));
    lines << verdict(tr("P95 wait"), sched::comparePaired(wait[0], wait[1]), 0, hours, tr("h"));
    m_status->setText(lines.join(QLatin1Char('\n')));
}

QJsonObject PoliciesPage::saveState() const
{
    QJsonObject state;
    state[QStringLiteral("first")] = m_first->currentData().toString();
    state[QStringLiteral("second")] = m_second->currentData().toString();
    return state;
}

void PoliciesPage::restoreState(const QJsonObject& state)
{
    int indices[2] = {m_first->currentIndex(), m_second->currentIndex()};
    const char* keys[] = {"first", "second"};
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("first") && it.key() != QLatin1String("second"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    for (int k = 0; k < 2; ++k) {
        const QString key = QString::fromLatin1(keys[k]);
        if (!state.contains(key))
            continue;
        const int i = m_first->findData(state.value(key).toString());
        if (!state.value(key).isString() || i < 0)
            throw core::Error("expected a policy id", std::string("/") + keys[k]);
        indices[k] = i;
    }
    m_first->setCurrentIndex(indices[0]);
    m_second->setCurrentIndex(indices[1]);
}

void PoliciesPage::resetToDefaults()
{
    m_first->setCurrentIndex(0);
    m_second->setCurrentIndex(1);
    m_allocation->clear();
    m_fragmentation->clear();
    m_waits->clear();
    m_status->setText(tr("Choose two policies and press Compare: both run the run's jobs to "
                         "the end on a worker thread."));
}

} // namespace ailab::labs::scheduler
