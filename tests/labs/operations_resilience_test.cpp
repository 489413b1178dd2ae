// The operations lab's resilience page (labs/operations/panels/resilience_page): the course's
// recovery simulator (30 / 10 / 20 minutes), the long run of a twin's job with random failures
// on a worker with progress and Cancel, Young's and Daly's intervals, the lost time, larger
// jobs, and the closing note beside the published figures.
#include "core/cluster/cluster_twin.h"
#include "core/cluster/resilience_job.h"
#include "core/cluster/resilience_run.h"
#include "core/error.h"
#include "core/units/format.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/operations/operations_lab.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/panels/resilience_page.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/operations_fixture.h"
#include "tests/labs/test_shots.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonObject>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::operations;
namespace cluster = ailab::core::cluster;

namespace {

struct Fixture : ailab::tests::OperationsFixture
{
    explicit Fixture(const char* preset = "course-operations")
        : OperationsFixture("resilience", preset)
    {
    }
    ResiliencePage* page() const { return lab.resiliencePage(); }
    QWidget* content() const { return page()->findChild<QScrollArea*>()->widget(); }
    static void type(QAbstractSpinBox* box, const QString& text)
    {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Enter);
    }
    // Runs the long run to its end (short runs: a few days, two seeds).
    void runLong(int days, int seeds)
    {
        page()->daysInput()->setValue(days);
        page()->seedsInput()->setValue(seeds);
        QTest::mouseClick(page()->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page()->isRunning() && page()->runButton()->isEnabled(), 120000);
        QCoreApplication::processEvents();
    }
};

} // namespace

TEST_CASE("operations resilience: the course's simulator, 30, 10 and 20 minutes", "[gui][operations]")
{
    Fixture f;
    ResiliencePage* page = f.page();
    REQUIRE(page != nullptr);
    CHECK(page->intervalInput()->value() == 30);
    CHECK(page->restartInput()->value() == 10);
    CHECK(page->sinceInput()->value() == 20);
    // With a usable checkpoint: 20 min lost, 30 min of restart and recomputation.
    CHECK(page->lostTile()->value() == QStringLiteral("20 min"));
    CHECK(page->recoveryTile()->value() == QStringLiteral("30 min"));
    // Without the training so far, as the course: "—".
    CHECK(page->savedTile()->value() == QStringLiteral("—"));
    CHECK(page->withoutTile()->value() == QStringLiteral("—"));
    CHECK(page->statusTile()->value() == QStringLiteral("Ready"));
    CHECK(page->recoveryBar()->value() == 0);
    CHECK(page->failuresTile()->value() == QStringLiteral("0"));

    // A simulated failure plays the recovery: restarting, then recomputing, then recovered.
    QTest::mouseClick(page->simulateButton(), Qt::LeftButton);
    CHECK(page->failuresTile()->value() == QStringLiteral("1"));
    CHECK(page->statusTile()->value() == QStringLiteral("Restarting"));
    page->finishRecovery();
    CHECK(page->statusTile()->value() == QStringLiteral("Recovered"));
    CHECK(page->recoveryBar()->value() == page->recoveryBar()->maximum());
    CHECK(page->recoveryText()->text().contains(QStringLiteral("30 min after the failure")));
    ailab::tests::saveTestShot(f.content(), QStringLiteral("operations-resilience-course"));

    // Given 10 h of training, the checkpoint saves 9.67 h; without it all 10 h are lost.
    Fixture::type(page->trainedInput(), QStringLiteral("10"));
    CHECK(page->savedTile()->value() == QStringLiteral("9.67 h"));
    CHECK(page->withoutTile()->value() == QStringLiteral("10 h"));
    page->usableCheck()->setChecked(false);
    QTest::mouseClick(page->simulateButton(), Qt::LeftButton);
    page->finishRecovery();
    CHECK(page->recoveryText()->text().contains(QStringLiteral("10.2 h after the failure")));
    // Without the training so far, a restart from the beginning cannot be played.
    page->trainedInput()->setValue(0);
    CHECK_FALSE(page->simulateButton()->isEnabled());

    // A failure comes at most an interval after the checkpoint.
    Fixture::type(page->intervalInput(), QStringLiteral("15"));
    CHECK(page->sinceInput()->value() == 15);
    CHECK(page->lostTile()->value() == QStringLiteral("15 min"));

    // Saved, refused whole when wrong, and reset to the course's figures.
    const QJsonObject saved = page->saveState();
    CHECK(saved.value(QStringLiteral("intervalMin")).toDouble() == 15);
    try {
        page->restoreState({{QStringLiteral("intervalMin"), 60}, {QStringLiteral("sinceMin"), 90}});
        FAIL("a failure later than the interval was taken");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/sinceMin");
    }
    CHECK(page->intervalInput()->value() == 15);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("mode"), QStringLiteral("tape")}}),
                    ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("checkpoint"), 1}}), ailab::core::Error);
    page->resetToDefaults();
    CHECK(page->lostTile()->value() == QStringLiteral("20 min"));
    CHECK(page->failuresTile()->value() == QStringLiteral("0"));
    page->restoreState(saved);
    CHECK(page->lostTile()->value() == QStringLiteral("15 min"));
}

TEST_CASE("operations resilience: the long run of the Llama 3 job against the paper", "[gui][operations]")
{
    Fixture f("llama3-16k");
    ResiliencePage* page = f.page();
    REQUIRE(page->jobChooser()->count() == 1);
    CHECK(page->jobChooser()->currentText() == QStringLiteral("llama-405b"));
    CHECK(page->modeChooser()->currentData().toString() == QStringLiteral("async"));
    // The job's figures are core's: its MTBF at the Llama 3 rates, 3.09 h.
    const cluster::ResilienceJob job = cluster::resilienceJobOf(f.twin(), 0);
    CHECK(page->mtbfTile()->value() ==
          QString::fromStdString(ailab::core::units::toString(
              ailab::core::units::Seconds::seconds(cluster::mtbfOf(job)), {.significantDigits = 3})));
    CHECK(page->mtbfTile()->value() == QStringLiteral("3.09 h"));
    CHECK(page->jobLine()->text().contains(QStringLiteral("16,384 GPUs")));
    // A larger job fails more often: the size charts, with this job marked.
    CHECK(page->sizeIntervalChart()->dataCount(QStringLiteral("daly")) == 8);
    CHECK(page->sizeIntervalChart()->annotationCount() == 1);

    // Blocking: one writer at 10 GB/s, about 9.5 min a checkpoint; Young's interval about an hour.
    page->modeChooser()->setCurrentIndex(page->modeChooser()->findData(QStringLiteral("sync")));
    cluster::ResilienceJob blocking = job;
    blocking.mode = ailab::core::storage::CheckpointMode::Blocking;
    const auto c = cluster::checkpointOf(blocking, blocking.intervalS);
    const auto minutes = [](double s) {
        return QString::fromStdString(ailab::core::units::toString(
            ailab::core::units::Seconds::seconds(s), {.significantDigits = 3}));
    };
    CHECK(c.stallSeconds / 60 == Approx(9.5).margin(0.1));
    CHECK(c.youngIntervalS / 60 == Approx(59.3).margin(0.2));
    CHECK(page->stallTile()->value() == minutes(c.stallSeconds));
    CHECK(page->youngTile()->value() == minutes(c.youngIntervalS));
    CHECK(page->dalyTile()->value() == minutes(c.dalyIntervalS));

    f.runLong(10, 2);
    const int intervals = page->effectiveChart()->dataCount(QStringLiteral("mean"));
    CHECK(intervals >= 15);
    CHECK(page->effectiveChart()->dataCount(QStringLiteral("daly")) == intervals);
    CHECK(page->lossChart()->dataCount(QStringLiteral("lost-work")) == intervals);
    // Young's, Daly's and the job's own interval are marked.
    CHECK(page->effectiveChart()->annotationCount() == 3);
    CHECK(page->longRunChart()->dataCount(QStringLiteral("kept")) > 10);
    CHECK(page->runProgress()->value() == page->runProgress()->maximum());
    CHECK(page->bestTile()->value().endsWith(QStringLiteral(" %")));
    const QString note = page->closingNote()->text();
    INFO(note.toStdString());
    CHECK(note.contains(QStringLiteral("419 unexpected interruptions in 54 days on 16,384 GPUs, 7.76 a day")));
    CHECK(note.contains(QStringLiteral("higher than 90 %")));
    CHECK(note.contains(QStringLiteral("at Daly's")));
    ailab::tests::saveTestShot(f.content(), QStringLiteral("operations-resilience-long-run"));
    {
        ailab::tests::ScopedFontScale presenter(1.5);
        f.workspace->resize(1280, 800);
        QCoreApplication::processEvents();
        f.content()->adjustSize();
        QCoreApplication::processEvents();
        ailab::tests::saveTestShot(f.content(), QStringLiteral("operations-resilience-presenter"));
    }
}

TEST_CASE("operations resilience: Cancel stops the long run and keeps what ran", "[gui][operations]")
{
    Fixture f("llama3-16k");
    ResiliencePage* page = f.page();
    page->daysInput()->setValue(365);
    page->seedsInput()->setValue(200);
    REQUIRE(page->startRun());
    CHECK_FALSE(page->startRun()); // one at a time
    CHECK_FALSE(page->runButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(page->runProgress()->value() > 0, 60000);
    QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 60000);
    QCoreApplication::processEvents();
    CHECK(page->runButton()->isEnabled());
    CHECK(page->runProgress()->value() < page->runProgress()->maximum());
    CHECK(page->runStatus()->text().startsWith(QStringLiteral("Cancelled")));
    CHECK(page->effectiveChart()->dataCount(QStringLiteral("mean")) >= 1);

    // A new scenario clears the results.
    f.lab.session().rebuild();
    QCoreApplication::processEvents();
    CHECK(page->effectiveChart()->dataCount(QStringLiteral("mean")) == 0);
    CHECK(page->closingNote()->text().isEmpty());
}

TEST_CASE("operations resilience: the page reads in German", "[gui][operations][i18n]")
{
    ailab::tests::GermanForScope german;
    Fixture f;
    ResiliencePage* page = f.page();
    CHECK(page->lostTile()->title() == QStringLiteral("Verlorener Fortschritt"));
    CHECK(page->statusTile()->value() == QStringLiteral("Bereit"));
    CHECK(page->simulateButton()->text() == QStringLiteral("Ausfall &simulieren"));
    QTest::mouseClick(page->simulateButton(), Qt::LeftButton);
    page->finishRecovery();
    CHECK(page->statusTile()->value() == QStringLiteral("Wiederhergestellt"));
    ailab::tests::saveTestShot(f.content(), QStringLiteral("operations-resilience-de"));
}
