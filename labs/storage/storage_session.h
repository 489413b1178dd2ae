#pragma once

#include "labs/common/skeleton/lab_session.h"

#include <memory>

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::storage {
struct PipelineConfig;
struct PipelineResult;
struct ClosedFormRates;
class InputPipeline;
} // namespace ailab::core::storage
namespace ailab::core::telemetry {
class MetricRegistry;
}

namespace ailab::labs::storage {

// The storage lab's model: the scenario's tier and training jobs, the learner's edits of
// them (the starvation simulator's rates, readers, prefetch depth and latency jitter), and
// the live input pipeline (core/storage) on the session's clock with its telemetry. The
// journey and the starvation simulator play this run; the other pages ask core themselves.
class StorageSession : public LabSession
{
    Q_OBJECT
public:
    explicit StorageSession(QObject* parent = nullptr);
    ~StorageSession() override;

    // The scenario's own model, and the current one (with the learner's edits).
    const core::storage::PipelineConfig& scenarioConfig() const { return *m_scenarioConfig; }
    const core::storage::PipelineConfig& config() const { return *m_config; }
    // Applies an edited config and restarts the run at time zero. Throws core::Error and
    // leaves the session unchanged when it is invalid.
    void setConfig(const core::storage::PipelineConfig& config);
    static void checkConfig(const core::storage::PipelineConfig& config);

    // The live run; valid for as long as no rebuilt() follows.
    const core::storage::InputPipeline& run() const { return *m_run; }
    // The run's figures so far.
    core::storage::PipelineResult result() const;
    // The course's closed form for the current config (the three rates and their result).
    core::storage::ClosedFormRates closedForm() const;
    // Every telemetry sample of the run so far (InputPipeline's series).
    const core::telemetry::MetricRegistry& telemetry() const { return *m_telemetry; }
    // When the run will end, about: the closed form's time for the jobs' steps.
    double expectedDurationS() const { return m_expectedDurationS; }

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override;
    void onFrame();

    std::unique_ptr<core::storage::PipelineConfig> m_scenarioConfig;
    std::unique_ptr<core::storage::PipelineConfig> m_config;
    std::unique_ptr<core::telemetry::MetricRegistry> m_telemetry;
    std::unique_ptr<core::storage::InputPipeline> m_run; // records into m_telemetry
    double m_expectedDurationS = 0;
};

} // namespace ailab::labs::storage
