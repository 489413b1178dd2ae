// Incident AI-NET-004 on the packet engine: the evidence is the engine's telemetry, and each
// response changes the model's configuration and is measured (seed, lab 04, "AI Training
// Fabric · Incident Investigation").
#include "core/error.h"
#include "core/models/roce/roce_incident.h"
#include "tests/core/shipped_incidents.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

using namespace ailab::core;
using namespace ailab::core::ops;
using namespace ailab::core::models::roce;

namespace {

// The shipped incident file on the model.
std::shared_ptr<const DefinedIncident> incident()
{
    static const auto model = ailab::tests::shippedIncident("roce", "ai-net-004");
    return model;
}

const RoceIncident& roce()
{
    return ailab::tests::modelOf<RoceIncident>(*incident());
}

double value(const std::vector<Figure>& figures, const std::string& id)
{
    const auto it =
        std::find_if(figures.begin(), figures.end(), [&](const Figure& f) { return f.id == id; });
    REQUIRE(it != figures.end());
    return it->value;
}

const EvidenceItem& item(const std::vector<EvidenceItem>& all, const std::string& id)
{
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const EvidenceItem& e) { return e.id == id; });
    REQUIRE(it != all.end());
    return *it;
}

} // namespace

TEST_CASE("AI-NET-004: the faulty exchange shows the seed's symptoms", "[models][roce][incident]")
{
    const DefinedIncident& m = *incident();
    const RoceExchangeResult& r = roce().baselineResult();
    CAPTURE(r.completionS, r.idealS, r.counters.drops, r.counters.ecnMarks);
    // 4:1 onto one port: 4 x 4 MB at the 25 Gb/s port's payload rate.
    CHECK(r.idealS == Approx(16e6 * 8 / (25e9 * 1024 / (1024 + 62 + 20 + 16.0 / 64)) + 3e-6));
    CHECK(r.finished);
    CHECK(r.completionS > 1.5 * r.idealS); // high collective communication delay
    CHECK(r.queueMaxBytes == Approx(r.queueLimitBytes).epsilon(0.01)); // the queue is full
    CHECK(r.queueP99Bytes > 0.9 * r.queueLimitBytes);
    CHECK(r.counters.ecnMarks > 1000);
    CHECK(r.ceMarkedReceived > 1000); // the marks reach the aggregator's NIC ...
    CHECK(r.counters.cnps == 0);      // ... which sends no CNP
    CHECK(r.counters.drops > 0);
    CHECK(r.counters.retransmittedBytes > 0);
    CHECK(r.counters.pauseFrames == 0);
    CHECK(r.meanSenderRateBps == Approx(25e9)); // nobody slows down
    const Outcome base = m.baseline();
    CHECK(base.figures.front().id == "collective_time");
    CHECK(base.figures.front().value == Approx(r.completionS * 1e3));
    CHECK_FALSE(base.resolved);
}

TEST_CASE("AI-NET-004: evidence in four stages from the model's telemetry",
          "[models][roce][incident]")
{
    const DefinedIncident& m = *incident();
    const RoceExchangeResult& r = roce().baselineResult();
    const std::vector<EvidenceItem> evidence = m.evidence();
    std::set<int> stages;
    for (const EvidenceItem& e : evidence)
        stages.insert(e.stage);
    CHECK(stages == std::set<int>{0, 1, 2, 3});
    CHECK(m.stageCount() == 4);

    const EvidenceItem& queue = item(evidence, "switch_queue");
    CHECK(queue.stage == 0);
    CHECK(value(queue.figures, "queue_occupancy") == Approx(r.queueP99Bytes / r.queueLimitBytes));
    REQUIRE(queue.series.size() == 1);
    const Series& q = queue.series[0];
    CHECK(q.timeS.size() == q.values.size());
    CHECK(q.timeS.size() > 100);
    CHECK(*std::max_element(q.values.begin(), q.values.end()) * 1e3 ==
          Approx(r.queueMaxBytes).epsilon(0.01));
    REQUIRE(q.thresholds.size() == 4);
    CHECK(q.thresholds[0].first == "kmin");
    CHECK(q.thresholds[0].second == Approx(100.0)); // 100 KB at 25 Gb/s (docs/models.md)
    CHECK(q.thresholds[1].second == Approx(400.0));

    const EvidenceItem& nic = item(evidence, "nic_counters");
    CHECK(nic.stage == 1);
    CHECK(value(nic.figures, "ce_marked_received") == static_cast<double>(r.ceMarkedReceived));
    CHECK(value(nic.figures, "cnps") == 0);
    const EvidenceItem& rates = item(evidence, "sender_rates");
    CHECK(rates.series.size() == 4);
    const EvidenceItem& timing = item(evidence, "job_timing");
    CHECK(timing.stage == 2);
    CHECK(value(timing.figures, "slowdown") == Approx(r.completionS / r.idealS));
    // Other iterations of the same exchange take other times (restart_job is the next one).
    const double fastest = value(timing.figures, "fastest_iteration");
    const double slowest = value(timing.figures, "slowest_iteration");
    CHECK(fastest <= r.completionS * 1e3);
    CHECK(slowest >= r.completionS * 1e3);
    CHECK(slowest > 1.1 * fastest);
    CHECK(slowest >= m.run({"restart_job"}, 0).figures[0].value);
    const EvidenceItem& config = item(evidence, "fabric_config");
    CHECK(config.stage == 3);
    CHECK(value(config.figures, "offered_to_egress") == 4);
    CHECK(value(config.figures, "nic_dcqcn") == 0);
    CHECK(value(config.figures, "switch_pfc_priority3") == 0);
    CHECK(value(config.figures, "switch_ecn") == 1);
}

TEST_CASE("AI-NET-004: re-enabling DCQCN resolves it", "[models][roce][incident]")
{
    IncidentSession s(incident());
    s.recordHypothesis("nic_congestion_control_off");
    const ActionEffect& e = s.applyActions({"enable_dcqcn"});
    CAPTURE(e.before.figures[0].value, e.after.figures[0].value);
    CHECK(e.helped);
    CHECK(e.after.resolved);
    CHECK(s.resolved());
    CHECK(value(e.after.figures, "drops") == 0);
    CHECK(value(e.after.figures, "cnps") > 0);
    CHECK(value(e.after.figures, "queue_max") < 0.2 * value(e.before.figures, "queue_max"));
    CHECK(value(e.after.figures, "collective_time") < value(e.before.figures, "collective_time"));
    // Reducing the fan-in on top of it halves the port's work: it helps again.
    const ActionEffect& spread = s.applyActions({"spread_ranks"});
    CHECK(spread.helped);
    CHECK(spread.after.resolved);
    const Score score = s.score();
    CHECK(score.points == score.maxPoints);
    CHECK(score.maxPoints == 100);
    const Debrief d = s.debrief();
    REQUIRE(d.timeToDetectS.has_value());
    CHECK(*d.timeToDetectS == Approx(120.0)); // one stage after the onset
    REQUIRE(d.timeToResolveS.has_value());
    CHECK(*d.timeToResolveS == Approx(240.0));
}

TEST_CASE("AI-NET-004: disabling ECN silences the marks and fixes nothing",
          "[models][roce][incident]")
{
    IncidentSession s(incident());
    const ActionEffect& off = s.applyActions({"disable_ecn"});
    CHECK_FALSE(off.helped);
    CHECK_FALSE(off.after.resolved);
    CHECK(value(off.after.figures, "ecn_marks") == 0);
    CHECK(value(off.after.figures, "drops") > 0);
    // Without marks the NICs' DCQCN has nothing to react to.
    const ActionEffect& dcqcn = s.applyActions({"enable_dcqcn"});
    CHECK_FALSE(dcqcn.after.resolved);
    CHECK(value(dcqcn.after.figures, "cnps") == 0);
    CHECK(value(dcqcn.after.figures, "drops") > 0);
    // DCQCN is still the right response, and is credited as it would be before ECN was
    // turned off (the credit does not depend on the order); turning ECN off costs its
    // penalty either way.
    IncidentSession reverse(incident());
    reverse.applyActions({"enable_dcqcn"});
    reverse.applyActions({"disable_ecn"});
    CHECK(s.score().actionPoints == IncidentSession::kHelpedAction -
                                        IncidentSession::kUnhelpfulAction -
                                        IncidentSession::kHarmfulAction);
    CHECK(reverse.score().actionPoints == s.score().actionPoints);
}

TEST_CASE("AI-NET-004: PFC alone is lossless but pauses the neighbour", "[models][roce][incident]")
{
    const DefinedIncident& m = *incident();
    const Outcome before = m.baseline();
    const Outcome pfc = m.run({"enable_pfc"}, 120);
    CHECK(value(pfc.figures, "drops") == 0);
    CHECK(value(pfc.figures, "pause_frames") > 0);
    CHECK(value(pfc.figures, "collective_time") < value(before.figures, "collective_time"));
    CHECK(value(pfc.figures, "neighbour_goodput") <
          0.9 * value(before.figures, "neighbour_goodput"));
    CHECK_FALSE(pfc.resolved);
    CHECK_FALSE(m.improved(before, pfc));
}

TEST_CASE("AI-NET-004: lower ECN thresholds change nothing without DCQCN",
          "[models][roce][incident]")
{
    const DefinedIncident& m = *incident();
    const Outcome before = m.baseline();
    const Outcome lower = m.run({"lower_ecn_thresholds"}, 120);
    CHECK(value(lower.figures, "ecn_marks") >= value(before.figures, "ecn_marks"));
    CHECK(value(lower.figures, "collective_time") ==
          Approx(value(before.figures, "collective_time")));
    CHECK(value(lower.figures, "drops") == value(before.figures, "drops"));
    CHECK_FALSE(m.improved(before, lower));
    // Neither GPUs nor the cable are on the exchange's path.
    const Outcome gpus = m.run({"replace_gpus", "reseat_cable"}, 120);
    CHECK(gpus.figures[0].value == before.figures[0].value);
}

TEST_CASE("AI-NET-004: a larger buffer only delays the drops", "[models][roce][incident]")
{
    const DefinedIncident& m = *incident();
    const Outcome before = m.baseline();
    const Outcome buffer = m.run({"larger_buffer"}, 120);
    CHECK(value(buffer.figures, "queue_max") > value(before.figures, "queue_max"));
    CHECK(value(buffer.figures, "drops") > 0);
    CHECK(value(buffer.figures, "drops") < value(before.figures, "drops"));
    CHECK_FALSE(buffer.resolved);
}

TEST_CASE("AI-NET-004: runs are deterministic", "[models][roce][incident]")
{
    const RoceIncident again;
    const Outcome a = again.baseline();
    const Outcome b = incident()->baseline();
    REQUIRE(a.figures.size() == b.figures.size());
    for (std::size_t i = 0; i < a.figures.size(); ++i) {
        CHECK(a.figures[i].id == b.figures[i].id);
        CHECK(a.figures[i].value == b.figures[i].value);
    }
    const Outcome x = incident()->run({"restart_job", "enable_dcqcn"}, 300);
    const Outcome y = incident()->run({"restart_job", "enable_dcqcn"}, 600);
    for (std::size_t i = 0; i < x.figures.size(); ++i)
        CHECK(x.figures[i].value == y.figures[i].value);
    CHECK(x.series[0].values == y.series[0].values);
}

TEST_CASE("AI-NET-004: unknown ids and bad times are refused", "[models][roce][incident]")
{
    const DefinedIncident& m = *incident();
    CHECK_THROWS_AS(m.run({"reboot_everything"}, 0), Error);
    CHECK_THROWS_AS(m.run({}, -1), Error);
    try {
        m.run({"enable_dcqcn", "nope"}, 0);
        FAIL("expected an error");
    } catch (const Error& e) {
        CHECK(e.path() == "/actions");
    }
    IncidentSession s(incident());
    CHECK_THROWS_AS(s.recordHypothesis("gremlins"), Error);
    CHECK_THROWS_AS(s.applyActions({"nope"}), Error);
    RoceExchangeSetup bad = RoceIncident::faultySetup();
    bad.workers = 1;
    CHECK_THROWS_AS(RoceIncident(bad), Error);
    // Every listed action is one the model knows.
    for (const ActionOption& a : m.actions())
        CHECK_NOTHROW(RoceIncident::applyActions(RoceIncident::faultySetup(), {a.id}));
    CHECK(m.actions().size() == 10);
}
