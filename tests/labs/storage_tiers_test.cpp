#include "core/error.h"
#include "core/models/storage/small_files_study.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/storage/panels/tiers_page.h"
#include "labs/storage/storage_lab.h"
#include "labs/storage/views/storage_format.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::storage;
namespace ms = ailab::core::models::storage;

TEST_CASE("storage tiers: large and small files on every tier, on a worker", "[gui][storage]")
{
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.setMode(QStringLiteral("tiers"));
    f.workspace->resize(1280, 760);
    TiersPage* page = f.lab.tiersPage();
    CHECK(page->rowCount() == 0);
    CHECK_FALSE(page->pageSummary().isEmpty());

    QSignalSpy finished(page, &TiersPage::comparisonFinished);
    QTest::mouseClick(page->compareButton(), Qt::LeftButton);
    CHECK(page->isRunning());
    CHECK_FALSE(page->compareButton()->isEnabled());
    REQUIRE(finished.wait(240000));
    REQUIRE(page->rowCount() == 8);
    CHECK(page->progressBar()->value() == 8);

    // The parallel file system's rows: the same figures core computes for these cases.
    ms::SmallFilesStudyConfig config;
    config.accelerators = page->acceleratorsBox()->value();
    const ms::SmallFilesRow small =
        ms::runSmallFilesCase(config, {ailab::core::storage::TierKind::ParallelFileSystem,
                                       ms::FileLayout::SmallFiles});
    QTableWidget* table = page->table();
    CHECK(table->item(3, 0)->text() == StorageFormat::tier(small.which.tier));
    CHECK(table->item(3, 1)->text() == StorageFormat::layout(ms::FileLayout::SmallFiles));
    CHECK(table->item(3, 2)->text().startsWith(StorageFormat::percent(small.au)));
    QTableWidget* load = page->loadTable();
    CHECK(load->item(3, 0)->text().startsWith(StorageFormat::tier(small.which.tier)));
    CHECK(load->item(3, 2)->text() == StorageFormat::percent(small.metadataUtilisation));
    CHECK(small.metadataUtilisation > 0.9); // the metadata service runs out
    // The object store has no metadata service to load.
    CHECK(load->item(1, 2)->text().startsWith(QStringLiteral("none")));
    CHECK(page->chart()->kind() == SummaryChart::Kind::Bars);
    CHECK(page->compareButton()->isEnabled());
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("storage-tiers"));

    // Stop: the comparison ends early and says so.
    QTest::mouseClick(page->compareButton(), Qt::LeftButton);
    QTest::mouseClick(page->stopButton(), Qt::LeftButton);
    REQUIRE(finished.wait(240000));
    CHECK(page->rowCount() < 8);
    CHECK(page->statusLabel()->text().startsWith(QStringLiteral("Stopped")));

    // Saved state: the inputs, refused when wrong.
    page->acceleratorsBox()->setValue(16);
    const QJsonObject saved = page->saveState();
    TiersPage other;
    other.restoreState(saved);
    CHECK(other.acceleratorsBox()->value() == 16);
    CHECK_THROWS_AS(other.restoreState(QJsonObject{{QStringLiteral("accelerators"), 0}}),
                    ailab::core::Error);
    CHECK(other.acceleratorsBox()->value() == 16);
}
