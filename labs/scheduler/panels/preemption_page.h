#pragma once

#include "labs/common/skeleton/lab_page.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace ailab::labs {
class DataTableToggle;
class ExplainerPanel;
class SummaryChart;
} // namespace ailab::labs

namespace ailab::labs::scheduler {

class GanttChart;
class RunWorker;
class SchedulerSession;

// The preemption explorer: the run's jobs with preemption, once with their checkpoints and
// once without, on a worker; the job of the highest priority followed on a Gantt chart,
// the victims' lost work and restore cost per job and in total.
class PreemptionPage : public LabPage
{
    Q_OBJECT
public:
    explicit PreemptionPage(SchedulerSession& session, QWidget* parent = nullptr);

    QComboBox* variantChooser() const { return m_variant; }
    QPushButton* runButton() const { return m_run; }
    QTableWidget* victimsTable() const { return m_victims; }
    SummaryChart* costChart() const { return m_costs; }
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
    void showVariant();

    SchedulerSession& m_session;
    QComboBox* m_variant = nullptr;
    QPushButton* m_run = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_victims = nullptr;
    SummaryChart* m_costs = nullptr;
    GanttChart* m_gantt = nullptr;
    DataTableToggle* m_frame = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    RunWorker* m_worker = nullptr;
    bool m_stale = true;
};

} // namespace ailab::labs::scheduler
