#include "core/models/roce/roce_scenario.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"

#include <chrono>
#include <cmath>

namespace ailab::core::models::roce {

using scenario::NumberSpec;
using scenario::ObjectReader;

double effectiveKminBytes(const net::packet::SwitchConfig& s, double rateBps)
{
    return s.ecnScaleWithRate ? s.kminBytes * rateBps / 25e9 : s.kminBytes;
}

double effectiveKmaxBytes(const net::packet::SwitchConfig& s, double rateBps)
{
    return s.ecnScaleWithRate ? s.kmaxBytes * rateBps / 25e9 : s.kmaxBytes;
}

namespace {

// A field's pointer under the model, for errors found after reading.
std::string field(const std::string& pointer, const std::string& path)
{
    return pointer + path;
}

void readIncast(ObjectReader& in, net::packet::IncastConfig& c)
{
    c.senders = int(in.integer("senders", {1, kMaxIncastSenders, c.senders}));
    c.linkBps = in.number("linkGbps", {1.0, 1600.0, c.linkBps / 1e9}) * 1e9;
    c.offered =
        in.number("offeredPercent", {0.0, 100.0 * kMaxIncastSenders, c.offered * 100, true}) /
        100.0;
    c.linkLatencyS = in.number("linkLatencyUs", {0.0, 1000.0, c.linkLatencyS * 1e6}) / 1e6;
    c.innocentFlow = in.boolean("innocentFlow", c.innocentFlow);
    c.innocentDemand =
        in.number("innocentDemandPercent", {0.0, 100.0, c.innocentDemand * 100, true}) / 100.0;
    c.jitterS = in.number("jitterUs", {0.0, 1000.0, c.jitterS * 1e6}) / 1e6;
}

void readSwitches(ObjectReader& in, net::packet::SwitchConfig& s, double rateBps)
{
    s.bufferBytes = in.number("bufferKB", {100.0, 1e6, s.bufferBytes / 1e3}) * 1e3;
    s.dtAlpha = in.number("dtAlpha", {0.0, 64.0, s.dtAlpha, true});
    s.ecn = in.boolean("ecn", s.ecn);
    // Thresholds in a file are bytes as given; absent, the production default scaled by rate.
    if (in.has("kminKB") || in.has("kmaxKB")) {
        s.kminBytes = effectiveKminBytes(s, rateBps);
        s.kmaxBytes = effectiveKmaxBytes(s, rateBps);
        s.ecnScaleWithRate = false;
    }
    s.kminBytes = in.number("kminKB", {0.0, 1e6, s.kminBytes / 1e3}) * 1e3;
    s.kmaxBytes = in.number("kmaxKB", {0.0, 1e6, s.kmaxBytes / 1e3, true}) * 1e3;
    s.pmax = in.number("pmax", {0.0, 1.0, s.pmax, true});
    s.pfc = in.boolean("pfc", s.pfc);
    s.xoffBytes = in.number("xoffKB", {1.0, 1e6, s.xoffBytes / 1e3}) * 1e3;
    s.hysteresisBytes = in.number("hysteresisKB", {0.0, 1e6, s.hysteresisBytes / 1e3}) * 1e3;
}

void readDcqcn(ObjectReader& in, net::packet::DcqcnConfig& d)
{
    net::DcqcnParams& p = d.params;
    d.enabled = in.boolean("enabled", d.enabled);
    p.g = in.number("g", {0.0, 1.0, p.g, true});
    p.alphaTimerS = in.number("alphaTimerUs", {1.0, 1e4, p.alphaTimerS * 1e6}) / 1e6;
    p.increaseTimerS = in.number("increaseTimerUs", {1.0, 1e4, p.increaseTimerS * 1e6}) / 1e6;
    p.byteCounterBytes = in.number("byteCounterKB", {1.0, 1e7, p.byteCounterBytes / 1e3}) * 1e3;
    p.fastRecoverySteps = int(in.integer("fastRecoverySteps", {1, 100, p.fastRecoverySteps}));
    p.additiveIncreaseBps =
        in.number("additiveIncreaseMbps", {0.0, 1e5, p.additiveIncreaseBps / 1e6, true}) * 1e6;
    p.hyperIncreaseBps =
        in.number("hyperIncreaseMbps", {0.0, 1e6, p.hyperIncreaseBps / 1e6, true}) * 1e6;
    p.cnpIntervalS = in.number("cnpIntervalUs", {0.0, 1e4, p.cnpIntervalS * 1e6}) / 1e6;
}

} // namespace

void validateRoceScenario(const RoceScenarioConfig& c)
{
    const std::string model = "/model";
    if (c.incast.senders < 1 || c.incast.senders > kMaxIncastSenders)
        throw Error("expected 1 to " + std::to_string(kMaxIncastSenders) + " senders",
                    model + "/incast/senders");
    if (c.incast.offered > c.incast.senders + 1e-9)
        throw Error("each sender offers at most its link rate, so the offered load is at most " +
                        std::to_string(c.incast.senders * 100) + " %",
                    model + "/incast/offeredPercent");
    if (!(c.durationS > 0 && c.durationS <= kMaxRoceDurationS))
        throw Error("the duration must be above 0 and at most 100 ms", model + "/durationMs");
    const net::packet::SwitchConfig& s = c.incast.engine.switches;
    const double kmin = effectiveKminBytes(s, c.incast.linkBps);
    const double kmax = effectiveKmaxBytes(s, c.incast.linkBps);
    if (!(kmax > kmin))
        throw Error("Kmax must be above Kmin", model + "/switches/kmaxKB");
    if (kmax > s.bufferBytes)
        throw Error("Kmax must fit in the buffer", model + "/switches/kmaxKB");
    if (s.xoffBytes >= s.bufferBytes)
        throw Error("the PFC XOFF threshold must be below the buffer size",
                    model + "/switches/xoffKB");
    try {
        net::packet::validateIncast(c.incast);
    } catch (const Error& e) {
        throw Error(e.message(), model + "/incast" + e.path());
    }
}

RoceScenarioConfig readRoceScenario(const nlohmann::json& model, const std::string& pointer)
{
    RoceScenarioConfig c;
    ObjectReader top(model, pointer);
    if (auto in = top.optionalObject("incast")) {
        readIncast(*in, c.incast);
        in->finish();
    }
    if (auto sw = top.optionalObject("switches")) {
        readSwitches(*sw, c.incast.engine.switches, c.incast.linkBps);
        sw->finish();
    }
    if (auto d = top.optionalObject("dcqcn")) {
        readDcqcn(*d, c.incast.engine.dcqcn);
        d->finish();
    }
    c.durationS =
        top.number("durationMs", {0.0, kMaxRoceDurationS * 1e3, c.durationS * 1e3, true}) / 1e3;
    top.finish();
    try {
        validateRoceScenario(c);
    } catch (const Error& e) {
        std::string path = e.path();
        if (path.rfind("/model", 0) == 0)
            path = field(pointer, path.substr(6));
        throw Error(e.message(), path);
    }
    return c;
}

nlohmann::json roceScenarioToJson(const RoceScenarioConfig& c)
{
    const net::packet::IncastConfig& in = c.incast;
    const net::packet::SwitchConfig& s = in.engine.switches;
    const net::packet::DcqcnConfig& d = in.engine.dcqcn;
    return {
        {"incast",
         {{"senders", in.senders},
          {"linkGbps", in.linkBps / 1e9},
          {"offeredPercent", in.offered * 100},
          {"linkLatencyUs", in.linkLatencyS * 1e6},
          {"innocentFlow", in.innocentFlow},
          {"innocentDemandPercent", in.innocentDemand * 100},
          {"jitterUs", in.jitterS * 1e6}}},
        {"switches",
         {{"bufferKB", s.bufferBytes / 1e3},
          {"dtAlpha", s.dtAlpha},
          {"ecn", s.ecn},
          {"kminKB", effectiveKminBytes(s, in.linkBps) / 1e3},
          {"kmaxKB", effectiveKmaxBytes(s, in.linkBps) / 1e3},
          {"pmax", s.pmax},
          {"pfc", s.pfc},
          {"xoffKB", s.xoffBytes / 1e3},
          {"hysteresisKB", s.hysteresisBytes / 1e3}}},
        {"dcqcn",
         {{"enabled", d.enabled},
          {"g", d.params.g},
          {"alphaTimerUs", d.params.alphaTimerS * 1e6},
          {"increaseTimerUs", d.params.increaseTimerS * 1e6},
          {"byteCounterKB", d.params.byteCounterBytes / 1e3},
          {"fastRecoverySteps", d.params.fastRecoverySteps},
          {"additiveIncreaseMbps", d.params.additiveIncreaseBps / 1e6},
          {"hyperIncreaseMbps", d.params.hyperIncreaseBps / 1e6},
          {"cnpIntervalUs", d.params.cnpIntervalS * 1e6}}},
        {"durationMs", c.durationS * 1e3},
    };
}

void validateRoceScenarioDocument(const scenario::Scenario& scenario)
{
    readRoceScenario(scenario.model, "/model");
    if (!scenario.events.is_null() && !(scenario.events.is_array() && scenario.events.empty()))
        throw Error("the RoCE lab takes no timed events", "/events");
    // The incident (AI-NET-004) is the lab's own walkthrough; a file may only name it.
    if (!scenario.incident.is_null() && !scenario.incident.empty()) {
        ObjectReader incident(scenario.incident, "/incident");
        incident.choice("id", {"AI-NET-004"});
        incident.finish();
    }
}

nlohmann::json runRoceScenario(const scenario::Scenario& scenario)
{
    validateRoceScenarioDocument(scenario);
    RoceScenarioConfig config = readRoceScenario(scenario.model, "/model");
    config.incast.engine.seed = scenario.seed;
    const auto wallStart = std::chrono::steady_clock::now();
    net::packet::IncastScenario run(config.incast);
    run.runUntil(config.durationS);
    const net::packet::IncastSummary s = run.summary();
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();

    std::vector<double> goodput;
    for (double g : s.flowGoodputBps)
        goodput.push_back(g / 1e9);
    nlohmann::json out = {
        {"lab", "roce"},
        {"duration_ms", s.durationS * 1e3},
        {"goodput_gbps", s.goodputBps / 1e9},
        {"per_flow_goodput_gbps", goodput},
        {"jain_fairness", s.jainFairness},
        {"queue_bytes",
         {{"p50", s.queueP50Bytes}, {"p99", s.queueP99Bytes}, {"max", s.queueMaxBytes}}},
        {"kmin_bytes", s.kminBytes},
        {"kmax_bytes", s.kmaxBytes},
        {"buffer_bytes", s.bufferBytes},
        {"ecn_marks", s.counters.ecnMarks},
        {"cnps", s.counters.cnps},
        {"pfc_pauses", s.counters.pauseFrames},
        {"pfc_paused_time_us", s.counters.pausedTimeS * 1e6},
        {"drops", s.counters.drops},
        {"retransmitted_bytes", s.counters.retransmittedBytes},
        {"wall_time_s", wall},
    };
    if (config.incast.innocentFlow)
        out["innocent_goodput_gbps"] = s.innocentGoodputBps / 1e9;
    return out;
}

scenario::Scenario defaultScenario()
{
    return scenario::defaultsScenario("roce", "ECN and DCQCN under incast",
                                      roceScenarioToJson(RoceScenarioConfig{}));
}

scenario::ModelEntry modelEntry()
{
    return {.lab = "roce",
            .validate = validateRoceScenarioDocument,
            .run = runRoceScenario,
            .defaultScenario = defaultScenario};
}

} // namespace ailab::core::models::roce
