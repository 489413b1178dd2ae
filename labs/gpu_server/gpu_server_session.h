#pragma once

// moc cannot parse the standard library's concepts that the core headers pull in.
#ifndef Q_MOC_RUN
#include "core/scenario/model_registry.h"
#include "core/scenario/scenario.h"
#include "core/sim/simulation.h"
#include "core/topo/intra_node.h"
#include "core/train/gpu_server_scenario.h"
#include "core/train/gpu_step_timeline.h"
#endif

#include <QObject>
#include <array>

namespace ailab::labs {
class SimDriver;
}

namespace ailab::labs::gpu_server {

// The lab's model instance: the scenario's server and workload, the server graph, the step
// timeline, the all-reduce on each GPU fabric, and the clock that plays one step. Views
// read from here and never compute figures themselves.
class GpuServerSession : public QObject
{
    Q_OBJECT
public:
    explicit GpuServerSession(QObject* parent = nullptr);
    ~GpuServerSession() override;

    // Throws core::Error (naming the field) and leaves the session unchanged on error.
    void setScenario(const core::scenario::Scenario& scenario);
    const core::scenario::Scenario& scenario() const { return m_scenario; }
    const core::train::GpuServerConfig& config() const { return m_config; }

    // The GPU fabric in use (the Communication fabric tab switches it).
    core::topo::GpuFabric fabric() const { return m_config.server.fabric; }
    void setFabric(core::topo::GpuFabric fabric);
    // False for NVLink pairs with an odd GPU count.
    bool fabricPossible(core::topo::GpuFabric fabric) const;

    const core::topo::ServerGraph& server() const { return m_server; }
    const core::train::StepTimeline& timeline() const { return m_timeline; }
    // The all-reduce of the step's gradients on each fabric (index: GpuFabric), each on the
    // server rebuilt with that fabric; `seconds` is 0 where the fabric is not possible.
    const core::topo::AllReduceEstimate& allReduceOn(core::topo::GpuFabric fabric) const;
    const core::topo::ServerGraph& serverWith(core::topo::GpuFabric fabric) const;

    // "Launch workload": plays one step from t = 0.
    void launch();
    double now() const { return m_simulation.now(); }
    SimDriver* driver() const { return m_driver; }

    // Rebuilds from the scenario's start state: what Reset does.
    void rebuild();

    nlohmann::json scenarioJson() const;
    static std::vector<core::scenario::ModelEntry> registry();

Q_SIGNALS:
    void rebuilt();         // scenario or fabric changed, or reset: views re-read everything
    void launchedChanged(); // a step restarted from t = 0
    void stepFinished();

private:
    void buildModel();

    core::scenario::Scenario m_scenario;
    core::train::GpuServerConfig m_config;
    core::topo::GpuFabric m_startFabric = core::topo::GpuFabric::NvlinkPairs;
    core::topo::ServerGraph m_server;
    core::train::StepTimeline m_timeline;
    std::array<core::topo::ServerGraph, 3> m_fabricServers;
    std::array<core::topo::AllReduceEstimate, 3> m_allReduce;
    core::sim::Simulation m_simulation;
    SimDriver* m_driver = nullptr;
};

} // namespace ailab::labs::gpu_server
