// The storage lab's incident AI-STORAGE-006 beyond what every incident is checked for
// (incident_lab_test.cpp): the course's telemetry, a wrong response, the same score in
// German, and the preset that opens it.
#include "labs/common/widgets/metric_tile.h"
#include "labs/storage/storage_lab.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/incident_fixture.h"
#include "tests/labs/lab_fixture.h"

using namespace ailab::labs;
using namespace ailab::labs::storage;
using ailab::tests::figureOf;
namespace ops = ailab::core::ops;

namespace {
const std::string kIncident = ":/labs/storage/incidents/ai-storage-006.json";

// The score of the root cause and the two fixes that each resolve it alone, chosen from the
// list as it is sorted in the language installed.
int scoreOfBothFixes()
{
    ailab::tests::IncidentFixture f(kIncident);
    f.record("iops_saturated");
    f.apply({"stage-to-local-nvme", "larger-files"});
    CHECK(f.session().resolved());
    return f.session().score().points;
}
} // namespace

TEST_CASE("storage incident: the course's telemetry, and more GPUs do not help",
          "[gui][storage][incident]")
{
    ailab::tests::IncidentFixture f(kIncident);
    // The service about 95 % busy, 6 GB/s of 24 GB/s.
    const ops::Outcome baseline = f.page.model().baseline();
    CHECK(figureOf(baseline, "storage_utilisation").value > 0.9);
    CHECK(figureOf(baseline, "delivered_read_throughput").value == Approx(6.0).margin(0.5));
    CHECK(f.panel()->figureTiles().at(0)->title() == f.texts().figureTitle("gpu_input_wait"));
    // Twice the GPUs on the same storage.
    f.apply({"add-gpus"});
    QTreeWidgetItem* harm = f.effectRow("add-gpus");
    REQUIRE(harm != nullptr);
    CHECK(harm->text(3) != QStringLiteral("helped"));
    CHECK_FALSE(f.session().resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
}

TEST_CASE("storage incident: two correct responses earn the same in English and German",
          "[gui][storage][incident][i18n]")
{
    // The lists sort the two fixes in opposite orders (issue: 70 points in English, 40 in
    // German, when the second fix was measured after the first had resolved the incident).
    const int english = scoreOfBothFixes();
    int german = 0;
    {
        ailab::tests::GermanForScope scope;
        german = scoreOfBothFixes();
    }
    CHECK(english == ops::IncidentSession::kRightBeforeActing +
                         2 * ops::IncidentSession::kHelpedAction +
                         ops::IncidentSession::kResolvedBonus);
    CHECK(german == english);
}

TEST_CASE("storage incident: the preset opens the incident page", "[gui][storage][incident]")
{
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.loadScenario(TabbedLab::readPreset(
        QStringLiteral(":/labs/storage/scenarios/incident-ai-storage-006.json")));
    CHECK(f.lab.mode() == QStringLiteral("incident"));
    f.lab.loadScenario(
        TabbedLab::readPreset(QStringLiteral(":/labs/storage/scenarios/course-starvation.json")));
    CHECK(f.lab.mode() == QStringLiteral("starvation"));
}
