#pragma once

#include "core/collective/server_all_reduce.h"
#include "core/train/step_model.h"

#include <string>
#include <vector>

// One data-parallel training step inside one server, per GPU: data load (host DRAM to the
// GPU over PCIe), forward, backward, the intra-node gradient all-reduce and the optimizer
// update. Compute comes from the step model (step_model.h), the all-reduce from the ring
// over the server's graph (core/collective/server_all_reduce.h), the data load from the
// PCIe route of each GPU.
namespace ailab::core::train {

enum class StepPhase { DataLoad, Forward, Backward, Wait, AllReduce, Optimizer, Done };
// "data-load", "forward", "backward", "wait", "all-reduce", "optimizer", "done".
std::string stepPhaseId(StepPhase phase);

struct GpuStepInputs
{
    double parameters = 1.3e9;
    double tokensPerStep = 65536;           // 32 sequences x 2,048 tokens over the node
    double mfu = 0.4;                       // model FLOPs utilisation (teaching assumption)
    double gradientBytesPerParameter = 2.0; // BF16 gradients
    double dataBytesPerGpu = 0.25e9;        // batch staged in pinned host memory (teaching)
    // Mixed-precision Adam reads FP32 master weights, m and v (12 B) and the BF16 gradient
    // (2 B), and writes the 12 B back plus the BF16 weights (2 B): 28 B per parameter
    // through HBM (state sizes: Rajbhandari et al., "ZeRO", SC 2020).
    double optimizerBytesPerParameter = 28.0;
};

// Throws core::Error naming the field under `pointer` ("/model/workload/mfu").
void validateGpuStepInputs(const GpuStepInputs& inputs,
                           const std::string& pointer = "/model/workload");

struct PhaseSpan
{
    StepPhase phase = StepPhase::Done;
    double start = 0.0;
    double end = 0.0;
};

struct GpuTimeline
{
    int gpu = 0;
    topo::Route dataRoute;        // dram<socket> -> gpu
    double dataLoadSeconds = 0.0; // with the PCIe links shared by the other GPUs
    std::vector<PhaseSpan> spans; // in time order, covering [0, step end]
};

struct StepTimeline
{
    StepBreakdown step; // the step model's view of the node (compute, FLOPs)
    collective::AllReduceEstimate allReduce;
    double forwardSeconds = 0.0; // 1/3 of the compute: backward costs twice the forward
    double backwardSeconds = 0.0;
    double optimizerSeconds = 0.0;
    double allReduceStart = 0.0; // when the slowest GPU finishes its backward pass
    double stepSeconds = 0.0;
    double computeShare = 0.0; // (forward + backward) / step
    std::vector<GpuTimeline> gpus;
    // Share of each channel's capacity in use while the batches load.
    std::vector<double> dataLoadUtilisation;

    // The phase of `gpu` at time t (Done after the step) and how far into it (0..1).
    StepPhase phaseAt(int gpu, double t, double* progress = nullptr) const;
};

// Validates, then lays out the step. Peak FLOPS and HBM bandwidth from the catalog GPU of
// the server spec.
StepTimeline computeStepTimeline(const topo::ServerGraph& server, const GpuStepInputs& inputs);

} // namespace ailab::core::train
