#include "labs/scheduler/headless_run.h"

#include "core/sim/simulation.h"

namespace ailab::labs::scheduler {

namespace model = core::models::scheduler;
namespace sched = core::sched;

HeadlessRun runHeadless(const model::SchedulerScenarioConfig& config, std::string label)
{
    HeadlessRun out;
    out.label = std::move(label);
    core::sim::Simulation sim;
    model::SchedulerScenarioConfig c = config;
    c.scheduler.recordEvents = false;
    c.scheduler.recordDecisions = false;
    auto scheduler = model::startRun(sim, c);
    sched::ScheduleRecorder record(*scheduler);
    if (c.horizonS > 0)
        sim.runUntil(c.horizonS);
    else
        sim.runAll();
    out.endS = sim.now();
    out.nodes = model::clusterNodes(c);
    out.jobs = scheduler->jobs();
    out.segments = record.segments();
    out.summary = scheduler->summary();
    for (const auto& s : scheduler->metrics().get("gpu_allocation"))
        out.allocation.push_back(s);
    for (const auto& s : scheduler->metrics().get("fragmentation"))
        out.fragmentation.push_back(s);
    if (c.clusterPreset == "fabric") {
        const model::FabricCluster f = c.fabric.value_or(model::FabricCluster{});
        out.allReduces = model::allReducesOf(*scheduler, model::fabricOf(f),
                                             f.allReduceMiB * 1024.0 * 1024.0, f.algorithm);
    }
    return out;
}

std::vector<HeadlessRun>
runVariants(const model::SchedulerScenarioConfig& config,
            const std::vector<std::pair<std::string, ConfigChange>>& variants)
{
    std::vector<HeadlessRun> out;
    for (const auto& [label, change] : variants) {
        model::SchedulerScenarioConfig c = config;
        change(c);
        out.push_back(runHeadless(c, label));
    }
    return out;
}

std::size_t largestJob(const std::vector<sched::JobRecord>& jobs)
{
    std::size_t best = 0;
    for (std::size_t j = 1; j < jobs.size(); ++j) {
        if (jobs[j].spec.gpuDemand() > jobs[best].spec.gpuDemand())
            best = j;
    }
    return best;
}

std::size_t mostUrgentJob(const std::vector<sched::JobRecord>& jobs)
{
    std::size_t best = 0;
    for (std::size_t j = 1; j < jobs.size(); ++j) {
        if (jobs[j].spec.priority > jobs[best].spec.priority)
            best = j;
    }
    return best;
}

double restoreGpuHours(const HeadlessRun& run, std::size_t job)
{
    double gpuS = 0;
    for (const sched::ScheduleSegment& s : run.segments) {
        if (s.job == job)
            gpuS += s.restoreS * run.jobs[job].spec.gpuDemand();
    }
    return gpuS / 3600.0;
}

int jobsStartedAhead(const std::vector<sched::JobRecord>& jobs, std::size_t job)
{
    const sched::JobRecord& followed = jobs[job];
    const double startedAt = followed.firstStart < 0 ? 1e300 : followed.firstStart;
    int count = 0;
    for (const sched::JobRecord& r : jobs) {
        if (r.spec.submitTime > followed.spec.submitTime && r.firstStart >= 0 &&
            r.firstStart < startedAt)
            ++count;
    }
    return count;
}

} // namespace ailab::labs::scheduler
