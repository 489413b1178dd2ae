#pragma once

#include "core/scenario/json_reader.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/model_controls.h"

#include <QCoreApplication>
#include <QPointer>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

class QTabWidget;

namespace ailab::labs {

class ActivityPane;
class LabPage;
class LabSession;

// The shape every lab shares: a session (the model) under a workspace of tabbed pages, one
// per mode. It does once what each lab needs: the mode ids and setMode(), the workspace and
// its scenario header, the driver, the presets, pausing when hidden, presenter mode, and
// one saved-state envelope (saved_state.h) whose "pages" hold each page's own state,
// including a state restored before the workspace exists. A lab adds its pages and, where
// it has them, its own saved fields.
class TabbedLab : public Lab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::TabbedLab)
public:
    ~TabbedLab() override;

    QWidget* createWorkspace(LabContext& context, QWidget* parent) final;
    SimDriver* driver() override;
    // ":/labs/<id>/scenarios/<name>.json" in the order the lab's CMakeLists.txt lists them.
    QStringList presets() const override;
    void loadScenario(const core::scenario::Scenario& scenario) final;
    QJsonObject saveState() const final;
    // Everything is read and checked before anything changes; should a page still refuse
    // its part, the lab goes back to the state it had.
    void restoreState(const QJsonObject& state) final;
    void setPresenterMode(bool on) final;
    void deactivate() override;

    // Mode ids as saved, one per tab, in tab order.
    const QStringList& modeIds() const { return m_modeIds; }
    const QString& mode() const { return m_mode; }
    void setMode(const QString& mode); // ignores unknown ids

    // Valid after createWorkspace().
    LabWorkspace* workspace() const { return m_workspace; }
    QTabWidget* tabs() const;
    const std::vector<LabPage*>& pages() const { return m_pages; }
    // The activity pane beside the tabs; valid after createWorkspace().
    ActivityPane* activityPane() const;
    bool openActivityFile(const QString& path) override;

    // The scenario with the learner's edits: the start scenario with editedModel(). What an
    // activity's tasks are checked on.
    core::scenario::Scenario editedScenario() const;

    // A preset shipped as a resource, parsed with core's model registry; throws core::Error.
    static core::scenario::Scenario readPreset(const QString& resourcePath);
    // A preset's title as the menus and choosers show it, read without running its model (the
    // file's name when it has none); for lists of presets.
    static QString presetTitle(const QString& resourcePath);

protected:
    // `session` is fully built (it starts from its model's defaults); the lab then loads its
    // first preset.
    TabbedLab(std::unique_ptr<LabSession> session, QStringList modeIds);

    LabSession& labSession() const { return *m_session; }

    // Creates the pages, calling addPage() once per mode id in order.
    virtual void createPages(LabContext& context) = 0;
    void addPage(LabPage* page, const QString& title);
    // Every page back to its start state (Reset does this after the session's rebuild).
    void resetPages();
    // After the pages exist and any state restored before was applied to them.
    virtual void workspaceCreated() {}

    // The lab's model with the learner's edits, as core's scenario writes it; the start's
    // model for a lab that keeps no edits of its own.
    virtual nlohmann::json editedModel() const;

    // Called after a scenario was loaded into the session (not on restore).
    virtual void scenarioLoaded(const core::scenario::Scenario& scenario) { (void)scenario; }
    // Called after the pages were restored or reset (the pages may follow the session).
    virtual void pagesChanged() {}

    // The lab's own saved fields beside the envelope's ("config", "selected", ...).
    virtual nlohmann::json saveLabFields() const { return nlohmann::json::object(); }
    // Reads and checks the lab's own fields (each read marks it known to `fields`); returns
    // what applies them once the session has the saved scenario. Throws core::Error.
    using ApplyFields = std::function<void()>;
    virtual ApplyFields readLabFields(core::scenario::ObjectReader& fields,
                                      const core::scenario::Scenario& scenario);

private:
    void createActivityPane(LabContext& context);
    QJsonObject savePages() const;
    void restorePages(const QJsonObject& pages);
    void updateHeader();

    std::unique_ptr<LabSession> m_session;
    QStringList m_modeIds;
    QString m_mode;
    QPointer<LabWorkspace> m_workspace;
    QPointer<ActivityPane> m_activityPane;
    ModelControlLocks m_controlLocks;
    std::vector<LabPage*> m_pages;
    QJsonObject m_pendingPages; // restored before the workspace exists
    mutable QStringList m_presets;
    bool m_presenter = false;
};

} // namespace ailab::labs
