// The RoCE lab as the shell uses it: modes, presets, the incident preset, save and restore,
// garbage refused without a change, and every tab fitting the room the shell gives it.
#include "core/error.h"
#include "core/models/roce/roce_scenario.h"
#include "core/net/packet/incast_scenario.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/roce/roce_lab.h"
#include "labs/roce/roce_session.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QJsonArray>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::roce;
using ailab::tests::LabFixture;
using ailab::tests::savedText;

namespace {

struct Fixture : LabFixture<RoceLab>
{
    void load(const QString& name)
    {
        lab.loadScenario(
            RoceLab::readPreset(QStringLiteral(":/labs/roce/scenarios/%1.json").arg(name)));
    }
    const ailab::core::models::roce::RoceScenarioConfig& config() const
    {
        return lab.session().config();
    }
};

} // namespace

// Opening, saving, garbage, Reset and the fit of every mode: tests/labs/lab_contract_test.cpp.
TEST_CASE("roce lab: every preset delivers bytes once it plays", "[gui][roce]")
{
    Fixture f;
    for (const QString& preset : f.lab.presets()) {
        INFO(preset.toStdString());
        f.lab.loadScenario(RoceLab::readPreset(preset));
        for (int i = 0; i < 4; ++i)
            f.lab.driver()->step();
        CHECK(f.lab.session().now() > 0.0);
        CHECK(f.lab.session().run().engine().counters().deliveredBytes > 0.0);
    }
}

TEST_CASE("roce lab: the presets differ in what they switch on", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("no-control"));
    CHECK_FALSE(f.config().incast.engine.switches.ecn);
    CHECK_FALSE(f.config().incast.engine.switches.pfc);
    CHECK_FALSE(f.config().incast.engine.dcqcn.enabled);
    f.load(QStringLiteral("pfc-only-hol"));
    CHECK(f.config().incast.engine.switches.pfc);
    CHECK_FALSE(f.config().incast.engine.dcqcn.enabled);
    CHECK(f.config().incast.innocentFlow);
    f.load(QStringLiteral("ecn-dcqcn"));
    CHECK(f.config().incast.engine.switches.ecn);
    CHECK(f.config().incast.engine.dcqcn.enabled);
    CHECK(f.config().incast.offered == Approx(1.2));
    // The incident preset opens the incident.
    f.load(QStringLiteral("incident-ai-net-004"));
    CHECK(f.lab.mode() == "incident");
}

TEST_CASE("roce lab: the learner's incast is saved; a bad incast names its field", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("pfc-only-hol"));
    auto edited = f.config();
    edited.incast.senders = 6;
    f.lab.session().setConfig(edited);
    f.lab.setMode(QStringLiteral("anatomy"));
    const QJsonObject state = f.lab.saveState();

    Fixture g;
    g.lab.restoreState(state);
    CHECK(g.lab.mode() == "anatomy");
    CHECK(g.config().incast.senders == 6);
    CHECK(g.config().incast.innocentFlow);
    CHECK(savedText(g.lab) == savedText(f.lab));

    const QString before = savedText(g.lab);
    QJsonObject garbage = state;
    QJsonObject config = garbage["config"].toObject();
    QJsonObject incast = config["incast"].toObject();
    incast["senders"] = 0;
    config["incast"] = incast;
    garbage["config"] = config;
    try {
        g.lab.restoreState(garbage);
        FAIL("expected an error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/config/incast/senders");
    }
    CHECK(savedText(g.lab) == before);
}

TEST_CASE("roce lab: reset returns to the scenario's start", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("ecn-dcqcn"));
    auto edited = f.config();
    edited.incast.senders = 3;
    f.lab.session().setConfig(edited);
    for (int i = 0; i < 5; ++i)
        f.lab.driver()->step();
    f.lab.driver()->reset();
    CHECK(f.lab.session().now() == 0.0);
    CHECK(f.config().incast.senders == f.lab.session().scenarioConfig().incast.senders);
}
