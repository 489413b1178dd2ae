// All-reduce at cluster scale on both engines of runCollective (docs/models.md,
// Collectives): 1 GB, 400 Gb/s, 1 us per network link, one NIC per GPU. Each case runs in
// a child process of its own so that its peak memory is its own; prints wall time, peak
// memory, flows, the flows the fast path put on the flow engine and the simulated time of
// each engine. The per-flow engine's large cases take minutes: they run with --all.
// Prints figures only; it never fails on time.
#include "bench_support.h"
#include "core/collective/collective_run.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fmt/format.h>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

extern char** environ;

using namespace ailab::core;
using Clock = std::chrono::steady_clock;

namespace {

struct BenchCase
{
    const char* name;
    const char* text;
    int servers;
    int gpus;
    int leaves;
    int spines;
    int uplinks;
    collective::Algorithm algorithm;
    topo::EcmpMode ecmp;
    bool large; // the per-flow engine runs only with --all
};

const BenchCase kCases[] = {
    {"hier-16k", "hierarchical, 2,048 servers x 8 GPUs, 64 leaves, 32 spines, 8 uplinks, hash",
     2048, 8, 64, 32, 8, collective::Algorithm::Hierarchical, topo::EcmpMode::Hash, true},
    {"ring-16k", "ring, 16,384 ranks, 2,048 x 8, 64 leaves, 32 spines, 1 uplink, hash", 2048, 8, 64,
     32, 1, collective::Algorithm::Ring, topo::EcmpMode::Hash, true},
    {"hier-1k", "hierarchical, 128 servers x 8 GPUs, 8 leaves, 16 spines, 8 uplinks, hash", 128, 8,
     8, 16, 8, collective::Algorithm::Hierarchical, topo::EcmpMode::Hash, false},
    {"hier-1k-spray", "the same with ideal spraying", 128, 8, 8, 16, 8,
     collective::Algorithm::Hierarchical, topo::EcmpMode::Spray, false},
    {"ring-1k", "ring, 1,024 servers x 1 GPU, 64 leaves, 16 spines, 1 uplink, hash", 1024, 1, 64,
     16, 1, collective::Algorithm::Ring, topo::EcmpMode::Hash, false},
};

int runCase(const BenchCase& c, collective::CollectiveEngine engine)
{
    topo::FabricConfig config;
    config.servers = c.servers;
    config.gpusPerServer = c.gpus;
    config.nicsPerServer = c.gpus;
    config.leaves = c.leaves;
    config.spines = c.spines;
    config.uplinksPerLeafSpine = c.uplinks;
    config.nicRate = units::BitRate::gigabitsPerSecond(400);
    config.uplinkRate = config.nicRate;
    config.networkLinkLatency = units::Seconds::microseconds(1);
    const topo::Fabric fabric = topo::buildFabric(config);
    topo::Router router(fabric.graph);
    collective::CollectiveRequest request;
    request.algorithm = c.algorithm;
    request.bytes = 1e9;
    request.ecmp = c.ecmp;
    request.engine = engine;
    const Clock::time_point start = Clock::now();
    const double cpuStart = ailab::bench::threadCpuSeconds();
    const collective::CollectiveResult r = collective::runCollective(fabric, router, request);
    const double cpu = ailab::bench::threadCpuSeconds() - cpuStart;
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    fmt::print("  {:9} {:8.3f} s wall {:8.3f} s cpu {:6.0f} MB peak {:>10} flows {:>10} on the "
               "flow engine {:>6} ranks in delay lines, simulated {:.12f} s ({:a})\n",
               r.fastPath ? "fast path" : "per-flow", wall, cpu, usage.ru_maxrss / 1024.0,
               r.flowCount, r.flowEngineFlowCount, r.delayLineRanks, r.simulatedSeconds,
               r.simulatedSeconds);
    std::fflush(stdout);
    return 0;
}

// Runs this program again on one case and engine, so that the case's memory is its own.
void spawnCase(const char* self, const BenchCase& c, const char* engine)
{
    std::vector<std::string> args{self, "--case", c.name, engine};
    std::vector<char*> argv;
    for (std::string& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    if (posix_spawn(&pid, self, nullptr, nullptr, argv.data(), environ) != 0) {
        fmt::print("  cannot run {}\n", self);
        return;
    }
    int status = 0;
    waitpid(pid, &status, 0);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc == 4 && std::strcmp(argv[1], "--case") == 0) {
        for (const BenchCase& c : kCases) {
            if (std::strcmp(c.name, argv[2]) == 0)
                return runCase(c, collective::parseCollectiveEngine(argv[3]));
        }
        return 1;
    }
    const bool all = argc > 1 && std::strcmp(argv[1], "--all") == 0;
    fmt::print("all-reduce of 1 GB at 400 Gb/s, 1 us per link (targets: hier-16k 1 s and 500 MB, "
               "ring-16k 2 s, spraying within 2x of hashing, ring-1k 0.16 s)\n");
    for (const BenchCase& c : kCases) {
        fmt::print("{}: {}\n", c.name, c.text);
        std::fflush(stdout);
        spawnCase(argv[0], c, "auto");
        if (all || !c.large)
            spawnCase(argv[0], c, "per-flow");
    }
    return 0;
}
