#include "core/cluster/job_plan.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/storage/checkpoint_model.h"
#include "core/train/transformer_catalog.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::cluster {

namespace {

// A checkpoint holds the BF16 weights (2 B per parameter) and the optimizer's FP32 master
// weights and two Adam moments (12 B): 14 B per parameter; the gradients are not saved
// (Rajbhandari et al. 2020, ZeRO, section 3.1's 2 + 2 + 12 B of model state, less the
// gradients; Megatron-LM's distributed checkpoint saves the same state).
constexpr double kCheckpointBytesPerParameter = 14.0;
// A sample of a language model is its token ids: Megatron-LM's indexed datasets store them as
// uint16 when the vocabulary fits and int32 otherwise, so 4 B a token for Llama 3's 128,256
// entries; the twin takes 4 B.
constexpr double kBytesPerToken = 4.0;
// Pre-training data comes in large shards: Megatron-LM's indexed dataset reads one binary
// file of many documents, so a step looks up files rarely. One lookup per 1,024 samples.
constexpr double kSamplesPerLookupOfPackedData = 1024.0;

train::Recomputation recomputationOf(const std::string& id)
{
    if (id == "full")
        return train::Recomputation::Full;
    if (id == "selective")
        return train::Recomputation::Selective;
    return train::Recomputation::None;
}

// The leaf's oversubscription: its servers' NICs over its spine uplinks.
double oversubscriptionOf(const FabricSpec& fabric)
{
    const double down = double(fabric.serversPerLeaf) *
                        (fabric.shape == FabricShapeId::RailOptimised ? 1 : fabric.nicsPerServer) * fabric.nicGbps;
    const double up = double(fabric.spines) * fabric.uplinksPerLeafSpine * fabric.uplinkGbps;
    return std::max(1.0, down / up);
}

} // namespace

double JobPlan::stepSeconds(double slowdown, double allReduceS) const
{
    return train::recomposeStepSeconds(step, std::max(1.0, slowdown), allReduceS);
}

double JobPlan::computeSeconds(double slowdown) const
{
    return (step.computeSeconds + step.pipelineBubbleGpuSeconds + step.optimizerSeconds) * std::max(1.0, slowdown);
}

JobPlan planJob(const TrainingJobSpec& job, const std::string& pointer, const hw::GpuSpec& gpu,
                int gpusPerServer, const FabricSpec& fabric)
{
    const train::TransformerSpec* model = train::findTransformer(job.modelId);
    if (model == nullptr)
        throw Error(fmt::format("unknown model \"{}\"", job.modelId), pointer + "/model");
    train::ParallelConfig config;
    config.model = *model;
    config.gpuId = gpu.id;
    config.gpus = job.gpus;
    config.gpusPerServer = std::min(gpusPerServer, job.gpus);
    config.tp = job.tp;
    config.pp = job.pp;
    config.microbatch = job.microbatch;
    config.globalBatch = job.globalBatch;
    config.sequence = job.sequence;
    config.sequenceParallel = job.sequenceParallel && job.tp > 1;
    config.interleave = job.interleave;
    config.distributedOptimizer = job.distributedOptimizer;
    config.precision = job.precision == "fp8" ? train::StepPrecision::Fp8 : train::StepPrecision::Bf16;
    config.recompute = recomputationOf(job.recompute);
    // Each GPU's share of its server's NICs (one 400 Gb/s NIC per GPU in a DGX H100).
    config.network.nicBytesPerSecond = fabric.nicGbps * 1e9 / 8.0 * fabric.nicsPerServer / gpusPerServer;
    config.network.nodesPerLeaf = fabric.serversPerLeaf;
    config.network.oversubscription = oversubscriptionOf(fabric);

    train::ParallelStep step;
    try {
        step = train::evaluateParallelStep(config);
    } catch (const Error& e) {
        // The step model names its fields "/model/tp"; here they are the job's.
        std::string path = e.path();
        if (path.rfind("/model/", 0) == 0)
            path = pointer + path.substr(6);
        throw Error(e.message(), path);
    }
    if (!step.fits)
        throw Error(fmt::format("{} on {} GPUs with tp {} and pp {} does not fit: {}", model->name, job.gpus,
                                job.tp, job.pp, step.reason),
                    pointer + "/tp");

    JobPlan plan;
    plan.step = step;
    plan.modelFlopsPerStep = step.modelFlopsPerStep;
    plan.peakFlopsPerGpu = step.peakTflopsPerGpu * 1e12;
    plan.tokensPerStep = double(job.globalBatch) * config.sequenceLength();
    plan.dpRanks = std::max(1, step.dpGroupSize);
    plan.dpGradientBytes = step.dpGradientBytesPerRank;
    const double sampleBytes = job.sampleBytes > 0 ? job.sampleBytes : kBytesPerToken * config.sequenceLength();
    plan.readBytesPerStep = double(job.globalBatch) * sampleBytes;
    plan.filesPerStep = job.sampleBytes > 0 ? double(job.globalBatch)
                                            : std::ceil(job.globalBatch / kSamplesPerLookupOfPackedData);
    plan.checkpointBytes = model->parameters() * kCheckpointBytesPerParameter;
    // Every rank copies its shard to host memory at once (core/storage's asynchronous
    // checkpoint: CheckpointSetup::hostCopyBytesPerSecond per rank).
    plan.hostCopySeconds = plan.checkpointBytes / job.gpus / storage::CheckpointSetup{}.hostCopyBytesPerSecond;
    plan.memoryBytesPerGpu = step.memory.totalBytes();
    return plan;
}

} // namespace ailab::core::cluster
