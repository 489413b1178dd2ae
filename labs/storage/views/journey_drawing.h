#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>

namespace ailab::core::storage {
class InputPipeline;
struct PipelineConfig;
struct StageRates;
} // namespace ailab::core::storage

namespace ailab::labs::storage {

// The course's data journey as a TopologyView snapshot: distributed storage (and, when a job
// reads its nodes' local NVMe, that cache beside it), data ingestion (the loader workers and
// the network), preprocessing (CPU cores), the prefetch buffer and GPU training, left to
// right. A batch takes milliseconds, so the state between two events says little: the
// stages' loads and the links' rates are means over the last kWindowS of simulated time
// (core's stage counters, InputPipeline::recentStageRates), summed over the jobs; only the
// tokens that move show the instant (the first job's reads in flight, its first GPU's batch).
class JourneyDrawing
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::storage::JourneyDrawing)
public:
    static constexpr double kWindowS = 2.0;

    // Every node id a journey may have, in journey order.
    static const QStringList& stageIds();
    // The stages `config` has: the cache only when a job caches or stages its dataset.
    static QStringList stagesOf(const core::storage::PipelineConfig& config);
    static TopologySnapshot topology(const core::storage::PipelineConfig& config);
    // The jobs' stage rates over the last kWindowS, summed (the GPUs' fractions and ready
    // batches are means per GPU); windowS is 0 before the run starts.
    static core::storage::StageRates recentRates(const core::storage::InputPipeline& run);
    static TopologySnapshot atNow(const TopologySnapshot& base,
                                  const core::storage::InputPipeline& run, double now);
    // What a stage does, in the course's words (for the inspector).
    static QString stageTitle(const QString& id);
    static QString stageRole(const QString& id);
};

} // namespace ailab::labs::storage
