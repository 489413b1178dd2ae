// The congestion simulator tab of the RoCE lab: each preset played to its end through the
// session's driver, the tiles against the model's counters, the feedback steps in order,
// control changes, saved state and the room it needs.
#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/models/roce/roce_scenario.h"
#include "core/models/roce/roce_status.h"
#include "core/net/packet/feedback_sequence.h"
#include "core/net/packet/incast_scenario.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/core_status.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/roce/panels/congestion_page.h"
#include "labs/roce/roce_session.h"
#include "labs/roce/views/congestion_charts.h"
#include "labs/roce/views/congestion_controls.h"
#include "labs/roce/views/congestion_feedback_view.h"
#include "labs/roce/views/congestion_tiles.h"
#include "tests/labs/test_shots.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::roce;
namespace pk = ailab::core::net::packet;

namespace {

ailab::core::scenario::Scenario preset(const QString& name)
{
    QFile file(QStringLiteral(AILAB_SOURCE_DIR "/labs/roce/scenarios/%1.json").arg(name));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return ailab::core::scenario::parseScenario(file.readAll().toStdString(), name.toStdString(),
                                                ailab::core::models::modelRegistry());
}

struct Fixture
{
    RoceSession session;
    CongestionPage page{session};
    Fixture() { page.resize(1000, 560); }

    void load(const QString& name) { session.setScenario(preset(name)); }
    // Steps the driver (one frame each) to the end of the run, taking a picture halfway.
    void playToEnd(const QString& shot = QString())
    {
        SimDriver* d = session.driver();
        bool shotTaken = shot.isEmpty();
        while (d->now() < d->endTime() - 1e-12) {
            d->step();
            if (!shotTaken && d->now() >= d->endTime() / 4) {
                ailab::tests::saveTestShot(&page, shot + QStringLiteral("-early"));
                shotTaken = true;
            }
        }
        if (!shot.isEmpty())
            ailab::tests::saveTestShot(&page, shot + QStringLiteral("-end"));
    }
    pk::IncastSummary summary() const { return session.run().summary(); }
    QString tile(MetricTile* t) const { return t->value(); }
};

QString count(std::uint64_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}

QString fixed(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

// The feedback cards lit in the order the tracker saw their stages happen.
void checkStepsInOrder(const CongestionPage& page, const pk::FeedbackSnapshot& s, int lastStage)
{
    double previous = -1;
    for (int i = 0; i <= lastStage; ++i) {
        INFO("stage " << i);
        REQUIRE(s.stages[static_cast<std::size_t>(i)].happened);
        CHECK(s.stages[static_cast<std::size_t>(i)].firstS >= previous);
        previous = s.stages[static_cast<std::size_t>(i)].firstS;
        const auto state = page.feedback()->card(i)->state();
        CHECK((state == FeedbackStepCard::State::Happened ||
               state == FeedbackStepCard::State::Active));
        // The card names the time the model gave.
        CHECK(page.feedback()->card(i)->statusText().contains(
            fixed(s.stages[static_cast<std::size_t>(i)].firstS * 1e6, 1)));
    }
}

} // namespace

TEST_CASE("roce congestion: ECN + DCQCN holds the queue in the marking band, fairly", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("ecn-dcqcn"));
    CHECK(f.page.controls()->offeredSlider()->value() == 120);
    CHECK(f.page.controls()->sendersBox()->value() == 16);
    // Before the run: nothing lit.
    for (int i = 0; i < 5; ++i)
        CHECK(f.page.feedback()->card(i)->state() == FeedbackStepCard::State::Waiting);
    f.playToEnd(QStringLiteral("roce-congestion-ecn-dcqcn"));
    const pk::IncastSummary s = f.summary();
    CAPTURE(s.queueP50Bytes, s.queueP99Bytes, s.queueMaxBytes, s.goodputBps);
    CHECK(s.queueP99Bytes < s.kmaxBytes);
    CHECK(s.counters.drops == 0);
    CHECK(s.counters.ecnMarks > 0);
    CHECK(s.counters.cnps > 0);
    const double now = f.session.now();
    const double jain = f.session.run().jainBetween(now / 2, now);
    CHECK(jain >= 0.99);
    CHECK(f.tile(f.page.tiles()->jainTile()) == fixed(jain, 3));
    CHECK(f.tile(f.page.tiles()->queueTile()) == fixed(s.queueP99Bytes / 1e3, 0));
    CHECK(f.tile(f.page.tiles()->marksTile()) == count(s.counters.ecnMarks));
    CHECK(f.tile(f.page.tiles()->cnpsTile()) == count(s.counters.cnps));
    CHECK(f.tile(f.page.tiles()->dropsTile()) == count(0));
    CHECK(f.tile(f.page.tiles()->goodputTile()) == fixed(s.goodputBps / 1e9, 1));
    checkStepsInOrder(f.page, f.session.feedback().snapshot(), 4);
    // The charts hold every sample the telemetry took.
    TimeSeriesPanel* queue = f.page.charts()->queueChart();
    CHECK(queue->dataCount(QStringLiteral("queue")) ==
          static_cast<int>(f.session.run().engine().queueSamples().size()));
    CHECK(f.page.charts()->rateChart()->seriesCount() == 16);
    CHECK_FALSE(f.page.charts()->bufferLineShown());
}

TEST_CASE("roce congestion: PFC alone is lossless but blocks the innocent flow", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("pfc-only-hol"));
    CHECK(f.page.controls()->innocentBox()->isChecked());
    CHECK_FALSE(f.page.controls()->ecnBox()->isChecked());
    f.playToEnd(QStringLiteral("roce-congestion-pfc-only"));
    const pk::IncastSummary s = f.summary();
    const double demand = 0.5 * 100e9;
    CAPTURE(s.innocentGoodputBps, s.counters.pauseFrames, s.counters.pausedTimeS);
    CHECK(s.counters.drops == 0);
    CHECK(s.counters.pauseFrames > 0);
    CHECK(s.innocentGoodputBps < 0.9 * demand);
    CHECK(f.tile(f.page.tiles()->dropsTile()) == count(0));
    CHECK(f.tile(f.page.tiles()->pausesTile()) == count(s.counters.pauseFrames));
    CHECK(f.tile(f.page.tiles()->innocentTile()) == fixed(s.innocentGoodputBps / 1e9, 1));
    CHECK(f.page.tiles()->innocentTile()->status() == Status::Congested);
    // ECN is off: steps 3 to 5 say they cannot happen.
    checkStepsInOrder(f.page, f.session.feedback().snapshot(), 1);
    for (int i = 2; i < 5; ++i)
        CHECK(f.page.feedback()->card(i)->state() == FeedbackStepCard::State::Impossible);
    CHECK(f.page.charts()->rateChart()->seriesCount() == 17); // 16 senders + innocent
}

TEST_CASE("roce congestion: no control drops and retransmits", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("no-control"));
    f.playToEnd(QStringLiteral("roce-congestion-no-control"));
    const pk::IncastSummary s = f.summary();
    CAPTURE(s.goodputBps, s.counters.drops, s.counters.retransmittedBytes);
    CHECK(s.counters.drops > 0);
    CHECK(s.counters.retransmittedBytes > 0);
    CHECK(s.counters.pauseFrames == 0);
    CHECK(f.tile(f.page.tiles()->dropsTile()) == count(s.counters.drops));
    CHECK(f.tile(f.page.tiles()->retransmitTile()) ==
          fixed(s.counters.retransmittedBytes / 1e3, 0));
    CHECK(f.page.tiles()->dropsTile()->status() == Status::Failed);
    CHECK(f.page.charts()->bufferLineShown()); // the queue left any band
    checkStepsInOrder(f.page, f.session.feedback().snapshot(), 1);
}

TEST_CASE("roce congestion: every preset runs headless as in the lab", "[gui][roce]")
{
    for (const char* name : {"ecn-dcqcn", "pfc-only-hol", "no-control", "thresholds-too-high"}) {
        INFO(name);
        const auto scenario = preset(QLatin1String(name));
        RoceSession session;
        session.setScenario(scenario);
        session.run().runUntil(session.config().durationS);
        const nlohmann::json headless = ailab::core::models::roce::runRoceScenario(scenario);
        const pk::IncastSummary s = session.run().summary();
        // Same seed, same model: the lab's run and `ailab-sim run` agree bit for bit.
        CHECK(headless["drops"].get<std::uint64_t>() == s.counters.drops);
        CHECK(headless["ecn_marks"].get<std::uint64_t>() == s.counters.ecnMarks);
        CHECK(headless["goodput_gbps"].get<double>() == Approx(s.goodputBps / 1e9));
    }
}

TEST_CASE("roce congestion: a control change restarts the run with the new config", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("ecn-dcqcn"));
    for (int i = 0; i < 20; ++i)
        f.session.driver()->step();
    REQUIRE(f.session.now() > 0);
    f.page.controls()->offeredSlider()->setValue(150);
    CHECK(f.session.now() == 0);
    CHECK(f.session.config().incast.offered == Approx(1.5));
    CHECK(f.page.controls()->offeredLabel()->text().contains(QStringLiteral("150")));

    f.page.controls()->ecnBox()->click();
    CHECK_FALSE(f.session.config().incast.engine.switches.ecn);
    for (int i = 2; i < 5; ++i)
        CHECK(f.page.feedback()->card(i)->state() == FeedbackStepCard::State::Impossible);
    f.page.controls()->ecnBox()->click();
    f.page.controls()->dcqcnBox()->click();
    CHECK_FALSE(f.session.config().incast.engine.dcqcn.enabled);
    CHECK(f.page.feedback()->card(2)->state() == FeedbackStepCard::State::Waiting);
    CHECK(f.page.feedback()->card(3)->state() == FeedbackStepCard::State::Impossible);

    f.page.controls()->sendersBox()->setValue(8);
    CHECK(f.session.config().incast.senders == 8);
    CHECK(f.page.charts()->rateChart()->seriesCount() == 8);
    f.page.controls()->linkSpeedBox()->setCurrentIndex(
        f.page.controls()->linkSpeedBox()->findData(25));
    CHECK(f.session.config().incast.linkBps == Approx(25e9));
    // Per 25 Gb/s scaling: Kmin 100 KB at 25 Gb/s, as the box now shows.
    CHECK(f.page.controls()->kminBox()->value() == 100);

    // Thresholds in bytes: clearing the scaling lets Kmin be set; its share of the buffer.
    f.page.controls()->scaleBox()->setChecked(false);
    f.page.controls()->kminBox()->setValue(240);
    CHECK(f.session.config().incast.engine.switches.kminBytes == Approx(240e3));
    CHECK_FALSE(f.session.config().incast.engine.switches.ecnScaleWithRate);
    CHECK(f.page.controls()->kminShare()->text().contains(fixed(2.0, 1)));
    // Kmin above Kmax is refused with the core's message; the controls show what runs.
    f.page.controls()->kminBox()->setValue(900);
    CHECK(f.page.messageLabel()->isVisibleTo(&f.page));
    CHECK(f.session.config().incast.engine.switches.kminBytes == Approx(240e3));
    CHECK(f.page.controls()->kminBox()->value() == 240);
}

TEST_CASE("roce congestion: save, restore and reset", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("ecn-dcqcn"));
    const QJsonObject start = f.page.saveState();
    f.page.controls()->offeredSlider()->setValue(200);
    f.page.controls()->pfcBox()->setChecked(false);
    f.page.charts()->rateViewBox()->setCurrentIndex(1);
    const QJsonObject edited = f.page.saveState();
    CHECK(edited != start);
    CHECK(edited[QStringLiteral("senderChart")].toString() == QStringLiteral("goodput"));

    f.page.resetToDefaults();
    CHECK(f.page.saveState() == start);
    CHECK(f.session.config().incast.offered == Approx(1.2));

    f.page.restoreState(edited);
    CHECK(f.page.saveState() == edited);
    CHECK(f.session.config().incast.offered == Approx(2.0));
    CHECK_FALSE(f.session.config().incast.engine.switches.pfc);
    CHECK(f.page.controls()->offeredSlider()->value() == 200);
    CHECK(f.page.charts()->rateView() == CongestionCharts::RateView::Goodput);

    const auto pathOf = [&f](const QJsonObject& state) -> std::string {
        try {
            f.page.restoreState(state);
        } catch (const ailab::core::Error& e) {
            return e.path();
        }
        return {};
    };
    QJsonObject bad = edited;
    QJsonObject config = bad[QStringLiteral("config")].toObject();
    QJsonObject incast = config[QStringLiteral("incast")].toObject();
    incast[QStringLiteral("senders")] = 0;
    config[QStringLiteral("incast")] = incast;
    bad[QStringLiteral("config")] = config;
    CHECK(pathOf(bad) == "/config/incast/senders");
    CHECK(pathOf(QJsonObject{{QStringLiteral("senderChart"), QStringLiteral("pie")}}) ==
          "/senderChart");
    CHECK(pathOf(QJsonObject{{QStringLiteral("hello"), 1}}) == "/hello");
    CHECK(f.page.saveState() == edited); // unchanged by the refused states
}

TEST_CASE("roce congestion: fits the lab's tab", "[gui][roce]")
{
    Fixture f;
    f.load(QStringLiteral("pfc-only-hol"));
    const QSize minimum = f.page.minimumSizeHint();
    INFO("minimum " << minimum.width() << "x" << minimum.height());
    // The lab's header, tabs and time bar take about 130 px of the 1020x690 window.
    CHECK(minimum.width() <= 1000);
    CHECK(minimum.height() <= 560);
    f.page.show();
    for (int i = 0; i < 60; ++i)
        f.session.driver()->step();
    ailab::tests::saveTestShot(&f.page, QStringLiteral("roce-congestion-fit"));
    f.page.views()->setCurrentIndex(1);
    ailab::tests::saveTestShot(&f.page, QStringLiteral("roce-congestion-explainer"));
}

TEST_CASE("roce congestion: tiles, charts and feedback cards follow the core's status rules",
          "[gui][roce][status]")
{
    namespace roce_model = ailab::core::models::roce;
    using ailab::core::telemetry::Health;
    for (const QString& name : {QStringLiteral("ecn-dcqcn"), QStringLiteral("thresholds-too-high"),
                               QStringLiteral("pfc-only-hol"), QStringLiteral("no-control")}) {
        INFO(name.toStdString());
        Fixture f;
        f.load(name);
        f.playToEnd();
        const pk::IncastSummary s = f.summary();
        const pk::IncastConfig& in = f.session.config().incast;
        const double now = f.session.now();
        // The queue tile and the chart's line use one threshold, whatever Kmax is set to.
        const Health queue = roce_model::queueHealth(s, in, now);
        CHECK(f.page.tiles()->queueTile()->status() == statusOf(queue));
        CHECK(f.page.charts()->queueChart()->thresholdValues().contains(
            roce_model::healthyQueueLimitBytes(in) / 1e3));
        CHECK((queue == Health::Congested) == (s.queueP99Bytes > 1600e3));
        CHECK(f.page.tiles()->dropsTile()->status() ==
              statusOf(roce_model::dropHealth(s.counters)));
        CHECK(f.page.tiles()->pausesTile()->status() ==
              statusOf(roce_model::pauseHealth(s.counters)));
        // The sender chart never calls its rates DCQCN's when DCQCN is off.
        const QString title = f.page.charts()->rateChart()->title();
        if (!in.engine.dcqcn.enabled)
            CHECK(title.contains(QStringLiteral("DCQCN off")));
        CHECK_FALSE(title.startsWith(QStringLiteral("DCQCN")));
        // A card says "Now" only for the stage the model says is going on.
        const pk::FeedbackSnapshot snap = f.session.feedback().snapshot();
        for (int i = 0; i < 5; ++i) {
            const bool lit = f.page.feedback()->card(i)->state() == FeedbackStepCard::State::Active;
            CHECK(lit == (snap.activeStage == i));
        }
        // The cut the card reports is one the sending rate, as charted, can show.
        const pk::FeedbackStageStatus& cut = snap.at(pk::FeedbackStage::RateAdjustment);
        if (cut.happened && cut.slowedS >= 0.0) {
            CHECK(cut.sendingBefore <= in.linkBps);
            CHECK(f.page.feedback()->card(4)->statusText().contains(
                fixed(cut.sendingAfter / 1e9, 1)));
        }
    }
    // The lesson of the preset: a marking band set far too high is a congested queue.
    Fixture high;
    high.load(QStringLiteral("thresholds-too-high"));
    high.playToEnd();
    CHECK(high.page.tiles()->queueTile()->status() == Status::Congested);
}
