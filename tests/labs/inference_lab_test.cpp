// The inference lab as the shell uses it: its presets play on the serving engine, the
// learner's cluster is saved and a bad one names its field, a replica failed by hand
// becomes one of the run's events. Opening, saving, garbage, Reset and the fit of every
// mode: tests/labs/lab_contract_test.cpp.
#include "core/error.h"
#include "core/infer/serving_cluster.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/inference/inference_lab.h"
#include "labs/inference/inference_session.h"
#include "tests/labs/lab_fixture.h"

#include <QJsonArray>
#include <QTabWidget>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::inference;
using ailab::tests::LabFixture;
using ailab::tests::savedText;

namespace {

struct Fixture : LabFixture<InferenceLab>
{
    void load(const QString& name)
    {
        lab.loadScenario(InferenceLab::readPreset(
            QStringLiteral(":/labs/inference/scenarios/%1.json").arg(name)));
    }
    const ailab::core::models::inference::InferenceScenarioConfig& config() const
    {
        return lab.session().config();
    }
};

} // namespace

TEST_CASE("inference lab: every preset answers requests once it plays", "[gui][inference]")
{
    Fixture f;
    REQUIRE(f.lab.presets().size() >= 6);
    for (const QString& preset : f.lab.presets()) {
        INFO(preset.toStdString());
        f.lab.loadScenario(InferenceLab::readPreset(preset));
        // The whole run was played ahead: the time bar ends when it does.
        const double end = f.lab.session().runEndS();
        CHECK(end > 0.0);
        CHECK(f.lab.driver()->endTime() == end);
        CHECK(f.lab.session().wholeRunMetrics().completed > 0);
        f.lab.driver()->seek(end);
        const auto snap = f.lab.session().cluster().snapshot();
        CHECK(snap.finished == f.lab.session().wholeRunMetrics().completed);
        CHECK(f.lab.session().cluster().metrics().ttft.p99 ==
              Approx(f.lab.session().wholeRunMetrics().ttft.p99));
    }
}

TEST_CASE("inference lab: the presets differ in what they show", "[gui][inference]")
{
    namespace infer = ailab::core::infer;
    Fixture f;
    f.load(QStringLiteral("static-batching"));
    CHECK(f.config().serving.scheduler.policy == infer::SchedulingPolicy::Static);
    const double staticTtft = f.lab.session().wholeRunMetrics().ttft.p95;
    f.load(QStringLiteral("chat-one-h100"));
    CHECK(f.config().serving.scheduler.policy == infer::SchedulingPolicy::ContinuousV1);
    // The same traffic: continuous batching answers first tokens far sooner.
    CHECK(f.lab.session().wholeRunMetrics().ttft.p95 < staticTtft / 2);
    f.load(QStringLiteral("kv-pressure"));
    CHECK(f.lab.session().wholeRunMetrics().preemptions > 0);
    f.load(QStringLiteral("llama-70b-tp4"));
    CHECK(f.config().serving.replica.tensorParallel == 4);
    f.load(QStringLiteral("autoscaler-rush"));
    CHECK(f.config().serving.autoscaler.enabled);
    f.load(QStringLiteral("replica-failure"));
    CHECK(f.config().serving.events.size() == 2);
    f.load(QStringLiteral("shared-prefix-routing"));
    CHECK(f.lab.session().wholeRunMetrics().prefixHitTokens > 0);
}

TEST_CASE("inference lab: the learner's cluster is saved; a bad one names its field",
          "[gui][inference]")
{
    Fixture f;
    f.load(QStringLiteral("chat-one-h100"));
    auto edited = f.config();
    edited.serving.replicas = 3;
    f.lab.session().setConfig(edited);
    CHECK(f.lab.session().cluster().replicaCount() == 3);
    const QJsonObject saved = f.lab.saveState();
    CHECK(saved.value("config").toObject().value("model").toObject().value("replicas").toInt() ==
          3);

    Fixture g;
    g.lab.restoreState(saved);
    CHECK(g.config().serving.replicas == 3);
    CHECK(savedText(g.lab) == savedText(f.lab));

    // A config the engine refuses names the field and changes nothing.
    QJsonObject bad = saved;
    QJsonObject config = bad.value("config").toObject();
    QJsonObject model = config.value("model").toObject();
    model.insert("replicas", 0);
    config.insert("model", model);
    bad.insert("config", config);
    const QString before = savedText(g.lab);
    try {
        g.lab.restoreState(bad);
        FAIL("a state with no replica was accepted");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/config/model/replicas");
    }
    CHECK(savedText(g.lab) == before);
    edited.serving.replica.modelId = "gpt-5";
    CHECK_THROWS_AS(f.lab.session().setConfig(edited), ailab::core::Error);
    CHECK(f.config().serving.replica.modelId == "llama-3-8b");
}

TEST_CASE("inference lab: a replica failed by hand is one of the run's events",
          "[gui][inference]")
{
    Fixture f;
    f.load(QStringLiteral("chat-one-h100"));
    auto edited = f.config();
    edited.serving.replicas = 2;
    f.lab.session().setConfig(edited);
    f.lab.driver()->seek(20.0);
    const int finishedBefore = f.lab.session().wholeRunMetrics().completed;
    f.lab.session().failReplica(1);
    // The run replayed to the same time, with the failure in it.
    CHECK(f.lab.session().now() == Approx(20.0));
    REQUIRE(f.config().serving.events.size() == 1);
    CHECK(f.config().serving.events[0].atS == Approx(20.0));
    CHECK(f.lab.session().cluster().snapshot().replicas[1].state ==
          ailab::core::infer::ReplicaState::Failed);
    CHECK(f.lab.session().wholeRunMetrics().completed == finishedBefore);
    f.lab.driver()->seek(25.0);
    f.lab.session().recoverReplica(1);
    REQUIRE(f.config().serving.events.size() == 2);
    CHECK(f.lab.session().cluster().snapshot().replicas[1].state ==
          ailab::core::infer::ReplicaState::Loading);
    // Saved with the state; Reset plays the scenario again, without them.
    CHECK(f.lab.saveState().value("config").toObject().value("events").toArray().size() == 2);
    f.lab.driver()->reset();
    CHECK(f.config().serving.events.empty());
}
