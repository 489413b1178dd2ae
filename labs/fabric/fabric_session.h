#pragma once

#include "core/scenario/model_registry.h"
#include "core/scenario/scenario.h"
#include "core/sim/simulation.h"

#include <QObject>
#include <memory>

namespace ailab::labs {
class SimDriver;
}
// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::net {
struct FabricScenarioConfig;
class FabricRun;
} // namespace ailab::core::net

namespace ailab::labs::fabric {

// The lab's model instance: the scenario, the learner's edits of its fabric (scale,
// speeds, faults), the Simulation with the live fabric run (FabricRun on the flow engine)
// and the SimDriver that plays it. Views read from here and never compute figures.
class FabricSession : public QObject
{
    Q_OBJECT
public:
    explicit FabricSession(QObject* parent = nullptr);
    ~FabricSession() override;

    // Throws core::Error (naming the field) and leaves the session unchanged on error.
    void setScenario(const core::scenario::Scenario& scenario);
    const core::scenario::Scenario& scenario() const { return m_scenario; }
    // The scenario's own model, and the current one (with the learner's edits).
    const core::net::FabricScenarioConfig& scenarioConfig() const { return *m_scenarioConfig; }
    const core::net::FabricScenarioConfig& config() const { return *m_config; }
    // Applies an edited config (the scale controls, fault toggles) and restarts the run.
    // Throws core::Error and leaves the session unchanged when it is invalid.
    void setConfig(const core::net::FabricScenarioConfig& config);

    const core::net::FabricRun& run() const { return *m_run; }
    double now() const { return m_simulation.now(); }
    SimDriver* driver() const { return m_driver; }

    // Back to the scenario's start state (what Reset does): its config, time zero.
    void rebuild();

    // The scenario as a JSON document (envelope and model), for saved states.
    nlohmann::json scenarioJson() const;
    static std::vector<core::scenario::ModelEntry> registry();

Q_SIGNALS:
    // The fabric was rebuilt (new scenario, config or reset): views rebuild their drawing.
    void rebuilt();
    // An iteration's all-reduce finished: (iteration, seconds, simulated time).
    void allReduceCompleted(int iteration, double seconds, double at);

private:
    void restart();

    core::scenario::Scenario m_scenario;
    std::unique_ptr<core::net::FabricScenarioConfig> m_scenarioConfig;
    std::unique_ptr<core::net::FabricScenarioConfig> m_config;
    core::sim::Simulation m_simulation;
    std::unique_ptr<core::net::FabricRun> m_run;
    SimDriver* m_driver = nullptr;
};

} // namespace ailab::labs::fabric
