#include "core/error.h"
#include "core/storage/input_pipeline.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/storage/panels/journey_page.h"
#include "labs/storage/storage_lab.h"
#include "labs/storage/storage_session.h"
#include "labs/storage/views/journey_drawing.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

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

    // Play a little: reads in flight, batches ready, the GPU computing or waiting.
    bool sawReads = false, sawBatch = false, sawWaiting = false, sawComputing = false;
    for (int i = 0; i < 60; ++i) {
        f.lab.driver()->step();
        const ailab::core::storage::InputPipeline& run = f.lab.session().run();
        const TopologySnapshot& s = view->snapshot();
        const TopologyNode& gpu = nodeOf(s, QStringLiteral("gpu"));
        if (run.gpuBusy(0, 0))
            CHECK(gpu.status == Status::Busy);
        else if (!run.finished())
            CHECK(gpu.status == Status::Congested);
        const TopologyNode& buffer = nodeOf(s, QStringLiteral("buffer"));
        CHECK(buffer.utilisation ==
              Approx(double(run.readyBatches(0, 0)) / run.config().jobs.front().prefetch));
        for (const TopologyFlow& flow : s.flows) {
            sawReads = sawReads || flow.id.startsWith(QStringLiteral("read"));
            sawBatch = sawBatch || flow.id == QStringLiteral("batch");
        }
        sawWaiting = sawWaiting || gpu.status == Status::Congested;
        sawComputing = sawComputing || gpu.status == Status::Busy;
    }
    CHECK(sawReads);
    CHECK(sawWaiting); // storage limits this pipeline: the GPU waits
    CHECK(sawComputing);
    (void)sawBatch;
    // The storage node shows the tier's load; the tile the same rate.
    const TopologyNode& storage = nodeOf(view->snapshot(), QStringLiteral("storage"));
    CHECK(storage.utilisation ==
          Approx(f.lab.session().run().tierRateBytesPerSecond() / 8e9));

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
