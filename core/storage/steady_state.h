#pragma once

#include <string_view>
#include <vector>

// The course's steady-state model of the input pipeline (section 06.4 and its starvation
// simulator, "an illustrative steady-state throughput model"): data flows at the rate of the
// slowest of three stages, storage, preprocessing and the GPUs' demand. Storage 8,
// preprocessing 20 and demand 24 GB/s give 8 GB/s, 33 % fed and 67 % waiting, storage
// limiting. The discrete-event pipeline (input_pipeline.h) tends to it with ample prefetch
// and shows the stalls it misses with a shallow buffer or jittery latency.
namespace ailab::core::storage {

enum class PipelineStage { Storage, Preprocessing, Gpu };

std::string_view pipelineStageId(PipelineStage stage); // "storage", "preprocessing", "gpu"

struct SteadyStateResult
{
    double throughput = 0;                       // min of the three rates
    double fedFraction = 0;                      // throughput / demand, at most 1
    double waitFraction = 0;                     // 1 - fed
    PipelineStage limiting = PipelineStage::Gpu; // the slowest; the GPU when it is fed
};

// Rates in one unit (bytes per second, or GB/s as the seed writes them); each above zero
// (infinity allowed: a stage that never limits).
// Throws core::Error naming the stage for a rate that is not.
SteadyStateResult steadyState(double storageRate, double preprocessingRate, double demandRate);

struct PipelineConfig;

// The closed form for a whole pipeline config (docs/models.md, Input pipeline, "The closed
// form beside it"): storage = the least of the tier's bandwidth (and storage network), the
// jobs' client networks, the IOPS times the bytes per request and the metadata rate times the
// bytes per file opened; preprocessing = CPU cores x sample size / time per sample (infinite
// when free); demand = the GPUs' consumption. Rates in bytes per second.
struct ClosedFormRates
{
    double storage = 0;
    double preprocessing = 0;
    double demand = 0;
    SteadyStateResult result;
};
ClosedFormRates closedFormOf(const PipelineConfig& config);

// The time to stage job `job`'s dataset onto its nodes' local NVMe before it runs: each node
// copies the part it reads (DLIO's fixed order), so the dataset crosses once, at the least of
// the tier's bandwidth, the job's nodes' networks and their local drives' bandwidth.
double stagingSeconds(const PipelineConfig& config, int job);

// Accelerator utilisation without any overlap of I/O and compute: c / (c + io).
double serialUtilisation(double computeS, double ioS);

} // namespace ailab::core::storage
