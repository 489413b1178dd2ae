#pragma once

#include "core/topo/fabric_builder.h"
#include "core/topo/routing.h"

#include <memory>
#include <vector>

// The storage network as a fabric (docs/models.md, Storage network): the jobs' client
// servers and the tier's data servers hang off one leaf-spine fabric from core/topo's
// fabric builder, clients first, job by job, then the data servers. A job reads from every
// data server (its files are striped over them): one flow from each of its nodes' NICs to
// each data server's NIC, routed with ECMP. The max-min fair rates of all these flows over
// the fabric's channels (core/net's maxMinFairRates, the flow engine's solver) give each job
// its share of the network: its cap in the input pipeline. A failed link or switch reroutes
// the flows, and the shares follow.
namespace ailab::core::storage {

class StorageNetwork
{
public:
    // `fabric.servers` is replaced by the clients plus the data servers; one NIC a server.
    // Throws core::Error naming the fabric's field for an impossible fabric.
    StorageNetwork(topo::FabricConfig fabric, int dataServers, std::vector<int> nodesPerJob);
    ~StorageNetwork();

    const topo::Fabric& fabric() const { return m_fabric; }
    // Links fail and recover through the graph; jobCaps() follows.
    topo::Graph& graph() { return m_fabric.graph; }
    // The server index of a job's node and of a data server.
    int clientServer(int job, int node) const;
    int dataServer(int index) const { return m_clients + index; }

    // Each job's share of the network in bytes per second.
    std::vector<double> jobCaps();

private:
    topo::Fabric m_fabric;
    std::unique_ptr<topo::Router> m_router;
    int m_dataServers = 0;
    int m_clients = 0;
    std::vector<int> m_nodesPerJob;
    std::vector<int> m_firstServer;
};

// A leaf-spine fabric for `servers` (a teaching default: 400 Gb/s NICs and uplinks, one leaf
// per 8 servers, two spines).
topo::FabricConfig defaultStorageFabric(int servers);

} // namespace ailab::core::storage
