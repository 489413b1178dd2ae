#pragma once

#include <nlohmann/json.hpp>

// Two designs side by side (docs/models.md, "Cluster design", Compare): every number both
// reports hold at the same place, with B's difference from A, and every text or verdict that
// differs.
namespace ailab::core::design {

// `a` and `b` are designReportJson's reports. Returns {"a", "b", "differences"}: one entry per
// figure, in A's order, {"figure": JSON pointer, "a", "b", "difference": b - a} for numbers
// (null where either is not a number), {"figure", "a", "b"} for texts and verdicts that
// differ; figures only one report has are listed with the other side null.
nlohmann::ordered_json compareDesigns(const nlohmann::ordered_json& a, const nlohmann::ordered_json& b);

} // namespace ailab::core::design
