#pragma once

#include "core/design/design_evaluation.h"

#include <nlohmann/json.hpp>

// A design's evaluation as the JSON `ailab-sim design` prints (docs/architecture.md,
// "Command line"): every figure of every page and the review with its reasons, in page
// order. Numbers that are not finite (a stall that never ends) are written as null.
namespace ailab::core::design {

nlohmann::ordered_json designReportJson(const DesignEvaluation& evaluation);

} // namespace ailab::core::design
