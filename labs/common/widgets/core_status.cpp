#include "labs/common/widgets/core_status.h"

namespace ailab::labs {

Status statusOf(core::telemetry::Health health)
{
    using core::telemetry::Health;
    switch (health) {
    case Health::Idle:
        return Status::Idle;
    case Health::Healthy:
        return Status::Healthy;
    case Health::Busy:
        return Status::Busy;
    case Health::Congested:
        return Status::Congested;
    case Health::Failed:
        return Status::Failed;
    }
    return Status::Idle;
}

} // namespace ailab::labs
