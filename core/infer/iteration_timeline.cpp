#include "core/infer/iteration_timeline.h"

#include "core/sim/simulation.h"

namespace ailab::core::infer {

IterationTimeline recordTimeline(ServingConfig config, std::vector<RequestSpec> requests,
                                 std::size_t maxIterations)
{
    config.recordIterations = maxIterations;
    sim::Simulation simulation;
    ServingCluster cluster(simulation, config, std::move(requests));
    cluster.start();
    simulation.runAll();
    IterationTimeline t;
    t.requests = cluster.requests();
    t.iterations = cluster.iterations();
    t.entries = cluster.iterationEntries();
    t.metrics = cluster.metrics();
    t.totalIterations = cluster.iterationCount();
    return t;
}

const BatchEntry* timelineEntry(const IterationTimeline& timeline, std::size_t iteration,
                                int request)
{
    if (iteration >= timeline.iterations.size())
        return nullptr;
    const IterationRecord& r = timeline.iterations[iteration];
    for (std::size_t i = r.firstEntry; i < r.firstEntry + r.entryCount; ++i) {
        if (timeline.entries[i].request == request)
            return &timeline.entries[i];
    }
    return nullptr;
}

} // namespace ailab::core::infer
