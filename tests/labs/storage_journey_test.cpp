#include "core/error.h"
#include "core/storage/input_pipeline.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_node_item.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/storage/panels/journey_page.h"
#include "labs/storage/storage_lab.h"
#include "labs/storage/storage_session.h"
#include "labs/storage/views/journey_drawing.h"
#include "labs/storage/views/storage_format.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QGraphicsScene>
#include <QLabel>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::storage;

namespace {

const TopologyNode& nodeOf(const TopologySnapshot& s, const QString& id)
{
    for (const TopologyNode& n : s.nodes)
        if (n.id == id)
            return n;
    FAIL("no node " << id.toStdString());
    return s.nodes.front();
}

} // namespace

TEST_CASE("storage journey: the stages follow the running pipeline", "[gui][storage]")
{
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.loadScenario(
        TabbedLab::readPreset(QStringLiteral(":/labs/storage/scenarios/course-starvation.json")));
    f.lab.setMode(QStringLiteral("journey"));
    f.workspace->resize(1280, 760);
    JourneyPage* page = f.lab.journeyPage();
    TopologyView* view = page->view();
    REQUIRE(view->snapshot().nodes.size() == 5);
    CHECK(page->gpuTile()->value() == QStringLiteral("24 GB/s"));
    // Before the first sample no stage claims an average over an empty window.
    CHECK(nodeOf(view->snapshot(), QStringLiteral("storage")).detail.startsWith("Nothing measured"));
    for (const TopologyLink& link : view->snapshot().links)
        CHECK_FALSE(link.detail.contains(QStringLiteral("over the last")));

    // Play a little: reads in flight, batches ready; the GPU node shows its share of the
    // last seconds computing, waiting for data most of it (storage limits this pipeline).
    bool sawReads = false, sawWaiting = false;
    for (int i = 0; i < 60; ++i) {
        f.lab.driver()->step();
        const ailab::core::storage::InputPipeline& run = f.lab.session().run();
        const TopologySnapshot& s = view->snapshot();
        const ailab::core::storage::StageRates w = JourneyDrawing::recentRates(run);
        const TopologyNode& gpu = nodeOf(s, QStringLiteral("gpu"));
        CHECK(gpu.utilisation == Approx(w.gpuBusyFraction));
        const TopologyNode& buffer = nodeOf(s, QStringLiteral("buffer"));
        CHECK(buffer.utilisation ==
              Approx(w.meanReadyBatches / run.config().jobs.front().prefetch));
        for (const TopologyFlow& flow : s.flows)
            sawReads = sawReads || flow.id.startsWith(QStringLiteral("read"));
        sawWaiting = sawWaiting || gpu.status == Status::Congested;
    }
    CHECK(sawReads);
    CHECK(sawWaiting);
    // The storage node shows the tier's load over the window; the tile the same rate.
    const TopologyNode& storage = nodeOf(view->snapshot(), QStringLiteral("storage"));
    CHECK(storage.utilisation ==
          Approx(JourneyDrawing::recentRates(f.lab.session().run()).tierReadBytesPerSecond / 8e9));

    // Selecting a stage shows its role; the selection is saved.
    view->selectElement(QStringLiteral("buffer"));
    CHECK(page->inspectorTitle()->text() == JourneyDrawing::stageTitle(QStringLiteral("buffer")));
    CHECK(page->inspectorText()->text().contains(QStringLiteral("prefetch")));
    CHECK(page->saveState().value(QStringLiteral("selected")).toString() ==
          QStringLiteral("buffer"));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("storage-journey"));

    JourneyPage other(f.lab.session());
    other.restoreState(page->saveState());
    CHECK(other.inspectorTitle()->text() == page->inspectorTitle()->text());
    CHECK_THROWS_AS(other.restoreState(QJsonObject{{QStringLiteral("selected"), 3}}),
                    ailab::core::Error);
    CHECK(other.inspectorTitle()->text() == page->inspectorTitle()->text());
}

namespace {

const TopologyLink& linkFrom(const TopologySnapshot& s, const QString& from)
{
    for (const TopologyLink& l : s.links)
        if (l.from == from)
            return l;
    FAIL("no link from " << from.toStdString());
    return s.links.front();
}

} // namespace

TEST_CASE("storage journey: the drawing shows means over a window, as the starvation page",
          "[gui][storage]")
{
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.loadScenario(
        TabbedLab::readPreset(QStringLiteral(":/labs/storage/scenarios/course-starvation.json")));
    f.lab.setMode(QStringLiteral("journey"));
    JourneyPage* page = f.lab.journeyPage();
    // Before Play nothing is measured.
    CHECK(page->statusTile()->value() == QStringLiteral("–"));
    // 17 s in, storage delivers 8 of the GPUs' 24 GB/s: every link after ingestion carries
    // about a third of the demand, whatever the instant between two batches shows.
    f.lab.driver()->seek(17.0);
    const TopologySnapshot& s = page->view()->snapshot();
    for (const QString& from : {QStringLiteral("ingestion"), QStringLiteral("preprocessing"),
                                QStringLiteral("buffer")}) {
        INFO(from.toStdString());
        CHECK(linkFrom(s, from).utilisation == Approx(1.0 / 3.0).epsilon(0.15));
    }
    CHECK(linkFrom(s, QStringLiteral("storage")).utilisation == Approx(1.0).epsilon(0.05));
    const TopologyNode& gpu = nodeOf(s, QStringLiteral("gpu"));
    CHECK(gpu.utilisation == Approx(1.0 / 3.0).epsilon(0.15));
    CHECK(gpu.status == Status::Congested);
    CHECK(gpu.detail.contains(QStringLiteral("waiting for data")));
    CHECK(page->storageTile()->value() == QStringLiteral("8 GB/s"));
    const ailab::core::storage::StageRates w = JourneyDrawing::recentRates(f.lab.session().run());
    CHECK(page->statusTile()->value() == StorageFormat::percent(w.gpuBusyFraction));
    CHECK(page->statusTile()->detail().contains(StorageFormat::percent(w.dataWaitFraction)));
    CHECK(page->statusTile()->detail().contains(QStringLiteral("2 s")));
}

TEST_CASE("storage journey: a preset's local NVMe cache is a stage of the drawing",
          "[gui][storage]")
{
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.loadScenario(
        TabbedLab::readPreset(QStringLiteral(":/labs/storage/scenarios/local-cache-epochs.json")));
    f.lab.setMode(QStringLiteral("journey"));
    f.workspace->resize(1280, 760);
    JourneyPage* page = f.lab.journeyPage();
    REQUIRE(page->view()->snapshot().nodes.size() == 6);
    CHECK(nodeOf(page->view()->snapshot(), QStringLiteral("cache")).label ==
          JourneyDrawing::stageTitle(QStringLiteral("cache")));
    // Play into the last epoch: the cache feeds the GPUs, the object store idles.
    const ailab::core::storage::InputPipeline& run = f.lab.session().run();
    bool sawCacheFeeding = false;
    for (int i = 0; i < 400 && !run.finished() && !sawCacheFeeding; ++i) {
        f.lab.driver()->step();
        const TopologySnapshot& s = page->view()->snapshot();
        sawCacheFeeding = linkFrom(s, QStringLiteral("cache")).utilisation > 0.05 &&
                          nodeOf(s, QStringLiteral("gpu")).utilisation > 0.5;
    }
    CHECK(sawCacheFeeding);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("storage-journey-cache"));
    // Another preset without a cache: five stages again.
    f.lab.loadScenario(
        TabbedLab::readPreset(QStringLiteral(":/labs/storage/scenarios/course-starvation.json")));
    CHECK(page->view()->snapshot().nodes.size() == 5);
}

TEST_CASE("storage journey: German stage names are whole on the drawing", "[gui][storage]")
{
    ailab::tests::GermanForScope german;
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.loadScenario(
        TabbedLab::readPreset(QStringLiteral(":/labs/storage/scenarios/local-cache-epochs.json")));
    f.lab.setMode(QStringLiteral("journey"));
    f.workspace->resize(1280, 760);
    TopologyView* view = f.lab.journeyPage()->view();
    for (const TopologyNode& node : view->snapshot().nodes) {
        TopologyNodeItem* item = nullptr;
        for (QGraphicsItem* g : view->scene()->items()) {
            if (auto* typed = dynamic_cast<TopologyNodeItem*>(g); typed && typed->id() == node.id)
                item = typed;
        }
        REQUIRE(item != nullptr);
        INFO(node.label.toStdString());
        CHECK(item->labelLines().join(QLatin1Char(' ')) == node.label);
    }
}
