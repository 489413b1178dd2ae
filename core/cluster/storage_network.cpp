#include "core/cluster/storage_network.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::cluster {

StorageNetwork::StorageNetwork(const StorageNetworkSpec& storage, const ManagementNetworkSpec& management,
                               int servers)
    : m_storage(storage), m_management(management)
{
    for (int first = 0; first < servers; first += m_storage.serversPerLeaf)
        m_serversOfLeaf.push_back(std::min(m_storage.serversPerLeaf, servers - first));
    m_managementSwitches = (servers + m_management.serversPerSwitch - 1) / m_management.serversPerSwitch;
}

std::string StorageNetwork::leafName(int leaf) const
{
    return fmt::format("storage-leaf{}", leaf);
}

std::string StorageNetwork::managementSwitchName(int index) const
{
    return fmt::format("oob-switch{}", index);
}

double StorageNetwork::leafUplinkBitsPerSecond(int leaf) const
{
    const int servers = m_serversOfLeaf.at(std::size_t(leaf));
    if (m_storage.uplinksPerLeaf == 0)
        return servers * m_storage.frontendGbps * 1e9;
    return m_storage.uplinksPerLeaf * m_storage.uplinkGbps * 1e9;
}

double StorageNetwork::serverBytesPerSecond(int server) const
{
    const int leaf = leafOfServer(server);
    const double share = leafUplinkBitsPerSecond(leaf) / m_serversOfLeaf.at(std::size_t(leaf));
    return std::min(m_storage.frontendGbps * 1e9, share) / 8.0;
}

double StorageNetwork::bytesPerSecond(const std::vector<int>& servers) const
{
    double total = 0;
    for (int server : servers)
        total += serverBytesPerSecond(server);
    return total;
}

} // namespace ailab::core::cluster
