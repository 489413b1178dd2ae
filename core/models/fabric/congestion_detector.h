#pragma once

#include "core/net/flow_engine.h"
#include "core/topo/graph.h"

#include <span>
#include <vector>

// What tells fabric congestion from a host's own limit (docs/models.md, "Fabric lab
// model"): a switch egress port that is saturated and holds some flow below the rate the
// flow would get if only the hosts' ports (NICs, NVLink, PCIe) limited it. A host port
// serving several of its own flows is the host's limit, not congestion. The fabric lab's
// live run and its step replay judge their flows with the same detector.
namespace ailab::core::models::fabric {

class CongestionDetector
{
public:
    // The graph must outlive the detector.
    explicit CongestionDetector(const topo::Graph& graph);

    bool isNetworkChannel(topo::ChannelId channel) const { return m_network[channel]; }
    // The busiest network channel's load / capacity; `loads` indexed by channel, in b/s.
    double peakNetworkUtilisation(std::span<const double> loads) const;
    // The saturated switch egress channels that hold some active flow of `engine` below its
    // uncontended rate, for the engine's current rates and `loads` (its channelLoadBps()).
    std::vector<topo::ChannelId> congestedChannels(const net::FlowEngine& engine,
                                                   std::span<const double> loads) const;

private:
    bool isSwitchEgress(topo::ChannelId channel) const;

    const topo::Graph& m_graph;
    std::vector<bool> m_network;
    std::vector<double> m_hostCapacities; // switch egress unlimited: the uncontended rates
};

} // namespace ailab::core::models::fabric
