#pragma once

#include "core/ops/incident.h"
#include "core/storage/input_pipeline.h"

#include <cstdint>
#include <string>
#include <vector>

// The model behind incident AI-STORAGE-006, "Training throughput degradation" (course lab 06:
// "During peak training hours, multiple jobs read datasets from the same storage tier. GPU
// workers repeatedly wait for the next training batch."; telemetry: the storage service at
// about 95 %, about 6 GB/s delivered against 24 GB/s requested, high GPU input wait). Three
// jobs of 16 accelerators each ask for 8 GB/s of 512 kB samples, one file each, from one
// parallel file system; each read is one I/O, so the file system's 12,000 IOPS, not its
// 20 GB/s, set what it delivers (about 6 GB/s), the I/O queue makes read latency climb and
// the GPUs wait. Blocking checkpoints add their pauses. Every figure comes from the input
// pipeline (core/storage); each response is a change of the model's parameters, and its
// effect is measured by running the model again, never assumed. The lab's walkthrough
// (core/ops IncidentModel, IncidentPanel) is built on these runs.
namespace ailab::core::models::storage {

// The responses, in the order the lab lists them: stage the datasets to local NVMe, fewer
// larger files read in larger sequential requests, more loader workers, stagger the jobs,
// add data servers (bandwidth and IOPS), asynchronous checkpoints; and two wrong ones, more
// GPUs and restarting the jobs.
const std::vector<std::string>& storageIncidentResponses();
// Throws core::Error (path "/responses") for an id that is not one of them.
void checkStorageResponse(const std::string& response);

// Peak hours: the three jobs on one parallel file system, as described above.
core::storage::PipelineConfig storageIncidentSetup();
// `setup` with each response's parameter change applied, in order. Throws core::Error (path
// "/responses") for an unknown id. Staggering runs each job alone to find when the next may
// start.
core::storage::PipelineConfig applyStorageResponses(core::storage::PipelineConfig setup,
                                                    const std::vector<std::string>& responses);

// The figures of the incident's telemetry, from one run.
struct StorageIncidentFigures
{
    double serviceUtilisation = 0; // the busiest of bandwidth, IOPS and metadata
    double iopsUtilisation = 0;
    double bandwidthUtilisation = 0;
    double metadataUtilisation = 0;
    // The jobs' aggregate read throughput, from the tier and their nodes' local NVMe, over
    // the run (first start to last end): it keeps its meaning after the jobs have finished.
    double deliveredBytesPerSecond = 0;
    double requestedBytesPerSecond = 0; // the jobs' demand
    double gpuInputWaitFraction = 0;    // mean over the jobs
    double meanAu = 0;                  // mean over the jobs (DLIO's AU)
    double gpuBusyFraction = 0;         // mean over the jobs, over their whole runs
    double readLatencyP50S = 0;
    double readLatencyP99S = 0;
    double metadataOpsPerSecond = 0;
    double checkpointStallS = 0; // per rank, mean over the jobs
    double makespanS = 0;        // the last job's end
};

struct StorageIncidentRun
{
    core::storage::PipelineConfig config;
    core::storage::PipelineResult result;
    StorageIncidentFigures figures;
    // The same figures as the incident framework shows them, and the read throughput and
    // latency history ("read_throughput" in GB/s, "read_latency" in ms).
    std::vector<ops::Figure> telemetry;
    std::vector<ops::Series> series;
};

// Runs the setup with `responses` applied.
StorageIncidentRun runStorageIncident(const std::vector<std::string>& responses = {},
                                      std::uint64_t seed = 1);

} // namespace ailab::core::models::storage
