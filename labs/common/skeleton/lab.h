#pragma once

#include "core/scenario/scenario.h"

#include <QIcon>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>

class QWidget;
namespace spdlog {
class logger;
}

namespace ailab::labs {

class ActivityProgress;
class SimDriver;

struct LabInfo
{
    QString id;      // docs/architecture.md, "Scenario files": "stack", "gpu-server", ...
    QString title;   // translated
    QString summary; // one line, translated
    QIcon icon;
    int order = 0;
};

// Services the shell hands to a lab; a lab never reaches into the main window.
class LabContext
{
public:
    virtual ~LabContext() = default;
    virtual std::shared_ptr<spdlog::logger> logger(const QString& labId) = 0;
    virtual void showStatus(const QString& text) = 0;
    virtual bool presenterMode() const = 0;
    // Where the learner's activity results are kept (docs/architecture.md, "Activity
    // progress"); none when nothing keeps them.
    virtual ActivityProgress* activityProgress() { return nullptr; }
};

// One lab: a thin view over core models. The shell creates the workspace lazily on first
// open, binds its TimeBar to driver(), and calls activate()/deactivate() as it is shown.
class Lab
{
public:
    virtual ~Lab() = default;

    virtual LabInfo info() const = 0;
    virtual QWidget* createWorkspace(LabContext& context, QWidget* parent) = 0;
    // The lab's clock; valid after createWorkspace(). Reset on it restores the scenario's
    // start state exactly.
    virtual SimDriver* driver() = 0;
    // Resource paths of the shipped presets, ":/labs/<id>/scenarios/*.json", in menu order.
    virtual QStringList presets() const = 0;
    // Throws core::Error (naming the field) when the scenario does not fit this lab.
    virtual void loadScenario(const core::scenario::Scenario& scenario) = 0;
    virtual QJsonObject saveState() const = 0;
    // Throws core::Error when the state cannot be restored; the lab is then unchanged.
    virtual void restoreState(const QJsonObject& state) = 0;
    // A handed-out activity file (a class pack's step, a file from the file manager), opened
    // in the lab's activity pane, which is shown; false, with the reason shown in the pane,
    // when the file is refused or the lab has no pane.
    virtual bool openActivityFile(const QString& path)
    {
        (void)path;
        return false;
    }
    // An incident file, run where the lab runs incident files; false, with the reason shown,
    // when it is refused or the lab runs none (the operations lab does).
    virtual bool openIncidentFile(const QString& path)
    {
        (void)path;
        return false;
    }
    // Presenter mode changed (the shell also scales fonts); labs may adapt drawings.
    virtual void setPresenterMode(bool on) { (void)on; }
    virtual void activate() {}
    virtual void deactivate() {}
};

} // namespace ailab::labs
