// Packet engine benchmark: a 16:1 incast at 100 Gb/s (ECN + PFC + DCQCN) simulated for
// 10 ms, and runs without control and with PFC alone; reports events per second and the
// wall and CPU time of each run. Prints figures only; it never fails on time.
#include "core/net/packet/incast_scenario.h"

#include <chrono>
#include <ctime>
#include <fmt/format.h>

namespace {

using namespace ailab::core::net::packet;
using Clock = std::chrono::steady_clock;

// CPU time of this thread: on a machine shared with other work, wall time would measure
// the other work too.
double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

void run(const char* name, bool ecn, bool pfc, bool dcqcn, double simulatedS)
{
    IncastConfig config;
    config.senders = 16;
    config.linkBps = 100e9;
    config.offered = 1.2;
    config.engine.switches.ecn = ecn;
    config.engine.switches.pfc = pfc;
    config.engine.dcqcn.enabled = dcqcn;
    const auto wallStart = Clock::now();
    const double cpuStart = cpuSeconds();
    IncastScenario scenario(config); // building the network is part of the time
    scenario.runUntil(simulatedS);
    const double cpu = cpuSeconds() - cpuStart;
    const double wall = std::chrono::duration<double>(Clock::now() - wallStart).count();
    const auto events = static_cast<double>(scenario.simulation().dispatchedCount());
    const IncastSummary s = scenario.summary();
    fmt::print("{:<22} {:>5.1f} ms simulated  {:>9.0f} events  cpu {:6.3f} s = {:6.2f} M "
               "events/s  wall {:6.3f} s = {:6.2f} M events/s  goodput {:5.1f} Gb/s  drops {}\n",
               name, simulatedS * 1e3, events, cpu, events / cpu / 1e6, wall, events / wall / 1e6,
               s.goodputBps / 1e9, s.counters.drops);
}

} // namespace

int main()
{
    fmt::print("packet engine benchmark: 16:1 incast at 100 Gb/s, 120 % offered "
               "(targets: >= 10 M events/s, 10 ms simulated in < 1 s)\n");
    run("ECN + PFC + DCQCN", true, true, true, 0.010);
    run("PFC alone", false, true, false, 0.010);
    run("no control", false, false, false, 0.010);
    run("ECN + PFC + DCQCN", true, true, true, 0.100);
    return 0;
}
