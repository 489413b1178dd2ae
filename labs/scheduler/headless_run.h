#pragma once

#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/schedule_record.h"
#include "core/telemetry/time_series.h"

#include <functional>
#include <string>
#include <vector>

// A whole run of the lab's scenario with one change (another policy, another backfill,
// no checkpoints), on a Simulation of its own: what the explorers compare. Qt-free, so
// that a worker thread runs it (docs/architecture.md, "Threads").
namespace ailab::labs::scheduler {

struct HeadlessRun
{
    std::string label; // what was changed ("best-fit", "easy", ...)
    std::vector<core::sched::NodeSpec> nodes;
    std::vector<core::sched::JobRecord> jobs;
    std::vector<core::sched::ScheduleSegment> segments;
    core::sched::SchedulerSummary summary;
    std::vector<core::telemetry::Sample> allocation;    // %
    std::vector<core::telemetry::Sample> fragmentation; // %
    double endS = 0;
    std::vector<core::models::scheduler::JobAllReduce> allReduces; // on a fabric cluster
};

// Runs the config until every job is done (or its horizon). Throws core::Error.
HeadlessRun runHeadless(const core::models::scheduler::SchedulerScenarioConfig& config,
                        std::string label);

// The same config under each change, one after the other.
using ConfigChange = std::function<void(core::models::scheduler::SchedulerScenarioConfig&)>;
// (RunWorker::Change is the same type.)
std::vector<HeadlessRun>
runVariants(const core::models::scheduler::SchedulerScenarioConfig& config,
            const std::vector<std::pair<std::string, ConfigChange>>& variants);

// The job the explorers follow: the one with the most GPUs (the first of them).
std::size_t largestJob(const std::vector<core::sched::JobRecord>& jobs);
// The job of the highest priority (the first of them).
std::size_t mostUrgentJob(const std::vector<core::sched::JobRecord>& jobs);
// GPU-hours the job spent restoring checkpoints: each stretch's restore times its GPUs.
double restoreGpuHours(const HeadlessRun& run, std::size_t job);
// Jobs submitted after `job` that started before it: the ones backfill let in front.
int jobsStartedAhead(const std::vector<core::sched::JobRecord>& jobs, std::size_t job);

} // namespace ailab::labs::scheduler
