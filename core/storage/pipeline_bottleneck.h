#pragma once

#include <string_view>

// What limited a job in a run of the input pipeline, from the run's own measurements (the
// closed form, steady_state.h, says what would limit with ample readers and prefetch; a run
// can be held back by something it leaves out, such as request latency with few readers).
// A stage limits when it was busy: its utilisation over the run at least kBusyShare. Then:
// the GPUs, when they waited for data at most 1 - kBusyShare of the time; the busiest of the
// tier's bandwidth, its IOPS, the metadata service and the job's CPU cores when one is busy;
// the loader, when the workers that may work at once (min(readers, prefetch): each prepares
// a whole batch) were busy while none of those was (each read waits out the request
// latency, and too few reads are in flight to hide it: Little's law, L = lambda W);
// otherwise the prefetch buffer (too shallow for the spread of the reads' latencies).
namespace ailab::core::storage {

struct PipelineConfig;
struct PipelineResult;

enum class Bottleneck {
    Gpu,
    TierBandwidth,
    TierIops,
    Metadata,
    Preprocessing,
    LoaderLatency,
    PrefetchDepth
};

// "gpu", "storage-bandwidth", "storage-iops", "metadata", "preprocessing", "loader-latency",
// "prefetch-depth".
std::string_view bottleneckId(Bottleneck b);

// The share of a run above which a resource counts as busy (the GPUs as fed).
inline constexpr double kBusyShare = 0.9;

// Job `job` of a finished run of `config`; throws core::Error ("/jobs") for a job either
// lacks.
Bottleneck simulatedBottleneck(const PipelineConfig& config, const PipelineResult& result,
                               int job);

} // namespace ailab::core::storage
