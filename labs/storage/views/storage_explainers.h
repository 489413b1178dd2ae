#pragma once

#include "labs/common/widgets/explainer_panel.h"

#include <QCoreApplication>

namespace ailab::core::storage {
struct PipelineConfig;
struct ClosedFormRates;
struct CheckpointSetup;
struct CheckpointResult;
struct TrainingWorkload;
} // namespace ailab::core::storage

namespace ailab::labs::storage {

// The storage lab's explainers (docs/architecture.md, "What users can expect", 4): the
// concept, the formula in use with the values in force, its inputs and their sources.
class StorageExplainers
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::storage::StorageExplainers)
public:
    static ExplainerContent starvation(const core::storage::PipelineConfig& config,
                                       const core::storage::ClosedFormRates& closed);
    static ExplainerContent tiers();
    static ExplainerContent mlperf(const core::storage::TrainingWorkload& workload,
                                   int accelerators);
    static ExplainerContent checkpoint(const core::storage::CheckpointSetup& setup,
                                       const core::storage::CheckpointResult& result);
};

} // namespace ailab::labs::storage
