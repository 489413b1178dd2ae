#pragma once

#include "core/classroom/class_pack.h"

#include <QDialog>
#include <functional>
#include <vector>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace ailab::app {

// A class pack's steps in the instructor's order (docs/architecture.md, "Class packs"): the
// pack's title and description, then each scenario, activity or incident with its lab and the
// instructor's note, and Open, which opens it where it belongs (a scenario in its lab, an
// activity in its lab's activity pane, an incident in the operations lab). Not modal: it
// stays beside the lab while the class works.
class ClassPackWindow : public QDialog
{
    Q_OBJECT
public:
    // `labTitle` names a lab id for people; `open` opens an item's file (LabFiles::openFile).
    ClassPackWindow(std::function<QString(const QString&)> labTitle,
                    std::function<bool(const QString&)> open, QWidget* parent = nullptr);

    void showPack(const core::classroom::ClassPack& pack);
    const core::classroom::ClassPack& pack() const { return m_pack; }
    // Opens step `index` (from 0) as its Open button does; false when it was refused.
    bool openStep(int index);
    QPushButton* openButton(int index) const;

private:
    std::function<QString(const QString&)> m_labTitle;
    std::function<bool(const QString&)> m_open;
    core::classroom::ClassPack m_pack;
    QLabel* m_title = nullptr;
    QLabel* m_description = nullptr;
    QWidget* m_steps = nullptr;
    QVBoxLayout* m_stepsLayout = nullptr;
    std::vector<QPushButton*> m_openButtons;
    std::vector<QLabel*> m_states;
};

} // namespace ailab::app
