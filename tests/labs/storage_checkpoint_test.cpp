#include "core/error.h"
#include "core/storage/checkpoint_model.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/storage/panels/checkpoint_page.h"
#include "labs/storage/storage_lab.h"
#include "labs/storage/views/storage_format.h"
#include "tests/labs/clipped_text.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::storage;
namespace cs = ailab::core::storage;

TEST_CASE("storage checkpoints: the course's 400 GB at 10 GB/s every 30 min", "[gui][storage]")
{
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.setMode(QStringLiteral("checkpoint"));
    f.workspace->resize(1280, 760);
    CheckpointPage* page = f.lab.checkpointPage();
    CHECK(page->sizeSlider()->value() == 400);
    CHECK(page->rateSlider()->value() == 10);
    CHECK(page->intervalSlider()->value() == 30);
    CHECK(page->durationTile()->value() == QStringLiteral("40 s"));
    CHECK(page->overheadTile()->value() == QStringLiteral("2.2 %"));
    CHECK(page->volumeTile()->value() == QStringLiteral("800 GB/h"));

    // Young and Daly for a failure a day, as core computes them for the 40 s pause.
    const double young = cs::youngInterval(40.0, 86400.0);
    CHECK(young == Approx(2629.1).epsilon(0.001));
    CHECK(page->youngTile()->value() == StorageFormat::duration(young));
    CHECK(page->dalyTile()->value() == StorageFormat::duration(cs::dalyInterval(40.0, 86400.0)));

    // Side by side: the blocking pause is the write, sharded is shorter, async shortest.
    QTableWidget* modes = page->modesTable();
    REQUIRE(modes->rowCount() == 3);
    CHECK(modes->item(0, 2)->text() == QStringLiteral("40 s"));
    cs::CheckpointSetup s = page->setup();
    s.mode = cs::CheckpointMode::Sharded;
    CHECK(modes->item(2, 2)->text() == StorageFormat::seconds(cs::evaluateCheckpoint(s).stallSeconds));
    s.mode = cs::CheckpointMode::Async;
    const cs::CheckpointResult async = cs::evaluateCheckpoint(s);
    CHECK(modes->item(1, 2)->text() == StorageFormat::seconds(async.stallSeconds));
    CHECK(async.stallSeconds < 10.0);
    CHECK(page->modesChart()->kind() == SummaryChart::Kind::Bars);

    // Twice the bandwidth halves the write.
    page->rateSlider()->setValue(20);
    CHECK(page->durationTile()->value() == QStringLiteral("20 s"));
    CHECK(page->overheadTile()->value() == QStringLiteral("1.1 %"));

    // An MLPerf Storage checkpoint: Llama 3 70B, 912 GB on 64 ranks.
    QComboBox* model = page->modelBox();
    model->setCurrentIndex(model->findData(QStringLiteral("llama3-70b")));
    CHECK(page->sizeSlider()->value() == 912);
    CHECK(page->ranksBox()->value() == 64);

    // No MTBF: the intervals say what they need.
    page->mtbfBox()->setValue(0.0);
    CHECK(page->youngTile()->value() == QStringLiteral("–"));

    // Nothing written before Go; the write's progress bar runs to the end.
    CHECK(page->progressText()->text().startsWith(QStringLiteral("Not written yet")));
    QTest::mouseClick(page->writeButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(page->progressBar()->value(), 1000, 10000);
    CHECK(page->progressText()->text().contains(QStringLiteral("written, training paused")));
    // Another checkpoint size: that one has not been written.
    page->sizeSlider()->setValue(page->sizeSlider()->value() + 10);
    CHECK(page->progressBar()->value() == 0);
    CHECK(page->progressText()->text().startsWith(QStringLiteral("Not written yet")));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("storage-checkpoint"));

    // Saved and restored; bad values refused with their field.
    const QJsonObject saved = page->saveState();
    CheckpointPage other;
    other.restoreState(saved);
    CHECK(other.saveState() == saved);
    CHECK(other.durationTile()->value() == page->durationTile()->value());
    try {
        other.restoreState(QJsonObject{{QStringLiteral("sizeGB"), -5}});
        FAIL("a negative size was accepted");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/sizeGB");
    }
    CHECK(other.saveState() == saved);
}

TEST_CASE("storage checkpoints: the Go button keeps its whole German text while writing",
          "[gui][storage]")
{
    ailab::tests::GermanForScope german;
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.setMode(QStringLiteral("checkpoint"));
    f.workspace->resize(1024, 700);
    f.workspace->show();
    CheckpointPage* page = f.lab.checkpointPage();
    // The long progress text once sat beside the button and squeezed it.
    page->sizeSlider()->setValue(20000);
    QTest::mouseClick(page->writeButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(page->progressBar()->value(), 1000, 10000);
    QApplication::processEvents();
    CHECK(page->writeButton()->width() >= page->writeButton()->sizeHint().width());
    const QStringList clipped = ailab::tests::clippedTexts(page);
    for (const QString& c : clipped) {
        INFO(c.toStdString());
        CHECK_FALSE(c.contains(page->writeButton()->text()));
        CHECK_FALSE(c.contains(page->progressText()->text().left(20)));
    }
}
