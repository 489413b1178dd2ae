#include "core/train/parallel_config.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/hw/roofline.h"
#include "core/train/gemm_efficiency.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::train {

std::string_view stepPrecisionName(StepPrecision precision)
{
    return precision == StepPrecision::Fp8 ? "fp8" : "bf16";
}

std::vector<int> stageLayers(int layers, int stages)
{
    if (stages < 1 || layers < stages)
        return {};
    const int perStage = (layers + stages - 1) / stages;
    std::vector<int> result(std::size_t(stages), perStage);
    int shortfall = perStage * stages - layers;
    // last, first, second-to-last, second, ...
    for (int k = 0; shortfall > 0; ++k, --shortfall) {
        const int index = (k % 2 == 0) ? stages - 1 - k / 2 : k / 2;
        --result[std::size_t(index)];
    }
    return result;
}

namespace {

void require(bool ok, const char* path, const std::string& message)
{
    if (!ok)
        throw Error(message, path);
}

} // namespace

void validateParallelConfig(const ParallelConfig& c)
{
    validateTransformer(c.model, "/model");
    require(c.sequence >= 0 && c.sequence <= 10000000, "/model/seq",
            "the sequence must hold from 1 to 10,000,000 tokens");
    const hw::GpuSpec* gpu = hw::findGpu(c.gpuId);
    require(gpu != nullptr, "/model/gpu", fmt::format("no GPU '{}' in the catalogue", c.gpuId));
    const hw::Precision precision =
        c.precision == StepPrecision::Fp8 ? hw::Precision::FP8 : hw::Precision::BF16;
    require(hw::supportsPrecision(*gpu, precision), "/model/precision",
            fmt::format("{} has no {} Tensor Cores", gpu->name, hw::precisionName(precision)));
    require(streamingMultiprocessors(c.gpuId) > 0, "/model/gpu",
            fmt::format("no GEMM efficiency data for {}", gpu->name));
    require(c.gpus >= 1 && c.gpus <= 1000000, "/model/gpus", "from 1 to 1,000,000 GPUs");
    require(c.gpusPerServer >= 1 && c.gpusPerServer <= 1024, "/model/gpus_per_server",
            "from 1 to 1,024 GPUs per server");
    require(c.tp >= 1 && c.tp <= c.gpusPerServer, "/model/tp",
            fmt::format("tensor parallelism must be from 1 to the {} GPUs of one NVLink domain",
                        c.gpusPerServer));
    require(c.model.heads % c.tp == 0 && c.model.kvHeads % c.tp == 0, "/model/tp",
            fmt::format("{} query and {} KV heads do not split over {} GPUs", c.model.heads,
                        c.model.kvHeads, c.tp));
    require(c.model.ffnHidden % c.tp == 0, "/model/tp",
            fmt::format("the FFN size {} does not split over {} GPUs", c.model.ffnHidden, c.tp));
    require(c.pp >= 1 && c.pp <= c.model.layers, "/model/pp",
            fmt::format("pipeline stages must be from 1 to the {} layers", c.model.layers));
    require(c.gpus % (c.tp * c.pp) == 0, "/model/gpus",
            fmt::format("{} GPUs are not a multiple of tp x pp = {}", c.gpus, c.tp * c.pp));
    require(c.interleave >= 1 && c.interleave <= c.model.layers, "/model/interleave",
            "the model chunks per stage must be at least 1");
    if (c.interleave > 1) {
        require(c.pp > 1, "/model/interleave", "interleaving needs pipeline parallelism");
        const std::vector<int> layers = stageLayers(c.model.layers, c.pp);
        require(*std::min_element(layers.begin(), layers.end()) >= c.interleave,
                "/model/interleave",
                fmt::format("a stage of {} layers cannot hold {} model chunks",
                            *std::min_element(layers.begin(), layers.end()), c.interleave));
    }
    require(c.microbatch >= 1 && c.microbatch <= 65536, "/model/microbatch",
            "the micro-batch must hold from 1 to 65,536 sequences");
    require(c.globalBatch >= 1 && c.globalBatch <= 100000000, "/model/global_batch",
            "the global batch must hold from 1 to 100,000,000 sequences");
    const long long perRound = (long long)c.dp() * c.microbatch;
    require(c.globalBatch % perRound == 0, "/model/global_batch",
            fmt::format("the global batch of {} sequences is not a multiple of dp x microbatch "
                        "= {}",
                        c.globalBatch, perRound));
    if (c.interleave > 1)
        require((c.globalBatch / perRound) % c.pp == 0, "/model/global_batch",
                fmt::format("the interleaved schedule needs the {} micro-batches per replica to "
                            "be a multiple of pp = {}",
                            c.globalBatch / perRound, c.pp));
    const TrainingNetwork& n = c.network;
    require(n.nicBytesPerSecond > 0 && std::isfinite(n.nicBytesPerSecond),
            "/model/network/nic_bytes_per_second", "the NIC bandwidth must be positive");
    require(n.nodesPerLeaf >= 1 && n.nodesPerLeaf <= 100000, "/model/network/nodes_per_leaf",
            "from 1 to 100,000 servers per leaf switch");
    require(n.oversubscription >= 1 && n.oversubscription <= 100,
            "/model/network/oversubscription", "the oversubscription must be from 1 to 100");
    require(n.linkLatencySeconds >= 0 && n.linkLatencySeconds < 1,
            "/model/network/link_latency", "the link latency must be from 0 to 1 s");
}

} // namespace ailab::core::train
