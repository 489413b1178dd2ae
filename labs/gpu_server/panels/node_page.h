#pragma once

#include "labs/common/skeleton/lab_page.h"

class QLabel;
class QPushButton;

namespace ailab::labs {
class MetricTile;
class SummaryChart;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::gpu_server {

class GpuServerSession;

// The "Node" tab: the server drawn from its graph, an inspector for the selected part, and
// "Launch workload", which plays one training step per GPU (data load, forward, backward,
// all-reduce, optimizer) with tokens moving along the graph's routes.
class NodePage : public LabPage
{
    Q_OBJECT
public:
    explicit NodePage(GpuServerSession& session, QWidget* parent = nullptr);
    ~NodePage() override;

    void selectElement(const QString& id); // "" clears
    QString selectedElement() const { return m_selected; }

    TopologyView* topology() const { return m_view; }
    QPushButton* launchButton() const { return m_launch; }
    QLabel* inspector() const { return m_inspector; }
    QLabel* phaseLabel() const { return m_phase; }
    MetricTile* stepTile() const { return m_stepTile; }
    MetricTile* allReduceTile() const { return m_allReduceTile; }
    MetricTile* computeTile() const { return m_computeTile; }
    SummaryChart* timelineChart() const { return m_chart; }

Q_SIGNALS:
    void elementSelected(const QString& id);

private:
    void rebuild();
    void showFrame(double t);
    void updateInspector();

    GpuServerSession& m_session;
    TopologyView* m_view = nullptr;
    QLabel* m_inspector = nullptr;
    QLabel* m_phase = nullptr;
    QPushButton* m_launch = nullptr;
    MetricTile* m_stepTile = nullptr;
    MetricTile* m_allReduceTile = nullptr;
    MetricTile* m_computeTile = nullptr;
    SummaryChart* m_chart = nullptr;
    QString m_selected;
};

} // namespace ailab::labs::gpu_server
