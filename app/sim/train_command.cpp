#include "app/sim/train_command.h"

#include "app/sim/unit_options.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/train/parallel_step.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <utility>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

namespace {

train::TransformerSpec customModel(const TrainOptions& o)
{
    train::TransformerSpec m;
    m.id = "custom";
    m.name = "custom transformer";
    m.layers = o.layers;
    m.hidden = o.hidden;
    m.heads = o.heads;
    m.kvHeads = o.kvHeads > 0 ? o.kvHeads : o.heads;
    m.ffnHidden = o.ffn > 0 ? o.ffn : 4 * o.hidden;
    m.gatedFfn = o.swiglu;
    m.vocab = o.vocab;
    m.sequence = o.seq;
    m.source = "command line";
    return m;
}

train::ParallelConfig parallelConfig(const TrainOptions& o)
{
    train::ParallelConfig c;
    if (!o.model.empty()) {
        const train::TransformerSpec* spec = train::findTransformer(o.model);
        if (spec == nullptr)
            throw CLI::ValidationError("--model", "unknown model '" + o.model + "'");
        c.model = *spec;
    } else {
        c.model = customModel(o);
    }
    c.sequence = o.seq;
    c.gpuId = o.gpu;
    c.gpus = o.gpus;
    c.gpusPerServer = o.gpusPerServer;
    c.tp = o.tp;
    c.pp = o.pp;
    c.interleave = o.interleave;
    c.sequenceParallel = o.sequenceParallel;
    c.microbatch = o.microbatch;
    c.globalBatch = o.globalBatch;
    c.precision = o.precision == "fp8" ? train::StepPrecision::Fp8 : train::StepPrecision::Bf16;
    c.recompute = o.recompute == "full"        ? train::Recomputation::Full
                  : o.recompute == "selective" ? train::Recomputation::Selective
                                               : train::Recomputation::None;
    c.flashAttention = !o.noFlashAttention;
    c.distributedOptimizer = o.distributedOptimizer;
    c.fp32Gradients = !o.fp16Gradients;
    c.overlapGradientReduce = !o.noOverlapGradReduce;
    c.network.nicBytesPerSecond = byteRateOption(o.nic, "--nic");
    c.network.nodesPerLeaf = o.nodesPerLeaf;
    c.network.oversubscription = o.oversubscription;
    c.network.linkLatencySeconds = o.linkLatencyUs * 1e-6;
    return c;
}

// A field of core/train's ParallelConfig ("/model/global_batch") as this command's option.
std::string optionOf(const std::string& path)
{
    if (path == "/model/network/nic_bytes_per_second")
        return "--nic";
    if (path == "/model/network/link_latency")
        return "--link-latency-us";
    std::string name = path;
    for (const char* prefix : {"/model/network/", "/model/"})
        if (name.rfind(prefix, 0) == 0) {
            name = name.substr(std::string(prefix).size());
            break;
        }
    std::replace(name.begin(), name.end(), '_', '-');
    return "--" + name;
}

void checkCombinations(const TrainOptions& o)
{
    if (o.model.empty()) {
        const std::pair<int, const char*> shape[] = {
            {o.layers, "--layers"}, {o.hidden, "--hidden"}, {o.heads, "--heads"},
            {o.vocab, "--vocab"}, {o.seq, "--seq"}};
        for (const auto& [value, option] : shape)
            if (value <= 0)
                throw CLI::ValidationError(option, "give --model, or the shape: --layers, "
                                                   "--hidden, --heads, --vocab and --seq");
    }
    try {
        train::validateParallelConfig(parallelConfig(o));
    } catch (const Error& e) {
        throw CLI::ValidationError(optionOf(e.path()), e.message());
    }
}

} // namespace

CLI::App* addTrainCommand(CLI::App& app, TrainOptions& o)
{
    CLI::App* cmd = app.add_subcommand(
        "train", "Time one step of a training job split over tensor, pipeline and data "
                 "parallelism; print it as JSON.");
    CLI::Option* model = cmd->add_option("--model", o.model, "Catalogue model")
                             ->check(CLI::IsMember(train::transformerIds()));
    CLI::Option* layers =
        cmd->add_option("--layers", o.layers, "Transformer layers")->check(CLI::Range(1, 10000));
    model->excludes(layers);
    cmd->add_option("--hidden", o.hidden, "Hidden size")->check(CLI::Range(1, 1 << 20))->excludes(model);
    cmd->add_option("--heads", o.heads, "Attention heads")->check(CLI::Range(1, 1 << 20))->excludes(model);
    cmd->add_option("--kv-heads", o.kvHeads, "Key/value heads")
        ->check(CLI::Range(1, 1 << 20))
        ->default_str("--heads")
        ->excludes(model);
    cmd->add_option("--ffn", o.ffn, "FFN inner size")
        ->check(CLI::Range(1, 1 << 23))
        ->default_str("4 x --hidden")
        ->excludes(model);
    cmd->add_flag("--swiglu", o.swiglu, "Gated (SwiGLU) FFN")->excludes(model);
    cmd->add_option("--vocab", o.vocab, "Vocabulary size")->check(CLI::Range(1, 10000000))->excludes(model);
    cmd->add_option("--seq", o.seq, "Sequence length in tokens")
        ->check(CLI::Range(1, 10000000))
        ->default_str("the model's");
    cmd->add_option("--gpu", o.gpu, "GPU")->check(CLI::IsMember(gpuIds()));
    cmd->add_option("--gpus", o.gpus, "GPUs in the job")->required()->check(CLI::Range(1, 1000000));
    cmd->add_option("--gpus-per-server", o.gpusPerServer, "GPUs per NVLink domain")
        ->check(CLI::Range(1, 1024));
    cmd->add_option("--tp", o.tp, "Tensor-parallel GPUs")->check(CLI::Range(1, 1024));
    cmd->add_option("--pp", o.pp, "Pipeline stages")->check(CLI::Range(1, 10000));
    cmd->add_option("--interleave", o.interleave, "Model chunks per pipeline stage")
        ->check(CLI::Range(1, 10000));
    cmd->add_flag("--sequence-parallel", o.sequenceParallel, "Sequence parallelism with TP");
    cmd->add_option("--microbatch", o.microbatch, "Sequences per micro-batch")
        ->check(CLI::Range(1, 65536));
    cmd->add_option("--global-batch", o.globalBatch, "Sequences per step")
        ->required()
        ->check(CLI::Range(1, 100000000));
    cmd->add_option("--precision", o.precision, "GEMM precision")
        ->check(CLI::IsMember({"bf16", "fp8"}));
    cmd->add_option("--recompute", o.recompute, "Activation recomputation")
        ->check(CLI::IsMember({"none", "selective", "full"}));
    cmd->add_flag("--no-flash-attention", o.noFlashAttention,
                  "Materialise the attention scores (Megatron-LM 2021)");
    cmd->add_flag("--distributed-optimizer", o.distributedOptimizer,
                  "Shard the optimizer state over the data-parallel GPUs (ZeRO-1)");
    cmd->add_flag("--fp16-gradients", o.fp16Gradients,
                  "Keep and all-reduce 16-bit gradients (FP16 training)");
    cmd->add_flag("--no-overlap-grad-reduce", o.noOverlapGradReduce,
                  "All-reduce the gradients after the pipeline flush");
    cmd->add_option("--nic", o.nic, "Scale-out bandwidth per GPU, e.g. 400Gb/s");
    cmd->add_option("--nodes-per-leaf", o.nodesPerLeaf, "Servers under one leaf switch")
        ->check(CLI::Range(1, 100000));
    cmd->add_option("--oversubscription", o.oversubscription, "Leaf down:up bandwidth ratio")
        ->check(CLI::Range(1.0, 100.0));
    cmd->add_option("--link-latency-us", o.linkLatencyUs, "Scale-out message latency (us)")
        ->check(CLI::Range(0.0, 1e6));
    cmd->callback([&o] { checkCombinations(o); });
    return cmd;
}

void trainCommand(const TrainOptions& o, std::ostream& out)
{
    const train::ParallelConfig c = parallelConfig(o);
    const train::ParallelStep s = train::evaluateParallelStep(c);
    nlohmann::ordered_json j;
    j["model"] = c.model.id;
    j["parameters"] = c.model.parameters();
    j["gpu"] = c.gpuId;
    j["gpus"] = c.gpus;
    j["tp"] = c.tp;
    j["pp"] = c.pp;
    j["dp"] = s.dp;
    j["interleave"] = c.interleave;
    j["sequence_parallel"] = c.sequenceParallel;
    j["microbatch"] = c.microbatch;
    j["global_batch"] = c.globalBatch;
    j["sequence"] = c.sequenceLength();
    j["precision"] = train::stepPrecisionName(c.precision);
    j["recompute"] = train::recomputationName(c.recompute);
    j["microbatches_per_replica"] = s.microbatchesPerReplica;
    j["step_seconds"] = s.stepSeconds;
    j["compute_seconds"] = s.computeSeconds;
    j["tensor_parallel_seconds"] = s.tensorParallelSeconds;
    j["pipeline_bubble_fraction"] = s.pipelineBubbleFraction;
    j["pipeline_bubble_seconds"] = s.pipelineBubbleSeconds;
    j["pipeline_send_seconds"] = s.pipelineSendSeconds;
    j["dp_all_reduce_seconds"] = s.dpAllReduceSeconds;
    j["dp_exposed_seconds"] = s.dpExposedSeconds;
    j["optimizer_seconds"] = s.optimizerSeconds;
    j["dp_gradient_bytes_per_rank"] = s.dpGradientBytesPerRank;
    j["dp_group_size"] = s.dpGroupSize;
    j["model_flops_per_step"] = s.modelFlopsPerStep;
    j["hardware_flops_per_step"] = s.hardwareFlopsPerStep;
    j["achieved_tflops_per_gpu"] = s.achievedTflopsPerGpu;
    j["hardware_tflops_per_gpu"] = s.hardwareTflopsPerGpu;
    j["mfu"] = s.mfu;
    j["tokens_per_second_per_gpu"] = s.tokensPerSecondPerGpu;
    j["memory"] = {{"stage", s.memory.stage + 1},
                   {"weights_gb", s.memory.weightBytes / 1e9},
                   {"gradients_gb", s.memory.gradientBytes / 1e9},
                   {"optimizer_gb", s.memory.optimizerBytes / 1e9},
                   {"activations_gb", s.memory.activationBytes / 1e9},
                   {"total_gb", s.memory.totalBytes() / 1e9},
                   {"capacity_gb", s.memory.capacityBytes / 1e9}};
    j["fits"] = s.fits;
    if (!s.fits)
        j["reason"] = s.reason;
    out << j.dump(2) << '\n';
}

} // namespace ailab::sim
