// Scheduler benchmarks (docs/models.md, "GPU scheduling"). Prints figures only; never fails.
//  1. The FGD paper's allocation experiment at 130 % on the openb trace itself
//     (tests/data/openb: 1,213 nodes, 6,212 GPUs, 8,152 pods), one seed, reading the two CSV
//     files included, as `ailab-sim schedule --experiment allocation` runs it: best-fit and
//     FGD, target 0.15 s each. Before the per-demand score cache and the flat tables of the
//     fragmentation index, FGD took about 1.0 s of CPU a seed (and 100 MB); after, 0.09 to
//     0.15 s on a 2-core machine shared with other builds.
//  2. The same on an openb-sized cluster with a generated openb-mix workload, one seed:
//     best-fit (target 0.05 s) and FGD (target 0.15 s).
//  3. A synthetic month: 100,000 jobs on 1,024 nodes x 8 GPUs with EASY backfill and
//     preemption (target 10 s).
#include "bench_support.h"
#include "core/sched/allocation_experiment.h"
#include "core/sched/openb_trace.h"
#include "core/sched/scheduler.h"
#include "core/sched/workload.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fmt/format.h>

using namespace ailab::core;
using Clock = std::chrono::steady_clock;

namespace {

void allocationExperiment(sched::Policy policy, const std::vector<sched::NodeSpec>& nodes,
                          const std::vector<sched::JobSpec>& jobs, double target)
{
    sched::AllocationExperimentConfig config;
    config.policy = policy;
    config.inflatePercent = 130;
    config.seeds = 1;
    const double cpu = ailab::bench::threadCpuSeconds();
    const auto start = Clock::now();
    const sched::AllocationExperimentResult r = sched::runAllocationExperiment(nodes, jobs, config);
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpuS = ailab::bench::threadCpuSeconds() - cpu;
    double alloc100 = 0, frag100 = 0, allocEnd = 0;
    for (const auto& p : r.points) {
        if (p.demandPercent == 100) {
            alloc100 = p.allocationPercent;
            frag100 = p.fragmentationPercent;
        }
        allocEnd = p.allocationPercent;
    }
    fmt::print("  {:<9} wall {:7.3f} s, cpu {:7.3f} s (target {:.2f} s); {:.0f} jobs arrived, "
               "{:.0f} dropped; at 100 % demand: allocation {:.1f} %, fragmentation {:.1f} %; "
               "at 130 %: allocation {:.1f} %\n",
               sched::policyId(policy), wall, cpuS, target, r.arrivedJobs, r.droppedJobs, alloc100,
               frag100, allocEnd);
}

void openbTrace(sched::Policy policy)
{
    const std::string dir = std::string(AILAB_SOURCE_DIR) + "/tests/data/openb/";
    const double cpu = ailab::bench::threadCpuSeconds();
    const auto start = Clock::now();
    const auto nodes = sched::readOpenbNodes(dir + "openb_node_list_gpu_node.csv");
    const auto jobs = sched::readOpenbJobs(dir + "openb_pod_list_default.csv");
    const double readCpu = ailab::bench::threadCpuSeconds() - cpu;
    sched::AllocationExperimentConfig config;
    config.policy = policy;
    config.seeds = 1;
    const sched::AllocationExperimentResult r = sched::runAllocationExperiment(nodes, jobs, config);
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpuS = ailab::bench::threadCpuSeconds() - cpu;
    fmt::print("  {:<9} wall {:7.3f} s, cpu {:7.3f} s of which reading {:.3f} s (target 0.15 s); "
               "{:.0f} jobs arrived; at 130 %: allocation {:.2f} %\n",
               sched::policyId(policy), wall, cpuS, readCpu, r.arrivedJobs,
               r.points.back().allocationPercent);
}

} // namespace

int main(int argc, char** argv)
{
    fmt::print("FGD allocation experiment on the openb trace, 130 %, 1 seed, reading included\n");
    openbTrace(sched::Policy::BestFit);
    openbTrace(sched::Policy::Fgd);

    // Optional argument: the month's job count (fewer for a profiler).
    const int monthJobs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 100000;
    const std::vector<sched::NodeSpec> nodes = sched::openbLikeCluster();
    sched::WorkloadConfig trace;
    trace.jobs = 8152; // the openb default trace's pod count
    const std::vector<sched::JobSpec> jobs = sched::generateWorkload(trace, 6212);
    fmt::print(
        "FGD allocation experiment, 130 %, {} nodes, openb-mix workload of {} jobs, 1 seed\n",
        nodes.size(), jobs.size());
    allocationExperiment(sched::Policy::BestFit, nodes, jobs, 0.05);
    allocationExperiment(sched::Policy::Fgd, nodes, jobs, 0.15);

    std::vector<sched::NodeSpec> month;
    for (int i = 0; i < 1024; ++i)
        month.push_back({.name = "node-" + std::to_string(i),
                         .gpuType = "h100-sxm",
                         .gpus = 8,
                         .cpuMilli = 224000,
                         .memoryMiB = 2 << 20,
                         .leaf = i / 32});
    sched::WorkloadConfig w;
    w.jobs = monthJobs;
    w.load = 0.9;
    w.priorities = 3;
    w.gangShare = 0.45; // about a month of arrivals at this load
    w.checkpointIntervalS = 1800;
    w.restoreCostS = 120;
    sched::SchedulerConfig config;
    config.policy = sched::Policy::BestFit;
    config.backfill = sched::Backfill::Easy;
    config.preemption = true;
    config.recordEvents = false;
    config.sampleIntervalS = 600;
    const auto generated = sched::generateWorkload(w, 1024 * 8);
    const double cpu = ailab::bench::threadCpuSeconds();
    const auto start = Clock::now();
    sim::Simulation sim;
    sched::Scheduler scheduler(sim, sched::Cluster(month), config);
    scheduler.submitAll(generated);
    const std::uint64_t allocationsBefore = ailab::bench::allocationCount();
    sim.runAll();
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpuS = ailab::bench::threadCpuSeconds() - cpu;
    const std::uint64_t allocations = ailab::bench::allocationCount() - allocationsBefore;
    const sched::SchedulerSummary s = scheduler.summary();
    fmt::print("synthetic month: 100,000 jobs (45 % gangs of 2 to 16 x 8 GPUs), 1,024 nodes x 8 "
               "GPUs, best-fit, EASY, preemption\n");
    fmt::print("  wall {:.3f} s, cpu {:.3f} s (target 10 s); {} events, {:.1f} allocations a job\n",
               wall, cpuS, sim.dispatchedCount(), double(allocations) / w.jobs);
    fmt::print("  simulated {:.1f} days; allocation {:.1f} %, utilisation {:.1f} %, "
               "fragmentation {:.1f} %\n",
               s.makespanS / 86400, s.allocationPercent, s.utilisationPercent,
               s.fragmentationPercent);
    fmt::print("  wait p50 {:.0f} s, p95 {:.0f} s, p99 {:.0f} s; {} preemptions, {:.0f} GPU-hours "
               "lost to them\n",
               s.wait.p50, s.wait.p95, s.wait.p99, s.preemptions, s.lostPreemptionGpuHours);
    return 0;
}
