#include "labs/fabric/fabric_session.h"

#include "core/error.h"
#include "core/net/fabric_scenario.h"
#include "core/net/fabric_workload.h"
#include "labs/common/skeleton/sim_driver.h"

#include <algorithm>

namespace ailab::labs::fabric {

namespace {
// One training iteration (compute and all-reduce) plays in about this many wall seconds at
// normal speed: slow enough to follow the flows, fast enough to see several iterations.
constexpr double kWallSecondsPerIteration = 3.0;
constexpr int kStepsPerIteration = 20;

core::scenario::Scenario defaultScenario()
{
    core::scenario::Scenario s;
    s.lab = "fabric";
    s.title = "Healthy fabric";
    s.model = core::net::fabricScenarioToJson(core::net::FabricScenarioConfig{});
    s.sourceName = "defaults";
    return s;
}
} // namespace

FabricSession::FabricSession(QObject* parent)
    : QObject(parent)
    , m_scenarioConfig(std::make_unique<core::net::FabricScenarioConfig>())
    , m_config(std::make_unique<core::net::FabricScenarioConfig>())
    , m_driver(new SimDriver(m_simulation, this))
{
    connect(m_driver, &SimDriver::resetRequested, this, &FabricSession::rebuild);
    connect(m_driver, &SimDriver::frameReady, this, [this] {
        if (m_run && m_run->finished())
            m_driver->pause();
    });
    setScenario(defaultScenario());
}

FabricSession::~FabricSession()
{
    // The run's pending events refer to it: drop them first.
    m_simulation.reset();
    m_run.reset();
}

std::vector<core::scenario::ModelEntry> FabricSession::registry()
{
    return {{"fabric", core::net::validateFabricScenarioDocument, core::net::runFabricScenario}};
}

void FabricSession::setScenario(const core::scenario::Scenario& scenario)
{
    if (scenario.lab != "fabric")
        throw core::Error("the scenario is for lab '" + scenario.lab + "', not 'fabric'", "/lab");
    core::net::FabricScenarioConfig config =
        core::net::readFabricScenario(scenario.model, "/model");
    // Build once before changing anything: faults may cut the fabric apart.
    {
        core::sim::Simulation probe;
        core::net::FabricRun check(probe, config);
    }
    m_scenario = scenario;
    *m_scenarioConfig = config;
    rebuild();
}

void FabricSession::setConfig(const core::net::FabricScenarioConfig& config)
{
    {
        core::sim::Simulation probe;
        core::net::FabricRun check(probe, config); // validates and routes
    }
    *m_config = config;
    restart();
}

void FabricSession::rebuild()
{
    *m_config = *m_scenarioConfig;
    restart();
}

void FabricSession::restart()
{
    m_driver->pause();
    m_simulation.reset(); // the old run's events capture it: drop them first
    m_run.reset();
    m_run = std::make_unique<core::net::FabricRun>(m_simulation, *m_config);
    m_run->allReduceCompleted.connect([this](int iteration, double seconds, double at) {
        emit allReduceCompleted(iteration, seconds, at);
    });
    const auto& w = m_config->allReduce;
    double iteration = w.enabled ? w.computeSeconds + m_run->closedFormSeconds()
                                 : m_run->plannedEndSeconds() / 4.0;
    iteration = std::max(iteration, 1e-4);
    m_driver->setBaseRate(iteration / kWallSecondsPerIteration);
    m_driver->setStepSize(iteration / kStepsPerIteration);
    emit rebuilt();
}

nlohmann::json FabricSession::scenarioJson() const
{
    return nlohmann::json{{"schema", m_scenario.schema}, {"lab", m_scenario.lab},
                          {"title", m_scenario.title},   {"description", m_scenario.description},
                          {"seed", m_scenario.seed},     {"model", m_scenario.model}};
}

} // namespace ailab::labs::fabric
