#include "core/infer/serving_sweep.h"

#include "core/error.h"

#include <cmath>

namespace ailab::core::infer {

namespace {
WorkloadConfig atRate(WorkloadConfig w, double rate)
{
    w.arrival.ratePerS = rate;
    w.phases.clear();
    return w;
}

bool cancelled(const SweepControl& control)
{
    return control.cancel != nullptr && control.cancel->load();
}
} // namespace

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
        if (cancelled(control))
            break;
        ServingRun run = runServing(config, generateRequests(atRate(workload, rate), seed));
        points.push_back({rate, run.metrics, run.iterations});
        if (control.progress)
            control.progress(int(points.size()), int(rates.size()));
    }
    return points;
}

int replicasForSlo(const ServingConfig& config, const WorkloadConfig& workload, double ratePerS,
                   double attainment, int maxReplicas, std::uint64_t seed,
                   const SweepControl& control)
{
    if (!(attainment >= 0 && attainment <= 1))
        throw Error("expected a share from 0 to 1", "attainment");
    if (maxReplicas < 1 || maxReplicas > 256)
        throw Error("expected 1 to 256 replicas", "maxReplicas");
    const std::vector<RequestSpec> requests = generateRequests(atRate(workload, ratePerS), seed);
    for (int n = 1; n <= maxReplicas; ++n) {
        if (cancelled(control))
            return 0;
        ServingConfig c = config;
        c.replicas = n;
        c.autoscaler.enabled = false;
        const ServingRun run = runServing(c, requests);
        if (control.progress)
            control.progress(n, maxReplicas);
        const ServingMetrics& m = run.metrics;
        if (m.completed > 0 && m.goodRequests >= attainment * double(requests.size()))
            return n;
    }
    return 0;
}

} // namespace ailab::core::infer
