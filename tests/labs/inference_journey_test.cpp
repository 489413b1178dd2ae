// The request journey and the response-time calculator of the inference lab: the followed
// request moves along the drawing as the engine serves it, its tiles give its TTFT and
// tokens from the engine, and the course's 2.875 s.
#include "core/error.h"
#include "core/infer/serving_cluster.h"
#include "core/infer/serving_metrics.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/inference/inference_lab.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/panels/journey_page.h"
#include "labs/inference/panels/response_time_page.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::inference;
using ailab::tests::LabFixture;

namespace {

struct Fixture : LabFixture<InferenceLab>
{
    Fixture()
    {
        workspace->resize(1280, 800);
        lab.loadScenario(InferenceLab::readPreset(
            QStringLiteral(":/labs/inference/scenarios/chat-one-h100.json")));
    }
};

double flowProgress(const TopologyView* view)
{
    const auto& flows = view->snapshot().flows;
    REQUIRE(flows.size() == 1);
    return flows.front().progress;
}

} // namespace

TEST_CASE("inference journey: the followed request moves from queue to answer",
          "[gui][inference]")
{
    Fixture f;
    f.lab.setMode(QStringLiteral("journey"));
    JourneyPage* page = f.lab.journeyPage();
    REQUIRE(page->followsNewRequests());
    // Follow the first request by hand: it arrives at 0 and is answered within seconds.
    page->requestBox()->setValue(1);
    page->followRequest(0);
    CHECK_FALSE(page->followsNewRequests());
    const auto& request = f.lab.session().cluster().requests().front();
    double last = flowProgress(page->topology());
    bool sawDecode = false;
    for (int i = 0; i < 4000 && !request.finished(); ++i) {
        f.lab.driver()->seek(f.lab.session().now() + 0.05);
        const double p = flowProgress(page->topology());
        CHECK(p >= last);
        last = p;
        if (page->stageTile()->value() == QStringLiteral("decode")) {
            sawDecode = true;
            if (request.generated > 10)
                ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("inference-journey"));
        }
    }
    REQUIRE(request.finished());
    CHECK(sawDecode);
    CHECK(last > 5.0 / 6.0); // on the last link, at the response stream
    CHECK(page->stageTile()->value() == QStringLiteral("answered"));
    // The tiles give the engine's figures for this request.
    CHECK(page->ttftTile()->value().contains(QLocale().toString(request.ttft() * 1e3, 'f', 1)));
    CHECK(page->tokensTile()->value() == QLocale().toString(request.spec.outputTokens));
    // The chart has one point per token (and the arrival).
    CHECK(page->tokenChart()->dataCount(QStringLiteral("tokens")) ==
          request.spec.outputTokens + 1);
    CHECK(page->tokenChart()->annotationCount() == 1);
}

TEST_CASE("inference journey: following new requests and the saved page", "[gui][inference]")
{
    Fixture f;
    JourneyPage* page = f.lab.journeyPage();
    f.lab.driver()->seek(30.0);
    // Following new requests shows one that is on its way now.
    const int shown = page->followedRequest();
    const auto& r = f.lab.session().cluster().requests()[std::size_t(shown)];
    CHECK(r.spec.arrivalS <= 30.0);
    CHECK_FALSE(r.finished());
    // Picking one by number stops following; it is saved and restored.
    page->requestBox()->setValue(5);
    CHECK(page->followedRequest() == 4);
    CHECK_FALSE(page->followBox()->isChecked());
    const QJsonObject state = page->saveState();
    CHECK(state.value("request").toInt() == 5);
    page->resetToDefaults();
    CHECK(page->followedRequest() == 0);
    page->restoreState(state);
    CHECK(page->followedRequest() == 4);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"request", "five"}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"follow", 1}}), ailab::core::Error);
    CHECK(page->followedRequest() == 4);
    // The Newest button goes back to the newest request on its way.
    QTest::mouseClick(page->findChild<QPushButton*>(), Qt::LeftButton);
    CHECK(f.lab.session().cluster().requests()[std::size_t(page->followedRequest())].spec.arrivalS <=
          30.0);
}

TEST_CASE("inference journey: the stages show where the requests in the system are",
          "[gui][inference]")
{
    // Static batching: requests pile up in the waiting queue while a batch runs to its end.
    Fixture f;
    f.lab.loadScenario(InferenceLab::readPreset(
        QStringLiteral(":/labs/inference/scenarios/static-batching.json")));
    f.lab.setMode(QStringLiteral("journey"));
    JourneyPage* page = f.lab.journeyPage();
    f.lab.driver()->seek(60.0);
    const ailab::core::infer::ClusterSnapshot snap = f.lab.session().cluster().snapshot();
    int waiting = 0;
    for (const auto& r : f.lab.session().cluster().requests())
        waiting += r.state == ailab::core::infer::RequestState::Waiting ? 1 : 0;
    REQUIRE(snap.inSystem > 50);
    REQUIRE(waiting > 0);
    const TopologySnapshot shown = page->topology()->snapshot();
    const auto nodeStatus = [&](const QString& id) {
        for (const TopologyNode& n : shown.nodes)
            if (n.id == id)
                return n.status;
        FAIL("no node " << id.toStdString());
        return Status::Failed;
    };
    CHECK(nodeStatus(QStringLiteral("queue")) == Status::Busy);
    CHECK(nodeStatus(QStringLiteral("decode")) == Status::Busy);
    // The link into the queue carries the waiting requests' share of those in the system.
    bool queueLink = false;
    for (const TopologyLink& l : shown.links) {
        if (l.to != QStringLiteral("queue"))
            continue;
        queueLink = true;
        CHECK(l.status == Status::Busy);
        CHECK(l.utilisation == Approx(double(waiting) / snap.inSystem));
        CHECK(l.detail.contains(QLocale().toString(snap.inSystem)));
    }
    CHECK(queueLink);
}

TEST_CASE("inference response time: the course's 2.875 s, and the run's medians",
          "[gui][inference]")
{
    Fixture f;
    f.lab.setMode(QStringLiteral("response-time"));
    ResponseTimePage* page = f.lab.responseTimePage();
    CHECK(page->responseSeconds() == Approx(2.875));
    CHECK(page->responseTile()->value() == QLocale().toString(2.875, 'f', 3));
    CHECK(page->chart()->annotationCount() == 2);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("inference-response-time"));
    // Typing a new interval recomputes: 0.4 + 99 x 0.05 = 5.35 s.
    page->intervalBox()->selectAll();
    QTest::keyClicks(page->intervalBox(), QLocale().toString(50.0, 'f', 2));
    QTest::keyClick(page->intervalBox(), Qt::Key_Enter);
    CHECK(page->responseSeconds() == Approx(5.35));
    // The run's medians become the inputs.
    QTest::mouseClick(page->fromRunButton(), Qt::LeftButton);
    const auto& m = f.lab.session().wholeRunMetrics();
    CHECK(page->ttftBox()->value() == Approx(m.ttft.median * 1e3).margin(0.05));
    CHECK(page->intervalBox()->value() == Approx(m.tpot.median * 1e3).margin(0.005));
    CHECK(page->responseSeconds() ==
          Approx(ailab::core::infer::responseTimeSeconds(page->ttftBox()->value() / 1e3,
                                                         page->tokensBox()->value(),
                                                         page->intervalBox()->value() / 1e3)));
    // Saved, refused when wrong, reset to the course's example.
    const QJsonObject state = page->saveState();
    page->resetToDefaults();
    CHECK(page->responseSeconds() == Approx(2.875));
    page->restoreState(state);
    CHECK(page->ttftBox()->value() == Approx(m.ttft.median * 1e3).margin(0.05));
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"tokens", 0}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"tokens", 2.5}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"speed", 1}}), ailab::core::Error);
}
