// The operations lab's dashboard (labs/operations/panels/dashboard_page): its figures are
// the twin's, its inspector follows the component clicked, the drawing filters it, and every
// warning or critical event is drawn on every chart.
#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/charts/heatmap_panel.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/core_status.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/operations/operations_lab.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/panels/dashboard_page.h"
#include "labs/operations/views/component_card.h"
#include "labs/operations/views/dashboard_row.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QGraphicsView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::operations;
namespace cluster = ailab::core::cluster;

namespace {

struct Fixture : ailab::tests::LabFixture<OperationsLab>
{
    explicit Fixture(const char* preset = "course-operations")
    {
        lab.loadScenario(TabbedLab::readPreset(
            QStringLiteral(":/labs/operations/scenarios/%1.json").arg(QLatin1String(preset))));
        lab.setMode(QStringLiteral("dashboard"));
        workspace->resize(1280, 800);
        workspace->show();
        QCoreApplication::processEvents();
    }
    DashboardPage* page() const { return workspace->findChild<DashboardPage*>(); }
    OperationsSession& session() const { return lab.session(); }
    cluster::ClusterTwin& twin() const { return session().twin(); }
    double latest(const std::string& name) const { return twin().metrics().get(name).latest()->value; }
    void playTo(double t)
    {
        lab.driver()->seek(t);
        QCoreApplication::processEvents();
    }
};

} // namespace

TEST_CASE("operations dashboard: the tiles are the twin's figures", "[gui][operations]")
{
    Fixture f;
    DashboardPage* page = f.page();
    REQUIRE(page != nullptr);
    f.playTo(60.0);
    const cluster::ClusterTwin& twin = f.twin();
    // The course's 32 GPUs in four jobs of eight: what the twin computes, not the course's 92 %.
    REQUIRE(twin.gpuCount() == 32);
    MetricTile* gpu = page->card(Component::GpuCompute)->tile();
    CHECK(gpu->value() == formatFigure(f.latest("ailab_cluster_gpu_utilisation")));
    CHECK(gpu->unit() == QStringLiteral("%"));
    CHECK(gpu->status() == statusOf(cluster::gpuComputeHealth(twin)));
    MetricTile* storage = page->card(Component::Storage)->tile();
    CHECK(storage->value() == formatFigure(f.latest("ailab_cluster_storage_throughput")));
    CHECK(storage->status() == statusOf(cluster::storageHealth(twin)));
    MetricTile* jobs = page->card(Component::Orchestration)->tile();
    CHECK(jobs->value() == QStringLiteral("%1 / 4").arg(cluster::runningJobs(twin)));
    CHECK(cluster::runningJobs(twin) == int(f.latest("ailab_cluster_running_jobs")));
    MetricTile* fabric = page->card(Component::NetworkFabric)->tile();
    CHECK(fabric->status() == statusOf(cluster::fabricHealth(twin)));
    CHECK(page->card(Component::GpuCompute)->button()->text().contains(QStringLiteral("32 accelerator")));
    // Every GPU's row of the heatmap holds its DCGM series' last sample.
    HeatmapPanel* heatmap = page->heatmap(QStringLiteral("gpu-util"));
    REQUIRE(heatmap != nullptr);
    CHECK(heatmap->rowCount() == 32);
    const auto& series = twin.metrics().get("DCGM_FI_DEV_GPU_UTIL{gpu=\"5\",server=\"server1\",rack=\"rack0\"}");
    CHECK(heatmap->valueAt(5, series.latest()->time) == Approx(series.latest()->value));
    CHECK(page->heatmap(QStringLiteral("link-util"))->rowCount() == int(twin.fabricState().uplinks().size()));
    // The charts read the same series.
    TimeSeriesPanel* util = page->chart(QStringLiteral("cluster-util"));
    REQUIRE(util != nullptr);
    CHECK(util->valueAt(QStringLiteral("ailab_cluster_gpu_utilisation"), 60.0) ==
          Approx(f.latest("ailab_cluster_gpu_utilisation")));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("operations_dashboard"));
    // The whole page, every row, as it scrolls.
    if (auto* scroll = page->findChild<QScrollArea*>())
        ailab::tests::saveTestShot(scroll->widget(), QStringLiteral("operations_dashboard_page"));
}

TEST_CASE("operations dashboard: clicking a component shows its role and indicators", "[gui][operations]")
{
    Fixture f;
    DashboardPage* page = f.page();
    CHECK(page->inspector()->content().title == QStringLiteral("GPU compute"));
    QTest::mouseClick(page->card(Component::Storage)->button(), Qt::LeftButton);
    CHECK(page->selectedComponent() == Component::Storage);
    CHECK(page->card(Component::Storage)->isSelected());
    CHECK_FALSE(page->card(Component::GpuCompute)->isSelected());
    CHECK(page->inspector()->content().title == QStringLiteral("Storage"));
    CHECK(page->inspector()->html().contains(QStringLiteral("parallel file system")));
    QTest::mouseClick(page->card(Component::NetworkFabric)->button(), Qt::LeftButton);
    CHECK(page->inspector()->html().contains(QStringLiteral("ECN marks")));
    // The state keeps the selection.
    CHECK(page->saveState().value(QStringLiteral("component")).toString() == QStringLiteral("fabric"));
}

TEST_CASE("operations dashboard: clicking a server on the drawing filters the heatmaps to it",
          "[gui][operations]")
{
    Fixture f;
    DashboardPage* page = f.page();
    f.playTo(20.0);
    TopologyView* view = page->topology();
    view->fitToView();
    const QPoint at = view->viewportPositionOf(QStringLiteral("server:2"));
    REQUIRE(!at.isNull());
    QTest::mouseClick(view->graphicsView()->viewport(), Qt::LeftButton, {}, at);
    QCoreApplication::processEvents();
    CHECK(page->filter() == DashboardPart{DashboardPart::Kind::Server, 2});
    HeatmapPanel* heatmap = page->heatmap(QStringLiteral("gpu-util"));
    REQUIRE(heatmap != nullptr);
    CHECK(heatmap->rowCount() == f.twin().gpusOfServer(2));
    CHECK(heatmap->rowName(0).startsWith(QStringLiteral("GPU %1").arg(f.twin().firstGpuOfServer(2))));
    CHECK(page->filterLabel()->isVisible());
    CHECK(page->filterLabel()->text().contains(QStringLiteral("server 2")));
    // The rows hold what was recorded before the click.
    CHECK(heatmap->valueAt(0, 19.5).has_value());
    // A link filters the fabric: its heatmap row and its own series.
    page->setFilter({DashboardPart::Kind::Link, 1});
    CHECK(page->heatmap(QStringLiteral("link-util"))->rowCount() == 1);
    CHECK(page->chart(QStringLiteral("fabric-util"))->seriesCount() == 1);
    QTest::mouseClick(page->clearFilterButton(), Qt::LeftButton);
    CHECK(page->filter().kind == DashboardPart::Kind::None);
    CHECK_FALSE(page->filterLabel()->isVisible());
    CHECK(page->heatmap(QStringLiteral("gpu-util"))->rowCount() == 32);
}

TEST_CASE("operations dashboard: an injected fault is an annotation on every chart", "[gui][operations]")
{
    Fixture f;
    DashboardPage* page = f.page();
    f.playTo(10.0);
    const int before = page->annotatedEvents();
    cluster::FaultSpec fault;
    fault.kind = "link-down";
    fault.target = "leaf0-spine0";
    fault.atS = 12.0;
    fault.pointer = "/fault";
    f.session().injectFault(fault);
    f.playTo(20.0);
    REQUIRE(page->annotatedEvents() > before);
    for (TimeSeriesPanel* chart : page->charts())
        CHECK(chart->annotationCount() == page->annotatedEvents());
    for (HeatmapPanel* heatmap : page->heatmaps())
        CHECK(heatmap->annotationCount() == page->annotatedEvents());
    CHECK(page->card(Component::NetworkFabric)->tile()->status() == Status::Failed);
    // A new range rebuilds the charts with the annotations.
    page->setRangeIndex(3);
    CHECK(page->chart(QStringLiteral("fabric-errors"))->annotationCount() == page->annotatedEvents());
}

TEST_CASE("operations dashboard: its state round-trips and bad states are refused", "[gui][operations]")
{
    Fixture f;
    DashboardPage* page = f.page();
    page->selectComponent(Component::Orchestration);
    page->setRangeIndex(0);
    page->setFilter({DashboardPart::Kind::Leaf, 1});
    const QJsonObject saved = page->saveState();
    page->resetToDefaults();
    CHECK(page->filter().kind == DashboardPart::Kind::None);
    page->restoreState(saved);
    CHECK(page->saveState() == saved);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("range"), QStringLiteral("2d")}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("filter"), QStringLiteral("rack:x")}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("colour"), 1}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("filter"), QStringLiteral("server:99")}}), ailab::core::Error);
    CHECK(page->saveState() == saved);
    // Folding a row hides its charts; opening it again shows them caught up.
    DashboardRow* row = page->rows().front();
    row->setExpanded(false);
    CHECK_FALSE(page->chart(QStringLiteral("cluster-util"))->isVisible());
    f.playTo(30.0);
    row->setExpanded(true);
    QCoreApplication::processEvents();
    CHECK(page->chart(QStringLiteral("cluster-util"))->valueAt(QStringLiteral("ailab_cluster_gpu_utilisation"), 30.0)
              .has_value());
}
