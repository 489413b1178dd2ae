#include "core/storage/storage_network.h"

#include "core/error.h"
#include "core/net/flow_engine.h"

#include <algorithm>

namespace ailab::core::storage {

topo::FabricConfig defaultStorageFabric(int servers)
{
    topo::FabricConfig f;
    f.shape = topo::FabricShape::LeafSpine;
    f.servers = servers;
    f.leaves = std::max(1, (servers + 7) / 8);
    f.spines = 2;
    return f;
}

StorageNetwork::StorageNetwork(topo::FabricConfig fabric, int dataServers,
                               std::vector<int> nodesPerJob)
    : m_dataServers(dataServers)
    , m_nodesPerJob(std::move(nodesPerJob))
{
    if (dataServers < 1)
        throw Error("expected at least one data server", "dataServers");
    for (const int nodes : m_nodesPerJob) {
        m_firstServer.push_back(m_clients);
        m_clients += nodes;
    }
    fabric.servers = m_clients + dataServers;
    fabric.gpusPerServer = 1;
    fabric.nicsPerServer = 1;
    topo::validateFabricConfig(fabric);
    m_fabric = topo::buildFabric(fabric);
    m_router = std::make_unique<topo::Router>(m_fabric.graph);
}

StorageNetwork::~StorageNetwork() = default;

int StorageNetwork::clientServer(int job, int node) const
{
    return m_firstServer.at(std::size_t(job)) + node;
}

std::vector<double> StorageNetwork::jobCaps()
{
    const topo::Graph& g = m_fabric.graph;
    std::vector<topo::Path> paths;
    std::vector<int> jobOf;
    for (std::size_t j = 0; j < m_nodesPerJob.size(); ++j) {
        for (int n = 0; n < m_nodesPerJob[j]; ++n) {
            const topo::NodeId client = m_fabric.nics[std::size_t(clientServer(int(j), n))];
            for (int d = 0; d < m_dataServers; ++d) {
                const topo::NodeId server = m_fabric.nics[std::size_t(dataServer(d))];
                // Data flows from the data server to the client.
                topo::FiveTuple tuple;
                tuple.sourceIp = topo::nicAddress(g, server);
                tuple.destinationIp = topo::nicAddress(g, client);
                tuple.sourcePort =
                    std::uint16_t(49152 + (j * 977 + std::size_t(n) * 31 + d) % 16384);
                const auto path = m_router->route(server, client, tuple, 0);
                if (!path)
                    continue; // unreachable: no share
                paths.push_back(*path);
                jobOf.push_back(int(j));
            }
        }
    }
    std::vector<double> capacities(g.channelCount());
    for (std::size_t c = 0; c < capacities.size(); ++c)
        capacities[c] = g.channelCapacityBps(topo::ChannelId(c));
    const std::vector<double> rates = net::maxMinFairRates(capacities, paths);
    std::vector<double> caps(m_nodesPerJob.size(), 0.0);
    for (std::size_t f = 0; f < rates.size(); ++f)
        caps[std::size_t(jobOf[f])] += rates[f] / 8.0; // bits to bytes
    return caps;
}

} // namespace ailab::core::storage
