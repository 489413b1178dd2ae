#include "core/train/parallel_memory.h"

#include "core/hw/catalog.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::train {

double layerActivationBytes(const TransformerSpec& model, const ActivationShape& shape)
{
    const double s = shape.sequence, b = shape.microbatch, h = model.hidden;
    const double f = model.ffnHidden, a = model.heads, t = shape.tp;
    const double kv = double(model.kvHeads) * model.headDim();
    const double sbh = s * b * h;
    // Full recomputation keeps only each layer's 16-bit input (section 4.2), split over the
    // TP ranks with sequence parallelism.
    if (shape.recompute == Recomputation::Full)
        return 2.0 * sbh / (shape.sequenceParallel ? t : 1.0);
    const double masks = model.dropout ? 1.0 : 0.0; // 1-byte dropout masks
    // Replicated over TP ranks without sequence parallelism (eq. 2's 10sbh): the inputs of
    // the two norms (4sbh), of the QKV and first FFN GEMMs (2sbh each), the dropout masks.
    const double replicated = (8.0 + 2.0 * masks) * sbh;
    // Split over TP ranks (eq. 2's 24sbh/t for GPT): Q (2sbh), K and V (2sb kv each), the
    // output projection's input (2sbh); the FFN's inner activations: GeLU input and output
    // (2 x 2sbf), or for SwiGLU the gate, up and product tensors (3 x 2sbf).
    const double ffnInner = (model.gatedFfn ? 6.0 : 4.0) * s * b * f;
    const double split = 4.0 * sbh + 4.0 * s * b * kv + ffnInner;
    // The s x s scores: softmax output (2), its dropout mask (1) and output (2) per element
    // (eq. 1's 5as^2b); none with selective recomputation or FlashAttention.
    const bool scoresKept = shape.recompute == Recomputation::None && !shape.flashAttention;
    const double scores = scoresKept ? (2.0 + 3.0 * masks) * a * s * s * b : 0.0;
    return replicated / (shape.sequenceParallel ? t : 1.0) + (split + scores) / t;
}

ParallelMemory parallelMemory(const ParallelConfig& c)
{
    const TransformerSpec& m = c.model;
    const std::vector<int> layers = stageLayers(m.layers, c.pp);
    const double t = c.tp, p = c.pp, v = c.interleave;
    const double s = c.sequenceLength(), b = c.microbatch;
    const int microbatches = c.globalBatch / std::max(1, c.dp() * c.microbatch);
    const hw::GpuSpec* gpu = hw::findGpu(c.gpuId);

    ActivationShape shape{s, b, c.tp, c.sequenceParallel, c.flashAttention, c.recompute};
    const double perLayer = layerActivationBytes(m, shape);
    // One layer's whole activations while it is recomputed (full recomputation).
    ActivationShape working = shape;
    working.recompute = Recomputation::Selective;
    const double recomputeWorkingSet =
        c.recompute == Recomputation::Full ? layerActivationBytes(m, working) : 0.0;

    const double embedding = double(m.vocab) * m.hidden / t;
    const double gradientBytes = c.fp32Gradients ? 4.0 : 2.0;
    const double optimizerBytes = 12.0 / (c.distributedOptimizer ? c.dp() : 1);

    ParallelMemory best;
    for (int stage : {0, c.pp - 1}) {
        double parameters = layers[std::size_t(stage)] * m.layerParameters() / t;
        if (stage == 0)
            parameters += embedding + (m.learnedPositions ? s * m.hidden : 0.0);
        // The output layer; with tied embeddings and several stages Megatron-LM keeps a copy
        // of the embedding on the last stage and all-reduces its gradient.
        if (stage == c.pp - 1 && (!m.tiedEmbeddings || c.pp > 1))
            parameters += embedding;
        // 1F1B: stage i holds min(p - i, m') micro-batches in flight (Narayanan et al. 2021,
        // 2.2.1); interleaving adds (p - 1) / (p v) of it (Korthikanti et al. 4.2.3).
        double inFlight = std::min<double>(p - stage, microbatches);
        if (c.interleave > 1)
            inFlight *= 1.0 + (p - 1.0) / (p * v);
        double activations = inFlight * layers[std::size_t(stage)] * perLayer + recomputeWorkingSet;
        // The last stage's FP32 logits for the cross entropy: 4 s b V / t (section 4.3).
        if (stage == c.pp - 1)
            activations += 4.0 * s * b * m.vocab / t;

        ParallelMemory memory;
        memory.stage = stage;
        memory.weightBytes = 2.0 * parameters;
        memory.gradientBytes = gradientBytes * parameters;
        memory.optimizerBytes = optimizerBytes * parameters;
        memory.activationBytes = activations;
        memory.capacityBytes = gpu != nullptr ? gpu->hbmGB * 1e9 : 0.0;
        if (memory.totalBytes() > best.totalBytes())
            best = memory;
    }
    return best;
}

} // namespace ailab::core::train
