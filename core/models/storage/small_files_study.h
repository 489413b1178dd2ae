#pragma once

#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// Tiers and small files (lab 06; course section 06.3: "Small-file workloads, metadata
// contention ... can limit throughput"): one dataset, ImageNet's 1,281,024 training samples
// of ResNet-50's 114,660 bytes (MLPerf Storage's resnet50 workload), stored either as a few
// large files (1,024 files of 1,251 samples, read in file order with 8 MiB requests) or as
// one small file per sample (read in random order, each an open and a request), read by
// one ResNet-50 job from each tier (object store, parallel file system, NVMe array, local
// NVMe). Each case runs on the input pipeline; its AU, the metadata service's load and the
// staging time onto local NVMe come from that run and from the closed form.
namespace ailab::core::models::storage {

enum class FileLayout { LargeFiles, SmallFiles };

std::string_view fileLayoutId(FileLayout layout); // "large-files", "small-files"

struct SmallFilesStudyConfig
{
    int accelerators = 32;
    std::string accelerator = "h100"; // "a100", "h100"
    long long steps = 12;             // steps of the one epoch each case runs
    std::uint64_t seed = 1;
};

// Throws core::Error naming the field ("/accelerators", "/steps", "/accelerator").
void validateSmallFilesStudy(const SmallFilesStudyConfig& config);

inline constexpr long long kStudySamples = 1'281'024;
inline constexpr int kStudySamplesPerLargeFile = 1'251;
inline constexpr double kStudyLargeReadBytes = 8'388'608.0;

struct SmallFilesCase
{
    core::storage::TierKind tier = core::storage::TierKind::ParallelFileSystem;
    FileLayout layout = FileLayout::LargeFiles;
};

// Every tier with both layouts, large files first: eight cases.
std::vector<SmallFilesCase> smallFilesCases();

// The pipeline of one case (the tier's defaults, one job).
core::storage::PipelineConfig smallFilesConfig(const SmallFilesStudyConfig& config,
                                               const SmallFilesCase& which);

struct SmallFilesRow
{
    SmallFilesCase which;
    long long files = 0;
    double au = 0;
    double auThreshold = 0;
    bool passed = false;
    double deliveredBytesPerSecond = 0;
    double demandBytesPerSecond = 0;
    double metadataOpsPerSecond = 0;
    double metadataUtilisation = 0; // 0 for a tier without a metadata service
    double iopsUtilisation = 0;
    double bandwidthUtilisation = 0;
    double readLatencyP50S = 0;
    double closedFormStorage = 0; // the closed form's storage rate, bytes per second
    core::storage::PipelineStage limiting = core::storage::PipelineStage::Gpu;
    double stagingS = 0; // copying the dataset from this tier onto the nodes' local NVMe
};

// Runs one case to its end.
SmallFilesRow runSmallFilesCase(const SmallFilesStudyConfig& config, const SmallFilesCase& which);

} // namespace ailab::core::models::storage
