// Ring all-reduce benchmark: 1 GB over 1,024 servers (1 GPU and one 400 Gb/s NIC each),
// 64 leaves and 16 spines, on the collectives' fast path and on the per-flow engine. Prints the
// wall time of the run (routing included, fabric construction excluded), the simulated time against
// the closed form, the flows and the events per second. Prints figures only; it never fails on
// time.
#include "bench_support.h"
#include "core/collective/collective_run.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <fmt/format.h>

using namespace ailab::core;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv)
{
    // Optional argument: the number of runs (1 for a profiler).
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    topo::FabricConfig config;
    config.servers = 1024;
    config.leaves = 64;
    config.spines = 16;
    config.gpusPerServer = 1;
    config.nicsPerServer = 1;
    config.nicRate = units::BitRate::gigabitsPerSecond(400);
    config.uplinkRate = units::BitRate::gigabitsPerSecond(400);
    const Clock::time_point buildStart = Clock::now();
    const topo::Fabric fabric = topo::buildFabric(config);
    const double buildSeconds = std::chrono::duration<double>(Clock::now() - buildStart).count();

    fmt::print("ring all-reduce, 1 GB, 1,024 servers, 64 leaves, 16 spines, 400 Gb/s\n");
    fmt::print("  fabric build     {:8.3f} s\n", buildSeconds);
    // The fast path (the default) and the per-flow engine, which give the same figures.
    for (const collective::CollectiveEngine engine :
         {collective::CollectiveEngine::Auto, collective::CollectiveEngine::PerFlow}) {
        collective::CollectiveRequest request;
        request.bytes = 1e9;
        request.engine = engine;
        double best = 1e30;
        double bestCpu = 1e30;
        std::uint64_t allocations = 0;
        collective::CollectiveResult result;
        for (int run = 0; run < runs; ++run) {
            topo::Router router(fabric.graph);
            const std::uint64_t before = ailab::bench::allocationCount();
            const Clock::time_point start = Clock::now();
            const double cpuStart = ailab::bench::threadCpuSeconds();
            result = collective::runCollective(fabric, router, request);
            best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
            bestCpu = std::min(bestCpu, ailab::bench::threadCpuSeconds() - cpuStart);
            allocations = ailab::bench::allocationCount() - before;
        }
        fmt::print("{} ({} of {} ranks played)\n",
                   result.fastPath ? "fast path" : "per-flow engine", result.playedRanks,
                   fabric.gpus.size());
        fmt::print("  wall time        {:8.3f} s (best of {}; target 0.160 s)\n", best, runs);
        fmt::print("  cpu time         {:8.3f} s (best of {})\n", bestCpu, runs);
        // The exact double too, so that a change to the engine can be checked bit for bit.
        fmt::print("  simulated time   {:.9f} s ({:a})\n", result.simulatedSeconds,
                   result.simulatedSeconds);
        fmt::print("  closed form      {:.9f} s ({:+.3e} relative)\n", result.closedFormSeconds,
                   result.simulatedSeconds / result.closedFormSeconds - 1);
        fmt::print("  busbw            {:8.3f} GB/s\n", result.busbwBytesPerSecond / 1e9);
        fmt::print("  flows            {:8} ({} on the flow engine)\n", result.flowCount,
                   result.flowEngineFlowCount);
        fmt::print("  events           {:8} = {:.2f} M/s\n", result.eventCount,
                   result.eventCount / best / 1e6);
        // Routing each connection once and growing the pools are the warm-up; no flow or
        // event allocates after it.
        fmt::print("  allocations      {:8} in the run ({:.3f} per flow)\n", allocations,
                   double(allocations) / double(result.flowCount));
    }
    return 0;
}
