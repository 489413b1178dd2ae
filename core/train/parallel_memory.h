#pragma once

#include "core/train/parallel_config.h"

// Memory per GPU of a 3D-parallel training job (parallel_step.h), on its fullest pipeline
// stage. Model state per parameter: 2 B BF16 weights, 4 B FP32 (or 2 B) gradients, 12 B of
// Adam state (FP32 master, momentum, variance), the latter optionally sharded over the DP
// group (Megatron-LM user guide, "Distributed Optimizer": 18 B, or 6 + 12/d B distributed).
// Activations: Korthikanti et al., "Reducing Activation Recomputation in Large Transformer
// Models" (MLSys 2023), eq. 1-2 and sections 4.2-5, generalised to grouped-query attention
// and gated FFNs; stage 1 of a 1F1B pipeline holds p micro-batches in flight, times
// (1 + (p - 1) / (p v)) when interleaved (section 4.2.3).
namespace ailab::core::train {

struct ParallelMemory
{
    int stage = 0; // the fullest stage, 0-based
    double weightBytes = 0;
    double gradientBytes = 0;
    double optimizerBytes = 0;
    double activationBytes = 0;
    double capacityBytes = 0; // the GPU's HBM
    double totalBytes() const { return weightBytes + gradientBytes + optimizerBytes + activationBytes; }
};

struct ActivationShape
{
    double sequence = 0;   // s
    double microbatch = 1; // b
    int tp = 1;            // t
    bool sequenceParallel = false;
    bool flashAttention = true;
    Recomputation recompute = Recomputation::None;
};

// The model state and activations of every stage that can be the fullest (the first holds
// the most micro-batches, the last the output layer's logits); the larger total.
ParallelMemory parallelMemory(const ParallelConfig& config);

// Bytes one layer keeps for its backward pass, for one micro-batch, on one TP rank.
double layerActivationBytes(const TransformerSpec& model, const ActivationShape& shape);

} // namespace ailab::core::train
