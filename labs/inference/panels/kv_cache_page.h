#pragma once

#include "labs/common/skeleton/lab_page.h"

class QSpinBox;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class SummaryChart;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::inference {

class BlockMapView;
class InferenceSession;

// The paged KV cache of the lab's run (course section 07.4): a replica's block map filling
// as its requests grow, the GPU's memory split (weights, KV cache, reserve, what the engine
// leaves), KV usage, requests and preemptions over time, and the KV bytes per token of each
// model of the catalogue.
class KvCachePage : public LabPage
{
    Q_OBJECT
public:
    explicit KvCachePage(InferenceSession& session, QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    int replica() const;
    QSpinBox* replicaBox() const { return m_replica; }
    BlockMapView* blockMap() const { return m_map; }
    SummaryChart* memoryChart() const { return m_memory; }
    SummaryChart* perTokenChart() const { return m_perToken; }
    TimeSeriesPanel* usageChart() const { return m_usage; }
    TimeSeriesPanel* requestsChart() const { return m_requests; }
    MetricTile* blocksTile() const { return m_blocksTile; }
    MetricTile* preemptionsTile() const { return m_preemptionsTile; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void onRebuilt();
    void onFrame();
    void showStatic();

    InferenceSession& m_session;
    QSpinBox* m_replica = nullptr;
    MetricTile* m_blocksTile = nullptr;
    MetricTile* m_capacityTile = nullptr;
    MetricTile* m_perTokenTile = nullptr;
    MetricTile* m_batchTile = nullptr;
    MetricTile* m_preemptionsTile = nullptr;
    BlockMapView* m_map = nullptr;
    SummaryChart* m_memory = nullptr;
    SummaryChart* m_perToken = nullptr;
    TimeSeriesPanel* m_usage = nullptr;
    TimeSeriesPanel* m_requests = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    int m_wanted = 1; // the replica asked for (1-based), shown once it exists
};

} // namespace ailab::labs::inference
