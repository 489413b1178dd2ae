// The fabric lab's run (FabricRun) on its largest presets, with the step replay against the
// per-flow engine (docs/models.md, "Fabric lab model"): the time to build the run (routing
// and solving one step) and to play the whole workload, in wall and CPU seconds, and peak
// memory. The per-flow engine at 16,384 GPUs solves 537 million flows an iteration and
// takes minutes: it runs with --all. Prints figures only; it never fails on time.
#include "bench_support.h"
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/fabric/fabric_workload.h"
#include "core/sim/simulation.h"

#include <chrono>
#include <cstring>
#include <fmt/format.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/resource.h>

using namespace ailab::core;
using namespace ailab::core::models::fabric;
using Clock = std::chrono::steady_clock;

namespace {

FabricScenarioConfig preset(const std::string& name)
{
    std::ifstream file(std::string(AILAB_SOURCE_DIR) + "/labs/fabric/scenarios/" + name + ".json");
    return readFabricScenario(nlohmann::json::parse(file).at("model"));
}

double peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

void runCase(const std::string& name, collective::CollectiveEngine engine)
{
    FabricScenarioConfig config = preset(name);
    config.allReduce.engine = engine;
    const double cpu0 = ailab::bench::threadCpuSeconds();
    const auto t0 = Clock::now();
    sim::Simulation simulation;
    FabricRun run(simulation, config);
    const double built = std::chrono::duration<double>(Clock::now() - t0).count();
    run.runToEnd();
    const double wall = std::chrono::duration<double>(Clock::now() - t0).count();
    const double cpu = ailab::bench::threadCpuSeconds() - cpu0;
    const auto& times = run.allReduceSeconds();
    fmt::print("  {:<9} {:>3} iterations: built in {:.3f} s, played in {:.3f} s wall ({:.3f} s "
               "CPU), peak {:.0f} MB; all-reduce {:.9g} s ({} steps, closed form {:.6g} s)\n",
               run.replaysSteps() ? "replay" : "per-flow", times.size(), built, wall, cpu,
               peakMegabytes(), times.empty() ? 0.0 : times.back(), run.allReduceStepCount(),
               run.closedFormSeconds());
    simulation.reset();
}

} // namespace

int main(int argc, char** argv)
{
    const bool all = argc > 1 && std::strcmp(argv[1], "--all") == 0;
    fmt::print("fabric lab runs (1 GB ring all-reduce; peak memory is the process's so far)\n");
    fmt::print("scale-1024: 1,024 servers x 1 GPU, 64 leaves, 16 spines, 3 iterations\n");
    runCase("scale-1024", collective::CollectiveEngine::Auto);
    runCase("scale-1024", collective::CollectiveEngine::PerFlow);
    fmt::print("scale-16384: 2,048 servers x 8 GPUs, 64 leaves, 32 spines, 8 uplinks, 2 "
               "iterations\n");
    runCase("scale-16384", collective::CollectiveEngine::Auto);
    if (all)
        runCase("scale-16384", collective::CollectiveEngine::PerFlow);
    return 0;
}
