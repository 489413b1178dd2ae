#pragma once

#include "labs/common/skeleton/lab_page.h"

class QCheckBox;
class QPushButton;
class QSpinBox;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::inference {

class InferenceSession;

// The course's request journey (section 07.1): client, gateway, scheduler, model server
// (queue, prefill, decode), response, with one live request of the lab's run moving through
// it on the time bar, its time to first token and its tokens arriving. It follows the newest
// request by default, or the one the learner picks.
class JourneyPage : public LabPage
{
    Q_OBJECT
public:
    explicit JourneyPage(InferenceSession& session, QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    // The request shown (0-based index in arrival order).
    int followedRequest() const { return m_request; }
    void followRequest(int request); // stops following new requests
    bool followsNewRequests() const;

    TopologyView* topology() const { return m_topology; }
    TimeSeriesPanel* tokenChart() const { return m_tokens; }
    MetricTile* stageTile() const { return m_stage; }
    MetricTile* ttftTile() const { return m_ttft; }
    MetricTile* tokensTile() const { return m_tokenCount; }
    MetricTile* interTokenTile() const { return m_interToken; }
    MetricTile* latencyTile() const { return m_latency; }
    QSpinBox* requestBox() const { return m_requestBox; }
    QCheckBox* followBox() const { return m_followBox; }

private:
    void onRebuilt();
    void onFrame();
    void pickNewestRequest();
    void showRequest();
    void showExplainer();

    InferenceSession& m_session;
    QSpinBox* m_requestBox = nullptr;
    QCheckBox* m_followBox = nullptr;
    QPushButton* m_newest = nullptr;
    MetricTile* m_stage = nullptr;
    MetricTile* m_ttft = nullptr;
    MetricTile* m_tokenCount = nullptr;
    MetricTile* m_interToken = nullptr;
    MetricTile* m_latency = nullptr;
    MetricTile* m_queue = nullptr;
    TopologyView* m_topology = nullptr;
    TimeSeriesPanel* m_tokens = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    int m_request = 0;
    int m_shownTokens = -1;
    bool m_updating = false;
};

} // namespace ailab::labs::inference
