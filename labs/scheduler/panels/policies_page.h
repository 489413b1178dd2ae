#pragma once

#include "labs/common/skeleton/lab_page.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace ailab::labs {
class ExplainerPanel;
class SummaryChart;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::scheduler {

class RunWorker;
class SchedulerSession;

// Placement policies: the chooser (first-fit, best-fit, packing, spread, topology-aware,
// FGD), the "why this node" record of the last decision (each node's failed filter or its
// score, as kube-scheduler-simulator shows per plugin and node), and the scenario's
// workload under two policies side by side, run on a worker: allocation over time,
// queue-wait percentiles and fragmentation.
class PoliciesPage : public LabPage
{
    Q_OBJECT
public:
    explicit PoliciesPage(SchedulerSession& session, QWidget* parent = nullptr);

    QComboBox* policyChooser() const { return m_policy; }
    QTableWidget* whyTable() const { return m_why; }
    QLabel* decisionLabel() const { return m_decision; }
    QComboBox* firstPolicy() const { return m_first; }
    QComboBox* secondPolicy() const { return m_second; }
    QPushButton* compareButton() const { return m_compare; }
    QLabel* compareStatus() const { return m_status; }
    TimeSeriesPanel* allocationChart() const { return m_allocation; }
    TimeSeriesPanel* fragmentationChart() const { return m_fragmentation; }
    SummaryChart* waitChart() const { return m_waits; }
    RunWorker* worker() const { return m_worker; }

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

private:
    void onRebuilt();
    void onFrame();
    void compare();
    void showComparison();

    SchedulerSession& m_session;
    QComboBox* m_policy = nullptr;
    QLabel* m_decision = nullptr;
    QTableWidget* m_why = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QComboBox* m_first = nullptr;
    QComboBox* m_second = nullptr;
    QPushButton* m_compare = nullptr;
    QLabel* m_status = nullptr;
    TimeSeriesPanel* m_allocation = nullptr;
    TimeSeriesPanel* m_fragmentation = nullptr;
    SummaryChart* m_waits = nullptr;
    RunWorker* m_worker = nullptr;
    double m_shownDecision = -2;
    std::ptrdiff_t m_shownJob = -2;
};

} // namespace ailab::labs::scheduler
