#include "core/topo/routing_tables.h"

#include <algorithm>

namespace ailab::core::topo {
namespace {

bool forwards(NodeKind kind)
{
    return kind != NodeKind::Gpu && kind != NodeKind::Memory && kind != NodeKind::Nvme;
}

} // namespace

int RouteContext::distance(NodeId node) const
{
    const int si = (*switchIndex)[node];
    if (si >= 0)
        return switches->distance[si];
    const int server = (*serverOf)[node];
    if (server == destinationServer)
        return table->server.distance[(*localIndex)[node]];
    if (server == sourceServer && sourceTable != nullptr)
        return sourceTable->distance[(*localIndex)[node]];
    return kUnreachable;
}

void Router::Tables::buildIndex(const Graph& graph)
{
    const auto& nodes = graph.nodes();
    const std::size_t n = nodes.size();
    indexedNodes = n;
    indexedLinks = graph.linkCount();
    switchIndex.assign(n, -1);
    localIndex.assign(n, -1);
    transit.assign(n, 0);
    serverOf.assign(n, -1);
    switchNodes.clear();
    int servers = 0;
    for (NodeId v = 0; v < n; ++v) {
        transit[v] = forwards(nodes[v].kind) ? 1 : 0;
        serverOf[v] = nodes[v].server;
        if (nodes[v].server < 0) {
            switchIndex[v] = static_cast<int>(switchNodes.size());
            switchNodes.push_back(v);
        } else {
            servers = std::max(servers, nodes[v].server + 1);
        }
    }

    // Nodes of each server, in id order.
    serverFirst.assign(static_cast<std::size_t>(servers) + 1, 0);
    for (const Node& node : nodes)
        if (node.server >= 0)
            ++serverFirst[node.server + 1];
    for (int s = 0; s < servers; ++s)
        serverFirst[s + 1] += serverFirst[s];
    serverNodes.assign(serverFirst[servers], kNoNode);
    {
        std::vector<std::uint32_t> fill(serverFirst.begin(), serverFirst.end() - 1);
        for (NodeId v = 0; v < n; ++v) {
            const int s = nodes[v].server;
            if (s < 0)
                continue;
            localIndex[v] = static_cast<int>(fill[s] - serverFirst[s]);
            serverNodes[fill[s]++] = v;
        }
    }

    // Border links (server node to switch) and internal links, per server.
    borderFirst.assign(static_cast<std::size_t>(servers) + 1, 0);
    internalFirst.assign(static_cast<std::size_t>(servers) + 1, 0);
    borders.clear();
    internalLinks.clear();
    for (int s = 0; s < servers; ++s) {
        borderFirst[s] = static_cast<std::uint32_t>(borders.size());
        internalFirst[s] = static_cast<std::uint32_t>(internalLinks.size());
        for (std::uint32_t i = serverFirst[s]; i < serverFirst[s + 1]; ++i) {
            const NodeId v = serverNodes[i];
            for (const Adjacency& adj : graph.neighbours(v)) {
                if (switchIndex[adj.other] >= 0)
                    borders.push_back({adj.link, v, adj.other});
                else if (nodes[adj.other].server == s && graph.links()[adj.link].a == v)
                    internalLinks.push_back(adj.link);
            }
        }
    }
    borderFirst[servers] = static_cast<std::uint32_t>(borders.size());
    internalFirst[servers] = static_cast<std::uint32_t>(internalLinks.size());

    // Switch-to-switch adjacency in the graph's order.
    switchAdjFirst.assign(switchNodes.size() + 1, 0);
    switchAdj.clear();
    for (std::size_t i = 0; i < switchNodes.size(); ++i) {
        switchAdjFirst[i] = static_cast<std::uint32_t>(switchAdj.size());
        for (const Adjacency& adj : graph.neighbours(switchNodes[i]))
            if (switchIndex[adj.other] >= 0)
                switchAdj.push_back(adj);
    }
    switchAdjFirst[switchNodes.size()] = static_cast<std::uint32_t>(switchAdj.size());
    // Fold parallel links: each neighbour once, in the order it first appears.
    switchPeerFirst.assign(switchNodes.size() + 1, 0);
    switchPeers.clear();
    peerLinkFirst.clear();
    peerLinks.clear();
    std::vector<std::vector<LinkId>> linksTo;
    std::vector<int> slotOf(graph.nodeCount(), -1);
    for (std::size_t i = 0; i < switchNodes.size(); ++i) {
        switchPeerFirst[i] = static_cast<std::uint32_t>(switchPeers.size());
        const std::size_t first = switchPeers.size();
        for (std::uint32_t k = switchAdjFirst[i]; k < switchAdjFirst[i + 1]; ++k) {
            const Adjacency& adj = switchAdj[k];
            if (slotOf[adj.other] < 0) {
                slotOf[adj.other] = static_cast<int>(switchPeers.size() - first);
                switchPeers.push_back(adj.other);
                linksTo.emplace_back();
            }
            linksTo[first + slotOf[adj.other]].push_back(adj.link);
        }
        for (std::size_t j = first; j < switchPeers.size(); ++j)
            slotOf[switchPeers[j]] = -1;
    }
    switchPeerFirst[switchNodes.size()] = static_cast<std::uint32_t>(switchPeers.size());
    for (const std::vector<LinkId>& links : linksTo) {
        peerLinkFirst.push_back(static_cast<std::uint32_t>(peerLinks.size()));
        peerLinks.insert(peerLinks.end(), links.begin(), links.end());
    }
    peerLinkFirst.push_back(static_cast<std::uint32_t>(peerLinks.size()));
    clearRoutes(graph);
}

void Router::Tables::clearRoutes(const Graph& graph)
{
    linkUsable.resize(graph.linkCount());
    for (LinkId l = 0; l < linkUsable.size(); ++l)
        linkUsable[l] = graph.usable(l) ? 1 : 0;
    peerUsable.assign(switchPeers.size(), 0);
    for (std::size_t j = 0; j < switchPeers.size(); ++j) {
        for (std::uint32_t k = peerLinkFirst[j]; k < peerLinkFirst[j + 1]; ++k)
            peerUsable[j] = peerUsable[j] || linkUsable[peerLinks[k]];
    }
    switchTables.clear();
    tableByEntries.clear();
    destinationIndex.assign(indexedNodes, -1);
    destinations.clear();
    sourceTables.clear();
}

RouteContext Router::Tables::context(const Graph& graph, NodeId source, NodeId destination)
{
    RouteContext ctx;
    ctx.source = source;
    ctx.destination = destination;
    ctx.destinationServer = serverOf[destination];
    const std::uint32_t d = destinationTable(graph, destination);
    const std::uint32_t tableId = destinations[d].switchTable;
    const int sourceServer = serverOf[source];
    if (sourceServer >= 0 && sourceServer != ctx.destinationServer) {
        ctx.sourceServer = sourceServer;
        ctx.sourceTable = &sourceTables[sourceTable(graph, sourceServer, tableId)];
    }
    ctx.table = &destinations[d];
    ctx.switches = &switchTables[tableId];
    ctx.switchIndex = &switchIndex;
    ctx.localIndex = &localIndex;
    ctx.serverOf = &serverOf;
    return ctx;
}

// Exact BFS from the destination over the switches and the destination's server; nodes
// that do not forward get a distance but are not expanded.
std::uint32_t Router::Tables::destinationTable(const Graph& graph, NodeId destination)
{
    if (destinationIndex[destination] >= 0)
        return static_cast<std::uint32_t>(destinationIndex[destination]);
    const int server = serverOf[destination];
    switchScratch.assign(switchNodes.size(), kUnreachable);
    serverScratch.assign(server >= 0 ? serverFirst[server + 1] - serverFirst[server] : 0,
                         kUnreachable);
    const auto dist = [&](NodeId v) -> int& {
        const int si = switchIndex[v];
        return si >= 0 ? switchScratch[si] : serverScratch[localIndex[v]];
    };
    queue.clear();
    dist(destination) = 0;
    queue.push_back(destination);
    const auto reach = [&](NodeId w, int d) {
        int& dw = dist(w);
        if (dw == kUnreachable) {
            dw = d;
            queue.push_back(w);
        }
    };
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const NodeId u = queue[head];
        if (u != destination && !transit[u])
            continue;
        const int next = dist(u) + 1;
        const int si = switchIndex[u];
        if (si >= 0) {
            for (std::uint32_t j = switchPeerFirst[si]; j < switchPeerFirst[si + 1]; ++j)
                if (peerUsable[j])
                    reach(switchPeers[j], next);
            if (server >= 0)
                for (const Border& b : bordersOf(server))
                    if (b.outside == u && linkUsable[b.link])
                        reach(b.inside, next);
        } else {
            for (const Adjacency& adj : graph.neighbours(u))
                if ((switchIndex[adj.other] >= 0 || serverOf[adj.other] == server) &&
                    linkUsable[adj.link])
                    reach(adj.other, next);
        }
    }

    // The switches where a shortest path enters the destination's server, with their
    // distances, identify the switches' part of the table.
    std::vector<std::pair<int, int>> entries;
    if (server < 0) {
        entries.emplace_back(switchIndex[destination], 0);
    } else {
        for (const Border& b : bordersOf(server)) {
            const int si = switchIndex[b.outside];
            const int inside = serverScratch[localIndex[b.inside]];
            if (linkUsable[b.link] && (b.inside == destination || transit[b.inside]) &&
                inside + 1 == switchScratch[si])
                entries.emplace_back(si, switchScratch[si]);
        }
        std::sort(entries.begin(), entries.end());
        entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    }
    DestinationTable table;
    const auto found = tableByEntries.find(entries);
    if (found != tableByEntries.end()) {
        table.switchTable = found->second;
    } else {
        table.switchTable = switchTable();
        for (const auto& [si, d] : entries)
            switchTables[table.switchTable].entry[si] = 1;
        tableByEntries.emplace(entries, table.switchTable);
    }
    const SwitchTable& st = switchTables[table.switchTable];
    if (server >= 0) {
        table.server.distance = serverScratch;
        fillServerHops(graph, server, st, destination, table.server);
        // An entry switch's hops: down into the server, then any equal-cost way round.
        for (const auto& [si, d] : entries) {
            table.entrySwitches.push_back(si);
            table.entryFirst.push_back(static_cast<std::uint32_t>(table.entryHops.size()));
            for (const Border& b : bordersOf(server))
                if (switchIndex[b.outside] == si &&
                    (b.inside == destination || transit[b.inside]) &&
                    table.server.distance[localIndex[b.inside]] == d - 1 && linkUsable[b.link])
                    table.entryHops.push_back(b.link);
            table.entryHops.insert(table.entryHops.end(), st.hops.begin() + st.first[si],
                                   st.hops.begin() + st.first[si + 1]);
        }
        table.entryFirst.push_back(static_cast<std::uint32_t>(table.entryHops.size()));
    }
    destinationIndex[destination] = static_cast<std::int32_t>(destinations.size());
    destinations.push_back(std::move(table));
    return static_cast<std::uint32_t>(destinations.size() - 1);
}

// A new switch table from the distances in switchScratch: every switch's next hops.
std::uint32_t Router::Tables::switchTable()
{
    SwitchTable t;
    t.distance = switchScratch;
    const std::size_t count = switchNodes.size();
    t.entry.assign(count, 0);
    t.sourceTable.assign(serverFirst.size() - 1, -1);
    t.first.assign(count + 1, 0);
    for (std::size_t i = 0; i < count; ++i) {
        t.first[i] = static_cast<std::uint32_t>(t.hops.size());
        const int d = t.distance[i];
        if (d <= 0 || d >= kUnreachable)
            continue;
        for (std::uint32_t k = switchAdjFirst[i]; k < switchAdjFirst[i + 1]; ++k) {
            const Adjacency& adj = switchAdj[k];
            const int dx = t.distance[switchIndex[adj.other]];
            // Distance 0 only at a switch that is the destination, which need not forward.
            if (dx == d - 1 && (dx == 0 || transit[adj.other]) && linkUsable[adj.link])
                t.hops.push_back(adj.link);
        }
    }
    t.first[count] = static_cast<std::uint32_t>(t.hops.size());
    switchTables.push_back(std::move(t));
    return static_cast<std::uint32_t>(switchTables.size() - 1);
}

// Distances of a source server's nodes: from its border links, then along its internal
// links (a server holds a handful of nodes, so relaxing until nothing changes is cheap).
std::uint32_t Router::Tables::sourceTable(const Graph& graph, int server, std::uint32_t table)
{
    if (const std::int32_t known = switchTables[table].sourceTable[server]; known >= 0)
        return static_cast<std::uint32_t>(known);
    SwitchTable& st = switchTables[table];
    ServerTable t;
    t.distance.assign(serverFirst[server + 1] - serverFirst[server], kUnreachable);
    std::vector<int>& d = t.distance;
    for (const Border& b : bordersOf(server)) {
        const int outside = st.distance[switchIndex[b.outside]];
        if (outside < kUnreachable && transit[b.outside] && linkUsable[b.link])
            d[localIndex[b.inside]] = std::min(d[localIndex[b.inside]], outside + 1);
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (std::uint32_t i = internalFirst[server]; i < internalFirst[server + 1]; ++i) {
            const Link& l = graph.links()[internalLinks[i]];
            if (!linkUsable[internalLinks[i]])
                continue;
            int& da = d[localIndex[l.a]];
            int& db = d[localIndex[l.b]];
            if (transit[l.b] && db + 1 < da) {
                da = db + 1;
                changed = true;
            }
            if (transit[l.a] && da + 1 < db) {
                db = da + 1;
                changed = true;
            }
        }
    }
    fillServerHops(graph, server, st, kNoNode, t);
    sourceTables.push_back(std::move(t));
    const auto index = static_cast<std::uint32_t>(sourceTables.size() - 1);
    st.sourceTable[server] = static_cast<std::int32_t>(index);
    return index;
}

// Next hops of every node of `server` from the distances in t (its own) and the switches'.
void Router::Tables::fillServerHops(const Graph& graph, int server, const SwitchTable& switches,
                                    NodeId destination, ServerTable& t) const
{
    const std::uint32_t count = serverFirst[server + 1] - serverFirst[server];
    t.first.assign(count + 1, 0);
    t.hops.clear();
    const auto distance = [&](NodeId v) {
        const int si = switchIndex[v];
        if (si >= 0)
            return switches.distance[si];
        return serverOf[v] == server ? t.distance[localIndex[v]] : kUnreachable;
    };
    for (std::uint32_t i = 0; i < count; ++i) {
        t.first[i] = static_cast<std::uint32_t>(t.hops.size());
        const NodeId v = serverNodes[serverFirst[server] + i];
        const int d = t.distance[i];
        if (d <= 0 || d >= kUnreachable)
            continue;
        for (const Adjacency& adj : graph.neighbours(v))
            if ((adj.other == destination || transit[adj.other]) && distance(adj.other) == d - 1 &&
                linkUsable[adj.link])
                t.hops.push_back(adj.link);
    }
    t.first[count] = static_cast<std::uint32_t>(t.hops.size());
}

std::span<const LinkId> Router::Tables::hops(const RouteContext& ctx, NodeId at) const
{
    const int si = switchIndex[at];
    if (si >= 0) {
        const SwitchTable& t = *ctx.switches;
        if (t.entry[si] && ctx.destinationServer >= 0) {
            const DestinationTable& dt = *ctx.table;
            const auto it = std::lower_bound(dt.entrySwitches.begin(), dt.entrySwitches.end(), si);
            const auto k = static_cast<std::size_t>(it - dt.entrySwitches.begin());
            return {dt.entryHops.data() + dt.entryFirst[k],
                    dt.entryHops.data() + dt.entryFirst[k + 1]};
        }
        return {t.hops.data() + t.first[si], t.hops.data() + t.first[si + 1]};
    }
    const int server = serverOf[at];
    const ServerTable* t = nullptr;
    if (server == ctx.destinationServer)
        t = &ctx.table->server;
    else if (server == ctx.sourceServer)
        t = ctx.sourceTable;
    if (t == nullptr)
        return {};
    const int i = localIndex[at];
    return {t->hops.data() + t->first[i], t->hops.data() + t->first[i + 1]};
}

} // namespace ailab::core::topo
