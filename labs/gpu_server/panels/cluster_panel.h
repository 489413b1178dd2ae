#pragma once

#include "core/models/gpu_server/cluster_builder.h"
#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>

class QComboBox;
class QDoubleSpinBox;
class QSlider;
class QSpinBox;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::gpu_server {

// The distributed cluster builder (seed: Lab 02, "Distributed AI Cluster Builder"): servers
// and GPUs per server give the totals (core/models/gpu_server/cluster_builder), the leaf-spine
// fabric the NICs need, drawn and aggregated when large, and how the all-reduce traffic of one
// data-parallel step grows with the cluster.
class ClusterPanel : public LabPage
{
    Q_OBJECT
public:
    explicit ClusterPanel(QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    const core::models::gpu_server::ClusterConfig& config() const { return m_config; }
    const core::models::gpu_server::ClusterTotals& totals() const { return m_totals; }

    QSlider* serversSlider() const { return m_servers; }
    QSpinBox* serversSpin() const { return m_serversSpin; }
    QSlider* gpusSlider() const { return m_gpus; }
    QSpinBox* nicsSpin() const { return m_nics; }
    QComboBox* gpuCombo() const { return m_gpu; }
    QComboBox* radixCombo() const { return m_radix; }
    MetricTile* gpusTile() const { return m_gpusTile; }
    MetricTile* hbmTile() const { return m_hbmTile; }
    MetricTile* nicsTile() const { return m_nicsTile; }
    MetricTile* powerTile() const { return m_powerTile; }
    MetricTile* fabricTile() const { return m_fabricTile; }
    MetricTile* allReduceTile() const { return m_allReduceTile; }
    TopologyView* topology() const { return m_topology; }
    TimeSeriesPanel* growthChart() const { return m_growth; }

Q_SIGNALS:
    void changed();

private:
    QWidget* buildControls();
    void recompute();
    void showTiles();
    void showGrowth();

    core::models::gpu_server::ClusterConfig m_config;
    core::models::gpu_server::ClusterTotals m_totals;
    bool m_updating = false;
    QString m_topologyKey; // rebuilt only when the drawn elements change

    QSlider* m_servers = nullptr;
    QSpinBox* m_serversSpin = nullptr;
    QSlider* m_gpus = nullptr;
    QSpinBox* m_gpusSpin = nullptr;
    QSpinBox* m_nics = nullptr;
    QDoubleSpinBox* m_hbm = nullptr;
    QComboBox* m_gpu = nullptr;
    QDoubleSpinBox* m_watts = nullptr;
    QComboBox* m_radix = nullptr;
    QDoubleSpinBox* m_gradient = nullptr;

    MetricTile* m_gpusTile = nullptr;
    MetricTile* m_hbmTile = nullptr;
    MetricTile* m_nicsTile = nullptr;
    MetricTile* m_powerTile = nullptr;
    MetricTile* m_fabricTile = nullptr;
    MetricTile* m_allReduceTile = nullptr;
    TopologyView* m_topology = nullptr;
    TimeSeriesPanel* m_growth = nullptr;
    ExplainerPanel* m_explainer = nullptr;
};

} // namespace ailab::labs::gpu_server
