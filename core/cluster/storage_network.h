#pragma once

#include "core/cluster/cluster_spec.h"

#include <string>
#include <vector>

// The cluster's networks besides the compute fabric (docs/models.md, "Cluster twin", storage
// and management networks):
// - the storage network: each server's frontend NICs on a storage leaf (servers fill the
//   leaves in order, serversPerLeaf each), the leaf's uplinks to the file system. Storage
//   reads and checkpoint writes go over it, never over the compute fabric; a server gets at
//   most its frontend bandwidth and its share of its leaf's uplinks (the leaf's uplink
//   capacity over its servers: every server reading at once, the case an input pipeline
//   at scale makes), and a job the sum over its servers.
// - the out-of-band management network: each server's BMC port on a management switch. No
//   job's traffic is routed over it.
namespace ailab::core::cluster {

class StorageNetwork
{
public:
    StorageNetwork(const StorageNetworkSpec& storage, const ManagementNetworkSpec& management, int servers);

    int leafCount() const { return int(m_serversOfLeaf.size()); }
    int leafOfServer(int server) const { return server / m_storage.serversPerLeaf; }
    std::string leafName(int leaf) const; // "storage-leaf0"
    // A leaf's uplink capacity (bits per second): its uplinks, or its servers' frontend
    // bandwidth when non-blocking.
    double leafUplinkBitsPerSecond(int leaf) const;
    // The storage bandwidth (bytes per second) a server gets at most, and a job on `servers`.
    double serverBytesPerSecond(int server) const;
    double bytesPerSecond(const std::vector<int>& servers) const;

    int managementSwitchCount() const { return m_managementSwitches; }
    int managementSwitchOfServer(int server) const { return server / m_management.serversPerSwitch; }
    std::string managementSwitchName(int index) const; // "oob-switch0"

private:
    StorageNetworkSpec m_storage;
    ManagementNetworkSpec m_management;
    std::vector<int> m_serversOfLeaf;
    int m_managementSwitches = 0;
};

} // namespace ailab::core::cluster
