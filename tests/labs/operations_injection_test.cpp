// The operations lab's failure injection page: faults injected with the page's controls,
// their consequences in the timeline in the order of the twin's event log, each naming its
// fault; refusals that name the field and change nothing; repair; the baseline comparison;
// the propagation drawn from the log; two fault kinds end to end.
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_catalog.h"
#include "core/cluster/fault_injector.h"
#include "core/cluster/training_impact.h"
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/panels/injection_page.h"
#include "labs/operations/views/fault_form.h"
#include "labs/operations/views/injection_texts.h"
#include "labs/operations/views/propagation_drawing.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/test_shots.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

using namespace ailab::labs;
using namespace ailab::labs::operations;
namespace cluster = ailab::core::cluster;
using Group = InjectionTexts::Group;

namespace {

// Racks of four DGX H100, a leaf per rack; "inside" fills leaf 0, "spread" spans leaves 1
// and 2 (the twin's first-fit placement).
nlohmann::json fabricScenario()
{
    return nlohmann::json::parse(R"({
      "schema": "ailab.scenario/1", "lab": "operations", "title": "Three leaves", "seed": 1,
      "model": {
        "racks": [{"id": "rack", "count": 3, "platform": "dgx-h100", "servers": 4, "feedKW": 60,
                   "cooling": "direct-to-chip"}],
        "fabric": {"nicsPerServer": 8, "serversPerLeaf": 4, "spines": 4},
        "storage": {"dataServers": 2, "perServerGBps": 5},
        "scheduler": "first-fit",
        "jobs": [
          {"name": "inside", "model": "llama-3-8b", "gpus": 32, "tp": 8, "globalBatch": 96, "sequence": 4096,
           "checkpointInterval": 0},
          {"name": "spread", "model": "llama-3-8b", "gpus": 64, "tp": 8, "globalBatch": 96, "sequence": 4096,
           "checkpointInterval": 0}],
        "telemetry": {"resolution": "1s", "window": "1h"},
        "duration": "1h"
      }})");
}

// Two air-cooled racks whose air handling removes 45 kW: a failed unit leaves the heat in the
// room's air (as the core's cooling test).
nlohmann::json coolingScenario()
{
    return nlohmann::json::parse(R"({
      "schema": "ailab.scenario/1", "lab": "operations", "title": "Air-cooled", "seed": 1,
      "model": {
        "racks": [{"id": "rack", "count": 2, "platform": "dgx-h100", "servers": 4, "feedKW": 60,
                   "cooling": "air", "coolingCapacityKW": 45}],
        "fabric": {"nicsPerServer": 8, "serversPerLeaf": 4, "spines": 4},
        "storage": {"dataServers": 2, "perServerGBps": 5},
        "jobs": [{"name": "hot", "model": "llama-3-8b", "gpus": 32, "tp": 8, "globalBatch": 64,
                  "sequence": 4096, "checkpointInterval": 0}],
        "telemetry": {"resolution": "1s", "window": "1h"},
        "duration": "1h"
      }})");
}

struct Fixture
{
    OperationsSession session;
    InjectionPage page{session};
    explicit Fixture(const nlohmann::json& scenario = nlohmann::json())
    {
        if (!scenario.is_null())
            session.setScenario(ailab::core::scenario::scenarioFromJson(scenario, "test",
                                                                        ailab::core::models::modelRegistry()));
        page.resize(1280, 2400);
        page.show();
    }
    void runTo(double t)
    {
        session.driver()->seek(t);
        page.refresh();
    }
    FaultForm& form() { return *page.form(); }
    void click(QAbstractButton* button) { QTest::mouseClick(button, Qt::LeftButton); }
    // Chooses group, kind, component and fault as a learner does.
    void choose(Group group, const QString& targetType, const QString& target, const QString& fault)
    {
        click(form().groupButton(group));
        QComboBox* type = form().typeChooser();
        REQUIRE(type->findData(targetType) >= 0);
        type->setCurrentIndex(type->findData(targetType));
        QComboBox* component = form().targetChooser();
        const int listed = component->findData(target);
        if (listed >= 0)
            component->setCurrentIndex(listed);
        else
            component->setEditText(target);
        QComboBox* kind = form().faultChooser();
        REQUIRE(kind->findData(fault) >= 0);
        kind->setCurrentIndex(kind->findData(fault));
    }
    void inject() { click(form().injectButton()); }
    QStringList timeline() const
    {
        QStringList lines;
        for (int i = 0; i < page.timeline()->count(); ++i)
            lines << page.timeline()->item(i)->text();
        return lines;
    }
    // The index of the first timeline line of `type` ("job.slowed"), or -1.
    int lineOf(const QString& type) const
    {
        for (int i = 0; i < page.timeline()->count(); ++i)
            if (page.timeline()->item(i)->data(Qt::UserRole + 1).toString() == type)
                return i;
        return -1;
    }
    int consequencesRow(const QString& job) const
    {
        for (int r = 0; r < page.consequences()->rowCount(); ++r)
            if (page.consequences()->item(r, 0)->text() == job)
                return r;
        return -1;
    }
};

// The uplink of leaf 1 that carries most of "spread"'s all-reduce (where ECMP hashed it).
QString busiestUplink(const cluster::ClusterTwin& twin)
{
    const std::vector<double> bytes = twin.uplinkBytesPerStep(std::size_t(twin.findJobIndex("spread")));
    std::string busiest;
    double most = 0;
    for (std::size_t l = 0; l < bytes.size(); ++l) {
        const std::string& name = twin.fabricState().uplinkNames()[l];
        if (name.rfind("leaf1-", 0) == 0 && bytes[l] > most) {
            most = bytes[l];
            busiest = name;
        }
    }
    return QString::fromStdString(busiest);
}

} // namespace

TEST_CASE("operations injection: the course's engine opens with its first line and tiles", "[gui][operations]")
{
    Fixture f;
    REQUIRE(f.page.timeline()->count() >= 1);
    CHECK(f.page.timeline()->item(0)->text() == QStringLiteral("[00:00] CLUSTER_HEALTHY · All services operational"));
    f.runTo(120);
    const auto& twin = f.session.twin();
    CHECK(f.page.runningTile()->value() ==
          QStringLiteral("%1 / %1").arg(twin.jobs().size()));
    CHECK(f.page.healthTile()->value() == QStringLiteral("Healthy"));
    CHECK(f.page.impactTile()->value() == QStringLiteral("None"));
    const double util = twin.metrics().get("ailab_cluster_gpu_utilisation").latest()->value;
    CHECK(f.page.utilisationTile()->value() == QStringLiteral("%L1").arg(util, 0, 'f', 0));
    // The four groups and the drawing: every drawn part maps back to a component.
    for (Group g : {Group::Compute, Group::Fabric, Group::Storage, Group::Scheduler})
        CHECK(f.form().groupButton(g)->text().contains(InjectionTexts::groupTitle(g)));
    const TopologySnapshot& drawn = f.page.clusterView()->snapshot();
    CHECK_FALSE(drawn.nodes.isEmpty());
    // Clicking a rack on the drawing chooses it in the form.
    f.page.clusterView()->selectElement(QStringLiteral("rack0"));
    CHECK(f.form().targetType() == "rack");
    CHECK(f.form().target() == QStringLiteral("rack0"));
    CHECK(f.form().faultChooser()->findData(QStringLiteral("cooling-failure")) >= 0);
    CHECK(f.form().faultChooser()->findData(QStringLiteral("link-down")) < 0);
    ailab::tests::saveTestShot(&f.page, QStringLiteral("operations-injection-start"));
}

TEST_CASE("operations injection: a link down slows the job spanning leaves, in the log's order, until repaired",
          "[gui][operations]")
{
    Fixture f(fabricScenario());
    f.runTo(100);
    const QString link = busiestUplink(f.session.twin());
    REQUIRE_FALSE(link.isEmpty());
    f.choose(Group::Fabric, QStringLiteral("link"), link, QStringLiteral("link-down"));
    CHECK(f.page.clusterView()->selectedElement() == link);
    f.inject();
    CHECK(f.form().message()->property("refused").toBool() == false);
    REQUIRE(f.session.injectedFaults().size() == 1);
    f.runTo(400);

    // The timeline is the twin's log, line for line, in its order.
    const auto& log = f.session.twin().events();
    const QStringList lines = f.timeline();
    REQUIRE(lines.size() == int(log.size()));
    for (std::size_t i = 0; i < log.size(); ++i)
        CHECK(lines[int(i)].startsWith(InjectionTexts::timelineLine(log[i])));
    const int fault = f.lineOf(QStringLiteral("fault.link-down"));
    const int slowed = f.lineOf(QStringLiteral("job.communication-slowed"));
    REQUIRE(fault >= 0);
    REQUIRE(slowed > fault);
    CHECK(lines[slowed].contains(QStringLiteral("job:spread")));
    CHECK(lines[slowed].contains(QStringLiteral("caused by link-down on %1").arg(link)));

    // Which job slowed, by how much and why; the baseline is faster.
    const int spread = f.consequencesRow(QStringLiteral("spread"));
    const int inside = f.consequencesRow(QStringLiteral("inside"));
    REQUIRE(spread >= 0);
    REQUIRE(inside >= 0);
    CHECK(f.page.consequences()->item(spread, 3)->text().contains(QStringLiteral("+")));
    CHECK(f.page.consequences()->item(spread, 4)->text().contains(QStringLiteral("all-reduce")));
    CHECK(f.page.consequences()->item(inside, 4)->text().isEmpty());
    const cluster::TrainingImpact impact = cluster::trainingImpact(f.session.twin(), f.session.baseline());
    CHECK(impact.jobs[std::size_t(f.session.twin().findJobIndex("spread"))].stepTimeRatio > 1.01);
    f.page.chartJobChooser()->setCurrentIndex(f.page.chartJobChooser()->findText(QStringLiteral("spread")));
    const auto live = f.page.comparisonChart()->valueAt(QStringLiteral("live"), 390);
    const auto baseline = f.page.comparisonChart()->valueAt(QStringLiteral("baseline"), 390);
    REQUIRE(live);
    REQUIRE(baseline);
    CHECK(*live > *baseline * 1.01);
    CHECK(f.page.comparisonChart()->annotationCount() >= 1);
    CHECK(f.page.healthTile()->value() == QStringLiteral("Degraded"));
    CHECK(f.page.impactTile()->value() != QStringLiteral("None"));

    // The propagation: the fault, then the slowed job, from the log.
    CHECK(f.page.propagationFault() == 0);
    const TopologySnapshot& chain = f.page.propagationView()->snapshot();
    REQUIRE(chain.nodes.size() >= 2);
    CHECK(chain.nodes[0].label.contains(QStringLiteral("link down")));
    CHECK(chain.links.size() == chain.nodes.size() - 1);
    ailab::tests::saveTestShot(&f.page, QStringLiteral("operations-injection-link-down"));

    // Repair from the list of faults.
    REQUIRE(f.page.faultTable()->rowCount() == 1);
    auto* repair = qobject_cast<QPushButton*>(f.page.faultTable()->cellWidget(0, 6));
    REQUIRE(repair != nullptr);
    f.click(repair);
    f.runTo(600);
    CHECK(f.lineOf(QStringLiteral("fault.link-down.cleared")) > slowed);
    CHECK(f.lineOf(QStringLiteral("job.communication-recovered")) > f.lineOf(QStringLiteral("fault.link-down.cleared")));
    CHECK(f.page.faultTable()->item(0, 5)->text() == QStringLiteral("ended"));
    CHECK(f.page.faultTable()->cellWidget(0, 6) == nullptr);
    CHECK(f.page.healthTile()->value() == QStringLiteral("Healthy"));
}

TEST_CASE("operations injection: a bad target or severity is refused with its message and changes nothing",
          "[gui][operations]")
{
    Fixture f(fabricScenario());
    f.runTo(30);
    const std::size_t faults = f.session.twin().faults().faults().size();
    const int lines = f.page.timeline()->count();

    f.choose(Group::Compute, QStringLiteral("gpu"), QStringLiteral("server99/gpu0"), QStringLiteral("straggler"));
    f.inject();
    CHECK(f.form().message()->property("refused").toBool());
    CHECK(f.form().message()->text().contains(QStringLiteral("(target)")));
    CHECK(f.form().message()->text().contains(QStringLiteral("server99")));

    f.choose(Group::Compute, QStringLiteral("rack"), QStringLiteral("rack0"), QStringLiteral("cooling-failure"));
    CHECK(f.form().severityBox()->isVisibleTo(&f.page));
    CHECK(f.form().severityBox()->value() == 1.0); // core's default
    CHECK(f.form().severityMeaning()->text().contains(QStringLiteral("share of the rack's cooling lost")));
    f.form().severityBox()->setValue(1.5);
    f.inject();
    CHECK(f.form().message()->property("refused").toBool());
    CHECK(f.form().message()->text().contains(QStringLiteral("(severity)")));
    CHECK(f.form().message()->text().contains(QStringLiteral("share of the rack's cooling lost")));

    f.runTo(60);
    CHECK(f.session.twin().faults().faults().size() == faults);
    CHECK(f.session.injectedFaults().empty());
    CHECK(f.page.faultTable()->rowCount() == int(faults));
    CHECK(f.lineOf(QStringLiteral("fault.cooling-failure")) < 0);
    CHECK(f.page.timeline()->count() >= lines);
}

TEST_CASE("operations injection: a cooling failure raises the temperature, then lowers the clocks, then slows the "
          "job",
          "[gui][operations]")
{
    Fixture f(coolingScenario());
    f.runTo(60);
    f.choose(Group::Compute, QStringLiteral("rack"), QStringLiteral("rack0"), QStringLiteral("cooling-failure"));
    f.inject();
    REQUIRE(f.session.injectedFaults().size() == 1);
    f.runTo(1800);
    const int fault = f.lineOf(QStringLiteral("fault.cooling-failure"));
    const int inlet = f.lineOf(QStringLiteral("facility.inlet-above-recommended"));
    const int throttle = f.lineOf(QStringLiteral("facility.gpu-throttle-started"));
    const int slowed = f.lineOf(QStringLiteral("job.slowed"));
    INFO(f.timeline().join(QLatin1Char('\n')).toStdString());
    REQUIRE(fault >= 0);
    CHECK(inlet > fault);
    CHECK(throttle > inlet);
    CHECK(slowed > throttle);
    for (int line : {inlet, throttle, slowed})
        CHECK(f.timeline()[line].contains(QStringLiteral("caused by cooling-failure on rack0")));

    // The twin's own telemetry: the GPU warms first, its clock falls later.
    const auto& metrics = f.session.twin().metrics();
    const auto& temperature =
        metrics.get("DCGM_FI_DEV_GPU_TEMP{gpu=\"0\",server=\"server0\",rack=\"rack0\"}");
    const auto& clock = metrics.get("DCGM_FI_DEV_SM_CLOCK{gpu=\"0\",server=\"server0\",rack=\"rack0\"}");
    double before = 0, clockBefore = 0, firstLowClock = -1;
    for (const auto& s : temperature)
        if (s.time <= 60)
            before = s.value;
    for (const auto& s : clock) {
        if (s.time <= 60)
            clockBefore = s.value;
        else if (firstLowClock < 0 && s.value < clockBefore - 1)
            firstLowClock = s.time;
    }
    REQUIRE(firstLowClock > 60);
    double atThrottle = 0;
    for (const auto& s : temperature)
        if (s.time <= firstLowClock)
            atThrottle = s.value;
    CHECK(atThrottle > before + 5);

    // The propagation follows the rack, then the job.
    const std::vector<PropagationStep> steps = PropagationDrawing::steps(f.session.twin(), 0);
    REQUIRE(steps.size() >= 4);
    CHECK(steps[0].parent == -1);
    for (const PropagationStep& step : steps)
        if (step.type == QStringLiteral("job.slowed")) {
            CHECK(steps[std::size_t(step.parent)].subject == QStringLiteral("rack0"));
            CHECK(step.depth >= 2);
        }
    ailab::tests::saveTestShot(&f.page, QStringLiteral("operations-injection-cooling"));
}

TEST_CASE("operations injection: a fault at a later time waits, and Cancel drops it", "[gui][operations]")
{
    Fixture f(fabricScenario());
    f.runTo(10);
    f.choose(Group::Scheduler, QStringLiteral("job"), QStringLiteral("inside"), QStringLiteral("job-crash"));
    f.form().nowBox()->setChecked(false);
    f.form().atBox()->setValue(300);
    f.inject();
    REQUIRE(f.session.injectedFaults().size() == 1);
    f.runTo(100);
    REQUIRE(f.page.faultTable()->rowCount() == 1);
    CHECK(f.page.faultTable()->item(0, 5)->text() == QStringLiteral("waiting"));
    auto* cancel = qobject_cast<QPushButton*>(f.page.faultTable()->cellWidget(0, 6));
    REQUIRE(cancel != nullptr);
    f.click(cancel);
    f.runTo(400);
    CHECK(f.page.faultTable()->item(0, 5)->text() == QStringLiteral("cancelled"));
    CHECK(f.lineOf(QStringLiteral("fault.job-crash")) < 0);
}

TEST_CASE("operations injection: every fault's description and severity reads in German", "[gui][operations]")
{
    ailab::tests::GermanForScope german;
    for (const cluster::FaultKindInfo& info : cluster::faultKinds()) {
        INFO(info.id);
        const QString english = QString::fromUtf8(info.description.data(), int(info.description.size()));
        CHECK(InjectionTexts::clusterText(info.description) != english);
        const cluster::FaultSeverity& severity = cluster::faultSeverity(info.kind);
        if (severity.used)
            CHECK(InjectionTexts::clusterText(severity.meaning) !=
                  QString::fromUtf8(severity.meaning.data(), int(severity.meaning.size())));
    }
}

TEST_CASE("operations injection: in German every line of the timeline says what happened in German",
          "[gui][operations]")
{
    ailab::tests::GermanForScope german;
    Fixture f(coolingScenario());
    f.runTo(60);
    f.choose(Group::Compute, QStringLiteral("rack"), QStringLiteral("rack0"), QStringLiteral("cooling-failure"));
    f.inject();
    f.runTo(900);
    const auto& log = f.session.twin().events();
    REQUIRE(log.size() > 4);
    const QStringList lines = f.timeline();
    REQUIRE(lines.size() == int(log.size()));
    for (std::size_t i = 1; i < log.size(); ++i) {
        INFO(log[i].type << ": " << lines[int(i)].toStdString());
        // A German sentence about the event's type, not core's English one.
        const QString sentence = InjectionTexts::eventSentence(log[i].type);
        CHECK_FALSE(sentence.isEmpty());
        CHECK(lines[int(i)].contains(sentence));
        CHECK_FALSE(lines[int(i)].contains(QString::fromStdString(log[i].message)));
    }
    // Every type the twin logs has its sentence, faults by their kind.
    for (const char* type : {"job.start", "job.restart", "job.checkpoint", "job.collective-timeout",
                             "job.collective-waiting", "job.communication-slowed", "job.communication-recovered", "job.data-wait",
                             "job.data-recovered", "job.done", "job.interrupted", "job.slowed", "job.recovered",
                             "link.down", "link.up", "service.replica-lost", "service.replica-placed",
                             "failure.random", "facility.gpu-throttle-started", "facility.gpu-throttle-ended",
                             "facility.gpu-thermal-shutdown", "facility.feed-tripped",
                             "facility.inlet-above-recommended", "facility.inlet-within-recommended",
                             "facility.heat-above-cooling", "facility.heat-within-cooling"}) {
        INFO(type);
        CHECK_FALSE(InjectionTexts::eventSentence(type).isEmpty());
    }
    CHECK(InjectionTexts::eventSentence("fault.link-down.cleared").contains(QStringLiteral("link-down")));
}
