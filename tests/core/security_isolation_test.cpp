// GPU sharing's isolation (core/security/gpu_isolation.h) on the scheduler's cluster, and the
// five defence layers mapped to the evaluator's checks (core/security/defence_layers.h).
#include "core/sched/cluster.h"
#include "core/sched/scheduler.h"
#include "core/sim/simulation.h"
#include "core/security/defence_layers.h"
#include "core/security/gpu_isolation.h"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::security;

namespace {

IsolationLevel level(GpuSharing sharing, IsolationAspect aspect)
{
    return isolationOf(sharing).aspects[static_cast<std::size_t>(aspect)].level;
}

} // namespace

TEST_CASE("security: what each way of sharing a GPU isolates, with its source", "[security]")
{
    using A = IsolationAspect;
    using L = IsolationLevel;
    REQUIRE(gpuIsolationTable().size() == 3);
    // NVIDIA's MIG guide: memory, compute and faults are the instance's own.
    CHECK(level(GpuSharing::MigSlice, A::Memory) == L::Isolated);
    CHECK(level(GpuSharing::MigSlice, A::Compute) == L::Isolated);
    CHECK(level(GpuSharing::MigSlice, A::Faults) == L::Isolated);
    // The GPU Operator's time-slicing: no memory or fault isolation between replicas.
    for (A aspect : {A::Memory, A::Compute, A::Faults, A::Interference})
        CHECK(level(GpuSharing::TimeSlicing, aspect) == L::NotIsolated);
    // A dedicated GPU still shares its host with the node's other tenants.
    CHECK(level(GpuSharing::Dedicated, A::Memory) == L::Isolated);
    CHECK(level(GpuSharing::Dedicated, A::Interference) == L::Partial);
    for (const SharingIsolation& row : gpuIsolationTable())
        for (const IsolationJudgement& j : row.aspects)
            CHECK_FALSE(j.source.empty());
    // No way of sharing isolates more than a dedicated GPU does, aspect by aspect, except
    // MIG's faults, which stay inside the instance.
    CHECK(isolationOf(GpuSharing::MigSlice).tenantsPerGpu == sched::kMigSlicesPerGpu);
    CHECK(isolationOf(GpuSharing::Dedicated).tenantsPerGpu == 1);
}

TEST_CASE("security: how a scheduler's worker shares its GPUs", "[security]")
{
    sched::NodeSpec plain{"n0", "h100-sxm", 8, 64000, 512000, 0, false};
    sched::NodeSpec mig{"n1", "h100-sxm", 8, 64000, 512000, 0, true};
    const sched::Cluster cluster({plain, mig});

    sched::WorkerAlloc whole;
    whole.node = 0;
    whole.unitsPerGpu = sched::kMilliPerGpu;
    whole.gpuCount = 2;
    CHECK(sharingOf(cluster, whole) == GpuSharing::Dedicated);

    sched::WorkerAlloc half = whole;
    half.unitsPerGpu = sched::kMilliPerGpu / 2;
    half.gpuCount = 1;
    CHECK(sharingOf(cluster, half) == GpuSharing::TimeSlicing);

    sched::WorkerAlloc slice;
    slice.node = 1;
    slice.unitsPerGpu = 2; // a 2g instance
    slice.gpuCount = 1;
    CHECK(sharingOf(cluster, slice) == GpuSharing::MigSlice);
}

TEST_CASE("security: how the scheduler's running jobs share their GPUs", "[security]")
{
    sched::NodeSpec plain{"n0", "h100-sxm", 8, 128000, 1 << 20, 0, false};
    sched::NodeSpec mig{"n1", "h100-sxm", 8, 128000, 1 << 20, 0, true};
    sim::Simulation sim;
    sched::Scheduler scheduler(sim, sched::Cluster({plain, mig}), sched::SchedulerConfig{});
    auto job = [](const std::string& name, int gpus) {
        sched::JobSpec j;
        j.name = name;
        j.gpusPerWorker = gpus;
        j.cpuMilliPerWorker = 1000;
        j.memoryMiBPerWorker = 1024;
        return j;
    };
    sched::JobSpec whole = job("train", 4);
    sched::JobSpec half = job("notebook", 1);
    half.gpuMilli = sched::kMilliPerGpu / 2;
    sched::JobSpec slice = job("serve", 1);
    slice.mig = sched::MigProfile::TwoG;
    scheduler.submitAll({whole, half, slice});
    sim.runUntil(1.0);

    const std::vector<RunningSharing> running = sharingOfRunningJobs(scheduler);
    REQUIRE(running.size() == 3);
    for (const RunningSharing& r : running) {
        INFO(r.job);
        if (r.job == "train") {
            CHECK(r.sharing == GpuSharing::Dedicated);
            CHECK(r.gpus == Approx(4.0));
        } else if (r.job == "notebook") {
            CHECK(r.sharing == GpuSharing::TimeSlicing);
            CHECK(r.gpus == Approx(0.5));
        } else {
            CHECK(r.sharing == GpuSharing::MigSlice);
            CHECK(r.gpus == Approx(2.0 / 7.0));
        }
    }
}

TEST_CASE("security: the five defence layers map to the evaluator's checks", "[security]")
{
    const std::vector<DefenceLayer>& layers = defenceLayers();
    REQUIRE(layers.size() == 5);
    for (std::size_t i = 0; i < layers.size(); ++i)
        CHECK(layers[i].number == int(i) + 1);
    CHECK(layers[0].checks() == std::vector<CheckId>{CheckId::Identity, CheckId::Role,
                                                     CheckId::Resource});
    CHECK(layers[1].checks() == std::vector<CheckId>{CheckId::Admission});
    CHECK(layers[2].checks() == std::vector<CheckId>{CheckId::Network});
    CHECK(layers[3].checks() == std::vector<CheckId>{CheckId::Resource});
    CHECK(layers[4].checks() == std::vector<CheckId>{CheckId::Network, CheckId::Resource});
    // Every check belongs to a layer; the controls no check models are said to be so.
    for (CheckId check : allChecks())
        CHECK_FALSE(layersOfCheck(check).empty());
    CHECK(layersOfCheck(CheckId::Admission) == std::vector<int>{2});
    const auto unmodelled = std::count_if(
        layers[4].controls.begin(), layers[4].controls.end(),
        [](const LayerControl& c) { return c.checks.empty(); });
    CHECK(unmodelled == 4);
}
