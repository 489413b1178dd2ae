#include "labs/roce/roce_session.h"

#include "core/error.h"
#include "core/net/packet/feedback_sequence.h"
#include "core/net/packet/incast_scenario.h"
#include "core/net/packet/roce_scenario.h"
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

core::scenario::Scenario defaultScenario()
{
    core::scenario::Scenario s;
    s.lab = "roce";
    s.title = "ECN and DCQCN under incast";
    s.model = core::net::packet::roceScenarioToJson(core::net::packet::RoceScenarioConfig{});
    s.sourceName = "defaults";
    return s;
}
} // namespace

RoceSession::RoceSession(QObject* parent)
    : QObject(parent)
    , m_scenarioConfig(std::make_unique<core::net::packet::RoceScenarioConfig>())
    , m_config(std::make_unique<core::net::packet::RoceScenarioConfig>())
    , m_telemetry(std::make_unique<core::telemetry::MetricRegistry>(kTelemetryCapacity))
    , m_driver(new SimDriver(m_simulation, this))
{
    connect(m_driver, &SimDriver::resetRequested, this, &RoceSession::rebuild);
    setScenario(defaultScenario());
}

RoceSession::~RoceSession()
{
    m_feedback.reset(); // unsubscribes from the engine before it goes
    m_run.reset();      // resets the shared simulation first: its events refer to the engine
}

std::vector<core::scenario::ModelEntry> RoceSession::registry()
{
    return {{"roce", core::net::packet::validateRoceScenarioDocument,
             core::net::packet::runRoceScenario}};
}

void RoceSession::setScenario(const core::scenario::Scenario& scenario)
{
    if (scenario.lab != "roce")
        throw core::Error("the scenario is for lab '" + scenario.lab + "', not 'roce'", "/lab");
    core::net::packet::validateRoceScenarioDocument(scenario);
    core::net::packet::RoceScenarioConfig config =
        core::net::packet::readRoceScenario(scenario.model, "/model");
    config.incast.engine.seed = scenario.seed;
    m_scenario = scenario;
    *m_scenarioConfig = config;
    rebuild();
}

void RoceSession::setConfig(const core::net::packet::RoceScenarioConfig& config)
{
    core::net::packet::validateRoceScenario(config);
    core::net::packet::buildIncastNetwork(config.incast); // throws what the engine would
    *m_config = config;
    restart();
}

void RoceSession::rebuild()
{
    *m_config = *m_scenarioConfig;
    restart();
}

void RoceSession::restart()
{
    m_driver->pause();
    m_feedback.reset();
    m_run.reset(); // resets the shared simulation: the old engine's events go with it
    m_telemetry = std::make_unique<core::telemetry::MetricRegistry>(kTelemetryCapacity);
    m_run = std::make_unique<core::net::packet::IncastScenario>(m_config->incast, m_simulation);
    m_run->engine().recordTelemetry(*m_telemetry);
    m_feedback = std::make_unique<core::net::packet::FeedbackSequence>(*m_run);
    const double duration = m_config->durationS;
    m_driver->setEndTime(duration);
    m_driver->setBaseRate(duration / kWallSecondsPerRun);
    m_driver->setStepSize(kSamplesPerStep * m_config->incast.engine.sampleIntervalS);
    emit rebuilt();
}

nlohmann::json RoceSession::scenarioJson() const
{
    return nlohmann::json{{"schema", m_scenario.schema},    {"lab", m_scenario.lab},
                          {"title", m_scenario.title},      {"description", m_scenario.description},
                          {"seed", m_scenario.seed},        {"model", m_scenario.model},
                          {"incident", m_scenario.incident}};
}

} // namespace ailab::labs::roce
