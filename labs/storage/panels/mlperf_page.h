#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::models::storage {
struct MlperfRunSetup;
}

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class SummaryChart;
} // namespace ailab::labs

namespace ailab::labs::storage {

// One run of the runner: n accelerators, the lowest job AU, pass or fail (core's SearchTrial).
struct RunnerTrial
{
    int accelerators = 0;
    double au = 0;
    bool passed = false;
};
struct RunnerOutcome;

// The MLPerf Storage runner: a workload (3D U-Net, ResNet-50, CosmoFlow) on A100 or H100
// accelerators reading a tier; one run gives its AU against the workload's threshold, the
// search finds the most accelerators the storage keeps above it (core's
// searchMaxAccelerators). Runs go to a worker thread with progress and a Stop button.
class MlperfPage : public LabPage
{
    Q_OBJECT
public:
    explicit MlperfPage(QWidget* parent = nullptr);
    ~MlperfPage() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override;

    core::models::storage::MlperfRunSetup setup() const;
    bool isRunning() const { return m_watcher.isRunning(); }

    QComboBox* workloadBox() const { return m_workload; }
    QComboBox* acceleratorBox() const { return m_accelerator; }
    QSpinBox* acceleratorsBox() const { return m_accelerators; }
    QComboBox* tierBox() const { return m_tier; }
    QSpinBox* bandwidthBox() const { return m_bandwidth; }
    QSpinBox* stepsBox() const { return m_steps; }
    QSpinBox* limitBox() const { return m_limit; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* searchButton() const { return m_search; }
    QPushButton* stopButton() const { return m_stop; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* statusLabel() const { return m_status; }
    MetricTile* auTile() const { return m_au; }
    MetricTile* throughputTile() const { return m_throughput; }
    MetricTile* waitTile() const { return m_wait; }
    MetricTile* maxTile() const { return m_max; }
    SummaryChart* chart() const { return m_chart; }
    const std::vector<RunnerTrial>& trials() const { return m_trials; }

Q_SIGNALS:
    // A run or a search has ended (finished, stopped or failed).
    void runFinished();

public Q_SLOTS:
    void startRun();
    void startSearch();
    void stop();

private:
    void start(bool search);
    void onTrialReady(int index);
    void onFinished();
    void showTrials();
    void clearResults();
    void updateExplainer();

    QComboBox* m_workload = nullptr;
    QComboBox* m_accelerator = nullptr;
    QSpinBox* m_accelerators = nullptr;
    QComboBox* m_tier = nullptr;
    QSpinBox* m_bandwidth = nullptr;
    QSpinBox* m_steps = nullptr;
    QSpinBox* m_limit = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_search = nullptr;
    QPushButton* m_stop = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    MetricTile* m_au = nullptr;
    MetricTile* m_throughput = nullptr;
    MetricTile* m_wait = nullptr;
    MetricTile* m_max = nullptr;
    SummaryChart* m_chart = nullptr;
    ExplainerPanel* m_explainer = nullptr;

    QFutureWatcher<RunnerTrial> m_watcher;
    std::shared_ptr<RunnerOutcome> m_outcome; // what the worker hands back besides trials
    std::vector<RunnerTrial> m_trials;
};

} // namespace ailab::labs::storage
