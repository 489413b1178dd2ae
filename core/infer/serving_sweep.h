#pragma once

#include "core/infer/serving_cluster.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

// Runs of one cluster at several request rates (the latency-against-load curve of a
// capacity plan), and the fewest replicas that hold an SLO at a rate. Each point is a
// whole run on its own Simulation, so a sweep can run on a worker thread: it reports
// each finished point through `progress` and stops early when `cancel` turns true
// (docs/architecture.md, "Threads").
namespace ailab::core::infer {

struct SweepPoint
{
    double ratePerS = 0;
    ServingMetrics metrics;
    std::uint64_t iterations = 0;
};

struct SweepControl
{
    // (points done, points in all), after each point; called on the sweeping thread.
    std::function<void(int, int)> progress;
    const std::atomic<bool>* cancel = nullptr;
};

// One run per rate, each with `workload` at that rate (its phases dropped) and `seed`.
// Rates must be above 0. Returns the points done (fewer when cancelled).
std::vector<SweepPoint> sweepRates(const ServingConfig& config, const WorkloadConfig& workload,
                                   const std::vector<double>& rates, std::uint64_t seed,
                                   const SweepControl& control = {});

// The fewest replicas (1 to maxReplicas) at which at least `attainment` (0 to 1) of the
// requests at `ratePerS` meet config.slo; 0 when none is enough.
int replicasForSlo(const ServingConfig& config, const WorkloadConfig& workload, double ratePerS,
                   double attainment, int maxReplicas, std::uint64_t seed,
                   const SweepControl& control = {});

} // namespace ailab::core::infer
