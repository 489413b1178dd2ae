#pragma once

#include "labs/common/skeleton/lab_page.h"

#include "core/hw/roofline.h"

#include <QJsonObject>
#include <vector>

class QComboBox;
class QTableWidget;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::gpu_server {

// The roofline of a catalog GPU (core/hw/roofline) at a chosen precision, on log-log axes:
// the roof min(peak, I x bandwidth), its ridge point marked, and the lab's kernels (GEMM,
// skinny GEMM, attention decode, element-wise add) placed at the intensity of their shapes.
class RooflinePanel : public LabPage
{
    Q_OBJECT
public:
    explicit RooflinePanel(QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    const core::hw::Roof& roof() const { return m_roof; }
    const std::vector<core::hw::KernelPlacement>& placements() const { return m_placements; }

    QComboBox* gpuCombo() const { return m_gpu; }
    QComboBox* precisionCombo() const { return m_precision; }
    TimeSeriesPanel* chart() const { return m_chart; }
    QTableWidget* kernelTable() const { return m_table; }
    MetricTile* ridgeTile() const { return m_ridgeTile; }
    MetricTile* peakTile() const { return m_peakTile; }

Q_SIGNALS:
    void changed();

private:
    void recompute();
    void updatePrecisions();
    void showChart();
    void showTable();
    void showExplainer();

    core::hw::Roof m_roof;
    std::vector<core::hw::KernelPlacement> m_placements;
    bool m_updating = false;

    QComboBox* m_gpu = nullptr;
    QComboBox* m_precision = nullptr;
    MetricTile* m_peakTile = nullptr;
    MetricTile* m_bandwidthTile = nullptr;
    MetricTile* m_ridgeTile = nullptr;
    TimeSeriesPanel* m_chart = nullptr;
    QTableWidget* m_table = nullptr;
    ExplainerPanel* m_explainer = nullptr;
};

} // namespace ailab::labs::gpu_server
