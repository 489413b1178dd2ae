#include "core/train/memory_placement.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::train {

std::vector<MemoryTier> defaultTiers(double hbmBytes, double hbmBandwidthBps, int nvmeDrives)
{
    if (nvmeDrives < 1)
        throw Error("at least one NVMe drive is needed", "/tiers/nvme_drives");
    return {
        {.id = "hbm",
         .name = "GPU HBM",
         .capacityBytes = hbmBytes,
         .bandwidthBps = hbmBandwidthBps,
         .source = "catalog: NVIDIA H100 Tensor Core GPU datasheet (2023); capacity: AI "
                   "Infrastructure Explained, Lab 02 memory explorer"},
        {.id = "dram",
         .name = "Host DRAM",
         .capacityBytes = 512e9,
         .bandwidthBps = 64e9,
         .source = "capacity: AI Infrastructure Explained, Lab 02 memory explorer; PCIe 5.0 x16 to "
                   "the GPU (PCI-SIG PCIe 5.0 base specification: 32 GT/s per lane)"},
        {.id = "nvme",
         .name = "NVMe",
         .capacityBytes = 4e12,
         .bandwidthBps = 7e9 * nvmeDrives,
         .source =
             "capacity: AI Infrastructure Explained, Lab 02 memory explorer; 7 GB/s sequential "
             "read per PCIe 4.0 x4 drive (Samsung 990 PRO datasheet: 7,450 MB/s)"},
    };
}

Placement placeWorkingSet(double workingSetBytes, const std::vector<MemoryTier>& tiers)
{
    if (!(workingSetBytes >= 0) || !std::isfinite(workingSetBytes))
        throw Error("the working set must be zero or more bytes", "/model/working_set_bytes");
    if (tiers.empty())
        throw Error("at least one memory tier is needed", "/tiers");
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        if (!(tiers[i].capacityBytes > 0) || !(tiers[i].bandwidthBps > 0))
            throw Error(fmt::format("tier {} needs a positive capacity and bandwidth", tiers[i].id),
                        fmt::format("/tiers/{}", i));
    }
    Placement placement;
    placement.workingSetBytes = workingSetBytes;
    double remaining = workingSetBytes;
    int lastUsed = 0;
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        TierShare share;
        share.tier = tiers[i];
        share.placedBytes = std::min(remaining, tiers[i].capacityBytes);
        share.pressure = share.placedBytes / tiers[i].capacityBytes;
        remaining -= share.placedBytes;
        if (i == 0) {
            placement.hbmPassSeconds = share.placedBytes / tiers[i].bandwidthBps;
        } else {
            share.moveSeconds = share.placedBytes / tiers[i].bandwidthBps;
            placement.spilledBytes += share.placedBytes;
            placement.spillSeconds += share.moveSeconds;
        }
        if (share.placedBytes > 0)
            lastUsed = int(i);
        placement.tiers.push_back(share);
    }
    placement.unplacedBytes = remaining;
    if (remaining > 0)
        placement.status = PlacementStatus::DoesNotFit;
    else if (lastUsed == 0)
        placement.status = PlacementStatus::FitsInHbm;
    else if (lastUsed == 1)
        placement.status = PlacementStatus::SpillsToDram;
    else
        placement.status = PlacementStatus::SpillsToNvme;
    return placement;
}

} // namespace ailab::core::train
