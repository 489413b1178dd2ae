#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QFutureWatcher>
#include <atomic>
#include <memory>

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ailab::core::infer {
struct ReplicaSearch;
struct SweepPoint;
} // namespace ailab::core::infer

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::inference {

class InferenceSession;
struct CapacityResults;

// Latency and capacity (course section 07.5): the lab's cluster and workload run at several
// request rates on a worker thread (core/infer/serving_sweep.h), with progress and cancel,
// each judged in steady state (core/infer/steady_state.h), and the steady state's TTFT and
// TPOT percentiles, throughput and goodput drawn against the rate with the SLO lines; and
// the fewest replicas that sustain a target rate and meet the SLO there.
class CapacityPage : public LabPage
{
    Q_OBJECT
public:
    explicit CapacityPage(InferenceSession& session, QWidget* parent = nullptr);
    ~CapacityPage() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override;

    void startSweep();
    void startReplicaSearch();
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }
    // Points done in the last sweep, and the rates asked for.
    int pointCount() const;
    double pointRate(int point) const;
    double pointTtftP95(int point) const;
    double pointTpotP95(int point) const;
    double pointGoodput(int point) const;
    double pointCompletionRate(int point) const; // steady state's completions per second
    bool pointSustained(int point) const;
    int pointRequests(int point) const; // run: the asked number or more
    // The last replica search's answer: 0 none enough, -1 not run or cancelled.
    int replicasNeeded() const { return m_replicasNeeded; }

    QDoubleSpinBox* minRateBox() const { return m_minRate; }
    QDoubleSpinBox* maxRateBox() const { return m_maxRate; }
    QSpinBox* pointsBox() const { return m_points; }
    QSpinBox* requestsBox() const { return m_requests; }
    QDoubleSpinBox* targetRateBox() const { return m_targetRate; }
    QSpinBox* attainmentBox() const { return m_attainment; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* findButton() const { return m_find; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* statusLabel() const { return m_status; }
    TimeSeriesPanel* ttftChart() const { return m_ttft; }
    TimeSeriesPanel* tpotChart() const { return m_tpot; }
    TimeSeriesPanel* throughputChart() const { return m_throughput; }
    MetricTile* replicasTile() const { return m_replicasTile; }

Q_SIGNALS:
    // A sweep or a replica search ended (finished or cancelled).
    void workFinished();

private:
    void setWorking(bool working);
    void clearCharts();
    void showSloLines();
    void showExplainer();
    void showPoint(const core::infer::SweepPoint& point, int done);
    void showSearch(const core::infer::ReplicaSearch& search, double rate, int maxReplicas);
    QString steadyText(const core::infer::SweepPoint& point) const;

    InferenceSession& m_session;
    QDoubleSpinBox* m_minRate = nullptr;
    QDoubleSpinBox* m_maxRate = nullptr;
    QSpinBox* m_points = nullptr;
    QSpinBox* m_requests = nullptr;
    QDoubleSpinBox* m_targetRate = nullptr;
    QSpinBox* m_attainment = nullptr;
    QSpinBox* m_maxReplicas = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_find = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    MetricTile* m_replicasTile = nullptr;
    TimeSeriesPanel* m_ttft = nullptr;
    TimeSeriesPanel* m_tpot = nullptr;
    TimeSeriesPanel* m_throughput = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    std::unique_ptr<CapacityResults> m_results;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    int m_replicasNeeded = -1;
    int m_generation = 0;
    bool m_cancelled = false;
};

} // namespace ailab::labs::inference
