#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

class QLabel;
class QTabWidget;
class QVBoxLayout;

namespace ailab::labs {
class CrosshairGroup;
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::storage {

class StarvationControls;
class StorageSession;

// The starvation simulator: the course's three capacities and its tiles (effective
// throughput, fed fraction, wait fraction, limiting stage) from the closed form, beside the
// same figures measured on the discrete-event pipeline as it runs; loader workers, batches
// ahead and latency jitter, which the closed form leaves out; a per-stage timeline (data
// delivered, the prefetch buffer) and the first GPU's busy/idle strip.
class StarvationPage : public LabPage
{
    Q_OBJECT
public:
    StarvationPage(StorageSession& session, QWidget* parent = nullptr);
    ~StarvationPage() override;

    // {"view": the tab shown}; the pipeline itself is the lab's "config".
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    StarvationControls* controls() const { return m_controls; }
    MetricTile* throughputTile() const { return m_throughput; }
    MetricTile* fedTile() const { return m_fed; }
    MetricTile* waitTile() const { return m_wait; }
    MetricTile* limitingTile() const { return m_limiting; }
    MetricTile* simulatedThroughputTile() const { return m_simThroughput; }
    MetricTile* simulatedBusyTile() const { return m_simBusy; }
    MetricTile* simulatedWaitTile() const { return m_simWait; }
    MetricTile* auTile() const { return m_au; }
    TimeSeriesPanel* deliveryChart() const { return m_delivery; }
    TimeSeriesPanel* bufferChart() const { return m_buffer; }
    TimeSeriesPanel* gpuStrip() const { return m_strip; }
    ExplainerPanel* explainer() const { return m_explainer; }
    QLabel* verdictLabel() const { return m_verdict; }
    QLabel* messageLabel() const { return m_message; }
    QTabWidget* views() const { return m_views; }

private:
    void onEdited();
    void onRebuilt();
    void onFrame();
    // New charts for the jobs of the run (their series are the jobs'), when they changed.
    void buildCharts();

    StorageSession& m_session;
    StarvationControls* m_controls = nullptr;
    MetricTile* m_throughput = nullptr;
    MetricTile* m_fed = nullptr;
    MetricTile* m_wait = nullptr;
    MetricTile* m_limiting = nullptr;
    MetricTile* m_simThroughput = nullptr;
    MetricTile* m_simBusy = nullptr;
    MetricTile* m_simWait = nullptr;
    MetricTile* m_au = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_message = nullptr;
    QTabWidget* m_views = nullptr;
    TimeSeriesPanel* m_delivery = nullptr;
    TimeSeriesPanel* m_buffer = nullptr;
    TimeSeriesPanel* m_strip = nullptr;
    CrosshairGroup* m_crosshair = nullptr;
    QVBoxLayout* m_timelineLayout = nullptr;
    QStringList m_chartJobs; // the jobs the charts have series for
    ExplainerPanel* m_explainer = nullptr;
    // Samples and steps already drawn, per series.
    std::vector<std::size_t> m_seen;
    std::size_t m_stepsSeen = 0;
};

} // namespace ailab::labs::storage
