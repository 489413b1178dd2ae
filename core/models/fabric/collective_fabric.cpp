#include "core/models/fabric/collective_fabric.h"

#include "core/topo/routing.h"

#include <algorithm>

namespace ailab::core::models::fabric {

topo::FabricConfig collectiveFabric(int servers, int gpusPerServer, int nicGbps)
{
    topo::FabricConfig c;
    c.servers = servers;
    c.gpusPerServer = gpusPerServer;
    c.nicsPerServer = gpusPerServer;
    c.leaves = std::clamp(servers / 4, 1, 64);
    c.spines = std::clamp(c.leaves, 2, 16);
    const int downlinks = (servers / c.leaves) * c.nicsPerServer;
    c.uplinksPerLeafSpine = std::max(1, (downlinks + c.spines - 1) / c.spines);
    c.nicRate = units::BitRate::gigabitsPerSecond(nicGbps);
    c.uplinkRate = c.nicRate;
    return c;
}

collective::CollectiveResult recordedRingAllReduce(int ranks, double bytes, int nicGbps)
{
    collective::CollectiveRequest request;
    request.algorithm = collective::Algorithm::Ring;
    request.bytes = bytes;
    request.recordSteps = true;
    const topo::Fabric fabric = topo::buildFabric(collectiveFabric(ranks, 1, nicGbps));
    topo::Router router(fabric.graph);
    return collective::runCollective(fabric, router, request);
}

} // namespace ailab::core::models::fabric
