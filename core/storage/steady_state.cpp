#include "core/storage/steady_state.h"

#include "core/error.h"
#include "core/storage/input_pipeline.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ailab::core::storage {

std::string_view pipelineStageId(PipelineStage stage)
{
    switch (stage) {
    case PipelineStage::Storage:
        return "storage";
    case PipelineStage::Preprocessing:
        return "preprocessing";
    case PipelineStage::Gpu:
        return "gpu";
    }
    return "gpu";
}

SteadyStateResult steadyState(double storageRate, double preprocessingRate, double demandRate)
{
    const auto check = [](double v, const char* stage) {
        if (!(v > 0))
            throw Error("the rate must be above zero", stage);
    };
    check(storageRate, "storage");
    check(preprocessingRate, "preprocessing");
    check(demandRate, "demand");
    SteadyStateResult r;
    r.throughput = std::min({storageRate, preprocessingRate, demandRate});
    r.fedFraction = r.throughput / demandRate;
    r.waitFraction = 1.0 - r.fedFraction;
    if (r.throughput >= demandRate)
        r.limiting = PipelineStage::Gpu;
    else if (storageRate <= preprocessingRate)
        r.limiting = PipelineStage::Storage;
    else
        r.limiting = PipelineStage::Preprocessing;
    return r;
}

ClosedFormRates closedFormOf(const PipelineConfig& c)
{
    const double inf = std::numeric_limits<double>::infinity();
    double network = 0, requestsPerSecondNeeded = 0, opensPerSecondNeeded = 0;
    double preprocessing = 0, demand = 0;
    for (const JobConfig& j : c.jobs) {
        network += j.nodes() * j.nodeNetworkBytesPerSecond;
        const double jobDemand = j.demandBytesPerSecond();
        demand += jobDemand;
        // Samples per request: consecutive samples of one file when read in file order.
        double perRequest = 1;
        if (j.readSizeBytes > 0 && j.shuffle != Shuffle::Samples)
            perRequest = std::clamp(std::floor(j.readSizeBytes / j.dataset.sampleBytes), 1.0,
                                    double(std::min(j.dataset.samplesPerFile, j.batchSize)));
        const double requestBytes = perRequest * j.dataset.sampleBytes;
        const double iosPerRequest = std::ceil(requestBytes / c.tier.ioSizeBytes);
        // A file is opened once per run of its samples in a batch.
        const double samplesPerOpen = j.shuffle == Shuffle::Samples
                                          ? 1.0
                                          : double(std::min(j.dataset.samplesPerFile, j.batchSize));
        const double share = jobDemand / j.dataset.sampleBytes; // samples per second asked
        requestsPerSecondNeeded += share / perRequest * iosPerRequest;
        opensPerSecondNeeded += share / samplesPerOpen;
        preprocessing += j.preprocessSecondsPerSample > 0
                             ? j.accelerators * j.cpuCoresPerAccelerator * j.dataset.sampleBytes /
                                   j.preprocessSecondsPerSample
                             : inf;
    }
    ClosedFormRates r;
    double storage = c.tier.bandwidthBytesPerSecond();
    if (c.storageNetworkBytesPerSecond > 0)
        storage = std::min(storage, c.storageNetworkBytesPerSecond);
    storage = std::min(storage, network);
    // The demand scaled down until the IOPS and the metadata service keep up.
    storage = std::min(storage, demand * c.tier.iops / requestsPerSecondNeeded);
    if (c.tier.metadata.enabled)
        storage = std::min(storage, demand * c.tier.metadata.opsPerSecond / opensPerSecondNeeded);
    r.storage = storage;
    r.preprocessing = preprocessing;
    r.demand = demand;
    r.result = steadyState(storage, preprocessing, demand);
    return r;
}

double stagingSeconds(const PipelineConfig& c, int job)
{
    const JobConfig& j = c.jobs.at(std::size_t(job));
    double rate = c.tier.bandwidthBytesPerSecond();
    if (c.storageNetworkBytesPerSecond > 0)
        rate = std::min(rate, c.storageNetworkBytesPerSecond);
    rate = std::min(rate, j.nodes() * std::min(j.nodeNetworkBytesPerSecond,
                                               c.localCache.bandwidthBytesPerSecond()));
    return j.dataset.bytes() / rate;
}

double serialUtilisation(double computeS, double ioS)
{
    return computeS / (computeS + ioS);
}

} // namespace ailab::core::storage
