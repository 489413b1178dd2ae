#pragma once

#include "core/net/packet/incast_scenario.h"
#include "core/telemetry/status_rule.h"

// The RoCE lab's status rules for the incast: its tiles, its queue chart and its explainer
// judge the run with these (docs/models.md, "RoCE lab model").
namespace ailab::core::models::roce {

// Jain's index from which the senders' shares count as fair (a teaching threshold).
inline constexpr double kFairJain = 0.99;
// An innocent flow that gets less than this share of its demand is held back (headers
// take about 6 % of the wire, so a free flow gets about 94 %).
inline constexpr double kInnocentShare = 0.9;

// The deepest healthy queue at the 99th percentile: the production-derived Kmax for the
// port's rate (400 KB per 25 Gb/s, docs/models.md "Congestion control"), whatever the
// configured marking band. A band set higher than that lets the queue, and the delay of
// every packet in it, grow past it: that is congestion even when nothing is marked.
double healthyQueueLimitBytes(const net::packet::IncastConfig& config);

// Idle before the run; Healthy while the queue's p99 is at most healthyQueueLimitBytes(),
// Congested above.
telemetry::Health queueHealth(const net::packet::IncastSummary& summary,
                              const net::packet::IncastConfig& config, double nowS);
// Idle before the run; Healthy from kFairJain, Congested below.
telemetry::Health fairnessHealth(double jain, double nowS);
// Busy when PFC paused a port (lossless, but it stops every flow of the priority).
telemetry::Health pauseHealth(const net::packet::Counters& counters);
// Failed when a packet was dropped, or bytes had to be sent again.
telemetry::Health dropHealth(const net::packet::Counters& counters);
telemetry::Health retransmitHealth(const net::packet::Counters& counters);
// Congested when the innocent flow got less than kInnocentShare of its demand.
telemetry::Health innocentHealth(double goodputBps, double demandBps, double nowS);

} // namespace ailab::core::models::roce
