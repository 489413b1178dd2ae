#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident.h"

#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ailab::labs {

class IncidentTexts;

// The walk through an incident without its widgets: the core IncidentSession, the learner's
// steps (kept for saved states and replayed from them), the score and the debrief, and the
// worker that runs the model. The views of IncidentPanel read it and call its steps.
//
// Model runs (the baseline, applied responses, a restored walk) go to a worker thread: the
// worker takes its own copy of the session and the controller swaps it in when it is done,
// so the session is never touched from two threads. Learner steps wait while it runs.
//
// The investigation ends when the incident is resolved or the learner ends it; then nothing
// more can be recorded until a fresh start, except evidence, which then scores nothing.
class IncidentController : public QObject
{
    Q_OBJECT
public:
    explicit IncidentController(QObject* parent = nullptr);
    ~IncidentController() override;

    // A fresh walk through this incident (the baseline runs on the worker). Throws
    // core::Error when the model or texts are null.
    void setIncident(std::shared_ptr<const core::ops::IncidentModel> model,
                     std::shared_ptr<const IncidentTexts> texts);
    // Null before setIncident().
    const core::ops::IncidentModel* model() const { return m_model.get(); }
    const IncidentTexts* texts() const { return m_texts.get(); }
    // The session shown; null before the first baseline is ready.
    const core::ops::IncidentSession* session() const { return m_session.get(); }
    // A fresh start's session, after the first baseline; null before it.
    const core::ops::IncidentSession* initialSession() const { return m_initial.get(); }
    bool isBusy() const { return m_busy; }
    // The last worker's or step's error, "" when it went well.
    QString lastError() const { return m_error; }

    // Learner steps. Each throws core::Error for an unknown id and does nothing while the
    // worker runs or after the investigation ended.
    bool revealNextStage();
    void recordHypothesis(const std::string& id);
    std::optional<std::string> takeHint();
    // Applies the responses on the worker; busyChanged(false) follows.
    void applyActions(const std::vector<std::string>& ids);
    void endInvestigation();
    bool investigationEnded() const;
    // Back to the incident's start (no run: the first baseline is kept).
    void startOver();

    // What the learner can do now.
    bool isActive() const; // a session, no worker, investigation open
    bool canRevealStage() const;
    bool canTakeHint() const;
    bool canStartOver() const;
    bool canExportDebrief() const;

    // The learner's steps in order ({"step": "reveal" | "hypothesis" | "hint" | "apply" |
    // "end", "id" or "ids"}), for saved states.
    QJsonArray steps() const { return m_steps; }
    // Checks every step against the model, throwing core::Error naming it ("/steps/2/id")
    // before anything changes, then replays them on a fresh session on the worker.
    void replaySteps(const QJsonArray& steps);

    // Presenter mode hides the answer from the projected screen (DebriefContent::withAnswer):
    // the views leave out the root cause, the causal chain, the author's judgement and the
    // hints' texts until the instructor shows it. Exports keep the whole debrief.
    void setAnswerHidden(bool hidden);
    bool answerHidden() const { return m_answerHidden; }

    // The debrief as the views show it (without the answer while it is hidden).
    QString debriefMarkdown() const;
    // The whole debrief, the answer included, as the exports write it.
    QString fullDebriefMarkdown() const;
    bool exportMarkdown(const QString& path, QString* error = nullptr) const;
    bool exportPdf(const QString& path, QString* error = nullptr) const;

Q_SIGNALS:
    // The learner took a step (not emitted by replaySteps, setIncident or startOver).
    void changed();
    void busyChanged(bool busy);
    // The session, the steps or the error changed: the views show them anew.
    void sessionChanged();
    // After a learner's reveal of this stage (and its changed()).
    void stageRevealed(int stage);
    // The worker applied the learner's responses (before their changed()).
    void actionsApplied();
    // The learner ended the investigation (after its changed()).
    void investigationClosed();
    // startOver() went back to the start (before its sessionChanged()).
    void startedOver();

private:
    struct Job
    {
        int generation = 0;
        std::shared_ptr<core::ops::IncidentSession> session;
        std::shared_ptr<const core::ops::IncidentSession> initial; // a fresh start's
        QString error;
    };
    // One learner step as the session takes it.
    struct Step
    {
        enum class Kind { Reveal, Hypothesis, Hint, Apply, End };
        Kind kind = Kind::Reveal;
        std::vector<std::string> ids; // the hypothesis, or the responses applied together
    };
    // Runs `steps` on a copy of `start` on the worker; on success the copy becomes the
    // session and `stepsAfter` the saved steps.
    void startJob(std::shared_ptr<const core::ops::IncidentSession> start, std::vector<Step> steps,
                  QJsonArray stepsAfter, bool learnerStep, bool apply);
    void onJobFinished();
    void setBusy(bool busy);
    std::vector<Step> parseSteps(const QJsonArray& steps) const;
    static void replay(core::ops::IncidentSession& session, const std::vector<Step>& steps);
    void addLearnerStep(const QJsonObject& step);

    std::shared_ptr<const core::ops::IncidentModel> m_model;
    std::shared_ptr<const IncidentTexts> m_texts;
    std::shared_ptr<const core::ops::IncidentSession> m_initial; // after the baseline
    std::shared_ptr<core::ops::IncidentSession> m_session;
    QJsonArray m_steps;
    QJsonArray m_pendingSteps;
    bool m_pendingLearnerStep = false;
    bool m_pendingApply = false;
    int m_generation = 0;
    bool m_ended = false; // the learner ended the investigation
    bool m_busy = false;
    bool m_answerHidden = false;
    QString m_error;
    QFutureWatcher<Job> m_watcher;
};

} // namespace ailab::labs
