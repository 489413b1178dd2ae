#include "core/infer/serving_sweep.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::infer {

namespace {
WorkloadConfig atRate(WorkloadConfig w, double rate, int requests)
{
    w.arrival.ratePerS = rate;
    w.requests = requests;
    w.phases.clear();
    return w;
}

bool cancelled(const std::atomic<bool>* cancel)
{
    return cancel != nullptr && cancel->load();
}

// The requests a run needs for its window to hold the criteria's requests and span their
// service times (the last run's), with a fifth more for the noise of the estimate; twice
// the last run's when that estimate asks for no more.
int moreRequests(int requests, double rate, const SteadyState& last)
{
    const SteadyStateCriteria criteria;
    const double windowShare = 1.0 - criteria.warmupShare;
    double wanted = 1.1 * criteria.minWindowRequests / windowShare;
    if (std::isfinite(last.p99ServiceS)) {
        const double window = std::max(criteria.minServiceTimes * last.medianServiceS,
                                       criteria.minTailServiceTimes * last.p99ServiceS);
        wanted = std::max(wanted, 1.2 * rate * window / windowShare);
    }
    if (wanted <= requests)
        wanted = 2.0 * requests;
    return int(std::min<double>(wanted, kMaxSteadyStateRequests));
}
} // namespace

SweepPoint runAtRate(const ServingConfig& config, const WorkloadConfig& workload,
                     double ratePerS, std::uint64_t seed, const std::atomic<bool>* cancel)
{
    if (!(std::isfinite(ratePerS) && ratePerS > 0 && ratePerS <= 1e6))
        throw Error("expected rates above 0 and up to 1000000 requests/s", "rates");
    SweepPoint point;
    point.ratePerS = ratePerS;
    int requests = workload.requests;
    for (;;) {
        const ServingRun run =
            runServing(config, generateRequests(atRate(workload, ratePerS, requests), seed));
        point.requests = requests;
        point.metrics = run.metrics;
        point.steady = run.steady;
        point.iterations = run.iterations;
        if (run.steady.verdict != SteadyVerdict::TooShort ||
            requests >= kMaxSteadyStateRequests || cancelled(cancel))
            return point;
        requests = moreRequests(requests, ratePerS, run.steady);
    }
}

std::vector<SweepPoint> sweepRates(const ServingConfig& config, const WorkloadConfig& workload,
                                   const std::vector<double>& rates, std::uint64_t seed,
                                   const SweepControl& control)
{
    validateServingConfig(config);
    for (std::size_t i = 0; i < rates.size(); ++i)
        if (!(std::isfinite(rates[i]) && rates[i] > 0 && rates[i] <= 1e6))
            throw Error("expected rates above 0 and up to 1000000 requests/s", "rates");
    std::vector<SweepPoint> points;
    points.reserve(rates.size());
    for (double rate : rates) {
        if (cancelled(control.cancel))
            break;
        points.push_back(runAtRate(config, workload, rate, seed, control.cancel));
        if (control.progress)
            control.progress(int(points.size()), int(rates.size()));
    }
    return points;
}

ReplicaSearch replicasForSlo(const ServingConfig& config, const WorkloadConfig& workload,
                             double ratePerS, double attainment, int maxReplicas,
                             std::uint64_t seed, const SweepControl& control)
{
    if (!(attainment >= 0 && attainment <= 1))
        throw Error("expected a share from 0 to 1", "attainment");
    if (maxReplicas < 1 || maxReplicas > 256)
        throw Error("expected 1 to 256 replicas", "maxReplicas");
    ReplicaSearch search;
    for (int n = 1; n <= maxReplicas; ++n) {
        if (cancelled(control.cancel))
            return search;
        ServingConfig c = config;
        c.replicas = n;
        c.autoscaler.enabled = false;
        ReplicaTrial trial;
        trial.replicas = n;
        trial.point = runAtRate(c, workload, ratePerS, seed, control.cancel);
        const SteadyState& s = trial.point.steady;
        trial.meetsSlo = s.sustained() && s.attainment >= attainment;
        search.trials.push_back(trial);
        if (control.progress)
            control.progress(n, maxReplicas);
        if (trial.meetsSlo) {
            search.replicas = n;
            return search;
        }
    }
    return search;
}

} // namespace ailab::core::infer
