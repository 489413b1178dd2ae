#pragma once

#include "labs/operations/views/injection_texts.h"

#include <QWidget>
#include <string>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QToolButton;

namespace ailab::core::cluster {
struct FaultSpec;
}

namespace ailab::labs::operations {

class ClusterDrawing;
struct ClusterComponent;

// The failure injection engine's controls, as the course draws them: its four groups of
// components (GPU compute workers, the RoCEv2 fabric, the storage data pipeline, the
// scheduler's job control), then the component (chosen here or on the drawing), the faults
// core has for that kind of component with their descriptions, the fault's severity with its
// meaning and default (core's faultSeverity), and when: now or at a time, and optionally
// until a time. It only gathers a FaultSpec; the page injects it.
class FaultForm : public QWidget
{
    Q_OBJECT
public:
    explicit FaultForm(QWidget* parent = nullptr);

    // The components to offer (after a rebuild) and the run's length.
    void setCluster(const ClusterDrawing* drawing, double durationS);
    // Chooses a component's group, type and target (a click on the drawing).
    void selectComponent(const ClusterComponent& component);
    // The fault as the learner set it; a time already past becomes `now`.
    core::cluster::FaultSpec faultSpec(double now) const;
    void showMessage(const QString& text, bool refused);

    // The component's type (core's id) and target as chosen now.
    std::string targetType() const;
    QString target() const;

    QToolButton* groupButton(InjectionTexts::Group group) const;
    QComboBox* typeChooser() const { return m_type; }
    QComboBox* targetChooser() const { return m_target; }
    QComboBox* faultChooser() const { return m_fault; }
    QDoubleSpinBox* severityBox() const { return m_severity; }
    QComboBox* xidChooser() const { return m_xid; }
    QCheckBox* nowBox() const { return m_now; }
    QDoubleSpinBox* atBox() const { return m_at; }
    QCheckBox* untilCheck() const { return m_untilOn; }
    QDoubleSpinBox* untilBox() const { return m_until; }
    QPushButton* injectButton() const { return m_inject; }
    QLabel* message() const { return m_message; }
    QLabel* description() const { return m_description; }
    QLabel* severityMeaning() const { return m_severityMeaning; }

Q_SIGNALS:
    void injectRequested();
    // The chosen component changed (its type, core's id, and target).
    void componentChanged();

private:
    void chooseGroup(int group);
    void fillTargets();
    void fillFaults();
    void showFault();

    const ClusterDrawing* m_drawing = nullptr;
    QButtonGroup* m_groups = nullptr;
    QToolButton* m_groupButtons[4] = {};
    QComboBox* m_type = nullptr;
    QComboBox* m_target = nullptr;
    QComboBox* m_fault = nullptr;
    QLabel* m_description = nullptr;
    QDoubleSpinBox* m_severity = nullptr;
    QLabel* m_severityMeaning = nullptr;
    QLabel* m_severityLabel = nullptr;
    QComboBox* m_xid = nullptr;
    QLabel* m_xidLabel = nullptr;
    QCheckBox* m_now = nullptr;
    QDoubleSpinBox* m_at = nullptr;
    QCheckBox* m_untilOn = nullptr;
    QDoubleSpinBox* m_until = nullptr;
    QPushButton* m_inject = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace ailab::labs::operations
