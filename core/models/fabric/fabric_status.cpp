#include "core/models/fabric/fabric_status.h"

#include "core/models/fabric/fabric_workload.h"

namespace ailab::core::models::fabric {

using telemetry::Health;

Health congestionHealth(const FabricRun& run)
{
    switch (run.congestion()) {
    case CongestionState::Idle:
        return Health::Idle;
    case CongestionState::Normal:
        return Health::Healthy;
    case CongestionState::Congested:
        return Health::Congested;
    }
    return Health::Idle;
}

Health peakLinkLoadHealth(const FabricRun& run)
{
    const Health congestion = congestionHealth(run);
    if (congestion == Health::Idle || congestion == Health::Congested)
        return congestion;
    return run.peakNetworkUtilisation() >= kBusyLinkLoad ? Health::Busy : Health::Healthy;
}

Health allReduceHealth(const FabricRun& run)
{
    const auto& times = run.allReduceSeconds();
    if (!run.config().allReduce.enabled || times.empty())
        return Health::Idle;
    const double closed = run.closedFormSeconds();
    const double ratio = closed > 0.0 ? times.back() / closed : 1.0;
    return ratio <= kAllReduceSlack ? Health::Healthy : Health::Congested;
}

Health spinesHealth(const FabricRun& run)
{
    return run.spinesAvailable() < run.config().fabric.spines || run.failedLinkCount() > 0
               ? Health::Failed
               : Health::Healthy;
}

} // namespace ailab::core::models::fabric
