#pragma once

#include "labs/common/skeleton/lab_page.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ailab::labs {
class DataTableToggle;
class ExplainerPanel;
class MetricTile;
} // namespace ailab::labs

namespace ailab::labs::scheduler {

class ClusterDrawing;
class SchedulerSession;

// The course's Lab 05 page: the cluster's nodes as GPU cells, the dashboard tiles (available
// GPUs, running jobs, queued jobs, GPU allocation), the queue, the scheduler's event
// timeline, and the learner's controls: the course's training and inference jobs, a job of
// one's own, and failing and repairing a node. It plays on the lab's time bar.
class ClusterPage : public LabPage
{
    Q_OBJECT
public:
    explicit ClusterPage(SchedulerSession& session, QWidget* parent = nullptr);

    ClusterDrawing* drawing() const { return m_drawing; }
    QPushButton* trainingButton() const { return m_training; }
    QPushButton* inferenceButton() const { return m_inference; }
    QPushButton* customButton() const { return m_custom; }
    QPushButton* failButton() const { return m_fail; }
    QPushButton* repairButton() const { return m_repair; }
    QComboBox* nodeChooser() const { return m_node; }
    QSpinBox* workersBox() const { return m_workers; }
    QSpinBox* gpusBox() const { return m_gpus; }
    QSpinBox* shareBox() const { return m_share; }
    QTableWidget* queueTable() const { return m_queue; }
    QListWidget* timeline() const { return m_timeline; }
    MetricTile* availableTile() const { return m_available; }
    MetricTile* runningTile() const { return m_running; }
    MetricTile* queuedTile() const { return m_queued; }
    MetricTile* allocationTile() const { return m_allocation; }
    QLabel* message() const { return m_message; }

private:
    void onRebuilt();
    void onFrame();
    void submitCustom();
    void showError(const QString& text);

    SchedulerSession& m_session;
    ClusterDrawing* m_drawing = nullptr;
    DataTableToggle* m_frame = nullptr;
    MetricTile* m_available = nullptr;
    MetricTile* m_running = nullptr;
    MetricTile* m_queued = nullptr;
    MetricTile* m_allocation = nullptr;
    QPushButton* m_training = nullptr;
    QPushButton* m_inference = nullptr;
    QPushButton* m_custom = nullptr;
    QPushButton* m_fail = nullptr;
    QPushButton* m_repair = nullptr;
    QComboBox* m_node = nullptr;
    QSpinBox* m_workers = nullptr;
    QSpinBox* m_gpus = nullptr;
    QSpinBox* m_share = nullptr;
    QDoubleSpinBox* m_hours = nullptr;
    QSpinBox* m_priority = nullptr;
    QTableWidget* m_queue = nullptr;
    QListWidget* m_timeline = nullptr;
    QLabel* m_message = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    std::size_t m_eventsShown = 0;
};

} // namespace ailab::labs::scheduler
