// The seed's five-step congestion feedback sequence, detected in the packet engine.
#include "core/error.h"
#include "core/net/packet/feedback_sequence.h"
#include "core/net/packet/incast_scenario.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::core;
using namespace ailab::core::net::packet;

namespace {

IncastConfig incast(bool ecn, bool pfc, bool dcqcn, double offered = 1.2)
{
    IncastConfig c;
    c.senders = 16;
    c.offered = offered;
    c.engine.switches.ecn = ecn;
    c.engine.switches.pfc = pfc;
    c.engine.dcqcn.enabled = dcqcn;
    return c;
}

const FeedbackStageStatus& at(const FeedbackSnapshot& s, FeedbackStage stage)
{
    return s.at(stage);
}

} // namespace

TEST_CASE("feedback sequence: ECN + DCQCN goes through the five steps in order",
          "[net][packet][feedback]")
{
    IncastScenario run(incast(true, true, true));
    FeedbackSequence seq(run);
    const FeedbackSnapshot start = seq.snapshot();
    for (const FeedbackStageStatus& s : start.stages) {
        CHECK_FALSE(s.happened);
        CHECK(s.blocker == StageBlocker::None);
    }
    CHECK(start.activeStage == -1);

    run.runUntil(0.002);
    const FeedbackSnapshot s = seq.snapshot();
    for (const FeedbackStageStatus& st : s.stages) {
        INFO("stage " << static_cast<int>(st.stage));
        CHECK(st.happened);
    }
    const auto& burst = at(s, FeedbackStage::TrafficBurst);
    const auto& queue = at(s, FeedbackStage::QueueGrowth);
    const auto& mark = at(s, FeedbackStage::EcnMarking);
    const auto& cnp = at(s, FeedbackStage::CnpFeedback);
    const auto& cut = at(s, FeedbackStage::RateAdjustment);
    CAPTURE(burst.firstS, queue.firstS, mark.firstS, cnp.firstS, cut.firstS);
    CHECK(burst.firstS < queue.firstS);
    CHECK(queue.firstS <= mark.firstS);
    CHECK(mark.firstS < cnp.firstS);
    CHECK(cnp.firstS < cut.firstS);

    // 01: 16 senders at 7.5 Gb/s each; the 14th start makes 105 Gb/s > 100 Gb/s, within
    // the 1 us start jitter.
    CHECK(burst.firstS < 1e-6);
    CHECK(burst.before == Approx(14 * 7.5e9));
    CHECK(burst.after == Approx(100e9));
    CHECK(burst.count == 16);
    // 02: the queue grows at 20 Gb/s (120 % of 100 Gb/s) to Kmin = 400 KB (100 KB per
    // 25 Gb/s): 400e3 x 8 / 20e9 = 160 us after the burst, plus the first frames' way in.
    CHECK(queue.after == Approx(400e3));
    CHECK(queue.before >= 400e3);
    CHECK(queue.firstS == Approx(160e-6).margin(10e-6));
    // 03: RED marks only above Kmin, so the first mark comes with the queue at Kmin.
    CHECK(mark.firstS >= queue.firstS);
    CHECK(mark.flow != kNoFlow);
    // 04: the marked frame waits behind at most one frame, crosses the link (1 us) and
    // the receiver answers at once: the CNP leaves a little over a microsecond later,
    // then needs one more link to reach its sender.
    CHECK(cnp.firstS - mark.firstS == Approx(1.1e-6).margin(0.5e-6));
    CHECK(cnp.after > cnp.firstS);
    CHECK(cnp.after - cnp.firstS < 3e-6);
    // 05: the sender cuts as the CNP arrives: RC = RC (1 - alpha/2) from its 100 Gb/s line
    // rate (docs/models.md, Congestion control). alpha started at 1 and decayed by (1 - g)
    // every 55 us without a CNP: three times by 195 us, so the cut is to 50.6 Gb/s, not quite half.
    CHECK(cut.firstS == Approx(cnp.after));
    CHECK(cut.before == Approx(100e9));
    const double alpha = std::pow(1.0 - 1.0 / 256, 3);
    CHECK(cut.after == Approx(100e9 * (1 - alpha / 2)));
    // The counts are the engine's.
    CHECK(mark.count == run.engine().counters().ecnMarks);
    CHECK(cnp.count == run.engine().counters().cnps);
    CHECK(cut.count >= 1);
    CHECK(cut.count <= cnp.count);
    // That first cut only lowered the rate limit: each sender sends its 7.5 Gb/s demand,
    // far below 50.6 Gb/s. Its sending rate, as the lab charts it, falls with a later cut.
    CHECK(cut.slowedS > cut.firstS);
    CHECK(cut.sendingBefore == Approx(7.5e9));
    CHECK(cut.sendingAfter < cut.sendingBefore);
    // The burst goes on exactly while what the senders send exceeds the link: DCQCN's
    // cuts end it, so it is not "going on" behind a finished rate adjustment.
    double sending = 0.0;
    for (FlowId f : run.incastFlows())
        sending += run.engine().flowStats(f).sendingRateBps;
    CHECK(at(s, FeedbackStage::TrafficBurst).active == (sending > 100e9));
}

TEST_CASE("feedback sequence: without ECN, no marks, CNPs or cuts", "[net][packet][feedback]")
{
    for (bool pfc : {false, true}) {
        IncastScenario run(incast(false, pfc, true));
        FeedbackSequence seq(run);
        run.runUntil(0.002);
        const FeedbackSnapshot s = seq.snapshot();
        CHECK(at(s, FeedbackStage::TrafficBurst).happened);
        CHECK(at(s, FeedbackStage::QueueGrowth).happened);
        for (FeedbackStage st : {FeedbackStage::EcnMarking, FeedbackStage::CnpFeedback,
                                 FeedbackStage::RateAdjustment}) {
            CHECK_FALSE(at(s, st).happened);
            CHECK(at(s, st).blocker == StageBlocker::EcnOff);
            CHECK(at(s, st).count == 0);
        }
        CHECK(at(s, FeedbackStage::QueueGrowth).blocker == StageBlocker::None);
        // The queue keeps growing past Kmin: stage 2 is the furthest going on.
        CHECK(s.activeStage == static_cast<int>(FeedbackStage::QueueGrowth));
        CHECK(s.queueBytes > s.kminBytes);
    }
}

TEST_CASE("feedback sequence: ECN without DCQCN marks but never cuts a rate",
          "[net][packet][feedback]")
{
    IncastScenario run(incast(true, true, false));
    FeedbackSequence seq(run);
    run.runUntil(0.002);
    const FeedbackSnapshot s = seq.snapshot();
    CHECK(at(s, FeedbackStage::EcnMarking).happened);
    CHECK(at(s, FeedbackStage::EcnMarking).count > 0);
    CHECK(at(s, FeedbackStage::EcnMarking).blocker == StageBlocker::None);
    for (FeedbackStage st : {FeedbackStage::CnpFeedback, FeedbackStage::RateAdjustment}) {
        CHECK_FALSE(at(s, st).happened);
        CHECK(at(s, st).blocker == StageBlocker::DcqcnOff);
    }
    CHECK(run.engine().counters().cnps == 0);
    // Every sender still sends at its line rate's share: no rate was cut.
    for (FlowId f : run.incastFlows())
        CHECK(run.engine().flowStats(f).currentRateBps == Approx(100e9));
}

TEST_CASE("feedback sequence: an offered load that fits the link makes no burst",
          "[net][packet][feedback]")
{
    IncastScenario run(incast(true, true, true, 0.8));
    FeedbackSequence seq(run);
    run.runUntil(0.001);
    const FeedbackSnapshot s = seq.snapshot();
    for (const FeedbackStageStatus& st : s.stages)
        CHECK_FALSE(st.happened);
    CHECK(at(s, FeedbackStage::TrafficBurst).count == 16); // every flow started
    CHECK(s.activeStage == -1);
}

TEST_CASE("feedback sequence: a watch that does not fit the engine is refused",
          "[net][packet][feedback]")
{
    IncastScenario run(incast(true, true, true));
    FeedbackWatch w = FeedbackSequence::watchIncast(run);
    w.demandsBps.pop_back();
    CHECK_THROWS_AS(FeedbackSequence(run.simulation(), run.engine(), w), Error);
    w = FeedbackSequence::watchIncast(run);
    w.flows.back() = 999;
    CHECK_THROWS_AS(FeedbackSequence(run.simulation(), run.engine(), w), Error);
    w = FeedbackSequence::watchIncast(run);
    w.bottleneckBps = 0;
    CHECK_THROWS_AS(FeedbackSequence(run.simulation(), run.engine(), w), Error);
}
