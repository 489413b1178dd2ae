#pragma once

#include "core/storage/input_pipeline.h"

// The starvation simulator's three capacities as a change of a pipeline's parameters (lab
// 06; the course's section 06.4 simulator): the storage rate scales the storage path's
// capacities together (the tier's bandwidth, IOPS and metadata rate, the storage network and
// the jobs' NICs), so that the closed form's storage rate becomes it whichever of them
// limits (a slider that moves the bandwidth alone would not move a rate the metadata
// service limits), the preprocessing rate sets
// each job's CPU time per sample and the GPUs' demand each job's compute time per batch,
// shared among the jobs in proportion to what each asks now. closedFormOf() of the result
// gives the rates back.
namespace ailab::core::models::storage {

// Rates in bytes per second, each above zero and finite; preprocessing may be infinite (no
// CPU time per sample). Throws core::Error naming the
// rate ("/storage", "/preprocessing", "/demand").
core::storage::PipelineConfig withStageRates(core::storage::PipelineConfig config,
                                             double storage, double preprocessing,
                                             double demand);

// The same loader settings for every job (readers, batches ahead) and the tier's latency
// spread; throws core::Error naming the field when out of range.
core::storage::PipelineConfig withLoaderSettings(core::storage::PipelineConfig config,
                                                 int readers, int prefetch, double latencyJitter);

} // namespace ailab::core::models::storage
