#include "labs/gpu_server/gpu_server_session.h"

#include "core/error.h"
#include "labs/common/skeleton/sim_driver.h"

namespace ailab::labs::gpu_server {

namespace {
// One step plays in about 8 wall seconds at normal speed, whatever its length.
constexpr double kWallSecondsPerStep = 8.0;
constexpr int kStepsOfTheTimeBar = 40;

core::scenario::Scenario defaultScenario()
{
    core::scenario::Scenario s;
    s.lab = "gpu-server";
    s.title = "The seed's conceptual 4-GPU node";
    s.model = core::train::gpuServerConfigToJson(core::train::GpuServerConfig{});
    s.sourceName = "defaults";
    return s;
}

int indexOf(core::topo::GpuFabric fabric)
{
    return static_cast<int>(fabric);
}
} // namespace

GpuServerSession::GpuServerSession(QObject* parent)
    : QObject(parent)
    , m_driver(new SimDriver(m_simulation, this))
{
    connect(m_driver, &SimDriver::resetRequested, this, &GpuServerSession::rebuild);
    connect(m_driver, &SimDriver::finished, this, &GpuServerSession::stepFinished);
    setScenario(defaultScenario());
}

GpuServerSession::~GpuServerSession() = default;

std::vector<core::scenario::ModelEntry> GpuServerSession::registry()
{
    return {
        {"gpu-server", core::train::validateGpuServerScenario, core::train::runGpuServerScenario}};
}

void GpuServerSession::setScenario(const core::scenario::Scenario& scenario)
{
    if (scenario.lab != "gpu-server")
        throw core::Error("the scenario is for lab '" + scenario.lab + "', not 'gpu-server'",
                          "/lab");
    core::train::GpuServerConfig config = core::train::readGpuServerConfig(scenario.model);
    // Build everything first so that an error leaves the session unchanged.
    const core::topo::ServerGraph server = core::topo::buildServer(config.server);
    (void)core::train::computeStepTimeline(server, config.workload);
    m_scenario = scenario;
    m_config = std::move(config);
    m_startFabric = m_config.server.fabric;
    rebuild();
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
    m_driver->pause();
    buildModel();
    emit rebuilt();
}

void GpuServerSession::rebuild()
{
    m_driver->pause();
    m_config.server.fabric = m_startFabric;
    buildModel();
    emit rebuilt();
}

void GpuServerSession::buildModel()
{
    m_simulation.reset();
    m_server = core::topo::buildServer(m_config.server);
    m_timeline = core::train::computeStepTimeline(m_server, m_config.workload);
    for (const std::string& id : core::topo::gpuFabricIds()) {
        const auto f = core::topo::gpuFabricFromId(id);
        const int i = indexOf(f);
        m_fabricServers[i] = core::topo::withFabric(m_config.server, f);
        m_allReduce[i] =
            fabricPossible(f)
                ? core::topo::ringAllReduce(m_fabricServers[i], m_timeline.step.allReduceBytes)
                : core::topo::AllReduceEstimate{};
    }
    const double step = m_timeline.stepSeconds;
    m_driver->setBaseRate(step / kWallSecondsPerStep);
    m_driver->setStepSize(step / kStepsOfTheTimeBar);
    // The clock plays one step; the TimeBar's Play and "Launch workload" start the same run.
    m_driver->setEndTime(step);
}

const core::topo::AllReduceEstimate& GpuServerSession::allReduceOn(core::topo::GpuFabric f) const
{
    return m_allReduce[indexOf(f)];
}

const core::topo::ServerGraph& GpuServerSession::serverWith(core::topo::GpuFabric f) const
{
    return m_fabricServers[indexOf(f)];
}

void GpuServerSession::launch()
{
    m_driver->pause();
    m_simulation.reset();
    emit launchedChanged();
    m_driver->play();
}

nlohmann::json GpuServerSession::scenarioJson() const
{
    core::train::GpuServerConfig start = m_config;
    start.server.fabric = m_startFabric;
    return nlohmann::json{
        {"schema", m_scenario.schema}, {"lab", m_scenario.lab},
        {"title", m_scenario.title},   {"description", m_scenario.description},
        {"seed", m_scenario.seed},     {"model", core::train::gpuServerConfigToJson(start)}};
}

} // namespace ailab::labs::gpu_server
