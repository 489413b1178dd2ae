#include "core/storage/pipeline_bottleneck.h"

#include "core/error.h"
#include "core/storage/input_pipeline.h"

#include <algorithm>
#include <utility>

namespace ailab::core::storage {

std::string_view bottleneckId(Bottleneck b)
{
    switch (b) {
    case Bottleneck::Gpu:
        return "gpu";
    case Bottleneck::TierBandwidth:
        return "storage-bandwidth";
    case Bottleneck::TierIops:
        return "storage-iops";
    case Bottleneck::Metadata:
        return "metadata";
    case Bottleneck::Preprocessing:
        return "preprocessing";
    case Bottleneck::LoaderLatency:
        return "loader-latency";
    case Bottleneck::PrefetchDepth:
        return "prefetch-depth";
    }
    return "gpu";
}

Bottleneck simulatedBottleneck(const PipelineConfig& config, const PipelineResult& r, int job)
{
    if (job < 0 || std::size_t(job) >= r.jobs.size() || std::size_t(job) >= config.jobs.size())
        throw Error("no such job", "/jobs");
    const JobResult& j = r.jobs[std::size_t(job)];
    const JobConfig& c = config.jobs[std::size_t(job)];
    if (j.dataWaitFraction <= 1.0 - kBusyShare)
        return Bottleneck::Gpu;
    std::pair<double, Bottleneck> busiest{r.tierUtilisation, Bottleneck::TierBandwidth};
    for (const auto& candidate : {std::pair{r.iopsUtilisation, Bottleneck::TierIops},
                                  std::pair{r.metadataUtilisation, Bottleneck::Metadata},
                                  std::pair{j.cpuUtilisation, Bottleneck::Preprocessing}}) {
        if (candidate.first > busiest.first)
            busiest = candidate;
    }
    if (busiest.first >= kBusyShare)
        return busiest.second;
    // Each worker prepares a whole batch and at most `prefetch` batches are under way, so at
    // most min(readers, prefetch) workers can be busy at once.
    const double working = double(std::min(c.readers, c.prefetch)) / c.readers;
    if (j.readerBusyFraction >= kBusyShare * working)
        return Bottleneck::LoaderLatency;
    return Bottleneck::PrefetchDepth;
}

} // namespace ailab::core::storage
