#pragma once

#include "core/topo/intra_node.h"
#include "core/topo/server_builder.h"

#include <vector>

// The ring all-reduce over every GPU of one server, on the routes of its graph
// (topo::findRoute): the alpha-beta closed form (alpha_beta.h) at the bottleneck the ring's
// hops leave each other once they share channels.
namespace ailab::core::collective {

// One hop of the ring: rank i sends its chunks to rank i+1 along `route`.
struct RingEdge
{
    int fromRank = 0;
    int toRank = 0;
    topo::Route route;
    double effectiveBytesPerSecond = 0.0; // after sharing channels with the other hops
};

// Ring all-reduce over every GPU of the server, in GPU order (docs/models.md, Intra-node
// routes and all-reduce):
//   t = 2(p-1) alpha + 2(p-1)/p n / B  (Thakur et al. 2005)
// where B is the slowest hop's bandwidth once the hops that share a channel split it, and
// alpha the slowest hop's latency. Each rank sends 2(p-1)/p n bytes.
struct AllReduceEstimate
{
    topo::GpuFabric fabric = topo::GpuFabric::PcieOnly;
    int ranks = 0;
    double bytes = 0.0;
    double bottleneckBytesPerSecond = 0.0; // B
    double alphaSeconds = 0.0;             // alpha
    double seconds = 0.0;
    double bytesPerRank = 0.0;
    double busBandwidth = 0.0; // nccl-tests busbw: n / t x 2(p-1)/p
    int slowestEdge = 0;       // the ring hop that sets B
    std::vector<RingEdge> edges;
    // Bytes each channel of the graph carries during the whole all-reduce, and the share of
    // its capacity in use while the ring moves at B.
    std::vector<double> channelBytes;
    std::vector<double> channelUtilisation;
};

AllReduceEstimate ringAllReduce(const topo::ServerGraph& server, double bytes);

} // namespace ailab::core::collective
