#pragma once

#include "core/infer/serving_cluster.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

// Runs of one cluster at several request rates (the latency-against-load curve of a
// capacity plan), and the fewest replicas that hold an SLO at a rate. Each point is judged
// in steady state (steady_state.h): a run too short to judge is run again with more
// requests, so a rate the replicas cannot sustain never passes because its requests ended
// before a queue built. Each point is a whole run on its own Simulation, so a sweep can run
// on a worker thread: it reports each finished point through `progress` and stops early
// when `cancel` turns true (docs/architecture.md, "Threads").
namespace ailab::core::infer {

// The most requests a point is extended to (the cost of a run grows with it).
inline constexpr int kMaxSteadyStateRequests = 100000;

struct SweepPoint
{
    double ratePerS = 0;
    int requests = 0;      // run: the workload's, or more until the window was long enough
    ServingMetrics metrics; // the whole run's, as benchmark_serving reports them
    SteadyState steady;     // the steady-state window's
    std::uint64_t iterations = 0;
};

struct SweepControl
{
    // (points done, points in all), after each point; called on the sweeping thread.
    std::function<void(int, int)> progress;
    const std::atomic<bool>* cancel = nullptr;
};

// One point: `workload` at `ratePerS` (its phases dropped) with `seed`, with workload.requests
// and then, while the judgement is "too short", with more (up to kMaxSteadyStateRequests).
// Stops between runs when `cancel` turns true (the point is then the last run's).
SweepPoint runAtRate(const ServingConfig& config, const WorkloadConfig& workload,
                     double ratePerS, std::uint64_t seed,
                     const std::atomic<bool>* cancel = nullptr);

// One point per rate. Rates must be above 0. Returns the points done (fewer when
// cancelled).
std::vector<SweepPoint> sweepRates(const ServingConfig& config, const WorkloadConfig& workload,
                                   const std::vector<double>& rates, std::uint64_t seed,
                                   const SweepControl& control = {});

// The replica counts tried, in order, and the fewest that met the SLOs (0: none did). A
// count meets them when its point is sustained and at least `attainment` of the window's
// requests finish within every SLO of config.slo.
struct ReplicaTrial
{
    int replicas = 0;
    SweepPoint point;
    bool meetsSlo = false;
};
struct ReplicaSearch
{
    int replicas = 0;
    std::vector<ReplicaTrial> trials;
};

// Tries 1 to maxReplicas replicas (autoscaler off) at `ratePerS` until one meets the SLOs.
ReplicaSearch replicasForSlo(const ServingConfig& config, const WorkloadConfig& workload,
                             double ratePerS, double attainment, int maxReplicas,
                             std::uint64_t seed, const SweepControl& control = {});

} // namespace ailab::core::infer
