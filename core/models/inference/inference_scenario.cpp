#include "core/models/inference/inference_scenario.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/infer/model_catalog.h"
#include "core/models/inference/inference_report.h"
#include "core/scenario/json_reader.h"

namespace ailab::core::models::inference {

using scenario::ArraySpec;
using scenario::IntegerSpec;
using scenario::NumberSpec;
using scenario::ObjectReader;

namespace {

std::vector<std::string> gpuIds()
{
    std::vector<std::string> ids;
    for (const hw::GpuSpec& g : hw::gpus())
        ids.push_back(g.id);
    return ids;
}

void readReplica(ObjectReader& in, infer::ReplicaSetup& r)
{
    r.modelId = in.choice("modelId", infer::transformerModelIds(), r.modelId);
    r.gpuId = in.choice("gpuId", gpuIds(), r.gpuId);
    r.tensorParallel = int(in.integer("tensorParallel", {1, 8, r.tensorParallel}));
    r.weights =
        infer::parseWeightPrecision(in.choice("weights", {"bf16", "fp8", "int4"},
                                              std::string(infer::weightPrecisionId(r.weights))),
                                    in.pointer() + "/weights");
    r.kvCache = infer::parseKvPrecision(
        in.choice("kvCache", {"bf16", "fp8"}, std::string(infer::kvPrecisionId(r.kvCache))),
        in.pointer() + "/kvCache");
    r.gpuMemoryUtilization =
        in.number("gpuMemoryUtilization", {0.0, 1.0, r.gpuMemoryUtilization, true});
    r.activationReserveGB = in.number("activationReserveGB", {0.0, 1000.0, r.activationReserveGB});
}

void readCost(ObjectReader& in, infer::CostParameters& c)
{
    c.computeEfficiency = in.number("computeEfficiency", {0.0, 1.0, c.computeEfficiency, true});
    c.memoryEfficiency = in.number("memoryEfficiency", {0.0, 1.0, c.memoryEfficiency, true});
    c.cpuOverheadS = in.number("cpuOverheadS", {0.0, 1.0, c.cpuOverheadS});
    c.allReduceEfficiency =
        in.number("allReduceEfficiency", {0.0, 1.0, c.allReduceEfficiency, true});
    c.allReduceLatencyS = in.number("allReduceLatencyS", {0.0, 0.01, c.allReduceLatencyS});
}

void readScheduler(ObjectReader& in, infer::SchedulerConfig& s)
{
    s.policy =
        infer::parseSchedulingPolicy(in.choice("policy", {"v1", "decode-first", "static"},
                                               std::string(infer::schedulingPolicyId(s.policy))),
                                     in.pointer() + "/policy");
    s.maxNumSeqs = int(in.integer("maxNumSeqs", {1, 65536, s.maxNumSeqs}));
    s.maxBatchedTokens = int(in.integer("maxBatchedTokens", {1, 1048576, s.maxBatchedTokens}));
    s.chunkedPrefill = in.boolean("chunkedPrefill", s.chunkedPrefill);
    s.prefixCaching = in.boolean("prefixCaching", s.prefixCaching);
}

void readAutoscaler(ObjectReader& in, infer::AutoscalerConfig& a)
{
    a.enabled = in.boolean("enabled", a.enabled);
    a.metric = in.choice("metric", {"queue-depth", "kv-usage"},
                         a.metric == infer::AutoscaleMetric::KvUsage ? "kv-usage"
                                                                     : "queue-depth") == "kv-usage"
                   ? infer::AutoscaleMetric::KvUsage
                   : infer::AutoscaleMetric::QueueDepth;
    a.scaleUpAbove = in.number("scaleUpAbove", {0.0, 1e6, a.scaleUpAbove});
    a.scaleDownBelow = in.number("scaleDownBelow", {0.0, 1e6, a.scaleDownBelow});
    a.intervalS = in.number("intervalS", {0.1, 3600.0, a.intervalS});
    a.minReplicas = int(in.integer("minReplicas", {1, 256, a.minReplicas}));
    a.maxReplicas = int(in.integer("maxReplicas", {1, 256, a.maxReplicas}));
    a.storageReadGBps = in.number("storageReadGBps", {0.0, 10000.0, a.storageReadGBps, true});
    a.startupS = in.number("startupS", {0.0, 3600.0, a.startupS});
}

void readDisaggregation(ObjectReader& in, infer::DisaggregationConfig& d)
{
    d.enabled = in.boolean("enabled", d.enabled);
    d.prefillReplicas = int(in.integer("prefillReplicas", {1, 255, d.prefillReplicas}));
    std::vector<std::string> fabrics;
    for (const hw::FabricSpec& f : hw::fabrics())
        fabrics.push_back(f.id);
    d.fabricId = in.choice("fabricId", fabrics, d.fabricId);
}

infer::LengthDistribution readLength(ObjectReader& in, const infer::LengthDistribution& fallback)
{
    using Kind = infer::LengthDistribution::Kind;
    const std::string kind = in.choice("kind", {"fixed", "uniform", "conversation"},
                                       std::string(infer::lengthKindId(fallback.kind)));
    infer::LengthDistribution d = fallback;
    if (kind == "fixed") {
        d = infer::fixedLength(int(in.integer("tokens", {1, 1000000, fallback.tokens})));
    } else if (kind == "uniform") {
        const int min = int(in.integer("min", {1, 1000000, fallback.min}));
        d = infer::uniformLength(min, int(in.integer("max", {1, 1000000, fallback.max})));
    } else {
        if (fallback.kind != Kind::Conversation)
            d = infer::conversationPromptLength();
        d.kind = Kind::Conversation;
        d.mean = in.number("mean", {1.0, 1e6, d.mean});
        d.sigma = in.number("sigma", {0.0, 4.0, d.sigma});
        d.min = int(in.integer("min", {1, 1000000, d.min}));
        d.max = int(in.integer("max", {1, 1000000, d.max}));
    }
    return d;
}

nlohmann::json lengthToJson(const infer::LengthDistribution& d)
{
    using Kind = infer::LengthDistribution::Kind;
    switch (d.kind) {
    case Kind::Fixed:
        return {{"kind", "fixed"}, {"tokens", d.tokens}};
    case Kind::Uniform:
        return {{"kind", "uniform"}, {"min", d.min}, {"max", d.max}};
    case Kind::Conversation:
        return {{"kind", "conversation"},
                {"mean", d.mean},
                {"sigma", d.sigma},
                {"min", d.min},
                {"max", d.max}};
    }
    return {};
}

void readWorkload(ObjectReader& in, infer::WorkloadConfig& w)
{
    w.requests = int(in.integer("requests", {1, 10000000, w.requests}));
    if (auto a = in.optionalObject("arrival")) {
        w.arrival.ratePerS = a->number("ratePerS", {0.0, 1e6, w.arrival.ratePerS});
        w.arrival.burstiness = a->number("burstiness", {0.0, 100.0, w.arrival.burstiness, true});
        a->finish();
    }
    if (auto p = in.optionalObject("prompt")) {
        w.prompt = readLength(*p, w.prompt);
        p->finish();
    }
    if (auto o = in.optionalObject("output")) {
        w.output = readLength(*o, w.output);
        o->finish();
    }
    if (auto p = in.optionalObject("prefix")) {
        w.prefix.share = p->number("share", {0.0, 1.0, w.prefix.share});
        w.prefix.groups = int(p->integer("groups", {1, 1000, w.prefix.groups}));
        w.prefix.tokens = int(p->integer("tokens", {0, 1000000, w.prefix.tokens}));
        p->finish();
    }
    scenario::ArrayReader phases = in.array("phases", ArraySpec{0, 64});
    w.phases.clear();
    for (std::size_t i = 0; i < phases.size(); ++i) {
        ObjectReader p = phases.object(i);
        infer::WorkloadPhase phase;
        phase.startS = p.number("startS", {0.0, 1e7});
        phase.ratePerS = p.number("ratePerS", {0.0, 1e6, phase.ratePerS, true});
        phase.longPromptShare = p.number("longPromptShare", {0.0, 1.0, 0.0});
        phase.longPromptTokens = int(p.integer("longPromptTokens", {0, 1000000, 0}));
        p.finish();
        w.phases.push_back(phase);
    }
}

std::vector<infer::ReplicaEvent> readEvents(const nlohmann::json& events, const std::string& at)
{
    std::vector<infer::ReplicaEvent> out;
    if (events.is_null())
        return out;
    scenario::ArrayReader list(events, at, ArraySpec{0, 1000});
    for (std::size_t i = 0; i < list.size(); ++i) {
        ObjectReader e = list.object(i);
        infer::ReplicaEvent ev;
        ev.atS = e.number("atS", {0.0, 1e7});
        const std::string kind = e.choice("kind", {"fail", "recover", "slowdown"});
        ev.kind = kind == "fail"      ? infer::ReplicaEvent::Kind::Fail
                  : kind == "recover" ? infer::ReplicaEvent::Kind::Recover
                                      : infer::ReplicaEvent::Kind::Slowdown;
        ev.replica = int(e.integer("replica", {0, 255}));
        if (ev.kind == infer::ReplicaEvent::Kind::Slowdown)
            ev.throughputFactor = e.number("throughputFactor", {0.0, 1.0, std::nullopt, true});
        e.finish();
        out.push_back(ev);
    }
    return out;
}

// A field's path from core/infer ("replica/tensorParallel", "events/0/replica") as the
// scenario's JSON pointer.
std::string pointerOf(const std::string& path, const std::string& model, const std::string& events,
                      bool workload)
{
    if (path.rfind("events/", 0) == 0)
        return events + path.substr(6);
    return model + (workload ? "/workload/" : "/") + path;
}

} // namespace

void validateInferenceScenario(const InferenceScenarioConfig& c)
{
    try {
        infer::validateServingConfig(c.serving);
    } catch (const Error& e) {
        throw Error(e.message(), pointerOf(e.path(), "/model", "/events", false));
    }
    try {
        infer::validateWorkload(c.workload);
    } catch (const Error& e) {
        throw Error(e.message(), pointerOf(e.path(), "/model", "/events", true));
    }
}

InferenceScenarioConfig readInferenceScenario(const nlohmann::json& model,
                                              const nlohmann::json& events,
                                              const std::string& pointer,
                                              const std::string& eventsPointer)
{
    InferenceScenarioConfig c = defaultInferenceConfig();
    infer::ServingConfig& s = c.serving;
    ObjectReader top(model, pointer);
    if (auto r = top.optionalObject("replica")) {
        readReplica(*r, s.replica);
        r->finish();
    }
    if (auto r = top.optionalObject("cost")) {
        readCost(*r, s.cost);
        r->finish();
    }
    if (auto r = top.optionalObject("scheduler")) {
        readScheduler(*r, s.scheduler);
        r->finish();
    }
    s.replicas = int(top.integer("replicas", {1, 256, s.replicas}));
    s.router = infer::parseRouterPolicy(
        top.choice("router", {"round-robin", "least-outstanding", "kv-aware", "prefix-affinity"},
                   std::string(infer::routerPolicyId(s.router))),
        pointer + "/router");
    s.maxModelLen = int(top.integer("maxModelLen", {0, 1000000, s.maxModelLen}));
    if (auto r = top.optionalObject("autoscaler")) {
        readAutoscaler(*r, s.autoscaler);
        r->finish();
    }
    if (auto r = top.optionalObject("disaggregation")) {
        readDisaggregation(*r, s.disaggregation);
        r->finish();
    }
    if (auto r = top.optionalObject("slo")) {
        s.slo.ttftS = r->number("ttftMs", {0.0, 1e7, s.slo.ttftS * 1e3}) / 1e3;
        s.slo.tpotS = r->number("tpotMs", {0.0, 1e7, s.slo.tpotS * 1e3}) / 1e3;
        s.slo.e2elS = r->number("e2elMs", {0.0, 1e8, s.slo.e2elS * 1e3}) / 1e3;
        r->finish();
    }
    s.sampleIntervalS = top.number("sampleIntervalS", {0.001, 3600.0, s.sampleIntervalS});
    if (auto r = top.optionalObject("workload")) {
        readWorkload(*r, c.workload);
        r->finish();
    }
    top.finish();
    s.events = readEvents(events, eventsPointer);
    try {
        infer::validateServingConfig(s);
    } catch (const Error& e) {
        throw Error(e.message(), pointerOf(e.path(), pointer, eventsPointer, false));
    }
    try {
        infer::validateWorkload(c.workload);
    } catch (const Error& e) {
        throw Error(e.message(), pointerOf(e.path(), pointer, eventsPointer, true));
    }
    return c;
}

nlohmann::json inferenceModelToJson(const InferenceScenarioConfig& c)
{
    const infer::ServingConfig& s = c.serving;
    const infer::WorkloadConfig& w = c.workload;
    nlohmann::json phases = nlohmann::json::array();
    for (const infer::WorkloadPhase& p : w.phases)
        phases.push_back({{"startS", p.startS},
                          {"ratePerS", p.ratePerS},
                          {"longPromptShare", p.longPromptShare},
                          {"longPromptTokens", p.longPromptTokens}});
    return {
        {"replica",
         {{"modelId", s.replica.modelId},
          {"gpuId", s.replica.gpuId},
          {"tensorParallel", s.replica.tensorParallel},
          {"weights", infer::weightPrecisionId(s.replica.weights)},
          {"kvCache", infer::kvPrecisionId(s.replica.kvCache)},
          {"gpuMemoryUtilization", s.replica.gpuMemoryUtilization},
          {"activationReserveGB", s.replica.activationReserveGB}}},
        {"cost",
         {{"computeEfficiency", s.cost.computeEfficiency},
          {"memoryEfficiency", s.cost.memoryEfficiency},
          {"cpuOverheadS", s.cost.cpuOverheadS},
          {"allReduceEfficiency", s.cost.allReduceEfficiency},
          {"allReduceLatencyS", s.cost.allReduceLatencyS}}},
        {"scheduler",
         {{"policy", infer::schedulingPolicyId(s.scheduler.policy)},
          {"maxNumSeqs", s.scheduler.maxNumSeqs},
          {"maxBatchedTokens", s.scheduler.maxBatchedTokens},
          {"chunkedPrefill", s.scheduler.chunkedPrefill},
          {"prefixCaching", s.scheduler.prefixCaching}}},
        {"replicas", s.replicas},
        {"router", infer::routerPolicyId(s.router)},
        {"maxModelLen", s.maxModelLen},
        {"autoscaler",
         {{"enabled", s.autoscaler.enabled},
          {"metric",
           s.autoscaler.metric == infer::AutoscaleMetric::KvUsage ? "kv-usage" : "queue-depth"},
          {"scaleUpAbove", s.autoscaler.scaleUpAbove},
          {"scaleDownBelow", s.autoscaler.scaleDownBelow},
          {"intervalS", s.autoscaler.intervalS},
          {"minReplicas", s.autoscaler.minReplicas},
          {"maxReplicas", s.autoscaler.maxReplicas},
          {"storageReadGBps", s.autoscaler.storageReadGBps},
          {"startupS", s.autoscaler.startupS}}},
        {"disaggregation",
         {{"enabled", s.disaggregation.enabled},
          {"prefillReplicas", s.disaggregation.prefillReplicas},
          {"fabricId", s.disaggregation.fabricId}}},
        {"slo",
         {{"ttftMs", s.slo.ttftS * 1e3},
          {"tpotMs", s.slo.tpotS * 1e3},
          {"e2elMs", s.slo.e2elS * 1e3}}},
        {"sampleIntervalS", s.sampleIntervalS},
        {"workload",
         {{"requests", w.requests},
          {"arrival", {{"ratePerS", w.arrival.ratePerS}, {"burstiness", w.arrival.burstiness}}},
          {"prompt", lengthToJson(w.prompt)},
          {"output", lengthToJson(w.output)},
          {"prefix",
           {{"share", w.prefix.share}, {"groups", w.prefix.groups}, {"tokens", w.prefix.tokens}}},
          {"phases", phases}}},
    };
}

nlohmann::json inferenceEventsToJson(const InferenceScenarioConfig& c)
{
    nlohmann::json events = nlohmann::json::array();
    for (const infer::ReplicaEvent& e : c.serving.events) {
        nlohmann::json j = {
            {"atS", e.atS}, {"kind", infer::replicaEventKindId(e.kind)}, {"replica", e.replica}};
        if (e.kind == infer::ReplicaEvent::Kind::Slowdown)
            j["throughputFactor"] = e.throughputFactor;
        events.push_back(j);
    }
    return events;
}

void validateInferenceScenarioDocument(const scenario::Scenario& scenario)
{
    readInferenceScenario(scenario.model, scenario.events);
    // The incident (AI-INF-007) is the lab's own walkthrough; a file may only name it.
    if (!scenario.incident.is_null() && !scenario.incident.empty()) {
        ObjectReader incident(scenario.incident, "/incident");
        incident.choice("id", {"AI-INF-007"});
        incident.finish();
    }
}

nlohmann::json runInferenceScenario(const scenario::Scenario& scenario)
{
    validateInferenceScenarioDocument(scenario);
    const InferenceScenarioConfig c = readInferenceScenario(scenario.model, scenario.events);
    const infer::ServingRun run =
        infer::runServing(c.serving, infer::generateRequests(c.workload, scenario.seed));
    nlohmann::ordered_json out;
    out["lab"] = "inference";
    out["model"] = c.serving.replica.modelId;
    out["gpu"] = c.serving.replica.gpuId;
    out["tensor_parallel"] = c.serving.replica.tensorParallel;
    const nlohmann::ordered_json figures = runToJson(run);
    for (const auto& [key, value] : figures.items())
        out[key] = value;
    return nlohmann::json::parse(out.dump());
}

InferenceScenarioConfig defaultInferenceConfig()
{
    InferenceScenarioConfig c;
    c.workload.prompt = infer::conversationPromptLength();
    c.workload.output = infer::conversationOutputLength();
    c.workload.arrival.ratePerS = 8.0;
    c.workload.requests = 1000;
    return c;
}

scenario::Scenario defaultScenario()
{
    scenario::Scenario s = scenario::defaultsScenario(
        "inference", "Llama 3 8B on one H100", inferenceModelToJson(defaultInferenceConfig()));
    return s;
}

scenario::ModelEntry modelEntry()
{
    return {.lab = "inference",
            .validate = validateInferenceScenarioDocument,
            .run = runInferenceScenario,
            .defaultScenario = defaultScenario};
}

} // namespace ailab::core::models::inference
