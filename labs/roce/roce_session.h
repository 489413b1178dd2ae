#pragma once

#include "labs/common/skeleton/lab_session.h"

#include <memory>

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::models::roce {
struct RoceScenarioConfig;
}
namespace ailab::core::net::packet {
class IncastScenario;
class FeedbackSequence;
} // namespace ailab::core::net::packet
namespace ailab::core::telemetry {
class MetricRegistry;
}

namespace ailab::labs::roce {

// The RoCE lab's model: the learner's edits of the scenario's incast (load, degree, link
// speed, ECN/PFC/DCQCN and their thresholds), the live incast on the packet-level engine on
// the session's clock, its telemetry and the course's feedback sequence as it happens.
class RoceSession : public LabSession
{
    Q_OBJECT
public:
    explicit RoceSession(QObject* parent = nullptr);
    ~RoceSession() override;

    // The scenario's own model, and the current one (with the learner's edits).
    const core::models::roce::RoceScenarioConfig& scenarioConfig() const
    {
        return *m_scenarioConfig;
    }
    const core::models::roce::RoceScenarioConfig& config() const { return *m_config; }
    // Applies an edited config and restarts the run at time zero. Throws core::Error and
    // leaves the session unchanged when it is invalid.
    void setConfig(const core::models::roce::RoceScenarioConfig& config);
    // Throws what the engine would for a config it cannot build.
    static void checkConfig(const core::models::roce::RoceScenarioConfig& config);

    // The live incast (network, engine, flows); valid for as long as no rebuilt() follows.
    const core::net::packet::IncastScenario& run() const { return *m_run; }
    core::net::packet::IncastScenario& run() { return *m_run; }
    // The course's five-step feedback sequence as the live run goes through it.
    const core::net::packet::FeedbackSequence& feedback() const { return *m_feedback; }
    // Every sample of the run so far (PacketEngine::recordTelemetry's series).
    const core::telemetry::MetricRegistry& telemetry() const { return *m_telemetry; }

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override;

    std::unique_ptr<core::models::roce::RoceScenarioConfig> m_scenarioConfig;
    std::unique_ptr<core::models::roce::RoceScenarioConfig> m_config;
    // Destroyed in reverse: the feedback unsubscribes from the engine before the run goes.
    std::unique_ptr<core::telemetry::MetricRegistry> m_telemetry;
    std::unique_ptr<core::net::packet::IncastScenario> m_run;
    std::unique_ptr<core::net::packet::FeedbackSequence> m_feedback; // subscribed to m_run
};

} // namespace ailab::labs::roce
