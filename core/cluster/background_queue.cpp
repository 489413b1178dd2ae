#include "core/cluster/background_queue.h"

#include "core/error.h"
#include "core/sched/scheduler.h"

#include <fmt/format.h>

namespace ailab::core::cluster {

BackgroundQueue::BackgroundQueue(sched::Scheduler& scheduler, std::vector<BackgroundJobSpec> specs,
                                 std::vector<Platform> platforms, std::function<int(int, int)> gpuOf)
    : m_scheduler(scheduler), m_specs(std::move(specs)), m_platforms(std::move(platforms)), m_gpuOf(std::move(gpuOf))
{
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const int perServer = m_platforms.at(i).gpusPerServer;
        if (m_specs[i].gpus > perServer && m_specs[i].gpus % perServer != 0)
            throw Error(fmt::format("a batch job of more than one server takes whole servers: {} GPUs is not a "
                                    "multiple of {}",
                                    m_specs[i].gpus, perServer),
                        fmt::format("/model/background/{}/gpus", i));
    }
    m_gpuSeconds.assign(m_specs.size(), 0.0);
    m_doneOf.assign(m_specs.size(), 0);
    m_interruptedOf.assign(m_specs.size(), 0);
}

void BackgroundQueue::submit()
{
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const BackgroundJobSpec& b = m_specs[i];
        const int perServer = m_platforms[i].gpusPerServer;
        for (int copy = 0; copy < b.count; ++copy) {
            sched::JobSpec spec;
            spec.name = b.count == 1 ? b.name : fmt::format("{}/{}", b.name, copy);
            spec.tenant = "default";
            spec.priority = b.priority;
            spec.gpusPerWorker = std::min(b.gpus, perServer);
            spec.workers = b.gpus / spec.gpusPerWorker;
            spec.gpuTypes = {m_platforms[i].gpuType};
            // Host resources are not what limits the twin's jobs (cluster_twin.cpp).
            spec.cpuMilliPerWorker = 1000;
            spec.memoryMiBPerWorker = 1024;
            spec.submitTime = b.submitS + copy * b.intervalS;
            spec.runTime = b.runS;
            spec.checkpointInterval = b.checkpointIntervalS;
            spec.preemptible = true;
            m_specOf[m_scheduler.submit(spec)] = i;
        }
    }
}

BackgroundQueue::Change BackgroundQueue::started(std::size_t schedulerJob)
{
    Change change;
    change.utilisation = m_specs[m_specOf.at(schedulerJob)].utilisation;
    for (const sched::WorkerAlloc& worker : m_scheduler.jobs()[schedulerJob].placement)
        for (std::uint8_t local : worker.gpuIndices())
            change.gpus.push_back(m_gpuOf(worker.node, local));
    m_busyGpus += int(change.gpus.size());
    m_utilisationSum += change.utilisation * double(change.gpus.size());
    m_gpusOf[schedulerJob] = change.gpus;
    m_startedAt[schedulerJob] = m_scheduler.now();
    return change;
}

BackgroundQueue::Change BackgroundQueue::stopped(std::size_t schedulerJob, bool interrupted)
{
    Change change;
    const auto held = m_gpusOf.find(schedulerJob);
    if (held == m_gpusOf.end())
        return change;
    const std::size_t spec = m_specOf.at(schedulerJob);
    change.gpus = std::move(held->second);
    m_gpusOf.erase(held);
    m_busyGpus -= int(change.gpus.size());
    m_utilisationSum -= m_specs[spec].utilisation * double(change.gpus.size());
    if (m_gpusOf.empty())
        m_utilisationSum = 0; // no drift left over from the sums
    m_gpuSeconds[spec] += double(change.gpus.size()) * (m_scheduler.now() - m_startedAt.at(schedulerJob));
    m_startedAt.erase(schedulerJob);
    if (interrupted) {
        ++m_interruptions;
        ++m_interruptedOf[spec];
    } else {
        ++m_completed;
        ++m_doneOf[spec];
    }
    return change;
}

nlohmann::json BackgroundQueue::summary(double now) const
{
    std::vector<double> gpuSeconds = m_gpuSeconds;
    for (const auto& [job, gpus] : m_gpusOf)
        gpuSeconds[m_specOf.at(job)] += double(gpus.size()) * (now - m_startedAt.at(job));
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < m_specs.size(); ++i)
        list.push_back({{"name", m_specs[i].name},
                        {"copies", m_specs[i].count},
                        {"completed", m_doneOf[i]},
                        {"interruptions", m_interruptedOf[i]},
                        {"gpuHours", gpuSeconds[i] / 3600.0}});
    return list;
}

} // namespace ailab::core::cluster
