#include "core/security/gpu_isolation.h"

#include <algorithm>

namespace ailab::core::security {

namespace {

// The sources of the judgements below.
constexpr const char* kMigGuide =
    "NVIDIA Multi-Instance GPU User Guide, \"Introduction\" (each GPU instance has its own "
    "streaming multiprocessors and its own paths through the memory system: crossbar ports, "
    "L2 cache banks, memory controllers, DRAM)";
constexpr const char* kMigPage =
    "NVIDIA, \"Multi-Instance GPU\" (each instance has dedicated compute, memory and cache, "
    "with guaranteed quality of service and fault isolation)";
constexpr const char* kTimeSlicing =
    "NVIDIA GPU Operator, \"Time-Slicing GPUs in Kubernetes\" (unlike MIG, there is no memory "
    "or fault isolation between replicas; workloads interleave on the GPU)";
constexpr const char* kCourseDedicated =
    "AI Infrastructure Explained, section 08.3 (a dedicated allocation assigns whole "
    "accelerators; the host, its network interfaces and storage remain shared)";

} // namespace

std::string gpuSharingId(GpuSharing sharing)
{
    static const char* const ids[] = {"dedicated", "mig-slice", "time-slicing"};
    return ids[static_cast<std::size_t>(sharing)];
}

std::string isolationAspectId(IsolationAspect aspect)
{
    static const char* const ids[] = {"memory", "compute", "faults", "interference"};
    return ids[static_cast<std::size_t>(aspect)];
}

std::string isolationLevelId(IsolationLevel level)
{
    static const char* const ids[] = {"isolated", "partial", "not-isolated"};
    return ids[static_cast<std::size_t>(level)];
}

const std::vector<SharingIsolation>& gpuIsolationTable()
{
    using L = IsolationLevel;
    static const std::vector<SharingIsolation> table{
        // A whole GPU: its memory and SMs are the tenant's own; a fault of that GPU stays
        // with its job, but the node's host, PCIe, NICs and storage are shared with other
        // tenants on the node, so faults and contention there still cross over.
        {GpuSharing::Dedicated,
         {{{L::Isolated, kCourseDedicated},
           {L::Isolated, kCourseDedicated},
           {L::Partial, kCourseDedicated},
           {L::Partial, kCourseDedicated}}},
         1},
        // A MIG slice: memory and compute partitioned in hardware, faults contained in the
        // instance; contention on the GPU's memory bandwidth isolated, the host's still shared.
        {GpuSharing::MigSlice,
         {{{L::Isolated, kMigGuide},
           {L::Isolated, kMigGuide},
           {L::Isolated, kMigPage},
           {L::Partial, kMigPage}}},
         sched::kMigSlicesPerGpu},
        // Time-slicing: the replicas share one GPU's memory and take turns on its SMs.
        {GpuSharing::TimeSlicing,
         {{{L::NotIsolated, kTimeSlicing},
           {L::NotIsolated, kTimeSlicing},
           {L::NotIsolated, kTimeSlicing},
           {L::NotIsolated, kTimeSlicing}}},
         sched::kMilliPerGpu},
    };
    return table;
}

const SharingIsolation& isolationOf(GpuSharing sharing)
{
    return gpuIsolationTable()[static_cast<std::size_t>(sharing)];
}

GpuSharing sharingOf(const sched::Cluster& cluster, const sched::WorkerAlloc& worker)
{
    if (cluster.spec(worker.node).mig)
        return GpuSharing::MigSlice;
    if (worker.unitsPerGpu >= cluster.unitsPerGpu(worker.node))
        return GpuSharing::Dedicated;
    return GpuSharing::TimeSlicing;
}

std::vector<RunningSharing> sharingOfRunningJobs(const sched::Scheduler& scheduler)
{
    const sched::Cluster& cluster = scheduler.cluster();
    std::vector<RunningSharing> out;
    for (std::size_t index : scheduler.running()) {
        const sched::JobRecord& job = scheduler.jobs()[index];
        RunningSharing r;
        r.job = job.spec.name;
        r.tenant = job.spec.tenant;
        for (const sched::WorkerAlloc& worker : job.placement) {
            r.gpus += double(worker.gpuCount) * worker.unitsPerGpu / cluster.unitsPerGpu(worker.node);
            // The enum's order is the order of isolation, most first.
            r.sharing = std::max(r.sharing, sharingOf(cluster, worker));
        }
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace ailab::core::security
