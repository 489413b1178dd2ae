#pragma once

#include "labs/common/skeleton/lab_page.h"

class QLabel;
class QSlider;
class QToolButton;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class SummaryChart;
class TimeSeriesPanel;
class TopologyView;
class CrosshairGroup;
} // namespace ailab::labs

namespace ailab::labs::stack {

class StackSession;

// Workload journey: the training job and an inference request flowing through the
// layers while the clock plays; sliders weaken one layer; tiles, a step-time breakdown
// (healthy vs current) and time series show the whole job slow down.
class JourneyPage : public LabPage
{
    Q_OBJECT
public:
    JourneyPage(StackSession& session, QWidget* parent = nullptr);

    QSlider* storageSlider() const { return m_storage; }
    QSlider* networkSlider() const { return m_network; }
    QSlider* powerSlider() const { return m_power; }
    MetricTile* stepTile() const { return m_stepTile; }
    MetricTile* utilisationTile() const { return m_utilisationTile; }
    MetricTile* bottleneckTile() const { return m_bottleneckTile; }
    MetricTile* throughputTile() const { return m_throughputTile; }
    MetricTile* inferenceTile() const { return m_inferenceTile; }
    TopologyView* topology() const { return m_topology; }
    SummaryChart* breakdown() const { return m_breakdown; }
    TimeSeriesPanel* stepSeries() const { return m_stepSeries; }
    TimeSeriesPanel* utilisationSeries() const { return m_utilisationSeries; }
    ExplainerPanel* explainer() const { return m_explainer; }
    // Shows or hides the explainer under the charts.
    QToolButton* explainToggle() const { return m_explainToggle; }

    // Slider positions from the session's degradations (without feeding back).
    void syncSliders();

private:
    QWidget* buildControls();
    void onSliderMoved();
    void onFrame();
    void onModelChanged();
    void onRebuilt();
    void updateSliderLabels();
    void updateStepRange();

    StackSession& m_session;
    TopologyView* m_topology = nullptr;
    QLabel* m_trainingText = nullptr;
    QLabel* m_requestText = nullptr;
    QSlider* m_storage = nullptr;
    QSlider* m_network = nullptr;
    QSlider* m_power = nullptr;
    QLabel* m_storageValue = nullptr;
    QLabel* m_networkValue = nullptr;
    QLabel* m_powerValue = nullptr;
    MetricTile* m_stepTile = nullptr;
    MetricTile* m_utilisationTile = nullptr;
    MetricTile* m_bottleneckTile = nullptr;
    MetricTile* m_throughputTile = nullptr;
    MetricTile* m_inferenceTile = nullptr;
    SummaryChart* m_breakdown = nullptr;
    TimeSeriesPanel* m_stepSeries = nullptr;
    TimeSeriesPanel* m_utilisationSeries = nullptr;
    CrosshairGroup* m_crosshair = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QToolButton* m_explainToggle = nullptr;
    bool m_syncing = false;
    double m_stepMax = 0.0; // the highest step time plotted since the last rebuild
};

// The translated name of a model layer ("compute", "network", "storage", "power").
QString layerDisplayName(const QString& layerId);

} // namespace ailab::labs::stack
