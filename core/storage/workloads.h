#pragma once

#include <string>
#include <string_view>
#include <vector>

// The workloads of MLPerf Storage (docs/models.md, MLPerf Storage workloads), as the DLIO
// configurations of mlcommons/storage give them (configs/dlio/workload/<model>_<gpu>.yaml):
// the dataset (files, samples per file, sample size and its spread, format), the reader
// (batch size, read threads) and the emulated compute time per batch on one accelerator,
// with the accelerator-utilisation threshold a run must reach; and the checkpointing
// workloads (Submission_guidelines.md, Table 2: Llama 3 checkpoint sizes).
namespace ailab::core::storage {

struct TrainingWorkload
{
    std::string id;          // "unet3d"
    std::string accelerator; // "a100", "h100"
    std::string catalogGpu;  // the accelerator in core/hw's catalogue: "h100-sxm"
    std::string format;      // "npz", "tfrecord"
    long long files = 0;     // num_files_train of the config (the reference dataset)
    int samplesPerFile = 1;
    double sampleBytes = 0;      // record_length_bytes
    double sampleBytesStdev = 0; // record_length_bytes_stdev
    int batchSize = 1;
    int readThreads = 1;
    double computeSecondsPerBatch = 0; // computation_time
    double auThreshold = 0.9;          // metric.au
    int epochs = 5;
    std::string source;
};

// "unet3d", "resnet50", "cosmoflow".
const std::vector<std::string>& trainingWorkloadIds();
// "a100", "h100".
const std::vector<std::string>& acceleratorIds();
// Throws core::Error naming `path` for an unknown workload or accelerator.
const TrainingWorkload& trainingWorkload(std::string_view id, std::string_view accelerator,
                                         const std::string& path = {});
const std::vector<TrainingWorkload>& trainingWorkloads();

struct CheckpointWorkload
{
    std::string id; // "llama3-8b"
    double checkpointBytes = 0;
    int processes = 0; // TP x PP x DP
    std::string source;
};

const std::vector<CheckpointWorkload>& checkpointWorkloads();
// nullptr for an unknown id.
const CheckpointWorkload* findCheckpointWorkload(std::string_view id);

} // namespace ailab::core::storage
