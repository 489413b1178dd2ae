#pragma once

#include <array>
#include <string>

namespace ailab::core::train {

// The layers of the stack that a training step depends on. Power limits the compute layer
// through the GPUs' power cap, so it is named separately when it is what holds compute back.
enum class Layer { Compute, Network, Storage, Power };

// Stable English id ("compute", "network", "storage", "power") used in JSON and the views.
std::string layerId(Layer layer);

// What the learner can weaken (each 1.0 = healthy).
struct Degradations
{
    double storageSlowdown = 1.0;          // >= 1: read and write throughput divided by this
    double networkBandwidthFraction = 1.0; // (0, 1]: usable share of the per-GPU bandwidth
    double powerCap = 1.0;                 // (0, 1]: GPU power limit as a fraction of TDP
};

// Inputs of one data-parallel training step. Defaults and sources: stack_parameters.cpp.
struct StepInputs
{
    int servers = 4;
    int gpusPerServer = 8;
    double peakFlopsPerGpu = 989e12; // BF16 dense, H100 SXM
    double mfu = 0.4;                // model FLOPs utilisation (teaching assumption)
    double parameters = 7e9;
    double tokensPerStep = 524288; // global batch: 256 sequences x 2,048 tokens
    double gradientBytesPerParameter = 2.0;
    double networkBytesPerSecondPerGpu = 50e9; // one 400 Gb/s port per GPU
    double networkLatencySeconds = 5e-6;       // alpha of the alpha-beta model
    double overlapFraction = 0.5;              // share of compute time that can hide the all-reduce
    double dataBytesPerGpuPerStep = 1e9;
    double storageReadBytesPerSecond = 40e9;  // aggregate
    double storageWriteBytesPerSecond = 10e9; // aggregate
    double checkpointBytesPerParameter = 16.0;
    int checkpointEverySteps = 1000;
    double powerFloorFraction = 0.2; // static power share of TDP (teaching assumption)
    Degradations degradations;

    int gpus() const { return servers * gpusPerServer; }
};

// One steady-state step, in seconds, with what it is made of.
struct StepBreakdown
{
    double flopsPerStep = 0.0;
    double powerThroughputFactor = 1.0; // compute throughput under the power cap
    double computeSeconds = 0.0;
    double allReduceBytes = 0.0;        // gradient size S
    double allReduceBytesPerRank = 0.0; // 2(p-1)/p S sent by each rank
    double communicationSeconds = 0.0;  // whole ring all-reduce
    double exposedCommunicationSeconds = 0.0;
    double dataLoadSeconds = 0.0;
    double dataWaitSeconds = 0.0;
    double checkpointBytes = 0.0;
    double checkpointWriteSeconds = 0.0; // one whole checkpoint
    double checkpointPerStepSeconds = 0.0;
    double stepSeconds = 0.0;
    double stepsPerSecond = 0.0;
    double gpuUtilisation = 0.0; // compute / step
    double tokensPerSecond = 0.0;
    Layer bottleneck = Layer::Compute;
    // Seconds saved per step if that layer were 10 % faster: Compute, Network, Storage.
    std::array<double, 3> gainIfFasterSeconds{};
};

// The relative improvement the bottleneck search applies to each layer.
inline constexpr double kImprovementFactor = 1.1;

// The ring all-reduce of the step comes from core/collective/alpha_beta.h.

// Compute throughput under a power cap, relative to full power. Dynamic CMOS power is
// C V^2 f with V roughly proportional to f, so P_dyn ~ f^3 (Hennessy and Patterson,
// "Computer Architecture", ch. 1); the static floor does no work. Hence
// throughput = ((cap - floor) / (1 - floor))^(1/3), clamped to [0, 1]. Teaching model.
double powerThroughputFactor(double powerCap, double floorFraction);

// Throws core::Error naming the field ("/model/servers", ...) when an input is invalid.
void validateStepInputs(const StepInputs& inputs);

// The steady-state step; validates first.
StepBreakdown evaluateStep(const StepInputs& inputs);

} // namespace ailab::core::train
