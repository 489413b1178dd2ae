#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QByteArray>
#include <QJsonObject>
#include <memory>

namespace ailab::core::ops {
class DefinedIncident;
class IncidentModel;
} // namespace ailab::core::ops

namespace ailab::labs {

class IncidentPanel;
class IncidentTexts;

// A lab's incident tab: the shared IncidentPanel running one incident file
// (docs/architecture.md, "Incident files") on its lab model, with the file's words, hosted
// so that it scrolls, and saved as the learner's steps and the investigation tab shown.
// A lab with several incidents (the operations lab) switches the page from one file to
// another with setIncident.
class IncidentLabPage : public LabPage
{
    Q_OBJECT
public:
    // The incident file at `path` (a resource, ":/labs/roce/incidents/ai-net-004.json", or a
    // file). Throws core::Error naming the file and the field when it cannot be read.
    explicit IncidentLabPage(const QString& path, QWidget* parent = nullptr);
    // An incident already made of a file and its model (core/models/incident_registry.h).
    explicit IncidentLabPage(std::shared_ptr<const core::ops::DefinedIncident> incident,
                             QWidget* parent = nullptr);
    ~IncidentLabPage() override;

    // The incident file at `path`, read (at most core::ops::kMaxIncidentBytes, strict JSON)
    // and checked against the lab models, and made on a new instance of its model. Throws
    // core::scenario::ScenarioError naming the file and the field.
    static std::shared_ptr<const core::ops::DefinedIncident> loadIncident(const QString& path);
    // The same from a document's text; `source` names it in errors.
    static std::shared_ptr<const core::ops::DefinedIncident> parseIncident(const QByteArray& text,
                                                                           const QString& source);

    // Shows another incident, from its start (the model's baseline runs on the worker).
    // Throws core::Error, and changes nothing, when it is null.
    void setIncident(std::shared_ptr<const core::ops::DefinedIncident> incident);
    const core::ops::DefinedIncident& incident() const { return *m_incident; }

    // {"steps": [the learner's steps], "tab": the investigation tab shown}.
    QJsonObject saveState() const override;
    // Replays the saved steps through the session; throws core::Error naming the field
    // ("/steps/2/id") and changes nothing when a step does not fit the incident.
    void restoreState(const QJsonObject& state) override;
    // A fresh start of the incident.
    void resetToDefaults() override;
    void setPresenterMode(bool on) override;
    void setActivityProgress(ActivityProgress* progress, const QString& labId) override;
    // What the lab's header says above the page; by default (empty) the scenario loaded. A
    // lab whose incident runs its own service says so, so that the header does not show the
    // loaded scenario's figures (its objectives) over the incident's.
    QString pageSummary() const override { return m_summary; }
    void setPageSummary(const QString& summary) { m_summary = summary; }

    IncidentPanel* panel() const { return m_panel; }
    const core::ops::IncidentModel& model() const { return *m_model; }
    const IncidentTexts& texts() const { return *m_texts; }

Q_SIGNALS:
    void changed();

private:
    std::shared_ptr<const core::ops::DefinedIncident> m_incident;
    std::shared_ptr<const core::ops::IncidentModel> m_model;
    std::shared_ptr<const IncidentTexts> m_texts;
    IncidentPanel* m_panel = nullptr;
    QString m_summary;
};

} // namespace ailab::labs
