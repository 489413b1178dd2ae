#pragma once

#include "core/sim/rng.h"
#include "core/sim/signal.h"
#include "core/sim/simulation.h"
#include "core/storage/checkpoint_model.h"
#include "core/storage/latency_histogram.h"
#include "core/storage/shared_bandwidth.h"
#include "core/storage/stage_window.h"
#include "core/storage/storage_network.h"
#include "core/storage/storage_tier.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ailab::core::telemetry {
class MetricRegistry;
}

// The input pipeline of training jobs as a discrete-event simulation (docs/models.md, Input
// pipeline), measured as DLIO and MLPerf Storage measure it. Per accelerator (a DLIO rank):
// reader threads (the data loader's workers) each prepare a whole batch, sample by sample:
// a metadata operation when a read opens a file, an I/O slot of the tier's IOPS, the
// request latency (with its spread), then the bytes over the tier's bandwidth, shared
// max-min fairly with every other read (SharedBandwidth) and capped by the job's storage
// network; then the batch's preprocessing on the accelerator's CPU cores and its copy to the
// GPU over PCIe (one copy engine per accelerator, overlapped with compute as a pinned-memory
// loader does). At most `prefetch` batches are in preparation or ready ahead of the GPU,
// which takes them in order and computes each. Epochs end at a barrier of the job's ranks, and each
// starts with an empty buffer, as DLIO's loader does. Several jobs share one tier. A local
// NVMe cache per node keeps what it read (cold first epoch, warm later ones) or holds a
// staged dataset. Checkpoints stop the job at a barrier: blocking (one writer), sharded
// (every rank writes its part) or asynchronous (a copy to host memory, then the shards are
// written in the background against the same tier as the reads).
namespace ailab::core::storage {

enum class Shuffle { None, Files, Samples };

std::string_view shuffleId(Shuffle shuffle); // "none", "files", "samples"
Shuffle parseShuffle(std::string_view id, const std::string& path = {});

struct DatasetConfig
{
    long long files = 168;
    int samplesPerFile = 1;
    double sampleBytes = 146'600'628.0;
    double sampleBytesStdev = 0.0;
    std::string format = "npz";

    long long samples() const { return files * samplesPerFile; }
    double bytes() const { return double(samples()) * sampleBytes; }
};

struct CacheConfig
{
    bool enabled = false;                   // keep what each node reads on its local NVMe
    bool staged = false;                    // the dataset was copied to local NVMe beforehand
    double capacityPerNodeBytes = 30.72e12; // room for data on one node's local NVMe
};

struct JobCheckpoint
{
    int everySteps = 0; // 0 = no checkpoints
    double bytes = 0;
    CheckpointMode mode = CheckpointMode::Blocking;
    double hostCopyBytesPerSecond = 25e9; // one rank's copy of its shard to host memory
};

struct JobConfig
{
    std::string name = "job";
    DatasetConfig dataset;
    int accelerators = 8;
    int acceleratorsPerNode = 8;
    int batchSize = 7;
    int readers = 4;  // data loader workers per accelerator
    int prefetch = 2; // batches in preparation or ready ahead of the GPU, per accelerator
    // Bytes one read request may fetch: consecutive samples of one file are read together up
    // to this size (DLIO's transfer size); 0 = one sample per request.
    double readSizeBytes = 0;
    double computeSecondsPerBatch = 0.323;
    double preprocessSecondsPerSample = 0.0; // CPU time per sample
    int cpuCoresPerAccelerator = 4;
    double pcieBytesPerSecond = 25e9;        // PCIe 4.0 x16 in practice (teaching assumption)
    double nodeNetworkBytesPerSecond = 50e9; // one node's storage network (NICs)
    int epochs = 5;
    long long maxStepsPerEpoch = 0; // 0 = the whole dataset every epoch
    Shuffle shuffle = Shuffle::Samples;
    bool reshuffleEachEpoch = false; // DLIO's "seed" shuffle keeps one order
    double startS = 0;
    double auThreshold = 0.9;
    CacheConfig cache;
    JobCheckpoint checkpoint;

    int nodes() const { return (accelerators + acceleratorsPerNode - 1) / acceleratorsPerNode; }
    long long stepsPerEpoch() const;
    // Bytes per second the GPUs would consume if never kept waiting.
    double demandBytesPerSecond() const;
};

struct PipelineConfig
{
    TierConfig tier;
    TierConfig localCache = defaultTier(TierKind::LocalNvme);
    double storageNetworkBytesPerSecond = 0; // the core of the storage network; 0 = no limit
    // The storage network as a fabric (storage_network.h): each job's share of it caps the
    // job's reads and writes, besides its nodes' NICs.
    std::optional<topo::FabricConfig> fabric;
    std::vector<JobConfig> jobs = {JobConfig{}};
    std::uint64_t seed = 1;
    double sampleIntervalS = 1.0; // telemetry period
    bool recordSteps = true;      // per-step records of each job's first rank
};

// Throws core::Error naming the field as a scenario would ("/jobs/0/readers", "/tier/iops").
void validatePipeline(const PipelineConfig& config);

// One training step of a job's first rank, for the timelines of the lab.
struct StepRecord
{
    int job = 0;
    int epoch = 0;
    long long step = 0;
    double requestS = 0;      // the GPU asked for the batch
    double readyS = 0;        // the batch was in the buffer
    double computeStartS = 0; // the GPU took the batch
    double computeEndS = 0;
};

struct JobResult
{
    std::string name;
    int accelerators = 0;
    std::vector<double> auPerEpoch; // DLIO's AU of each completed epoch, mean over ranks
    // The mean over epochs; while the job runs, the epoch in progress counts as far as it got
    // (its ranks that took a step after their first), so the figure exists from the first
    // epoch on. auPerEpoch and passed take only completed epochs.
    double au = 0;
    double auThreshold = 0;
    bool passed = false;
    double samplesPerSecond = 0; // consumed by all ranks, first steps excluded as in AU
    // What the job read from the tier and its local NVMe per second, over each epoch's time
    // after every rank's first step (mean over epochs): counted as the bytes flow, so it
    // never exceeds what the sources can deliver (batches read ahead into the buffer before
    // the window do not count in it, as they would if consumed bytes were counted).
    double deliveredBytesPerSecond = 0;
    double demandBytesPerSecond = 0;
    double dataWaitFraction = 0;   // the GPUs' time spent waiting for a batch
    double gpuBusyFraction = 0;    // compute over the whole run, nothing excluded
    double checkpointStallS = 0;   // per rank, in total
    double readerBusyFraction = 0; // workers reading or preprocessing
    double cpuUtilisation = 0;
    double pcieUtilisation = 0;
    double meanPrefetchDepth = 0; // ready batches, time-averaged
    double meanBufferResidenceS = 0;
    double batchesPerSecond = 0; // per rank
    double readLatencyMeanS = 0;
    double readLatencyP50S = 0;
    double readLatencyP95S = 0;
    double readLatencyP99S = 0;
    double metadataOpsPerSecond = 0;
    std::vector<double> cacheHitRatePerEpoch;
    double startS = 0;
    double endS = 0;
    long long steps = 0; // per rank
    long long samplesRead = 0;
};

struct PipelineResult
{
    std::vector<JobResult> jobs;
    double tierCapacityBytesPerSecond = 0; // min(tier, storage network) at the end
    double tierDeliveredBytesPerSecond = 0; // reads, over the jobs' span (first start to last end)
    double cacheDeliveredBytesPerSecond = 0; // reads from the nodes' local NVMe, the same span
    double tierUtilisation = 0; // delivered / capacity over the busy span
    double iopsUtilisation = 0; // I/Os / (IOPS x span)
    // The busiest of bandwidth, IOPS and metadata service: the storage service's utilisation.
    double serviceUtilisation = 0;
    double requestedBytesPerSecond = 0; // the jobs' demand, summed
    double metadataOpsPerSecond = 0;
    double metadataUtilisation = 0;
    // Queues in front of the metadata service and the IOPS: the mean wait of an operation
    // and, by Little's law, the mean number waiting.
    double metadataQueueWaitS = 0;
    double metadataQueueDepth = 0;
    double iopsQueueWaitS = 0;
    double iopsQueueDepth = 0;
    double readLatencyP50S = 0;
    double readLatencyP99S = 0;
    double endS = 0;
    std::uint64_t reads = 0;
};

class InputPipeline
{
public:
    // Builds the run on `simulation` (which must outlive it) from now on; `metrics`, when
    // given, receives the telemetry every sampleIntervalS. Throws core::Error for an invalid
    // config.
    InputPipeline(sim::Simulation& simulation, PipelineConfig config,
                  telemetry::MetricRegistry* metrics = nullptr);
    ~InputPipeline();
    InputPipeline(const InputPipeline&) = delete;
    InputPipeline& operator=(const InputPipeline&) = delete;

    const PipelineConfig& config() const { return m_config; }
    bool finished() const;
    // The figures so far (complete once finished()).
    PipelineResult result() const;
    const std::vector<StepRecord>& steps() const { return m_steps; }

    // Capacities are state: each change takes effect at once on the reads in flight.
    void setDataServers(int servers);
    void setPerServerBandwidth(double bytesPerSecond);
    void setRequestLatency(double seconds);
    void setLatencyJitter(double coefficient);
    void setMetadataRate(double opsPerSecond);
    void setStorageNetwork(double bytesPerSecond); // 0 = no limit
    void setNodeNetwork(int job, double bytesPerSecond);
    // A link of the storage fabric fails or recovers; the jobs' shares are computed again.
    // Throws core::Error when the pipeline has no fabric.
    void setNetworkLinkUp(topo::LinkId link, bool up);
    // The storage fabric, or nullptr without one.
    const StorageNetwork* storageNetwork() const;
    // Each job's share of the storage fabric (empty without one), bytes per second.
    const std::vector<double>& networkShares() const;

    // What the GPUs of `job` ask of storage (the figure the cluster's other models read).
    double readDemandBytesPerSecond(int job) const;
    // Job `job`'s stage counters now, and the means of its stages over the last `windowS` of
    // simulated time (stage_window.h): from the latest snapshot at or before now - windowS
    // (snapshots are taken with the telemetry, every sampleIntervalS, the last 600 kept), or
    // from the job's start when there is none (a run without telemetry: the whole run).
    StageCounters stageCounters(int job) const;
    StageRates recentStageRates(int job, double windowS) const;
    // Live state for the lab's views.
    double tierRateBytesPerSecond() const;
    int readyBatches(int job, int rank) const;
    // Reads of `job` moving bytes from the tier now.
    std::size_t readsInFlight(int job) const;
    bool gpuBusy(int job, int rank) const;
    // The rank waits at a checkpoint (its write, or the copy to host memory).
    bool checkpointing(int job, int rank) const;

    sim::Signal<const StepRecord&> stepCompleted; // the first rank of each job
    sim::Signal<int, int, double> epochCompleted; // job, epoch, time
    sim::Signal<int, double> jobFinished;         // job, time
    sim::Signal<double> capacityChanged;          // the tier's capacity, bytes per second

    struct State; // public for the engine's plain callbacks

private:
    sim::Simulation& m_sim;
    PipelineConfig m_config;
    std::unique_ptr<State> m_state;
    std::vector<StepRecord> m_steps;
};

// Runs `config` to the end on its own Simulation.
PipelineResult runPipeline(const PipelineConfig& config);

} // namespace ailab::core::storage
