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
namespace ailab::core::net::packet {
struct RoceScenarioConfig;
class IncastScenario;
class FeedbackSequence;
} // namespace ailab::core::net::packet
namespace ailab::core::telemetry {
class MetricRegistry;
}

namespace ailab::labs::roce {

// The lab's model instance: the scenario, the learner's edits of its incast (load, degree,
// link speed, ECN/PFC/DCQCN and their thresholds), the Simulation with the live incast on
// the packet-level engine, its telemetry, and the SimDriver that plays it. Views read from
// here and never compute figures.
class RoceSession : public QObject
{
    Q_OBJECT
public:
    explicit RoceSession(QObject* parent = nullptr);
    ~RoceSession() override;

    // Throws core::Error (naming the field) and leaves the session unchanged on error.
    void setScenario(const core::scenario::Scenario& scenario);
    const core::scenario::Scenario& scenario() const { return m_scenario; }
    // The scenario's own model, and the current one (with the learner's edits).
    const core::net::packet::RoceScenarioConfig& scenarioConfig() const
    {
        return *m_scenarioConfig;
    }
    const core::net::packet::RoceScenarioConfig& config() const { return *m_config; }
    // Applies an edited config and restarts the run at time zero. Throws core::Error and
    // leaves the session unchanged when it is invalid.
    void setConfig(const core::net::packet::RoceScenarioConfig& config);

    // The live incast (network, engine, flows); valid for as long as no rebuilt() follows.
    const core::net::packet::IncastScenario& run() const { return *m_run; }
    core::net::packet::IncastScenario& run() { return *m_run; }
    // The seed's five-step feedback sequence as the live run goes through it.
    const core::net::packet::FeedbackSequence& feedback() const { return *m_feedback; }
    // Every sample of the run so far (PacketEngine::recordTelemetry's series).
    const core::telemetry::MetricRegistry& telemetry() const { return *m_telemetry; }
    double now() const { return m_simulation.now(); }
    SimDriver* driver() const { return m_driver; }

    // Back to the scenario's start state (what Reset does): its config, time zero.
    void rebuild();

    // The scenario as a JSON document (envelope and model), for saved states.
    nlohmann::json scenarioJson() const;
    static std::vector<core::scenario::ModelEntry> registry();

Q_SIGNALS:
    // The run was rebuilt (new scenario, config or reset): views drop what they drew.
    void rebuilt();

private:
    void restart();

    core::scenario::Scenario m_scenario;
    std::unique_ptr<core::net::packet::RoceScenarioConfig> m_scenarioConfig;
    std::unique_ptr<core::net::packet::RoceScenarioConfig> m_config;
    core::sim::Simulation m_simulation;
    std::unique_ptr<core::telemetry::MetricRegistry> m_telemetry;
    std::unique_ptr<core::net::packet::IncastScenario> m_run;
    std::unique_ptr<core::net::packet::FeedbackSequence> m_feedback; // subscribed to m_run
    SimDriver* m_driver = nullptr;
};

} // namespace ailab::labs::roce
