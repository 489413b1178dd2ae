#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QFutureWatcher>
#include <atomic>
#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ailab::labs {
class ExplainerPanel;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::scheduler {

class SchedulerSession;

// The fragmentation experiment of the FGD paper on the program's sample trace (openb
// format): jobs only arrive until the demand reaches a share of the cluster's GPUs, each
// placed at once or dropped, under best-fit and FGD; allocation and fragmentation against
// the arrived demand. It runs on a worker with progress per seed and Cancel.
class FragmentationPage : public LabPage
{
    Q_OBJECT
public:
    explicit FragmentationPage(SchedulerSession& session, QWidget* parent = nullptr);
    ~FragmentationPage() override;

    QSpinBox* inflateBox() const { return m_inflate; }
    QSpinBox* seedsBox() const { return m_seeds; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progress() const { return m_progress; }
    QLabel* status() const { return m_status; }
    TimeSeriesPanel* allocationChart() const { return m_allocation; }
    TimeSeriesPanel* fragmentationChart() const { return m_fragmentation; }
    bool isRunning() const { return m_watcher.isRunning(); }

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override;

    struct Outcome;

private:
    void run();
    void onProgress(int done, int total);
    void onFinished();
    void onRebuilt();

    SchedulerSession& m_session;
    QSpinBox* m_inflate = nullptr;
    QSpinBox* m_seeds = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    TimeSeriesPanel* m_allocation = nullptr;
    TimeSeriesPanel* m_fragmentation = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
};

} // namespace ailab::labs::scheduler
