#include "core/error.h"
#include "core/ops/incident.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/incident/incident_panel_debrief.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/widgets/metric_tile.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStringList>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>
#include <atomic>
#include <catch2/catch.hpp>
#include <map>
#include <qcustomplot.h>

using namespace ailab::labs;
namespace ops = ailab::core::ops;

namespace {

// A small incident: a 12 ms collective. Enabling DCQCN halves it, disabling PFC
// makes it 1.5 times longer, restarting the job changes nothing; under 10 ms it
// is resolved.
class FakeModel : public ops::IncidentModel
{
public:
    std::string id() const override { return "TEST-001"; }
    int stageCount() const override { return 3; }
    double secondsPerStage() const override { return 60.0; }
    double faultOnsetS() const override { return 0.0; }
    std::vector<ops::EvidenceItem> evidence() const override
    {
        ops::Series queue{
            "queue_bytes", "B", {0.0, 1e-3, 2e-3}, {1e5, 8e5, 9.2e5}, {{"kmin", 4e5}}};
        return {{"switch", 0, {{"queue_peak", 0.92, "ratio"}}, {queue}},
                {"job", 1, {{"completion_time", 0.012, "s"}}, {}},
                {"drops", 2, {{"drops", 17, "count"}}, {}}};
    }
    std::vector<ops::HypothesisOption> hypotheses() const override
    {
        return {{"gpu_fault", false}, {"oversubscribed", true}, {"cable", false}};
    }
    std::vector<ops::ActionOption> actions() const override
    {
        return {{"restart_job", ops::ActionKind::NoEffect},
                {"enable_dcqcn", ops::ActionKind::Fix},
                {"disable_pfc", ops::ActionKind::Harmful}};
    }
    std::vector<std::string> hints() const override { return {"look_at_queue", "count_senders"}; }
    ops::Outcome baseline() const override { return run({}, 0.0); }
    ops::Outcome run(const std::vector<std::string>& actions, double) const override
    {
        ++runs;
        double completion = 0.012;
        for (const std::string& a : actions) {
            if (a == "enable_dcqcn")
                completion *= 0.5;
            else if (a == "disable_pfc")
                completion *= 1.5;
            else if (a != "restart_job")
                throw ailab::core::Error("unknown action " + a, "/actions");
        }
        ops::Outcome out;
        out.figures = {{"completion_time", completion, "s"},
                       {"queue_peak", completion / 0.012 * 0.6, "ratio"}};
        out.series = {{"queue_bytes", "B", {0.0, 1e-3}, {1e5, completion * 5e7}, {{"kmin", 4e5}}}};
        out.resolved = completion < 0.010;
        return out;
    }
    mutable std::atomic<int> runs{0};
};

class FakeTexts : public IncidentTexts
{
public:
    QString title() const override { return QStringLiteral("Slow collective"); }
    QString summary() const override { return QStringLiteral("Workers converge on one port."); }
    QString evidenceTitle(const std::string& id) const override { return text("Evidence ", id); }
    QString evidenceText(const std::string& id) const override { return text("About ", id); }
    QString figureTitle(const std::string& id) const override
    {
        static const std::map<std::string, QString> titles{
            {"completion_time", QStringLiteral("Completion time")},
            {"queue_peak", QStringLiteral("Queue peak")},
            {"drops", QStringLiteral("Drops")}};
        return titles.at(id);
    }
    QString figureExplanation(const std::string& id) const override { return text("Means ", id); }
    QString seriesTitle(const std::string&) const override { return QStringLiteral("Queue"); }
    QString thresholdLabel(const std::string&) const override { return QStringLiteral("Kmin"); }
    QString hypothesisText(const std::string& id) const override
    {
        return id == "oversubscribed" ? QStringLiteral("The egress port is oversubscribed")
                                      : text("Hypothesis ", id);
    }
    QString actionText(const std::string& id) const override { return text("Action ", id); }
    QString actionExplanation(const std::string& id) const override { return text("Does ", id); }
    QString hintText(const std::string& id) const override { return text("Hint ", id); }
    QString rootCauseExplanation() const override
    {
        return QStringLiteral("Four senders, one port.");
    }

private:
    static QString text(const char* prefix, const std::string& id)
    {
        return QString::fromLatin1(prefix) + QString::fromStdString(id);
    }
};

void waitIdle(const IncidentPanel& panel)
{
    for (int i = 0; i < 1000 && panel.isBusy(); ++i)
        QTest::qWait(5);
    REQUIRE_FALSE(panel.isBusy());
}

struct Fixture
{
    std::shared_ptr<FakeModel> model = std::make_shared<FakeModel>();
    IncidentPanel panel;
    Fixture()
    {
        panel.resize(1000, 560);
        panel.setIncident(model, std::make_shared<FakeTexts>());
        waitIdle(panel);
        REQUIRE(panel.session() != nullptr);
    }
    void check(const QString& actionId)
    {
        QListWidget* list = panel.actionList();
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).toString() == actionId)
                list->item(i)->setCheckState(Qt::Checked);
    }
    void record(const QString& hypothesisId)
    {
        panel.hypothesisBox()->setCurrentIndex(panel.hypothesisBox()->findData(hypothesisId));
        QTest::mouseClick(panel.recordButton(), Qt::LeftButton);
    }
    void apply()
    {
        REQUIRE(panel.applyButton()->isEnabled());
        QTest::mouseClick(panel.applyButton(), Qt::LeftButton);
        waitIdle(panel);
    }
};

} // namespace

TEST_CASE("incident panel: evidence is revealed stage by stage", "[gui][incident]")
{
    Fixture f;
    CHECK(f.panel.evidenceList()->count() == 1);
    CHECK(f.panel.evidenceList()->item(0)->text() == QStringLiteral("Stage 1: Evidence switch"));
    CHECK(f.panel.evidenceDetail()->text() == QStringLiteral("About switch"));
    CHECK(f.panel.evidenceFigures()->text().contains(QStringLiteral("92 %")));
    // The series of the item, in KB on the chart, with its threshold.
    TimeSeriesPanel* chart = f.panel.evidenceChart();
    REQUIRE(chart->seriesCount() == 1);
    CHECK(chart->dataCount(QStringLiteral("0")) == 3);
    CHECK(chart->yLabel() == QStringLiteral("Queue (KB)"));
    CHECK(chart->valueAt(QStringLiteral("0"), 2.0).value() == Approx(920.0));

    QSignalSpy changed(&f.panel, &IncidentPanel::changed);
    QTest::mouseClick(f.panel.revealButton(), Qt::LeftButton);
    CHECK(changed.count() == 1);
    CHECK(f.panel.session()->stage() == 1);
    CHECK(f.panel.evidenceList()->count() == 2);
    CHECK(f.panel.evidenceList()->currentRow() == 1); // the new item is shown
    CHECK(f.panel.evidenceFigures()->text().contains(QStringLiteral("12 ms")));
    CHECK(f.panel.revealNextStage());
    CHECK(f.panel.evidenceFigures()->text().contains(QStringLiteral("17")));
    CHECK_FALSE(f.panel.revealButton()->isEnabled());
    CHECK_FALSE(f.panel.revealNextStage());
    CHECK(f.panel.session()->stage() == 2);
}

TEST_CASE("incident panel: hypotheses are recorded with their time, hints cost "
          "points",
          "[gui][incident]")
{
    Fixture f;
    QTest::mouseClick(f.panel.revealButton(), Qt::LeftButton); // 120 s
    f.record(QStringLiteral("oversubscribed"));
    REQUIRE(f.panel.hypothesisList()->count() == 1);
    CHECK(f.panel.hypothesisList()->item(0)->text() ==
          QStringLiteral("At 120 s: The egress port is oversubscribed"));
    CHECK(f.panel.hypothesisBox()->findData(QStringLiteral("oversubscribed")) == -1);
    CHECK(f.panel.hypothesisBox()->count() == 2);
    CHECK(f.panel.scoreTile()->value() == QStringLiteral("30"));

    // The cost is shown before the hint is taken.
    CHECK(f.panel.hintButton()->text().contains(QStringLiteral("10 points")));
    QTest::mouseClick(f.panel.hintButton(), Qt::LeftButton);
    REQUIRE(f.panel.hintList()->count() == 1);
    CHECK(f.panel.hintList()->item(0)->text() == QStringLiteral("At 120 s: Hint look_at_queue"));
    CHECK(f.panel.scoreTile()->value() == QStringLiteral("20"));
    CHECK(f.panel.scoreTile()->detail() == QStringLiteral("Hint penalty: 10 points"));
    QTest::mouseClick(f.panel.hintButton(), Qt::LeftButton);
    CHECK_FALSE(f.panel.hintButton()->isEnabled()); // both hints taken
    CHECK(f.panel.session()->score().hintPenalty == 20);
}

TEST_CASE("incident panel: applied responses show their measured effect, score "
          "and debrief",
          "[gui][incident]")
{
    Fixture f;
    f.record(QStringLiteral("oversubscribed")); // at 60 s, before acting: +30
    QTest::mouseClick(f.panel.hintButton(), Qt::LeftButton);
    CHECK_FALSE(f.panel.applyButton()->isEnabled()); // nothing chosen yet

    QSignalSpy busy(&f.panel, &IncidentPanel::busyChanged);
    f.check(QStringLiteral("disable_pfc"));
    f.apply();
    CHECK(busy.count() == 2); // the run went to the worker and came back
    REQUIRE(f.panel.effectTree()->topLevelItemCount() == 1);
    QTreeWidgetItem* worse = f.panel.effectTree()->topLevelItem(0);
    CHECK(worse->text(1) == QStringLiteral("12 ms"));
    CHECK(worse->text(2) == QStringLiteral("18 ms"));
    CHECK(worse->text(3) == QStringLiteral("made it worse"));
    CHECK(worse->childCount() == 2);
    CHECK(f.panel.tabs()->currentIndex() == 2);
    CHECK(f.panel.effectChart()->seriesCount() == 2); // before and after
    {
        // The "after" curve stands out: bold and solid over a thin dashed "before".
        const QPen before = f.panel.effectChart()->plot()->graph(0)->pen();
        const QPen after = f.panel.effectChart()->plot()->graph(1)->pen();
        CHECK(after.style() == Qt::SolidLine);
        CHECK(before.style() != Qt::SolidLine);
        CHECK(after.widthF() >= 2 * before.widthF());
        // Two clocks, named apart: the incident's minutes and the measured run's time.
        CHECK(f.panel.statusTile()->detail().startsWith(QStringLiteral("Incident clock")));
        CHECK(f.panel.effectChart()->plot()->xAxis->label().startsWith(
            QStringLiteral("Time within the measured run")));
    }
    CHECK(f.panel.figureTiles().front()->value() == QStringLiteral("18"));
    CHECK(f.panel.figureTiles().front()->unit() == QStringLiteral("ms"));
    CHECK(f.panel.statusTile()->value() == QStringLiteral("Open"));
    CHECK(f.panel.debriefView()->toPlainText().isEmpty()); // no root cause before the end

    f.check(QStringLiteral("restart_job"));
    f.check(QStringLiteral("enable_dcqcn"));
    f.apply();
    REQUIRE(f.panel.effectTree()->topLevelItemCount() == 3);
    // In the list's order (by text): the fix first, then the restart measured
    // after it.
    CHECK(f.panel.effectTree()->topLevelItem(1)->text(3) == QStringLiteral("helped"));
    CHECK(f.panel.effectTree()->topLevelItem(1)->text(2) == QStringLiteral("9 ms"));
    CHECK(f.panel.effectTree()->topLevelItem(2)->text(3) == QStringLiteral("no change"));
    CHECK(f.panel.statusTile()->value() == QStringLiteral("Resolved"));
    CHECK(f.panel.investigationEnded());
    CHECK(f.panel.revealButton()->isEnabled()); // the rest of the evidence, for nothing
    CHECK_FALSE(f.panel.recordButton()->isEnabled());

    // 30 (right before acting) - 20 (worse, harmful) - 10 (no change) + 20
    // (helped) + 30 (resolved) - 10 (hint) = 40 of 30 + 20 + 30.
    const ops::Score score = f.panel.session()->score();
    CHECK(score.points == 40);
    CHECK(score.maxPoints == 80);
    CHECK(f.panel.scoreTile()->value() == QStringLiteral("40"));
    CHECK(f.panel.scoreTile()->unit() == QStringLiteral("of 80 points"));

    const QString md = f.panel.debriefMarkdown();
    INFO(md.toStdString());
    CHECK(md.contains(QStringLiteral("# Debrief of incident TEST-001: Slow collective")));
    CHECK(md.contains(QStringLiteral("| 0 s | The fault began. |")));
    CHECK(md.contains(QStringLiteral("| 60 s | Hypothesis recorded: The egress "
                                     "port is oversubscribed. It names the root "
                                     "cause. |")));
    CHECK(md.contains(QStringLiteral("| 180 s | The incident was resolved. |")));
    CHECK(md.contains(QStringLiteral("Time to detect: 60 s after the fault began.")));
    CHECK(md.contains(QStringLiteral("Time to resolve: 180 s after the fault began.")));
    CHECK(md.contains(QStringLiteral("| Action disable\\_pfc | 60 s | 12 ms | 18 "
                                     "ms | made it worse | harmful |")));
    CHECK(md.contains(QStringLiteral("Four senders, one port.")));
    CHECK(f.panel.debriefView()->toPlainText().contains(QStringLiteral("The fault began.")));

    QTemporaryDir dir;
    const QString mdPath = dir.filePath(QStringLiteral("debrief.md"));
    REQUIRE(f.panel.exportMarkdown(mdPath));
    QFile mdFile(mdPath);
    REQUIRE(mdFile.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(mdFile.readAll()) == md);
    const QString pdfPath = dir.filePath(QStringLiteral("debrief.pdf"));
    QString error;
    REQUIRE(f.panel.exportPdf(pdfPath, &error));
    QFile pdf(pdfPath);
    REQUIRE(pdf.open(QIODevice::ReadOnly));
    CHECK(pdf.read(4) == QByteArray("%PDF"));
    CHECK(pdf.size() > 1000);
    CHECK_FALSE(f.panel.exportPdf(dir.filePath(QStringLiteral("no/such/folder/d.pdf")), &error));
    CHECK_FALSE(error.isEmpty());
    f.panel.tabs()->setCurrentIndex(3);
    ailab::tests::saveTestShot(&f.panel, QStringLiteral("incident-panel-debrief"));
}

TEST_CASE("incident panel: ending the investigation shows the debrief", "[gui][incident]")
{
    Fixture f;
    f.record(QStringLiteral("gpu_fault"));
    CHECK(f.panel.session()->score().points == 0); // -5, kept at zero
    QTest::mouseClick(f.panel.endButton(), Qt::LeftButton);
    CHECK(f.panel.investigationEnded());
    CHECK(f.panel.statusTile()->value() == QStringLiteral("Not resolved"));
    const QString md = f.panel.debriefMarkdown();
    CHECK(md.contains(QStringLiteral("Time to detect: the root cause was not named.")));
    CHECK(md.contains(QStringLiteral("Time to resolve: the incident was not resolved.")));
    CHECK(f.panel.debriefView()->toPlainText().contains(
        QStringLiteral("The egress port is oversubscribed")));
    CHECK_FALSE(f.panel.hintButton()->isEnabled());
    // Evidence may still be revealed; the saved steps replay with it.
    REQUIRE(f.panel.revealNextStage());
    Fixture g;
    g.panel.replaySteps(f.panel.steps());
    waitIdle(g.panel);
    CHECK(g.panel.investigationEnded());
    CHECK(g.panel.session()->stage() == 1);
    QJsonArray late = f.panel.steps();
    late.append(QJsonObject{{QStringLiteral("step"), QStringLiteral("hint")}});
    CHECK_THROWS_AS(g.panel.replaySteps(late), ailab::core::Error);

    f.panel.startOver();
    CHECK_FALSE(f.panel.investigationEnded());
    CHECK(f.panel.steps().isEmpty());
    CHECK(f.panel.hypothesisList()->count() == 0);
    CHECK(f.panel.revealButton()->isEnabled());
}

TEST_CASE("incident panel: saved steps replay through the session", "[gui][incident]")
{
    Fixture f;
    f.panel.revealNextStage();
    f.record(QStringLiteral("cable"));
    f.panel.takeHint();
    f.check(QStringLiteral("enable_dcqcn"));
    f.apply();
    const QJsonArray steps = f.panel.steps();
    REQUIRE(steps.size() == 4);
    const ops::Score score = f.panel.session()->score();

    Fixture g;
    g.panel.replaySteps(steps);
    waitIdle(g.panel);
    CHECK(g.panel.steps() == steps);
    CHECK(g.panel.session()->stage() == 1);
    CHECK(g.panel.session()->hypotheses() == std::vector<std::string>{"cable"});
    CHECK(g.panel.session()->hintsTaken() == 1);
    CHECK(g.panel.session()->appliedActions() == std::vector<std::string>{"enable_dcqcn"});
    CHECK(g.panel.session()->score().points == score.points);
    CHECK(g.panel.session()->now() == f.panel.session()->now());
    CHECK(g.panel.effectTree()->topLevelItemCount() == 1);
    CHECK(g.panel.debriefMarkdown() == f.panel.debriefMarkdown());

    // A wrong step is refused with its path, and nothing changes.
    QJsonArray bad = steps;
    bad[1] = QJsonObject{{QStringLiteral("step"), QStringLiteral("hypothesis")},
                         {QStringLiteral("id"), QStringLiteral("no_such")}};
    try {
        g.panel.replaySteps(bad);
        FAIL("no error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/steps/1/id");
    }
    QJsonArray twice = steps;
    twice.append(steps[3]);
    CHECK_THROWS_AS(g.panel.replaySteps(twice), ailab::core::Error);
    CHECK(g.panel.steps() == steps);
    Fixture h;
    CHECK_THROWS_AS(h.panel.applyActions({"no_such"}), ailab::core::Error);
    CHECK_THROWS_AS(h.panel.applyActions({}), ailab::core::Error);
    CHECK_FALSE(h.panel.isBusy());
}

TEST_CASE("incident panel: in presenter mode only the instructor advances", "[gui][incident]")
{
    Fixture f;
    f.panel.show();
    REQUIRE(QTest::qWaitForWindowExposed(&f.panel));
    CHECK(f.panel.revealButton()->isVisible());
    CHECK_FALSE(f.panel.instructorBar()->isVisible());
    f.panel.setPresenterMode(true);
    CHECK_FALSE(f.panel.revealButton()->isVisible());
    CHECK(f.panel.instructorBar()->isVisible());
    QTest::mouseClick(f.panel.instructorRevealButton(), Qt::LeftButton);
    CHECK(f.panel.session()->stage() == 1);
    ailab::tests::saveTestShot(&f.panel, QStringLiteral("incident-panel-presenter"));
    f.panel.setPresenterMode(false);
    CHECK(f.panel.revealButton()->isVisible());
    CHECK_FALSE(f.panel.instructorBar()->isVisible());
}

TEST_CASE("incident controller: the walk, its signals and its replay need no widget",
          "[gui][incident]")
{
    const auto wait = [](const IncidentController& c) {
        for (int i = 0; i < 1000 && c.isBusy(); ++i)
            QTest::qWait(5);
        REQUIRE_FALSE(c.isBusy());
    };
    IncidentController controller;
    QStringList events;
    QObject::connect(&controller, &IncidentController::sessionChanged,
                     [&] { events << QStringLiteral("session"); });
    QObject::connect(&controller, &IncidentController::changed,
                     [&] { events << QStringLiteral("changed"); });
    QObject::connect(&controller, &IncidentController::stageRevealed,
                     [&](int stage) { events << QStringLiteral("stage %1").arg(stage); });
    QObject::connect(&controller, &IncidentController::actionsApplied,
                     [&] { events << QStringLiteral("applied"); });
    QObject::connect(&controller, &IncidentController::startedOver,
                     [&] { events << QStringLiteral("start"); });
    QSignalSpy busy(&controller, &IncidentController::busyChanged);
    controller.setIncident(std::make_shared<FakeModel>(), std::make_shared<FakeTexts>());
    CHECK(controller.isBusy());
    wait(controller);
    REQUIRE(controller.session() != nullptr);
    CHECK(busy.count() == 2);
    CHECK(controller.canRevealStage());

    events.clear();
    REQUIRE(controller.revealNextStage());
    CHECK(events == QStringList{"session", "changed", "stage 1"});
    controller.recordHypothesis("oversubscribed");
    CHECK(controller.session()->score().points == 30);
    events.clear();
    controller.applyActions({"enable_dcqcn"});
    CHECK(controller.isBusy());
    CHECK_FALSE(controller.isActive());
    wait(controller);
    CHECK(events == QStringList{"session", "applied", "changed"});
    CHECK(controller.session()->resolved());
    CHECK(controller.investigationEnded());
    CHECK(controller.canExportDebrief());
    CHECK(controller.canRevealStage()); // evidence still shows after the end
    CHECK_FALSE(controller.canTakeHint());

    IncidentController replayed;
    replayed.setIncident(std::make_shared<FakeModel>(), std::make_shared<FakeTexts>());
    wait(replayed);
    replayed.replaySteps(controller.steps());
    wait(replayed);
    CHECK(replayed.steps() == controller.steps());
    CHECK(replayed.session()->score().points == controller.session()->score().points);
    CHECK(replayed.debriefMarkdown() == controller.debriefMarkdown());

    events.clear();
    REQUIRE(controller.canStartOver());
    controller.startOver();
    CHECK(events == QStringList{"start", "session"});
    CHECK(controller.steps().isEmpty());
    CHECK_FALSE(controller.canStartOver());
    CHECK(controller.isActive());
}
