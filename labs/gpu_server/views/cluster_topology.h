#pragma once

#include "core/models/gpu_server/cluster_builder.h"
#include "labs/common/topology/topology_model.h"

// The cluster's two-tier leaf-spine fabric as a TopologySnapshot: servers under their
// leaves, every leaf to every spine. Large clusters are drawn aggregated: servers as one
// box per leaf, leaves and spines in groups, so the drawing stays readable at 256 servers.
namespace ailab::labs::gpu_server {

// At most this many boxes in a row before boxes stand for groups.
inline constexpr int kMaxDrawnPerRow = 4;

TopologySnapshot clusterTopology(const core::models::gpu_server::ClusterConfig& config,
                                 const core::models::gpu_server::ClusterTotals& totals);

} // namespace ailab::labs::gpu_server
