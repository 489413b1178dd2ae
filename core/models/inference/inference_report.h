#pragma once

#include "core/infer/serving_cluster.h"
#include "core/infer/serving_sweep.h"

#include <nlohmann/json.hpp>

// The serving metrics as JSON, with benchmark_serving's names (mean_ttft_ms, p99_tpot_ms,
// request_throughput, output_throughput, goodput, ...): what `ailab-sim run` and
// `ailab-sim serve` print (docs/models.md, "Serving: metrics").
namespace ailab::core::models::inference {

nlohmann::ordered_json metricsToJson(const infer::ServingMetrics& metrics);
// The steady-state judgement: verdict ("sustained", "not-sustained", "too-short"), the
// window, its arrival and completion rates, the backlog's growth, its P95s and attainment.
nlohmann::ordered_json steadyStateToJson(const infer::SteadyState& steady);
// The metrics plus the run's end state: iterations, mean in system, steady state,
// replicas, events.
nlohmann::ordered_json runToJson(const infer::ServingRun& run);
nlohmann::ordered_json sweepPointToJson(const infer::SweepPoint& point);

} // namespace ailab::core::models::inference
