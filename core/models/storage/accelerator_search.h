#pragma once

#include "core/storage/input_pipeline.h"

#include <functional>

// The MLPerf Storage runner's question (docs/models.md, MLPerf Storage workloads): how many
// accelerators can this storage keep at or above the workload's AU threshold? The AU of
// every job of the config built for n accelerators must pass. AU is taken to fall as n
// grows (more demand on the same storage): the search doubles n until a run fails, then
// bisects between the last pass and the first failure.
namespace ailab::core::models::storage {

struct AcceleratorSearch
{
    int maxPassing = 0;   // 0 when even one accelerator fails
    double auAtMax = 0;   // the lowest job AU at maxPassing
    int firstFailing = 0; // maxPassing + 1, or 0 when `limit` still passes
    double auAtFirstFailing = 0;
    int runs = 0;
};

// `configFor(n)` builds the run for n accelerators (throws core::Error for an n it cannot
// build). Throws core::Error for a limit below 1.
AcceleratorSearch
searchMaxAccelerators(const std::function<core::storage::PipelineConfig(int)>& configFor,
                      int limit = 4096);

} // namespace ailab::core::models::storage
