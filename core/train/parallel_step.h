#pragma once

#include "core/train/parallel_config.h"
#include "core/train/parallel_memory.h"

#include <string>

// One step of a large-model training job split three ways (Megatron-LM): tensor parallel
// (TP) inside the NVLink domain, pipeline parallel (PP) over stages of layers, data parallel
// (DP) over replicas. Each layer's matrix multiplies are timed on the GPU's roofline
// (core/hw/roofline.h) at a shape-dependent efficiency (gemm_efficiency.h); the
// communication on the alpha-beta model (core/collective/alpha_beta.h). Achieved FLOP/s
// and MFU are outputs. Formulas and sources: docs/models.md, "3D-parallel training step".
namespace ailab::core::train {

struct ParallelStep
{
    int dp = 0;
    int microbatchesPerReplica = 0; // m' = B / (dp m)
    int layersOnSlowestStage = 0;

    // The step: the sum of the parts below (docs/models.md).
    double stepSeconds = 0;
    double computeSeconds = 0;          // forward + backward (+ recompute), m' micro-batches
    double tensorParallelSeconds = 0;   // TP all-reduces on NVLink, all exposed
    double pipelineBubbleFraction = 0;  // (p - 1) / (v m')
    double pipelineBubbleSeconds = 0;   // (p - 1) / v micro-batch slots of the slowest stage
    double pipelineBubbleGpuSeconds = 0; // of which GPU work (the rest: TP all-reduces)
    double pipelineSendSeconds = 0;     // point-to-point activations and gradients
    double dpAllReduceSeconds = 0;      // the whole gradient all-reduce
    double dpExposedSeconds = 0;        // what the last backward pass does not hide
    double optimizerSeconds = 0;

    // What the cluster twin needs to re-time the DP all-reduce on the real fabric.
    double dpGradientBytesPerRank = 0;
    int dpGroupSize = 0;
    double dpOverlapWindowSeconds = 0; // the last micro-batch's backward on the slowest stage
    int gradientBuckets = 1;           // one per layer of that stage

    // Throughput.
    double modelFlopsPerStep = 0;    // without recomputation (PaLM appendix B)
    double hardwareFlopsPerStep = 0; // with recomputation (Narayanan et al. eq. 3 when full)
    double achievedTflopsPerGpu = 0; // model FLOPs / step / GPUs
    double hardwareTflopsPerGpu = 0;
    double peakTflopsPerGpu = 0;
    double mfu = 0;
    double tokensPerSecondPerGpu = 0;

    ParallelMemory memory;
    bool fits = true;
    std::string reason; // why the split does not fit; empty when it does
};

// Validates, then computes the step. A split that does not fit in memory is still timed
// and comes back with fits = false and the reason.
ParallelStep evaluateParallelStep(const ParallelConfig& config);

// The same step with the GPU work (compute, the bubble's compute, the optimizer and the
// overlap window) stretched by computeSlowdown (>= 1: the slowest worker's clock sets the
// pace) and the DP all-reduce taking dpAllReduceSeconds, overlapped by the same rule.
double recomposeStepSeconds(const ParallelStep& step, double computeSlowdown,
                            double dpAllReduceSeconds);

// Bucket-by-bucket overlap of an all-reduce of `seconds` with a backward pass of `window`
// seconds producing `buckets` equal buckets, each reduced when ready and the link free:
// exposed = max(T / n, T - W (n - 1) / n).
double exposedAllReduceSeconds(double seconds, double window, int buckets);

} // namespace ailab::core::train
