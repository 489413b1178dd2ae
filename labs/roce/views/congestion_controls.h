#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::models::roce {
struct RoceScenarioConfig;
}

namespace ailab::labs::roce {

// The congestion simulator's inputs: the incast (offered load, degree, link speed, run
// length, the innocent flow) and the switches and NICs (ECN, PFC, DCQCN and their
// thresholds, in bytes and as a share of the buffer). It shows a config and builds one
// from its values; it never applies anything itself.
class CongestionControls : public QWidget
{
    Q_OBJECT
public:
    explicit CongestionControls(QWidget* parent = nullptr);

    // Shows the config's values without emitting edited().
    void showConfig(const core::models::roce::RoceScenarioConfig& config);
    // `base` with the values of the controls (parameters without a control are kept).
    core::models::roce::RoceScenarioConfig
    config(const core::models::roce::RoceScenarioConfig& base) const;

    QSlider* offeredSlider() const { return m_offered; }
    QLabel* offeredLabel() const { return m_offeredLabel; }
    QSpinBox* sendersBox() const { return m_senders; }
    QComboBox* linkSpeedBox() const { return m_linkSpeed; }
    QComboBox* durationBox() const { return m_duration; }
    QCheckBox* innocentBox() const { return m_innocent; }
    QCheckBox* ecnBox() const { return m_ecn; }
    QCheckBox* pfcBox() const { return m_pfc; }
    QCheckBox* dcqcnBox() const { return m_dcqcn; }
    QCheckBox* scaleBox() const { return m_scale; }
    QSpinBox* kminBox() const { return m_kmin; }
    QSpinBox* kmaxBox() const { return m_kmax; }
    QDoubleSpinBox* pmaxBox() const { return m_pmax; }
    QSpinBox* xoffBox() const { return m_xoff; }
    QSpinBox* bufferBox() const { return m_buffer; }
    QLabel* kminShare() const { return m_kminShare; }
    QLabel* kmaxShare() const { return m_kmaxShare; }
    QLabel* xoffShare() const { return m_xoffShare; }

Q_SIGNALS:
    // The learner changed a value.
    void edited();

private:
    void onEdited();
    void updateDerived();

    QSlider* m_offered = nullptr;
    QLabel* m_offeredLabel = nullptr;
    QSpinBox* m_senders = nullptr;
    QComboBox* m_linkSpeed = nullptr;
    QComboBox* m_duration = nullptr;
    QCheckBox* m_innocent = nullptr;
    QCheckBox* m_ecn = nullptr;
    QCheckBox* m_pfc = nullptr;
    QCheckBox* m_dcqcn = nullptr;
    QCheckBox* m_scale = nullptr;
    QSpinBox* m_kmin = nullptr;
    QSpinBox* m_kmax = nullptr;
    QDoubleSpinBox* m_pmax = nullptr;
    QSpinBox* m_xoff = nullptr;
    QSpinBox* m_buffer = nullptr;
    QLabel* m_kminShare = nullptr;
    QLabel* m_kmaxShare = nullptr;
    QLabel* m_xoffShare = nullptr;
    bool m_showing = false;
};

} // namespace ailab::labs::roce
