#pragma once

#include "labs/common/skeleton/lab_page.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace ailab::labs {
class ExplainerPanel;
class SummaryChart;
} // namespace ailab::labs

namespace ailab::labs::scheduler {

class RunWorker;
class SchedulerSession;

// Placement matters beyond the scheduler: on a cluster built from a leaf-spine fabric,
// each data-parallel job's all-reduce on the GPUs it was actually given, computed by the
// fabric's flow engine, live for the run; and the same jobs under first-fit, spread and
// topology-aware placement, run on a worker, so packing a gang on one leaf shows its payoff
// on an oversubscribed fabric (and the course's section 05.6, 4 -> 16 GPUs).
class PlacementPage : public LabPage
{
    Q_OBJECT
public:
    explicit PlacementPage(SchedulerSession& session, QWidget* parent = nullptr);

    QTableWidget* jobsTable() const { return m_jobs; }
    QPushButton* compareButton() const { return m_compare; }
    SummaryChart* comparisonChart() const { return m_chart; }
    QLabel* status() const { return m_status; }
    RunWorker* worker() const { return m_worker; }
    QPushButton* topologyPresetButton() const { return m_openTopology; }
    QPushButton* scalingPresetButton() const { return m_openScaling; }

Q_SIGNALS:
    // The learner asked for a preset on a fabric ("topology-placement", "scaling-4-to-16").
    void openPreset(const QString& name);

private:
    void onRebuilt();
    void onFrame();
    void compare();
    void showComparison();

    SchedulerSession& m_session;
    QLabel* m_fabricText = nullptr;
    QPushButton* m_openTopology = nullptr;
    QPushButton* m_openScaling = nullptr;
    QTableWidget* m_jobs = nullptr;
    QPushButton* m_compare = nullptr;
    QLabel* m_status = nullptr;
    SummaryChart* m_chart = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    RunWorker* m_worker = nullptr;
    std::size_t m_segmentsShown = std::size_t(-1);
};

} // namespace ailab::labs::scheduler
