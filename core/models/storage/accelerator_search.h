#pragma once

#include "core/storage/input_pipeline.h"

#include <cstdint>
#include <functional>
#include <string>

// The MLPerf Storage runner's question (docs/models.md, MLPerf Storage workloads): how many
// accelerators can this storage keep at or above the workload's AU threshold? The AU of
// every job of the config built for n accelerators must pass. AU is taken to fall as n
// grows (more demand on the same storage): the search doubles n until a run fails, then
// bisects between the last pass and the first failure.
namespace ailab::core::models::storage {

// The MLPerf Storage runner's run (lab 06, `ailab-sim storage`): one job of a workload on
// n emulated accelerators reading one tier with its defaults, the tier's aggregate read
// bandwidth optionally changed (its per-server bandwidth scaled), the epochs and steps
// optionally shortened.
struct MlperfRunSetup
{
    std::string workload = "unet3d"; // "unet3d", "resnet50", "cosmoflow"
    std::string accelerator = "h100";
    core::storage::TierKind tier = core::storage::TierKind::ParallelFileSystem;
    double tierBytesPerSecond = 0; // 0 = the tier's default bandwidth
    int epochs = 0;                // 0 = the workload's
    long long maxStepsPerEpoch = 0; // 0 = the whole dataset
    std::uint64_t seed = 1;
};
// Throws core::Error naming the field ("/workload", "/accelerators", ...).
core::storage::PipelineConfig mlperfRunConfig(const MlperfRunSetup& setup, int accelerators);

struct AcceleratorSearch
{
    int maxPassing = 0;   // 0 when even one accelerator fails
    double auAtMax = 0;   // the lowest job AU at maxPassing
    int firstFailing = 0; // maxPassing + 1, or 0 when `limit` still passes
    double auAtFirstFailing = 0;
    int runs = 0;
};

// One run of the search, as it finishes: n accelerators, the lowest job AU, pass or fail.
struct SearchTrial
{
    int accelerators = 0;
    double au = 0;
    bool passed = false;
};

// `configFor(n)` builds the run for n accelerators (throws core::Error for an n it cannot
// build); `onTrial`, when given, hears of each run as it finishes (a caller may throw from
// either to stop the search). Throws core::Error for a limit below 1.
AcceleratorSearch
searchMaxAccelerators(const std::function<core::storage::PipelineConfig(int)>& configFor,
                      int limit = 4096,
                      const std::function<void(const SearchTrial&)>& onTrial = {});

} // namespace ailab::core::models::storage
