#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <memory>

class QLabel;
class QSpinBox;

namespace ailab::core::infer {
struct IterationTimeline;
}

namespace ailab::labs {
class DataTableToggle;
class ExplainerPanel;
class MetricTile;
} // namespace ailab::labs

namespace ailab::labs::inference {

class InferenceSession;
class IterationGrid;

// Continuous batching from the real scheduler (course section 07.3): a handful of requests
// (A, B, C, ...) on the lab's replica, recorded iteration by iteration with vLLM V1's
// scheduler (core/infer/iteration_timeline.h) and, below it, with static batching. The
// learner sets the requests, their lengths, the token budget and max_num_seqs.
class BatchingPage : public LabPage
{
    Q_OBJECT
public:
    explicit BatchingPage(InferenceSession& session, QWidget* parent = nullptr);
    ~BatchingPage() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override;

    QSpinBox* requestsBox() const { return m_requests; }
    QSpinBox* promptBox() const { return m_prompt; }
    QSpinBox* outputBox() const { return m_output; }
    QSpinBox* budgetBox() const { return m_budget; }
    QSpinBox* maxSeqsBox() const { return m_maxSeqs; }
    IterationGrid* continuousGrid() const { return m_continuousGrid; }
    IterationGrid* staticGrid() const { return m_staticGrid; }
    const core::infer::IterationTimeline& continuousTimeline() const { return *m_continuous; }
    const core::infer::IterationTimeline& staticTimeline() const { return *m_static; }
    MetricTile* continuousTtftTile() const { return m_continuousTtft; }
    MetricTile* staticTtftTile() const { return m_staticTtft; }

private:
    void recompute();
    DataTableToggle* frameGrid(IterationGrid* grid, const QString& title);

    InferenceSession& m_session;
    QSpinBox* m_requests = nullptr;
    QSpinBox* m_prompt = nullptr;
    QSpinBox* m_output = nullptr;
    QSpinBox* m_budget = nullptr;
    QSpinBox* m_maxSeqs = nullptr;
    QLabel* m_legend = nullptr;
    IterationGrid* m_continuousGrid = nullptr;
    IterationGrid* m_staticGrid = nullptr;
    MetricTile* m_continuousTtft = nullptr;
    MetricTile* m_continuousDone = nullptr;
    MetricTile* m_continuousIterations = nullptr;
    MetricTile* m_staticTtft = nullptr;
    MetricTile* m_staticDone = nullptr;
    MetricTile* m_staticIterations = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    std::unique_ptr<core::infer::IterationTimeline> m_continuous;
    std::unique_ptr<core::infer::IterationTimeline> m_static;
    bool m_updating = false;
};

} // namespace ailab::labs::inference
