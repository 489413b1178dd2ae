// The inference lab's incident AI-INF-007 beyond what every incident is checked for
// (incident_lab_test.cpp): the serving engine's figures, the times of the fix, a harmful
// and a useless response, and the preset that opens it with the incident's service.
#include "core/models/inference/inference_incident.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/incident/incident_lab_page.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/inference/inference_lab.h"
#include "labs/inference/inference_session.h"
#include "tests/labs/incident_fixture.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QLabel>

using namespace ailab::labs;
using namespace ailab::labs::inference;
using ailab::tests::figureOf;
namespace ops = ailab::core::ops;
namespace core_inf = ailab::core::models::inference;

namespace {
const std::string kIncident = ":/labs/inference/incidents/ai-inf-007.json";
}

TEST_CASE("inference incident: the evidence shows the serving engine's figures",
          "[gui][inference][incident]")
{
    ailab::tests::IncidentFixture f(kIncident);
    const ops::IncidentModel& model = f.page.model();
    // The TTFT chart: the model's bins, with the objective among its thresholds.
    f.panel()->evidenceList()->setCurrentRow(0);
    const std::vector<ops::EvidenceItem> evidence = model.evidence();
    const ops::Series& ttft = evidence.front().series.front();
    CHECK(ttft.id == "ttft");
    CHECK(f.panel()->evidenceChart()->dataCount(QStringLiteral("0")) == int(ttft.values.size()));
    // TTFT p99 far above its 2 s objective, and the engine preempting.
    const ops::Outcome baseline = model.baseline();
    CHECK(figureOf(baseline, "ttft_p99").value > 10 * 2000);
    CHECK(figureOf(baseline, "preemptions").value > 0);
    // Tokens and request rates in the learner's words.
    CHECK(f.texts().figureText({"mean_prompt", 1234, "tokens"}) == QStringLiteral("1,234 tokens"));
    CHECK(f.texts().figureText({"arrival_rate", 24, "req/s"}) == QStringLiteral("24 req/s"));
}

TEST_CASE("inference incident: two GPUs per replica resolve it", "[gui][inference][incident]")
{
    ailab::tests::IncidentFixture f(kIncident);
    f.record("long_context_kv_pressure");
    f.record("insufficient_serving_capacity");
    const double ttftBefore = figureOf(f.session().current(), "ttft_p99").value;
    f.apply({"tensor_parallel_2"});
    const ops::Outcome& now = f.session().current();
    CHECK(figureOf(now, "ttft_p99").value < 2000);
    CHECK(figureOf(now, "ttft_p99").value < ttftBefore / 10);
    CHECK(figureOf(now, "preemptions").value == 0);
    CHECK(figureOf(now, "gpus").value == 4);
    CHECK(f.session().resolved());
    const QString md = f.panel()->debriefMarkdown();
    CHECK(md.contains(QStringLiteral("Time to detect: 60 s after the fault began.")));
    CHECK(md.contains(QStringLiteral("Time to resolve: 120 s after the fault began.")));
}

TEST_CASE("inference incident: a restart makes it worse, a faster network changes nothing",
          "[gui][inference][incident]")
{
    ailab::tests::IncidentFixture f(kIncident);
    f.apply({"restart_replica", "faster_network", "route_by_kv_usage"});
    QTreeWidgetItem* restart = f.effectRow("restart_replica");
    QTreeWidgetItem* network = f.effectRow("faster_network");
    QTreeWidgetItem* routed = f.effectRow("route_by_kv_usage");
    REQUIRE(restart != nullptr);
    REQUIRE(network != nullptr);
    REQUIRE(routed != nullptr);
    CHECK(restart->text(3) == QStringLiteral("made it worse"));
    CHECK(network->text(3) == QStringLiteral("no change"));
    CHECK_FALSE(f.session().resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
    // The score: two responses that did not help, one of them judged harmful.
    CHECK(f.session().score().actionPoints <= -2 * ops::IncidentSession::kUnhelpfulAction -
                                                  ops::IncidentSession::kHarmfulAction +
                                                  ops::IncidentSession::kHelpedAction);
    f.panel()->tabs()->setCurrentIndex(2);
    ailab::tests::saveTestShot(&f.page, QStringLiteral("inference-incident-outcome"));
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

TEST_CASE("inference incident: the header and the clock agree with the incident",
          "[gui][inference][incident]")
{
    // The chat preset (objectives 500 ms and 50 ms) is loaded; the incident's are its own.
    ailab::tests::LabFixture<InferenceLab> f;
    f.lab.loadScenario(
        InferenceLab::readPreset(QStringLiteral(":/labs/inference/scenarios/chat-one-h100.json")));
    f.lab.setMode(QStringLiteral("incident"));
    const QString header = f.lab.workspace()->header()->text();
    CHECK(header.contains(QStringLiteral("first token within 2.00 s, 100 ms per output token")));
    CHECK_FALSE(header.contains(QStringLiteral("500 ms")));

    // The status tile's clock counts from the fault as the evidence does.
    ailab::tests::IncidentFixture g(kIncident);
    g.apply({"faster_network"});
    const QString clock = g.panel()->statusTile()->detail();
    const double sinceFault = g.session().now() - g.page.model().faultOnsetS();
    CHECK(sinceFault > 0);
    CHECK(clock.contains(
        QStringLiteral("%1 after the fault began")
            .arg(IncidentFormat::time(sinceFault, g.page.model()))));
    // One unit for the whole timeline: a quarter second and two minutes alike.
    const QString early = IncidentFormat::time(0.25, g.page.model());
    const QString late = IncidentFormat::time(120.0, g.page.model());
    CHECK(early.section(QLatin1Char(' '), -1) == late.section(QLatin1Char(' '), -1));
    CHECK(early.endsWith(" s"));
}
