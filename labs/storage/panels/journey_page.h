#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>

class QLabel;

namespace ailab::labs {
class MetricTile;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::storage {

class StorageSession;

// The course's data journey (storage and the local NVMe cache when the preset has one,
// ingestion, preprocessing, the prefetch buffer, GPU training) played from the session's
// input pipeline on the time bar: the stages' rates and the GPUs' time computing as means
// over the last seconds (JourneyDrawing::kWindowS), the reads and batches moving. Selecting
// a stage shows its role and its figures.
class JourneyPage : public LabPage
{
    Q_OBJECT
public:
    JourneyPage(StorageSession& session, QWidget* parent = nullptr);
    ~JourneyPage() override;

    // {"selected": the stage shown in the inspector}.
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    TopologyView* view() const { return m_view; }
    QLabel* inspectorTitle() const { return m_inspectorTitle; }
    QLabel* inspectorText() const { return m_inspectorText; }
    MetricTile* storageTile() const { return m_storageTile; }
    MetricTile* bufferTile() const { return m_bufferTile; }
    MetricTile* gpuTile() const { return m_gpuTile; }
    MetricTile* statusTile() const { return m_statusTile; }

private:
    void onRebuilt();
    void onFrame();
    void showStage(const QString& id);

    StorageSession& m_session;
    TopologyView* m_view = nullptr;
    QLabel* m_inspectorTitle = nullptr;
    QLabel* m_inspectorText = nullptr;
    QLabel* m_inspectorFigures = nullptr;
    MetricTile* m_storageTile = nullptr;
    MetricTile* m_bufferTile = nullptr;
    MetricTile* m_gpuTile = nullptr;
    MetricTile* m_statusTile = nullptr;
    QString m_selected;
};

} // namespace ailab::labs::storage
