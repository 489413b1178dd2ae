#pragma once

#include "labs/common/skeleton/lab_page.h"

#include "core/train/memory_model.h"
#include "core/train/memory_placement.h"

#include <QJsonObject>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;
class QSlider;
class QSpinBox;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class SummaryChart;
} // namespace ailab::labs

namespace ailab::labs::gpu_server {

// The memory hierarchy explorer (seed: Lab 02, "AI Memory Hierarchy Explorer"): a working
// set, set directly or computed from a model's training memory, placed over GPU HBM, host
// DRAM and NVMe (core/train/memory_placement), with the pressure on each tier, the cost of
// what spills and a "fits in HBM" status shown as text and icon.
class MemoryPanel : public LabPage
{
    Q_OBJECT
public:
    explicit MemoryPanel(QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    // The figures on show, for the lab and for tests.
    const core::train::Placement& placement() const { return m_placement; }
    const core::train::TrainingMemory& trainingMemory() const { return m_memory; }
    bool fromModel() const;
    double workingSetGB() const;

    QSlider* workingSetSlider() const { return m_slider; }
    QDoubleSpinBox* workingSetSpin() const { return m_workingSet; }
    QRadioButton* fromModelButton() const { return m_fromModel; }
    QRadioButton* directButton() const { return m_direct; }
    QDoubleSpinBox* parametersSpin() const { return m_parameters; }
    QComboBox* precisionCombo() const { return m_precision; }
    QComboBox* optimizerCombo() const { return m_optimizer; }
    QComboBox* recomputeCombo() const { return m_recompute; }
    QSpinBox* batchSpin() const { return m_batch; }
    QSpinBox* sequenceSpin() const { return m_sequence; }
    MetricTile* statusTile() const { return m_statusTile; }
    MetricTile* spillTile() const { return m_spillTile; }
    MetricTile* totalTile() const { return m_totalTile; }
    SummaryChart* tierChart() const { return m_chart; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildControls();
    QWidget* buildFigures();
    void fitFigureSizes();
    void connectInputs();
    void setWorkingSetGB(double gb);
    void onSliderMoved(int position);
    void onSpinChanged(double gb);
    void recompute();
    void showPlacement();
    void showModel();
    void showExplainer();
    core::train::ModelShape shape() const;

    bool m_updating = false;
    core::train::Placement m_placement;
    core::train::TrainingMemory m_memory;

    QRadioButton* m_direct = nullptr;
    QRadioButton* m_fromModel = nullptr;
    QSlider* m_slider = nullptr;
    QDoubleSpinBox* m_workingSet = nullptr;
    QDoubleSpinBox* m_parameters = nullptr;
    QComboBox* m_precision = nullptr;
    QComboBox* m_optimizer = nullptr;
    QSpinBox* m_batch = nullptr;
    QSpinBox* m_sequence = nullptr;
    QSpinBox* m_layers = nullptr;
    QSpinBox* m_hidden = nullptr;
    QSpinBox* m_heads = nullptr;
    QComboBox* m_recompute = nullptr;
    QLabel* m_note = nullptr;

    MetricTile* m_statusTile = nullptr;
    MetricTile* m_hbmTile = nullptr;
    MetricTile* m_spillTile = nullptr;
    MetricTile* m_spillTimeTile = nullptr;
    MetricTile* m_weightsTile = nullptr;
    MetricTile* m_gradientsTile = nullptr;
    MetricTile* m_optimizerTile = nullptr;
    MetricTile* m_activationsTile = nullptr;
    MetricTile* m_totalTile = nullptr;
    SummaryChart* m_chart = nullptr;
    ExplainerPanel* m_explainer = nullptr;
};

} // namespace ailab::labs::gpu_server
