#include "core/collective/server_all_reduce.h"

#include "core/collective/alpha_beta.h"
#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ailab::core::collective {

namespace {

double channelBytesPerSecond(const topo::Graph& graph, topo::ChannelId c)
{
    return graph.channelCapacityBps(c) / 8.0;
}

} // namespace

AllReduceEstimate ringAllReduce(const topo::ServerGraph& server, double bytes)
{
    if (!(bytes >= 0.0) || !std::isfinite(bytes))
        throw Error("the all-reduce size must be a number of at least 0 bytes",
                    "/model/allReduceBytes");
    const topo::Graph& g = server.graph;
    AllReduceEstimate out;
    out.fabric = server.spec.fabric;
    out.ranks = int(server.gpus.size());
    out.bytes = bytes;
    out.channelBytes.assign(g.channelCount(), 0.0);
    out.channelUtilisation.assign(g.channelCount(), 0.0);
    const int p = out.ranks;
    if (p < 2)
        return out;

    // Share of each hop's data on each channel: a stripe carries its bandwidth's share.
    std::vector<double> load(g.channelCount(), 0.0);
    for (int r = 0; r < p; ++r) {
        RingEdge edge;
        edge.fromRank = r;
        edge.toRank = (r + 1) % p;
        edge.route = topo::findRoute(g, server.gpus[r], server.gpus[edge.toRank]);
        for (const topo::Path& path : edge.route.paths) {
            const double share =
                g.bottleneck(path).inBitsPerSecond() / 8.0 / edge.route.bytesPerSecond;
            for (topo::ChannelId c : path)
                load[c] += share;
        }
        out.edges.push_back(std::move(edge));
    }
    // A hop moves at the pace of its most loaded channel: B_e = 1 / max_c (L_c / C_c).
    out.bottleneckBytesPerSecond = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < out.edges.size(); ++i) {
        RingEdge& edge = out.edges[i];
        double worst = 0.0;
        for (const topo::Path& path : edge.route.paths) {
            for (topo::ChannelId c : path)
                worst = std::max(worst, load[c] / channelBytesPerSecond(g, c));
        }
        edge.effectiveBytesPerSecond = 1.0 / worst;
        if (edge.effectiveBytesPerSecond < out.bottleneckBytesPerSecond) {
            out.bottleneckBytesPerSecond = edge.effectiveBytesPerSecond;
            out.slowestEdge = int(i);
        }
        out.alphaSeconds = std::max(out.alphaSeconds, edge.route.latencySeconds);
    }
    out.seconds = ringAllReduceSeconds(p, bytes, out.bottleneckBytesPerSecond, out.alphaSeconds);
    out.bytesPerRank = ringAllReduceBytesPerRank(p, bytes);
    out.busBandwidth = busBandwidth(CollectiveOp::AllReduce, p, bytes, out.seconds);
    for (std::size_t c = 0; c < load.size(); ++c) {
        out.channelBytes[c] = load[c] * out.bytesPerRank;
        out.channelUtilisation[c] =
            load[c] * out.bottleneckBytesPerSecond / channelBytesPerSecond(g, topo::ChannelId(c));
    }
    return out;
}

} // namespace ailab::core::collective
