#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QPointer>
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

class ActivityProgress;
class IncidentController;
class IncidentDebriefPage;
class IncidentEvidencePane;
class IncidentHeader;
class IncidentHintBox;
class IncidentHypothesisBox;
class IncidentInstructorBar;
class IncidentOutcomePage;
class IncidentResponsePage;
class IncidentStatusLine;
class IncidentTexts;
class MetricTile;
class TimeSeriesPanel;

// An incident walkthrough (docs/architecture.md, "What users can expect", 15) over a core
// IncidentSession: the incident's header and key figures, evidence revealed stage by stage (in
// presenter mode only the instructor's control advances), hypotheses the learner records, hints
// that cost points, responses applied to the running model with their measured effect, the
// score, and a debrief exported as Markdown or PDF. The lab gives the model and its texts.
//
// The panel puts together an IncidentController, which holds the session, the learner's
// steps and the worker that runs the model, and the views of it; learner controls wait
// while the model runs.
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
    const core::ops::IncidentSession* session() const;
    bool isBusy() const;
    // The last worker's or step's error, "" when it went well.
    QString lastError() const;

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
    QJsonArray steps() const;
    // Checks every step against the model, throwing core::Error naming it ("/steps/2/id")
    // before anything changes, then replays them on a fresh session on the worker.
    void replaySteps(const QJsonArray& steps);

    // The outcome figures shown as tiles in the header (at most kMaxKeyFigures); by default
    // the first three, the headline first.
    void setKeyFigures(std::vector<std::string> ids);
    static constexpr int kMaxKeyFigures = 4;

    // Presenter mode: the instructor bar reveals the stages, the learner's reveal button
    // goes, and the answer is hidden from the projected screen until the instructor shows
    // it (IncidentInstructorBar).
    void setPresenterMode(bool on);
    bool presenterMode() const { return m_presenter; }
    // Each incident investigated goes to the learner's progress under `labId`, when it is
    // resolved and when the learner ends it, with its score.
    void setProgress(ActivityProgress* progress, const QString& labId);
    bool answerHidden() const;

    QString debriefMarkdown() const;
    bool exportMarkdown(const QString& path, QString* error = nullptr) const;
    bool exportPdf(const QString& path, QString* error = nullptr) const;

    // For tests and the lab.
    QPushButton* revealButton() const;
    QPushButton* instructorRevealButton() const;
    // Presenter mode: checked while the class sees the answer.
    QPushButton* instructorAnswerButton() const;
    QFrame* instructorBar() const;
    QListWidget* evidenceList() const;
    QLabel* evidenceDetail() const;
    QLabel* evidenceFigures() const;
    TimeSeriesPanel* evidenceChart() const;
    QList<MetricTile*> figureTiles() const;
    MetricTile* scoreTile() const;
    MetricTile* statusTile() const;
    QComboBox* hypothesisBox() const;
    QPushButton* recordButton() const;
    QListWidget* hypothesisList() const;
    QPushButton* hintButton() const;
    QListWidget* hintList() const;
    QListWidget* actionList() const;
    QPushButton* applyButton() const;
    QTreeWidget* effectTree() const;
    TimeSeriesPanel* effectChart() const;
    QPushButton* endButton() const;
    QTextBrowser* debriefView() const;
    QTabWidget* tabs() const { return m_tabs; }
    QProgressBar* busyIndicator() const;

    // The smallest height at this width: a scroll area that hosts the panel asks for the
    // height at a width, and the layout's answer (its preferred height) would scroll
    // although everything fits (as LabWorkspace).
    int heightForWidth(int width) const override;

Q_SIGNALS:
    // The learner took a step (not emitted by replaySteps or setIncident).
    void changed();
    void busyChanged(bool busy);

private:
    void buildLayout();
    void refresh();
    void updateEnabled();
    void onBusyChanged(bool busy);
    void recordProgress();

    IncidentController* m_controller = nullptr;
    bool m_presenter = false;
    QPointer<ActivityProgress> m_progress;
    QString m_progressLab;

    IncidentHeader* m_header = nullptr;
    IncidentInstructorBar* m_instructorBar = nullptr;
    IncidentStatusLine* m_statusLine = nullptr;
    IncidentEvidencePane* m_evidence = nullptr;
    QTabWidget* m_tabs = nullptr;
    IncidentHypothesisBox* m_hypotheses = nullptr;
    IncidentHintBox* m_hints = nullptr;
    IncidentResponsePage* m_responses = nullptr;
    IncidentOutcomePage* m_outcome = nullptr;
    IncidentDebriefPage* m_debrief = nullptr;
};

} // namespace ailab::labs
