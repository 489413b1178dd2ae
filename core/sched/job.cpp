#include "core/sched/job.h"

#include "core/error.h"

#include <cmath>

namespace ailab::core::sched {

std::string localityId(Locality locality)
{
    switch (locality) {
    case Locality::None:
        return "none";
    case Locality::SameNode:
        return "node";
    case Locality::SameLeaf:
        return "leaf";
    }
    return "none";
}

Locality parseLocality(const std::string& text, const std::string& field)
{
    for (Locality l : {Locality::None, Locality::SameNode, Locality::SameLeaf}) {
        if (localityId(l) == text)
            return l;
    }
    throw Error("expected a locality none, node or leaf, got \"" + text + "\"", field);
}

double JobSpec::gpuDemand() const
{
    if (gpusPerWorker == 0)
        return 0;
    double perGpu = 1.0;
    if (mig != MigProfile::None)
        perGpu = double(migSlices(mig)) / kMigSlicesPerGpu;
    else if (gpuMilli < kMilliPerGpu)
        perGpu = double(gpuMilli) / kMilliPerGpu;
    return workers * gpusPerWorker * perGpu;
}

void validateJob(const JobSpec& j, const std::string& at)
{
    const auto finite = [](double v) { return std::isfinite(v) && v >= 0; };
    if (j.workers < 1 || j.workers > 4096)
        throw Error("expected 1 to 4096 workers, got " + std::to_string(j.workers),
                    at + "/workers");
    if (j.gpusPerWorker < 0 || j.gpusPerWorker > kMaxGpusPerNode)
        throw Error("expected 0 to 16 GPUs per worker, got " + std::to_string(j.gpusPerWorker),
                    at + "/gpusPerWorker");
    if (j.gpuMilli < 1 || j.gpuMilli > kMilliPerGpu)
        throw Error("expected a GPU share of 1 to 1000 milli-GPU, got " +
                        std::to_string(j.gpuMilli),
                    at + "/gpuMilli");
    if (j.gpuMilli < kMilliPerGpu && j.gpusPerWorker != 1)
        throw Error("a GPU fraction needs exactly one GPU per worker", at + "/gpuMilli");
    if (j.mig != MigProfile::None && (j.gpusPerWorker != 1 || j.gpuMilli < kMilliPerGpu))
        throw Error("a MIG profile takes one GPU per worker and no milli-GPU fraction",
                    at + "/mig");
    if (j.cpuMilliPerWorker < 0)
        throw Error("the CPU cannot be negative", at + "/cpuMilli");
    if (j.memoryMiBPerWorker < 0)
        throw Error("the memory cannot be negative", at + "/memoryMiB");
    if (!finite(j.submitTime))
        throw Error("the submit time must be at least 0", at + "/submitS");
    if (!(std::isfinite(j.runTime) && j.runTime > 0))
        throw Error("the run time must be above 0", at + "/runS");
    if (!finite(j.timeLimit))
        throw Error("the time limit must be at least 0", at + "/limitS");
    if (!finite(j.checkpointInterval))
        throw Error("the checkpoint interval must be at least 0", at + "/checkpointS");
    if (!finite(j.restoreCost))
        throw Error("the restore cost must be at least 0", at + "/restoreS");
    if (j.locality == Locality::SameNode && j.workers * j.gpusPerWorker > kMaxGpusPerNode)
        throw Error("a gang on one node has at most 16 GPUs", at + "/locality");
}

JobDemand demandOf(const JobSpec& j, const Cluster& cluster)
{
    return {.workers = j.workers,
            .gpusPerWorker = j.gpusPerWorker,
            .gpuMilli = j.gpuMilli,
            .mig = j.mig,
            .cpuMilli = j.cpuMilliPerWorker,
            .memoryMiB = j.memoryMiBPerWorker,
            .typeMask = cluster.typeMask(j.gpuTypes),
            .locality = j.locality,
            .localityRequired = j.localityRequired};
}

} // namespace ailab::core::sched
