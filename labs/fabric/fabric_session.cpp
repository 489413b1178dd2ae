#include "labs/fabric/fabric_session.h"

#include "core/models/fabric/fabric_scenario.h"
#include "core/models/fabric/fabric_workload.h"
#include "labs/common/skeleton/sim_driver.h"

#include <algorithm>

namespace ailab::labs::fabric {

namespace {
// One training iteration (compute and all-reduce) plays in about this many wall seconds at
// normal speed: slow enough to follow the flows, fast enough to see several iterations.
constexpr double kWallSecondsPerIteration = 3.0;
constexpr int kStepsPerIteration = 20;
} // namespace

FabricSession::FabricSession(QObject* parent)
    : LabSession("fabric", parent)
    , m_scenarioConfig(std::make_unique<core::models::fabric::FabricScenarioConfig>())
    , m_config(std::make_unique<core::models::fabric::FabricScenarioConfig>())
{
    connect(driver(), &SimDriver::frameReady, this, [this] {
        if (m_run && m_run->finished())
            driver()->pause();
    });
    startFromDefaults();
}

FabricSession::~FabricSession() = default;

void FabricSession::checkConfig(const core::models::fabric::FabricScenarioConfig& config)
{
    core::sim::Simulation scratch;
    // Validates and routes; solving a step for the replay is left to the real run.
    core::models::fabric::FabricScenarioConfig routesOnly = config;
    routesOnly.allReduce.engine = core::collective::CollectiveEngine::PerFlow;
    core::models::fabric::FabricRun check(scratch, routesOnly);
}

void FabricSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    const core::models::fabric::FabricScenarioConfig config =
        core::models::fabric::readFabricScenario(scenario.model, "/model");
    checkConfig(config);
    *m_scenarioConfig = config;
}

void FabricSession::setConfig(const core::models::fabric::FabricScenarioConfig& config)
{
    checkConfig(config);
    *m_config = config;
    restart();
}

void FabricSession::resetEdits()
{
    *m_config = *m_scenarioConfig;
}

void FabricSession::startRun()
{
    m_run.reset(); // before the new run: its destructor may still touch the clock
    m_run = std::make_unique<core::models::fabric::FabricRun>(simulation(), *m_config);
    m_run->allReduceCompleted.connect([this](int iteration, double seconds, double at) {
        emit allReduceCompleted(iteration, seconds, at);
    });
    const auto& w = m_config->allReduce;
    double iteration = w.enabled ? w.computeSeconds + m_run->closedFormSeconds()
                                 : m_run->plannedEndSeconds() / 4.0;
    iteration = std::max(iteration, 1e-4);
    driver()->setBaseRate(iteration / kWallSecondsPerIteration);
    driver()->setStepSize(iteration / kStepsPerIteration);
}

} // namespace ailab::labs::fabric
