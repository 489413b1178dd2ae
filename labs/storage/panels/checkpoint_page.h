#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace ailab::core::storage {
struct CheckpointSetup;
}

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class SummaryChart;
} // namespace ailab::labs

namespace ailab::labs::storage {

// The checkpoint simulator: the course's three sliders (size, write rate, interval) and its
// tiles (the write's duration, the blocking overhead, the data written per hour) with a
// write-progress bar; blocking, asynchronous and sharded checkpoints side by side
// (core/storage/checkpoint_model); Young's and Daly's intervals for a chosen mean time
// between failures; the MLPerf Storage checkpoint sizes as starting points.
class CheckpointPage : public LabPage
{
    Q_OBJECT
public:
    explicit CheckpointPage(QWidget* parent = nullptr);
    ~CheckpointPage() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override;

    // The setup the controls describe (blocking mode; the table shows every mode).
    core::storage::CheckpointSetup setup() const;

    QSlider* sizeSlider() const { return m_size; }
    QSlider* rateSlider() const { return m_rate; }
    QSlider* intervalSlider() const { return m_interval; }
    QSpinBox* ranksBox() const { return m_ranks; }
    QSpinBox* tierBox() const { return m_tier; }
    QDoubleSpinBox* mtbfBox() const { return m_mtbf; }
    QComboBox* modelBox() const { return m_model; }
    MetricTile* durationTile() const { return m_duration; }
    MetricTile* overheadTile() const { return m_overhead; }
    MetricTile* volumeTile() const { return m_volume; }
    MetricTile* youngTile() const { return m_young; }
    MetricTile* dalyTile() const { return m_daly; }
    MetricTile* lostTile() const { return m_lost; }
    QTableWidget* modesTable() const { return m_modes; }
    SummaryChart* modesChart() const { return m_chart; }
    QProgressBar* progressBar() const { return m_progress; }
    QPushButton* writeButton() const { return m_write; }
    QLabel* progressText() const { return m_progressText; }

private:
    void recompute();
    void applyModel(int index);
    void advanceWrite();

    QSlider* m_size = nullptr;
    QSlider* m_rate = nullptr;
    QSlider* m_interval = nullptr;
    QLabel* m_sizeValue = nullptr;
    QLabel* m_rateValue = nullptr;
    QLabel* m_intervalValue = nullptr;
    QSpinBox* m_ranks = nullptr;
    QSpinBox* m_tier = nullptr;
    QDoubleSpinBox* m_mtbf = nullptr;
    QComboBox* m_model = nullptr;
    MetricTile* m_duration = nullptr;
    MetricTile* m_overhead = nullptr;
    MetricTile* m_volume = nullptr;
    MetricTile* m_young = nullptr;
    MetricTile* m_daly = nullptr;
    MetricTile* m_lost = nullptr;
    QTableWidget* m_modes = nullptr;
    SummaryChart* m_chart = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_write = nullptr;
    QLabel* m_progressText = nullptr;
    QTimer* m_animation = nullptr;
    double m_writeProgress = 0; // 0..1 of the blocking write shown
    bool m_applyingModel = false;
};

} // namespace ailab::labs::storage
