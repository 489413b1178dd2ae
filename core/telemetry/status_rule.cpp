#include "core/telemetry/status_rule.h"

namespace ailab::core::telemetry {

const char* healthId(Health health)
{
    switch (health) {
    case Health::Idle:
        return "idle";
    case Health::Healthy:
        return "healthy";
    case Health::Busy:
        return "busy";
    case Health::Congested:
        return "congested";
    case Health::Failed:
        return "failed";
    }
    return "idle";
}

} // namespace ailab::core::telemetry
