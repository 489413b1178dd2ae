#pragma once

#include "labs/common/skeleton/lab_page.h"

class QButtonGroup;
class QRadioButton;

namespace ailab::core::topo {
enum class GpuFabric;
}

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class SummaryChart;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::gpu_server {

class GpuServerSession;

// The "Communication fabric" tab: switch the GPUs' fabric between PCIe only, NVLink pairs
// and NVSwitch; the ring's routes are highlighted on the drawing, the intra-node
// all-reduce time is shown with its formula, and a bar chart compares the three fabrics.
class FabricPage : public LabPage
{
    Q_OBJECT
public:
    explicit FabricPage(GpuServerSession& session, QWidget* parent = nullptr);

    QRadioButton* fabricButton(core::topo::GpuFabric fabric) const;
    TopologyView* topology() const { return m_view; }
    MetricTile* timeTile() const { return m_time; }
    MetricTile* bandwidthTile() const { return m_bandwidth; }
    MetricTile* busTile() const { return m_bus; }
    MetricTile* hopTile() const { return m_hop; }
    SummaryChart* chart() const { return m_chart; }
    ExplainerPanel* explainer() const { return m_explainer; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitFigureSizes();
    void refresh();

    GpuServerSession& m_session;
    QButtonGroup* m_group = nullptr;
    TopologyView* m_view = nullptr;
    MetricTile* m_time = nullptr;
    MetricTile* m_bandwidth = nullptr;
    MetricTile* m_bus = nullptr;
    MetricTile* m_hop = nullptr;
    SummaryChart* m_chart = nullptr;
    ExplainerPanel* m_explainer = nullptr;
};

} // namespace ailab::labs::gpu_server
