#include "core/models/roce/roce_status.h"

#include "core/net/congestion_control.h"

namespace ailab::core::models::roce {

using telemetry::Health;

double healthyQueueLimitBytes(const net::packet::IncastConfig& config)
{
    return net::productionRedDefaults(config.linkBps).kMaxBytes;
}

Health queueHealth(const net::packet::IncastSummary& summary,
                   const net::packet::IncastConfig& config, double nowS)
{
    if (!(nowS > 0.0))
        return Health::Idle;
    return summary.queueP99Bytes <= healthyQueueLimitBytes(config) ? Health::Healthy
                                                                   : Health::Congested;
}

Health fairnessHealth(double jain, double nowS)
{
    if (!(nowS > 0.0))
        return Health::Idle;
    return jain >= kFairJain ? Health::Healthy : Health::Congested;
}

Health pauseHealth(const net::packet::Counters& counters)
{
    return counters.pauseFrames > 0 ? Health::Busy : Health::Healthy;
}

Health dropHealth(const net::packet::Counters& counters)
{
    return counters.drops > 0 ? Health::Failed : Health::Healthy;
}

Health retransmitHealth(const net::packet::Counters& counters)
{
    return counters.retransmittedBytes > 0 ? Health::Failed : Health::Healthy;
}

Health innocentHealth(double goodputBps, double demandBps, double nowS)
{
    if (!(nowS > 0.0))
        return Health::Idle;
    return goodputBps < kInnocentShare * demandBps ? Health::Congested : Health::Healthy;
}

} // namespace ailab::core::models::roce
