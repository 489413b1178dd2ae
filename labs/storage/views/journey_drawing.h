#pragma once

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>

namespace ailab::core::storage {
class InputPipeline;
struct PipelineResult;
} // namespace ailab::core::storage

namespace ailab::labs::storage {

// The course's data journey as a TopologyView snapshot: distributed storage, data ingestion
// (the loader workers and the network), preprocessing (CPU cores), the prefetch buffer and
// GPU training, left to right. Its state comes from the live input pipeline (the first job's
// first GPU): the tier's load, the reads in flight, the buffer's ready batches, the GPU
// computing or waiting, and tokens for the reads and the batch moving.
class JourneyDrawing
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::storage::JourneyDrawing)
public:
    // Node ids, in journey order.
    static const QStringList& stageIds();
    static TopologySnapshot topology();
    static TopologySnapshot atNow(const TopologySnapshot& base,
                                  const core::storage::InputPipeline& run,
                                  const core::storage::PipelineResult& result, double now);
    // What a stage does, in the course's words (for the inspector).
    static QString stageTitle(const QString& id);
    static QString stageRole(const QString& id);
};

} // namespace ailab::labs::storage
