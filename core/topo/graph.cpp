#include "core/topo/graph.h"

#include "core/error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ailab::core::topo {

std::string nodeKindId(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Gpu: return "gpu";
    case NodeKind::Cpu: return "cpu";
    case NodeKind::Memory: return "memory";
    case NodeKind::PcieSwitch: return "pcie-switch";
    case NodeKind::NvSwitch: return "nvswitch";
    case NodeKind::Nic: return "nic";
    case NodeKind::Nvme: return "nvme";
    case NodeKind::Leaf: return "leaf";
    case NodeKind::Spine: return "spine";
    case NodeKind::SuperSpine: return "super-spine";
    }
    return "unknown";
}

std::string linkKindId(LinkKind kind)
{
    switch (kind) {
    case LinkKind::NvLink: return "nvlink";
    case LinkKind::Pcie: return "pcie";
    case LinkKind::MemoryBus: return "memory-bus";
    case LinkKind::CpuLink: return "cpu-link";
    case LinkKind::Network: return "network";
    }
    return "unknown";
}

NodeId Graph::addNode(Node node)
{
    if (node.name.empty())
        throw Error("a graph node needs a name");
    if (m_byName.contains(node.name))
        throw Error(fmt::format("two graph nodes are named '{}'", node.name));
    const auto id = static_cast<NodeId>(m_nodes.size());
    m_byName.emplace(node.name, id);
    m_nodes.push_back(std::move(node));
    m_adjacency.emplace_back();
    return id;
}

LinkId Graph::addLink(NodeId a, NodeId b, units::BitRate capacity, units::Seconds latency,
                      LinkKind kind)
{
    if (a >= m_nodes.size() || b >= m_nodes.size())
        throw Error("a link names a node that is not in the graph");
    if (a == b)
        throw Error(fmt::format("a link from '{}' to itself", m_nodes[a].name));
    if (!(capacity.inBitsPerSecond() > 0))
        throw Error(fmt::format("the link {} - {} needs a capacity above zero", m_nodes[a].name,
                                m_nodes[b].name));
    if (!(latency.inSeconds() >= 0))
        throw Error(fmt::format("the link {} - {} has a negative latency", m_nodes[a].name,
                                m_nodes[b].name));
    const auto id = static_cast<LinkId>(m_links.size());
    m_links.push_back(Link{a, b, capacity, latency, kind, true});
    m_adjacency[a].push_back({id, b});
    m_adjacency[b].push_back({id, a});
    return id;
}

NodeId Graph::findNode(std::string_view name) const
{
    const auto it = m_byName.find(std::string(name));
    return it == m_byName.end() ? kNoNode : it->second;
}

std::vector<NodeId> Graph::nodesOfKind(NodeKind kind) const
{
    std::vector<NodeId> found;
    for (NodeId id = 0; id < m_nodes.size(); ++id)
        if (m_nodes[id].kind == kind)
            found.push_back(id);
    return found;
}

std::span<const Adjacency> Graph::neighbours(NodeId id) const
{
    return m_adjacency.at(id);
}

ChannelId Graph::channelFrom(LinkId link, NodeId from) const
{
    const Link& l = m_links.at(link);
    if (from == l.a)
        return channel(link, 0);
    if (from == l.b)
        return channel(link, 1);
    throw Error(fmt::format("node '{}' is not an end of link {}", m_nodes.at(from).name, link));
}

NodeId Graph::channelSource(ChannelId channel) const
{
    const Link& l = m_links.at(channel / 2);
    return channel % 2 == 0 ? l.a : l.b;
}

NodeId Graph::channelTarget(ChannelId channel) const
{
    const Link& l = m_links.at(channel / 2);
    return channel % 2 == 0 ? l.b : l.a;
}

void Graph::setLinkUp(LinkId id, bool up)
{
    m_links.at(id).up = up;
    ++m_stateVersion;
}

void Graph::setLinkCapacity(LinkId id, units::BitRate capacity)
{
    if (!(capacity.inBitsPerSecond() > 0) || !std::isfinite(capacity.inBitsPerSecond()))
        throw Error(fmt::format("a link's capacity must be above zero, got {} b/s", capacity.inBitsPerSecond()),
                    "capacity");
    m_links.at(id).capacity = capacity;
}

void Graph::setNodeUp(NodeId id, bool up)
{
    m_nodes.at(id).up = up;
    ++m_stateVersion;
}

bool Graph::usable(LinkId id) const
{
    const Link& l = m_links.at(id);
    return l.up && m_nodes[l.a].up && m_nodes[l.b].up;
}

void Graph::restoreAll()
{
    for (Node& n : m_nodes)
        n.up = true;
    for (Link& l : m_links)
        l.up = true;
    ++m_stateVersion;
}

units::Seconds Graph::latency(std::span<const ChannelId> path) const
{
    double seconds = 0.0;
    for (ChannelId c : path)
        seconds += m_links.at(c / 2).latency.inSeconds();
    return units::Seconds::seconds(seconds);
}

units::BitRate Graph::bottleneck(std::span<const ChannelId> path) const
{
    double bps = path.empty() ? 0.0 : std::numeric_limits<double>::infinity();
    for (ChannelId c : path)
        bps = std::min(bps, m_links.at(c / 2).capacity.inBitsPerSecond());
    return units::BitRate::bitsPerSecond(bps);
}

} // namespace ailab::core::topo
