#pragma once

#include "core/train/memory_model.h"
#include "core/train/transformer_catalog.h"

#include <string>
#include <string_view>
#include <vector>

// The set-up of a 3D-parallel training job (parallel_step.h): the model, the GPUs and how
// the work is split. Defaults and sources: docs/models.md, "3D-parallel training step".
namespace ailab::core::train {

// Matrix multiplies in BF16, or in FP8 (Transformer Engine: the GEMMs at the FP8 Tensor
// Core peak; weights, activations and communication stay 16-bit).
enum class StepPrecision { Bf16, Fp8 };
std::string_view stepPrecisionName(StepPrecision precision); // "bf16", "fp8"

// The scale-out fabric as one GPU sees it.
struct TrainingNetwork
{
    double nicBytesPerSecond = 50e9; // one 400 Gb/s NIC per GPU (DGX H100)
    // Servers under one leaf switch: NVIDIA DGX SuperPOD (H100) reference architecture,
    // a scalable unit of 32 servers with rail-optimised, non-blocking leaves.
    int nodesPerLeaf = 32;
    double oversubscription = 1.0;   // leaf down:up bandwidth; 1 = non-blocking
    double linkLatencySeconds = 5e-6; // alpha of one scale-out message
};

struct ParallelConfig
{
    TransformerSpec model;
    std::string gpuId = "h100-sxm"; // core/hw catalogue id
    int gpus = 8;
    int gpusPerServer = 8; // the NVLink domain
    int tp = 1;
    int pp = 1;
    int interleave = 1; // v, model chunks per pipeline stage (Narayanan et al. 2021, 2.2.2)
    bool sequenceParallel = false; // Korthikanti et al. 2022, section 4.2.2
    int microbatch = 1;            // m, sequences
    int globalBatch = 8;           // B, sequences
    int sequence = 0;              // S, tokens; 0 = the model's default
    StepPrecision precision = StepPrecision::Bf16;
    Recomputation recompute = Recomputation::None;
    // FlashAttention (Dao 2023): the attention scores are never stored, the causal mask
    // skips half their work, and the backward recomputes them (2.5x the forward FLOPs).
    // Off: Megatron-LM 2021's batched GEMMs over the whole s x s scores.
    bool flashAttention = true;
    // Megatron-LM keeps FP32 main gradients and all-reduces them in FP32 with BF16 (its
    // arguments force accumulate_allreduce_grads_in_fp32): 18 B per parameter; 16 B with
    // 16-bit gradients (FP16 training, Narayanan et al. 2021).
    bool fp32Gradients = true;
    // ZeRO-1 as Megatron's distributed optimizer: optimizer state (FP32 master, two
    // moments: 12 B per parameter) sharded over the DP group; the all-reduce becomes a
    // reduce-scatter plus an all-gather of the same volume (user guide, "Distributed Optimizer").
    bool distributedOptimizer = false;
    // Reduce gradients bucket by bucket during the last backward pass (PyTorch DDP, Li et
    // al. VLDB 2020; Megatron-LM --overlap-grad-reduce); off: after the pipeline flush
    // (Megatron-LM 2021's "local" DDP).
    bool overlapGradientReduce = true;
    TrainingNetwork network;

    int dp() const { return tp > 0 && pp > 0 ? gpus / (tp * pp) : 0; }
    int sequenceLength() const { return sequence > 0 ? sequence : model.sequence; }
};

// Throws core::Error naming the field: "/model/tp", "/model/global_batch", ...
void validateParallelConfig(const ParallelConfig& config);

// Layers on each pipeline stage: ceil(L / p) each, the shortfall taken one layer at a time
// from the last stage, then the first, then the second-to-last, ... (Llama 3 405B: 126
// layers on 16 stages, one fewer on the first and the last, Dubey et al. 2024, 3.3.2).
std::vector<int> stageLayers(int layers, int stages);

} // namespace ailab::core::train
