#pragma once

#include "core/ops/incident.h"
#include "core/ops/incident_definition.h"
#include "core/ops/incident_system.h"

#include <memory>

// An incident made of a file and a lab's model: the IncidentModel the session and the panel
// run. The file gives the stages, the evidence's choice of figures and series, the options
// and the hints; the model gives every value and runs the actions.
namespace ailab::core::ops {

class DefinedIncident : public IncidentModel
{
public:
    // Throws core::Error when either is null.
    DefinedIncident(IncidentDefinition definition, std::shared_ptr<const IncidentSystem> system);

    const IncidentDefinition& definition() const { return m_definition; }
    const IncidentSystem& system() const { return *m_system; }

    std::string id() const override { return m_definition.id; }
    int stageCount() const override { return static_cast<int>(m_definition.stages.size()); }
    double secondsPerStage() const override { return m_system->secondsPerStage(); }
    double faultOnsetS() const override { return m_system->faultOnsetS(); }
    // The file's evidence with the model's figures and series; throws core::Error when the
    // model does not produce one the file names (its catalogue promised it).
    std::vector<EvidenceItem> evidence() const override;
    std::vector<HypothesisOption> hypotheses() const override;
    std::vector<ActionOption> actions() const override;
    std::vector<std::string> hints() const override;
    Outcome baseline() const override { return m_system->baseline(); }
    Outcome run(const std::vector<std::string>& actions, double atS) const override;
    std::vector<CausalEvent> causalChain() const override { return m_system->causalChain(); }
    bool improved(const Outcome& before, const Outcome& after) const override
    {
        return m_system->improved(before, after);
    }

private:
    IncidentDefinition m_definition;
    std::shared_ptr<const IncidentSystem> m_system;
};

} // namespace ailab::core::ops
