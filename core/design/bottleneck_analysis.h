#pragma once

#include "core/cluster/job_plan.h"
#include "core/design/design_figures.h"
#include "core/design/design_spec.h"

#include <optional>
#include <string>
#include <vector>

// Where a design's time goes (docs/models.md, "Cluster design", Bottlenecks): the course's
// analyzer with its two named assumptions, beside the demand the models compute for the
// workload: the training step from the twin's job plan (core/train's 3D-parallel step on the
// design's GPU and fabric), the data wait and checkpoint stalls as the twin's storage gives
// them, each resource's headroom, the primary constraint, the step as the GPU count grows,
// and the time and energy to train; for a serving workload, core/infer's engine at the rate.
namespace ailab::core::design {

// The course's analyzer (AI Infrastructure Explained, Lab 09, "Infrastructure Bottleneck
// Analyzer"): "educational sizing assumptions: each GPU contributes 20 Gb/s of modeled
// network demand and 1 GB/s of modeled storage demand. Fabric capacity is treated as an
// aggregate usable budget." Its fabric capacity is the design's network slider, a server's
// fabric bandwidth (400 Gb/s at the defaults).
inline constexpr double kCourseNetworkGbpsPerGpu = 20.0;
inline constexpr double kCourseStorageGBpsPerGpu = 1.0;

struct CourseAnalyzer
{
    double networkDemandGbps = 0;
    double networkCapacityGbps = 0;
    double storageDemandGBps = 0;
    double storageCapacityGBps = 0;
    double networkHeadroom = 0; // 1 - demand / capacity; negative when short
    double storageHeadroom = 0;
    std::string primaryConstraint; // "network" or "storage": the lower headroom
};

// One training step on the design, the step model's parts and the twin's stalls.
struct StepFigures
{
    int gpus = 0;
    int servers = 0;
    double stepS = 0;          // the step model's step (compute and communication)
    double computeS = 0;       // forward, backward and recomputation
    double optimizerS = 0;
    double pipelineBubbleS = 0;
    double tensorParallelS = 0;  // exposed, on NVLink
    double pipelineSendS = 0;    // exposed, on the fabric
    double dataParallelExposedS = 0; // what the backward pass does not hide
    double dataParallelAllReduceS = 0;
    double readS = 0;            // one step's samples from storage, overlapped with the step
    double dataWaitS = 0;        // max(0, read - step): the twin's rule
    double checkpointStallS = 0; // per checkpoint
    double checkpointWriteS = 0; // the write itself (behind training when asynchronous)
    double checkpointStallPerStepS = 0; // amortised over the interval
    double wallS = 0;            // step + data wait + amortised checkpoint stall
    double achievedTflopsPerGpu = 0; // model FLOPs over the wall time
    double mfu = 0;
    double tokensPerSecond = 0;  // whole job
    double memoryGBPerGpu = 0;
    double readBytesPerStep = 0;
    double storageReadBytesPerSecond = 0; // what the job can read: tier and storage network
    double checkpointBytes = 0;
    double dpBytesPerGpuPerStep = 0; // bytes each GPU puts on the fabric per step (ring all-reduce)
};

struct Headroom
{
    std::string resource; // "compute", "fabric-nic", "fabric-uplinks", "storage-read", ...
    double demand = 0;
    double capacity = 0;
    std::string unit;
    double headroom = 0; // 1 - demand / capacity
};

struct ScalingPoint
{
    int gpus = 0;
    double wallS = 0;
    double achievedTflopsPerGpu = 0;
    double tokensPerSecond = 0;
    double scalingEfficiency = 1; // tokens/s per GPU over the smallest point's
};

struct TrainingAnalysis
{
    StepFigures step;
    std::vector<Headroom> headroom;
    // "compute", "network" (the fabric), "nvlink" (tensor parallel inside a server), "storage",
    // "checkpoint", "pipeline" (its bubble), "power", "cooling"
    std::string primaryConstraint;
    std::vector<ScalingPoint> scaling;
    double steps = 0;            // tokens / tokens per step
    double timeToTrainDays = 0;  // without failures
    double energyToTrainMWh = 0; // the whole facility at full load for that time
    cluster::JobPlan plan;
};

struct ServingAnalysis
{
    double ratePerS = 0;
    int replicas = 0;
    bool sustained = false;
    std::string verdict; // core/infer's steady-state verdict id
    double ttftP95Ms = 0;
    double tpotP95Ms = 0;
    double sloTtftMs = 0;
    double sloTpotMs = 0;
    double attainment = 0; // share of the window's requests within every SLO
    double goodput = 0;
    int requests = 0;
};

struct BottleneckAnalysis
{
    CourseAnalyzer course;
    std::optional<TrainingAnalysis> training;
    std::optional<ServingAnalysis> serving;
};

// The step of the design's training job on `gpus` GPUs of its platform (the job's own count
// when 0), with the data wait and checkpoint stall the twin's storage gives it when alone on
// the cluster, and storage at `storageFraction` of its data servers. Throws core::Error at
// /model/workload/training when the split does not fit.
StepFigures trainingStep(const DesignSpec& spec, int gpus = 0, double storageFraction = 1.0);

// The design's service on `replicas` replicas (its own count when 0), judged in steady state.
ServingAnalysis servingAt(const DesignSpec& spec, int replicas, std::uint64_t seed);

BottleneckAnalysis analyseBottlenecks(const DesignSpec& spec, const DesignFigures& figures,
                                      std::uint64_t seed);

} // namespace ailab::core::design
