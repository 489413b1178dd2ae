#include "core/sched/policy_comparison.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ailab::core::sched {

OfferedLoad offeredLoad(const std::vector<JobSpec>& jobs, int clusterGpus)
{
    OfferedLoad out;
    if (jobs.empty() || clusterGpus < 1)
        return out;
    out.fromS = std::numeric_limits<double>::infinity();
    out.toS = -std::numeric_limits<double>::infinity();
    double gpuSeconds = 0;
    for (const JobSpec& j : jobs) {
        out.fromS = std::min(out.fromS, j.submitTime);
        out.toS = std::max(out.toS, j.submitTime);
        gpuSeconds += j.gpuDemand() * j.runTime;
    }
    const double window = out.toS - out.fromS;
    out.percent = window > 0 ? gpuSeconds / (clusterGpus * window) * 100.0 : 0.0;
    return out;
}

double timeWeightedMean(const std::vector<telemetry::Sample>& samples, double fromS, double toS)
{
    if (samples.empty())
        return 0;
    double area = 0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const double start = std::max(fromS, samples[i].time);
        const double end = std::min(toS, i + 1 < samples.size() ? samples[i + 1].time : toS);
        if (end > start)
            area += samples[i].value * (end - start);
    }
    const double covered = toS - std::max(fromS, samples.front().time);
    return covered > 0 ? area / covered : samples.back().value;
}

bool PairedComparison::clear(double smallest) const
{
    return draws > 0 && std::abs(difference) > 2 * standardError &&
           std::abs(difference) >= smallest;
}

PairedComparison comparePaired(const std::vector<double>& a, const std::vector<double>& b)
{
    if (a.empty() || a.size() != b.size())
        throw Error("expected the same draws, at least one, under both policies", "draws");
    PairedComparison out;
    out.draws = int(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        out.meanA += a[i];
        out.meanB += b[i];
    }
    out.meanA /= out.draws;
    out.meanB /= out.draws;
    out.difference = out.meanB - out.meanA;
    if (out.draws > 1) {
        double squares = 0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            const double d = (b[i] - a[i]) - out.difference;
            squares += d * d;
        }
        // The sample standard deviation of the paired differences over sqrt(draws).
        out.standardError = std::sqrt(squares / (out.draws - 1) / out.draws);
    }
    return out;
}

double smallestGpuShare(const std::vector<JobSpec>& jobs)
{
    double smallest = 0;
    for (const JobSpec& j : jobs) {
        if (j.gpusPerWorker == 0)
            continue;
        const double share = j.fractional() ? j.gpuDemand() / j.workers : 1.0;
        smallest = smallest == 0 ? share : std::min(smallest, share);
    }
    return smallest;
}

} // namespace ailab::core::sched
