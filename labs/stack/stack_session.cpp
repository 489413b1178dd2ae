#include "labs/stack/stack_session.h"

#include "core/error.h"
#include "labs/common/skeleton/sim_driver.h"

namespace ailab::labs::stack {

namespace {
// Simulated seconds per wall second at normal speed: a 12-step journey of about 40 s
// plays in about 20 s, slow enough to follow each phase.
constexpr double kBaseRate = 2.0;
constexpr double kStepSize = 0.25;

} // namespace

StackSession::StackSession(QObject* parent)
    : LabSession("stack", parent)
{
    driver()->setBaseRate(kBaseRate);
    driver()->setStepSize(kStepSize);
    connect(driver(), &SimDriver::frameReady, this, [this] {
        if (m_journey && m_journey->finished())
            driver()->pause();
    });
    startFromDefaults();
}

StackSession::~StackSession() = default;

void StackSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    m_config = core::models::stack::readStackConfig(scenario.model, "/model");
}

void StackSession::resetEdits()
{
    m_degradations = m_config.step.degradations;
}

void StackSession::startRun()
{
    // The journeys' events are gone with the clock's reset; now the journeys go.
    m_requests.reset();
    m_journey.reset();
    core::train::StepInputs step = m_config.step;
    step.degradations = m_degradations;
    m_journey =
        std::make_unique<core::train::TrainingJourney>(simulation(), step, m_config.journey);
    m_requests = std::make_unique<core::infer::RequestJourney>(simulation(), m_config.inference);
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
    return m_journey->snapshot(now());
}

} // namespace ailab::labs::stack
