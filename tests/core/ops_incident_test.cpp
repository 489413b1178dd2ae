// The incident session (docs/models.md, Incidents): stages, hypotheses, hints, actions
// measured before and after, the score and the debrief, on a small model whose outcome is
// a sum the test can compute by hand.
#include "core/error.h"
#include "core/ops/incident.h"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::ops;

namespace {

// A slow service: the headline starts at 100 s; "fix" takes 60 off, "tune" 10, "break" adds
// 30, "noop" nothing. Resolved at 45 s or less.
class FakeIncident : public IncidentModel
{
public:
    std::string id() const override { return "TEST-001"; }
    int stageCount() const override { return 3; }
    double secondsPerStage() const override { return 60.0; }
    double faultOnsetS() const override { return 100.0; }
    std::vector<EvidenceItem> evidence() const override
    {
        return {{"logs", 0, {{"errors", 12, "count"}}, {}},
                {"metrics", 1, {{"latency", 100, "s"}}, {}},
                {"traces", 1, {}, {}},
                {"config", 2, {}, {}}};
    }
    std::vector<HypothesisOption> hypotheses() const override
    {
        return {{"bad_config", true}, {"disk", false}, {"network", false}};
    }
    std::vector<ActionOption> actions() const override
    {
        return {{"fix", ActionKind::Fix},
                {"tune", ActionKind::Mitigation},
                {"noop", ActionKind::NoEffect},
                {"break", ActionKind::Harmful}};
    }
    std::vector<std::string> hints() const override { return {"look_at_config", "diff_it"}; }
    Outcome baseline() const override { return outcome(100); }
    Outcome run(const std::vector<std::string>& actions, double atS) const override
    {
        ++runs;
        lastAt = atS;
        double v = 100;
        for (const std::string& a : actions) {
            if (a == "fix")
                v -= 60;
            else if (a == "tune")
                v -= 10;
            else if (a == "break")
                v += 30;
            else if (a != "noop")
                throw Error("unknown action " + a, "/actions");
        }
        return outcome(v);
    }

    mutable int runs = 0;
    mutable double lastAt = -1;

private:
    static Outcome outcome(double v)
    {
        Outcome o;
        o.figures = {{"latency", v, "s"}};
        o.resolved = v <= 45;
        return o;
    }
};

} // namespace

TEST_CASE("a session reveals evidence stage by stage on a simulation clock", "[ops][incident]")
{
    auto model = std::make_shared<FakeIncident>();
    IncidentSession s(model);
    CHECK(s.now() == 160.0); // onset 100 + one stage of 60
    CHECK(s.stage() == 0);
    REQUIRE(s.visibleEvidence().size() == 1);
    CHECK(s.visibleEvidence()[0].id == "logs");
    CHECK(s.revealNextStage());
    CHECK(s.now() == 220.0);
    CHECK(s.visibleEvidence().size() == 3);
    CHECK(s.revealNextStage());
    CHECK(s.visibleEvidence().size() == 4);
    CHECK_FALSE(s.revealNextStage()); // the last stage: the clock stays
    CHECK(s.now() == 280.0);
    CHECK(s.current().figures[0].value == 100);
    CHECK_FALSE(s.resolved());
}

TEST_CASE("a null model and unknown ids are refused", "[ops][incident]")
{
    CHECK_THROWS_AS(IncidentSession(nullptr), Error);
    auto model = std::make_shared<FakeIncident>();
    IncidentSession s(model);
    CHECK_THROWS_AS(s.recordHypothesis("aliens"), Error);
    CHECK_THROWS_AS(s.applyActions({"reboot"}), Error);
    CHECK_THROWS_AS(s.applyActions({}), Error);
    // An unknown id among good ones changes nothing.
    CHECK_THROWS_AS(s.applyActions({"fix", "reboot"}), Error);
    CHECK(s.effects().empty());
    CHECK(s.appliedActions().empty());
    CHECK(model->runs == 0);
    s.applyActions({"noop"});
    CHECK_THROWS_AS(s.applyActions({"noop"}), Error); // already applied
    CHECK_THROWS_AS(s.applyActions({"fix", "fix"}), Error);
    try {
        s.recordHypothesis("aliens");
    } catch (const Error& e) {
        CHECK(e.path() == "/hypotheses");
    }
}

TEST_CASE("actions are applied cumulatively and measured one by one", "[ops][incident]")
{
    auto model = std::make_shared<FakeIncident>();
    IncidentSession s(model);
    const ActionEffect& last = s.applyActions({"tune", "break"});
    REQUIRE(s.effects().size() == 2);
    const ActionEffect& tune = s.effects()[0];
    CHECK(tune.action == "tune");
    CHECK(tune.before.figures[0].value == 100);
    CHECK(tune.after.figures[0].value == 90);
    CHECK(tune.helped);
    CHECK(tune.appliedAtS == 160.0);
    CHECK(last.action == "break");
    CHECK(last.kind == ActionKind::Harmful);
    CHECK(last.before.figures[0].value == 90);
    CHECK(last.after.figures[0].value == 120);
    CHECK_FALSE(last.helped);
    CHECK(s.now() == 220.0); // one stage per set of actions
    // The next set runs on top of the three: 100 - 10 + 30 - 60 = 60, not resolved yet.
    const ActionEffect& fix = s.applyActions({"fix"});
    CHECK(fix.before.figures[0].value == 120);
    CHECK(fix.after.figures[0].value == 60);
    CHECK(fix.helped);
    CHECK(model->lastAt == 220.0);
    CHECK_FALSE(s.resolved());
    CHECK(s.appliedActions() == std::vector<std::string>{"tune", "break", "fix"});
}

TEST_CASE("hints are given in order, each at its cost, until none is left", "[ops][incident]")
{
    IncidentSession s(std::make_shared<FakeIncident>());
    CHECK(s.takeHint() == std::optional<std::string>("look_at_config"));
    CHECK(s.takeHint() == std::optional<std::string>("diff_it"));
    CHECK_FALSE(s.takeHint().has_value());
    CHECK(s.hintsTaken() == 2);
    const Score score = s.score();
    CHECK(score.hintPenalty == 2 * IncidentSession::kHintCost);
    CHECK(score.points == 0); // never below zero
}

TEST_CASE("the score rewards a right hypothesis before acting and actions that helped",
          "[ops][incident]")
{
    auto model = std::make_shared<FakeIncident>();
    // 30 for the root cause, 2 x 20 for two kinds that can help, 30 for resolving.
    CHECK(IncidentSession::maxPoints(*model) == 100);

    SECTION("the ideal walk")
    {
        IncidentSession s(model);
        s.revealNextStage();
        s.recordHypothesis("bad_config");
        s.recordHypothesis("bad_config"); // counted once
        s.applyActions({"fix", "tune"});  // 40, then 30: both helped, resolved
        CHECK(s.resolved());
        const Score score = s.score();
        CHECK(score.hypothesisPoints == 30);
        CHECK(score.actionPoints == 20 + 20 + 30);
        CHECK(score.points == 100);
        CHECK(score.maxPoints == 100);
    }
    SECTION("guessing, a harmful action, a hint and a late diagnosis")
    {
        IncidentSession s(model);
        s.recordHypothesis("disk");       // -5
        s.takeHint();                     // -10
        s.applyActions({"break"});        // did not help: -10, harmful: -10
        s.applyActions({"noop"});         // did not help: -10
        s.recordHypothesis("bad_config"); // after acting: 15
        s.applyActions({"fix"});          // 130 -> 70: helped, +20; not resolved
        const Score score = s.score();
        CHECK(score.hypothesisPoints == 15 - 5);
        CHECK(score.actionPoints == -10 - 10 - 10 + 20);
        CHECK(score.hintPenalty == 10);
        CHECK(score.points == 0);
        CHECK_FALSE(s.resolved());
    }
}

TEST_CASE("the debrief has the timeline, time to detect and time to resolve", "[ops][incident]")
{
    IncidentSession s(std::make_shared<FakeIncident>());
    s.recordHypothesis("network"); // 160
    s.revealNextStage();           // 220
    s.recordHypothesis("bad_config");
    s.takeHint();
    s.applyActions({"tune"}); // at 220, clock to 280: 90, not resolved
    s.applyActions({"fix"});  // at 280, clock to 340: 30, resolved, seen at 340
    const Debrief d = s.debrief();
    CHECK(d.incident == "TEST-001");
    CHECK(d.rootCauses == std::vector<std::string>{"bad_config"});
    REQUIRE(d.timeToDetectS.has_value());
    CHECK(*d.timeToDetectS == Approx(120.0)); // 220 - onset 100
    REQUIRE(d.timeToResolveS.has_value());
    CHECK(*d.timeToResolveS == Approx(240.0)); // 340 - 100
    REQUIRE(d.actions.size() == 2);
    CHECK(d.actions[1].after.resolved);
    std::vector<TimelineKind> kinds;
    for (const TimelineEntry& t : d.timeline)
        kinds.push_back(t.kind);
    const std::vector<TimelineKind> expected = {TimelineKind::FaultOnset,
                                                TimelineKind::EvidenceRevealed,
                                                TimelineKind::Hypothesis,
                                                TimelineKind::EvidenceRevealed,
                                                TimelineKind::EvidenceRevealed,
                                                TimelineKind::Hypothesis,
                                                TimelineKind::Hint,
                                                TimelineKind::ActionApplied,
                                                TimelineKind::ActionApplied,
                                                TimelineKind::Resolved};
    CHECK(kinds == expected);
    CHECK(d.timeline.front().timeS == 100.0);
    CHECK(d.timeline.back().timeS == 340.0);
    CHECK(d.score.points == s.score().points);
}

TEST_CASE("no detection and no resolution leave both times empty", "[ops][incident]")
{
    IncidentSession s(std::make_shared<FakeIncident>());
    s.recordHypothesis("disk");
    s.applyActions({"noop"});
    const Debrief d = s.debrief();
    CHECK_FALSE(d.timeToDetectS.has_value());
    CHECK_FALSE(d.timeToResolveS.has_value());
}

namespace {

// Two fixes of one fault, either of which resolves it (a replacement part and a
// configuration change): after one, the other changes nothing. "mask" helps only with
// "patch" in place before it.
class TwoFixes : public FakeIncident
{
public:
    std::vector<ActionOption> actions() const override
    {
        return {{"replace", ActionKind::Fix},
                {"reconfigure", ActionKind::Fix},
                {"patch", ActionKind::Mitigation},
                {"mask", ActionKind::Mitigation}};
    }
    Outcome run(const std::vector<std::string>& actions, double) const override
    {
        const auto has = [&](const char* id) {
            return std::find(actions.begin(), actions.end(), id) != actions.end();
        };
        double v = 100;
        if (has("replace") || has("reconfigure"))
            v = 40;
        if (has("patch"))
            v -= 10;
        if (has("patch") && has("mask"))
            v -= 10;
        Outcome o;
        o.figures = {{"latency", v, "s"}};
        o.resolved = v <= 45;
        return o;
    }
};

Score scoreOf(const std::vector<std::vector<std::string>>& applications)
{
    IncidentSession s(std::make_shared<TwoFixes>());
    s.recordHypothesis("bad_config");
    for (const auto& ids : applications)
        s.applyActions(ids);
    return s.score();
}

} // namespace

TEST_CASE("an action's credit depends neither on the list's order nor on redundancy",
          "[ops][incident]")
{
    // The same two fixes in the order of an English and of a German list: both helped, the
    // second though the first had already resolved the incident.
    const Score english = scoreOf({{"reconfigure", "replace"}});
    const Score german = scoreOf({{"replace", "reconfigure"}});
    CHECK(english.actionPoints ==
          2 * IncidentSession::kHelpedAction + IncidentSession::kResolvedBonus);
    CHECK(german.actionPoints == english.actionPoints);
    CHECK(german.points == english.points);
    // Applied one after the other, the redundant fix still counts as correct.
    CHECK(scoreOf({{"replace"}, {"reconfigure"}}).actionPoints == english.actionPoints);

    IncidentSession s(std::make_shared<TwoFixes>());
    s.applyActions({"replace", "reconfigure"});
    REQUIRE(s.effects().size() == 2);
    CHECK(s.effects()[1].helped);
    // What the learner sees change is still measured in the order applied.
    CHECK(s.effects()[1].before.figures.front().value == 40);
    CHECK(s.effects()[1].after.figures.front().value == 40);

    // An action that helps only on top of an earlier application is credited then, and in
    // one list it is judged without the others of that list, in either order.
    IncidentSession later(std::make_shared<TwoFixes>());
    later.applyActions({"patch"});
    later.applyActions({"mask"});
    CHECK(later.effects()[1].helped);
    for (const auto& order :
         {std::vector<std::string>{"patch", "mask"}, std::vector<std::string>{"mask", "patch"}}) {
        IncidentSession together(std::make_shared<TwoFixes>());
        together.applyActions(order);
        for (const ActionEffect& e : together.effects())
            CHECK(e.helped == (e.action == "patch"));
    }
}
