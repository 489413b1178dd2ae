#pragma once

#include "core/cluster/failure_rates.h"
#include "core/storage/checkpoint_model.h"

#include <cstddef>
#include <limits>
#include <vector>

// A training job of the twin as its resilience sees it (docs/models.md, "Resilience and
// recovery"): the components whose failures interrupt it (its GPUs, their servers and network
// links, and the job itself, at the Llama 3 rates of failure_rates.h), and the checkpoint it
// writes through the cluster's storage, as core/storage's checkpoint model times it for the
// three modes of the storage lab (blocking, asynchronous, sharded).
namespace ailab::core::cluster {

class ClusterTwin;

struct ResilienceJob
{
    int gpus = kLlama3Gpus;
    int gpusPerServer = kLlama3GpusPerServer;
    double checkpointBytes = 0;
    storage::CheckpointMode mode = storage::CheckpointMode::Blocking;
    // One writer's rate (a blocking checkpoint has one): core/storage's default, the course's
    // 10 GB/s, which the twin's blocking checkpoint also uses.
    double writerBytesPerSecond = storage::CheckpointSetup{}.writerBytesPerSecond;
    // The storage tier's write bandwidth, shared by the job's writers.
    double storageWriteBytesPerSecond = 0;
    // What one server's storage network carries; infinity: no limit.
    double serverStorageBytesPerSecond = std::numeric_limits<double>::infinity();
    double hostCopyBytesPerSecond = storage::CheckpointSetup{}.hostCopyBytesPerSecond;
    double restartS = 600.0;
    double rateScale = 1.0; // multiplies every failure rate (the twin's failures.rateScale)
    double intervalS = 1800.0; // the job's own checkpoint interval
};

// Training job `job` of the twin: its GPUs and platform, its checkpoint's size (its plan),
// mode and interval, the storage's healthy write bandwidth and storage network, the twin's
// restart time and failure scale. Throws core::Error naming "job" when there is no such job.
ResilienceJob resilienceJobOf(const ClusterTwin& twin, std::size_t job);

// The same job on `gpus` GPUs (the model, storage and restart unchanged).
ResilienceJob withGpus(ResilienceJob job, int gpus);

// The components whose failures stop the job: its GPUs, ceil(gpus / gpusPerServer) servers,
// a network link per GPU and the job itself (failure_rates.h's units).
ComponentCounts componentsOf(const ResilienceJob& job);
// Its mean time between failures, seconds (infinity when no rate applies).
double mtbfOf(const ResilienceJob& job);
// Its checkpoint at `intervalS`, with its mode: every GPU a rank, the storage's write bandwidth
// (capped by its servers' storage network) shared by them, and Young's and Daly's intervals
// and Daly's expected waste for its MTBF and restart.
storage::CheckpointResult checkpointOf(const ResilienceJob& job, double intervalS);
storage::CheckpointSetup checkpointSetupOf(const ResilienceJob& job, double intervalS);

// What a larger job does to the interval: per size, its MTBF, its checkpoint's stall, Young's
// and Daly's intervals and the share of wall time left for training at Daly's interval (Daly's
// closed form).
struct JobSizePoint
{
    int gpus = 0;
    double mtbfS = 0;
    double failuresPerDay = 0;
    double stallS = 0;
    double youngS = 0;
    double dalyS = 0;
    double effectiveAtDaly = 0; // 1 / (1 + Daly's waste)
};
std::vector<JobSizePoint> resilienceByJobSize(const ResilienceJob& job, const std::vector<int>& gpus);

// Daly's expected share of wall time spent training at interval tau, for a checkpoint stall
// delta, an MTBF and a restart: tau / (M e^{R/M} (e^{(tau + delta)/M} - 1)) (Daly 2006, the
// renewal argument: a segment of tau + delta is retried, after a restart R, until no failure
// falls into it). 1 without failures.
double dalyEffectiveFraction(double tauS, double deltaS, double mtbfS, double restartS);

} // namespace ailab::core::cluster
