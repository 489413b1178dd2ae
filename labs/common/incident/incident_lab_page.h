#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>
#include <memory>
#include <string>
#include <vector>

namespace ailab::core::ops {
class IncidentModel;
}

namespace ailab::labs {

class IncidentPanel;
class IncidentTexts;

// A lab's incident tab: the shared IncidentPanel running one core incident model with the
// lab's words for it, hosted so that it scrolls, and saved as the learner's steps and the
// investigation tab shown. A lab subclasses it only to name its model, texts and key
// figures (roce, storage and inference each have one).
class IncidentLabPage : public LabPage
{
    Q_OBJECT
public:
    IncidentLabPage(std::shared_ptr<const core::ops::IncidentModel> model,
                 std::shared_ptr<const IncidentTexts> texts, std::vector<std::string> keyFigures,
                 QWidget* parent = nullptr);
    ~IncidentLabPage() override;

    // {"steps": [the learner's steps], "tab": the investigation tab shown}.
    QJsonObject saveState() const override;
    // Replays the saved steps through the session; throws core::Error naming the field
    // ("/steps/2/id") and changes nothing when a step does not fit the incident.
    void restoreState(const QJsonObject& state) override;
    // A fresh start of the incident.
    void resetToDefaults() override;
    void setPresenterMode(bool on) override;

    IncidentPanel* panel() const { return m_panel; }
    const core::ops::IncidentModel& model() const { return *m_model; }

Q_SIGNALS:
    void changed();

private:
    std::shared_ptr<const core::ops::IncidentModel> m_model;
    IncidentPanel* m_panel = nullptr;
};

} // namespace ailab::labs
