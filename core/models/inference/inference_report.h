#pragma once

#include "core/infer/serving_cluster.h"
#include "core/infer/serving_sweep.h"

#include <nlohmann/json.hpp>

// The serving metrics as JSON, with benchmark_serving's names (mean_ttft_ms, p99_tpot_ms,
// request_throughput, output_throughput, goodput, ...): what `ailab-sim run` and
// `ailab-sim serve` print (docs/models.md, "Serving: metrics").
namespace ailab::core::models::inference {

nlohmann::ordered_json metricsToJson(const infer::ServingMetrics& metrics);
// The metrics plus the run's end state: iterations, replicas, events, mean in system.
nlohmann::ordered_json runToJson(const infer::ServingRun& run);
nlohmann::ordered_json sweepPointToJson(const infer::SweepPoint& point);

} // namespace ailab::core::models::inference
