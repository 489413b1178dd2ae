#pragma once

#include "labs/common/skeleton/lab_page.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace ailab::labs {
class ExplainerPanel;
class DataTableToggle;
} // namespace ailab::labs

namespace ailab::labs::scheduler {

class GanttChart;
class RunWorker;
class SchedulerSession;

// The backfill explorer: the run's jobs under strict FIFO, EASY and conservative backfill,
// run on a worker; the largest job followed on a Gantt chart of the GPUs over time, small
// jobs slipping in front of it, and per mode when it started against its reservation.
class BackfillPage : public LabPage
{
    Q_OBJECT
public:
    explicit BackfillPage(SchedulerSession& session, QWidget* parent = nullptr);

    QComboBox* modeChooser() const { return m_mode; }
    QPushButton* runButton() const { return m_run; }
    QTableWidget* modesTable() const { return m_modes; }
    GanttChart* gantt() const { return m_gantt; }
    QLabel* status() const { return m_status; }
    RunWorker* worker() const { return m_worker; }

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void run();
    void showRuns();
    void showGantt();

    SchedulerSession& m_session;
    QComboBox* m_mode = nullptr;
    QPushButton* m_run = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_modes = nullptr;
    GanttChart* m_gantt = nullptr;
    DataTableToggle* m_frame = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    RunWorker* m_worker = nullptr;
    bool m_stale = true;
};

} // namespace ailab::labs::scheduler
