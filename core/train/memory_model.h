#pragma once

#include <string_view>

// Training memory per GPU without sharding: weights, gradients, optimizer state and
// activations. Per-parameter bytes follow Rajbhandari et al., "ZeRO: Memory Optimizations
// Toward Training Trillion Parameter Models" (SC 2020, section 3.1): mixed-precision Adam
// keeps 2 B of 16-bit weights, 2 B of 16-bit gradients and K = 12 B of optimizer state
// (an FP32 master copy, momentum and variance): 16 B per parameter. Activations follow
// Korthikanti et al., "Reducing Activation Recomputation in Large Transformer Models"
// (MLSys 2023, arXiv:2205.05198, section 4.1 and Table 2, no tensor or sequence parallelism).
namespace ailab::core::train {

// FP32: weights and gradients in 4 B. Mixed: 16-bit (BF16/FP16) weights and gradients with
// an FP32 master copy of the weights held by the optimizer.
enum class TrainingPrecision { Fp32, Mixed16 };
// Adam keeps two FP32 moments; SGD with momentum one; plain SGD none.
enum class Optimizer { Adam, SgdMomentum, Sgd };
// None: every activation kept, sbh(34 + 5as/h) bytes per layer. Selective: the attention
// core (softmax, dropout, QK^T) recomputed, 34 sbh. Full: only each layer's input kept,
// 2 sbh, the rest recomputed in the backward pass.
enum class Recomputation { None, Selective, Full };

std::string_view precisionName(TrainingPrecision precision); // "fp32", "mixed16"
std::string_view optimizerName(Optimizer optimizer);         // "adam", "sgd-momentum", "sgd"
std::string_view recomputationName(Recomputation recompute); // "none", "selective", "full"

struct BytesPerParameter
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double total() const { return weights + gradients + optimizer; }
};
BytesPerParameter bytesPerParameter(TrainingPrecision precision, Optimizer optimizer);

struct ModelShape
{
    double parameters = 7e9; // a 7B model (Llama 2 7B: 32 layers, hidden 4096, 32 heads)
    int layers = 32;
    int hidden = 4096;
    int heads = 32;
    int microBatch = 1; // sequences per GPU per micro-step
    int sequence = 4096;
    TrainingPrecision precision = TrainingPrecision::Mixed16;
    Optimizer optimizer = Optimizer::Adam;
    Recomputation recompute = Recomputation::None;
};

// Throws core::Error naming the field ("/model/hidden", ...) for impossible inputs.
void validate(const ModelShape& shape);

// Activation bytes of one transformer layer, 16-bit activations (Korthikanti et al.):
// s = sequence, b = micro-batch, h = hidden, a = heads.
double activationBytesPerLayer(const ModelShape& shape);

struct TrainingMemory
{
    BytesPerParameter perParameter;
    double weightBytes = 0;
    double gradientBytes = 0;
    double optimizerBytes = 0;
    double activationBytes = 0;
    double modelStateBytes() const { return weightBytes + gradientBytes + optimizerBytes; }
    double totalBytes() const { return modelStateBytes() + activationBytes; }
};
TrainingMemory trainingMemory(const ModelShape& shape);

} // namespace ailab::core::train
