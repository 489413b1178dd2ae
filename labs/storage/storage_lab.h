#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs {
class IncidentLabPage;
}

namespace ailab::labs::storage {

class CheckpointPage;
class JourneyPage;
class MlperfPage;
class StarvationPage;
class StorageSession;
class TiersPage;

// Lab 06, storage and data pipelines: the data journey from storage to the GPU played from
// the discrete-event input pipeline, the starvation simulator (the course's closed form
// beside the simulation), tiers and small files, the MLPerf Storage runner, checkpoints and
// the incident AI-STORAGE-006. It saves the learner's pipeline ("config") beside its pages.
class StorageLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::storage::StorageLab)
public:
    StorageLab();
    ~StorageLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab: the
    // shell lists every lab at start and builds one only when it is opened.
    static LabInfo describe();

    StorageSession& session() const;
    JourneyPage* journeyPage() const { return m_journey; }
    StarvationPage* starvationPage() const { return m_starvation; }
    TiersPage* tiersPage() const { return m_tiers; }
    MlperfPage* mlperfPage() const { return m_mlperf; }
    CheckpointPage* checkpointPage() const { return m_checkpoint; }
    IncidentLabPage* incidentPage() const { return m_incident; }

private:
    void createPages(LabContext& context) override;
    void scenarioLoaded(const core::scenario::Scenario& scenario) override;
    nlohmann::json editedModel() const override;
    nlohmann::json saveLabFields() const override;
    ApplyFields readLabFields(core::scenario::ObjectReader& fields,
                              const core::scenario::Scenario& scenario) override;

    JourneyPage* m_journey = nullptr;
    StarvationPage* m_starvation = nullptr;
    TiersPage* m_tiers = nullptr;
    MlperfPage* m_mlperf = nullptr;
    CheckpointPage* m_checkpoint = nullptr;
    IncidentLabPage* m_incident = nullptr;
};

} // namespace ailab::labs::storage
