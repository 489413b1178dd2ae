#pragma once

#include "core/cluster/facility.h"
#include "core/storage/checkpoint_model.h"
#include "core/storage/storage_tier.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// What a cluster twin is made of (docs/models.md, "Cluster twin"): racks of GPU servers with
// their power and cooling, the compute fabric, the shared storage, the training jobs and the
// faults to inject. It is the `model` of an operations or capstone scenario, read and checked
// by readClusterSpec; every default here is the one a scenario gets when it leaves the field
// out, and docs/models.md names its source.
namespace ailab::core::cluster {

enum class FabricShapeId { LeafSpine, RailOptimised };

struct FabricSpec
{
    FabricShapeId shape = FabricShapeId::LeafSpine;
    int nicsPerServer = 8;
    double nicGbps = 400.0;
    int serversPerLeaf = 4; // leaves = ceil(servers / serversPerLeaf) (per rail when rails)
    int spines = 2;
    int uplinksPerLeafSpine = 1;
    double uplinkGbps = 400.0;
    // PFC on the RoCE data priority (lossless): off by default, as in the RoCE lab's
    // AI-NET-004 fabric, where DCQCN alone keeps the queues short (roce_congestion.h).
    bool pfc = false;
};

// The storage (north-south) network between the servers and the file system, apart from
// the compute fabric (NVIDIA's HGX AI Factory reference architecture, "Network Logical
// Architecture": a converged network, two 200 GbE ports per node, for storage and in-band
// management): each server's frontend NICs, grouped onto storage leaves whose uplinks to the
// storage may be fewer than their servers' ports. Storage reads and writes go here only.
struct StorageNetworkSpec
{
    double frontendGbps = 400.0; // per server: two 200 GbE ports (the reference architecture)
    int serversPerLeaf = 16;
    int uplinksPerLeaf = 0;      // 0: as many as non-blocking (the servers' frontend bandwidth)
    double uplinkGbps = 400.0;
};

// The out-of-band management network (the same reference architecture's third fabric): each
// server's BMC port on a management switch. It carries no training or storage traffic.
struct ManagementNetworkSpec
{
    double portGbps = 1.0;     // a BMC's 1 GbE port
    int serversPerSwitch = 48; // a 48-port 1 GbE management switch
};

// The shared parallel file system every job reads its samples from and writes its
// checkpoints to (core/storage's tier).
struct StorageSpec
{
    storage::TierConfig tier = storage::defaultTier(storage::TierKind::ParallelFileSystem);
    double writeFraction = 0.5; // write bandwidth as a share of the read bandwidth
    StorageNetworkSpec network;
};

struct TrainingJobSpec
{
    std::string name;
    std::string modelId = "llama-3-8b"; // the transformer catalogue (core/infer)
    // The servers it runs on: a catalogue platform some rack holds; empty: the first rack's.
    std::string platformId;
    int gpus = 8;
    int tp = 8;
    int pp = 1;
    int microbatch = 1;
    int globalBatch = 64; // sequences
    int sequence = 0;     // 0: the model's own
    bool sequenceParallel = true;
    int interleave = 1;                // virtual pipeline stages per GPU
    bool distributedOptimizer = false; // ZeRO-1: optimizer state sharded over data parallel
    std::string precision = "bf16";
    std::string recompute = "selective";
    double sampleBytes = 0.0; // bytes read from storage per sequence; 0: 2 bytes per token
    double submitS = 0.0;
    std::int64_t steps = 0; // 0: runs to the end of the simulation
    double checkpointIntervalS = 1800.0; // 0: no checkpoints
    storage::CheckpointMode checkpointMode = storage::CheckpointMode::Async;
    int priority = 0;
    // How long a collective waits for a path between the job's ranks before NCCL's watchdog
    // ends the job. PyTorch's ProcessGroupNCCL waits 10 minutes by default
    // (torch.distributed, init_process_group timeout); the twin ends it at once (0) unless an
    // operator raises it, so a short outage of the fabric shows as a restart.
    double collectiveTimeoutS = 0.0;
};

// An inference service: `replicas` copies of a model (core/infer's serving catalogue) on
// `tp` GPUs each, serving requests that arrive at `rateRps` (Poisson) over the whole run.
struct ServiceSpec
{
    std::string name;
    std::string modelId = "llama-3-8b";
    std::string platformId; // as a training job's: empty for the first rack's
    int tp = 1;
    int replicas = 2;
    double rateRps = 10.0;
    int promptTokens = 1024; // 0: the conversation distribution of core/infer's workload
    int outputTokens = 128;  // 0: the same
    double sloTtftMs = 0;    // 0: none
    double sloTpotMs = 0;
    int priority = 10; // placed before training jobs of lower priority
};

// Batch jobs of the background queue (background_queue.h): `count` copies, each on `gpus`
// GPUs for `runS` of work, submitted `intervalS` apart from `submitS`; preemptible, and of
// lower priority than the training jobs by default, so they run on idle GPUs and give way.
struct BackgroundJobSpec
{
    std::string name;
    std::string platformId; // as a training job's: empty for the first rack's
    int count = 1;
    int gpus = 1;
    double runS = 3600.0;
    double submitS = 0.0;
    double intervalS = 0.0;
    // The share of time its kernels run (DCGM_FI_DEV_GPU_UTIL / 100); its GPUs' power
    // follows it. Teaching default: a batch job that keeps its GPUs busy.
    double utilisation = 1.0;
    double checkpointIntervalS = 0.0; // work kept when preempted; 0: none
    int priority = -10;
};

// A fault from the fault catalogue at a time, on a target, reverting at `untilS` when set.
struct FaultSpec
{
    double atS = 0.0;
    std::optional<double> untilS;
    std::string kind;   // fault catalogue id: "cooling-failure", "link-down", "xid", ...
    std::string target; // "rack1", "server3/gpu5", "leaf0-spine1", "spine0", "storage", "job:NAME"
    // Kind-dependent, each kind's default when unset (fault_injector.h): the share of cooling
    // lost, a power cap in kW, a straggler's clock deficit, the paths left to a leaf, ...
    std::optional<double> severity;
    int xid = 0;           // the Xid code of an "xid" fault
    std::string pointer;   // the JSON pointer it was read from, for messages
};

struct FailureSpec
{
    bool random = false;       // draw failures at the published rates
    double rateScale = 1.0;    // multiplies every rate
    double restartS = 600.0;   // from a failure to the job running again on spare nodes
    double repairS = 4 * 3600.0; // a failed server back in service
};

struct TelemetrySpec
{
    double resolutionS = 1.0; // the sampling period
    double windowS = 3600.0;  // per-GPU and per-link series keep this much at full resolution
};

struct ClusterSpec
{
    // The racks (one entry per rack: a scenario's "count" is expanded), their power and
    // cooling, and the facility's supply temperatures.
    FacilitySpec facility;
    FabricSpec fabric;
    StorageSpec storage;
    ManagementNetworkSpec management;
    std::string schedulerPolicy = "best-fit";
    // How core/sched fills idle GPUs with the background queue and makes room for the jobs
    // above it: backfill "none", "easy" or "conservative", and preemption of lower priority.
    std::string backfill = "easy";
    bool preemption = true;
    std::vector<BackgroundJobSpec> background;
    std::vector<TrainingJobSpec> jobs;
    std::vector<ServiceSpec> services;
    std::vector<FaultSpec> faults; // from the scenario's events, in time order
    FailureSpec failures;
    TelemetrySpec telemetry;
    double durationS = 3600.0;

    int serverCount() const;
    const std::vector<RackSpec>& racks() const { return facility.racks; }
};

// Reads `model` (and the scenario's `events`, the faults) and checks every field; throws
// core::Error at the field's JSON pointer ("/model/racks/0/servers: expected ...").
ClusterSpec readClusterSpec(const nlohmann::json& model, const nlohmann::json& events);

} // namespace ailab::core::cluster
