#pragma once

// The status of a figure, judged once in the core by a rule with named thresholds, so that a
// tile, a chart and an explainer that show the same figure never contradict each other
// (docs/architecture.md, "What users can expect", 9).
namespace ailab::core::telemetry {

enum class Health {
    Idle,      // nothing to judge (no traffic, not run yet)
    Healthy,   // within its threshold
    Busy,      // working hard, as intended (a link at line rate for one flow)
    Congested, // beyond the threshold the lesson names
    Failed,    // lost work (drops, retransmissions, a link down)
};
const char* healthId(Health health); // "idle", "healthy", "busy", "congested", "failed"

} // namespace ailab::core::telemetry
