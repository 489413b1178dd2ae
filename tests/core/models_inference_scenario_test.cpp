// The inference lab's scenario model (core/models/inference): reading every field, errors at
// the field's JSON pointer, events, the defaults, and running it.
#include "core/error.h"
#include "core/models/inference/inference_scenario.h"
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models;
using inference::InferenceScenarioConfig;

namespace {
InferenceScenarioConfig read(const nlohmann::json& model,
                             const nlohmann::json& events = nlohmann::json::array())
{
    return inference::readInferenceScenario(model, events);
}
} // namespace

TEST_CASE("the inference scenario reads every field and writes it back", "[models][inference]")
{
    const nlohmann::json model = {
        {"replica",
         {{"modelId", "llama-2-70b"},
          {"gpuId", "h200-sxm"},
          {"tensorParallel", 2},
          {"weights", "fp8"},
          {"kvCache", "fp8"},
          {"gpuMemoryUtilization", 0.85},
          {"activationReserveGB", 3}}},
        {"cost",
         {{"computeEfficiency", 0.5},
          {"memoryEfficiency", 0.8},
          {"cpuOverheadS", 0.002},
          {"allReduceEfficiency", 0.7},
          {"allReduceLatencyS", 1e-5}}},
        {"scheduler",
         {{"policy", "decode-first"},
          {"maxNumSeqs", 128},
          {"maxBatchedTokens", 4096},
          {"chunkedPrefill", true},
          {"prefixCaching", false}}},
        {"replicas", 4},
        {"router", "prefix-affinity"},
        {"maxModelLen", 2048},
        {"autoscaler",
         {{"enabled", true},
          {"metric", "kv-usage"},
          {"scaleUpAbove", 0.8},
          {"scaleDownBelow", 0.2},
          {"intervalS", 5},
          {"minReplicas", 2},
          {"maxReplicas", 6},
          {"storageReadGBps", 4},
          {"startupS", 20}}},
        {"disaggregation", {{"enabled", false}, {"prefillReplicas", 1}, {"fabricId", "ib-ndr"}}},
        {"slo", {{"ttftMs", 300}, {"tpotMs", 40}, {"e2elMs", 0}}},
        {"sampleIntervalS", 0.5},
        {"workload",
         {{"requests", 500},
          {"arrival", {{"ratePerS", 4}, {"burstiness", 0.5}}},
          {"prompt", {{"kind", "uniform"}, {"min", 100}, {"max", 900}}},
          {"output", {{"kind", "fixed"}, {"tokens", 64}}},
          {"prefix", {{"share", 0.5}, {"groups", 3}, {"tokens", 256}}},
          {"phases",
           {{{"startS", 60},
             {"ratePerS", 12},
             {"longPromptShare", 0.1},
             {"longPromptTokens", 1500}}}}}},
    };
    const nlohmann::json events = {
        {{"atS", 30}, {"kind", "fail"}, {"replica", 1}},
        {{"atS", 40}, {"kind", "slowdown"}, {"replica", 0}, {"throughputFactor", 0.5}}};
    const InferenceScenarioConfig c = read(model, events);
    CHECK(c.serving.replica.modelId == "llama-2-70b");
    CHECK(c.serving.replica.weights == infer::WeightPrecision::FP8);
    CHECK(c.serving.scheduler.policy == infer::SchedulingPolicy::DecodeFirst);
    CHECK(c.serving.router == infer::RouterPolicy::PrefixAffinity);
    CHECK(c.serving.autoscaler.metric == infer::AutoscaleMetric::KvUsage);
    CHECK(c.serving.slo.ttftS == Approx(0.3));
    CHECK(c.workload.phases.at(0).longPromptTokens == 1500);
    REQUIRE(c.serving.events.size() == 2);
    CHECK(c.serving.events[1].throughputFactor == 0.5);
    CHECK(inference::inferenceModelToJson(c) == model);
    CHECK(inference::inferenceEventsToJson(c) == events);
}

TEST_CASE("inference scenario errors name the field", "[models][inference]")
{
    CHECK_THROWS_WITH(read({{"replicas", 0}}), Catch::StartsWith("/model/replicas: expected"));
    CHECK_THROWS_WITH(read({{"replica", {{"modelId", "llama-3-70b"}}}}),
                      Catch::StartsWith("/model/replica/tensorParallel: the weights of"));
    CHECK_THROWS_WITH(read({{"replica", {{"gpuId", "tpu"}}}}),
                      Catch::StartsWith("/model/replica/gpuId: "));
    CHECK_THROWS_WITH(
        read({{"workload", {{"prompt", {{"kind", "uniform"}, {"min", 9}, {"max", 3}}}}}}),
        Catch::StartsWith("/model/workload/prompt/max: "));
    CHECK_THROWS_WITH(read({{"workload", {{"prompt", {{"kind", "fixed"}, {"mean", 9}}}}}}),
                      Catch::StartsWith("/model/workload/prompt/mean: "));
    CHECK_THROWS_WITH(read({{"colour", "red"}}), Catch::StartsWith("/model/colour: "));
    CHECK_THROWS_WITH(
        read(nlohmann::json::object(), {{{"atS", 1}, {"kind", "fail"}, {"replica", 5}}}),
        Catch::StartsWith("/events/0/replica: expected a replica from 0 to 0"));
    CHECK_THROWS_WITH(
        read(nlohmann::json::object(), {{{"atS", 1}, {"kind", "explode"}, {"replica", 0}}}),
        Catch::StartsWith("/events/0/kind: "));
}

TEST_CASE("the inference model is registered and its defaults run", "[models][inference]")
{
    const scenario::ModelEntry* entry = findModel("inference");
    REQUIRE(entry != nullptr);
    scenario::Scenario s = entry->defaultScenario();
    CHECK(s.title == "Llama 3 8B on one H100");
    CHECK(s.model == inference::inferenceModelToJson(inference::defaultInferenceConfig()));
    s.model["workload"]["requests"] = 100;
    const nlohmann::json out = runScenario(s);
    CHECK(out["lab"] == "inference");
    CHECK(out["completed"] == 100);
    CHECK(out["mean_ttft_ms"].get<double>() > 0);
    // Same scenario and seed, same figures.
    CHECK(runScenario(s) == out);
    // The lab's incident may be named; another id, or another field, is refused by name.
    s.incident = {{"id", "AI-INF-007"}};
    CHECK_NOTHROW(entry->validate(s));
    s.incident = {{"id", "AI-INF-001"}};
    CHECK_THROWS_WITH(entry->validate(s), Catch::StartsWith("/incident/id: "));
    s.incident = {{"id", "AI-INF-007"}, {"stage", 2}};
    CHECK_THROWS_WITH(entry->validate(s), Catch::StartsWith("/incident/stage: "));
}
