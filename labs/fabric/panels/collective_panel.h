#pragma once

#include "labs/common/skeleton/lab_page.h"

// moc (Qt 6.4) parses the core's <compare> only after a Qt header: Qt comes first.
// The models this view shows.
#include "core/collective/sweep.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::fabric {

class CollectiveRingPage;

// Collective explorer: an all-reduce algorithm, a scale (servers x GPUs) and a message
// size. A sweep from 1 KiB to 4 GiB runs on a worker (progress, cancel) and charts time
// and busbw against size, simulated on the flow engine and in closed form on the same
// plots: latency-bound on the left, bandwidth-bound on the right. A ring all-reduce
// plays step by step: reduce-scatter, then all-gather.
class CollectivePanel : public LabPage
{
    Q_OBJECT
public:
    explicit CollectivePanel(QWidget* parent = nullptr);
    ~CollectivePanel() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    // The sweep for the current controls (fabric, collective, sizes).
    core::collective::SweepRequest sweepRequest() const;

    void startSweep();
    void cancelSweep();
    bool isSweeping() const;
    const std::vector<core::collective::SweepPoint>& points() const { return m_points; }

    CollectiveRingPage* ringPage() const { return m_ringPage; }

    QComboBox* algorithmBox() const { return m_algorithm; }
    QComboBox* serversBox() const { return m_servers; }
    QComboBox* gpusBox() const { return m_gpus; }
    QComboBox* nicRateBox() const { return m_nicRate; }
    QComboBox* sizeBox() const { return m_size; }
    QLabel* fabricLabel() const { return m_fabricLabel; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }
    MetricTile* timeTile() const { return m_timeTile; }
    MetricTile* busbwTile() const { return m_busbwTile; }
    TimeSeriesPanel* timeChart() const { return m_timeChart; }
    TimeSeriesPanel* busbwChart() const { return m_busbwChart; }
    ExplainerPanel* explainer() const { return m_explainer; }

Q_SIGNALS:
    void changed();
    void sweepFinished();

private:
    void onControlsChanged();
    // Tree and Rabenseifner stop at kMaxServersTreeLike servers (their larger choices are
    // disabled, and a larger choice falls back to it).
    void limitServersToAlgorithm();
    void onPointReady(int index);
    void onSweepFinished();
    void showSelectedSize();
    void updateExplainer();

    QComboBox* m_algorithm = nullptr;
    QComboBox* m_servers = nullptr;
    QComboBox* m_gpus = nullptr;
    QComboBox* m_nicRate = nullptr;
    QComboBox* m_size = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_fabricLabel = nullptr;
    MetricTile* m_timeTile = nullptr;
    MetricTile* m_busbwTile = nullptr;
    TimeSeriesPanel* m_timeChart = nullptr;
    TimeSeriesPanel* m_busbwChart = nullptr;
    CollectiveRingPage* m_ringPage = nullptr;
    ExplainerPanel* m_explainer = nullptr;

    QFutureWatcher<core::collective::SweepPoint> m_watcher;
    std::shared_ptr<QString> m_sweepError;
    std::vector<core::collective::SweepPoint> m_points;
    bool m_restartAfterCancel = false;
    bool m_sweeping = false; // from the start until the last point is shown
    bool m_restoring = false;
};

} // namespace ailab::labs::fabric
