#pragma once

#include "core/sched/cluster.h"

#include <cstdint>
#include <string>
#include <vector>

// A job as the scheduler sees it (docs/models.md, "GPU scheduling"): a gang of identical
// workers that start together or not at all, each with its GPUs (whole, a milli-GPU
// fraction or a MIG profile), CPU and memory; the user's time limit that backfill plans
// with; checkpoints that bound the work a preemption or a failure loses.
namespace ailab::core::sched {

// Kueue's topology levels: none, the node (one NVLink domain), the leaf switch.
enum class Locality : std::uint8_t { None, SameNode, SameLeaf };
std::string localityId(Locality locality); // "none", "node", "leaf"
Locality parseLocality(const std::string& text, const std::string& field);

struct JobSpec
{
    std::string name;
    std::string tenant = "default";
    int priority = 0;
    int workers = 1;
    int gpusPerWorker = 1;       // 0: a CPU-only job
    int gpuMilli = kMilliPerGpu; // per GPU; below 1000 only for one GPU per worker
    MigProfile mig = MigProfile::None;
    std::int64_t cpuMilliPerWorker = 4000;
    std::int64_t memoryMiBPerWorker = 16384;
    std::vector<std::string> gpuTypes; // allowed types; empty: any
    double submitTime = 0;             // seconds
    double runTime = 3600;             // seconds of work
    double timeLimit = 0;              // the user's limit; 0: the run time
    double checkpointInterval = 0;     // seconds of work between checkpoints; 0: none
    double restoreCost = 0;            // seconds to restore a checkpoint when restarted
    Locality locality = Locality::None;
    bool localityRequired = false; // required, or only preferred
    bool preemptible = true;

    double limit() const { return timeLimit > 0 ? timeLimit : runTime; }
    // GPUs of the whole gang, a fraction counted as its share (a 2g MIG slice as 2/7).
    double gpuDemand() const;
    bool fractional() const
    {
        return gpusPerWorker == 1 && (gpuMilli < kMilliPerGpu || mig != MigProfile::None);
    }
};

// Throws core::Error naming `pointer` + "/<field>" for a job that no cluster could run:
// no workers, a fraction on several GPUs, a MIG profile with a fraction, negative times.
void validateJob(const JobSpec& job, const std::string& pointer);

// A job's demand resolved against one cluster (types as a bit mask), for placement.
struct JobDemand
{
    int workers = 1;
    int gpusPerWorker = 1;
    int gpuMilli = kMilliPerGpu;
    MigProfile mig = MigProfile::None;
    std::int64_t cpuMilli = 0;
    std::int64_t memoryMiB = 0;
    std::uint64_t typeMask = ~std::uint64_t{0};
    Locality locality = Locality::None;
    bool localityRequired = false;
};
JobDemand demandOf(const JobSpec& job, const Cluster& cluster);

} // namespace ailab::core::sched
