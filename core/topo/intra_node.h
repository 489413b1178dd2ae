#pragma once

#include "core/topo/server_builder.h"

#include <string>
#include <vector>

// Transfers inside one server on its graph (server_builder.h): the route a GPU-to-GPU copy
// takes, its bottleneck bandwidth and latency, and the intra-node ring all-reduce from the
// alpha-beta model (core/collective/alpha_beta.h) over the bottleneck of the ring's routes.
namespace ailab::core::topo {

// A transfer's route: one path, or several equal-latency paths used together (a GPU
// stripes a copy over its links to every NVSwitch chip).
struct Route
{
    NodeId from = kNoNode;
    NodeId to = kNoNode;
    std::vector<Path> paths;
    double bytesPerSecond = 0.0; // bottleneck of one path, or the sum over disjoint stripes
    double latencySeconds = 0.0; // latency of the slowest stripe
    bool viaHost = false;        // crosses a CPU root complex
    bool viaSocketLink = false;  // crosses the link between sockets
    bool nvlink = false;         // every hop is NVLink

    // Latency plus bytes over the bottleneck: alpha + n / B.
    double seconds(double bytes) const;
    // Node names along each path, e.g. {"gpu1", "pcie-sw0", "cpu0", "cpu1", ...}.
    std::vector<std::vector<std::string>> nodeNames(const Graph& graph) const;
};

// The shortest-latency route from `from` to `to` that does not pass through another GPU,
// NIC, NVMe drive or DRAM (they do not forward). Throws core::Error when there is none.
Route findRoute(const Graph& graph, NodeId from, NodeId to);

// One hop of the ring: rank i sends its chunks to rank i+1 along `route`.
struct RingEdge
{
    int fromRank = 0;
    int toRank = 0;
    Route route;
    double effectiveBytesPerSecond = 0.0; // after sharing channels with the other hops
};

// Ring all-reduce over every GPU of the server, in GPU order (docs/models.md, Intra-node
// routes and all-reduce):
//   t = 2(p-1) alpha + 2(p-1)/p n / B  (Thakur et al. 2005)
// where B is the slowest hop's bandwidth once the hops that share a channel split it, and
// alpha the slowest hop's latency. Each rank sends 2(p-1)/p n bytes.
struct AllReduceEstimate
{
    GpuFabric fabric = GpuFabric::PcieOnly;
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

AllReduceEstimate ringAllReduce(const ServerGraph& server, double bytes);

// The same server rebuilt with another GPU fabric (the lab's comparison).
ServerGraph withFabric(const ServerSpec& spec, GpuFabric fabric);

} // namespace ailab::core::topo
