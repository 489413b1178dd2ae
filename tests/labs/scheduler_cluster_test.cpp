// The scheduler lab's cluster page as the course's Lab 05: the timeline's first line, the
// dashboard tiles, the two job buttons and a custom job, failing and repairing a node, the
// GPU cells and their table, and a saved state that replays to the same picture.
#include "core/error.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/scheduler.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/scheduler/panels/cluster_page.h"
#include "labs/scheduler/scheduler_lab.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/cluster_drawing.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::scheduler;
using ailab::tests::LabFixture;
using ailab::tests::savedText;

namespace {

struct Fixture : LabFixture<SchedulerLab>
{
    Fixture()
    {
        workspace->resize(1280, 760);
        lab.setMode(QStringLiteral("cluster"));
    }
    ClusterPage& page() const { return *lab.clusterPage(); }
    void click(QPushButton* button) const { QTest::mouseClick(button, Qt::LeftButton); }
    // The job names in a node's GPU cells, GPU by GPU.
    QStringList holders(int node) const
    {
        QStringList out;
        for (const auto& gpu : page().drawing()->nodes()[node].gpus) {
            QStringList names;
            for (const auto& s : gpu.shares)
                names << s.name;
            out << names.join(QLatin1Char('+'));
        }
        return out;
    }
};

} // namespace

TEST_CASE("scheduler lab: the course's cluster opens as the course shows it", "[gui][scheduler]")
{
    Fixture f;
    ClusterPage& p = f.page();
    REQUIRE(p.timeline()->count() >= 1);
    CHECK(p.timeline()->item(0)->text().endsWith(
        QStringLiteral("[SYSTEM] GPU cluster initialized: 3 nodes / 12 accelerators.")));
    CHECK(p.availableTile()->value() == QStringLiteral("12"));
    CHECK(p.runningTile()->value() == QStringLiteral("0"));
    CHECK(p.queuedTile()->value() == QStringLiteral("0"));
    CHECK(p.allocationTile()->value() == QStringLiteral("0"));
    REQUIRE(p.drawing()->nodes().size() == 3);
    CHECK(p.drawing()->nodes()[0].gpus.size() == 4);
    CHECK(p.drawing()->tableModel()->rowCount() == 12);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-cluster-empty"));
}

TEST_CASE("scheduler lab: training and inference jobs fill the GPU cells first-fit",
          "[gui][scheduler]")
{
    Fixture f;
    ClusterPage& p = f.page();
    f.click(p.trainingButton());
    CHECK(f.holders(0) == QStringList(4, QStringLiteral("training-1")));
    CHECK(p.runningTile()->value() == QStringLiteral("1"));
    CHECK(p.availableTile()->value() == QStringLiteral("8"));
    CHECK(p.allocationTile()->value() == QStringLiteral("33"));
    for (int i = 0; i < 8; ++i)
        f.click(p.inferenceButton());
    // First-fit: node-2 then node-3, one GPU each.
    CHECK(f.holders(1) ==
          QStringList({QStringLiteral("inference-1"), QStringLiteral("inference-2"),
                       QStringLiteral("inference-3"), QStringLiteral("inference-4")}));
    CHECK(f.holders(2).last() == QStringLiteral("inference-8"));
    CHECK(p.allocationTile()->value() == QStringLiteral("100"));
    CHECK(p.availableTile()->value() == QStringLiteral("0"));
    // The cluster is full: the next training job waits in the queue.
    f.click(p.trainingButton());
    CHECK(p.queuedTile()->value() == QStringLiteral("1"));
    REQUIRE(p.queueTable()->rowCount() == 1);
    CHECK(p.queueTable()->item(0, 0)->text() == QStringLiteral("training-2"));
    CHECK(p.drawing()->tableModel()->item(0, 2)->text() == QStringLiteral("training-1"));
    // An hour later the inference jobs end and training-2 takes node-2.
    f.lab.driver()->seek(3601);
    CHECK(p.queuedTile()->value() == QStringLiteral("0"));
    CHECK(f.holders(1) == QStringList(4, QStringLiteral("training-2")));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-cluster-busy"));
}

TEST_CASE("scheduler lab: a failed node interrupts its job, and repair brings it back",
          "[gui][scheduler]")
{
    Fixture f;
    ClusterPage& p = f.page();
    f.click(p.trainingButton());
    f.click(p.trainingButton());
    f.click(p.trainingButton());
    f.lab.driver()->seek(600);
    p.nodeChooser()->setCurrentIndex(1);
    CHECK(p.drawing()->selectedNode() == 1);
    f.click(p.failButton());
    CHECK_FALSE(f.page().drawing()->nodes()[1].up);
    CHECK_FALSE(p.failButton()->isEnabled());
    CHECK(p.repairButton()->isEnabled());
    CHECK(p.queuedTile()->value() == QStringLiteral("1"));
    CHECK(p.queueTable()->item(0, 0)->text() == QStringLiteral("training-2"));
    QStringList lines;
    for (int i = 0; i < p.timeline()->count(); ++i)
        lines << p.timeline()->item(i)->text();
    CHECK(lines.filter(QStringLiteral("[FAILURE] node-2 failed")).size() == 1);
    CHECK(lines.filter(QStringLiteral("[RECOVERY] training-2 requeued")).size() == 1);
    // One clock format down the whole timeline, never minutes then hours.
    const QRegularExpression clock(QStringLiteral("^t = \\d+:\\d\\d:\\d\\d  "));
    for (const QString& line : std::as_const(lines))
        CHECK(clock.match(line).hasMatch());
    CHECK(lines.filter(QStringLiteral("t = 0:10:00  [FAILURE]")).size() == 1);
    CHECK(p.drawing()->tableModel()->item(4, 4)->text() == QStringLiteral("failed"));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("scheduler-cluster-failed"));
    f.lab.driver()->seek(1200);
    f.click(p.repairButton());
    CHECK(f.page().drawing()->nodes()[1].up);
    // Repaired, it takes training-2 back at once.
    CHECK(f.holders(1) == QStringList(4, QStringLiteral("training-2")));
    CHECK(p.queuedTile()->value() == QStringLiteral("0"));
    CHECK(f.lab.session().config().outages.size() == 1);
    CHECK(f.lab.session().config().outages[0].repairS == Approx(600));
}

TEST_CASE("scheduler lab: a custom job is a gang; a bad one is refused naming its field",
          "[gui][scheduler]")
{
    Fixture f;
    ClusterPage& p = f.page();
    p.workersBox()->setValue(3);
    p.gpusBox()->setValue(4);
    f.click(p.customButton());
    // A gang of 3 x 4 GPUs takes the whole cluster at once.
    CHECK(p.allocationTile()->value() == QStringLiteral("100"));
    CHECK(f.holders(2).first() == QStringLiteral("custom-1"));
    p.workersBox()->setValue(1);
    p.gpusBox()->setValue(2);
    p.shareBox()->setValue(50);
    f.click(p.customButton());
    CHECK(p.message()->isVisibleTo(&p));
    CHECK(p.message()->text().contains(QStringLiteral("/job/")));
    CHECK(f.lab.session().config().jobs.size() == 1);
}

TEST_CASE("scheduler lab: a GPU share and the drawing's keyboard selection", "[gui][scheduler]")
{
    Fixture f;
    ClusterPage& p = f.page();
    p.gpusBox()->setValue(1);
    p.shareBox()->setValue(25);
    f.click(p.customButton());
    f.click(p.customButton());
    const auto& gpu0 = p.drawing()->nodes()[0].gpus[0];
    REQUIRE(gpu0.shares.size() == 2);
    CHECK(gpu0.shares[0].fraction == Approx(0.25));
    CHECK(gpu0.shares[0].amount == QLocale().toString(0.25, 'f', 2));
    p.drawing()->setFocus();
    QTest::keyClick(p.drawing(), Qt::Key_Down);
    CHECK(p.drawing()->selectedNode() == 1);
    CHECK(p.nodeChooser()->currentIndex() == 1);
}

TEST_CASE("scheduler lab: the learner's jobs and outages are saved and replay to the same "
          "picture",
          "[gui][scheduler]")
{
    Fixture f;
    ClusterPage& p = f.page();
    f.click(p.trainingButton());
    f.lab.driver()->seek(300);
    f.click(p.inferenceButton());
    // Actions at distinct times replay in the same order (two at one instant may not).
    f.lab.driver()->seek(600);
    p.nodeChooser()->setCurrentIndex(0);
    f.click(p.failButton());
    f.lab.driver()->seek(900);
    const QString saved = savedText(f.lab);
    const QStringList before = f.holders(1);
    const QString queued = p.queuedTile()->value();

    Fixture g;
    g.lab.restoreState(f.lab.saveState());
    CHECK(savedText(g.lab) == saved);
    CHECK(g.lab.session().now() == Approx(900));
    CHECK(g.holders(1) == before);
    CHECK(g.page().queuedTile()->value() == queued);
    CHECK_FALSE(g.page().drawing()->nodes()[0].up);
    // Reset drops the learner's edits.
    g.lab.driver()->reset();
    CHECK(g.lab.session().config().jobs.empty());
    CHECK(g.page().runningTile()->value() == QStringLiteral("0"));
}
