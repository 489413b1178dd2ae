// The KV cache, latency and capacity, and scaling pages of the inference lab: the block map
// and tiles against the live cluster, the rate sweep on its worker with progress and cancel,
// the replicas an SLO needs, the autoscaler and a replica failed by hand.
#include "core/error.h"
#include "core/infer/serving_cluster.h"
#include "core/infer/serving_sweep.h"
#include "core/infer/workload.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/inference/inference_lab.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/panels/capacity_page.h"
#include "labs/inference/panels/kv_cache_page.h"
#include "labs/inference/panels/scaling_page.h"
#include "labs/inference/views/block_map_view.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::inference;
using ailab::tests::LabFixture;
namespace infer = ailab::core::infer;

namespace {

struct Fixture : LabFixture<InferenceLab>
{
    explicit Fixture(const QString& preset)
    {
        workspace->resize(1280, 800);
        lab.loadScenario(InferenceLab::readPreset(
            QStringLiteral(":/labs/inference/scenarios/%1.json").arg(preset)));
    }
};

bool waitFor(CapacityPage* page)
{
    QSignalSpy done(page, &CapacityPage::workFinished);
    return page->isRunning() ? done.wait(120000) : true;
}

} // namespace

TEST_CASE("inference kv cache: the block map fills, and preemptions show", "[gui][inference]")
{
    Fixture f(QStringLiteral("kv-pressure"));
    f.lab.setMode(QStringLiteral("kv-cache"));
    KvCachePage* page = f.lab.kvCachePage();
    BlockMapView* map = page->blockMap();
    REQUIRE(map->cellCount() > 0);
    CHECK(map->cellsOf(BlockMapView::CellKind::Request) == 0);
    // Play until the pool is nearly full and the first preemptions come.
    const infer::ServingCluster* cluster = &f.lab.session().cluster();
    for (int i = 0; i < 120 && cluster->snapshot().preemptions == 0; ++i)
        f.lab.driver()->seek(f.lab.session().now() + 1.0);
    const infer::ReplicaSnapshot rep = cluster->snapshot().replicas.front();
    REQUIRE(rep.preemptions > 0);
    // The map holds the requests' blocks, cell by cell as the pool counts them.
    const double requestCells = map->cellsOf(BlockMapView::CellKind::Request);
    CHECK(requestCells * double(map->blocksPerCell()) >= 0.9 * double(rep.kvBlocksUsed));
    CHECK(page->blocksTile()->detail().contains(QLocale().toString(rep.kvBlocksUsed)));
    CHECK(page->preemptionsTile()->value() == QLocale().toString(rep.preemptions));
    CHECK(page->preemptionsTile()->status() == Status::Busy);
    // The table lists the running requests, then the cached prefixes and the free blocks.
    CHECK(map->blockModel()->rowCount() == rep.running + 2);
    CHECK(page->usageChart()->dataCount(QStringLiteral("kv")) > 0);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("inference-kv-cache"));
    // The memory split and the per-token bars come from the catalogue and the replica.
    CHECK(page->memoryChart()->kind() == SummaryChart::Kind::Breakdown);
    CHECK(page->perTokenChart()->toCsv().contains(QStringLiteral("512")));
    // Saved page: the replica shown; a wrong one is refused.
    CHECK(page->saveState().value("replica").toInt() == 1);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"replica", 0}}), ailab::core::Error);
}

TEST_CASE("inference capacity: a rate sweep on the worker, with progress and cancel",
          "[gui][inference]")
{
    Fixture f(QStringLiteral("chat-one-h100"));
    f.lab.setMode(QStringLiteral("capacity"));
    CapacityPage* page = f.lab.capacityPage();
    page->minRateBox()->setValue(4);
    page->maxRateBox()->setValue(16);
    page->pointsBox()->setValue(3);
    page->requestsBox()->setValue(200);
    QTest::mouseClick(page->runButton(), Qt::LeftButton);
    CHECK(page->isRunning());
    CHECK_FALSE(page->runButton()->isEnabled());
    CHECK(page->cancelButton()->isEnabled());
    REQUIRE(waitFor(page));
    QCoreApplication::processEvents();
    REQUIRE(page->pointCount() == 3);
    CHECK(page->progressBar()->value() == 3);
    CHECK(page->runButton()->isEnabled());
    // The points are core's sweep of the same cluster and workload.
    auto config = f.lab.session().config().serving;
    config.slo.ttftS = 0.5;
    config.slo.tpotS = 0.05;
    auto workload = f.lab.session().config().workload;
    workload.requests = 200;
    const auto points = infer::sweepRates(config, workload, {4.0, 10.0, 16.0},
                                          f.lab.session().scenario().seed);
    // Each point is judged in steady state: the charts show its window's figures.
    for (int i = 0; i < 3; ++i) {
        const infer::SweepPoint& p = points[std::size_t(i)];
        CHECK(page->pointRate(i) == Approx(p.ratePerS));
        CHECK(page->pointRequests(i) == p.requests);
        CHECK(page->pointTtftP95(i) == Approx(p.steady.metrics.ttft.p95));
        CHECK(page->pointGoodput(i) == Approx(p.steady.goodput));
        CHECK(page->pointCompletionRate(i) == Approx(p.steady.completionRate));
        CHECK(page->pointSustained(i) == p.steady.sustained());
    }
    CHECK(page->pointSustained(0));
    // More load, longer tokens.
    CHECK(page->pointTpotP95(2) > page->pointTpotP95(0));
    CHECK(page->ttftChart()->thresholdValues() == QList<double>{500.0});
    CHECK(page->ttftChart()->dataCount(QStringLiteral("p95")) == 3);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("inference-capacity"));

    // Cancel stops early and says so.
    page->pointsBox()->setValue(20);
    page->requestsBox()->setValue(2000);
    QTest::mouseClick(page->runButton(), Qt::LeftButton);
    QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
    REQUIRE(waitFor(page));
    QCoreApplication::processEvents();
    CHECK(page->pointCount() < 20);
    CHECK(page->statusLabel()->text().contains(QStringLiteral("Cancelled")));
}

TEST_CASE("inference capacity: the replicas a target rate needs under the SLO",
          "[gui][inference]")
{
    // The lab's defaults at 80 requests/s: 500 requests end before one replica's queue
    // builds, yet one replica completes far fewer than 80 a second in steady state.
    Fixture f(QStringLiteral("chat-one-h100"));
    CapacityPage* page = f.lab.capacityPage();
    REQUIRE(page->requestsBox()->value() == 500);
    REQUIRE(page->targetRateBox()->value() == 80.0);
    page->attainmentBox()->setValue(90);
    QTest::mouseClick(page->findButton(), Qt::LeftButton);
    REQUIRE(waitFor(page));
    QCoreApplication::processEvents();
    auto config = f.lab.session().config().serving;
    config.slo = {0.5, 0.05, 0};
    auto workload = f.lab.session().config().workload;
    workload.requests = 500;
    const infer::ReplicaSearch expected =
        infer::replicasForSlo(config, workload, 80.0, 0.9, 16, f.lab.session().scenario().seed);
    CHECK(expected.replicas > 1);
    CHECK_FALSE(expected.trials.front().point.steady.sustained());
    CHECK(page->replicasNeeded() == expected.replicas);
    CHECK(page->replicasTile()->value() == QLocale().toString(expected.replicas));
    CHECK(page->statusLabel()->text().contains(QStringLiteral("not sustained")));
    // The search ended before its last count: the bar is full all the same.
    CHECK(page->progressBar()->value() == page->progressBar()->maximum());
    // The page's inputs are saved; a bad one is refused and changes nothing.
    page->targetRateBox()->setValue(150);
    const QJsonObject state = page->saveState();
    CHECK(state.value("targetRate").toDouble() == 150.0);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"points", 1}}), ailab::core::Error);
    CHECK(page->saveState() == state);
}

TEST_CASE("inference scaling: apply replicas and router, fail one by hand", "[gui][inference]")
{
    Fixture f(QStringLiteral("chat-one-h100"));
    f.lab.setMode(QStringLiteral("scaling"));
    ScalingPage* page = f.lab.scalingPage();
    page->replicasBox()->setValue(3);
    page->routerBox()->setCurrentIndex(page->routerBox()->findData(QStringLiteral("kv-aware")));
    QTest::mouseClick(page->applyButton(), Qt::LeftButton);
    CHECK(f.lab.session().config().serving.replicas == 3);
    CHECK(f.lab.session().config().serving.router == infer::RouterPolicy::KvAware);
    CHECK(f.lab.session().cluster().replicaCount() == 3);
    f.lab.driver()->seek(10.0);
    CHECK(page->replicaTable()->rowCount() == 3);
    CHECK(page->readyTile()->value() == QLocale().toString(3));
    // Fail replica 2 now: it is one of the run's events, and the table says so.
    page->targetBox()->setValue(2);
    QTest::mouseClick(page->failButton(), Qt::LeftButton);
    CHECK(f.lab.session().now() == Approx(10.0));
    REQUIRE(f.lab.session().config().serving.events.size() == 1);
    CHECK(page->replicaTable()->item(1, 2)->text() == QStringLiteral("failed"));
    CHECK(page->readyTile()->value() == QLocale().toString(2));
    f.lab.driver()->seek(11.0);
    CHECK(page->replicasChart()->annotationCount() >= 1);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("inference-scaling"));
    // Recovery loads the weights again before serving: the warm-up.
    QTest::mouseClick(page->recoverButton(), Qt::LeftButton);
    CHECK(page->replicaTable()->item(1, 2)->text() == QStringLiteral("loading"));
    const double warmup = infer::replicaWarmupSeconds(f.lab.session().config().serving);
    f.lab.driver()->seek(11.0 + warmup + 1.0);
    CHECK(page->replicaTable()->item(1, 2)->text() == QStringLiteral("ready"));
    CHECK(page->warmupTile()->value() == QLocale().toString(warmup, 'f', 1) + QStringLiteral(" s"));
    // A replica that is not there is refused with a message, and nothing changes.
    page->targetBox()->setRange(1, 9);
    page->targetBox()->setValue(9);
    QTest::mouseClick(page->failButton(), Qt::LeftButton);
    CHECK(page->errorLabel()->isVisibleTo(page));
    CHECK(f.lab.session().config().serving.events.size() == 2);
}

TEST_CASE("inference scaling: the autoscaler adds replicas after their warm-up",
          "[gui][inference]")
{
    Fixture f(QStringLiteral("autoscaler-rush"));
    f.lab.setMode(QStringLiteral("scaling"));
    ScalingPage* page = f.lab.scalingPage();
    CHECK(page->autoscalerBox()->isChecked());
    f.lab.driver()->seek(120.0);
    const auto& events = f.lab.session().cluster().events();
    bool scaledUp = false;
    double upAt = -1, readyAt = -1;
    for (const infer::ClusterEvent& e : events) {
        if (e.kind == infer::ClusterEvent::Kind::ScaleUp && upAt < 0) {
            scaledUp = true;
            upAt = e.timeS;
        }
        if (e.kind == infer::ClusterEvent::Kind::Ready && upAt >= 0 && readyAt < 0)
            readyAt = e.timeS;
    }
    REQUIRE(scaledUp);
    REQUIRE(readyAt > 0);
    CHECK(readyAt - upAt == Approx(infer::replicaWarmupSeconds(f.lab.session().config().serving)));
    CHECK(page->replicaTable()->rowCount() > 1);
    CHECK(page->replicasChart()->annotationCount() >= 2);
    // Switching it off applies to the run.
    page->autoscalerBox()->setChecked(false);
    QTest::mouseClick(page->applyButton(), Qt::LeftButton);
    CHECK_FALSE(f.lab.session().config().serving.autoscaler.enabled);
    CHECK(f.lab.session().now() == 0.0);
}
