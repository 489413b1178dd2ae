#include "labs/roce/roce_session.h"

#include "core/models/roce/roce_scenario.h"
#include "core/net/packet/feedback_sequence.h"
#include "core/net/packet/incast_scenario.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/skeleton/sim_driver.h"

namespace ailab::labs::roce {

namespace {
// The run's whole duration plays in about this many wall seconds at normal speed: slow
// enough to watch the queue build and the rates fall, short enough to see it settle.
constexpr double kWallSecondsPerRun = 12.0;
// One Step shows this many telemetry samples.
constexpr int kSamplesPerStep = 5;
// Every sample of a 100 ms run at the 10 us telemetry step.
constexpr std::size_t kTelemetryCapacity = 10001;
} // namespace

RoceSession::RoceSession(QObject* parent)
    : LabSession("roce", parent)
    , m_scenarioConfig(std::make_unique<core::models::roce::RoceScenarioConfig>())
    , m_config(std::make_unique<core::models::roce::RoceScenarioConfig>())
{
    startFromDefaults();
}

RoceSession::~RoceSession() = default;

void RoceSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    core::models::roce::RoceScenarioConfig config =
        core::models::roce::readRoceScenario(scenario.model, "/model");
    config.incast.engine.seed = scenario.seed;
    *m_scenarioConfig = config;
}

void RoceSession::checkConfig(const core::models::roce::RoceScenarioConfig& config)
{
    core::models::roce::validateRoceScenario(config);
    core::net::packet::buildIncastNetwork(config.incast);
}

void RoceSession::setConfig(const core::models::roce::RoceScenarioConfig& config)
{
    checkConfig(config);
    *m_config = config;
    restart();
}

void RoceSession::resetEdits()
{
    *m_config = *m_scenarioConfig;
}

void RoceSession::startRun()
{
    m_feedback.reset();
    m_run.reset();
    m_telemetry = std::make_unique<core::telemetry::MetricRegistry>(kTelemetryCapacity);
    m_run = std::make_unique<core::net::packet::IncastScenario>(m_config->incast, simulation());
    m_run->engine().recordTelemetry(*m_telemetry);
    m_feedback = std::make_unique<core::net::packet::FeedbackSequence>(*m_run);
    const double duration = m_config->durationS;
    driver()->setEndTime(duration);
    driver()->setBaseRate(duration / kWallSecondsPerRun);
    driver()->setStepSize(kSamplesPerStep * m_config->incast.engine.sampleIntervalS);
}

} // namespace ailab::labs::roce
