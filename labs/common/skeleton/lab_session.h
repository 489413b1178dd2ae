#pragma once

#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"
#include "core/sim/simulation.h"

#include <QObject>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

namespace ailab::labs {

class SimDriver;

// The model instance every lab's session is built on: the scenario, the Simulation, the
// SimDriver that plays it, and the lab model's entry in core's registry. A lab's figures
// come from its session only; views read it and never compute them.
//
// Life cycle, the same in every lab:
//   setScenario  checks the lab id and the model's validator, adoptScenario() reads the
//                model into the start configuration, then rebuild();
//   rebuild      resetEdits() drops the learner's edits, then restart() (what Reset does);
//   restart      pauses, drops the old run's pending events, startRun() builds the new run
//                on simulation(), and rebuilt() tells the views.
// Teardown follows from the members: the derived session's run goes first, then the driver,
// then the simulation, so nothing the clock refers to is gone before it.
class LabSession : public QObject
{
    Q_OBJECT
public:
    ~LabSession() override;

    const std::string& labId() const { return m_labId; }
    // The lab model's entry in core's registry (validator, headless run, defaults).
    const core::scenario::ModelEntry& model() const { return *m_model; }

    // Throws core::Error (naming the field) and leaves the session unchanged on error.
    void setScenario(const core::scenario::Scenario& scenario);
    const core::scenario::Scenario& scenario() const { return m_scenario; }
    // The scenario as core writes it (envelope, model, events, incident), for saved states.
    nlohmann::json scenarioJson() const;

    double now() const { return m_simulation.now(); }
    SimDriver* driver() const { return m_driver.get(); }

    // Back to the scenario's start state: what Reset does.
    void rebuild();

Q_SIGNALS:
    // The run was rebuilt (new scenario, an edit, or reset): views re-read everything.
    void rebuilt();

protected:
    // Throws std::logic_error when core's registry has no model for `labId`.
    explicit LabSession(std::string labId, QObject* parent = nullptr);

    // Called at the end of the derived constructor: starts from the model's defaults.
    void startFromDefaults();

    core::sim::Simulation& simulation() { return m_simulation; }
    const core::sim::Simulation& simulation() const { return m_simulation; }

    // Pauses, drops the old run's events, starts the new run, emits rebuilt().
    void restart();

    // Reads the scenario's model into the start configuration. Throws core::Error and leaves
    // the session unchanged when the model does not fit.
    virtual void adoptScenario(const core::scenario::Scenario& scenario) = 0;
    // Drops the learner's edits: the current configuration becomes the start one again.
    virtual void resetEdits() {}
    // Builds the run on simulation() from the current configuration. The old run's events
    // are already gone; the old run itself is the derived session's to replace.
    virtual void startRun() = 0;

private:
    std::string m_labId;
    const core::scenario::ModelEntry* m_model = nullptr;
    core::scenario::Scenario m_scenario;
    core::sim::Simulation m_simulation;
    std::unique_ptr<SimDriver> m_driver; // after the simulation: it refers to it
};

} // namespace ailab::labs
