#pragma once

#include "core/telemetry/status_rule.h"

// The fabric lab's status rules: the tiles, the drawing and the explainer judge the fabric
// with these, so a link at line rate is never "congested" on one tile and "normal" on the
// next (docs/models.md, "Fabric lab model").
namespace ailab::core::models::fabric {

class FabricRun;

// A link carrying at least this share of its rate counts as busy (a teaching threshold,
// the upper half of the load bands the drawing uses).
inline constexpr double kBusyLinkLoad = 0.5;
// A link at this share of its rate is saturated: it carries all it can.
inline constexpr double kSaturatedLinkLoad = 0.999;
// An all-reduce within this factor of its closed form ran as the formula expects.
inline constexpr double kAllReduceSlack = 1.05;

// Idle without traffic; Congested while a saturated switch port holds some flow below the
// rate its own ports allow (FabricRun::congestion()); Healthy otherwise.
telemetry::Health congestionHealth(const FabricRun& run);
// The busiest network link: Idle without traffic; Congested exactly when
// congestionHealth() is; otherwise Busy from kBusyLinkLoad (a link filled by flows that
// each get their own rate is busy, not congested), Healthy below.
telemetry::Health peakLinkLoadHealth(const FabricRun& run);
// The last all-reduce against its closed form: Idle until one has finished (or without a
// training job), Healthy within kAllReduceSlack, Congested beyond it.
telemetry::Health allReduceHealth(const FabricRun& run);
// Failed when a spine or a link is out of service.
telemetry::Health spinesHealth(const FabricRun& run);

} // namespace ailab::core::models::fabric
