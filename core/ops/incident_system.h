#pragma once

#include "core/ops/incident.h"

#include <string>
#include <vector>

// The lab's side of an incident: its model with the fault in it (docs/architecture.md,
// "Incident files"). It measures the faulty system (every figure and series its catalogue
// declares) and runs it again with actions applied; what the learner is shown of it, in
// which stage, and what the actions are called comes from the incident file
// (IncidentDefinition). Implementations are deterministic and safe to call from any thread.
namespace ailab::core::ops {

class IncidentSystem
{
public:
    virtual ~IncidentSystem() = default;

    // Simulated time that passes while the learner looks at one stage of evidence.
    virtual double secondsPerStage() const = 0;
    // When the fault began, in simulation time (the timeline's origin is 0).
    virtual double faultOnsetS() const = 0;
    // The faulty system's telemetry: every figure and series of the catalogue.
    virtual std::vector<Figure> telemetry() const = 0;
    virtual std::vector<Series> telemetrySeries() const = 0;
    // The system without any action, and with these actions applied at `atS` (in order).
    // Throws core::Error for an unknown action id.
    virtual Outcome baseline() const = 0;
    virtual Outcome run(const std::vector<std::string>& actions, double atS) const = 0;
    // The faulty system's chain of events, initiating fault first (IncidentModel::
    // causalChain); empty by default.
    virtual std::vector<CausalEvent> causalChain() const { return {}; }
    // Whether `after` is better than `before`; IncidentModel::improved by default.
    virtual bool improved(const Outcome& before, const Outcome& after) const;
};

} // namespace ailab::core::ops
