#include "core/models/inference/inference_report.h"

#include <cmath>

namespace ailab::core::models::inference {

namespace {
// Figures rounded to 9 significant digits, so that the printed JSON is the same on every
// machine whatever the last bits of a sum.
double rounded(double value)
{
    if (value == 0 || !std::isfinite(value))
        return value;
    const double scale = std::pow(10.0, 8 - std::floor(std::log10(std::fabs(value))));
    return std::round(value * scale) / scale;
}

void addStats(nlohmann::ordered_json& j, const char* name, const infer::LatencyStats& s)
{
    const std::string n(name);
    j["mean_" + n + "_ms"] = rounded(s.mean * 1e3);
    j["median_" + n + "_ms"] = rounded(s.median * 1e3);
    j["p90_" + n + "_ms"] = rounded(s.p90 * 1e3);
    j["p95_" + n + "_ms"] = rounded(s.p95 * 1e3);
    j["p99_" + n + "_ms"] = rounded(s.p99 * 1e3);
    j["max_" + n + "_ms"] = rounded(s.max * 1e3);
}
} // namespace

nlohmann::ordered_json metricsToJson(const infer::ServingMetrics& m)
{
    nlohmann::ordered_json j;
    j["completed"] = m.completed;
    j["rejected"] = m.rejected;
    j["duration_s"] = rounded(m.durationS);
    j["total_input_tokens"] = m.totalInputTokens;
    j["total_output_tokens"] = m.totalOutputTokens;
    j["request_throughput"] = rounded(m.requestThroughput);
    j["output_throughput"] = rounded(m.outputTokenThroughput);
    j["total_token_throughput"] = rounded(m.totalTokenThroughput);
    addStats(j, "ttft", m.ttft);
    addStats(j, "tpot", m.tpot);
    addStats(j, "itl", m.itl);
    addStats(j, "e2el", m.e2el);
    nlohmann::ordered_json slo = nlohmann::ordered_json::object();
    if (m.slo.ttftS > 0)
        slo["ttft_ms"] = rounded(m.slo.ttftS * 1e3);
    if (m.slo.tpotS > 0)
        slo["tpot_ms"] = rounded(m.slo.tpotS * 1e3);
    if (m.slo.e2elS > 0)
        slo["e2el_ms"] = rounded(m.slo.e2elS * 1e3);
    j["slo"] = slo;
    j["good_requests"] = m.goodRequests;
    j["goodput"] = rounded(m.goodput);
    j["preemptions"] = m.preemptions;
    j["prefix_cache_hit_tokens"] = m.prefixHitTokens;
    return j;
}

nlohmann::ordered_json steadyStateToJson(const infer::SteadyState& s)
{
    nlohmann::ordered_json j;
    j["verdict"] = infer::steadyVerdictId(s.verdict);
    j["window_start_s"] = rounded(s.windowStartS);
    j["window_end_s"] = rounded(s.windowEndS);
    j["window_requests"] = s.windowRequests;
    j["arrival_rate"] = rounded(s.arrivalRate);
    j["completion_rate"] = rounded(s.completionRate);
    j["backlog_growth_per_s"] = rounded(s.backlogGrowthPerS);
    const auto seconds = [](double v) {
        return std::isfinite(v) ? nlohmann::ordered_json(rounded(v))
                                : nlohmann::ordered_json(nullptr);
    };
    j["median_service_s"] = seconds(s.medianServiceS);
    j["p99_service_s"] = seconds(s.p99ServiceS);
    j["p95_ttft_ms"] = rounded(s.metrics.ttft.p95 * 1e3);
    j["p95_tpot_ms"] = rounded(s.metrics.tpot.p95 * 1e3);
    j["goodput"] = rounded(s.goodput);
    j["slo_attainment"] = rounded(s.attainment);
    return j;
}

nlohmann::ordered_json runToJson(const infer::ServingRun& run)
{
    nlohmann::ordered_json j = metricsToJson(run.metrics);
    j["iterations"] = run.iterations;
    j["mean_requests_in_system"] = rounded(run.meanInSystem);
    j["steady_state"] = steadyStateToJson(run.steady);
    nlohmann::ordered_json replicas = nlohmann::ordered_json::array();
    for (const infer::ReplicaSnapshot& r : run.end.replicas)
        replicas.push_back({{"replica", r.index},
                            {"role", infer::replicaRoleId(r.role)},
                            {"state", infer::replicaStateId(r.state)},
                            {"iterations", r.iterations},
                            {"busy_s", rounded(r.busySeconds)},
                            {"kv_blocks", r.kvBlocksTotal},
                            {"preemptions", r.preemptions}});
    j["replica_details"] = replicas;
    nlohmann::ordered_json events = nlohmann::ordered_json::array();
    for (const infer::ClusterEvent& e : run.events)
        events.push_back({{"time_s", rounded(e.timeS)},
                          {"event", infer::clusterEventKindId(e.kind)},
                          {"replica", e.replica}});
    j["replica_events"] = events;
    return j;
}

nlohmann::ordered_json sweepPointToJson(const infer::SweepPoint& p)
{
    nlohmann::ordered_json j;
    j["request_rate"] = p.ratePerS;
    j["requests"] = p.requests;
    const nlohmann::ordered_json figures = metricsToJson(p.metrics);
    for (const auto& [key, value] : figures.items())
        j[key] = value;
    j["iterations"] = p.iterations;
    j["steady_state"] = steadyStateToJson(p.steady);
    return j;
}

} // namespace ailab::core::models::inference
