#include "core/topo/intra_node.h"
#include "core/topo/server_builder.h"
#include "core/units/format.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/gpu_server/gpu_server_lab.h"
#include "labs/gpu_server/gpu_server_session.h"
#include "labs/gpu_server/panels/node_page.h"
#include "labs/gpu_server/views/server_drawing.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::labs;
using namespace ailab::labs::gpu_server;
using ailab::core::train::StepPhase;

namespace {

struct Fixture : ailab::tests::LabFixture<GpuServerLab>
{
    Fixture()
    {
        workspace->resize(1020, 690);
        workspace->show();
        QCoreApplication::processEvents();
    }
};

} // namespace

TEST_CASE("gpu-server node: the drawing is the server graph and parts are inspectable",
          "[gui][gpu-server]")
{
    Fixture f;
    NodePage* page = f.lab.nodePage();
    const auto& server = f.lab.session().server();
    const TopologySnapshot& snap = page->topology()->snapshot();
    CHECK(snap.nodes.size() == int(server.graph.nodeCount()));
    CHECK(snap.links.size() == int(server.graph.linkCount()));
    // The seed's node: 2 CPUs, 4 GPUs, 2 NICs.
    int gpus = 0, cpus = 0, nics = 0;
    for (const TopologyNode& n : snap.nodes) {
        gpus += n.kind == QStringLiteral("gpu");
        cpus += n.kind == QStringLiteral("cpu");
        nics += n.kind == QStringLiteral("nic");
    }
    CHECK(gpus == 4);
    CHECK(cpus == 2);
    CHECK(nics == 2);

    // Click GPU 1 on the drawing: the inspector shows its role and catalog figures.
    const QPoint at = page->topology()->viewportPositionOf(QStringLiteral("gpu1"));
    REQUIRE(!at.isNull());
    QTest::mouseClick(page->topology()->graphicsView()->viewport(), Qt::LeftButton, {}, at);
    CHECK(page->selectedElement() == QStringLiteral("gpu1"));
    CHECK(f.lab.selectedElement() == QStringLiteral("gpu1"));
    CHECK(page->inspector()->text().contains(QStringLiteral("H100 PCIe")));
    CHECK(page->inspector()->text().contains(QStringLiteral("300 GB/s"))); // bridge, each way
    page->selectElement(QStringLiteral("cpu0~cpu1"));
    CHECK(page->inspector()->text().contains(QStringLiteral("128 GB/s")));
    page->selectElement(QStringLiteral("nic1"));
    CHECK(page->inspector()->text().contains(QStringLiteral("400 Gb/s")));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("gpu-server-node-selected"));
}

TEST_CASE("gpu-server node: Launch workload plays the step model's phases", "[gui][gpu-server]")
{
    Fixture f;
    NodePage* page = f.lab.nodePage();
    GpuServerSession& s = f.lab.session();
    const auto& t = s.timeline();
    // The tiles show the timeline's figures.
    CHECK(t.stepSeconds > 0.0);
    CHECK(page->stepTile()->value() == QString::fromStdString(ailab::core::units::toString(
                                           ailab::core::units::Seconds::seconds(t.stepSeconds))));
    CHECK(page->timelineChart()->kind() == SummaryChart::Kind::Breakdown);

    QTest::mouseClick(page->launchButton(), Qt::LeftButton);
    CHECK(s.driver()->isPlaying());
    s.driver()->pause();
    // Step the clock into the data load: tokens move from DRAM to every GPU.
    s.driver()->setStepSize(t.gpus[0].dataLoadSeconds / 2);
    s.driver()->step();
    CHECK(t.phaseAt(0, s.now()) == StepPhase::DataLoad);
    const auto& flows = page->topology()->snapshot().flows;
    REQUIRE(flows.size() == 4);
    CHECK(flows.front().path.front() == QStringLiteral("dram0"));
    CHECK(flows.front().path.back() == QStringLiteral("gpu0"));
    CHECK(page->phaseLabel()->text().contains(QStringLiteral("data load")));

    // Into the all-reduce: one token per ring hop, along the graph's routes.
    s.driver()->setStepSize(t.allReduceStart + t.allReduce.seconds / 2 - s.now());
    s.driver()->step();
    CHECK(t.phaseAt(0, s.now()) == StepPhase::AllReduce);
    const auto& ring = page->topology()->snapshot().flows;
    REQUIRE(ring.size() == 4);
    CHECK(ring[1].path == QStringList{"gpu1", "pcie-sw0", "cpu0", "cpu1", "pcie-sw1", "gpu2"});
    CHECK(page->phaseLabel()->text().contains(QStringLiteral("all-reduce")));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("gpu-server-node-allreduce"));

    // To the end: done, and Reset returns to the idle start.
    QSignalSpy finished(s.driver(), &SimDriver::finished);
    s.driver()->setStepSize(t.stepSeconds);
    s.driver()->step();
    CHECK(finished.count() == 1);
    CHECK(page->topology()->snapshot().flows.isEmpty());
    s.driver()->reset();
    CHECK(s.now() == 0.0);
    CHECK(page->phaseLabel()->text().contains(QStringLiteral("Idle")));
}

TEST_CASE("gpu-server node: the DGX preset draws 8 GPUs and 4 NVSwitch chips", "[gui][gpu-server]")
{
    Fixture f;
    f.lab.loadScenario(GpuServerLab::readPreset(f.lab.presets().at(1)));
    const TopologySnapshot& snap = f.lab.nodePage()->topology()->snapshot();
    int gpus = 0, nvswitches = 0;
    for (const TopologyNode& n : snap.nodes) {
        gpus += n.kind == QStringLiteral("gpu");
        nvswitches += n.id.startsWith(QStringLiteral("nvswitch"));
    }
    CHECK(gpus == 8);
    CHECK(nvswitches == 4);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("gpu-server-node-dgx"));
}

TEST_CASE("gpu-server node: Fit shows an eight-GPU server whole, its labels apart",
          "[gui][gpu-server][topology]")
{
    for (const QSize size : {QSize(1020, 690), QSize(1280, 800), QSize(1900, 1000)}) {
        INFO(size.width() << "x" << size.height());
        Fixture f;
        f.lab.loadScenario(GpuServerLab::readPreset(
            QStringLiteral(":/labs/gpu-server/scenarios/dgx-h100-training.json")));
        f.workspace->resize(size);
        QCoreApplication::processEvents();
        TopologyView* view = f.lab.nodePage()->topology();
        REQUIRE(view->snapshot().nodes.size() > 30); // 8 GPUs, 8 NICs, 4 NVSwitches, ...
        view->fitToView();
        QCoreApplication::processEvents();
        QGraphicsView* gv = view->graphicsView();
        const QRect viewport = gv->viewport()->rect();
        // Every item of the scene, boxes and links, lies inside the view after Fit.
        for (QGraphicsItem* item : view->scene()->items()) {
            if (!item->isVisible())
                continue;
            const QRect at = gv->mapFromScene(item->sceneBoundingRect()).boundingRect();
            CHECK(viewport.adjusted(-1, -1, 1, 1).contains(at));
        }
        // Painted: no two link labels on top of each other.
        gv->viewport()->grab();
        const QList<QRectF> labels = view->linkLabelRects();
        for (qsizetype i = 0; i < labels.size(); ++i) {
            for (qsizetype j = i + 1; j < labels.size(); ++j)
                CHECK_FALSE(labels[i].intersects(labels[j]));
        }
        ailab::tests::saveTestShot(f.workspace.get(),
                                   QStringLiteral("gpu-server-dgx-fit-%1").arg(size.width()));
    }
}

TEST_CASE("gpu-server node: the eight-GPU server folds into two halves that fit 1280 wide",
          "[gui][gpu-server][topology]")
{
    const auto server = ailab::core::topo::buildServer(ailab::core::topo::dgxH100Server());
    const TopologySnapshot snap = ServerDrawing::build(server);
    double left = 1e9, right = -1e9, top = 1e9, bottom = -1e9;
    for (const TopologyNode& n : snap.nodes) {
        left = std::min(left, n.position.x());
        right = std::max(right, n.position.x());
        top = std::min(top, n.position.y());
        bottom = std::max(bottom, n.position.y());
    }
    // About half as wide as a single row of 16 devices, and no two parts on one spot.
    CHECK(right - left <= 9.0);
    CHECK(bottom - top > 5.0);
    for (qsizetype i = 0; i < snap.nodes.size(); ++i) {
        for (qsizetype j = i + 1; j < snap.nodes.size(); ++j) {
            const QPointF d = snap.nodes[i].position - snap.nodes[j].position;
            INFO(snap.nodes[i].id.toStdString() << " " << snap.nodes[j].id.toStdString());
            CHECK((std::abs(d.x()) >= 0.99 || std::abs(d.y()) >= 0.99));
        }
    }
    // The conceptual four-GPU node stays in one row.
    const TopologySnapshot small =
        ServerDrawing::build(ailab::core::topo::buildServer(ailab::core::topo::conceptualServer()));
    double smallBottom = 0;
    for (const TopologyNode& n : small.nodes)
        smallBottom = std::max(smallBottom, n.position.y());
    CHECK(smallBottom <= 4.0);
}
