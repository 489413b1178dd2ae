#pragma once

#include "labs/common/skeleton/lab_page.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::inference {

class InferenceSession;

// Scaling and routing (course section 07.6): the lab's replicas with their router policy and
// autoscaler, edited and applied to the run; a replica failed or recovered at the clock's
// time; replicas ready, queue and throughput over time with the cluster's events; each
// replica's state.
class ScalingPage : public LabPage
{
    Q_OBJECT
public:
    explicit ScalingPage(InferenceSession& session, QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    // Applies the controls to the lab's cluster (restarts the run); false, with the error
    // shown, when the engine refuses them.
    bool apply();

    QSpinBox* replicasBox() const { return m_replicas; }
    QComboBox* routerBox() const { return m_router; }
    QCheckBox* autoscalerBox() const { return m_autoscaler; }
    QComboBox* metricBox() const { return m_metric; }
    QDoubleSpinBox* scaleUpBox() const { return m_scaleUp; }
    QSpinBox* maxReplicasBox() const { return m_maxReplicas; }
    QPushButton* applyButton() const { return m_apply; }
    QSpinBox* targetBox() const { return m_target; }
    QPushButton* failButton() const { return m_fail; }
    QPushButton* recoverButton() const { return m_recover; }
    QLabel* errorLabel() const { return m_error; }
    QTableWidget* replicaTable() const { return m_table; }
    TimeSeriesPanel* replicasChart() const { return m_readyChart; }
    MetricTile* readyTile() const { return m_readyTile; }
    MetricTile* warmupTile() const { return m_warmupTile; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void onRebuilt();
    void onFrame();
    void takeConfig();
    void showExplainer();

    InferenceSession& m_session;
    QSpinBox* m_replicas = nullptr;
    QComboBox* m_router = nullptr;
    QCheckBox* m_autoscaler = nullptr;
    QComboBox* m_metric = nullptr;
    QDoubleSpinBox* m_scaleUp = nullptr;
    QSpinBox* m_maxReplicas = nullptr;
    QPushButton* m_apply = nullptr;
    QSpinBox* m_target = nullptr;
    QPushButton* m_fail = nullptr;
    QPushButton* m_recover = nullptr;
    QLabel* m_error = nullptr;
    MetricTile* m_readyTile = nullptr;
    MetricTile* m_warmupTile = nullptr;
    MetricTile* m_queueTile = nullptr;
    MetricTile* m_gpusTile = nullptr;
    MetricTile* m_ttftTile = nullptr;
    TimeSeriesPanel* m_readyChart = nullptr;
    TimeSeriesPanel* m_queueChart = nullptr;
    TimeSeriesPanel* m_tokensChart = nullptr;
    QTableWidget* m_table = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    std::size_t m_eventsShown = 0;
};

} // namespace ailab::labs::inference
