#include "core/error.h"
#include "core/models/storage/accelerator_search.h"
#include "core/storage/input_pipeline.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/storage/panels/mlperf_page.h"
#include "labs/storage/storage_lab.h"
#include "labs/storage/views/storage_format.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::storage;
namespace ms = ailab::core::models::storage;
namespace cs = ailab::core::storage;

TEST_CASE("storage MLPerf runner: one run and the search, on a worker", "[gui][storage]")
{
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.setMode(QStringLiteral("mlperf"));
    f.workspace->resize(1280, 760);
    MlperfPage* page = f.lab.mlperfPage();
    page->workloadBox()->setCurrentIndex(page->workloadBox()->findData(QStringLiteral("unet3d")));
    page->acceleratorsBox()->setValue(8);
    page->stepsBox()->setValue(20);
    page->limitBox()->setValue(32);

    // One run: its figures are core's for the same setup.
    QSignalSpy finished(page, &MlperfPage::runFinished);
    QTest::mouseClick(page->runButton(), Qt::LeftButton);
    REQUIRE(finished.wait(240000));
    const ms::MlperfRunSetup setup = page->setup();
    const cs::PipelineResult run = cs::runPipeline(ms::mlperfRunConfig(setup, 8));
    const cs::JobResult& job = run.jobs.front();
    CHECK(page->auTile()->value() == StorageFormat::percent(job.au));
    CHECK(page->auTile()->status() == (job.passed ? Status::Healthy : Status::Failed));
    CHECK(page->throughputTile()->value() == StorageFormat::rate(job.deliveredBytesPerSecond));
    REQUIRE(page->trials().size() == 1);

    // The search: the most accelerators that pass, as core finds them.
    QTest::mouseClick(page->searchButton(), Qt::LeftButton);
    REQUIRE(finished.wait(240000));
    const ms::AcceleratorSearch found = ms::searchMaxAccelerators(
        [&](int n) { return ms::mlperfRunConfig(setup, n); }, 32);
    CHECK(page->maxTile()->value() == QString::number(found.maxPassing));
    CHECK(int(page->trials().size()) == found.runs);
    CHECK(page->chart()->kind() == SummaryChart::Kind::Bars);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("storage-mlperf"));

    // Stop ends a search after the run in progress.
    QTest::mouseClick(page->searchButton(), Qt::LeftButton);
    QTest::mouseClick(page->stopButton(), Qt::LeftButton);
    REQUIRE(finished.wait(240000));
    CHECK(page->statusLabel()->text().startsWith(QStringLiteral("Stopped")));
    CHECK(page->runButton()->isEnabled());

    // Saved state.
    const QJsonObject saved = page->saveState();
    MlperfPage other;
    other.restoreState(saved);
    CHECK(other.saveState() == saved);
    CHECK_THROWS_AS(other.restoreState(QJsonObject{{QStringLiteral("workload"), QStringLiteral("bert")}}),
                    ailab::core::Error);
    CHECK(other.saveState() == saved);
}
