// Every shipped incident file (labs/<lab>/incidents) on the shared incident page: its
// evidence shows its model's own figures with the file's words, its fixes resolve it, the
// learner's walk is saved and replayed, the page fits, and German comes from the file. The
// lab-specific checks are in roce_, storage_ and inference_incident_test.cpp.
#include "core/error.h"
#include "core/ops/defined_incident.h"
#include "labs/common/activity/activity_progress.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/widgets/metric_tile.h"
#include "tests/labs/incident_fixture.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace ailab::labs;
using ailab::tests::figureOf;
using ailab::tests::IncidentFixture;
using ailab::tests::waitIdle;
namespace ops = ailab::core::ops;

namespace {

const ops::IncidentDefinition& definitionOf(const IncidentLabPage& page)
{
    const auto* defined = dynamic_cast<const ops::DefinedIncident*>(&page.model());
    REQUIRE(defined != nullptr);
    return defined->definition();
}

// "ai-net-004" for ":/labs/roce/incidents/ai-net-004.json", for the screenshots' names.
QString shortName(const std::string& resource)
{
    return QFileInfo(QString::fromStdString(resource)).completeBaseName();
}

} // namespace

TEST_CASE("incidents: every lab ships its incident files", "[gui][incident]")
{
    const std::vector<std::string> all = ailab::tests::shippedIncidentResources();
    CHECK(std::count_if(all.begin(), all.end(), [](const std::string& r) {
              return r.rfind(":/labs/roce/", 0) == 0 || r.rfind(":/labs/storage/", 0) == 0 ||
                     r.rfind(":/labs/inference/", 0) == 0;
          }) == 3);
}

TEST_CASE("incidents: the evidence shows the model's figures in the file's words",
          "[gui][incident]")
{
    const std::string resource = GENERATE(from_range(ailab::tests::shippedIncidentResources()));
    INFO(resource);
    IncidentFixture f(resource);
    const ops::IncidentModel& model = f.page.model();
    const ops::IncidentDefinition& d = definitionOf(f.page);
    CHECK(model.id() == d.id);
    CHECK(model.stageCount() == int(d.stages.size()));
    for (int stage = 1; stage < model.stageCount(); ++stage)
        QTest::mouseClick(f.panel()->revealButton(), Qt::LeftButton);
    CHECK(f.session().stage() == model.stageCount() - 1);
    const std::vector<ops::EvidenceItem> evidence = model.evidence();
    REQUIRE(f.panel()->evidenceList()->count() == int(evidence.size()));
    for (size_t i = 0; i < evidence.size(); ++i) {
        f.panel()->evidenceList()->setCurrentRow(int(i));
        INFO(evidence[i].id);
        CHECK(f.texts().evidenceTitle(evidence[i].id) ==
              QString::fromStdString(d.findEvidence(evidence[i].id)->title.in("en")));
        CHECK(f.panel()->evidenceDetail()->text() == f.texts().evidenceText(evidence[i].id));
        for (const ops::Figure& figure : evidence[i].figures) {
            INFO(figure.id);
            CHECK(f.texts().figureTitle(figure.id) ==
                  QString::fromStdString(d.findFigure(figure.id)->title.in("en")));
            CHECK(f.panel()->evidenceFigures()->text().contains(
                f.texts().figureText(figure).toHtmlEscaped()));
        }
        for (const ops::Series& s : evidence[i].series)
            CHECK(f.texts().seriesTitle(s.id) != QString::fromStdString(s.id));
        CHECK(f.panel()->evidenceChart()->seriesCount() == int(evidence[i].series.size()));
    }
    // The header's key figures are the file's, with the baseline's values.
    const ops::Outcome baseline = model.baseline();
    REQUIRE(f.panel()->figureTiles().size() >= d.keyFigures.size());
    for (size_t i = 0; i < d.keyFigures.size(); ++i) {
        MetricTile* tile = f.panel()->figureTiles().at(int(i));
        CHECK(tile->title() == f.texts().figureTitle(d.keyFigures[i]));
        CHECK(tile->value() == f.texts().figureParts(figureOf(baseline, d.keyFigures[i])).first);
    }
    CHECK_FALSE(baseline.resolved);
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
    for (const ops::HypothesisOption& h : model.hypotheses())
        CHECK(f.texts().hypothesisText(h.id) != QString::fromStdString(h.id));
    for (const ops::ActionOption& a : model.actions())
        CHECK(f.texts().actionText(a.id) != QString::fromStdString(a.id));
    ailab::tests::saveTestShot(&f.page, shortName(resource) + QStringLiteral("-evidence"));
}

TEST_CASE("incidents: the fixes resolve it, each credited though one is enough", "[gui][incident]")
{
    const std::string resource = GENERATE(from_range(ailab::tests::shippedIncidentResources()));
    INFO(resource);
    IncidentFixture f(resource);
    const ops::IncidentDefinition& d = definitionOf(f.page);
    for (const std::string& cause : d.rootCauses)
        f.record(cause);
    const int before = f.session().score().points;
    CHECK(before == int(d.rootCauses.size()) * ops::IncidentSession::kRightBeforeActing);
    std::vector<std::string> fixes;
    for (const ops::IncidentAction& a : d.actions)
        if (a.kind == ops::ActionKind::Fix)
            fixes.push_back(a.id);
    REQUIRE_FALSE(fixes.empty());
    f.apply(fixes);
    for (const std::string& fix : fixes) {
        INFO(fix);
        QTreeWidgetItem* row = f.effectRow(fix);
        REQUIRE(row != nullptr);
        CHECK(row->text(3) == QStringLiteral("helped"));
    }
    CHECK(f.session().resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Resolved"));
    const int credited = std::min(int(fixes.size()), ops::IncidentSession::kCreditedHelpedActions);
    const int after = f.session().score().points;
    CHECK(after == std::min(before + credited * ops::IncidentSession::kHelpedAction +
                                ops::IncidentSession::kResolvedBonus,
                            f.session().score().maxPoints));
    CHECK(f.panel()->scoreTile()->value() == QString::number(after));
    CHECK(f.panel()->debriefMarkdown().contains(f.texts().rootCauseExplanation()));
    f.panel()->tabs()->setCurrentIndex(3);
    ailab::tests::saveTestShot(&f.page, shortName(resource) + QStringLiteral("-debrief"));
}

TEST_CASE("incidents: each one investigated goes to the learner's progress, with its score",
          "[gui][incident][activity]")
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("progress.json"));
    ailab::labs::ActivityProgress progress(file);
    IncidentFixture f(":/labs/roce/incidents/ai-net-004.json");
    f.page.setActivityProgress(&progress, QStringLiteral("roce"));
    const ops::IncidentDefinition& d = definitionOf(f.page);
    const QString id = QString::fromStdString(d.id);
    const auto kept = [&] {
        return progress.result(QStringLiteral("roce"), id, ailab::labs::ActivityResult::Kind::Incident);
    };
    // Not yet: nothing resolved, nothing ended.
    for (const std::string& cause : d.rootCauses)
        f.record(cause);
    CHECK_FALSE(kept().has_value());
    std::vector<std::string> fixes;
    for (const ops::IncidentAction& a : d.actions)
        if (a.kind == ops::ActionKind::Fix)
            fixes.push_back(a.id);
    f.apply(fixes);
    REQUIRE(f.session().resolved());
    REQUIRE(kept().has_value());
    CHECK(kept()->done());
    CHECK(kept()->score == f.session().score().points);
    CHECK(kept()->possible == f.session().score().maxPoints);
    CHECK(kept()->title == f.texts().title());
    // An activity of the same id would be another result; the lab's figures count it apart.
    CHECK_FALSE(progress.result(QStringLiteral("roce"), id).has_value());
    const ailab::labs::LabProgress lab = progress.labProgress(QStringLiteral("roce"));
    CHECK(lab.incidentsTried == 1);
    CHECK(lab.incidentsResolved == 1);
    CHECK(lab.tried == 0);
    // Kept across sessions.
    ailab::labs::ActivityProgress again(file);
    CHECK(again.refusal().isEmpty());
    REQUIRE(again.result(QStringLiteral("roce"), id, ailab::labs::ActivityResult::Kind::Incident));
    CHECK(again.result(QStringLiteral("roce"), id, ailab::labs::ActivityResult::Kind::Incident)->done());
}

TEST_CASE("incidents: save and restore replay the learner's progress", "[gui][incident]")
{
    const std::string resource = GENERATE(from_range(ailab::tests::shippedIncidentResources()));
    INFO(resource);
    IncidentFixture f(resource);
    const ops::IncidentDefinition& d = definitionOf(f.page);
    QTest::mouseClick(f.panel()->revealButton(), Qt::LeftButton);
    const auto wrong = std::find_if(d.hypotheses.begin(), d.hypotheses.end(), [&](const auto& h) {
        return std::find(d.rootCauses.begin(), d.rootCauses.end(), h.id) == d.rootCauses.end();
    });
    REQUIRE(wrong != d.hypotheses.end());
    f.record(wrong->id);
    QTest::mouseClick(f.panel()->hintButton(), Qt::LeftButton);
    // An action that does not resolve the incident, so that the session goes on: a mitigation
    // where the incident has one, else one the author judged to do nothing.
    auto mitigation = std::find_if(d.actions.begin(), d.actions.end(), [](const auto& a) {
        return a.kind == ops::ActionKind::Mitigation;
    });
    if (mitigation == d.actions.end())
        mitigation = std::find_if(d.actions.begin(), d.actions.end(), [](const auto& a) {
            return a.kind == ops::ActionKind::NoEffect;
        });
    REQUIRE(mitigation != d.actions.end());
    f.apply({mitigation->id});
    const QJsonObject saved = f.page.saveState();
    REQUIRE(saved.value(QStringLiteral("steps")).toArray().size() == 4);

    IncidentLabPage restored(QString::fromStdString(resource));
    waitIdle(*restored.panel());
    restored.restoreState(saved);
    waitIdle(*restored.panel());
    const ops::IncidentSession& a = f.session();
    const ops::IncidentSession& b = *restored.panel()->session();
    CHECK(restored.saveState() == saved);
    CHECK(b.stage() == 1);
    CHECK(b.hypotheses() == a.hypotheses());
    CHECK(b.hintsTaken() == 1);
    CHECK(b.appliedActions() == a.appliedActions());
    CHECK(b.score().points == a.score().points);
    CHECK(b.current().figures.front().value == a.current().figures.front().value);
    CHECK(restored.panel()->debriefMarkdown() == f.panel()->debriefMarkdown());

    // Wrong states are refused with the field, and nothing changes.
    const auto refusedAt = [&](const QJsonObject& state) -> std::string {
        try {
            restored.restoreState(state);
        } catch (const ailab::core::Error& e) {
            return e.path();
        }
        return "accepted";
    };
    CHECK(refusedAt({{QStringLiteral("steps"), QStringLiteral("all")}}) == "/steps");
    CHECK(refusedAt({{QStringLiteral("tab"), 99}}) == "/tab");
    const QJsonArray badSteps{
        QJsonObject{{QStringLiteral("step"), QStringLiteral("apply")},
                    {QStringLiteral("ids"), QJsonArray{QStringLiteral("reboot_everything")}}}};
    CHECK(refusedAt({{QStringLiteral("steps"), badSteps}}) == "/steps/0/ids/0");
    CHECK(restored.saveState() == saved);

    restored.resetToDefaults();
    waitIdle(*restored.panel());
    CHECK(restored.panel()->steps().isEmpty());
    CHECK(restored.panel()->session()->stage() == 0);
    CHECK(restored.panel()->session()->appliedActions().empty());
}

TEST_CASE("incidents: the page fits 1020x690, also in presenter mode", "[gui][incident]")
{
    const std::string resource = GENERATE(from_range(ailab::tests::shippedIncidentResources()));
    INFO(resource);
    const QString name = shortName(resource);
    auto* workspace = new LabWorkspace; // the host owns it
    workspace->showScenario("Incident", "A fault in the lab's model.");
    auto* page = new IncidentLabPage(QString::fromStdString(resource));
    workspace->tabs()->addTab(page, QStringLiteral("Incident"));
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
    for (int tab = 0; tab < page->panel()->tabs()->count(); ++tab) {
        page->panel()->tabs()->setCurrentIndex(tab);
        ailab::tests::saveTestShot(&host, name + QStringLiteral("-tab%1").arg(tab));
    }

    // Presenter mode: the instructor's control replaces the learner's, at 1.5x the font.
    ailab::tests::ScopedFontScale font(1.5);
    page->setPresenterMode(true);
    host.resize(1920, 1080);
    page->panel()->tabs()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    CHECK_FALSE(page->panel()->revealButton()->isVisible());
    CHECK(page->panel()->instructorRevealButton()->isVisible());
    QTest::mouseClick(page->panel()->instructorRevealButton(), Qt::LeftButton);
    CHECK(page->panel()->session()->stage() == 2);
    ailab::tests::saveTestShot(&host, name + QStringLiteral("-presenter"));
    page->setPresenterMode(false);
}

TEST_CASE("incidents: in German the words are the file's German ones", "[gui][incident][i18n]")
{
    const std::string resource = GENERATE(from_range(ailab::tests::shippedIncidentResources()));
    INFO(resource);
    ailab::tests::GermanForScope german;
    IncidentFixture f(resource);
    const ops::IncidentDefinition& d = definitionOf(f.page);
    CHECK(f.texts().title() == QString::fromStdString(d.title.byLanguage.at("de")));
    CHECK(f.texts().rootCauseExplanation() ==
          QString::fromStdString(d.rootCauseExplanation.byLanguage.at("de")));
    const ops::IncidentEvidence& first = d.evidence.front();
    f.panel()->evidenceList()->setCurrentRow(0);
    CHECK(f.panel()->evidenceDetail()->text() ==
          QString::fromStdString(first.text.byLanguage.at("de")));
    ailab::tests::saveTestShot(&f.page, shortName(resource) + QStringLiteral("-de"));
}
