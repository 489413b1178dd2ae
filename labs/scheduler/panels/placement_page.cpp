#include "labs/scheduler/panels/placement_page.h"

#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/schedule_record.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/scheduler/headless_run.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/run_worker.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace ailab::labs::scheduler {

namespace sched = core::sched;
namespace model = core::models::scheduler;

namespace {
constexpr sched::Policy kCompared[] = {sched::Policy::FirstFit, sched::Policy::Spread,
                                       sched::Policy::Topology};
constexpr double kMiB = 1024.0 * 1024.0;
// All-reduce times to 0.1 ms, in the table, on the bars and in their table alike: the flow
// engine is exact for its inputs, but a NIC's line rate and a hop's 1 µs are not known to
// better than a few per cent, so three figures of a time of 10 to 100 ms.
constexpr int kMsDecimals = 1;

double roundedMs(double seconds)
{
    const double scale = std::pow(10.0, kMsDecimals);
    return std::round(seconds * 1e3 * scale) / scale;
}
} // namespace

PlacementPage::PlacementPage(SchedulerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_worker(new RunWorker(this))
{
    auto* content = new QWidget(this);
    m_fabricText = new QLabel(content);
    m_fabricText->setWordWrap(true);
    m_openTopology = new QPushButton(tr("Open \"Topology-aware placement\""), content);
    m_openScaling = new QPushButton(tr("Open \"4 → 16 GPUs scales poorly\""), content);
    m_jobs = new QTableWidget(0, 6, content);
    m_jobs->setHorizontalHeaderLabels({tr("Job"), tr("GPUs"), tr("Servers"), tr("Leaves"),
                                       tr("All-reduce (ms)"), tr("Bus bandwidth (GB/s)")});
    m_jobs->verticalHeader()->setVisible(false);
    m_jobs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_jobs->setAccessibleName(tr("All-reduce of each job on its placement"));
    fitColumnsToContents(m_jobs);
    m_compare = new QPushButton(tr("Co&mpare policies"), content);
    m_status = new QLabel(content);
    m_status->setWordWrap(true);
    m_chart = new SummaryChart(content);
    m_chart->setTitle(tr("All-reduce time per job and policy"));
    m_chart->setMinimumHeight(fontMetrics().height() * 16);
    m_explainer = new ExplainerPanel(content);

    auto* presets = new QHBoxLayout;
    presets->addWidget(m_openTopology);
    presets->addWidget(m_openScaling);
    presets->addStretch(1);
    auto* compareRow = new QHBoxLayout;
    compareRow->addWidget(m_compare);
    compareRow->addWidget(m_status, 1);
    auto* lower = new QHBoxLayout;
    lower->addWidget(m_chart, 1);
    lower->addWidget(m_explainer, 1);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_fabricText);
    layout->addLayout(presets);
    layout->addWidget(new QLabel(tr("This run: each job of two GPUs or more, its all-reduce on "
                                    "the GPUs it was given"),
                                 content));
    layout->addWidget(m_jobs, 1);
    layout->addLayout(compareRow);
    layout->addLayout(lower, 2);
    hostInVerticalScroll(this, content);

    connect(m_openTopology, &QPushButton::clicked, this,
            [this] { Q_EMIT openPreset(QStringLiteral("topology-placement")); });
    connect(m_openScaling, &QPushButton::clicked, this,
            [this] { Q_EMIT openPreset(QStringLiteral("scaling-4-to-16")); });
    connect(m_compare, &QPushButton::clicked, this, &PlacementPage::compare);
    connect(m_worker, &RunWorker::finished, this, &PlacementPage::showComparison);
    connect(m_worker, &RunWorker::failed, this, [this](const QString& message) {
        m_status->setText(tr("The comparison failed: %1").arg(message));
        m_compare->setEnabled(true);
    });
    connect(m_session.driver(), &SimDriver::frameReady, this, &PlacementPage::onFrame);
    connect(&m_session, &SchedulerSession::changed, this, &PlacementPage::onFrame);
    connect(&m_session, &SchedulerSession::rebuilt, this, &PlacementPage::onRebuilt);
    onRebuilt();
}

void PlacementPage::onRebuilt()
{
    m_segmentsShown = std::size_t(-1);
    m_chart->clear();
    const core::topo::Fabric* fabric = m_session.fabric();
    m_compare->setEnabled(fabric != nullptr);
    ExplainerContent c;
    c.title = tr("An all-reduce on its placement");
    c.conceptText =
        tr("<p>A data-parallel job sums its gradients across all its GPUs every step with an "
           "all-reduce. Inside a server the ring runs over NVLink; across servers every rank "
           "sends through its NIC, and ranks on different leaves cross the spine. On an "
           "oversubscribed fabric the uplinks are the bottleneck, so the same job is slower "
           "spread over leaves than packed on one. The time here comes from the fabric's flow "
           "engine on the job's actual GPUs.</p>");
    const model::FabricCluster f = m_session.config().fabric.value_or(model::FabricCluster{});
    if (f.algorithm == core::collective::Algorithm::Hierarchical) {
        c.conceptText +=
            tr("<p><b>Hierarchical</b>, as NCCL uses every NIC of a server: a reduce-scatter "
               "inside each server over NVLink, then one ring per local GPU across the M "
               "servers, each through its own NIC, then an all-gather inside. Packed on one "
               "leaf, every NIC sends at its own rate; spread over leaves, the g NICs of a "
               "server share the leaf's uplinks. A job whose servers hold unequal numbers of "
               "its GPUs runs the plain ring.</p>");
        c.formula = tr("hierarchical all-reduce: T ≈ 2 (g − 1) / g × S / B_NVLink + 2 (M − 1) / M "
                       "× S / g / B_bottleneck");
    } else {
        c.formula = tr("ring all-reduce: T ≈ 2 (N − 1) / N × S / B_bottleneck + 2 (N − 1) × α");
    }
    if (fabric != nullptr) {
        const core::topo::Oversubscription o = core::topo::oversubscription(*fabric);
        m_fabricText->setText(
            tr("Fabric: %1 servers of %2 GPUs on %3 leaves, %4 spine(s); NICs %5 Gb/s, "
               "uplinks %6 Gb/s; oversubscription %7:1. Each job all-reduces %8 MiB.")
                .arg(f.servers)
                .arg(f.gpusPerServer)
                .arg(f.leaves)
                .arg(f.spines)
                .arg(SchedFormat::number(f.nicGbps, 0), SchedFormat::number(f.uplinkGbps, 0),
                     SchedFormat::number(o.ratio(), 1), SchedFormat::number(f.allReduceMiB, 0)));
        c.inputs = {{tr("Gradient size S"),
                     tr("%1 MiB").arg(SchedFormat::number(f.allReduceMiB, 0)),
                     tr("scenario (teaching assumption)"), true},
                    {tr("Oversubscription"), tr("%1:1").arg(SchedFormat::number(o.ratio(), 1)),
                     tr("the fabric's leaves and uplinks")},
                    {tr("N ranks"), tr("one per GPU of the job"), tr("the placement")}};
        if (f.algorithm == core::collective::Algorithm::Hierarchical)
            c.inputs.push_back(
                {tr("g, M"), tr("the job's GPUs per server, its servers"), tr("the placement")});
        m_status->setText(tr("Compare runs the jobs under first-fit, spread and "
                             "topology-aware placement on a worker thread."));
    } else {
        m_fabricText->setText(tr("This run's cluster is not built on a fabric. Open a preset "
                                 "with one to see the all-reduce of each placement."));
        m_status->setText(QString());
    }
    c.sources = {tr("Patarasuk and Yuan, \"Bandwidth optimal all-reduce algorithms\", 2009"),
                 tr("NCCL tests, \"Performance\" (bus bandwidth)"),
                 tr("AI Infrastructure Explained, section 05.6: scaling from 4 to 16 GPUs")};
    m_explainer->setContent(c);
    m_jobs->setRowCount(0);
    onFrame();
}

void PlacementPage::onFrame()
{
    const core::topo::Fabric* fabric = m_session.fabric();
    // The flow engine runs only when a job started since the last look.
    const std::size_t segments = m_session.record().segments().size();
    if (fabric == nullptr || segments == m_segmentsShown)
        return;
    m_segmentsShown = segments;
    const model::FabricCluster f = m_session.config().fabric.value_or(model::FabricCluster{});
    const auto all =
        model::allReducesOf(m_session.scheduler(), *fabric, f.allReduceMiB * kMiB, f.algorithm);
    m_jobs->setRowCount(int(all.size()));
    for (int i = 0; i < int(all.size()); ++i) {
        const auto& a = all[std::size_t(i)];
        const QString cells[] = {SchedTexts::jobName(m_session.scheduler().jobs()[a.job].spec.name),
                                 QString::number(a.allReduce.ranks),
                                 QString::number(a.allReduce.nodes),
                                 QString::number(a.allReduce.leaves),
                                 SchedFormat::number(roundedMs(a.allReduce.seconds), kMsDecimals),
                                 SchedFormat::number(a.allReduce.busbwBytesPerSecond / 1e9, 1)};
        for (int c = 0; c < 6; ++c)
            m_jobs->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
    fitColumnsToContents(m_jobs);
}

void PlacementPage::compare()
{
    if (m_session.fabric() == nullptr)
        return;
    RunWorker::Variants variants;
    for (const sched::Policy p : kCompared)
        variants.emplace_back(sched::policyId(p),
                              [p](model::SchedulerScenarioConfig& c) { c.scheduler.policy = p; });
    if (m_worker->start(m_session.config(), std::move(variants))) {
        m_compare->setEnabled(false);
        m_status->setText(tr("Running the jobs under each policy…"));
    }
}

void PlacementPage::showComparison()
{
    m_compare->setEnabled(true);
    const auto& runs = m_worker->runs();
    if (runs.empty())
        return;
    // One category per job that leaves its server under some policy, in job order: a job
    // inside one server under every policy all-reduces over NVLink alike, whatever the policy.
    std::vector<std::size_t> jobs;
    int insideOneServer = 0;
    for (const HeadlessRun& run : runs) {
        for (const auto& a : run.allReduces) {
            if (a.allReduce.nodes > 1 && std::find(jobs.begin(), jobs.end(), a.job) == jobs.end())
                jobs.push_back(a.job);
        }
    }
    for (const auto& a : runs[0].allReduces) {
        if (std::find(jobs.begin(), jobs.end(), a.job) == jobs.end())
            ++insideOneServer;
    }
    if (jobs.empty()) {
        m_chart->clear();
        m_status->setText(tr("Every job stays inside one server under every policy: its "
                             "all-reduce runs over NVLink alike, whatever the policy."));
        return;
    }
    std::sort(jobs.begin(), jobs.end());
    QStringList categories;
    for (const std::size_t j : jobs)
        categories << SchedTexts::jobName(runs[0].jobs[j].spec.name);
    QList<BarSeries> series;
    QStringList summary;
    for (const HeadlessRun& run : runs) {
        BarSeries s;
        s.name = SchedTexts::policyName(sched::parsePolicy(run.label, "policy"));
        QStringList leaves;
        for (const std::size_t j : jobs) {
            double ms = 0;
            for (const auto& a : run.allReduces) {
                if (a.job == j) {
                    ms = roundedMs(a.allReduce.seconds);
                    leaves << tr("%1 on %n leaf/leaves, %2 ms", nullptr, a.allReduce.leaves)
                                  .arg(SchedTexts::jobName(run.jobs[j].spec.name),
                                       SchedFormat::number(ms, kMsDecimals));
                }
            }
            s.values << ms;
        }
        series << s;
        summary << tr("%1: %2").arg(s.name, leaves.join(QStringLiteral(", ")));
    }
    if (insideOneServer > 0)
        summary << tr("%n job(s) inside one server under every policy, all-reducing over NVLink "
                      "alike, left out of the chart",
                      nullptr, insideOneServer);
    m_chart->setBars(categories, series, tr("All-reduce (ms)"));
    m_status->setText(summary.join(QStringLiteral("; ")));
}

} // namespace ailab::labs::scheduler
