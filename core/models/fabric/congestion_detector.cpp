#include "core/models/fabric/congestion_detector.h"

#include "core/models/fabric/fabric_status.h"

#include <algorithm>

namespace ailab::core::models::fabric {

namespace {
// A capacity no flow can reach: the solver wants finite capacities.
constexpr double kUnlimitedBps = 1e18;

bool isSwitch(topo::NodeKind kind)
{
    return kind == topo::NodeKind::Leaf || kind == topo::NodeKind::Spine ||
           kind == topo::NodeKind::SuperSpine;
}
} // namespace

CongestionDetector::CongestionDetector(const topo::Graph& graph)
    : m_graph(graph)
{
    m_network.assign(graph.channelCount(), false);
    for (topo::LinkId l = 0; l < graph.linkCount(); ++l) {
        if (graph.link(l).kind == topo::LinkKind::Network) {
            m_network[topo::Graph::channel(l, 0)] = true;
            m_network[topo::Graph::channel(l, 1)] = true;
        }
    }
    // Uncontended rates come from the same solver with only the hosts' ports as limits.
    m_hostCapacities.assign(graph.channelCount(), 0.0);
    for (topo::ChannelId c = 0; c < graph.channelCount(); ++c)
        m_hostCapacities[c] = isSwitchEgress(c) ? kUnlimitedBps : graph.channelCapacityBps(c);
}

bool CongestionDetector::isSwitchEgress(topo::ChannelId channel) const
{
    return m_network[channel] && isSwitch(m_graph.node(m_graph.channelSource(channel)).kind);
}

double CongestionDetector::peakNetworkUtilisation(std::span<const double> loads) const
{
    double peak = 0.0;
    for (topo::ChannelId c = 0; c < loads.size() && c < m_network.size(); ++c) {
        if (m_network[c] && loads[c] > 0.0)
            peak = std::max(peak, loads[c] / m_graph.channelCapacityBps(c));
    }
    return peak;
}

std::vector<topo::ChannelId> CongestionDetector::congestedChannels(
    const net::FlowEngine& engine, std::span<const double> loads) const
{
    std::vector<topo::ChannelId> congested;
    if (peakNetworkUtilisation(loads) < kSaturatedLinkLoad)
        return congested;
    const std::vector<net::FlowId> active = engine.activeFlows();
    std::vector<topo::Path> paths;
    paths.reserve(active.size());
    for (net::FlowId id : active)
        paths.push_back(engine.path(id));
    const std::vector<double> uncontended = net::maxMinFairRates(m_hostCapacities, paths);
    std::vector<bool> holdsBack(m_graph.channelCount(), false);
    for (std::size_t i = 0; i < active.size(); ++i) {
        if (engine.rateBps(active[i]) >= kSaturatedLinkLoad * uncontended[i])
            continue;
        for (topo::ChannelId c : paths[i])
            holdsBack[c] = true;
    }
    for (topo::ChannelId c = 0; c < holdsBack.size(); ++c) {
        // A switch's egress port where flows queue for each other.
        if (holdsBack[c] && isSwitchEgress(c) && c < loads.size() &&
            loads[c] / m_graph.channelCapacityBps(c) >= kSaturatedLinkLoad)
            congested.push_back(c);
    }
    return congested;
}

} // namespace ailab::core::models::fabric
