#pragma once

#include "labs/common/skeleton/lab_page.h"

class QLabel;
class QTableWidget;

namespace ailab::labs {
class MetricTile;
class SummaryChart;
} // namespace ailab::labs

namespace ailab::labs::capstone {

class CapstoneSession;

// Where the design's time goes (course: "Infrastructure Bottleneck Analyzer"): the course's
// analyzer with its two named assumptions shown as such, beside the demand the models compute:
// the step and its parts, the primary constraint, each resource's headroom, the step as the
// GPU count grows, and the time and energy to train; for a service, its latency and SLOs.
class BottleneckPage : public LabPage
{
    Q_OBJECT
public:
    explicit BottleneckPage(CapstoneSession& session, QWidget* parent = nullptr);

    MetricTile* courseConstraintTile() const { return m_courseConstraint; }
    MetricTile* stepTile() const { return m_step; }
    MetricTile* constraintTile() const { return m_constraint; }
    SummaryChart* stepChart() const { return m_stepChart; }
    SummaryChart* scalingChart() const { return m_scalingChart; }
    QTableWidget* headroomTable() const { return m_headroom; }

private:
    void refresh();

    CapstoneSession& m_session;
    MetricTile* m_networkDemand = nullptr;
    MetricTile* m_storageDemand = nullptr;
    MetricTile* m_courseConstraint = nullptr;
    MetricTile* m_lowestHeadroom = nullptr;
    MetricTile* m_step = nullptr;
    MetricTile* m_tflops = nullptr;
    MetricTile* m_constraint = nullptr;
    MetricTile* m_days = nullptr;
    MetricTile* m_energy = nullptr;
    MetricTile* m_serving = nullptr;
    QLabel* m_noTraining = nullptr;
    SummaryChart* m_stepChart = nullptr;
    SummaryChart* m_scalingChart = nullptr;
    SummaryChart* m_scalingStepChart = nullptr;
    QTableWidget* m_headroom = nullptr;
};

} // namespace ailab::labs::capstone
