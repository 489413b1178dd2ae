#include "core/error.h"
#include "core/models/roce/roce_incident.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/roce/panels/incident_page.h"
#include "labs/roce/views/incident_texts.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::roce;
namespace ops = ailab::core::ops;

namespace {

void waitIdle(const IncidentPanel& panel)
{
    for (int i = 0; i < 6000 && panel.isBusy(); ++i)
        QTest::qWait(10);
    REQUIRE_FALSE(panel.isBusy());
    REQUIRE(panel.session() != nullptr);
}

const ops::Figure& figureOf(const ops::Outcome& outcome, const std::string& id)
{
    for (const ops::Figure& f : outcome.figures)
        if (f.id == id)
            return f;
    FAIL("no figure " << id);
    return outcome.figures.front();
}

struct Fixture
{
    IncidentPage page;
    RoceIncidentTexts texts;
    Fixture()
    {
        page.resize(1000, 580);
        waitIdle(*panel());
    }
    IncidentPanel* panel() const { return page.panel(); }
    void record(const char* id)
    {
        QComboBox* box = panel()->hypothesisBox();
        box->setCurrentIndex(box->findData(QString::fromLatin1(id)));
        REQUIRE(box->currentIndex() >= 0);
        QTest::mouseClick(panel()->recordButton(), Qt::LeftButton);
    }
    void apply(std::initializer_list<const char*> ids)
    {
        QListWidget* list = panel()->actionList();
        for (const char* id : ids)
            for (int i = 0; i < list->count(); ++i)
                if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String(id))
                    list->item(i)->setCheckState(Qt::Checked);
        QTest::mouseClick(panel()->applyButton(), Qt::LeftButton);
        waitIdle(*panel());
    }
    // The effect row of one response.
    QTreeWidgetItem* effectRow(const char* id) const
    {
        QTreeWidget* tree = panel()->effectTree();
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            if (tree->topLevelItem(i)->text(0) == texts.actionText(id))
                return tree->topLevelItem(i);
        return nullptr;
    }
};

} // namespace

TEST_CASE("roce incident: the evidence shows the model's own figures", "[gui][roce][incident]")
{
    Fixture f;
    const ops::IncidentModel& model = f.page.model();
    CHECK(model.id() == "AI-NET-004");
    // Every stage revealed, every item's figures as the model gives them.
    for (int stage = 1; stage < model.stageCount(); ++stage)
        QTest::mouseClick(f.panel()->revealButton(), Qt::LeftButton);
    const std::vector<ops::EvidenceItem> evidence = model.evidence();
    REQUIRE(f.panel()->evidenceList()->count() == int(evidence.size()));
    for (size_t i = 0; i < evidence.size(); ++i) {
        f.panel()->evidenceList()->setCurrentRow(int(i));
        INFO(evidence[i].id);
        CHECK(f.panel()->evidenceDetail()->text() == f.texts.evidenceText(evidence[i].id));
        for (const ops::Figure& figure : evidence[i].figures)
            CHECK(f.panel()->evidenceFigures()->text().contains(
                f.texts.figureText(figure).toHtmlEscaped()));
        CHECK(f.panel()->evidenceChart()->seriesCount() == int(evidence[i].series.size()));
    }
    // The queue's chart: the model's samples, in KB, with Kmin among its
    // thresholds.
    f.panel()->evidenceList()->setCurrentRow(0);
    const ops::Series& queue = evidence.front().series.front();
    CHECK(f.panel()->evidenceChart()->dataCount(QStringLiteral("0")) == int(queue.values.size()));

    // The header's key figures are the baseline's.
    const auto* incident = dynamic_cast<const ailab::core::models::roce::RoceIncident*>(&model);
    REQUIRE(incident != nullptr);
    const ops::Outcome baseline = model.baseline();
    MetricTile* time = f.panel()->figureTiles().at(0);
    CHECK(time->title() == f.texts.figureTitle("collective_time"));
    CHECK(time->value() == f.texts.figureParts(figureOf(baseline, "collective_time")).first);
    CHECK(figureOf(baseline, "drops").value == double(incident->baselineResult().counters.drops));
    CHECK(figureOf(baseline, "drops").value > 0); // the fault: drops
    CHECK(figureOf(baseline, "cnps").value == 0); // and no CNP answers the marks
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
}

TEST_CASE("roce incident: enabling DCQCN resolves it and the score rises", "[gui][roce][incident]")
{
    Fixture f;
    f.record("nic_congestion_control_off");
    const int before = f.panel()->session()->score().points;
    CHECK(before == ops::IncidentSession::kRightBeforeActing);
    const double slowBefore = figureOf(f.panel()->session()->current(), "collective_time").value;
    f.apply({"enable_dcqcn"});
    QTreeWidgetItem* row = f.effectRow("enable_dcqcn");
    REQUIRE(row != nullptr);
    CHECK(row->text(3) == QStringLiteral("helped"));
    const ops::Outcome& now = f.panel()->session()->current();
    CHECK(figureOf(now, "collective_time").value < slowBefore);
    CHECK(figureOf(now, "drops").value == 0);
    CHECK(figureOf(now, "cnps").value > 0);
    CHECK(f.panel()->session()->resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Resolved"));
    const int after = f.panel()->session()->score().points;
    CHECK(after ==
          before + ops::IncidentSession::kHelpedAction + ops::IncidentSession::kResolvedBonus);
    CHECK(f.panel()->scoreTile()->value() == QString::number(after));
    const QString md = f.panel()->debriefMarkdown();
    CHECK(md.contains(f.texts.rootCauseExplanation()));
    CHECK(md.contains(QStringLiteral("Time to detect: 120 s after the fault began.")));
    CHECK(md.contains(QStringLiteral("Time to resolve: 240 s after the fault began.")));
    f.panel()->tabs()->setCurrentIndex(3);
    ailab::tests::saveTestShot(&f.page, QStringLiteral("roce-incident-debrief"));
}

TEST_CASE("roce incident: turning ECN off after the fix is reported as worse",
          "[gui][roce][incident]")
{
    Fixture f;
    // Applied together, in the list's order: DCQCN first (it helps), then ECN
    // off, which takes the marks DCQCN reacts to away again.
    f.apply({"enable_dcqcn", "disable_ecn"});
    QTreeWidgetItem* fix = f.effectRow("enable_dcqcn");
    QTreeWidgetItem* harm = f.effectRow("disable_ecn");
    REQUIRE(fix != nullptr);
    REQUIRE(harm != nullptr);
    CHECK(fix->text(3) == QStringLiteral("helped"));
    CHECK(harm->text(3) == QStringLiteral("made it worse"));
    CHECK_FALSE(f.panel()->session()->resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
    ailab::tests::saveTestShot(&f.page, QStringLiteral("roce-incident-outcome"));
}

TEST_CASE("roce incident: save and restore replay the learner's progress", "[gui][roce][incident]")
{
    Fixture f;
    QTest::mouseClick(f.panel()->revealButton(), Qt::LeftButton);
    f.record("ecmp_imbalance");
    QTest::mouseClick(f.panel()->hintButton(), Qt::LeftButton);
    f.apply({"spread_ranks"});
    const QJsonObject saved = f.page.saveState();
    REQUIRE(saved.value(QStringLiteral("steps")).toArray().size() == 4);

    IncidentPage restored;
    waitIdle(*restored.panel());
    restored.restoreState(saved);
    waitIdle(*restored.panel());
    const ops::IncidentSession& a = *f.panel()->session();
    const ops::IncidentSession& b = *restored.panel()->session();
    CHECK(restored.saveState() == saved);
    CHECK(b.stage() == 1);
    CHECK(b.hypotheses() == a.hypotheses());
    CHECK(b.hintsTaken() == 1);
    CHECK(b.appliedActions() == a.appliedActions());
    CHECK(b.score().points == a.score().points);
    CHECK(figureOf(b.current(), "collective_time").value ==
          figureOf(a.current(), "collective_time").value);
    CHECK(restored.panel()->debriefMarkdown() == f.panel()->debriefMarkdown());

    // Wrong states are refused with the field, and nothing changes.
    try {
        restored.restoreState(QJsonObject{{QStringLiteral("steps"), QStringLiteral("all")}});
        FAIL("no error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/steps");
    }
    QJsonArray badSteps{QJsonObject{{QStringLiteral("step"), QStringLiteral("apply")},
                                    {QStringLiteral("ids"), QJsonArray{QStringLiteral("reboot")}}}};
    try {
        restored.restoreState(QJsonObject{{QStringLiteral("steps"), badSteps}});
        FAIL("no error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/steps/0/ids/0");
    }
    CHECK(restored.saveState() == saved);

    restored.resetToDefaults();
    waitIdle(*restored.panel());
    CHECK(restored.panel()->steps().isEmpty());
    CHECK(restored.panel()->session()->stage() == 0);
    CHECK(restored.panel()->session()->appliedActions().empty());
}

TEST_CASE("roce incident: the page fits 1020x690, also in presenter mode", "[gui][roce][incident]")
{
    auto* workspace = new LabWorkspace; // the host owns it
    workspace->showScenario("Incast at 120 % load", "Four workers send to one aggregator.");
    auto* page = new IncidentPage;
    workspace->tabs()->addTab(page, QStringLiteral("Incident AI-NET-004"));
    QScrollArea host;
    host.setWidgetResizable(true);
    host.setFrameShape(QFrame::NoFrame);
    host.setWidget(workspace);
    host.resize(1020, 690);
    host.show();
    waitIdle(*page->panel());
    QTest::mouseClick(page->panel()->revealButton(), Qt::LeftButton);
    QCoreApplication::processEvents();
    const QSize minimum = workspace->minimumSizeHint();
    INFO("minimum " << minimum.width() << "x" << minimum.height());
    CHECK(minimum.width() <= 1020);
    CHECK(minimum.height() <= 690);
    CHECK_FALSE(host.horizontalScrollBar()->isVisible());
    CHECK_FALSE(host.verticalScrollBar()->isVisible());
    // Nor does the page scroll inside its tab.
    auto* inner = page->findChild<QScrollArea*>();
    REQUIRE(inner != nullptr);
    INFO("panel minimum " << page->panel()->minimumSizeHint().height() << ", room "
                          << inner->viewport()->height());
    CHECK_FALSE(inner->verticalScrollBar()->isVisible());
    for (int tab = 0; tab < page->panel()->tabs()->count(); ++tab) {
        page->panel()->tabs()->setCurrentIndex(tab);
        ailab::tests::saveTestShot(&host, QStringLiteral("roce-incident-tab%1").arg(tab));
    }

    // Presenter mode: the instructor's control replaces the learner's, at 1.5x
    // the font.
    ailab::tests::ScopedFontScale font(1.5);
    page->setPresenterMode(true);
    host.resize(1920, 1080);
    page->panel()->tabs()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    CHECK_FALSE(page->panel()->revealButton()->isVisible());
    CHECK(page->panel()->instructorRevealButton()->isVisible());
    QTest::mouseClick(page->panel()->instructorRevealButton(), Qt::LeftButton);
    CHECK(page->panel()->session()->stage() == 2);
    ailab::tests::saveTestShot(&host, QStringLiteral("roce-incident-presenter"));
    page->setPresenterMode(false);
}
