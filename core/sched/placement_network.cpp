#include "core/sched/placement_network.h"

#include "core/error.h"

#include <map>
#include <set>

namespace ailab::core::sched {

std::vector<NodeSpec> nodesOnFabric(const topo::Fabric& fabric, const std::string& gpuType,
                                    std::int64_t cpuMilli, std::int64_t memoryMiB)
{
    if (fabric.config.gpusPerServer > kMaxGpusPerNode)
        throw Error("a scheduler node has at most 16 GPUs", "gpusPerServer");
    std::vector<NodeSpec> nodes;
    for (int s = 0; s < fabric.serverCount(); ++s) {
        nodes.push_back({.name = "server" + std::to_string(s),
                         .gpuType = gpuType,
                         .gpus = fabric.config.gpusPerServer,
                         .cpuMilli = cpuMilli,
                         .memoryMiB = memoryMiB,
                         .leaf = std::size_t(s) < fabric.leafOfServer.size()
                                     ? fabric.leafOfServer[std::size_t(s)]
                                     : 0});
    }
    return nodes;
}

PlacementAllReduce allReduceOnPlacement(const topo::Fabric& fabric,
                                        const std::vector<WorkerAlloc>& placement, double bytes,
                                        collective::Algorithm algorithm)
{
    collective::CollectiveRequest request;
    request.op = collective::CollectiveOp::AllReduce;
    request.algorithm = algorithm;
    request.bytes = bytes;
    std::set<int> leaves;
    std::map<int, int> gpusOnServer;
    for (const WorkerAlloc& w : placement) {
        if (w.node < 0 || w.node >= fabric.serverCount())
            throw Error("worker on node " + std::to_string(w.node) + ", not a server of the fabric",
                        "placement");
        for (const std::uint8_t g : w.gpuIndices()) {
            if (g >= fabric.config.gpusPerServer)
                throw Error("GPU " + std::to_string(g) + " is not in the fabric's server",
                            "placement");
            request.rankGpus.push_back(fabric.gpu(w.node, g));
        }
        gpusOnServer[w.node] += int(w.gpuIndices().size());
        if (std::size_t(w.node) < fabric.leafOfServer.size())
            leaves.insert(fabric.leafOfServer[std::size_t(w.node)]);
    }
    PlacementAllReduce out;
    out.ranks = int(request.rankGpus.size());
    out.nodes = int(gpusOnServer.size());
    out.leaves = int(leaves.size());
    if (algorithm == collective::Algorithm::Hierarchical) {
        for (const auto& serverGpus : gpusOnServer) {
            if (serverGpus.second != gpusOnServer.begin()->second)
                request.algorithm = collective::Algorithm::Ring;
        }
    }
    out.algorithm = request.algorithm;
    if (out.ranks < 2)
        return out;
    topo::Router router(fabric.graph);
    const collective::CollectiveResult r = collective::runCollective(fabric, router, request);
    out.seconds = r.simulatedSeconds;
    out.closedFormSeconds = r.closedFormSeconds;
    out.busbwBytesPerSecond = r.busbwBytesPerSecond;
    return out;
}

} // namespace ailab::core::sched
