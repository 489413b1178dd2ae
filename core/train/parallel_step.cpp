#include "core/train/parallel_step.h"

#include "core/collective/alpha_beta.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/hw/roofline.h"
#include "core/train/gemm_efficiency.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::train {

namespace {

// Activations, their gradients and the TP/PP messages stay 16-bit, FP8 training included
// (Transformer Engine casts to FP8 inside the GEMMs only).
constexpr double kActivationBytes = 2.0;
// Per step of an NVLink ring: NCCL's launch and synchronisation cost, a few microseconds
// (teaching assumption; small beside the megabyte messages of tensor parallelism).
constexpr double kNvlinkStepLatencySeconds = 2e-6;
// Adam's update touches, per parameter, the FP32 master weight, momentum and variance (read
// and written: 24 B), the gradient (read) and the 16-bit weight (written, 2 B).
constexpr double kAdamStateBytesTouched = 26.0;
// FlashAttention-2's backward runs five matrix multiplies where its forward runs two
// (Dao 2023, section 3.1.2): 2.5x the forward FLOPs.
constexpr double kFlashBackwardFactor = 2.5;

struct Gpu
{
    std::string id;
    hw::Roof roof; // at the step's GEMM precision
    double hbmBytesPerSecond = 0;
    double nvlinkBytesPerSecond = 0; // one direction
};

// Time of `batch` GEMMs C[M x N] = A[M x K] B[K x N] on the roofline, at the shape's
// efficiency; `flopShare` < 1 when a causal mask skips work (FlashAttention).
double gemmSeconds(const Gpu& gpu, double m, double n, double k, double batch = 1.0,
                   double flopShare = 1.0, double bytesOverride = -1.0)
{
    const double e = hw::bytesPerElement(gpu.roof.precision);
    const double flop = 2.0 * m * n * k * batch * flopShare;
    const double bytes = bytesOverride >= 0 ? bytesOverride : e * (m * k + k * n + m * n) * batch;
    const double efficiency = gemmEfficiency(gpu.id, m, n, batch).total();
    return std::max(flop / (gpu.roof.peakFlops * efficiency), bytes / gpu.roof.bandwidthBps);
}

// One layer, one micro-batch, one TP rank: forward and backward seconds of GPU work.
struct LayerTimes
{
    double forward = 0;
    double backward = 0;
    double attentionForward = 0; // the s x s part (what selective recomputation redoes)
};

LayerTimes layerTimes(const ParallelConfig& c, const Gpu& gpu)
{
    const TransformerSpec& m = c.model;
    const double t = c.tp, s = c.sequenceLength(), b = c.microbatch;
    const double tokens = s * b, h = m.hidden, f = m.ffnHidden, d = m.headDim();
    const double kv = double(m.kvHeads) * d;
    const double heads = m.heads / t;

    // Column- then row-parallel GEMMs (Megatron-LM, Shoeybi et al. 2019, section 3).
    const double qkv = gemmSeconds(gpu, tokens, (h + 2.0 * kv) / t, h);
    const double projection = gemmSeconds(gpu, tokens, h, h / t);
    const double up = gemmSeconds(gpu, tokens, (m.gatedFfn ? 2.0 : 1.0) * f / t, h);
    const double down = gemmSeconds(gpu, tokens, h, f / t);
    const double linear = qkv + projection + up + down;

    // Attention scores QK^T (s x s x d) and values PV (s x d x s) per head.
    double attention = 0;
    double attentionBackward = 0;
    const double e = kActivationBytes;
    if (c.flashAttention) {
        // One fused kernel reading Q, K, V and writing O; causal: half the blocks.
        const double bytes = e * 4.0 * s * d * b * heads;
        attention = gemmSeconds(gpu, s, s, d, b * heads, 0.5, bytes / 2) +
                    gemmSeconds(gpu, s, d, s, b * heads, 0.5, bytes / 2);
        attentionBackward = kFlashBackwardFactor * attention;
    } else {
        attention = gemmSeconds(gpu, s, s, d, b * heads) + gemmSeconds(gpu, s, d, s, b * heads);
        attentionBackward = 2.0 * attention;
    }

    // Memory-bound element-wise work per token, forward (bytes read + written): two norms
    // (2h each) and two residual adds (3h each), over h / t with sequence parallelism; the
    // FFN activation (GeLU 2f, SwiGLU 3f) over f / t; dropout (2h + 1-byte mask, twice);
    // without FlashAttention the softmax (and its dropout) over the a/t x s scores.
    const double normsAndResiduals = (10.0 * h + (m.dropout ? 2.0 * (2.0 * h + h / e) : 0.0)) /
                                     (c.sequenceParallel ? t : 1.0);
    const double activation = (m.gatedFfn ? 3.0 : 2.0) * f / t;
    const double softmax =
        c.flashAttention ? 0.0 : heads * s * (2.0 + (m.dropout ? 2.0 + 1.0 / e : 0.0));
    const double elementwise =
        e * tokens * (normsAndResiduals + activation + softmax) / gpu.hbmBytesPerSecond;
    const double softmaxSeconds = e * tokens * softmax / gpu.hbmBytesPerSecond;

    LayerTimes times;
    times.forward = linear + attention + elementwise;
    // The backward pass computes the input and the weight gradients: two GEMMs of the
    // forward's FLOPs each; element-wise work reads and writes about twice as much.
    times.backward = 2.0 * linear + attentionBackward + 2.0 * elementwise;
    times.attentionForward = c.flashAttention ? 0.0 : attention + softmaxSeconds;
    return times;
}

// Model FLOPs of one token through one layer, forward: the GEMMs 2 x (weights) and the
// attention 4 s h (scores and values, unmasked: PaLM appendix B, Narayanan et al. eq. 3).
double layerForwardFlopsPerToken(const TransformerSpec& m, double s)
{
    const double h = m.hidden, f = m.ffnHidden, kv = double(m.kvHeads) * m.headDim();
    const double weights = 2.0 * h * h + 2.0 * h * kv + (m.gatedFfn ? 3.0 : 2.0) * h * f;
    return 2.0 * weights + 4.0 * s * h;
}

} // namespace

double exposedAllReduceSeconds(double seconds, double window, int buckets)
{
    if (seconds <= 0)
        return 0.0;
    const double n = std::max(1, buckets);
    return std::max(seconds / n, seconds - window * (n - 1.0) / n);
}

namespace {

double composeStep(const ParallelStep& p, double slowdown, double dpSeconds)
{
    const double gpuWork = p.computeSeconds + p.pipelineBubbleGpuSeconds + p.optimizerSeconds;
    const double bubbleCommunication = p.pipelineBubbleSeconds - p.pipelineBubbleGpuSeconds;
    return slowdown * gpuWork + p.tensorParallelSeconds + bubbleCommunication +
           p.pipelineSendSeconds +
           exposedAllReduceSeconds(dpSeconds, slowdown * p.dpOverlapWindowSeconds,
                                   p.gradientBuckets);
}

} // namespace

double recomposeStepSeconds(const ParallelStep& step, double computeSlowdown,
                            double dpAllReduceSeconds)
{
    if (!(computeSlowdown >= 1.0) || !std::isfinite(computeSlowdown))
        throw Error("the compute slowdown must be at least 1", "computeSlowdown");
    if (!(dpAllReduceSeconds >= 0.0) || !std::isfinite(dpAllReduceSeconds))
        throw Error("the all-reduce time must not be negative", "dpAllReduceSeconds");
    return composeStep(step, computeSlowdown, dpAllReduceSeconds);
}

ParallelStep evaluateParallelStep(const ParallelConfig& c)
{
    validateParallelConfig(c);
    const hw::GpuSpec& spec = *hw::findGpu(c.gpuId);
    Gpu gpu;
    gpu.id = spec.id;
    gpu.roof = hw::roofFor(spec, c.precision == StepPrecision::Fp8 ? hw::Precision::FP8
                                                                   : hw::Precision::BF16);
    gpu.hbmBytesPerSecond = gpu.roof.bandwidthBps;
    gpu.nvlinkBytesPerSecond = spec.nvlinkGBps * 1e9 / 2.0;

    const TransformerSpec& m = c.model;
    const double t = c.tp, p = c.pp, v = c.interleave, s = c.sequenceLength();
    const double tokensPerMicrobatch = s * c.microbatch;

    ParallelStep step;
    step.dp = c.dp();
    step.microbatchesPerReplica = c.globalBatch / (step.dp * c.microbatch);
    const double microbatches = step.microbatchesPerReplica;

    // --- one micro-batch on each stage --------------------------------------------------
    const LayerTimes layer = layerTimes(c, gpu);
    double layerGpu = layer.forward + layer.backward;
    if (c.recompute == Recomputation::Full)
        layerGpu += layer.forward;
    else if (c.recompute == Recomputation::Selective)
        layerGpu += layer.attentionForward;
    // Tensor parallelism: two all-reduces of the s b h activations forward, two backward
    // (Shoeybi et al. 2019, Fig. 4), two more when a full recomputation reruns the forward;
    // sequence parallelism turns each into a reduce-scatter plus an all-gather, the same
    // volume (Korthikanti et al., 4.2.2).
    const int allReducesPerLayer = c.recompute == Recomputation::Full ? 6 : 4;
    const double tpMessage = kActivationBytes * tokensPerMicrobatch * m.hidden;
    const double layerTp =
        allReducesPerLayer * collective::ringAllReduceSeconds(c.tp, tpMessage,
                                                              gpu.nvlinkBytesPerSecond,
                                                              kNvlinkStepLatencySeconds);
    // The output layer and cross entropy on the last stage: logits GEMM, forward and two
    // backward, plus the FP32 logits' softmax read and written twice.
    const double logitsGpu =
        3.0 * gemmSeconds(gpu, tokensPerMicrobatch, m.vocab / t, m.hidden) +
        4.0 * 4.0 * tokensPerMicrobatch * m.vocab / t / gpu.hbmBytesPerSecond;

    const std::vector<int> layers = stageLayers(m.layers, c.pp);
    double stageGpu = 0, stageTp = 0;
    for (int i = 0; i < c.pp; ++i) {
        const double gpuSeconds = layers[std::size_t(i)] * layerGpu + (i == c.pp - 1 ? logitsGpu : 0);
        if (gpuSeconds > stageGpu) {
            stageGpu = gpuSeconds;
            stageTp = layers[std::size_t(i)] * layerTp;
            step.layersOnSlowestStage = layers[std::size_t(i)];
        }
    }

    // --- the pipeline: m' micro-batches plus the (p - 1) / v slots of the bubble ---------
    // (Narayanan et al. 2021, 2.2.1 and 2.2.2; the slowest stage sets the pace.)
    step.computeSeconds = microbatches * stageGpu;
    step.tensorParallelSeconds = microbatches * stageTp;
    step.pipelineBubbleFraction = (p - 1.0) / (v * microbatches);
    step.pipelineBubbleGpuSeconds = (p - 1.0) / v * stageGpu;
    step.pipelineBubbleSeconds = (p - 1.0) / v * (stageGpu + stageTp);
    // Point-to-point: each micro-batch crosses each boundary forward and backward, v times
    // when interleaved; the scatter/gather optimisation sends 1/t of the activations per TP
    // rank (Narayanan et al. 4.1); blocking sends, all exposed.
    if (c.pp > 1) {
        const bool oneServer = c.gpus <= c.gpusPerServer;
        const double bandwidth = oneServer ? gpu.nvlinkBytesPerSecond : c.network.nicBytesPerSecond;
        const double latency = oneServer ? kNvlinkStepLatencySeconds : c.network.linkLatencySeconds;
        const double send = latency + kActivationBytes * tokensPerMicrobatch * m.hidden / t / bandwidth;
        step.pipelineSendSeconds = 2.0 * v * (microbatches + p - 1.0) * send;
    }

    // --- data parallelism: all-reduce of the slowest stage's gradients ------------------
    const double embedding = double(m.vocab) * m.hidden / t;
    double stageParameters = step.layersOnSlowestStage * m.layerParameters() / t;
    if (c.pp == 1)
        stageParameters += embedding * (m.tiedEmbeddings ? 1.0 : 2.0);
    const double gradientBytes = c.fp32Gradients ? 4.0 : 2.0;
    step.dpGroupSize = step.dp;
    step.dpGradientBytesPerRank = stageParameters * gradientBytes;
    if (step.dp > 1) {
        // DP ranks sit tp GPUs apart (Megatron's rank order tp, dp, pp): inside one server
        // they ring over NVLink; across servers over the NICs, at 1/oversubscription of
        // the NIC once the ring leaves its leaf switch.
        const double groupGpus = double(step.dp) * c.tp;
        const double servers = std::ceil(groupGpus / c.gpusPerServer);
        double bandwidth = gpu.nvlinkBytesPerSecond;
        double latency = kNvlinkStepLatencySeconds;
        if (servers > 1) {
            bandwidth = c.network.nicBytesPerSecond;
            if (servers > c.network.nodesPerLeaf)
                bandwidth /= c.network.oversubscription;
            latency = c.network.linkLatencySeconds;
        }
        step.dpAllReduceSeconds = collective::ringAllReduceSeconds(
            step.dp, step.dpGradientBytesPerRank, bandwidth, latency);
    }
    // Gradients are reduced bucket by bucket while the last micro-batch's backward pass
    // runs (Megatron-LM --overlap-grad-reduce; PyTorch DDP, Li et al. VLDB 2020).
    step.dpOverlapWindowSeconds =
        c.overlapGradientReduce ? step.layersOnSlowestStage * layer.backward : 0.0;
    step.gradientBuckets = std::max(1, step.layersOnSlowestStage);

    // --- the optimizer: Adam over this GPU's parameters, memory bound -------------------
    const double optimizerParameters =
        stageParameters / (c.distributedOptimizer ? std::max(1, step.dp) : 1);
    step.optimizerSeconds = optimizerParameters * (kAdamStateBytesTouched + gradientBytes) /
                            gpu.hbmBytesPerSecond;

    step.stepSeconds = composeStep(step, 1.0, step.dpAllReduceSeconds);
    step.dpExposedSeconds = exposedAllReduceSeconds(
        step.dpAllReduceSeconds, step.dpOverlapWindowSeconds, step.gradientBuckets);

    // --- throughput ---------------------------------------------------------------------
    const double tokens = double(c.globalBatch) * s;
    const double layerForward = layerForwardFlopsPerToken(m, s);
    const double logitsForward = 2.0 * m.hidden * m.vocab;
    step.modelFlopsPerStep = 3.0 * tokens * (m.layers * layerForward + logitsForward);
    double recomputed = 0;
    if (c.recompute == Recomputation::Full)
        recomputed = layerForward;
    else if (c.recompute == Recomputation::Selective && !c.flashAttention)
        recomputed = 4.0 * s * m.hidden; // FlashAttention's own recomputation is not counted
    step.hardwareFlopsPerStep = step.modelFlopsPerStep + tokens * m.layers * recomputed;
    const double perGpu = step.stepSeconds * c.gpus;
    step.achievedTflopsPerGpu = step.modelFlopsPerStep / perGpu / 1e12;
    step.hardwareTflopsPerGpu = step.hardwareFlopsPerStep / perGpu / 1e12;
    step.peakTflopsPerGpu = gpu.roof.peakFlops / 1e12;
    step.mfu = step.achievedTflopsPerGpu / step.peakTflopsPerGpu;
    step.tokensPerSecondPerGpu = tokens / perGpu;

    // --- memory -------------------------------------------------------------------------
    step.memory = parallelMemory(c);
    step.fits = step.memory.totalBytes() <= step.memory.capacityBytes;
    if (!step.fits)
        step.reason = fmt::format(
            "pipeline stage {} needs {:.1f} GB per GPU (weights {:.1f}, gradients {:.1f}, "
            "optimizer {:.1f}, activations {:.1f}), more than the {:.0f} GB of {}",
            step.memory.stage + 1, step.memory.totalBytes() / 1e9, step.memory.weightBytes / 1e9,
            step.memory.gradientBytes / 1e9, step.memory.optimizerBytes / 1e9,
            step.memory.activationBytes / 1e9, step.memory.capacityBytes / 1e9, spec.name);
    return step;
}

} // namespace ailab::core::train
