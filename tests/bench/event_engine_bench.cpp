// Event engine benchmark: schedules and dispatches 10 million events and reports events
// per second and the heap allocations made while dispatching. Prints figures only; it
// never fails on time.
#include "bench_support.h"
#include "core/sim/rng.h"
#include "core/sim/simulation.h"

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <fmt/format.h>

namespace {

using ailab::core::sim::Rng;
using ailab::core::sim::Simulation;
using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kTotalEvents = 10'000'000;
constexpr std::uint64_t kPreScheduled = 1'000'000;

// A self-rescheduling process: each event schedules the next one of its chain after a
// random delay in [0.5, 1.5) s, until the shared budget is spent. The lambda captures one pointer,
// so std::function keeps it inline (no allocation).
struct Chains
{
    Simulation* sim;
    Rng rng{42};
    std::uint64_t remaining = 0;
    std::uint64_t fired = 0;

    void fire()
    {
        ++fired;
        if (remaining == 0)
            return;
        --remaining;
        sim->scheduleIn(0.5 + rng.uniform01(), [this] { fire(); });
    }
};

struct Stopwatch
{
    Clock::time_point wall = Clock::now();
    double cpu = ailab::bench::threadCpuSeconds();
};

struct Phase
{
    std::uint64_t events = 0;
    double wallSeconds = 0.0;
    double cpuSeconds = 0.0;
    std::uint64_t allocations = 0;
};

Phase finish(const Stopwatch& start, std::uint64_t events, std::uint64_t allocationsBefore)
{
    return {events, std::chrono::duration<double>(Clock::now() - start.wall).count(),
            ailab::bench::threadCpuSeconds() - start.cpu,
            ailab::bench::allocationCount() - allocationsBefore};
}

void print(const char* name, const Phase& phase)
{
    fmt::print("{:<32} {:>9} events  cpu {:6.3f} s = {:6.2f} M/s  wall {:6.3f} s = {:6.2f} M/s  "
               "{} allocations\n",
               name, phase.events, phase.cpuSeconds, phase.events / phase.cpuSeconds / 1e6,
               phase.wallSeconds, phase.events / phase.wallSeconds / 1e6, phase.allocations);
}

// One run: `preScheduled` events at random times in [0, 1000) s, then `chains` processes
// that reschedule themselves until `total` events have run.
Phase runWorkload(std::uint64_t total, std::uint64_t preScheduled, int chainCount,
                  Phase& schedulePhase)
{
    Simulation sim;
    sim.reserve(preScheduled + static_cast<std::uint64_t>(chainCount));
    Rng rng(7);
    std::uint64_t counter = 0;
    Chains chains{&sim};

    std::uint64_t allocationsBefore = ailab::bench::allocationCount();
    const Stopwatch scheduleStart;
    for (std::uint64_t i = 0; i < preScheduled; ++i)
        sim.schedule(rng.uniform(0.0, 1000.0), [&counter] { ++counter; });
    chains.remaining = total - preScheduled - static_cast<std::uint64_t>(chainCount);
    for (int c = 0; c < chainCount; ++c)
        sim.schedule(rng.uniform(0.0, 1.0), [&chains] { chains.fire(); });
    schedulePhase = finish(scheduleStart, preScheduled + static_cast<std::uint64_t>(chainCount),
                           allocationsBefore);

    allocationsBefore = ailab::bench::allocationCount();
    const Stopwatch dispatchStart;
    const std::uint64_t dispatched = sim.runAll();
    Phase dispatch = finish(dispatchStart, dispatched, allocationsBefore);
    if (counter != preScheduled || chains.fired + counter != total) {
        fmt::print("error: {} batch and {} chain events ran, expected {} in all\n", counter,
                   chains.fired, total);
        std::exit(1);
    }
    return dispatch;
}

// Timeouts that are cancelled before they fire, as retransmission timers are.
Phase runCancelWorkload(std::uint64_t rounds)
{
    Simulation sim;
    std::uint64_t counter = 0;
    std::uint64_t cancelled = 0;
    const std::uint64_t allocationsBefore = ailab::bench::allocationCount();
    const Stopwatch start;
    for (std::uint64_t i = 0; i < rounds; ++i) {
        const auto timeout = sim.scheduleIn(0.5, [&counter] { counter += 1000; });
        sim.scheduleIn(0.1, [&counter] { ++counter; });
        cancelled += sim.cancel(timeout) ? 1 : 0;
        sim.step();
    }
    sim.runAll();
    Phase phase = finish(start, 2 * rounds, allocationsBefore);
    if (cancelled != rounds || counter != rounds) {
        fmt::print("error: {} cancelled, counter {}\n", cancelled, counter);
        std::exit(1);
    }
    return phase;
}

} // namespace

int main()
{
    fmt::print("event engine benchmark: {} events per run; each run pre-schedules a batch at "
               "random times and self-rescheduling chains make the rest\n",
               kTotalEvents);
    struct Config
    {
        std::uint64_t batch;
        int chains;
    };
    // Queue sizes of a small lab model, a fabric model and a large packet-level run.
    for (const Config config :
         {Config{1'000, 100}, Config{10'000, 1'000}, Config{kPreScheduled, 1'000}}) {
        Phase schedule;
        const Phase dispatch = runWorkload(kTotalEvents, config.batch, config.chains, schedule);
        fmt::print("-- batch of {} pre-scheduled events, {} chains (queue of up to {} events)\n",
                   config.batch, config.chains,
                   config.batch + static_cast<std::uint64_t>(config.chains));
        print("schedule batch", schedule);
        print("dispatch all (each reschedules)", dispatch);
        fmt::print("allocations during dispatch: {} ({})\n", dispatch.allocations,
                   dispatch.allocations == 0 ? "none per event" : "the engine allocates");
    }
    fmt::print("-- {} rounds of schedule timeout, schedule event, cancel timeout, step\n",
               kPreScheduled);
    print("schedule + cancel + dispatch", runCancelWorkload(kPreScheduled));
    return 0;
}
