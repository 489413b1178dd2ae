#include "labs/inference/inference_session.h"

#include "core/infer/serving_cluster.h"
#include "core/infer/workload.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/skeleton/sim_driver.h"

#include <algorithm>

namespace ailab::labs::inference {

namespace {
// The whole run plays in about this many wall seconds at normal speed; slow speed (a
// quarter) then shows a single request's tokens arriving one by one.
constexpr double kWallSecondsPerRun = 60.0;
constexpr double kMinBaseRate = 0.5;
constexpr double kMaxBaseRate = 20.0;
// A run that never ends (every replica down for good) still gets a time bar.
constexpr double kTailAfterLastArrivalS = 60.0;
} // namespace

using core::models::inference::InferenceScenarioConfig;

InferenceSession::InferenceSession(QObject* parent)
    : LabSession("inference", parent)
    , m_scenarioConfig(std::make_unique<InferenceScenarioConfig>())
    , m_config(std::make_unique<InferenceScenarioConfig>())
    , m_wholeRun(std::make_unique<core::infer::ServingMetrics>())
{
    startFromDefaults();
}

InferenceSession::~InferenceSession() = default;

void InferenceSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    const InferenceScenarioConfig config = core::models::inference::readInferenceScenario(
        scenario.model, scenario.events, "/model", "/events");
    *m_scenarioConfig = config;
    m_seed = scenario.seed;
}

void InferenceSession::checkConfig(const InferenceScenarioConfig& config)
{
    core::models::inference::validateInferenceScenario(config);
}

void InferenceSession::setConfig(const InferenceScenarioConfig& config)
{
    checkConfig(config);
    *m_config = config;
    restart();
}

void InferenceSession::resetEdits()
{
    *m_config = *m_scenarioConfig;
}

void InferenceSession::startRun()
{
    m_cluster.reset();
    std::vector<core::infer::RequestSpec> requests =
        core::infer::generateRequests(m_config->workload, m_seed);
    const double lastArrival = requests.empty() ? 0.0 : requests.back().arrivalS;
    const core::infer::ServingRun ahead = core::infer::runServing(m_config->serving, requests);
    *m_wholeRun = ahead.metrics;
    m_runEndS = ahead.end.finished + ahead.end.rejected == int(requests.size())
                    ? std::max(ahead.metrics.durationS, lastArrival)
                    : lastArrival + kTailAfterLastArrivalS;
    m_runEndS = std::max(m_runEndS, m_config->serving.sampleIntervalS);

    m_tokenTimes.assign(requests.size(), {});
    m_cluster = std::make_unique<core::infer::ServingCluster>(simulation(), m_config->serving,
                                                              std::move(requests));
    m_cluster->tokenEmitted.connect([this](int request, double time) {
        m_tokenTimes[std::size_t(request)].push_back(time);
    });
    m_cluster->start();
    driver()->setEndTime(m_runEndS);
    driver()->setBaseRate(std::clamp(m_runEndS / kWallSecondsPerRun, kMinBaseRate, kMaxBaseRate));
    driver()->setStepSize(m_config->serving.sampleIntervalS);
}

const std::vector<double>& InferenceSession::tokenTimes(int request) const
{
    static const std::vector<double> none;
    if (request < 0 || std::size_t(request) >= m_tokenTimes.size())
        return none;
    return m_tokenTimes[std::size_t(request)];
}

void InferenceSession::failReplica(int replica)
{
    addEventNow(true, replica);
}

void InferenceSession::recoverReplica(int replica)
{
    addEventNow(false, replica);
}

void InferenceSession::addEventNow(bool fail, int replica)
{
    // The change becomes one of the run's timed events: the whole run, its end and a saved
    // state then include it, and the run replays to the time it was made.
    const double now = simulation().now();
    const bool playing = driver()->isPlaying();
    InferenceScenarioConfig edited = *m_config;
    core::infer::ReplicaEvent event;
    event.atS = now;
    event.kind = fail ? core::infer::ReplicaEvent::Kind::Fail : core::infer::ReplicaEvent::Kind::Recover;
    event.replica = replica;
    auto& events = edited.serving.events;
    events.insert(std::upper_bound(events.begin(), events.end(), now,
                                   [](double t, const core::infer::ReplicaEvent& e) {
                                       return t < e.atS;
                                   }),
                  event);
    setConfig(edited);
    driver()->seek(now);
    if (playing)
        driver()->play();
    emit replicasChanged();
}

} // namespace ailab::labs::inference
