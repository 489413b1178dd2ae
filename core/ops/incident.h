#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// Incident walkthroughs (docs/models.md, Incidents; labs 04, 06, 07, 08, 09): a model
// runs with a fault in it; the learner sees evidence from the model's own telemetry stage by
// stage, records hypotheses, may buy hints, and chooses actions that are applied to the
// running model, which shows whether they helped. A debrief lists the timeline in
// simulation time, the root cause, time to detect, time to resolve and what each action
// did. Texts are ids (core has no user-visible prose): an incident file gives the words
// (core/ops/incident_definition.h).
namespace ailab::core::ops {

// One figure of the model's telemetry ("queue_occupancy" = 0.92, unit "ratio").
struct Figure
{
    std::string id;
    double value = 0.0;
    std::string unit; // "s", "ms", "us", "B", "KB", "Gb/s", "ratio", "count", ...
};

// A time series of the model's telemetry, for a chart beside the evidence.
struct Series
{
    std::string id;
    std::string unit;
    std::vector<double> timeS;
    std::vector<double> values;
    std::vector<std::pair<std::string, double>> thresholds; // ("kmin", 400e3), ...
};

// What the learner may see, stage by stage (stage 0 at the start).
struct EvidenceItem
{
    std::string id; // the lab's text key, e.g. "switch_queue"
    int stage = 0;
    std::vector<Figure> figures;
    std::vector<Series> series;
};

// The author's judgement of an action, shown only in the debrief; whether it helped in this
// run is measured (Outcome), never taken from here.
enum class ActionKind { Fix, Mitigation, NoEffect, Harmful };

struct ActionOption
{
    std::string id;
    ActionKind kind = ActionKind::NoEffect;
};

struct HypothesisOption
{
    std::string id;
    bool rootCause = false;
};

// The model's state after a run: the same figure ids every time, the first one the
// headline (e.g. the collective's completion time), and the model's own criterion of a
// resolved incident.
struct Outcome
{
    std::vector<Figure> figures;
    std::vector<Series> series;
    bool resolved = false;
};

// One link of the incident's chain of events in its system (the debrief's "initiating event,
// secondary effects"): the initiating fault first, then each consequence the system logged,
// in time order. Ids, not prose: `type` is the system's event type ("fault.link-flap",
// "job.slowed", "facility.gpu-throttled"), `subject` what it concerns ("leaf0-spine1",
// "job:llama-8b"); `count` how often the same type on the same subject recurred after the
// first (a flapping link goes down every period).
struct CausalEvent
{
    double timeS = 0.0;
    std::string type;
    std::string subject;
    bool initiating = false;
    int count = 1;
};

// The default rule of IncidentModel::improved: the incident became resolved, or the headline
// (the first figure) fell by more than kHeadlineNoise of its value without a resolved
// incident becoming unresolved (a lower headline is better).
bool headlineImproved(const Outcome& before, const Outcome& after);

// One incident: the faulty model and its options. Implementations are deterministic.
// DefinedIncident (an incident file and a lab's IncidentSystem) is the one the labs run.
class IncidentModel
{
public:
    virtual ~IncidentModel() = default;

    virtual std::string id() const = 0; // "AI-NET-004"
    virtual int stageCount() const = 0; // stages of evidence (>= 1)
    // Simulated time that passes while the learner looks at one stage of evidence.
    virtual double secondsPerStage() const = 0;
    // When the fault began, in simulation time (the timeline's origin is 0).
    virtual double faultOnsetS() const = 0;
    virtual std::vector<EvidenceItem> evidence() const = 0;
    virtual std::vector<HypothesisOption> hypotheses() const = 0;
    virtual std::vector<ActionOption> actions() const = 0;
    virtual std::vector<std::string> hints() const = 0; // text ids, in the order given
    // The model without any action, and with these actions applied at `atS` (in order).
    // Throws core::Error for an unknown action id.
    virtual Outcome baseline() const = 0;
    virtual Outcome run(const std::vector<std::string>& actions, double atS) const = 0;
    // The faulty system's chain of events, initiating fault first; empty when the model
    // does not log one.
    virtual std::vector<CausalEvent> causalChain() const { return {}; }

    // Whether `after` is better than `before` (ActionEffect::helped). By default
    // headlineImproved; a model overrides this when a gain in the headline can hide a loss
    // elsewhere.
    virtual bool improved(const Outcome& before, const Outcome& after) const;
    static constexpr double kHeadlineNoise = 0.02;
};

enum class TimelineKind { FaultOnset, EvidenceRevealed, Hypothesis, Hint, ActionApplied, Resolved };

struct TimelineEntry
{
    double timeS = 0.0;
    TimelineKind kind = TimelineKind::FaultOnset;
    std::string id; // evidence, hypothesis, hint or action id ("" for onset and resolved)
};

// What one applied action did: the outcome before and after it in the order applied, and
// whether it helped, measured so that neither the order of a list nor its language changes
// it (IncidentSession::applyActions).
struct ActionEffect
{
    std::string action;
    ActionKind kind = ActionKind::NoEffect;
    double appliedAtS = 0.0;
    Outcome before;
    Outcome after;
    bool helped = false;
};

struct Score
{
    int points = 0;
    int maxPoints = 0;
    int hintPenalty = 0;
    int hypothesisPoints = 0;
    int actionPoints = 0;
};

struct Debrief
{
    std::string incident;
    std::vector<TimelineEntry> timeline;
    std::vector<std::string> rootCauses;  // hypothesis ids that are the root cause
    std::optional<double> timeToDetectS;  // fault onset to the first right hypothesis
    std::optional<double> timeToResolveS; // fault onset to the first resolved outcome
    std::vector<ActionEffect> actions;
    Score score;
    // The system's chain of events (IncidentModel::causalChain): initiating fault first.
    std::vector<CausalEvent> chain;
};

// One learner's walk through an incident. The clock is simulation time: it starts at the
// model's fault onset plus one stage and advances by secondsPerStage() with each stage
// revealed, and by the same with each set of actions applied.
//
// Scoring (Score), every rule counted once per id:
//   hypotheses  + kRightBeforeActing for each root cause named before the first action,
//               + kRightAfterActing for one named later, - kWrongHypothesis for each
//               hypothesis that is not a root cause;
//   actions     + kHelpedAction for each action that helped (ActionEffect::helped), at
//               most kCreditedHelpedActions of them, - kUnhelpfulAction for
//               each one that did not help, and - kHarmfulAction more when the author
//               judged it Harmful; + kResolvedBonus when the current outcome is resolved;
//   hints       - kHintCost each (Score::hintPenalty).
// points = hypothesisPoints + actionPoints - hintPenalty, kept within [0, maxPoints];
// maxPoints = kRightBeforeActing x root causes + kHelpedAction x kCreditedHelpedActions +
// kResolvedBonus, known before the first step (maxPoints(model)).
class IncidentSession
{
public:
    // Throws core::Error when the model is null.
    explicit IncidentSession(std::shared_ptr<const IncidentModel> model);

    const IncidentModel& model() const { return *m_model; }
    double now() const { return m_now; }

    int stage() const { return m_stage; }
    // The evidence of every stage revealed so far.
    std::vector<EvidenceItem> visibleEvidence() const;
    bool revealNextStage(); // false at the last stage

    // Records a hypothesis (throws core::Error for an unknown id; one recorded before is
    // ignored); a right one found before any action scores more.
    void recordHypothesis(const std::string& id);
    const std::vector<std::string>& hypotheses() const { return m_hypotheses; }

    // The next hint's id, and its cost; empty when none is left.
    std::optional<std::string> takeHint();
    int hintsTaken() const { return m_hintsTaken; }
    static constexpr int kHintCost = 10;
    static constexpr int kRightBeforeActing = 30;
    static constexpr int kRightAfterActing = 15;
    static constexpr int kWrongHypothesis = 5;
    static constexpr int kHelpedAction = 20;
    static constexpr int kCreditedHelpedActions = 2;
    static constexpr int kUnhelpfulAction = 10;
    static constexpr int kHarmfulAction = 10;
    static constexpr int kResolvedBonus = 30;
    static int maxPoints(const IncidentModel& model);

    // Applies the chosen actions to the running model (on top of those applied before),
    // all at now(). Each id's `before` is the outcome with the ids before it in the list,
    // its `after` the outcome with it too (what the learner sees change). Whether it helped
    // does not depend on the list's order (a list sorted in another language is the same
    // choice): it helped when it improves the faulty model on its own, or the model with
    // the actions of earlier applications (not those of this list); so a fix made redundant
    // by another fix in the same list still counts. Returns the last id's effect; effects()
    // lists them all. Throws core::Error, and changes nothing, for an empty list, an unknown
    // id, or an id already applied.
    const ActionEffect& applyActions(const std::vector<std::string>& ids);
    const std::vector<std::string>& appliedActions() const { return m_applied; }
    const std::vector<ActionEffect>& effects() const { return m_effects; }
    const Outcome& current() const { return m_current; }
    bool resolved() const { return m_current.resolved; }

    Score score() const;
    Debrief debrief() const;

private:
    std::shared_ptr<const IncidentModel> m_model;
    double m_now = 0.0;
    int m_stage = 0;
    std::vector<std::string> m_hypotheses;
    std::vector<bool> m_hypothesisBeforeActing; // per hypothesis: recorded before any action
    std::vector<std::string> m_applied;
    std::vector<ActionEffect> m_effects;
    std::vector<TimelineEntry> m_timeline;
    Outcome m_current;
    int m_hintsTaken = 0;
};

} // namespace ailab::core::ops
