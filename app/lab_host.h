#pragma once

#include "labs/common/skeleton/sim_driver.h"

#include <QHash>
#include <QWidget>

class QStackedWidget;

namespace ailab::labs {
class Lab;
class LabContext;
class TimeBar;
} // namespace ailab::labs

namespace ailab::app {

class LabRegistry;

// Shows one lab at a time. A lab's workspace is created on its first opening
// (Lab::createWorkspace) and kept, so a lab keeps its state while others are visited.
// The shell's single TimeBar is bound to the shown lab's driver; the lab that is hidden is
// deactivated (its clock pauses) and the shown one activated.
class LabHost : public QWidget
{
    Q_OBJECT
public:
    LabHost(LabRegistry& registry, labs::LabContext& context, QWidget* home,
            QWidget* parent = nullptr);

    // Opens the lab (creating its workspace if needed); false for an unknown id.
    bool openLab(const QString& id);
    void showHome();

    labs::Lab* currentLab() const { return m_current; }
    QString currentLabId() const;
    // The workspace of a lab, nullptr until it was first opened.
    QWidget* workspace(const QString& id) const { return m_workspaces.value(id); }
    labs::TimeBar* timeBar() const { return m_timeBar; }
    QStackedWidget* stack() const { return m_stack; }

    void setDefaultSpeed(labs::SimDriver::Speed speed) { m_defaultSpeed = speed; }
    // Tells every lab that has a workspace; later workspaces ask the context.
    void setPresenterMode(bool on);

Q_SIGNALS:
    // nullptr when the home page is shown.
    void currentLabChanged(ailab::labs::Lab* lab);

private:
    void setCurrent(labs::Lab* lab, QWidget* page);

    LabRegistry& m_registry;
    labs::LabContext& m_context;
    QStackedWidget* m_stack = nullptr;
    labs::TimeBar* m_timeBar = nullptr;
    QWidget* m_home = nullptr;
    QHash<QString, QWidget*> m_workspaces; // the lab's own widget
    QHash<QString, QWidget*> m_pages;      // what the stack shows: the workspace in a scroll area
    labs::Lab* m_current = nullptr;
    labs::SimDriver::Speed m_defaultSpeed = labs::SimDriver::Speed::Normal;
};

} // namespace ailab::app
