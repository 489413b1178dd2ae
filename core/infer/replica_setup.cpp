#include "core/infer/replica_setup.h"

#include "core/error.h"
#include "core/hw/catalog.h"

#include <cmath>
#include <fmt/format.h>

namespace ailab::core::infer {

const TransformerModel& setupModel(const ReplicaSetup& setup)
{
    const TransformerModel* model = findTransformerModel(setup.modelId);
    if (model == nullptr)
        throw Error("unknown model '" + setup.modelId + "'", "modelId");
    return *model;
}

const hw::GpuSpec& setupGpu(const ReplicaSetup& setup)
{
    const hw::GpuSpec* gpu = hw::findGpu(setup.gpuId);
    if (gpu == nullptr)
        throw Error("unknown GPU '" + setup.gpuId + "'", "gpuId");
    return *gpu;
}

namespace {
MemoryPlan planWithoutChecks(const ReplicaSetup& s, const TransformerModel& model,
                             const hw::GpuSpec& gpu)
{
    MemoryPlan p;
    p.gpuMemoryBytes = gpu.hbmGB * 1e9;
    p.usableBytes = s.gpuMemoryUtilization * p.gpuMemoryBytes;
    p.outsideEngineBytes = p.gpuMemoryBytes - p.usableBytes;
    p.weightBytesPerGpu = model.weightBytes(s.weights) / s.tensorParallel;
    p.reserveBytesPerGpu = s.activationReserveGB * 1e9;
    p.kvBytesPerGpu = std::max(0.0, p.usableBytes - p.weightBytesPerGpu - p.reserveBytesPerGpu);
    p.kvBytesPerTokenPerGpu = model.kvBytesPerToken(s.kvCache) / s.tensorParallel;
    p.kvBlocks = static_cast<long long>(
        std::floor(p.kvBytesPerGpu / (kKvBlockTokens * p.kvBytesPerTokenPerGpu)));
    p.kvTokenCapacity = p.kvBlocks * kKvBlockTokens;
    return p;
}
} // namespace

void validateReplicaSetup(const ReplicaSetup& s)
{
    const TransformerModel& model = setupModel(s);
    const hw::GpuSpec& gpu = setupGpu(s);
    // Megatron-style tensor parallelism splits the query and KV heads evenly over the GPUs
    // of one NVLink domain (Shoeybi et al. 2019); 8 GPUs share one in an HGX/DGX server.
    if (s.tensorParallel < 1 || s.tensorParallel > 8)
        throw Error("expected a tensor-parallel size from 1 to 8 (one NVLink domain)",
                    "tensorParallel");
    if (model.attentionHeads % s.tensorParallel != 0 || model.kvHeads % s.tensorParallel != 0)
        throw Error(fmt::format("{} has {} query and {} KV heads, which {} GPUs cannot share "
                                "evenly",
                                model.name, model.attentionHeads, model.kvHeads, s.tensorParallel),
                    "tensorParallel");
    if (!(s.gpuMemoryUtilization > 0.0 && s.gpuMemoryUtilization <= 1.0))
        throw Error("expected a share above 0 and at most 1", "gpuMemoryUtilization");
    if (!(s.activationReserveGB >= 0.0 && s.activationReserveGB <= 1000.0))
        throw Error("expected 0 to 1000 GB", "activationReserveGB");
    const MemoryPlan p = planWithoutChecks(s, model, gpu);
    if (p.kvBlocks < 1)
        throw Error(fmt::format("the weights of {} in {} ({:.1f} GB per GPU at tensor "
                                "parallelism {}) and the {:.1f} GB reserve do not fit in the "
                                "{:.1f} GB the engine may use ({:.0f} % of a {}'s memory); use "
                                "more GPUs per replica or smaller weights",
                                model.name, weightPrecisionId(s.weights), p.weightBytesPerGpu / 1e9,
                                s.tensorParallel, p.reserveBytesPerGpu / 1e9, p.usableBytes / 1e9,
                                100.0 * s.gpuMemoryUtilization, gpu.name),
                    "tensorParallel");
}

MemoryPlan memoryPlan(const ReplicaSetup& s)
{
    validateReplicaSetup(s);
    return planWithoutChecks(s, setupModel(s), setupGpu(s));
}

} // namespace ailab::core::infer
