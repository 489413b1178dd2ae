// The operations lab's dashboard (labs/operations/panels/dashboard_page): its figures are
// the twin's, its inspector follows the component clicked, the drawing filters it, and every
// warning or critical event is drawn on every chart.
#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/telemetry/metric_registry.h"
#include "core/telemetry/series_window.h"
#include "core/units/format.h"
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
#include "labs/operations/views/cluster_drawing.h"
#include "labs/operations/views/component_card.h"
#include "labs/operations/views/dashboard_row.h"
#include "tests/labs/operations_fixture.h"
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

struct Fixture : ailab::tests::OperationsFixture
{
    explicit Fixture(const char* preset = "course-operations")
        : OperationsFixture("dashboard", preset)
    {
    }
    DashboardPage* page() const { return workspace->findChild<DashboardPage*>(); }
    double latest(const std::string& name) const { return twin().metrics().get(name).latest()->value; }
};

} // namespace

TEST_CASE("operations dashboard: the tiles are the twin's figures", "[gui][operations]")
{
    Fixture f;
    DashboardPage* page = f.page();
    REQUIRE(page != nullptr);
    f.seek(60.0);
    const cluster::ClusterTwin& twin = f.twin();
    // The course's 32 GPUs in four jobs of eight: what the twin computes, not the course's 92 %.
    REQUIRE(twin.gpuCount() == 32);
    MetricTile* gpu = page->card(Component::GpuCompute)->tile();
    CHECK(gpu->value() == formatFigure(f.latest("ailab_cluster_gpu_utilisation")));
    CHECK(gpu->unit() == QStringLiteral("%"));
    CHECK(gpu->status() == statusOf(cluster::gpuComputeHealth(twin)));
    MetricTile* storage = page->card(Component::Storage)->tile();
    // The jobs read each step's batch in a burst, so the tile shows the mean of the last
    // minute (a rate), never the burst or the gap one sample catches.
    const double perMinute = *ailab::core::telemetry::meanOver(twin.metrics().get("ailab_cluster_storage_throughput"), 60.0);
    REQUIRE(perMinute > 0.0);
    CHECK(storage->value() + QLatin1Char(' ') + storage->unit() ==
          QString::fromStdString(ailab::core::units::toString(
              ailab::core::units::ByteRate::gigabytesPerSecond(perMinute), {.significantDigits = 3})));
    CHECK(storage->value() != QStringLiteral("0"));
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
    f.seek(20.0);
    TopologyView* view = page->topology();
    view->fitToView();
    const QPoint at = view->viewportPositionOf(QStringLiteral("server2"));
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
    // A rack filters the GPUs to the ones it holds and the rack charts to it.
    page->setFilter({DashboardPart::Kind::Rack, 0});
    int rackGpus = 0;
    for (int server = 0; server < f.twin().serverCount(); ++server)
        if (f.twin().rackOfServer(server) == 0)
            rackGpus += f.twin().gpusOfServer(server);
    CHECK(page->heatmap(QStringLiteral("gpu-util"))->rowCount() == rackGpus);
    CHECK(page->filterLabel()->text().contains(QString::fromStdString(f.twin().spec().racks()[0].id)));
    CHECK(page->saveState().value(QStringLiteral("filter")).toString() ==
          QString::fromStdString(f.twin().spec().racks()[0].id));
}

TEST_CASE("operations dashboard: the drawing is the injection page's, judged by core's health rules",
          "[gui][operations]")
{
    Fixture f;
    DashboardPage* page = f.page();
    f.seek(10.0);
    ClusterDrawing drawing;
    drawing.build(f.twin());
    const TopologySnapshot state = drawing.snapshot(f.twin(), DrawingStatus::TwinState);
    const TopologySnapshot& shown = page->topology()->snapshot();
    // One builder: the same parts in the same places, whichever page draws them.
    REQUIRE(shown.nodes.size() == state.nodes.size());
    REQUIRE(shown.links.size() == state.links.size());
    for (int i = 0; i < shown.nodes.size(); ++i) {
        CHECK(shown.nodes[i].id == state.nodes[i].id);
        CHECK(shown.nodes[i].position == state.nodes[i].position);
    }
    // The dashboard's statuses are core's rules: each spine as spineHealth judges it.
    const auto& fabric = f.twin().fabricState().fabric();
    for (std::size_t i = 0; i < fabric.spines.size(); ++i) {
        const QString id = QString::fromStdString(fabric.graph.node(fabric.spines[i]).name);
        const auto node = std::find_if(shown.nodes.begin(), shown.nodes.end(),
                                       [&](const TopologyNode& n) { return n.id == id; });
        REQUIRE(node != shown.nodes.end());
        CHECK(node->status == statusOf(cluster::spineHealth(f.twin(), i)));
    }
    // A link taken down is failed in both.
    cluster::FaultSpec fault;
    fault.kind = "link-down";
    fault.target = "leaf0-spine0";
    fault.atS = 11.0;
    fault.pointer = "/fault";
    f.session().injectFault(fault);
    f.seek(15.0);
    const auto statusOfLink = [](const TopologySnapshot& snap, const QString& id) {
        for (const TopologyLink& l : snap.links)
            if (l.id == id)
                return l.status;
        return Status::Idle;
    };
    CHECK(statusOfLink(page->topology()->snapshot(), QStringLiteral("leaf0-spine0")) == Status::Failed);
    CHECK(statusOfLink(drawing.snapshot(f.twin(), DrawingStatus::TwinState), QStringLiteral("leaf0-spine0")) ==
          Status::Failed);
}

TEST_CASE("operations dashboard: a large cluster's drawing says what it leaves out", "[gui][operations]")
{
    Fixture f("llama3-16k");
    DashboardPage* page = f.page();
    const TopologySnapshot& shown = page->topology()->snapshot();
    CHECK(shown.nodes.size() < 120);
    const QLabel* note = nullptr;
    for (const QLabel* label : page->findChildren<QLabel*>())
        if (label->text().contains(QStringLiteral("The drawing shows the first")))
            note = label;
    REQUIRE(note != nullptr);
    CHECK(note->text().contains(QStringLiteral("of %1 servers").arg(f.twin().serverCount())));
    // A server the drawing leaves out can still be the filter (a saved state may name it).
    const QString last = QStringLiteral("server%1").arg(f.twin().serverCount() - 1);
    page->restoreState({{QStringLiteral("filter"), last}});
    CHECK(page->filter() == DashboardPart{DashboardPart::Kind::Server, f.twin().serverCount() - 1});
}

TEST_CASE("operations dashboard: an injected fault is an annotation on every chart", "[gui][operations]")
{
    Fixture f;
    DashboardPage* page = f.page();
    f.seek(10.0);
    const int before = page->annotatedEvents();
    cluster::FaultSpec fault;
    fault.kind = "link-down";
    fault.target = "leaf0-spine0";
    fault.atS = 12.0;
    fault.pointer = "/fault";
    f.session().injectFault(fault);
    f.seek(20.0);
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
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("filter"), QStringLiteral("server99")}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("filter"), QStringLiteral("server:1")}}), ailab::core::Error);
    CHECK(page->saveState() == saved);
    // Folding a row hides its charts; opening it again shows them caught up.
    DashboardRow* row = page->rows().front();
    row->setExpanded(false);
    CHECK_FALSE(page->chart(QStringLiteral("cluster-util"))->isVisible());
    f.seek(30.0);
    row->setExpanded(true);
    QCoreApplication::processEvents();
    CHECK(page->chart(QStringLiteral("cluster-util"))->valueAt(QStringLiteral("ailab_cluster_gpu_utilisation"), 30.0)
              .has_value());
}
