#include "labs/storage/storage_session.h"

#include "core/models/storage/storage_scenario.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/skeleton/sim_driver.h"

#include <algorithm>
#include <cmath>

namespace ailab::labs::storage {

namespace {
// The run plays in about this many wall seconds at normal speed: long enough to watch the
// prefetch buffer fill and drain, short enough to see an epoch end.
constexpr double kWallSecondsPerRun = 30.0;
// One Step shows about this share of the run.
constexpr double kStepShare = 0.01;
// Samples kept per telemetry series: a whole run at one sample a second.
constexpr std::size_t kTelemetryCapacity = 20000;

double expectedDuration(const core::storage::PipelineConfig& config)
{
    const core::storage::ClosedFormRates closed = core::storage::closedFormOf(config);
    const double fed = std::max(closed.result.fedFraction, 0.01);
    double end = 0;
    for (const core::storage::JobConfig& j : config.jobs) {
        const double steps = double(j.stepsPerEpoch()) * j.epochs;
        end = std::max(end, j.startS + steps * j.computeSecondsPerBatch / fed);
    }
    return std::max(end, 1.0);
}
} // namespace

StorageSession::StorageSession(QObject* parent)
    : LabSession("storage", parent)
    , m_scenarioConfig(std::make_unique<core::storage::PipelineConfig>())
    , m_config(std::make_unique<core::storage::PipelineConfig>())
{
    connect(driver(), &SimDriver::frameReady, this, &StorageSession::onFrame);
    startFromDefaults();
}

StorageSession::~StorageSession() = default;

void StorageSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    core::storage::PipelineConfig config =
        core::models::storage::readStorageScenario(scenario.model, "/model");
    config.seed = scenario.seed;
    *m_scenarioConfig = config;
}

void StorageSession::checkConfig(const core::storage::PipelineConfig& config)
{
    core::storage::validatePipeline(config);
}

void StorageSession::setConfig(const core::storage::PipelineConfig& config)
{
    checkConfig(config);
    *m_config = config;
    restart();
}

void StorageSession::resetEdits()
{
    *m_config = *m_scenarioConfig;
}

void StorageSession::startRun()
{
    m_run.reset();
    m_telemetry = std::make_unique<core::telemetry::MetricRegistry>(kTelemetryCapacity);
    m_run = std::make_unique<core::storage::InputPipeline>(simulation(), *m_config,
                                                           m_telemetry.get());
    m_expectedDurationS = expectedDuration(*m_config);
    driver()->setEndTime(-1.0); // set when the run has finished
    driver()->setBaseRate(m_expectedDurationS / kWallSecondsPerRun);
    driver()->setStepSize(std::max(m_expectedDurationS * kStepShare, 0.001));
}

void StorageSession::onFrame()
{
    // The run has ended: the clock stops at its end, as at the end of any lab's run.
    if (m_run && m_run->finished() && driver()->endTime() < 0) {
        driver()->setEndTime(std::max(m_run->result().endS, now()));
        driver()->pause();
    }
}

core::storage::PipelineResult StorageSession::result() const
{
    return m_run->result();
}

core::storage::ClosedFormRates StorageSession::closedForm() const
{
    return core::storage::closedFormOf(*m_config);
}

} // namespace ailab::labs::storage
