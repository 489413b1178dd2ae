// The inference lab's incident page: AI-INF-007 on the shared IncidentPanel, its evidence from
// the serving engine, responses measured by running it again, save and restore, the fit of
// the page, and the preset that opens it.
#include "core/error.h"
#include "core/models/inference/inference_incident.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/inference/inference_lab.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/panels/incident_page.h"
#include "labs/inference/views/incident_texts.h"
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
using namespace ailab::labs::inference;
namespace ops = ailab::core::ops;
namespace core_inf = ailab::core::models::inference;

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
    InferenceIncidentTexts texts;
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

TEST_CASE("inference incident: the evidence shows the serving engine's figures",
          "[gui][inference][incident]")
{
    Fixture f;
    const ops::IncidentModel& model = f.page.model();
    CHECK(model.id() == "AI-INF-007");
    for (int stage = 1; stage < model.stageCount(); ++stage)
        QTest::mouseClick(f.panel()->revealButton(), Qt::LeftButton);
    CHECK(f.panel()->session()->stage() == model.stageCount() - 1);
    const std::vector<ops::EvidenceItem> evidence = model.evidence();
    REQUIRE(f.panel()->evidenceList()->count() == int(evidence.size()));
    for (size_t i = 0; i < evidence.size(); ++i) {
        f.panel()->evidenceList()->setCurrentRow(int(i));
        INFO(evidence[i].id);
        // Every text is the lab's, none the bare id.
        CHECK(f.texts.evidenceTitle(evidence[i].id) != QString::fromStdString(evidence[i].id));
        CHECK(f.panel()->evidenceDetail()->text() == f.texts.evidenceText(evidence[i].id));
        for (const ops::Figure& figure : evidence[i].figures) {
            INFO(figure.id);
            // vLLM's option names are their own titles.
            if (figure.id.rfind("max_num_", 0) != 0)
                CHECK(f.texts.figureTitle(figure.id) != QString::fromStdString(figure.id));
            CHECK(f.panel()->evidenceFigures()->text().contains(
                f.texts.figureText(figure).toHtmlEscaped()));
        }
        for (const ops::Series& s : evidence[i].series)
            CHECK(f.texts.seriesTitle(s.id) != QString::fromStdString(s.id));
        CHECK(f.panel()->evidenceChart()->seriesCount() == int(evidence[i].series.size()));
    }
    // The TTFT chart: the model's bins, with the objective among its thresholds.
    f.panel()->evidenceList()->setCurrentRow(0);
    const ops::Series& ttft = evidence.front().series.front();
    CHECK(ttft.id == "ttft");
    CHECK(f.panel()->evidenceChart()->dataCount(QStringLiteral("0")) == int(ttft.values.size()));

    // The header's key figures are the baseline's: TTFT p99 far above 2 s.
    const ops::Outcome baseline = model.baseline();
    MetricTile* ttftTile = f.panel()->figureTiles().at(0);
    CHECK(ttftTile->title() == f.texts.figureTitle("ttft_p99"));
    CHECK(ttftTile->value() == f.texts.figureParts(figureOf(baseline, "ttft_p99")).first);
    CHECK(figureOf(baseline, "ttft_p99").value > 10 * 2000);
    CHECK(figureOf(baseline, "preemptions").value > 0);
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
    ailab::tests::saveTestShot(&f.page, QStringLiteral("inference-incident-evidence"));
}

TEST_CASE("inference incident: two GPUs per replica resolve it and the score rises",
          "[gui][inference][incident]")
{
    Fixture f;
    f.record("long_context_kv_pressure");
    f.record("insufficient_serving_capacity");
    const int before = f.panel()->session()->score().points;
    CHECK(before == 2 * ops::IncidentSession::kRightBeforeActing);
    const double ttftBefore = figureOf(f.panel()->session()->current(), "ttft_p99").value;
    f.apply({"tensor_parallel_2"});
    QTreeWidgetItem* row = f.effectRow("tensor_parallel_2");
    REQUIRE(row != nullptr);
    CHECK(row->text(3) == QStringLiteral("helped"));
    const ops::Outcome& now = f.panel()->session()->current();
    CHECK(figureOf(now, "ttft_p99").value < 2000);
    CHECK(figureOf(now, "ttft_p99").value < ttftBefore / 10);
    CHECK(figureOf(now, "preemptions").value == 0);
    CHECK(figureOf(now, "gpus").value == 4);
    CHECK(f.panel()->session()->resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Resolved"));
    const int after = f.panel()->session()->score().points;
    CHECK(after ==
          before + ops::IncidentSession::kHelpedAction + ops::IncidentSession::kResolvedBonus);
    CHECK(f.panel()->scoreTile()->value() == QString::number(after));
    const QString md = f.panel()->debriefMarkdown();
    CHECK(md.contains(f.texts.rootCauseExplanation()));
    CHECK(md.contains(QStringLiteral("Time to detect: 60 s after the fault began.")));
    CHECK(md.contains(QStringLiteral("Time to resolve: 120 s after the fault began.")));
    f.panel()->tabs()->setCurrentIndex(3);
    ailab::tests::saveTestShot(&f.page, QStringLiteral("inference-incident-debrief"));
}

TEST_CASE("inference incident: a restart makes it worse, a faster network changes nothing",
          "[gui][inference][incident]")
{
    Fixture f;
    f.apply({"restart_replica", "faster_network", "route_by_kv_usage"});
    QTreeWidgetItem* restart = f.effectRow("restart_replica");
    QTreeWidgetItem* network = f.effectRow("faster_network");
    QTreeWidgetItem* routed = f.effectRow("route_by_kv_usage");
    REQUIRE(restart != nullptr);
    REQUIRE(network != nullptr);
    REQUIRE(routed != nullptr);
    CHECK(restart->text(3) == QStringLiteral("made it worse"));
    CHECK(network->text(3) == QStringLiteral("no change"));
    CHECK_FALSE(f.panel()->session()->resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
    // The score: two responses that did not help, one of them judged harmful.
    CHECK(f.panel()->session()->score().actionPoints <=
          -2 * ops::IncidentSession::kUnhelpfulAction - ops::IncidentSession::kHarmfulAction +
              ops::IncidentSession::kHelpedAction);
    f.panel()->tabs()->setCurrentIndex(2);
    ailab::tests::saveTestShot(&f.page, QStringLiteral("inference-incident-outcome"));
}

TEST_CASE("inference incident: save and restore replay the learner's progress",
          "[gui][inference][incident]")
{
    Fixture f;
    QTest::mouseClick(f.panel()->revealButton(), Qt::LeftButton);
    f.record("network_failure");
    QTest::mouseClick(f.panel()->hintButton(), Qt::LeftButton);
    f.apply({"enable_prefix_caching"});
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
    CHECK(figureOf(b.current(), "ttft_p99").value == figureOf(a.current(), "ttft_p99").value);
    CHECK(restored.panel()->debriefMarkdown() == f.panel()->debriefMarkdown());

    // Wrong states are refused with the field, and nothing changes.
    try {
        restored.restoreState(QJsonObject{{QStringLiteral("tab"), 99}});
        FAIL("no error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/tab");
    }
    QJsonArray badSteps{
        QJsonObject{{QStringLiteral("step"), QStringLiteral("apply")},
                    {QStringLiteral("ids"), QJsonArray{QStringLiteral("buy_more_gpus")}}}};
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
}

TEST_CASE("inference incident: the page fits 1020x690, also in presenter mode",
          "[gui][inference][incident]")
{
    auto* workspace = new LabWorkspace; // the host owns it
    workspace->showScenario("Incident AI-INF-007", "Two replicas, rising traffic.");
    auto* page = new IncidentPage;
    workspace->tabs()->addTab(page, QStringLiteral("Incident AI-INF-007"));
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
        ailab::tests::saveTestShot(&host, QStringLiteral("inference-incident-tab%1").arg(tab));
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
    ailab::tests::saveTestShot(&host, QStringLiteral("inference-incident-presenter"));
    page->setPresenterMode(false);
}

TEST_CASE("inference incident: the preset opens the incident with the incident's service",
          "[gui][inference][incident]")
{
    ailab::tests::LabFixture<InferenceLab> f;
    const auto scenario = InferenceLab::readPreset(
        QStringLiteral(":/labs/inference/scenarios/incident-ai-inf-007.json"));
    f.lab.loadScenario(scenario);
    CHECK(f.lab.mode() == "incident");
    // The other tabs run the service and traffic the incident's model runs.
    const core_inf::InferenceScenarioConfig c = f.lab.session().config();
    const core_inf::InferenceIncidentSetup s = core_inf::InferenceIncident::faultySetup();
    CHECK(c.serving.replica.modelId == s.serving.replica.modelId);
    CHECK(c.serving.replica.gpuId == s.serving.replica.gpuId);
    CHECK(c.serving.replica.tensorParallel == s.serving.replica.tensorParallel);
    CHECK(c.serving.replicas == s.serving.replicas);
    CHECK(c.serving.router == s.serving.router);
    CHECK(c.serving.scheduler.prefixCaching == s.serving.scheduler.prefixCaching);
    CHECK(c.serving.scheduler.maxNumSeqs == s.serving.scheduler.maxNumSeqs);
    CHECK(c.serving.slo.ttftS == s.serving.slo.ttftS);
    CHECK(c.serving.slo.tpotS == s.serving.slo.tpotS);
    CHECK(c.workload.arrival.ratePerS == s.workload.arrival.ratePerS);
    CHECK(c.workload.prefix.share == s.workload.prefix.share);
    CHECK(c.workload.prefix.groups == s.workload.prefix.groups);
    CHECK(c.workload.prefix.tokens == s.workload.prefix.tokens);
    REQUIRE(c.workload.phases.size() == 1);
    CHECK(c.workload.phases[0].startS == s.workload.phases[0].startS);
    CHECK(c.workload.phases[0].ratePerS == s.workload.phases[0].ratePerS);
    CHECK(c.workload.phases[0].longPromptShare == s.workload.phases[0].longPromptShare);
    CHECK(c.workload.phases[0].longPromptTokens == s.workload.phases[0].longPromptTokens);
    // Another preset goes back to the first tab.
    f.lab.loadScenario(
        InferenceLab::readPreset(QStringLiteral(":/labs/inference/scenarios/long-prompts.json")));
    CHECK(f.lab.mode() != "incident");
}
