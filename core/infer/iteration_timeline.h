#pragma once

#include "core/infer/serving_cluster.h"

#include <cstddef>
#include <vector>

// A short serving run recorded iteration by iteration: which requests each iteration ran
// (prompt chunks, decodes, padding), who joined and who left, on the real scheduler. The
// course's continuous-batching timeline (section 07.3), drawn from the engine instead of
// by hand (docs/models.md, "Serving: iteration timeline").
namespace ailab::core::infer {

struct IterationTimeline
{
    std::vector<ServedRequest> requests;    // at the end of the run
    std::vector<IterationRecord> iterations; // the first maxIterations, in time order
    std::vector<BatchEntry> entries;         // IterationRecord::firstEntry indexes these
    ServingMetrics metrics;
    std::uint64_t totalIterations = 0; // iterations the whole run took
    bool complete() const { return totalIterations == iterations.size(); }
};

// Runs `requests` on `config` (on its own Simulation) to the last request and keeps the
// records of its first `maxIterations` iterations. Throws core::Error naming the field for
// an invalid config.
IterationTimeline recordTimeline(ServingConfig config, std::vector<RequestSpec> requests,
                                 std::size_t maxIterations);

// The part request `request` had in iteration `iteration` of the timeline; nullptr when it
// was not in that iteration's batch.
const BatchEntry* timelineEntry(const IterationTimeline& timeline, std::size_t iteration,
                                int request);

} // namespace ailab::core::infer
