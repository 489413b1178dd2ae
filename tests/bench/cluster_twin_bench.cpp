// Cluster twin benchmarks (docs/models.md, "Cluster twin"). Prints figures only; never fails.
//  1. The 256-GPU preset (32 servers, 4 racks, four training jobs): one simulated hour at
//     1 s telemetry (target: under 1 s of CPU).
//  2. The Llama 3 preset (2,048 servers, one job on 16,384 GPUs) with random failures at the
//     published rates: 54 simulated days at 60 s telemetry (target: under 30 s of CPU and
//     1 GiB of memory), with its effective training time and interruptions beside the
//     Llama 3 paper's (419 unexpected interruptions, more than 90 % effective training time).
#include "bench_support.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_injector.h"
#include "core/models/model_registry.h"
#include "core/models/operations/operations_scenario.h"

#include <chrono>
#include <fmt/format.h>
#include <fstream>
#include <string>

using namespace ailab::core;
using Clock = std::chrono::steady_clock;

namespace {

// The peak resident set of the process (VmHWM), in MiB.
double peakResidentMiB()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    return 0.0;
}

void run(const std::string& preset, double durationS, double targetS)
{
    const scenario::Scenario scenario =
        models::loadScenarioFile(std::string(AILAB_SOURCE_DIR) + "/labs/operations/scenarios/" + preset);
    const double cpu = ailab::bench::threadCpuSeconds();
    const auto start = Clock::now();
    models::operations::RunOptions options;
    options.durationS = durationS;
    const models::operations::ClusterRun result = models::operations::runCluster(scenario, options);
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpuS = ailab::bench::threadCpuSeconds() - cpu;
    const nlohmann::json summary = result.twin->summary();
    fmt::print("{}: {:.0f} simulated s, wall {:.2f} s, cpu {:.2f} s (target {:.0f} s), peak memory {:.0f} MiB, "
               "{} events\n",
               preset, result.simulation->now(), wall, cpuS, targetS, peakResidentMiB(),
               result.simulation->dispatchedCount());
    for (const auto& job : summary.at("jobs")) {
        fmt::print("  {:<16} {:>8} steps, mean step {:.3f} s, {:.0f} TFLOP/s per GPU (MFU {:.1f} %), "
                   "{} interruptions, {:.0f} GPU-h lost, effective training {:.1f} %\n",
                   job.at("name").get<std::string>(), job.at("steps").get<std::int64_t>(),
                   job.at("meanStepSeconds").get<double>(), job.at("achievedTflopsPerGpu").get<double>(),
                   100 * job.at("mfu").get<double>(), job.at("interruptions").get<int>(),
                   job.at("lostGpuHours").get<double>(), 100 * job.at("effectiveTrainingFraction").get<double>());
    }
    fmt::print("  random failures: {}\n", summary.at("faults").at("randomFailures").get<int>());
}

} // namespace

int main()
{
    run("four-racks-256.json", 3600.0, 1.0);
    run("llama3-16k.json", 54 * 86400.0, 30.0); // the preset runs a week; the paper's snapshot is 54 days
    return 0;
}
