#pragma once

#include "labs/common/skeleton/lab_session.h"

#include <memory>

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::models::fabric {
struct FabricScenarioConfig;
class FabricRun;
} // namespace ailab::core::models::fabric

namespace ailab::labs::fabric {

// The fabric lab's model: the learner's edits of the scenario's fabric (scale, speeds,
// faults) and the live fabric run (FabricRun on the flow engine) on the session's clock.
class FabricSession : public LabSession
{
    Q_OBJECT
public:
    explicit FabricSession(QObject* parent = nullptr);
    ~FabricSession() override;

    // The scenario's own model, and the current one (with the learner's edits).
    const core::models::fabric::FabricScenarioConfig& scenarioConfig() const
    {
        return *m_scenarioConfig;
    }
    const core::models::fabric::FabricScenarioConfig& config() const { return *m_config; }
    // Applies an edited config (the scale controls, fault toggles) and restarts the run.
    // Throws core::Error and leaves the session unchanged when it is invalid.
    void setConfig(const core::models::fabric::FabricScenarioConfig& config);
    // Throws core::Error when the fabric cannot be built and routed (faults may cut it apart).
    static void checkConfig(const core::models::fabric::FabricScenarioConfig& config);

    const core::models::fabric::FabricRun& run() const { return *m_run; }

Q_SIGNALS:
    // An iteration's all-reduce finished: (iteration, seconds, simulated time).
    void allReduceCompleted(int iteration, double seconds, double at);

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override;

    std::unique_ptr<core::models::fabric::FabricScenarioConfig> m_scenarioConfig;
    std::unique_ptr<core::models::fabric::FabricScenarioConfig> m_config;
    std::unique_ptr<core::models::fabric::FabricRun> m_run;
};

} // namespace ailab::labs::fabric
