#pragma once

#include "labs/common/skeleton/lab_session.h"

// moc cannot parse the standard library's concepts that the core headers pull in.
#ifndef Q_MOC_RUN
#include "core/collective/server_all_reduce.h"
#include "core/models/gpu_server/gpu_server_scenario.h"
#include "core/topo/intra_node.h"
#include "core/train/gpu_step_timeline.h"
#endif

#include <array>

namespace ailab::labs::gpu_server {

// The GPU server lab's model: the scenario's server and workload, the server graph, the
// step timeline, the all-reduce on each GPU fabric, and the session's clock playing one step.
class GpuServerSession : public LabSession
{
    Q_OBJECT
public:
    explicit GpuServerSession(QObject* parent = nullptr);
    ~GpuServerSession() override;

    const core::models::gpu_server::GpuServerConfig& config() const { return m_config; }

    // The GPU fabric in use (the Communication fabric tab switches it).
    core::topo::GpuFabric fabric() const { return m_config.server.fabric; }
    void setFabric(core::topo::GpuFabric fabric);
    // False for NVLink pairs with an odd GPU count.
    bool fabricPossible(core::topo::GpuFabric fabric) const;

    const core::topo::ServerGraph& server() const { return m_server; }
    const core::train::StepTimeline& timeline() const { return m_timeline; }
    // The all-reduce of the step's gradients on each fabric (index: GpuFabric), each on the
    // server rebuilt with that fabric; `seconds` is 0 where the fabric is not possible.
    const core::collective::AllReduceEstimate& allReduceOn(core::topo::GpuFabric fabric) const;
    const core::topo::ServerGraph& serverWith(core::topo::GpuFabric fabric) const;

    // "Launch workload": plays one step from t = 0.
    void launch();

Q_SIGNALS:
    void launchedChanged(); // a step restarted from t = 0
    void stepFinished();

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override;

    core::models::gpu_server::GpuServerConfig m_config;
    core::topo::GpuFabric m_startFabric = core::topo::GpuFabric::NvlinkPairs;
    core::topo::ServerGraph m_server;
    core::train::StepTimeline m_timeline;
    std::array<core::topo::ServerGraph, 3> m_fabricServers;
    std::array<core::collective::AllReduceEstimate, 3> m_allReduce;
};

} // namespace ailab::labs::gpu_server
