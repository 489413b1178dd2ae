#pragma once

#include "core/hw/roofline.h"
#include "labs/common/widgets/explainer_panel.h"

#include <QString>
#include <QStringList>

namespace ailab::labs {
class MetricTile;
}

// How the roofline panel shows the core's figures. Formatting only; every figure comes
// from core/hw/roofline.
namespace ailab::labs::gpu_server::roofline_texts {

void showRoofTiles(MetricTile* peak, MetricTile* bandwidth, MetricTile* ridge,
                   const core::hw::Roof& roof);
QString kernelName(const core::hw::Kernel& kernel);
QString ridgeShort(const core::hw::Roof& roof);
QString ridgeHover(const core::hw::Roof& roof);
// Kernel, shape, work, traffic, intensity, attainable, bound by.
QStringList kernelRow(const core::hw::KernelPlacement& placement);
ExplainerContent explainer(const core::hw::Roof& roof, const core::hw::GpuSpec& gpu);

} // namespace ailab::labs::gpu_server::roofline_texts
