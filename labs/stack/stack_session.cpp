#include "labs/stack/stack_session.h"

#include "core/error.h"
#include "core/scenario/model_registry.h"
#include "labs/common/skeleton/sim_driver.h"

namespace ailab::labs::stack {

namespace {
// Simulated seconds per wall second at normal speed: a 12-step journey of about 40 s
// plays in about 20 s, slow enough to follow each phase.
constexpr double kBaseRate = 2.0;
constexpr double kStepSize = 0.25;

core::scenario::Scenario defaultScenario()
{
    core::scenario::Scenario s;
    s.lab = "stack";
    s.title = "Healthy 32-GPU training job";
    s.model = core::train::stackConfigToJson(core::train::defaultStackConfig());
    s.sourceName = "defaults";
    return s;
}
} // namespace

StackSession::StackSession(QObject* parent)
    : QObject(parent)
    , m_driver(new SimDriver(m_simulation, this))
{
    m_driver->setBaseRate(kBaseRate);
    m_driver->setStepSize(kStepSize);
    connect(m_driver, &SimDriver::resetRequested, this, &StackSession::rebuild);
    connect(m_driver, &SimDriver::frameReady, this, [this] {
        if (m_journey && m_journey->finished())
            m_driver->pause();
    });
    setScenario(defaultScenario());
}

StackSession::~StackSession() = default;

std::vector<core::scenario::ModelEntry> StackSession::registry()
{
    return {{"stack", core::train::validateStackScenario, core::train::runStackScenario}};
}

void StackSession::setScenario(const core::scenario::Scenario& scenario)
{
    if (scenario.lab != "stack")
        throw core::Error("the scenario is for lab '" + scenario.lab + "', not 'stack'", "/lab");
    core::train::StackConfig config = core::train::readStackConfig(scenario.model, "/model");
    m_scenario = scenario;
    m_config = std::move(config);
    rebuild();
}

void StackSession::rebuild()
{
    m_driver->pause();
    m_degradations = m_config.step.degradations;
    buildModel();
    emit rebuilt();
}

void StackSession::buildModel()
{
    // The journeys' events capture them: drop the events before the journeys.
    m_simulation.reset();
    m_requests.reset();
    m_journey.reset();
    core::train::StepInputs step = m_config.step;
    step.degradations = m_degradations;
    m_journey =
        std::make_unique<core::train::TrainingJourney>(m_simulation, step, m_config.journey);
    m_requests = std::make_unique<core::infer::RequestJourney>(m_simulation, m_config.inference);
    updateFigures();
    m_journey->stepCompleted.connect([this](int s, double seconds, double utilisation, double at) {
        emit stepCompleted(s, seconds, utilisation, at);
    });
    m_journey->phaseChanged.connect([this](core::train::JourneyPhase phase, int, double) {
        if (phase == core::train::JourneyPhase::Finished) {
            m_requests->stop();
            emit journeyFinished();
        }
    });
    m_journey->start();
    m_requests->start();
}

void StackSession::setDegradations(const core::train::Degradations& degradations)
{
    m_journey->setDegradations(degradations); // validates
    m_degradations = degradations;
    updateFigures();
    emit degradationsChanged();
}

void StackSession::updateFigures()
{
    core::train::StepInputs healthy = m_config.step;
    healthy.degradations = core::train::Degradations{};
    m_healthyStep = core::train::evaluateStep(healthy);
    m_currentStep = core::train::evaluateStep(m_journey->stepInputs());
    m_currentRequest =
        core::infer::evaluateRequestPath(m_config.inference, m_currentStep.powerThroughputFactor);
    m_requests->setComputeThroughputFactor(m_currentStep.powerThroughputFactor);
}

core::train::JourneySnapshot StackSession::journeySnapshot() const
{
    return m_journey->snapshot(m_simulation.now());
}

nlohmann::json StackSession::scenarioJson() const
{
    return nlohmann::json{{"schema", m_scenario.schema}, {"lab", m_scenario.lab},
                          {"title", m_scenario.title},   {"description", m_scenario.description},
                          {"seed", m_scenario.seed},     {"model", m_scenario.model}};
}

} // namespace ailab::labs::stack
