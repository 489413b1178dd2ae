#include "core/models/stack/stack_scenario.h"
#include "core/sim/simulation.h"

#include <map>

namespace ailab::core::models::stack {

namespace {

nlohmann::json breakdownJson(const train::StepBreakdown& b)
{
    return {
        {"flopsPerStep", b.flopsPerStep},
        {"powerThroughputFactor", b.powerThroughputFactor},
        {"computeSeconds", b.computeSeconds},
        {"allReduceBytes", b.allReduceBytes},
        {"allReduceBytesPerRank", b.allReduceBytesPerRank},
        {"communicationSeconds", b.communicationSeconds},
        {"exposedCommunicationSeconds", b.exposedCommunicationSeconds},
        {"dataLoadSeconds", b.dataLoadSeconds},
        {"dataWaitSeconds", b.dataWaitSeconds},
        {"checkpointBytes", b.checkpointBytes},
        {"checkpointWriteSeconds", b.checkpointWriteSeconds},
        {"checkpointPerStepSeconds", b.checkpointPerStepSeconds},
        {"stepSeconds", b.stepSeconds},
        {"stepsPerSecond", b.stepsPerSecond},
        {"stepsPerHour", b.stepsPerSecond * 3600.0},
        {"tokensPerSecond", b.tokensPerSecond},
        {"gpuUtilisation", b.gpuUtilisation},
        {"bottleneck", train::layerId(b.bottleneck)},
        {"gainIfTenPercentFasterSeconds",
         {{"compute", b.gainIfFasterSeconds[0]},
          {"network", b.gainIfFasterSeconds[1]},
          {"storage", b.gainIfFasterSeconds[2]}}},
    };
}

// Plays the whole journey headless and sums the time spent in each phase.
nlohmann::json journeyJson(const StackConfig& config, double computeFactor)
{
    sim::Simulation simulation;
    train::TrainingJourney journey(simulation, config.step, config.journey);
    infer::RequestJourney requests(simulation, config.inference);
    requests.setComputeThroughputFactor(computeFactor);

    std::map<std::string, double> phaseSeconds;
    std::string phase = "pending";
    double since = 0.0;
    journey.phaseChanged.connect([&](train::JourneyPhase next, int, double at) {
        phaseSeconds[phase] += at - since;
        phase = train::journeyPhaseId(next);
        since = at;
    });
    nlohmann::json steps = nlohmann::json::array();
    journey.stepCompleted.connect([&](int step, double seconds, double utilisation, double at) {
        steps.push_back({{"step", step},
                         {"seconds", seconds},
                         {"gpuUtilisation", utilisation},
                         {"endsAt", at}});
    });
    int answered = 0;
    requests.requestCompleted.connect([&](int, double, double) { ++answered; });
    journey.start();
    requests.start();
    while (!journey.finished() && simulation.step()) {
    }
    requests.stop();
    phaseSeconds.erase("pending");

    nlohmann::json phases = nlohmann::json::object();
    for (const auto& [name, seconds] : phaseSeconds)
        phases[name] = seconds;
    return {{"totalSeconds", simulation.now()},
            {"plannedSeconds", journey.plannedSeconds()},
            {"phaseSeconds", phases},
            {"steps", steps},
            {"inferenceRequestsAnswered", answered}};
}

} // namespace

nlohmann::json stackMetrics(const StackConfig& config)
{
    const train::StepBreakdown b = train::evaluateStep(config.step);
    const infer::RequestPathResult r =
        infer::evaluateRequestPath(config.inference, b.powerThroughputFactor);
    nlohmann::json hops = nlohmann::json::array();
    for (const auto& hop : r.hops) {
        hops.push_back({{"hop", infer::requestHopId(hop.hop)},
                        {"startSeconds", hop.start},
                        {"seconds", hop.duration}});
    }
    return {
        {"lab", "stack"},
        {"gpu", config.gpu},
        {"fabric", config.fabric},
        {"gpus", config.step.gpus()},
        {"step", breakdownJson(b)},
        {"bottleneck", train::layerId(b.bottleneck)},
        {"gpuUtilisation", b.gpuUtilisation},
        {"journey", journeyJson(config, b.powerThroughputFactor)},
        {"inference",
         {{"timeToFirstTokenSeconds", r.timeToFirstTokenSeconds},
          {"serverEndToEndSeconds", r.serverEndToEndSeconds},
          {"clientTimeToFirstTokenSeconds", r.clientTimeToFirstTokenSeconds},
          {"clientEndToEndSeconds", r.clientEndToEndSeconds},
          {"hops", hops}}},
    };
}

} // namespace ailab::core::models::stack
