#pragma once

#include "core/classroom/activity.h"
#include "core/classroom/activity_score.h"
#include "core/classroom/assessment_result.h"
#include "core/classroom/task_check.h"
#include "core/scenario/scenario.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace ailab::labs {

class ActivityEditor;
class ActivityProgress;
class ActivityTaskBox;
class WrappingComboBox;

// An attempt at an activity in assessment mode, from the learner's name to the hand-in.
struct AssessmentAttempt
{
    core::classroom::AssessmentResult result;
    QDateTime started; // UTC
    bool begun = false;
    bool ended = false;
    bool endWhenCheckDone = false; // the time ran out during a check
};

// What the pane needs of its lab: loading an activity's start, and the learner's current
// state (the start scenario with their edits), on which every task is checked.
struct ActivityHost
{
    std::function<void(const core::scenario::Scenario&)> loadStart; // throws core::Error
    std::function<core::scenario::Scenario()> editedScenario;
    // Locks and hides the lab's widgets that edit the activity's locked and hidden controls
    // (and undoes the last activity's); may be empty.
    std::function<void(const core::classroom::Activity&)> applyControls;
};

// The activity pane beside every lab (docs/architecture.md, "The lab skeleton"): the lab's
// shipped activities and "Open activity file...", then the running activity's instruction,
// the controls it locks, each task with its answer box, and the score. Checks run the lab's
// model on a worker (docs/architecture.md, "Threads"); the lab stays usable meanwhile. Each
// solved task's score goes to the learner's progress.
class ActivityPane : public QWidget
{
    Q_OBJECT
public:
    ActivityPane(QString labId, ActivityHost host, ActivityProgress* progress,
                 QWidget* parent = nullptr);
    ~ActivityPane() override;

    // The shipped activities in the chooser's order (resource paths).
    QStringList shippedActivities() const;
    // Each reads the activity, loads its start into the lab and shows its tasks; false, with
    // the reason shown in the pane (core's error naming the field), when the file is refused
    // or belongs to another lab: the running activity and the lab then stay as they were.
    bool startShipped(const QString& resourcePath);
    bool openActivityFile(const QString& path);
    bool start(const core::classroom::Activity& activity);

    const core::classroom::Activity* activity() const { return m_activity.get(); }
    ActivityTaskBox* taskBox(const QString& taskId) const;
    core::classroom::ActivityScore score() const;
    // From Check until its verdict is shown (the worker may be done before the verdict is).
    bool isChecking() const { return m_checkInFlight; }
    // The last message the pane showed about a file it refused, or about saving progress.
    QString message() const;

    // Assessment mode (docs/architecture.md, "Assessment"), for an activity that asks for it:
    // the learner gives their name and begins; no hints, each answer submitted once and
    // locked, a clock; the result goes to files after every answer and when the learner hands
    // in or the time is up. Until then no other activity starts.
    bool isAssessment() const;
    bool isAssessing() const; // begun and not ended
    // False, with the reason in the pane, when the name is not one (empty, too long).
    bool beginAssessment(const QString& learner);
    void handIn();
    // Shows the time left; ends the assessment when none is left. The pane's clock calls it
    // every second.
    void updateClock();
    const core::classroom::AssessmentResult* assessmentResult() const;
    // Where the result files go ("results" in the data folder unless set) and the CSV's path.
    void setResultsFolder(const QString& folder) { m_resultsFolder = folder; }
    QString resultFile() const;
    // Writes the ended assessment's files again into `folder` (a USB stick, a shared drive).
    bool saveResultCopy(const QString& folder);
    // The time the clock reads; tests set their own.
    void setClock(std::function<QDateTime()> now) { m_now = std::move(now); }
    QPushButton* handInButton() const { return m_handIn; }

    // The activity editor on the lab's current state, for an instructor; it previews in this
    // pane. Null until first opened.
    ActivityEditor* openEditor();
    ActivityEditor* editor() const;

Q_SIGNALS:
    void activityStarted(const QString& activityId);
    void checkFinished(const QString& taskId, bool passed);

private:
    struct CheckOutcome
    {
        QString taskId;
        std::optional<core::classroom::Verdict> verdict;
        QString error;
    };

    void buildChooser(QVBoxLayout* layout);
    void chooseFile();
    void showActivity();
    void clearTasks();
    void runCheck(const QString& taskId);
    void onCheckFinished();
    void updateScore();
    void recordProgress();
    void showSolution(const QString& taskId);
    void showMessage(const QString& text);
    void buildAssessmentArea(QVBoxLayout* layout);
    void showAssessmentStart();
    void recordSubmission(ActivityTaskBox* box, const core::classroom::Verdict& verdict);
    void endAssessment(core::classroom::AssessmentEnd end);
    void saveAssessment();
    void updateChooserLock();
    int secondsUsed() const;

    QString m_labId;
    ActivityHost m_host;
    QPointer<ActivityProgress> m_progress;
    std::shared_ptr<const core::classroom::Activity> m_activity;
    std::map<std::string, core::classroom::TaskProgress> m_taskProgress;
    std::vector<ActivityTaskBox*> m_taskBoxes;
    QFutureWatcher<CheckOutcome> m_watcher;
    bool m_checkInFlight = false;

    WrappingComboBox* m_chooser = nullptr;
    QPushButton* m_start = nullptr;
    QLabel* m_message = nullptr;
    QWidget* m_activityArea = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_instruction = nullptr;
    QLabel* m_controls = nullptr;
    QLabel* m_score = nullptr;
    QVBoxLayout* m_tasks = nullptr;

    // Assessment mode.
    std::optional<AssessmentAttempt> m_assessment;
    QString m_resultsFolder;
    std::function<QDateTime()> m_now = [] { return QDateTime::currentDateTimeUtc(); };
    QTimer m_clockTimer;
    QWidget* m_assessmentStart = nullptr;
    QLabel* m_assessmentRules = nullptr;
    QLineEdit* m_learnerName = nullptr;
    QWidget* m_assessmentBar = nullptr;
    QLabel* m_clock = nullptr;
    QPushButton* m_handIn = nullptr;
    QWidget* m_confirmHandIn = nullptr;
    QWidget* m_assessmentEnd = nullptr;
    QLabel* m_assessmentSummary = nullptr;
    QPushButton* m_open = nullptr;
    QPointer<ActivityEditor> m_editor;
};

} // namespace ailab::labs
