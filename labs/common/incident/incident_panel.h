#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident.h"

#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QComboBox;
class QFrame;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTextBrowser;
class QTreeWidget;

namespace ailab::labs {

class IncidentTexts;
class MetricTile;
class TimeSeriesPanel;

// An incident walkthrough (docs/architecture.md, "What users can expect", 15) over a core
// IncidentSession: the incident's header and key figures, evidence revealed stage by stage (in
// presenter mode only the instructor's control advances), hypotheses the learner records, hints
// that cost points, responses applied to the running model with their measured effect, the
// score, and a debrief exported as Markdown or PDF. The lab gives the model and its texts.
//
// Model runs (the baseline, applied responses, a restored walk) go to a worker thread: the
// worker takes its own copy of the session and the panel swaps it in when it is done, so
// the session is never touched from two threads. Learner controls wait while it runs.
//
// The investigation ends when the incident is resolved or the learner ends it; then the
// debrief shows the root cause, and nothing more can be recorded until a fresh start.
class IncidentPanel : public QWidget
{
    Q_OBJECT
public:
    explicit IncidentPanel(QWidget* parent = nullptr);
    ~IncidentPanel() override;

    // A fresh walk through this incident (the baseline runs on the worker). Throws
    // core::Error when the model or texts are null.
    void setIncident(std::shared_ptr<const core::ops::IncidentModel> model,
                     std::shared_ptr<const IncidentTexts> texts);
    // The session shown; null before the first baseline is ready.
    const core::ops::IncidentSession* session() const { return m_session.get(); }
    bool isBusy() const { return m_busy; }
    // The last worker's or step's error, "" when it went well.
    QString lastError() const { return m_error; }

    // Learner steps (what the buttons do). Each throws core::Error for an unknown id and
    // does nothing while the worker runs or after the investigation ended.
    bool revealNextStage();
    void recordHypothesis(const std::string& id);
    std::optional<std::string> takeHint();
    // Applies the responses on the worker; busyChanged(false) follows.
    void applyActions(const std::vector<std::string>& ids);
    void endInvestigation();
    bool investigationEnded() const;
    // Back to the incident's start (no run: the first baseline is kept).
    void startOver();

    // The learner's steps in order ({"step": "reveal" | "hypothesis" | "hint" | "apply" |
    // "end", "id" or "ids"}), for saved states.
    QJsonArray steps() const { return m_steps; }
    // Checks every step against the model, throwing core::Error naming it ("/steps/2/id")
    // before anything changes, then replays them on a fresh session on the worker.
    void replaySteps(const QJsonArray& steps);

    // The outcome figures shown as tiles in the header (at most kMaxKeyFigures); by default
    // the first three, the headline first.
    void setKeyFigures(std::vector<std::string> ids);
    static constexpr int kMaxKeyFigures = 4;

    void setPresenterMode(bool on);
    bool presenterMode() const { return m_presenter; }

    QString debriefMarkdown() const;
    bool exportMarkdown(const QString& path, QString* error = nullptr) const;
    bool exportPdf(const QString& path, QString* error = nullptr) const;

    // For tests and the lab.
    QPushButton* revealButton() const { return m_reveal; }
    QPushButton* instructorRevealButton() const { return m_instructorReveal; }
    QFrame* instructorBar() const { return m_instructorBar; }
    QListWidget* evidenceList() const { return m_evidenceList; }
    QLabel* evidenceDetail() const { return m_evidenceText; }
    QLabel* evidenceFigures() const { return m_evidenceFigures; }
    TimeSeriesPanel* evidenceChart() const { return m_evidenceChart; }
    QList<MetricTile*> figureTiles() const { return m_figureTiles; }
    MetricTile* scoreTile() const { return m_scoreTile; }
    MetricTile* statusTile() const { return m_statusTile; }
    QComboBox* hypothesisBox() const { return m_hypothesisBox; }
    QPushButton* recordButton() const { return m_record; }
    QListWidget* hypothesisList() const { return m_hypothesisList; }
    QPushButton* hintButton() const { return m_hint; }
    QListWidget* hintList() const { return m_hintList; }
    QListWidget* actionList() const { return m_actionList; }
    QPushButton* applyButton() const { return m_apply; }
    QTreeWidget* effectTree() const { return m_effectTree; }
    TimeSeriesPanel* effectChart() const { return m_effectChart; }
    QPushButton* endButton() const { return m_end; }
    QTextBrowser* debriefView() const { return m_debrief; }
    QTabWidget* tabs() const { return m_tabs; }
    QProgressBar* busyIndicator() const { return m_busyBar; }

    // The smallest height at this width: a scroll area that hosts the panel asks for the
    // height at a width, and the layout's answer (its preferred height) would scroll
    // although everything fits (as LabWorkspace).
    int heightForWidth(int width) const override;

Q_SIGNALS:
    // The learner took a step (not emitted by replaySteps or setIncident).
    void changed();
    void busyChanged(bool busy);

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
    void buildLayout();
    QWidget* buildEvidencePane();
    QWidget* buildHypothesisPage();
    QWidget* buildResponsePage();
    QWidget* buildOutcomePage();
    QWidget* buildDebriefPage();
    // Runs `steps` on a copy of `start` on the worker; on success the copy becomes the
    // session and `stepsAfter` the saved steps.
    void startJob(std::shared_ptr<const core::ops::IncidentSession> start, std::vector<Step> steps,
                  QJsonArray stepsAfter, bool learnerStep, bool apply);
    void onJobFinished();
    void setBusy(bool busy);
    std::vector<Step> parseSteps(const QJsonArray& steps) const;
    static void replay(core::ops::IncidentSession& session, const std::vector<Step>& steps);
    void addLearnerStep(const QJsonObject& step);
    bool isActive() const; // a session, no worker, investigation open

    void refresh();
    void refreshHeader();
    void refreshEvidence();
    void showEvidence(int row);
    void refreshHypotheses();
    void refreshActions();
    void refreshOutcome();
    void showEffect(int index);
    void refreshDebrief();
    void updateEnabled();
    // A new chart in `host` (the old one goes) with these series on one time axis; the y
    // axis is named yTitle, or the only series' name.
    TimeSeriesPanel* makeChart(QWidget* host, const QString& title,
                               const std::vector<std::pair<QString, core::ops::Series>>& series,
                               const QString& yTitle);
    void exportDebrief(bool pdf);

    std::shared_ptr<const core::ops::IncidentModel> m_model;
    std::shared_ptr<const IncidentTexts> m_texts;
    std::shared_ptr<const core::ops::IncidentSession> m_initial; // after the baseline
    std::shared_ptr<core::ops::IncidentSession> m_session;
    QJsonArray m_steps;
    std::vector<std::string> m_keyFigures;
    QJsonArray m_pendingSteps;
    bool m_pendingLearnerStep = false;
    bool m_pendingApply = false;
    int m_generation = 0;
    bool m_ended = false; // the learner ended the investigation
    bool m_busy = false;
    bool m_presenter = false;
    QString m_error;
    QFutureWatcher<Job> m_watcher;

    QLabel* m_title = nullptr;
    QLabel* m_summary = nullptr;
    QList<MetricTile*> m_figureTiles;
    MetricTile* m_scoreTile = nullptr;
    MetricTile* m_statusTile = nullptr;
    QFrame* m_instructorBar = nullptr;
    QLabel* m_instructorStage = nullptr;
    QPushButton* m_instructorReveal = nullptr;
    QLabel* m_stage = nullptr;
    QPushButton* m_reveal = nullptr;
    QListWidget* m_evidenceList = nullptr;
    QLabel* m_evidenceTitle = nullptr;
    QLabel* m_evidenceText = nullptr;
    QLabel* m_evidenceFigures = nullptr;
    TimeSeriesPanel* m_evidenceChart = nullptr;
    QWidget* m_evidenceChartHost = nullptr; // a chart is made anew for each item shown
    QTabWidget* m_tabs = nullptr;
    QComboBox* m_hypothesisBox = nullptr;
    QPushButton* m_record = nullptr;
    QListWidget* m_hypothesisList = nullptr;
    QLabel* m_hintCost = nullptr;
    QPushButton* m_hint = nullptr;
    QListWidget* m_hintList = nullptr;
    QListWidget* m_actionList = nullptr;
    QPushButton* m_apply = nullptr;
    QProgressBar* m_busyBar = nullptr;
    QLabel* m_status = nullptr;
    QTreeWidget* m_effectTree = nullptr;
    TimeSeriesPanel* m_effectChart = nullptr;
    QWidget* m_effectChartHost = nullptr;
    QPushButton* m_end = nullptr;
    QPushButton* m_startOver = nullptr;
    QLabel* m_debriefNote = nullptr;
    QTextBrowser* m_debrief = nullptr;
    QPushButton* m_exportMarkdown = nullptr;
    QPushButton* m_exportPdf = nullptr;
};

} // namespace ailab::labs
