#include "core/models/storage/stage_rates.h"

#include "core/error.h"
#include "core/storage/steady_state.h"

#include <cmath>

namespace ailab::core::models::storage {

using core::storage::JobConfig;
using core::storage::PipelineConfig;

PipelineConfig withStageRates(PipelineConfig c, double storage, double preprocessing,
                              double demand)
{
    const auto check = [](double rate, const char* path) {
        if (!std::isfinite(rate) || rate <= 0)
            throw Error("expected a rate above zero", path);
    };
    check(storage, "/storage");
    if (std::isinf(preprocessing) && preprocessing > 0)
        preprocessing = 0; // free: no CPU time per sample
    else
        check(preprocessing, "/preprocessing");
    check(demand, "/demand");
    // Every term of the closed form's storage rate is linear in one capacity of the storage
    // path, so scaling them all by one factor makes the rate the one asked for, whichever
    // of them limits (steady_state.cpp, closedFormOf).
    const double scale = storage / core::storage::closedFormOf(c).storage;
    c.tier.perServerBytesPerSecond *= scale;
    c.tier.iops *= scale;
    c.tier.metadata.opsPerSecond *= scale;
    c.storageNetworkBytesPerSecond *= scale; // 0 (no limit) stays 0
    for (JobConfig& j : c.jobs)
        j.nodeNetworkBytesPerSecond *= scale;
    double total = 0;
    for (const JobConfig& j : c.jobs)
        total += j.demandBytesPerSecond();
    for (JobConfig& j : c.jobs) {
        const double share = j.demandBytesPerSecond() / total;
        const double perStep = double(j.accelerators) * j.batchSize * j.dataset.sampleBytes;
        j.computeSecondsPerBatch = perStep / (demand * share);
        // cores x sample / time per sample = this job's share of the preprocessing rate.
        j.preprocessSecondsPerSample =
            preprocessing > 0 ? double(j.accelerators) * j.cpuCoresPerAccelerator *
                                    j.dataset.sampleBytes / (preprocessing * share)
                              : 0.0;
    }
    return c;
}

PipelineConfig withLoaderSettings(PipelineConfig c, int readers, int prefetch,
                                  double latencyJitter)
{
    if (readers < 1 || readers > 256)
        throw Error("expected an integer from 1 to 256", "/readers");
    if (prefetch < 1 || prefetch > 1024)
        throw Error("expected an integer from 1 to 1024", "/prefetch");
    if (!std::isfinite(latencyJitter) || latencyJitter < 0 || latencyJitter > 5)
        throw Error("expected a number from 0 to 5", "/latencyJitter");
    for (JobConfig& j : c.jobs) {
        j.readers = readers;
        j.prefetch = prefetch;
    }
    c.tier.latencyJitter = latencyJitter;
    return c;
}

} // namespace ailab::core::models::storage
