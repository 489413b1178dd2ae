#include "labs/common/skeleton/lab_session.h"

#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/skeleton/sim_driver.h"

#include <stdexcept>

namespace ailab::labs {

namespace {
const core::scenario::ModelEntry& registeredModel(const std::string& labId)
{
    const core::scenario::ModelEntry* entry = core::models::findModel(labId);
    if (entry == nullptr)
        throw std::logic_error("core's model registry has no model for lab '" + labId + "'");
    return *entry;
}
} // namespace

LabSession::LabSession(std::string labId, QObject* parent)
    : QObject(parent)
    , m_labId(std::move(labId))
    , m_model(&registeredModel(m_labId))
    , m_driver(std::make_unique<SimDriver>(m_simulation))
{
    connect(m_driver.get(), &SimDriver::resetRequested, this, &LabSession::rebuild);
}

LabSession::~LabSession() = default;

void LabSession::startFromDefaults()
{
    setScenario(m_model->defaultScenario());
}

void LabSession::setScenario(const core::scenario::Scenario& scenario)
{
    if (scenario.lab != m_labId)
        throw core::Error("the scenario is for lab '" + scenario.lab + "', not '" + m_labId + "'",
                          "/lab");
    m_model->validate(scenario);
    adoptScenario(scenario);
    m_scenario = scenario;
    rebuild();
}

nlohmann::json LabSession::scenarioJson() const
{
    return core::scenario::scenarioToJsonValue(m_scenario);
}

void LabSession::rebuild()
{
    resetEdits();
    restart();
}

void LabSession::restart()
{
    m_driver->pause();
    m_simulation.reset(); // the old run's events refer to it: they go first
    startRun();
    emit rebuilt();
    m_driver->showFrame(); // the clock shows the new run's start, not the old run's time
}

} // namespace ailab::labs
