#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace ailab::core::storage {
struct PipelineConfig;
}

namespace ailab::labs::storage {

// The starvation simulator's inputs: the course's three capacities (storage,
// preprocessing, the GPUs' demand, in GB/s) and what the closed form leaves out (loader
// workers, batches ahead, the spread of read latency). Sliders apply when released, so a
// drag restarts the run once.
class StarvationControls : public QWidget
{
    Q_OBJECT
public:
    explicit StarvationControls(QWidget* parent = nullptr);

    // Shows `config` (its first job's loader settings), its tier's bandwidth and the closed
    // form's preprocessing and demand rates.
    void showConfig(const core::storage::PipelineConfig& config, double storage,
                    double preprocessing, double demand);
    // `current` with the controls' values applied (core's withStageRates and
    // withLoaderSettings). Throws core::Error naming the field.
    core::storage::PipelineConfig config(const core::storage::PipelineConfig& current) const;

    QSlider* storageSlider() const { return m_storage; }
    QSlider* preprocessingSlider() const { return m_preprocessing; }
    QSlider* demandSlider() const { return m_demand; }
    QLabel* storageValueLabel() const { return m_storageValue; }
    QSpinBox* readersBox() const { return m_readers; }
    QSpinBox* prefetchBox() const { return m_prefetch; }
    QDoubleSpinBox* jitterBox() const { return m_jitter; }

    static constexpr int kMaxGBps = 48;

Q_SIGNALS:
    void edited();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The value labels as wide as their widest text in the current font, so that a changing
    // figure neither moves the sliders nor is cut.
    void fitValueLabels();
    QSlider* makeSlider(const QString& name);
    void updateValueLabels();

    QSlider* m_storage = nullptr;
    QSlider* m_preprocessing = nullptr;
    QSlider* m_demand = nullptr;
    QLabel* m_storageValue = nullptr;
    QLabel* m_preprocessingValue = nullptr;
    QLabel* m_demandValue = nullptr;
    // The rates shown, and the slider positions they gave: a slider left alone keeps its
    // exact rate (or none) when another one is moved.
    double m_shownRates[3] = {0, 0, 0};
    int m_shownPositions[3] = {0, 0, 0};
    QSpinBox* m_readers = nullptr;
    QSpinBox* m_prefetch = nullptr;
    QDoubleSpinBox* m_jitter = nullptr;
    bool m_showing = false;
};

} // namespace ailab::labs::storage
