#pragma once

#include "core/train/memory_model.h"
#include "core/train/memory_placement.h"
#include "labs/common/widgets/explainer_panel.h"

#include <QString>

namespace ailab::core {
class Error;
}
namespace ailab::labs {
class MetricTile;
class SummaryChart;
} // namespace ailab::labs

// How the memory explorer shows the core's figures: tiles, the tier chart and the
// explainer. Formatting only; every figure comes from core/train.
namespace ailab::labs::gpu_server::memory_texts {

// "112", "GB" or "4.59", "TB": the value with a decimal prefix that keeps it readable.
QString bytesValue(double bytes);
QString bytesUnit(double bytes);
QString bytesText(double bytes); // "112 GB"

void showBytes(MetricTile* tile, double bytes, const QString& detail);
void showStatus(MetricTile* tile, const core::train::Placement& placement);
void showSpillTime(MetricTile* tile, const core::train::Placement& placement);
void showTierChart(SummaryChart* chart, const core::train::Placement& placement);

QString statusText(core::train::PlacementStatus status);
QString pressureText(double pressure, double capacityBytes);
QString spillDetail(const core::train::Placement& placement);
QString recomputeDetail(core::train::Recomputation recompute);
QString modelError(const core::Error& error);

ExplainerContent explainer(const core::train::Placement& placement,
                           const core::train::TrainingMemory& memory,
                           const core::train::ModelShape& shape, bool fromModel);

} // namespace ailab::labs::gpu_server::memory_texts
