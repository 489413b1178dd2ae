// Input pipeline benchmark (core/storage): five epochs of MLPerf Storage's 3D U-Net on 8 H100
// (the datasize rule's 500 steps an epoch, 28,000 samples) and one epoch of ResNet-50
// (1,024 files of 1,251 samples, 1.28 M samples) on 64 H100, sample by sample, each against
// the default parallel file system. Prints the wall and CPU time of the run (construction
// excluded), the events per second, the reads, the AU and the allocations during the run.
// Prints figures only; it never fails on time.
#include "bench_support.h"
#include "core/models/storage/storage_scenario.h"
#include "core/sim/simulation.h"
#include "core/storage/input_pipeline.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fmt/format.h>

using namespace ailab::core;
using Clock = std::chrono::steady_clock;

namespace {

void bench(const char* title, const storage::PipelineConfig& config, double target, int runs)
{
    double best = 1e30;
    double bestCpu = 1e30;
    std::uint64_t allocations = 0;
    std::uint64_t events = 0;
    storage::PipelineResult result;
    for (int run = 0; run < runs; ++run) {
        sim::Simulation simulation;
        storage::InputPipeline pipeline(simulation, config);
        const std::uint64_t before = ailab::bench::allocationCount();
        const Clock::time_point start = Clock::now();
        const double cpuStart = ailab::bench::threadCpuSeconds();
        simulation.runAll();
        best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
        bestCpu = std::min(bestCpu, ailab::bench::threadCpuSeconds() - cpuStart);
        allocations = ailab::bench::allocationCount() - before;
        events = simulation.dispatchedCount();
        result = pipeline.result();
    }
    const storage::JobResult& job = result.jobs.at(0);
    fmt::print("{}\n", title);
    fmt::print("  wall time        {:8.3f} s (best of {}; target {:.3f} s)\n", best, runs, target);
    fmt::print("  cpu time         {:8.3f} s (best of {})\n", bestCpu, runs);
    fmt::print("  simulated time   {:8.3f} s\n", result.endS);
    fmt::print("  events           {:8} = {:.2f} M/s\n", events, double(events) / best / 1e6);
    fmt::print("  reads            {:8} ({} samples)\n", result.reads, job.samplesRead);
    fmt::print("  AU               {:8.2f} % ({})\n", 100 * job.au, job.passed ? "pass" : "fail");
    // The simulation's slot table and the bandwidth's heaps grow in the first steps; the
    // steady state allocates nothing.
    fmt::print("  allocations      {:8} in the run ({:.4f} per read)\n", allocations,
               double(allocations) / double(std::max<std::uint64_t>(1, result.reads)));
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    storage::PipelineConfig unet;
    unet.jobs = {models::storage::workloadJob("unet3d", "h100", 8)};
    bench("3D U-Net, 8 H100, 5 epochs, parallel file system", unet, 1.0, runs);

    storage::PipelineConfig resnet;
    resnet.jobs = {models::storage::workloadJob("resnet50", "h100", 64, 0)};
    resnet.jobs[0].epochs = 1;
    bench("ResNet-50, 64 H100, 1 epoch of 1.28 M samples, parallel file system", resnet, 3.0, runs);
    return 0;
}
