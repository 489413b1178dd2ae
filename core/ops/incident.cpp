#include "core/ops/incident.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::ops {

bool IncidentModel::improved(const Outcome& before, const Outcome& after) const
{
    return headlineImproved(before, after);
}

bool headlineImproved(const Outcome& before, const Outcome& after)
{
    if (after.resolved != before.resolved)
        return after.resolved;
    if (before.figures.empty() || after.figures.empty())
        return false;
    const double b = before.figures.front().value;
    const double a = after.figures.front().value;
    return a < b - IncidentModel::kHeadlineNoise * std::abs(b);
}

namespace {

const HypothesisOption* findHypothesis(const std::vector<HypothesisOption>& all,
                                       const std::string& id)
{
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const HypothesisOption& h) { return h.id == id; });
    return it == all.end() ? nullptr : &*it;
}

const ActionOption* findAction(const std::vector<ActionOption>& all, const std::string& id)
{
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const ActionOption& a) { return a.id == id; });
    return it == all.end() ? nullptr : &*it;
}

bool contains(const std::vector<std::string>& list, const std::string& id)
{
    return std::find(list.begin(), list.end(), id) != list.end();
}

} // namespace

IncidentSession::IncidentSession(std::shared_ptr<const IncidentModel> model)
    : m_model(std::move(model))
{
    if (!m_model)
        throw Error("an incident session needs an incident model");
    if (m_model->stageCount() < 1)
        throw Error("an incident needs at least one stage of evidence", "/incident/stages");
    const double onset = m_model->faultOnsetS();
    m_now = onset + m_model->secondsPerStage();
    m_current = m_model->baseline();
    m_timeline.push_back({onset, TimelineKind::FaultOnset, {}});
    for (const EvidenceItem& e : m_model->evidence())
        if (e.stage == 0)
            m_timeline.push_back({m_now, TimelineKind::EvidenceRevealed, e.id});
}

std::vector<EvidenceItem> IncidentSession::visibleEvidence() const
{
    std::vector<EvidenceItem> out;
    for (EvidenceItem& e : m_model->evidence())
        if (e.stage <= m_stage)
            out.push_back(std::move(e));
    return out;
}

bool IncidentSession::revealNextStage()
{
    if (m_stage + 1 >= m_model->stageCount())
        return false;
    ++m_stage;
    m_now += m_model->secondsPerStage();
    for (const EvidenceItem& e : m_model->evidence())
        if (e.stage == m_stage)
            m_timeline.push_back({m_now, TimelineKind::EvidenceRevealed, e.id});
    return true;
}

void IncidentSession::recordHypothesis(const std::string& id)
{
    if (findHypothesis(m_model->hypotheses(), id) == nullptr)
        throw Error(fmt::format("unknown hypothesis '{}' for incident {}", id, m_model->id()),
                    "/hypotheses");
    if (contains(m_hypotheses, id))
        return;
    m_hypotheses.push_back(id);
    m_hypothesisBeforeActing.push_back(m_applied.empty());
    m_timeline.push_back({m_now, TimelineKind::Hypothesis, id});
}

std::optional<std::string> IncidentSession::takeHint()
{
    const std::vector<std::string> hints = m_model->hints();
    if (m_hintsTaken >= static_cast<int>(hints.size()))
        return std::nullopt;
    const std::string id = hints[static_cast<std::size_t>(m_hintsTaken++)];
    m_timeline.push_back({m_now, TimelineKind::Hint, id});
    return id;
}

const ActionEffect& IncidentSession::applyActions(const std::vector<std::string>& ids)
{
    if (ids.empty())
        throw Error("choose at least one action", "/actions");
    const std::vector<ActionOption> options = m_model->actions();
    std::vector<std::string> applied = m_applied;
    for (const std::string& id : ids) {
        if (findAction(options, id) == nullptr)
            throw Error(fmt::format("unknown action '{}' for incident {}", id, m_model->id()),
                        "/actions");
        if (contains(applied, id))
            throw Error(fmt::format("the action '{}' is already applied", id), "/actions");
        applied.push_back(id);
    }
    // Measure every step first, so that an error leaves the session as it was.
    std::vector<ActionEffect> effects;
    Outcome before = m_current;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const std::vector<std::string> upTo(
            applied.begin(),
            applied.begin() + static_cast<std::ptrdiff_t>(m_applied.size() + i + 1));
        ActionEffect e;
        e.action = ids[i];
        e.kind = findAction(options, ids[i])->kind;
        e.appliedAtS = m_now;
        e.before = before;
        e.after = m_model->run(upTo, m_now);
        // Credit, independent of the list's order: the id alone on the faulty model, or on
        // top of the earlier applications (the same run when there were none, or when it is
        // the list's first id).
        std::vector<std::string> onEarlier = m_applied;
        onEarlier.push_back(ids[i]);
        const Outcome withEarlier = i == 0 ? e.after : m_model->run(onEarlier, m_now);
        e.helped = m_model->improved(m_current, withEarlier);
        if (!e.helped && !m_applied.empty())
            e.helped = m_model->improved(m_model->baseline(), m_model->run({ids[i]}, m_now));
        before = e.after;
        effects.push_back(std::move(e));
    }
    const bool wasResolvedBefore =
        std::any_of(m_timeline.begin(), m_timeline.end(),
                    [](const TimelineEntry& t) { return t.kind == TimelineKind::Resolved; });
    for (ActionEffect& e : effects) {
        m_timeline.push_back({m_now, TimelineKind::ActionApplied, e.action});
        m_effects.push_back(std::move(e));
    }
    m_applied = std::move(applied);
    m_current = m_effects.back().after;
    // The outcome is seen once the changed model has run for a stage's time.
    m_now += m_model->secondsPerStage();
    if (m_current.resolved && !wasResolvedBefore)
        m_timeline.push_back({m_now, TimelineKind::Resolved, {}});
    return m_effects.back();
}

int IncidentSession::maxPoints(const IncidentModel& model)
{
    int rootCauses = 0;
    for (const HypothesisOption& h : model.hypotheses())
        rootCauses += h.rootCause ? 1 : 0;
    int helpful = 0;
    for (const ActionOption& a : model.actions())
        helpful += a.kind == ActionKind::Fix || a.kind == ActionKind::Mitigation ? 1 : 0;
    return kRightBeforeActing * rootCauses +
           kHelpedAction * std::min(helpful, kCreditedHelpedActions) + kResolvedBonus;
}

Score IncidentSession::score() const
{
    Score s;
    s.maxPoints = maxPoints(*m_model);
    const std::vector<HypothesisOption> options = m_model->hypotheses();
    for (std::size_t i = 0; i < m_hypotheses.size(); ++i) {
        if (findHypothesis(options, m_hypotheses[i])->rootCause)
            s.hypothesisPoints +=
                m_hypothesisBeforeActing[i] ? kRightBeforeActing : kRightAfterActing;
        else
            s.hypothesisPoints -= kWrongHypothesis;
    }
    int helped = 0;
    for (const ActionEffect& e : m_effects) {
        if (e.helped) {
            if (helped++ < kCreditedHelpedActions)
                s.actionPoints += kHelpedAction;
        } else {
            s.actionPoints -= kUnhelpfulAction;
        }
        if (e.kind == ActionKind::Harmful)
            s.actionPoints -= kHarmfulAction;
    }
    if (m_current.resolved)
        s.actionPoints += kResolvedBonus;
    s.hintPenalty = kHintCost * m_hintsTaken;
    s.points = std::clamp(s.hypothesisPoints + s.actionPoints - s.hintPenalty, 0, s.maxPoints);
    return s;
}

Debrief IncidentSession::debrief() const
{
    Debrief d;
    d.incident = m_model->id();
    d.timeline = m_timeline;
    const std::vector<HypothesisOption> options = m_model->hypotheses();
    for (const HypothesisOption& h : options)
        if (h.rootCause)
            d.rootCauses.push_back(h.id);
    const double onset = m_model->faultOnsetS();
    for (const TimelineEntry& t : m_timeline) {
        if (!d.timeToDetectS && t.kind == TimelineKind::Hypothesis &&
            findHypothesis(options, t.id)->rootCause)
            d.timeToDetectS = t.timeS - onset;
        if (!d.timeToResolveS && t.kind == TimelineKind::Resolved)
            d.timeToResolveS = t.timeS - onset;
    }
    d.actions = m_effects;
    d.score = score();
    d.chain = m_model->causalChain();
    return d;
}

} // namespace ailab::core::ops
