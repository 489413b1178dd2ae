#include "labs/gpu_server/gpu_server_session.h"

#include "core/error.h"
#include "labs/common/skeleton/sim_driver.h"

namespace ailab::labs::gpu_server {

namespace {
// One step plays in about 8 wall seconds at normal speed, whatever its length.
constexpr double kWallSecondsPerStep = 8.0;
constexpr int kStepsOfTheTimeBar = 40;

int indexOf(core::topo::GpuFabric fabric)
{
    return static_cast<int>(fabric);
}
} // namespace

GpuServerSession::GpuServerSession(QObject* parent)
    : LabSession("gpu-server", parent)
{
    connect(driver(), &SimDriver::finished, this, &GpuServerSession::stepFinished);
    startFromDefaults();
}

GpuServerSession::~GpuServerSession() = default;

void GpuServerSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    core::models::gpu_server::GpuServerConfig config =
        core::models::gpu_server::readGpuServerConfig(scenario.model);
    // Build everything first so that an error leaves the session unchanged.
    const core::topo::ServerGraph server = core::topo::buildServer(config.server);
    (void)core::train::computeStepTimeline(server, config.workload);
    m_config = std::move(config);
    m_startFabric = m_config.server.fabric;
}

bool GpuServerSession::fabricPossible(core::topo::GpuFabric fabric) const
{
    return fabric != core::topo::GpuFabric::NvlinkPairs || m_config.server.gpus % 2 == 0;
}

void GpuServerSession::setFabric(core::topo::GpuFabric fabric)
{
    if (!fabricPossible(fabric) || fabric == m_config.server.fabric)
        return;
    m_config.server.fabric = fabric;
    restart();
}

void GpuServerSession::resetEdits()
{
    m_config.server.fabric = m_startFabric;
}

void GpuServerSession::startRun()
{
    m_server = core::topo::buildServer(m_config.server);
    m_timeline = core::train::computeStepTimeline(m_server, m_config.workload);
    for (const std::string& id : core::topo::gpuFabricIds()) {
        const auto f = core::topo::gpuFabricFromId(id);
        const int i = indexOf(f);
        m_fabricServers[i] = core::topo::withFabric(m_config.server, f);
        m_allReduce[i] = fabricPossible(f) ? core::collective::ringAllReduce(
                                                 m_fabricServers[i], m_timeline.step.allReduceBytes)
                                           : core::collective::AllReduceEstimate{};
    }
    const double step = m_timeline.stepSeconds;
    driver()->setBaseRate(step / kWallSecondsPerStep);
    driver()->setStepSize(step / kStepsOfTheTimeBar);
    // The clock plays one step; the TimeBar's Play and "Launch workload" start the same run.
    driver()->setEndTime(step);
}

const core::collective::AllReduceEstimate&
GpuServerSession::allReduceOn(core::topo::GpuFabric f) const
{
    return m_allReduce[indexOf(f)];
}

const core::topo::ServerGraph& GpuServerSession::serverWith(core::topo::GpuFabric f) const
{
    return m_fabricServers[indexOf(f)];
}

void GpuServerSession::launch()
{
    driver()->pause();
    simulation().reset();
    emit launchedChanged();
    driver()->play();
}

} // namespace ailab::labs::gpu_server
