#include "labs/common/incident/incident_controller.h"

#include "core/error.h"
#include "labs/common/incident/incident_panel_debrief.h"
#include "labs/common/incident/incident_panel_texts.h"

#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <fmt/format.h>
#include <set>

namespace ailab::labs {

namespace ops = core::ops;

namespace {
const QString kStep = QStringLiteral("step");
const QString kId = QStringLiteral("id");
const QString kIds = QStringLiteral("ids");
const QString kReveal = QStringLiteral("reveal");
const QString kHypothesis = QStringLiteral("hypothesis");
const QString kHint = QStringLiteral("hint");
const QString kApply = QStringLiteral("apply");
const QString kEnd = QStringLiteral("end");

bool hasEnd(const QJsonArray& steps)
{
    return std::any_of(steps.begin(), steps.end(), [](const QJsonValue& step) {
        return step.toObject().value(kStep).toString() == kEnd;
    });
}
} // namespace

IncidentController::IncidentController(QObject* parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Job>::finished, this, &IncidentController::onJobFinished);
}

IncidentController::~IncidentController()
{
    // The worker has its own copy of the session; wait so it never outlives the program.
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void IncidentController::setIncident(std::shared_ptr<const ops::IncidentModel> model,
                                     std::shared_ptr<const IncidentTexts> texts)
{
    if (!model || !texts)
        throw core::Error("An incident needs a model and its texts.");
    m_model = std::move(model);
    m_texts = std::move(texts);
    m_initial.reset();
    m_session.reset();
    m_steps = QJsonArray();
    m_ended = false;
    m_error.clear();
    startJob(nullptr, {}, QJsonArray(), false, false);
}

bool IncidentController::isActive() const
{
    return m_session && !m_busy && !investigationEnded();
}

bool IncidentController::investigationEnded() const
{
    return m_ended || (m_session && m_session->resolved());
}

bool IncidentController::canRevealStage() const
{
    return !m_busy && m_session && m_session->stage() + 1 < m_model->stageCount();
}

bool IncidentController::canTakeHint() const
{
    return isActive() && m_session->hintsTaken() < int(m_model->hints().size());
}

bool IncidentController::canStartOver() const
{
    return m_initial && !m_busy && !m_steps.isEmpty();
}

bool IncidentController::canExportDebrief() const
{
    return m_session && !m_busy && investigationEnded();
}

void IncidentController::addLearnerStep(const QJsonObject& step)
{
    m_steps.append(step);
    m_error.clear();
    emit sessionChanged();
    emit changed();
}

bool IncidentController::revealNextStage()
{
    // Evidence may still be revealed after the end: it scores nothing, and the rest of the
    // story is worth seeing.
    if (!m_session || m_busy || !m_session->revealNextStage())
        return false;
    const int stage = m_session->stage();
    addLearnerStep({{kStep, kReveal}});
    emit stageRevealed(stage);
    return true;
}

void IncidentController::recordHypothesis(const std::string& id)
{
    if (!isActive())
        return;
    const auto& recorded = m_session->hypotheses();
    if (std::find(recorded.begin(), recorded.end(), id) != recorded.end())
        return;
    m_session->recordHypothesis(id);
    addLearnerStep({{kStep, kHypothesis}, {kId, QString::fromStdString(id)}});
}

std::optional<std::string> IncidentController::takeHint()
{
    if (!isActive())
        return std::nullopt;
    auto hint = m_session->takeHint();
    if (hint)
        addLearnerStep({{kStep, kHint}});
    return hint;
}

void IncidentController::applyActions(const std::vector<std::string>& ids)
{
    if (!isActive())
        return;
    // Checked here, so that the caller hears of a wrong id at once, not from the worker.
    if (ids.empty())
        throw core::Error("Choose at least one response to apply.");
    const auto options = m_model->actions();
    const auto& applied = m_session->appliedActions();
    QJsonArray idArray;
    for (const std::string& id : ids) {
        if (std::none_of(options.begin(), options.end(),
                         [&](const ops::ActionOption& a) { return a.id == id; }))
            throw core::Error(fmt::format("Unknown response \"{}\".", id));
        if (std::find(applied.begin(), applied.end(), id) != applied.end())
            throw core::Error(fmt::format("The response \"{}\" is applied already.", id));
        idArray.append(QString::fromStdString(id));
    }
    QJsonArray after = m_steps;
    after.append(QJsonObject{{kStep, kApply}, {kIds, idArray}});
    startJob(std::make_shared<const ops::IncidentSession>(*m_session),
             {Step{Step::Kind::Apply, ids}}, after, true, true);
}

void IncidentController::endInvestigation()
{
    if (!m_session || m_busy || investigationEnded())
        return;
    m_ended = true;
    addLearnerStep({{kStep, kEnd}});
    emit investigationClosed();
}

void IncidentController::startOver()
{
    if (!m_initial || m_busy)
        return;
    m_session = std::make_shared<ops::IncidentSession>(*m_initial);
    m_steps = QJsonArray();
    m_ended = false;
    m_error.clear();
    emit startedOver();
    emit sessionChanged();
}

std::vector<IncidentController::Step> IncidentController::parseSteps(const QJsonArray& steps) const
{
    if (!m_model)
        throw core::Error("No incident is loaded.", "/steps");
    const auto hypotheses = m_model->hypotheses();
    const auto actions = m_model->actions();
    int stagesLeft = m_model->stageCount() - 1;
    auto hintsLeft = m_model->hints().size();
    std::set<std::string> applied;
    bool ended = false;
    std::vector<Step> result;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const std::string path = fmt::format("/steps/{}", i);
        if (!steps[i].isObject())
            throw core::Error("A step must be a JSON object.", path);
        const QJsonObject step = steps[i].toObject();
        const QString kind = step.value(kStep).toString();
        if (ended && kind != kReveal)
            throw core::Error("Only evidence can follow the end of the investigation.", path);
        if (kind == kReveal) {
            if (stagesLeft-- <= 0)
                throw core::Error("No stage of evidence is left to reveal.", path);
            result.push_back({Step::Kind::Reveal, {}});
        } else if (kind == kHypothesis) {
            const std::string id = step.value(kId).toString().toStdString();
            if (std::none_of(hypotheses.begin(), hypotheses.end(),
                             [&](const ops::HypothesisOption& h) { return h.id == id; }))
                throw core::Error(fmt::format("Unknown hypothesis \"{}\".", id), path + "/id");
            result.push_back({Step::Kind::Hypothesis, {id}});
        } else if (kind == kHint) {
            if (hintsLeft == 0)
                throw core::Error("No hint is left to take.", path);
            --hintsLeft;
            result.push_back({Step::Kind::Hint, {}});
        } else if (kind == kApply) {
            const QJsonArray ids = step.value(kIds).toArray();
            if (ids.isEmpty())
                throw core::Error("A list of responses is expected.", path + "/ids");
            Step apply{Step::Kind::Apply, {}};
            for (qsizetype j = 0; j < ids.size(); ++j) {
                const std::string id = ids[j].toString().toStdString();
                const std::string idPath = fmt::format("{}/ids/{}", path, j);
                if (std::none_of(actions.begin(), actions.end(),
                                 [&](const ops::ActionOption& a) { return a.id == id; }))
                    throw core::Error(fmt::format("Unknown response \"{}\".", id), idPath);
                if (!applied.insert(id).second)
                    throw core::Error(fmt::format("The response \"{}\" is applied twice.", id),
                                      idPath);
                apply.ids.push_back(id);
            }
            result.push_back(std::move(apply));
        } else if (kind == kEnd) {
            ended = true;
            result.push_back({Step::Kind::End, {}});
        } else {
            throw core::Error(
                fmt::format("Unknown step \"{}\": expected reveal, hypothesis, hint, apply or end.",
                            kind.toStdString()),
                path + "/step");
        }
    }
    return result;
}

void IncidentController::replay(ops::IncidentSession& session, const std::vector<Step>& steps)
{
    for (const Step& step : steps) {
        switch (step.kind) {
        case Step::Kind::Reveal:
            session.revealNextStage();
            break;
        case Step::Kind::Hypothesis:
            session.recordHypothesis(step.ids.front());
            break;
        case Step::Kind::Hint:
            session.takeHint();
            break;
        case Step::Kind::Apply:
            session.applyActions(step.ids);
            break;
        case Step::Kind::End:
            break;
        }
    }
}

void IncidentController::replaySteps(const QJsonArray& steps)
{
    std::vector<Step> parsed = parseSteps(steps);
    // Without an Apply step nothing runs: replay here, on a copy of the first baseline.
    const bool runs = std::any_of(parsed.begin(), parsed.end(),
                                  [](const Step& s) { return s.kind == Step::Kind::Apply; });
    if (m_initial && !runs && !m_busy) {
        auto session = std::make_shared<ops::IncidentSession>(*m_initial);
        replay(*session, parsed);
        m_session = std::move(session);
        m_steps = steps;
        m_ended = hasEnd(steps);
        m_error.clear();
        emit sessionChanged();
        return;
    }
    startJob(m_initial, std::move(parsed), steps, false, false);
}

void IncidentController::startJob(std::shared_ptr<const ops::IncidentSession> start,
                                  std::vector<Step> steps, QJsonArray stepsAfter, bool learnerStep,
                                  bool apply)
{
    m_pendingSteps = std::move(stepsAfter);
    m_pendingLearnerStep = learnerStep;
    m_pendingApply = apply;
    const int generation = ++m_generation;
    auto model = m_model;
    setBusy(true);
    m_watcher.setFuture(QtConcurrent::run([generation, model, start, steps = std::move(steps)] {
        Job job;
        job.generation = generation;
        try {
            if (start) {
                job.session = std::make_shared<ops::IncidentSession>(*start);
            } else {
                job.session = std::make_shared<ops::IncidentSession>(model);
                job.initial = std::make_shared<const ops::IncidentSession>(*job.session);
            }
            replay(*job.session, steps);
        } catch (const std::exception& e) {
            job.session.reset();
            job.initial.reset();
            job.error = QString::fromStdString(e.what());
        }
        return job;
    }));
}

void IncidentController::onJobFinished()
{
    if (m_watcher.future().resultCount() == 0)
        return;
    const Job job = m_watcher.result();
    if (job.generation != m_generation)
        return; // a later job replaced this one
    if (job.initial)
        m_initial = job.initial;
    if (job.session) {
        m_session = job.session;
        m_steps = m_pendingSteps;
        m_ended = hasEnd(m_steps);
        m_error.clear();
    } else {
        m_error = tr("The model could not run: %1").arg(job.error);
    }
    setBusy(false);
    emit sessionChanged();
    if (job.session && m_pendingApply)
        emit actionsApplied();
    if (job.session && m_pendingLearnerStep)
        emit changed();
}

void IncidentController::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

void IncidentController::setAnswerHidden(bool hidden)
{
    if (m_answerHidden == hidden)
        return;
    m_answerHidden = hidden;
    emit sessionChanged();
}

QString IncidentController::debriefMarkdown() const
{
    if (!m_session)
        return {};
    const ops::Debrief debrief = m_session->debrief();
    return IncidentDebriefText::markdown(debrief, *m_model, *m_texts,
                                         {causalChainOf(debrief), !m_answerHidden});
}

QString IncidentController::fullDebriefMarkdown() const
{
    if (!m_session)
        return {};
    const ops::Debrief debrief = m_session->debrief();
    return IncidentDebriefText::markdown(debrief, *m_model, *m_texts,
                                         {causalChainOf(debrief), true});
}

bool IncidentController::exportMarkdown(const QString& path, QString* error) const
{
    if (!m_session) {
        if (error)
            *error = tr("There is no debrief yet: the model has not run.");
        return false;
    }
    return IncidentDebriefText::writeMarkdown(fullDebriefMarkdown(), path, error);
}

bool IncidentController::exportPdf(const QString& path, QString* error) const
{
    if (!m_session) {
        if (error)
            *error = tr("There is no debrief yet: the model has not run.");
        return false;
    }
    return IncidentDebriefText::writePdf(
        fullDebriefMarkdown(), IncidentDebriefText::heading(*m_model, *m_texts), path, error);
}

} // namespace ailab::labs
