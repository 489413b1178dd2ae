#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QHash>

class QComboBox;
class QLabel;
class QPushButton;

namespace ailab::labs {
class CrosshairGroup;
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::scheduler {

class SchedulerSession;

// Trace replay on the lab's time bar: the run (the sample openb trace when its preset is
// open) played at a chosen rate of up to 10,000 times real time, with its allocation,
// fragmentation and queue over time and the jobs done so far.
class TracePage : public LabPage
{
    Q_OBJECT
public:
    explicit TracePage(SchedulerSession& session, QWidget* parent = nullptr);

    QComboBox* rateChooser() const { return m_rate; }
    QPushButton* openTraceButton() const { return m_open; }
    TimeSeriesPanel* allocationChart() const { return m_allocation; }
    TimeSeriesPanel* queueChart() const { return m_queue; }
    MetricTile* doneTile() const { return m_done; }
    QLabel* aboutLabel() const { return m_about; }

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

Q_SIGNALS:
    // The learner asked for the sample trace's preset.
    void openSampleTrace();

private:
    void onRebuilt();
    void onFrame();
    void applyRate();

    SchedulerSession& m_session;
    QComboBox* m_rate = nullptr;
    QPushButton* m_open = nullptr;
    QLabel* m_about = nullptr;
    MetricTile* m_done = nullptr;
    MetricTile* m_queued = nullptr;
    MetricTile* m_allocated = nullptr;
    MetricTile* m_clock = nullptr;
    TimeSeriesPanel* m_allocation = nullptr;
    TimeSeriesPanel* m_queue = nullptr;
    CrosshairGroup* m_crosshair = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QHash<QString, qsizetype> m_shown;
};

} // namespace ailab::labs::scheduler
