// The RoCE lab's incident AI-NET-004 beyond what every incident is checked for
// (incident_lab_test.cpp): the packet engine's own counters in the evidence, the debrief's
// times, and a harmful response after the fix.
#include "core/models/roce/roce_incident.h"
#include "core/ops/defined_incident.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "tests/labs/incident_fixture.h"
#include "tests/labs/test_shots.h"

using ailab::tests::figureOf;
namespace ops = ailab::core::ops;

namespace {
const std::string kIncident = ":/labs/roce/incidents/ai-net-004.json";
}

TEST_CASE("roce incident: the evidence is the packet engine's telemetry", "[gui][roce][incident]")
{
    ailab::tests::IncidentFixture f(kIncident);
    const auto& defined = dynamic_cast<const ops::DefinedIncident&>(f.page.model());
    const auto& roce =
        dynamic_cast<const ailab::core::models::roce::RoceIncident&>(defined.system());
    // The queue's chart: the model's samples, in KB, with Kmin among its thresholds.
    f.panel()->evidenceList()->setCurrentRow(0);
    const std::vector<ops::EvidenceItem> evidence = defined.evidence();
    const ops::Series& queue = evidence.front().series.front();
    CHECK(queue.id == "queue");
    CHECK(f.panel()->evidenceChart()->dataCount(QStringLiteral("0")) == int(queue.values.size()));
    // The fault: drops, and no CNP answers the marks.
    const ops::Outcome baseline = defined.baseline();
    CHECK(figureOf(baseline, "drops").value == double(roce.baselineResult().counters.drops));
    CHECK(figureOf(baseline, "drops").value > 0);
    CHECK(figureOf(baseline, "cnps").value == 0);
    // The slowdown as a multiple, the offered load as a ratio, as the seed shows them.
    CHECK(f.texts().figureText({"slowdown", 3.2, "ratio"}) == QStringLiteral("3.2×"));
    CHECK(f.texts().figureText({"offered_to_egress", 4, "ratio"}) == QStringLiteral("4:1"));
}

TEST_CASE("roce incident: enabling DCQCN resolves it at the times the debrief gives",
          "[gui][roce][incident]")
{
    ailab::tests::IncidentFixture f(kIncident);
    f.record("nic_congestion_control_off");
    f.apply({"enable_dcqcn"});
    const ops::Outcome& now = f.session().current();
    CHECK(figureOf(now, "drops").value == 0);
    CHECK(figureOf(now, "cnps").value > 0);
    CHECK(f.session().resolved());
    const QString md = f.panel()->debriefMarkdown();
    CHECK(md.contains(QStringLiteral("Time to detect: 120 s after the fault began.")));
    CHECK(md.contains(QStringLiteral("Time to resolve: 240 s after the fault began.")));
}

TEST_CASE("roce incident: turning ECN off after the fix is reported as worse",
          "[gui][roce][incident]")
{
    ailab::tests::IncidentFixture f(kIncident);
    // Applied together, in the list's order: DCQCN first (it helps), then ECN off, which
    // takes the marks DCQCN reacts to away again.
    f.apply({"enable_dcqcn", "disable_ecn"});
    QTreeWidgetItem* fix = f.effectRow("enable_dcqcn");
    QTreeWidgetItem* harm = f.effectRow("disable_ecn");
    REQUIRE(fix != nullptr);
    REQUIRE(harm != nullptr);
    CHECK(fix->text(3) == QStringLiteral("helped"));
    CHECK(harm->text(3) == QStringLiteral("made it worse"));
    CHECK_FALSE(f.session().resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
    ailab::tests::saveTestShot(&f.page, QStringLiteral("roce-incident-outcome"));
}
