#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QFutureWatcher>
#include <atomic>
#include <memory>
#include <string>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ailab::core::design {
struct LongRunMonteCarlo;
}

namespace ailab::labs {
class MetricTile;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::capstone {

class CapstoneSession;

// What failures do to the design (course: "Architecture Failure Simulator"): the course's
// three buttons, its tiles and its timeline, driven by core's N-1 results; the N-1 table of
// every component class with its failure domain marked on the drawing; and the long run with
// failures, core's closed form beside a Monte-Carlo of many seeds on a worker with progress and
// Cancel.
class FailurePage : public LabPage
{
    Q_OBJECT
public:
    explicit FailurePage(CapstoneSession& session, QWidget* parent = nullptr);
    ~FailurePage() override;

    // The course's buttons: "compute" (a GPU server), "network" (a leaf), "storage" (a data
    // server). Appends the failure to the timeline and shows its tiles.
    void injectFailure(const QString& kind);
    void resetToDefaults() override;

    QListWidget* timeline() const { return m_timeline; }
    MetricTile* gpusTile() const { return m_gpus; }
    MetricTile* fabricTile() const { return m_fabric; }
    MetricTile* storageTile() const { return m_storage; }
    MetricTile* statusTile() const { return m_status; }
    QTableWidget* nMinus1Table() const { return m_table; }
    TopologyView* topology() const { return m_topology; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QLabel* monteCarloLabel() const { return m_monteCarlo; }
    QSpinBox* seedsBox() const { return m_seeds; }
    bool isRunning() const;

    void runLongRun();
    void cancelLongRun();

private:
    void refresh();
    void resetSimulator();
    void showBaselineTiles();
    void showFailure(int row);

    CapstoneSession& m_session;
    QPushButton* m_compute = nullptr;
    QPushButton* m_network = nullptr;
    QPushButton* m_storageButton = nullptr;
    MetricTile* m_gpus = nullptr;
    MetricTile* m_fabric = nullptr;
    MetricTile* m_storage = nullptr;
    MetricTile* m_status = nullptr;
    QListWidget* m_timeline = nullptr;
    int m_events = 0;
    QTableWidget* m_table = nullptr;
    TopologyView* m_topology = nullptr;
    QLabel* m_closedForm = nullptr;
    QSpinBox* m_seeds = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_monteCarlo = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    QFutureWatcher<std::shared_ptr<core::design::LongRunMonteCarlo>> m_watcher;
};

} // namespace ailab::labs::capstone
