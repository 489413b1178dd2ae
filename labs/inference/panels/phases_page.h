#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <memory>

class QComboBox;
class QLabel;
class QSpinBox;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::inference {

class InferenceSession;
struct PhasesFigures;

// Prefill and decode on the GPU's roofline: a prompt's prefill (compute bound) and a decode
// step at batch 1 and at the chosen batch (memory bound) placed under the roof of the
// replica's GPU (core/hw/roofline), and the decode batch against tokens per second and
// inter-token latency, with the batch from which batching stops paying. Every figure comes
// from core/infer/iteration_cost; the page starts from the lab's replica and the learner may
// try another model, GPU, split or precision.
class PhasesPage : public LabPage
{
    Q_OBJECT
public:
    explicit PhasesPage(InferenceSession& session, QWidget* parent = nullptr);
    ~PhasesPage() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override;

    QComboBox* modelBox() const { return m_model; }
    QComboBox* gpuBox() const { return m_gpu; }
    QComboBox* tensorParallelBox() const { return m_tp; }
    QComboBox* weightsBox() const { return m_weights; }
    QSpinBox* promptBox() const { return m_prompt; }
    QSpinBox* contextBox() const { return m_context; }
    QSpinBox* batchBox() const { return m_batch; }
    TimeSeriesPanel* rooflineChart() const { return m_roofline; }
    TimeSeriesPanel* throughputChart() const { return m_throughput; }
    TimeSeriesPanel* latencyChart() const { return m_latency; }
    MetricTile* prefillTile() const { return m_prefillTile; }
    MetricTile* decodeTile() const { return m_decodeTile; }
    MetricTile* kneeTile() const { return m_kneeTile; }
    QLabel* errorLabel() const { return m_error; }
    // The batch from which batching stops paying, 0 when the set-up does not fit.
    int kneeBatch() const;

private:
    void takeReplicaFromSession();
    void recompute();
    void showRoofline();
    void showBatchCurves();
    void showTiles();
    void showExplainer();

    InferenceSession& m_session;
    QComboBox* m_model = nullptr;
    QComboBox* m_gpu = nullptr;
    QComboBox* m_tp = nullptr;
    QComboBox* m_weights = nullptr;
    QSpinBox* m_prompt = nullptr;
    QSpinBox* m_context = nullptr;
    QSpinBox* m_batch = nullptr;
    QLabel* m_error = nullptr;
    MetricTile* m_prefillTile = nullptr;
    MetricTile* m_decodeTile = nullptr;
    MetricTile* m_throughputTile = nullptr;
    MetricTile* m_kneeTile = nullptr;
    TimeSeriesPanel* m_roofline = nullptr;
    TimeSeriesPanel* m_throughput = nullptr;
    TimeSeriesPanel* m_latency = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    std::unique_ptr<PhasesFigures> m_figures;
    bool m_updating = false;
};

} // namespace ailab::labs::inference
