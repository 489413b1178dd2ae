#pragma once

#include "core/infer/model_catalog.h"

#include <string>

namespace ailab::core::hw {
struct GpuSpec;
}

// One model-serving replica's hardware and how the model sits in its memory: the weights
// split over `tensorParallel` GPUs, and the paged KV cache in what gpu_memory_utilization
// leaves (docs/models.md, "Serving: models and memory").
namespace ailab::core::infer {

// vLLM's CacheConfig default block size, in tokens.
inline constexpr int kKvBlockTokens = 16;

struct ReplicaSetup
{
    std::string modelId = "llama-3-8b";
    std::string gpuId = "h100-sxm";
    int tensorParallel = 1;
    WeightPrecision weights = WeightPrecision::BF16;
    KvPrecision kvCache = KvPrecision::BF16;
    // vLLM's --gpu-memory-utilization default: the share of each GPU's memory the engine
    // may use for weights, activations and the KV cache.
    double gpuMemoryUtilization = 0.9;
    // Peak activations, CUDA graphs and the runtime per GPU, which vLLM measures in its
    // profiling run before it sizes the KV cache: assumption (1 to 4 GiB is typical).
    double activationReserveGB = 2.0;
};

struct MemoryPlan
{
    double gpuMemoryBytes = 0;    // per GPU, as the catalogue gives it
    double usableBytes = 0;       // gpuMemoryUtilization x memory
    double outsideEngineBytes = 0; // memory - usable: what the engine leaves to others
    double weightBytesPerGpu = 0; // weights / tensorParallel
    double reserveBytesPerGpu = 0;
    double kvBytesPerGpu = 0;         // usable - weights - reserve
    double kvBytesPerTokenPerGpu = 0; // each GPU holds its share of the KV heads
    long long kvBlocks = 0;           // floor(kv bytes / (16 x bytes per token))
    long long kvTokenCapacity = 0;    // kvBlocks x 16
};

// The model and GPU of `setup`; throws core::Error naming the field ("modelId", "gpuId",
// "tensorParallel", ...) for an unknown id, a split the heads do not allow, or weights that
// leave no room for a single KV block.
const TransformerModel& setupModel(const ReplicaSetup& setup);
const hw::GpuSpec& setupGpu(const ReplicaSetup& setup);
void validateReplicaSetup(const ReplicaSetup& setup);
MemoryPlan memoryPlan(const ReplicaSetup& setup);

} // namespace ailab::core::infer
