#pragma once

#include "core/telemetry/status_rule.h"

#include <cstddef>
#include <cstdint>

// The operator's status rules for the cluster twin (docs/models.md, "Cluster twin", Health):
// the operations dashboard's tiles, its drawing and its inspector judge the twin's parts with
// these, so a tile never says "healthy" about a fabric the drawing shows with a link down.
namespace ailab::core::cluster {

class ClusterTwin;

// NVML's clock event reasons that slow a busy GPU (a power cap, a hardware slowdown, thermal
// slowdowns; nvml.h, nvmlClocksThrottleReason*): the GPU is saturated, not idle.
std::uint32_t saturatingThrottleReasons();

// A running job whose step waits longer than this share of it for its data is starved:
// MLPerf Storage counts a run as passing when its accelerator utilisation is at least 90 %
// (MLPerf Storage v1.0 rules, "AU threshold"), so a wait above 10 % of a step fails it.
inline constexpr double kStarvedDataWaitShare = 0.10;

// One GPU: Failed off the bus or without power; Congested while a saturating throttle reason
// is active; Healthy otherwise.
telemetry::Health gpuHealth(const ClusterTwin& twin, int gpu);
// A server: the worst of its GPUs.
telemetry::Health serverHealth(const ClusterTwin& twin, int server);
// The GPU compute component: Failed when a GPU is lost, Congested while one throttles,
// Idle when no training job, service or batch job holds a GPU, Healthy otherwise.
telemetry::Health gpuComputeHealth(const ClusterTwin& twin);

// One leaf-spine link (FabricState::uplinks() order): Failed when out of service (the link
// or a switch at its end down); Congested when it runs below its rated capacity (lanes lost)
// or when two or more line-rate senders meet on it, so its port queues (the twin's fan-in,
// docs/models.md "Congestion control on the fabric"); Idle when no running job's all-reduce
// crosses it; Healthy otherwise.
telemetry::Health uplinkHealth(const ClusterTwin& twin, std::size_t uplink);
// A leaf or spine switch (its index in fabric().leaves or .spines): Failed when down;
// otherwise the worst of its leaf-spine links, Idle counting as Healthy.
telemetry::Health leafHealth(const ClusterTwin& twin, std::size_t leaf);
telemetry::Health spineHealth(const ClusterTwin& twin, std::size_t spine);
// The network fabric component: Failed when a link or switch is out of service; Congested
// when it is degraded (a link below its rate, ECMP narrowed, DCQCN off on a server) or a
// link's port queues; Healthy otherwise (a fabric in service with no traffic is healthy).
telemetry::Health fabricHealth(const ClusterTwin& twin);

// The shared storage component: Failed with every data server down; Congested when it is
// degraded (servers down, slowed, metadata throttled) or a running job waits for its data
// more than kStarvedDataWaitShare of its step; Healthy otherwise.
telemetry::Health storageHealth(const ClusterTwin& twin);

// The orchestration component (the scheduler and the jobs it places): Idle without jobs;
// Failed while a job restarts after a failure (it lost work); Congested while a job waits
// for GPUs; Healthy when every job runs, checkpoints or is done.
telemetry::Health orchestrationHealth(const ClusterTwin& twin);
// The training jobs running now (running or checkpointing), as the running-jobs series
// counts them.
int runningJobs(const ClusterTwin& twin);

// The worst of two judgements: Failed, then Congested, Busy, Healthy, Idle.
telemetry::Health worse(telemetry::Health a, telemetry::Health b);

} // namespace ailab::core::cluster
