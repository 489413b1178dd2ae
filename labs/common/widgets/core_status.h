#pragma once

#include "core/telemetry/status_rule.h"
#include "labs/common/widgets/palette.h"

namespace ailab::labs {

// The status a core rule judged a figure to have: the core decides, the labs draw it with
// the palette's colour, text, icon and pattern.
Status statusOf(core::telemetry::Health health);

} // namespace ailab::labs
