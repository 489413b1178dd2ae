#pragma once

#include "labs/common/skeleton/lab_session.h"

#include <memory>
#include <vector>

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::cluster {
struct ClusterSpec;
struct FaultSpec;
class ClusterTwin;
} // namespace ailab::core::cluster
namespace ailab::core::sim {
class Simulation;
}

namespace ailab::labs::operations {

// The operations lab's model: the cluster twin (core/cluster) of the scenario, run on the
// session's clock, and the faults the learner injected into it while it ran. Every page reads
// the twin from here; none computes a figure itself (docs/architecture.md, "One cluster
// model, many labs").
//
// The baseline run is the same cluster without the learner's faults (the scenario's own
// faults stay): a second twin on its own clock, advanced on demand to the live run's time, so
// a page can compare a figure with what it would have been.
class OperationsSession : public LabSession
{
    Q_OBJECT
public:
    explicit OperationsSession(QObject* parent = nullptr);
    ~OperationsSession() override;

    // The scenario's cluster (its faults included).
    const core::cluster::ClusterSpec& spec() const { return *m_spec; }
    // The live run; valid for as long as no rebuilt() follows.
    core::cluster::ClusterTwin& twin() { return *m_twin; }
    const core::cluster::ClusterTwin& twin() const { return *m_twin; }
    // The end of the scenario's run (its duration), where the clock stops.
    double durationS() const;

    // Injects `fault` into the live run: at its time, or now when that has passed. Throws
    // core::Error naming the field (its kind, target or severity) and changes nothing when
    // the twin refuses it. Returns the fault's index in the twin's injector.
    std::size_t injectFault(core::cluster::FaultSpec fault);
    // Ends an injected fault now (the operator repaired it); false when it was not active.
    bool repairFault(std::size_t injectorIndex);
    // The faults the learner injected, as injected (their times as applied).
    const std::vector<core::cluster::FaultSpec>& injectedFaults() const { return m_injected; }

    // The same cluster without the learner's faults, run to the live run's time.
    const core::cluster::ClusterTwin& baseline();

Q_SIGNALS:
    // A fault was injected or repaired (pages redraw their lists and annotations).
    void faultsChanged();

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override;
    void onFrame();

    std::unique_ptr<core::cluster::ClusterSpec> m_spec;
    std::uint64_t m_seed = 1;
    std::vector<core::cluster::FaultSpec> m_injected;
    // Injected faults repaired by the learner: (index in m_injected, time repaired).
    std::vector<std::pair<std::size_t, double>> m_repaired;
    std::unique_ptr<core::cluster::ClusterTwin> m_twin;
    std::unique_ptr<core::sim::Simulation> m_baselineSimulation;
    std::unique_ptr<core::cluster::ClusterTwin> m_baseline; // on m_baselineSimulation
};

} // namespace ailab::labs::operations
