// The scheduler lab's explorers: policies with "why this node" and a side-by-side run,
// backfill, preemption with and without checkpoints, tenants' shares, the trace replay,
// placement on the fabric and the FGD experiment, each against core's own figures.
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/allocation_experiment.h"
#include "core/sched/openb_trace.h"
#include "core/sched/policy_comparison.h"
#include "core/sched/scheduler.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/scheduler/headless_run.h"
#include "labs/scheduler/panels/backfill_page.h"
#include "labs/scheduler/panels/fragmentation_page.h"
#include "labs/scheduler/panels/placement_page.h"
#include "labs/scheduler/panels/policies_page.h"
#include "labs/scheduler/panels/preemption_page.h"
#include "labs/scheduler/panels/tenants_page.h"
#include "labs/scheduler/panels/trace_page.h"
#include "labs/scheduler/scheduler_lab.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/gantt_chart.h"
#include "labs/scheduler/views/run_worker.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::scheduler;
using ailab::tests::LabFixture;
namespace sched = ailab::core::sched;
namespace model = ailab::core::models::scheduler;

namespace {

struct Fixture : LabFixture<SchedulerLab>
{
    Fixture() { workspace->resize(1280, 760); }
    void load(const QString& name) { REQUIRE(lab.openPreset(name)); }
    void click(QPushButton* button) const { QTest::mouseClick(button, Qt::LeftButton); }
    void show(const QString& mode)
    {
        lab.setMode(mode);
        workspace->show();
        QCoreApplication::processEvents();
    }
    // Waits for a worker's runs: the page may start its worker only after the event loop
    // has run, so "not busy" alone can mean "not started yet" on a loaded machine.
    static void finish(RunWorker* worker)
    {
        for (int i = 0; i < 6000 && (worker->isBusy() || worker->runs().empty()); ++i)
            QTest::qWait(10);
        REQUIRE_FALSE(worker->isBusy());
        REQUIRE_FALSE(worker->runs().empty());
    }
};

// Lets the event loop run until the experiment's result has arrived.
void waitUntilDone(FragmentationPage* p)
{
    for (int i = 0; i < 6000 && (p->isRunning() || !p->runButton()->isEnabled()); ++i)
        QTest::qWait(10);
    REQUIRE_FALSE(p->isRunning());
    REQUIRE(p->runButton()->isEnabled());
}

double lastValue(const TimeSeriesPanel* panel, const QString& series)
{
    return panel->valueAt(series, 1e12).value_or(-1);
}

} // namespace

TEST_CASE("scheduler lab: why this node shows each node's filter or score", "[gui][scheduler]")
{
    Fixture f;
    f.show(QStringLiteral("policies"));
    PoliciesPage* p = f.lab.policiesPage();
    CHECK(p->decisionLabel()->text().contains(QStringLiteral("No decision yet")));
    f.lab.session().submitTraining();
    f.lab.session().submitInference();
    REQUIRE(p->whyTable()->rowCount() == 3);
    // First-fit: node-1 is full, node-2 fits and is chosen.
    CHECK(p->whyTable()->item(0, 1)->text() == QStringLiteral("filtered: not enough GPUs"));
    CHECK(p->whyTable()->item(1, 1)->text() == QStringLiteral("fits"));
    CHECK(p->whyTable()->item(1, 3)->text().contains(QStringLiteral("chosen")));
    CHECK(p->whyTable()->item(2, 3)->text().isEmpty());
    CHECK(p->decisionLabel()->text().startsWith(QStringLiteral("inference-1")));
    // Best-fit restarts the run with the same jobs: the inference job now goes to the node
    // with the least left after, which is still node-2 (node-1 is full).
    p->policyChooser()->setCurrentIndex(1);
    Q_EMIT p->policyChooser()->activated(1);
    CHECK(f.lab.session().config().scheduler.policy == sched::Policy::BestFit);
    CHECK(f.lab.session().config().jobs.size() == 2);
    f.lab.driver()->step();
    REQUIRE(p->whyTable()->rowCount() == 3);
    CHECK(p->whyTable()->item(1, 2)->text() != QStringLiteral("–"));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-policies-why"));
    // The course's training job needs one node: full nodes say they are full, not that
    // they lie outside the domain tried.
    f.lab.session().submitTraining();
    f.lab.session().submitTraining();
    REQUIRE(p->whyTable()->rowCount() == 3);
    CHECK(p->whyTable()->item(0, 1)->text() == QStringLiteral("filtered: not enough GPUs"));
}

TEST_CASE("scheduler lab: two policies side by side on a worker", "[gui][scheduler]")
{
    Fixture f;
    f.load(QStringLiteral("first-fit-vs-best-fit"));
    f.show(QStringLiteral("policies"));
    PoliciesPage* p = f.lab.policiesPage();
    p->firstPolicy()->setCurrentIndex(0);
    p->secondPolicy()->setCurrentIndex(1);
    f.click(p->compareButton());
    CHECK_FALSE(p->compareButton()->isEnabled());
    Fixture::finish(p->worker());
    CHECK(p->compareButton()->isEnabled());
    // Both policies on eight draws of the generated jobs, A and B in turn; the first draw is
    // the run's own jobs.
    const auto& runs = p->worker()->runs();
    REQUIRE(runs.size() == 16);
    REQUIRE(runs[1].jobs.size() == f.lab.session().config().jobs.size());
    CHECK(runs[1].jobs[7].spec.runTime == f.lab.session().config().jobs[7].runTime);
    CHECK(runs[3].jobs[7].spec.runTime != runs[1].jobs[7].spec.runTime);
    CHECK(runs[3].jobs[7].spec.runTime == runs[2].jobs[7].spec.runTime);
    // The figures are core's: the same run headless gives the same summary.
    model::SchedulerScenarioConfig best = f.lab.session().config();
    best.scheduler.policy = sched::Policy::BestFit;
    const HeadlessRun direct = runHeadless(best, "best-fit");
    CHECK(runs[1].summary.allocationPercent == Approx(direct.summary.allocationPercent));
    CHECK(runs[1].summary.wait.p95 == Approx(direct.summary.wait.p95));
    CHECK(p->allocationChart()->dataCount(QStringLiteral("a")) > 10);
    CHECK(p->fragmentationChart()->dataCount(QStringLiteral("b")) > 10);
    CHECK(p->waitChart()->kind() == SummaryChart::Kind::Bars);
    // "Load" is what the jobs offer, shown as the page computes it from the runs' jobs.
    double load = 0;
    std::vector<double> fragmentation[2];
    for (std::size_t i = 0; i < runs.size(); i += 2) {
        std::vector<sched::JobSpec> specs;
        for (const auto& j : runs[i].jobs)
            specs.push_back(j.spec);
        load += sched::offeredLoad(specs, 32).percent / 8;
        fragmentation[0].push_back(runs[i].summary.fragmentationPercent);
        fragmentation[1].push_back(runs[i + 1].summary.fragmentationPercent);
    }
    const QString status = p->compareStatus()->text();
    CHECK(status.contains(QStringLiteral("Offered load %1").arg(SchedFormat::percent(load))));
    // Fragmentation's verdict is core's paired comparison over the draws, against the
    // smallest share a job asks for: on this mix first-fit and best-fit do not differ by a
    // share any job could use.
    const auto c = sched::comparePaired(fragmentation[0], fragmentation[1]);
    const QString line =
        status.split(QLatin1Char('\n')).filter(QStringLiteral("Fragmentation")).value(0);
    CHECK(line.contains(SchedFormat::number(c.difference, 2)));
    CHECK_FALSE(line.contains(QStringLiteral("is lower")));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-policies-compare"));

    // Another preset: the comparison of this one goes.
    f.load(QStringLiteral("course-default"));
    CHECK(p->allocationChart()->dataCount(QStringLiteral("a")) == 0);
    CHECK(p->waitChart()->kind() == SummaryChart::Kind::Empty);
    CHECK_FALSE(p->compareStatus()->text().contains(QStringLiteral("Offered load")));
}

TEST_CASE("scheduler lab: backfill lets small jobs in front without delaying the big one",
          "[gui][scheduler]")
{
    Fixture f;
    f.load(QStringLiteral("starvation-backfill"));
    f.show(QStringLiteral("backfill"));
    BackfillPage* p = f.lab.backfillPage();
    Fixture::finish(p->worker());
    const auto& runs = p->worker()->runs();
    REQUIRE(runs.size() == 3);
    const std::size_t big = largestJob(runs[0].jobs);
    CHECK(runs[0].jobs[big].spec.name == "big");
    // Strict FIFO: nothing submitted after it starts before it.
    CHECK(jobsStartedAhead(runs[0].jobs, big) == 0);
    CHECK(p->modesTable()->item(0, 3)->text() == QStringLiteral("0"));
    // EASY and conservative: small jobs slip in front, and the big job starts no later than
    // its reservation.
    for (int m = 1; m < 3; ++m) {
        INFO(m);
        CHECK(jobsStartedAhead(runs[std::size_t(m)].jobs, big) > 0);
        CHECK(runs[std::size_t(m)].jobs[big].reservedStart >= 0);
        CHECK(runs[std::size_t(m)].jobs[big].firstStart <=
              runs[std::size_t(m)].jobs[big].reservedStart + 1e-6);
        CHECK(runs[std::size_t(m)].summary.wait.mean < runs[0].summary.wait.mean);
    }
    CHECK(p->modesTable()->item(1, 3)->text() ==
          QString::number(jobsStartedAhead(runs[1].jobs, big)));
    CHECK(p->gantt()->barCount() > 0);
    p->modeChooser()->setCurrentIndex(0);
    CHECK(p->gantt()->barCount() > 0);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-backfill"));
}

TEST_CASE("scheduler lab: the explorers' Gantts show the run the Cluster page shows, after a "
          "failure",
          "[gui][scheduler]")
{
    // At t = 0: two training jobs, then node-1 fails; training-1 moves to node-3 and
    // training-2 stays on node-2, in the live run and in the explorers' runs of it.
    Fixture f;
    f.show(QStringLiteral("backfill"));
    BackfillPage* p = f.lab.backfillPage();
    f.lab.session().submitTraining();
    f.lab.session().submitTraining();
    f.lab.session().failNode(0);
    const auto& live = f.lab.session().scheduler().jobs();
    REQUIRE(live.size() == 2);
    CHECK(live[0].placement[0].node == 2);
    CHECK(live[1].placement[0].node == 1);
    // The last change's runs: wait while the page reruns for it.
    const auto failedRunShown = [p] {
        const auto& r = p->worker()->runs();
        return !p->worker()->isBusy() && r.size() == 3 && r[1].summary.failures == 1;
    };
    for (int i = 0; i < 6000 && !failedRunShown(); ++i)
        QTest::qWait(10);
    const auto& runs = p->worker()->runs();
    REQUIRE(runs.size() == 3);
    REQUIRE(runs[1].jobs.size() == 2);
    CHECK(runs[1].jobs[0].placement[0].node == 2);
    CHECK(runs[1].jobs[1].placement[0].node == 1);
    // The Gantt's table: each stretch with its nodes; none of training-1 on node-2.
    const QStandardItemModel* table = p->gantt()->tableModel();
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->text() == QStringLiteral("training-1"))
            CHECK(table->item(r, 1)->text() != QStringLiteral("node-2"));
    }
    // The time axis: its title on its own line, no tick label over it or another.
    const auto texts = p->gantt()->axisTexts();
    REQUIRE(texts.size() >= 3);
    for (int i = 0; i < texts.size(); ++i) {
        CHECK(p->gantt()->rect().contains(texts[i].rect));
        for (int k = i + 1; k < texts.size(); ++k)
            CHECK_FALSE(texts[i].rect.intersects(texts[k].rect));
    }
    CHECK(texts.last().text == QStringLiteral("Time (h)"));
}

TEST_CASE("scheduler lab: the trace page counts the learner's jobs as its tile does",
          "[gui][scheduler]")
{
    Fixture f;
    f.show(QStringLiteral("trace"));
    TracePage* p = f.lab.tracePage();
    f.lab.session().submitTraining();
    f.lab.session().submitInference();
    CHECK(p->aboutLabel()->text().contains(QStringLiteral("2 jobs")));
    CHECK(p->doneTile()->unit() == QStringLiteral("of 2 jobs"));
}

TEST_CASE("scheduler lab: the lab's own job and tenant names are words of the language",
          "[gui][scheduler]")
{
    ailab::tests::GermanForScope german;
    CHECK(SchedTexts::jobName("training-2") == QStringLiteral("Training-2"));
    CHECK(SchedTexts::jobName("inference-12") == QStringLiteral("Inferenz-12"));
    CHECK(SchedTexts::tenantName("default") == QStringLiteral("Standard"));
    // A scenario's own names stay as written.
    CHECK(SchedTexts::jobName("dp-8") == QStringLiteral("dp-8"));
    CHECK(SchedTexts::jobName("training-urgent") == QStringLiteral("training-urgent"));
    CHECK(SchedTexts::tenantName("research") == QStringLiteral("research"));
}

TEST_CASE("scheduler lab: the tenants' legend names only the run's tenants", "[gui][scheduler]")
{
    Fixture f;
    f.load(QStringLiteral("two-tenants-fair-share"));
    f.show(QStringLiteral("tenants"));
    TenantsPage* p = f.lab.tenantsPage();
    CHECK(p->sharesChart()->seriesCount() == 2);
    f.load(QStringLiteral("course-default"));
    f.lab.session().submitTraining();
    const auto& names = f.lab.session().scheduler().tenantNames();
    CHECK(p->sharesChart()->seriesCount() == int(names.size()));
    CHECK(p->sharesChart()->seriesIndex(QStringLiteral("research")) < 0);
}

TEST_CASE("scheduler lab: preemption costs less work with checkpoints", "[gui][scheduler]")
{
    Fixture f;
    f.load(QStringLiteral("preemption-checkpoints"));
    CHECK(f.lab.mode() == QStringLiteral("preemption"));
    f.show(QStringLiteral("preemption"));
    PreemptionPage* p = f.lab.preemptionPage();
    Fixture::finish(p->worker());
    const auto& runs = p->worker()->runs();
    REQUIRE(runs.size() == 2);
    // Four inference jobs make room for the training job at 40 minutes: with a checkpoint
    // every 15 minutes each loses 10 minutes, without one all 40.
    CHECK(runs[0].summary.preemptions == 4);
    CHECK(runs[0].summary.lostPreemptionGpuHours == Approx(4 * 10.0 / 60));
    CHECK(runs[1].summary.lostPreemptionGpuHours == Approx(4 * 40.0 / 60));
    CHECK(runs[0].summary.restoreGpuHours == Approx(4 * 2.0 / 60));
    CHECK(runs[1].summary.restoreGpuHours == 0);
    CHECK(p->victimsTable()->rowCount() == 4);
    CHECK(p->costChart()->kind() == SummaryChart::Kind::Bars);
    CHECK(p->status()->text().contains(QStringLiteral("training-urgent")));
    p->variantChooser()->setCurrentIndex(1);
    CHECK(p->victimsTable()->item(0, 3)->text() == QLocale().toString(0.0, 'f', 2));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-preemption"));
}

TEST_CASE("scheduler lab: fair shares move to the tenants' weights", "[gui][scheduler]")
{
    Fixture f;
    f.load(QStringLiteral("two-tenants-fair-share"));
    CHECK(f.lab.mode() == QStringLiteral("tenants"));
    f.show(QStringLiteral("tenants"));
    TenantsPage* p = f.lab.tenantsPage();
    // Product's first twelve jobs hold the cluster for the first hour; from then on, with
    // 12 GPUs and weights 2 and 1, research holds 8 and product 4.
    f.lab.driver()->seek(2.5 * 3600);
    CHECK(lastValue(p->sharesChart(), QStringLiteral("research")) == Approx(200.0 / 3).margin(0.1));
    CHECK(lastValue(p->sharesChart(), QStringLiteral("product")) == Approx(100.0 / 3).margin(0.1));
    CHECK(p->sharesChart()->thresholdValues().size() == 2);
    REQUIRE(p->tenantsTable()->rowCount() == 2);
    CHECK(p->tenantsTable()->item(0, 0)->text() == QStringLiteral("research"));
    CHECK(p->tenantsTable()->item(0, 4)->text() == QLocale().toString(8.0, 'f', 1));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-tenants"));
}

TEST_CASE("scheduler lab: a job of a tenant the run did not name gets its row and line",
          "[gui][scheduler]")
{
    // The default preset names no tenant: the learner's job brings its own, after the page
    // was built (its items were dropped and leaked before).
    Fixture f;
    f.show(QStringLiteral("tenants"));
    TenantsPage* p = f.lab.tenantsPage();
    const auto before = f.lab.session().scheduler().tenantNames().size();
    f.lab.session().submitTraining();
    const auto& names = f.lab.session().scheduler().tenantNames();
    REQUIRE(names.size() > before);
    REQUIRE(p->tenantsTable()->rowCount() == int(names.size()));
    for (int row = 0; row < int(names.size()); ++row) {
        REQUIRE(p->tenantsTable()->item(row, 0) != nullptr);
        CHECK(p->tenantsTable()->item(row, 0)->text() == QString::fromStdString(names[row]));
        CHECK(p->sharesChart()->seriesIndex(QString::fromStdString(names[row])) >= 0);
    }
}

TEST_CASE("scheduler lab: the sample trace replays on the time bar at up to 10,000x",
          "[gui][scheduler]")
{
    Fixture f;
    f.show(QStringLiteral("trace"));
    TracePage* p = f.lab.tracePage();
    f.click(p->openTraceButton());
    CHECK(f.lab.session().scheduler().jobs().size() == 49);
    p->rateChooser()->setCurrentIndex(p->rateChooser()->count() - 1);
    CHECK(f.lab.driver()->baseRate() == 10000);
    CHECK(f.lab.driver()->simSecondsPerWallSecond() >= 10000);
    f.lab.driver()->seek(40000);
    int done = 0;
    for (const auto& r : f.lab.session().scheduler().jobs())
        done += r.state == sched::JobState::Done ? 1 : 0;
    CHECK(done == 49);
    CHECK(p->doneTile()->value() == QStringLiteral("49"));
    CHECK(p->allocationChart()->dataCount(QStringLiteral("gpu_allocation")) > 100);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-trace"));
}

TEST_CASE("scheduler lab: a job packed on one leaf all-reduces faster", "[gui][scheduler]")
{
    Fixture f;
    f.load(QStringLiteral("topology-placement"));
    CHECK(f.lab.mode() == QStringLiteral("placement"));
    f.show(QStringLiteral("placement"));
    PlacementPage* p = f.lab.placementPage();
    f.lab.driver()->seek(3600);
    // First-fit put dp-8 on two leaves.
    int row = -1;
    for (int i = 0; i < p->jobsTable()->rowCount(); ++i) {
        if (p->jobsTable()->item(i, 0)->text() == QStringLiteral("dp-8"))
            row = i;
    }
    REQUIRE(row >= 0);
    CHECK(p->jobsTable()->item(row, 3)->text() == QStringLiteral("2"));
    f.click(p->compareButton());
    Fixture::finish(p->worker());
    const auto& runs = p->worker()->runs();
    REQUIRE(runs.size() == 3);
    const auto allReduce = [](const HeadlessRun& run) {
        for (const auto& a : run.allReduces) {
            if (run.jobs[a.job].spec.name == "dp-8")
                return a.allReduce;
        }
        return sched::PlacementAllReduce{};
    };
    CHECK(allReduce(runs[0]).leaves == 2);
    CHECK(allReduce(runs[2]).leaves == 1);
    // Packed, the hierarchical all-reduce's four NICs a server each run at their rate;
    // spread, they share one uplink: far more than a hop's latency apart.
    CHECK(allReduce(runs[2]).seconds < 0.5 * allReduce(runs[0]).seconds);
    CHECK(p->comparisonChart()->kind() == SummaryChart::Kind::Bars);
    // Only dp-8 leaves its server: the services' NVLink all-reduces are not on the chart, and
    // the chart's numbers are the table's, to 0.1 ms.
    const QStandardItemModel* bars = p->comparisonChart()->tableModel();
    REQUIRE(bars->rowCount() == 1);
    CHECK(bars->item(0, 0)->text() == QStringLiteral("dp-8"));
    CHECK(QLocale().toDouble(bars->item(0, 1)->text()) ==
          QLocale().toDouble(p->jobsTable()->item(row, 4)->text()));
    CHECK(bars->item(0, 1)->text().size() <= 5);
    INFO(p->status()->text().toStdString());
    CHECK(p->status()->text().contains(QStringLiteral("6 jobs inside one server")));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-placement"));

    // The course's section 05.6: 16 GPUs over the spine all-reduce far slower than 4.
    f.load(QStringLiteral("scaling-4-to-16"));
    f.lab.driver()->seek(60);
    REQUIRE(p->jobsTable()->rowCount() == 2);
    const double four = QLocale().toDouble(p->jobsTable()->item(0, 4)->text());
    const double sixteen = QLocale().toDouble(p->jobsTable()->item(1, 4)->text());
    CHECK(sixteen > 2 * four);
}

TEST_CASE("scheduler lab: the FGD experiment on the sample trace, with progress and cancel",
          "[gui][scheduler]")
{
    Fixture f;
    f.load(QStringLiteral("fgd-sample-trace"));
    CHECK(f.lab.mode() == QStringLiteral("fragmentation"));
    f.show(QStringLiteral("fragmentation"));
    FragmentationPage* p = f.lab.fragmentationPage();
    CHECK(p->inflateBox()->value() == 130);
    p->seedsBox()->setValue(3);
    f.click(p->runButton());
    CHECK_FALSE(p->runButton()->isEnabled());
    waitUntilDone(p);
    CHECK(p->progress()->value() == 6);
    // Core's own experiment on the same trace gives the same curve.
    const auto nodes =
        sched::readOpenbNodes(AILAB_SOURCE_DIR "/resources/traces/openb-sample-nodes.csv");
    const auto jobs =
        sched::readOpenbJobs(AILAB_SOURCE_DIR "/resources/traces/openb-sample-jobs.csv");
    const auto fgd = sched::runAllocationExperiment(
        nodes, jobs, {.policy = sched::Policy::Fgd, .inflatePercent = 130, .seeds = 3});
    REQUIRE(!fgd.points.empty());
    CHECK(p->allocationChart()->dataCount(QStringLiteral("fgd")) == int(fgd.points.size()));
    CHECK(lastValue(p->allocationChart(), QStringLiteral("fgd")) ==
          Approx(fgd.points.back().allocationPercent));
    CHECK(p->fragmentationChart()->dataCount(QStringLiteral("best-fit")) > 50);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-fgd"));

    // Cancel: many seeds, stopped at once.
    p->seedsBox()->setValue(200);
    p->inflateBox()->setValue(300);
    f.click(p->runButton());
    f.click(p->cancelButton());
    waitUntilDone(p);
    CHECK(p->status()->text().contains(QStringLiteral("Cancelled")));
    CHECK(p->progress()->value() < 400);
}
