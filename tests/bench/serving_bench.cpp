// Serving engine benchmark (core/infer): 10,000 requests of a conversation-like mix on one
// Llama 3 8B replica on an H100, and a ten-rate sweep on four replicas with 5,000 requests
// each. Prints the wall and CPU time, the iterations and the allocations while the engine
// runs (after its set-up). Prints figures only; it never fails on time.
#include "bench_support.h"
#include "core/infer/serving_cluster.h"
#include "core/infer/serving_sweep.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fmt/format.h>

using namespace ailab::core;
using Clock = std::chrono::steady_clock;

namespace {
infer::WorkloadConfig conversation(int requests, double rate)
{
    infer::WorkloadConfig w;
    w.requests = requests;
    w.arrival.ratePerS = rate;
    w.prompt = infer::conversationPromptLength();
    w.output = infer::conversationOutputLength();
    return w;
}
} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;

    // One replica, 10,000 requests at 20 requests/s (about half its capacity).
    const std::vector<infer::RequestSpec> requests =
        infer::generateRequests(conversation(10000, 20.0), 1);
    double best = 1e30;
    double bestCpu = 1e30;
    std::uint64_t runAllocations = 0;
    std::uint64_t iterations = 0;
    infer::ServingMetrics metrics;
    for (int run = 0; run < runs; ++run) {
        const Clock::time_point start = Clock::now();
        const double cpuStart = ailab::bench::threadCpuSeconds();
        sim::Simulation simulation;
        infer::ServingCluster cluster(simulation, infer::ServingConfig{}, requests);
        cluster.start();
        const std::uint64_t before = ailab::bench::allocationCount();
        simulation.runAll();
        runAllocations = ailab::bench::allocationCount() - before;
        metrics = cluster.metrics();
        iterations = cluster.iterationCount();
        best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
        bestCpu = std::min(bestCpu, ailab::bench::threadCpuSeconds() - cpuStart);
    }
    fmt::print("serving, 1 replica, 10,000 conversation requests at 20/s (best of {}):\n", runs);
    fmt::print("  wall {:.3f} s, CPU {:.3f} s (target: under 0.5 s)\n", best, bestCpu);
    fmt::print("  {} iterations, {:.2f} M iterations/s, {} allocations while running\n", iterations,
               iterations / bestCpu / 1e6, runAllocations);
    fmt::print("  simulated {:.1f} s: {:.2f} req/s, {:.0f} output tok/s, TTFT mean {:.1f} ms "
               "P99 {:.1f} ms, TPOT mean {:.2f} ms, ITL P99 {:.2f} ms\n",
               metrics.durationS, metrics.requestThroughput, metrics.outputTokenThroughput,
               metrics.ttft.mean * 1e3, metrics.ttft.p99 * 1e3, metrics.tpot.mean * 1e3,
               metrics.itl.p99 * 1e3);

    // Ten rates on four replicas, 5,000 requests each, with progress as the lab shows it.
    infer::ServingConfig four;
    four.replicas = 4;
    four.slo = {0.5, 0.05, 0};
    const std::vector<double> rates{10, 20, 40, 60, 80, 100, 120, 140, 160, 200};
    int reported = 0;
    infer::SweepControl control;
    control.progress = [&reported](int done, int) { reported = done; };
    const Clock::time_point start = Clock::now();
    const double cpuStart = ailab::bench::threadCpuSeconds();
    const auto points = infer::sweepRates(four, conversation(5000, 1.0), rates, 1, control);
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpu = ailab::bench::threadCpuSeconds() - cpuStart;
    fmt::print("sweep, 4 replicas, 10 rates x 5,000 requests: wall {:.3f} s, CPU {:.3f} s "
               "(target: under 5 s), {} progress reports\n",
               wall, cpu, reported);
    fmt::print("  {:>6} {:>9} {:>10} {:>10} {:>10} {:>9}\n", "rate", "req/s", "TTFT P99",
               "TPOT P99", "goodput", "preempt");
    for (const infer::SweepPoint& p : points)
        fmt::print("  {:>6.0f} {:>9.2f} {:>8.1f}ms {:>8.2f}ms {:>10.2f} {:>9}\n", p.ratePerS,
                   p.metrics.requestThroughput, p.metrics.ttft.p99 * 1e3, p.metrics.tpot.p99 * 1e3,
                   p.metrics.goodput, p.metrics.preemptions);
    return 0;
}
