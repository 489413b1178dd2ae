#pragma once

#include "core/sched/cluster.h"
#include "core/sched/scheduler.h"

#include <array>
#include <string>
#include <vector>

// GPU sharing between tenants (course section 08.3, "GPU Isolation and Multi-Tenant AI
// Clusters"): a dedicated GPU, a MIG slice (hardware partitioning on a GPU that supports it)
// and time-slicing (software sharing), and what each isolates: memory, compute, faults and
// performance interference, each judgement with its source. The scheduler's cluster
// (core/sched) gives a worker whole GPUs, a fraction of a GPU, or MIG slices on a MIG node;
// sharingOf() names which of the three that is.
namespace ailab::core::security {

enum class GpuSharing : unsigned char { Dedicated, MigSlice, TimeSlicing };
std::string gpuSharingId(GpuSharing sharing); // "dedicated", "mig-slice", "time-slicing"

enum class IsolationAspect : unsigned char { Memory, Compute, Faults, Interference };
inline constexpr int kIsolationAspects = 4;
std::string isolationAspectId(IsolationAspect aspect); // "memory", "compute", "faults",
                                                       // "interference"

enum class IsolationLevel : unsigned char { Isolated, Partial, NotIsolated };
std::string isolationLevelId(IsolationLevel level); // "isolated", "partial", "not-isolated"

struct IsolationJudgement
{
    IsolationLevel level = IsolationLevel::NotIsolated;
    std::string source; // the document that says so, by title and section
};

struct SharingIsolation
{
    GpuSharing sharing = GpuSharing::Dedicated;
    std::array<IsolationJudgement, kIsolationAspects> aspects; // by IsolationAspect
    // How many tenants one GPU can hold this way on the scheduler's cluster: 1 dedicated,
    // sched::kMigSlicesPerGpu MIG slices, and time-slicing as finely as the cluster divides
    // a GPU (sched::kMilliPerGpu); the isolation does not grow with the count.
    int tenantsPerGpu = 1;
};

// The three ways, in the order above.
const std::vector<SharingIsolation>& gpuIsolationTable();
const SharingIsolation& isolationOf(GpuSharing sharing);

// How a worker placed by the scheduler shares its GPUs: MIG slices on a MIG node, whole GPUs
// (all of each GPU's units) dedicated, a fraction of a GPU time-sliced.
GpuSharing sharingOf(const sched::Cluster& cluster, const sched::WorkerAlloc& worker);

// A running job of the scheduler and how it shares its GPUs: the least isolated way any of its
// workers does (time-slicing before a MIG slice before a dedicated GPU).
struct RunningSharing
{
    std::string job;
    std::string tenant;
    double gpus = 0; // its share in GPUs (a half GPU counts 0.5, a 2g MIG slice 2/7)
    GpuSharing sharing = GpuSharing::Dedicated;
};

// The scheduler's running jobs in the order they started (Scheduler::running()).
std::vector<RunningSharing> sharingOfRunningJobs(const sched::Scheduler& scheduler);

} // namespace ailab::core::security
