#pragma once

#include "core/topo/server_builder.h"

#include <string>
#include <vector>

// Transfers inside one server on its graph (server_builder.h): the route a GPU-to-GPU copy
// takes, its bottleneck bandwidth and latency. The ring all-reduce over these routes is in
// core/collective/server_all_reduce.h.
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

// The same server rebuilt with another GPU fabric (the lab's comparison).
ServerGraph withFabric(const ServerSpec& spec, GpuFabric fabric);

} // namespace ailab::core::topo
