#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>
#include <memory>

namespace ailab::core::ops {
class IncidentModel;
}
namespace ailab::labs {
class IncidentPanel;
}

namespace ailab::labs::inference {

// The "Incident AI-INF-007" tab (course section 07.6, "Production AI Service — Rising
// Response Latency"): the shared IncidentPanel running the core's AI-INF-007 model on the
// serving engine, with the lab's words for its evidence, figures, hypotheses, responses,
// hints and root cause.
class IncidentPage : public LabPage
{
    Q_OBJECT
public:
    explicit IncidentPage(QWidget* parent = nullptr);
    ~IncidentPage() override;

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

} // namespace ailab::labs::inference
