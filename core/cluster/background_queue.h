#pragma once

#include "core/cluster/cluster_spec.h"

#include <cstddef>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace ailab::core::sched {
class Scheduler;
}

// The cluster's background queue (docs/models.md, "Cluster twin", background queue): batch
// jobs that the scheduler (core/sched) places on the GPUs the training jobs and services
// leave idle, by its policy and its backfill, and that its preemption evicts when a job of
// higher priority needs their GPUs (they are preemptible and of low priority). Each runs
// its own run time at its utilisation; the queue knows which GPUs they hold, so the twin
// gives those GPUs their activity and the telemetry counts them.
namespace ailab::core::cluster {

class BackgroundQueue
{
public:
    // The servers a spec's copies run on: their GPU type and GPUs per server.
    struct Platform
    {
        std::string gpuType;
        int gpusPerServer = 8;
    };
    // `gpuOf(node, local)`: the twin's GPU index of a node's local GPU. Throws core::Error
    // naming "/model/background/<i>/gpus" for a copy that would take part of a server of
    // more than one.
    BackgroundQueue(sched::Scheduler& scheduler, std::vector<BackgroundJobSpec> specs,
                    std::vector<Platform> platforms, std::function<int(int node, int local)> gpuOf);
    BackgroundQueue(const BackgroundQueue&) = delete;
    BackgroundQueue& operator=(const BackgroundQueue&) = delete;

    // Submits every copy of every spec to the scheduler (once, when the twin starts).
    void submit();
    bool owns(std::size_t schedulerJob) const { return m_specOf.count(schedulerJob) != 0; }

    // The scheduler started, ended or interrupted (preempted, failed) a background job: the
    // GPUs it now holds or gave back, and their utilisation (0 for given back).
    struct Change
    {
        std::vector<int> gpus;
        double utilisation = 0;
    };
    Change started(std::size_t schedulerJob);
    Change stopped(std::size_t schedulerJob, bool interrupted);

    int jobs() const { return int(m_specOf.size()); }
    int running() const { return int(m_gpusOf.size()); }
    int busyGpus() const { return m_busyGpus; }
    // The sum of the busy GPUs' utilisation (in [0, busyGpus]).
    double utilisationSum() const { return m_utilisationSum; }
    int completed() const { return m_completed; }
    int interruptions() const { return m_interruptions; }
    // Per spec: copies done, interrupted, and GPU-hours run (to now for running copies).
    nlohmann::json summary(double now) const;

private:
    sched::Scheduler& m_scheduler;
    std::vector<BackgroundJobSpec> m_specs;
    std::vector<Platform> m_platforms;
    std::function<int(int, int)> m_gpuOf;
    std::map<std::size_t, std::size_t> m_specOf;           // scheduler job -> spec
    std::map<std::size_t, std::vector<int>> m_gpusOf;      // running scheduler job -> its GPUs
    std::map<std::size_t, double> m_startedAt;             // running scheduler job -> start
    std::vector<double> m_gpuSeconds;                      // per spec, of finished runs
    std::vector<int> m_doneOf;                             // per spec
    std::vector<int> m_interruptedOf;                      // per spec
    int m_busyGpus = 0;
    double m_utilisationSum = 0;
    int m_completed = 0;
    int m_interruptions = 0;
};

} // namespace ailab::core::cluster
