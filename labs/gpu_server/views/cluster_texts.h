#pragma once

#include "core/models/gpu_server/cluster_builder.h"
#include "labs/common/widgets/explainer_panel.h"

namespace ailab::labs {
class MetricTile;
}

// How the cluster builder shows the core's figures: tiles and the explainer. Formatting
// only; every figure comes from core/models/gpu_server/cluster_builder.
namespace ailab::labs::gpu_server::cluster_texts {

struct Tiles
{
    MetricTile* gpus = nullptr;
    MetricTile* hbm = nullptr;
    MetricTile* nics = nullptr;
    MetricTile* power = nullptr;
    MetricTile* fabric = nullptr;
    MetricTile* allReduce = nullptr;
};
void showTiles(const Tiles& tiles, const core::models::gpu_server::ClusterConfig& config,
               const core::models::gpu_server::ClusterTotals& totals);
ExplainerContent explainer(const core::models::gpu_server::ClusterConfig& config,
                           const core::models::gpu_server::ClusterTotals& totals);

} // namespace ailab::labs::gpu_server::cluster_texts
