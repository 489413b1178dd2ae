#pragma once

#include "core/collective/collective_run.h"
#include "core/sched/cluster.h"
#include "core/topo/fabric_builder.h"

#include <string>
#include <vector>

// What a placement means for the network (docs/models.md, "GPU scheduling"): the cluster's
// nodes are the fabric's servers (node i is server i, on the leaf the fabric builder gave
// it), and a data-parallel job's all-reduce runs on the GPUs the scheduler gave it, as flows
// on the fabric's flow engine (core/collective), so a job packed on one leaf and a job
// spread over leaves of an oversubscribed fabric take different times.
namespace ailab::core::sched {

// The fabric's servers as scheduler nodes: `gpuType`, the fabric's GPUs per server, and
// `cpuMilli`, `memoryMiB` each; named "server<i>" as the fabric names them.
std::vector<NodeSpec> nodesOnFabric(const topo::Fabric& fabric, const std::string& gpuType,
                                    std::int64_t cpuMilli, std::int64_t memoryMiB);

struct PlacementAllReduce
{
    int ranks = 0;
    int nodes = 0;  // distinct servers
    int leaves = 0; // distinct leaves
    double seconds = 0;
    double closedFormSeconds = 0;
    double busbwBytesPerSecond = 0;
    collective::Algorithm algorithm = collective::Algorithm::Ring; // the one that ran
};

// Every GPU of `placement` holds one rank, in placement order. Hierarchical (NCCL's way of
// using every NIC of a server: inside each server over NVLink, one ring per local GPU, so
// per NIC, across the servers) needs the same number of the job's GPUs on every server it
// uses; a placement with unequal counts runs the ring, and `algorithm` says which ran. Throws
// core::Error naming "placement" when a worker's node or GPU is not in the fabric.
PlacementAllReduce
allReduceOnPlacement(const topo::Fabric& fabric, const std::vector<WorkerAlloc>& placement,
                     double bytes, collective::Algorithm algorithm = collective::Algorithm::Ring);

} // namespace ailab::core::sched
