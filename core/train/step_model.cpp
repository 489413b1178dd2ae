#include "core/train/step_model.h"

#include "core/collective/alpha_beta.h"
#include "core/error.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::train {

std::string layerId(Layer layer)
{
    switch (layer) {
    case Layer::Compute:
        return "compute";
    case Layer::Network:
        return "network";
    case Layer::Storage:
        return "storage";
    case Layer::Power:
        return "power";
    }
    return "compute";
}

double powerThroughputFactor(double powerCap, double floorFraction)
{
    if (powerCap >= 1.0)
        return 1.0;
    const double dynamicShare = (powerCap - floorFraction) / (1.0 - floorFraction);
    if (dynamicShare <= 0.0)
        return 0.0;
    return std::cbrt(dynamicShare);
}

namespace {

void requireInRange(double value, double low, double high, const char* path, const char* what)
{
    if (!std::isfinite(value) || value < low || value > high)
        throw Error(std::string(what) + " must be between " + std::to_string(low) + " and " +
                        std::to_string(high),
                    path);
}

void requirePositive(double value, const char* path, const char* what)
{
    if (!std::isfinite(value) || value <= 0.0)
        throw Error(std::string(what) + " must be a positive number", path);
}

// The step time for given inputs, without the bottleneck search.
StepBreakdown evaluateOnce(const StepInputs& in)
{
    StepBreakdown out;
    const int p = in.gpus();
    const Degradations& d = in.degradations;

    // Training compute = 6 x parameters x tokens FLOPs (Kaplan et al. 2020; Hoffmann et
    // al. 2022): 2N forward + 4N backward per token.
    out.flopsPerStep = 6.0 * in.parameters * in.tokensPerStep;
    out.powerThroughputFactor = powerThroughputFactor(d.powerCap, in.powerFloorFraction);
    const double clusterFlops = p * in.peakFlopsPerGpu * in.mfu * out.powerThroughputFactor;
    out.computeSeconds = out.flopsPerStep / clusterFlops;

    // Data-parallel gradient all-reduce over a flat ring at each GPU's network port.
    out.allReduceBytes = in.gradientBytesPerParameter * in.parameters;
    out.allReduceBytesPerRank = collective::ringAllReduceBytesPerRank(p, out.allReduceBytes);
    const double bandwidth = in.networkBytesPerSecondPerGpu * d.networkBandwidthFraction;
    out.communicationSeconds =
        collective::ringAllReduceSeconds(p, out.allReduceBytes, bandwidth, in.networkLatencySeconds);
    // Bucketed all-reduce runs during the backward pass: up to overlap x compute is hidden.
    out.exposedCommunicationSeconds =
        std::max(0.0, out.communicationSeconds - in.overlapFraction * out.computeSeconds);

    // The loader prefetches the next batch while the GPUs compute (MLPerf Storage's
    // overlap): the GPUs wait only for what takes longer than the compute.
    const double readRate = in.storageReadBytesPerSecond / d.storageSlowdown;
    out.dataLoadSeconds = in.dataBytesPerGpuPerStep * p / readRate;
    out.dataWaitSeconds = std::max(0.0, out.dataLoadSeconds - out.computeSeconds);

    // Checkpoint = weights + optimizer state, 16 B per parameter with mixed-precision Adam
    // (docs/models.md, Training memory), written synchronously every N steps, amortised per step.
    out.checkpointBytes = in.checkpointBytesPerParameter * in.parameters;
    const double writeRate = in.storageWriteBytesPerSecond / d.storageSlowdown;
    out.checkpointWriteSeconds = out.checkpointBytes / writeRate;
    out.checkpointPerStepSeconds = out.checkpointWriteSeconds / in.checkpointEverySteps;

    out.stepSeconds = out.computeSeconds + out.exposedCommunicationSeconds + out.dataWaitSeconds +
                      out.checkpointPerStepSeconds;
    out.stepsPerSecond = 1.0 / out.stepSeconds;
    out.gpuUtilisation = out.computeSeconds / out.stepSeconds;
    out.tokensPerSecond = in.tokensPerStep * out.stepsPerSecond;
    return out;
}

} // namespace

void validateStepInputs(const StepInputs& in)
{
    if (in.servers < 1 || in.servers > 4096)
        throw Error("servers must be between 1 and 4096", "/model/servers");
    if (in.gpusPerServer < 1 || in.gpusPerServer > 16)
        throw Error("GPUs per server must be between 1 and 16", "/model/gpusPerServer");
    requirePositive(in.peakFlopsPerGpu, "/model/gpu", "peak FLOPS");
    requireInRange(in.mfu, 0.01, 1.0, "/model/mfu", "MFU");
    requirePositive(in.parameters, "/model/parameters", "parameters");
    requirePositive(in.tokensPerStep, "/model/tokensPerStep", "tokens per step");
    requirePositive(in.gradientBytesPerParameter, "/model/gradientBytesPerParameter",
                    "gradient bytes per parameter");
    requirePositive(in.networkBytesPerSecondPerGpu, "/model/fabric", "network bandwidth");
    requireInRange(in.networkLatencySeconds, 0.0, 1.0, "/model/networkLatencyUs",
                   "network latency");
    requireInRange(in.overlapFraction, 0.0, 1.0, "/model/overlap", "overlap");
    requireInRange(in.dataBytesPerGpuPerStep, 0.0, 1e15, "/model/dataGBPerGpuPerStep",
                   "data per GPU per step");
    requirePositive(in.storageReadBytesPerSecond, "/model/storageReadGBps", "storage read rate");
    requirePositive(in.storageWriteBytesPerSecond, "/model/storageWriteGBps", "storage write rate");
    requirePositive(in.checkpointBytesPerParameter, "/model/checkpointBytesPerParameter",
                    "checkpoint bytes per parameter");
    if (in.checkpointEverySteps < 1)
        throw Error("checkpoint interval must be at least one step", "/model/checkpointEverySteps");
    requireInRange(in.powerFloorFraction, 0.0, 0.9, "/model/powerFloor", "power floor");
    const Degradations& d = in.degradations;
    requireInRange(d.storageSlowdown, 1.0, 1000.0, "/model/degradations/storageSlowdown",
                   "storage slowdown");
    requireInRange(d.networkBandwidthFraction, 0.001, 1.0,
                   "/model/degradations/networkBandwidthFraction", "network bandwidth fraction");
    if (!(d.powerCap > in.powerFloorFraction) || d.powerCap > 1.0)
        throw Error("power cap must be above the power floor and at most 1",
                    "/model/degradations/powerCap");
}

StepBreakdown evaluateStep(const StepInputs& inputs)
{
    validateStepInputs(inputs);
    StepBreakdown out = evaluateOnce(inputs);

    // The bottleneck is the layer whose 10 % speed-up shortens the step the most: with
    // overlap and prefetch, a hidden layer gains nothing, the limiting one gains most.
    StepInputs faster = inputs;
    faster.peakFlopsPerGpu *= kImprovementFactor;
    out.gainIfFasterSeconds[0] = out.stepSeconds - evaluateOnce(faster).stepSeconds;
    faster = inputs;
    faster.networkBytesPerSecondPerGpu *= kImprovementFactor;
    out.gainIfFasterSeconds[1] = out.stepSeconds - evaluateOnce(faster).stepSeconds;
    faster = inputs;
    faster.storageReadBytesPerSecond *= kImprovementFactor;
    faster.storageWriteBytesPerSecond *= kImprovementFactor;
    out.gainIfFasterSeconds[2] = out.stepSeconds - evaluateOnce(faster).stepSeconds;

    static constexpr std::array<Layer, 3> kLayers{Layer::Compute, Layer::Network, Layer::Storage};
    std::size_t best = 0;
    for (std::size_t i = 1; i < kLayers.size(); ++i) {
        if (out.gainIfFasterSeconds[i] > out.gainIfFasterSeconds[best] * (1.0 + 1e-9))
            best = i;
    }
    out.bottleneck = kLayers[best];
    // Compute held back by the power cap: the power layer is what limits it.
    if (out.bottleneck == Layer::Compute && out.powerThroughputFactor < 1.0)
        out.bottleneck = Layer::Power;
    return out;
}

} // namespace ailab::core::train
