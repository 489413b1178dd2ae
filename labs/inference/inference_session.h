#pragma once

#include "labs/common/skeleton/lab_session.h"

#include <memory>
#include <vector>

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::models::inference {
struct InferenceScenarioConfig;
}
namespace ailab::core::infer {
class ServingCluster;
struct ServingMetrics;
} // namespace ailab::core::infer

namespace ailab::labs::inference {

// The inference lab's model: the learner's edits of the scenario's serving cluster and
// workload, the live cluster on the session's clock (core/infer/serving_cluster.h), every
// request's token times as they come out, and the whole run's benchmark metrics computed
// once ahead (the run's end sets the time bar's end).
class InferenceSession : public LabSession
{
    Q_OBJECT
public:
    explicit InferenceSession(QObject* parent = nullptr);
    ~InferenceSession() override;

    // The scenario's own model, and the current one (with the learner's edits).
    const core::models::inference::InferenceScenarioConfig& scenarioConfig() const
    {
        return *m_scenarioConfig;
    }
    const core::models::inference::InferenceScenarioConfig& config() const { return *m_config; }
    // Applies an edited config and restarts the run at time zero. Throws core::Error naming
    // the field (a "/model/..." pointer) and leaves the session unchanged when it is invalid.
    void setConfig(const core::models::inference::InferenceScenarioConfig& config);
    static void checkConfig(const core::models::inference::InferenceScenarioConfig& config);

    // The live cluster; valid for as long as no rebuilt() follows.
    const core::infer::ServingCluster& cluster() const { return *m_cluster; }
    // The times (simulated seconds) request `request`'s tokens came out so far.
    const std::vector<double>& tokenTimes(int request) const;
    // The whole run, played ahead on its own clock: its metrics and when it ends.
    const core::infer::ServingMetrics& wholeRunMetrics() const { return *m_wholeRun; }
    double runEndS() const { return m_runEndS; }

    // A replica fails or starts recovering at the clock's time (the scaling page's
    // buttons): a timed event added to the learner's config, so the whole run and a saved
    // state include it. Throws core::Error naming the event for a replica that is not there.
    void failReplica(int replica);
    void recoverReplica(int replica);

Q_SIGNALS:
    // A replica was failed or recovered by hand.
    void replicasChanged();

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override;
    void addEventNow(bool fail, int replica);

    std::unique_ptr<core::models::inference::InferenceScenarioConfig> m_scenarioConfig;
    std::unique_ptr<core::models::inference::InferenceScenarioConfig> m_config;
    std::unique_ptr<core::infer::ServingMetrics> m_wholeRun;
    std::unique_ptr<core::infer::ServingCluster> m_cluster;
    std::vector<std::vector<double>> m_tokenTimes;
    std::uint64_t m_seed = 0;
    double m_runEndS = 0;
};

} // namespace ailab::labs::inference
