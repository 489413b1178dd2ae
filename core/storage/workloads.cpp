#include "core/storage/workloads.h"

#include "core/error.h"

namespace ailab::core::storage {

namespace {

constexpr const char* kDlioConfigs =
    "MLPerf Storage, mlcommons/storage, configs/dlio/workload/<workload>_<accelerator>.yaml";
constexpr const char* kCheckpointTable =
    "MLPerf Storage, mlcommons/storage, Submission_guidelines.md, Table 2 (LLM models)";

// The figures of the DLIO configs, field by field: num_files_train, num_samples_per_file,
// record_length_bytes, record_length_bytes_stdev, batch_size, read_threads,
// computation_time, metric.au.
// MLPerf Storage emulates the SXM parts: the catalogue's A100 80 GB and H100 SXM5.
const char* catalogGpuOf(const char* gpu)
{
    return std::string_view(gpu) == "a100" ? "a100-sxm-80" : "h100-sxm";
}

TrainingWorkload unet3d(const char* gpu, double compute)
{
    return {"unet3d", gpu, catalogGpuOf(gpu), "npz", 168, 1,           146'600'628.0, 68'341'808.0,
            7,        4,   compute,           0.90,  5,   kDlioConfigs};
}

TrainingWorkload resnet50(const char* gpu, double compute)
{
    return {"resnet50", gpu, catalogGpuOf(gpu), "tfrecord", 1024, 1251,        114'660.07, 0.0,
            400,        8,   compute,           0.90,       5,    kDlioConfigs};
}

TrainingWorkload cosmoflow(const char* gpu, double compute)
{
    return {"cosmoflow", gpu,         catalogGpuOf(gpu), "tfrecord",
            524'288,     1,           2'828'486.0,       71'311.0,
            1,           4,           compute,           0.70,
            5,           kDlioConfigs};
}

} // namespace

const std::vector<TrainingWorkload>& trainingWorkloads()
{
    static const std::vector<TrainingWorkload> list = {
        unet3d("a100", 0.636),   unet3d("h100", 0.323),      resnet50("a100", 0.435),
        resnet50("h100", 0.224), cosmoflow("a100", 0.00551), cosmoflow("h100", 0.00350),
    };
    return list;
}

const std::vector<std::string>& trainingWorkloadIds()
{
    static const std::vector<std::string> ids = {"unet3d", "resnet50", "cosmoflow"};
    return ids;
}

const std::vector<std::string>& acceleratorIds()
{
    static const std::vector<std::string> ids = {"a100", "h100"};
    return ids;
}

const TrainingWorkload& trainingWorkload(std::string_view id, std::string_view accelerator,
                                         const std::string& path)
{
    bool known = false;
    for (const TrainingWorkload& w : trainingWorkloads()) {
        if (w.id != id)
            continue;
        known = true;
        if (w.accelerator == accelerator)
            return w;
    }
    if (!known)
        throw Error("unknown workload \"" + std::string(id) +
                        "\"; expected one of unet3d, resnet50, cosmoflow",
                    path);
    throw Error("unknown accelerator \"" + std::string(accelerator) + "\"; expected a100 or h100",
                path);
}

const std::vector<CheckpointWorkload>& checkpointWorkloads()
{
    static const std::vector<CheckpointWorkload> list = {
        {"llama3-8b", 105e9, 8, kCheckpointTable},
        {"llama3-70b", 912e9, 64, kCheckpointTable},
        {"llama3-405b", 5.29e12, 512, kCheckpointTable},
        {"llama3-1t", 18e12, 1024, kCheckpointTable},
    };
    return list;
}

const CheckpointWorkload* findCheckpointWorkload(std::string_view id)
{
    for (const CheckpointWorkload& w : checkpointWorkloads()) {
        if (w.id == id)
            return &w;
    }
    return nullptr;
}

} // namespace ailab::core::storage
