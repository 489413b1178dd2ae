#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>
#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ailab::labs {
class CrosshairGroup;
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::operations {

class OperationsSession;

// Resilience and recovery (the course's Lab 08 "Resilience & Recovery Simulator") on the
// cluster twin:
// - the course's simulator as it is: checkpoint interval, restart time and the time since the
//   last checkpoint give the progress lost with and without a usable checkpoint, and a
//   simulated failure plays the recovery on a progress bar with its status
//   (core/cluster/course_recovery);
// - a long run of one of the twin's jobs with random failures at the Llama 3 rates, many
//   seeds per checkpoint interval on a worker with progress and Cancel
//   (core/cluster/resilience_run): effective training time against the interval with Young's
//   and Daly's intervals marked, the lost time split into lost work, restarts and checkpoint
//   stalls, one run's progress over time, and what a larger job does to the interval
//   (core/cluster/resilience_job); the checkpoint's stall comes from the job's storage in the
//   mode chosen (blocking, asynchronous, sharded, as the storage lab's);
// - a closing note with the long run's figures beside the published ones.
// The page computes no figure: every number is core's.
class ResiliencePage : public LabPage
{
    Q_OBJECT
public:
    explicit ResiliencePage(OperationsSession& session, QWidget* parent = nullptr);
    ~ResiliencePage() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    // The course's simulator.
    QDoubleSpinBox* intervalInput() const { return m_interval; }
    QDoubleSpinBox* restartInput() const { return m_restart; }
    QDoubleSpinBox* sinceInput() const { return m_since; }
    QDoubleSpinBox* trainedInput() const { return m_trained; }
    QCheckBox* usableCheck() const { return m_usable; }
    MetricTile* lostTile() const { return m_lostTile; }
    MetricTile* recoveryTile() const { return m_recoveryTile; }
    MetricTile* savedTile() const { return m_savedTile; }
    MetricTile* withoutTile() const { return m_withoutTile; }
    MetricTile* statusTile() const { return m_statusTile; }
    MetricTile* failuresTile() const { return m_failuresTile; }
    QProgressBar* recoveryBar() const { return m_recoveryBar; }
    QPushButton* simulateButton() const { return m_simulate; }
    QLabel* recoveryText() const { return m_recoveryText; }
    // Plays the running recovery to its end at once.
    void finishRecovery();

    // The long run.
    QComboBox* jobChooser() const { return m_job; }
    QComboBox* modeChooser() const { return m_mode; }
    QSpinBox* daysInput() const { return m_days; }
    QSpinBox* seedsInput() const { return m_seeds; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* runProgress() const { return m_progress; }
    QLabel* runStatus() const { return m_status; }
    QLabel* jobLine() const { return m_jobLine; }
    MetricTile* mtbfTile() const { return m_mtbfTile; }
    MetricTile* stallTile() const { return m_stallTile; }
    MetricTile* youngTile() const { return m_youngTile; }
    MetricTile* dalyTile() const { return m_dalyTile; }
    MetricTile* bestTile() const { return m_bestTile; }
    TimeSeriesPanel* effectiveChart() const { return m_effectiveChart; }
    TimeSeriesPanel* lossChart() const { return m_lossChart; }
    TimeSeriesPanel* longRunChart() const { return m_longRunChart; }
    TimeSeriesPanel* sizeIntervalChart() const { return m_sizeIntervalChart; }
    TimeSeriesPanel* sizeEffectiveChart() const { return m_sizeEffectiveChart; }
    QLabel* closingNote() const { return m_closing; }
    bool isRunning() const { return m_watcher.isRunning(); }
    // Starts the long run (as Run does); false when one is running or there is no job.
    bool startRun();

    struct Outcome;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyFontSizes();
    void updateCourse();
    void simulateFailure();
    void advanceRecovery();
    void showRecovery(double sinceFailureS);
    void onRebuilt();
    void updateJob();
    void cancelRun();
    void onRunProgress(int done, int total);
    void onRunFinished();
    void clearRun();

    OperationsSession& m_session;
    // The course's simulator.
    QDoubleSpinBox* m_interval = nullptr;
    QDoubleSpinBox* m_restart = nullptr;
    QDoubleSpinBox* m_since = nullptr;
    QDoubleSpinBox* m_trained = nullptr;
    QCheckBox* m_usable = nullptr;
    MetricTile* m_lostTile = nullptr;
    MetricTile* m_recoveryTile = nullptr;
    MetricTile* m_savedTile = nullptr;
    MetricTile* m_withoutTile = nullptr;
    MetricTile* m_statusTile = nullptr;
    MetricTile* m_failuresTile = nullptr;
    QProgressBar* m_recoveryBar = nullptr;
    QPushButton* m_simulate = nullptr;
    QLabel* m_recoveryText = nullptr;
    QTimer m_recoveryTimer;
    QElapsedTimer m_recoveryClock;
    double m_recoveryRestartS = 0;   // the recovery being played
    double m_recoveryRecomputeS = 0;
    double m_shownSinceFailureS = -1; // where it stands; -1: no failure yet
    int m_simulatedFailures = 0;
    // The long run.
    QComboBox* m_job = nullptr;
    QComboBox* m_mode = nullptr;
    QSpinBox* m_days = nullptr;
    QSpinBox* m_seeds = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_jobLine = nullptr;
    MetricTile* m_mtbfTile = nullptr;
    MetricTile* m_stallTile = nullptr;
    MetricTile* m_youngTile = nullptr;
    MetricTile* m_dalyTile = nullptr;
    MetricTile* m_bestTile = nullptr;
    TimeSeriesPanel* m_effectiveChart = nullptr;
    TimeSeriesPanel* m_lossChart = nullptr;
    TimeSeriesPanel* m_longRunChart = nullptr;
    TimeSeriesPanel* m_sizeIntervalChart = nullptr;
    TimeSeriesPanel* m_sizeEffectiveChart = nullptr;
    QLabel* m_closing = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    CrosshairGroup* m_intervalCrosshair = nullptr;
    CrosshairGroup* m_sizeCrosshair = nullptr;
    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    int m_generation = 0; // bumped by every change that makes a run's results stale
    QString m_chosenJob; // the job the learner chose (kept across a rebuild of the same scenario)
};

} // namespace ailab::labs::operations
