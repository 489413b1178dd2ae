#pragma once

#include <string>
#include <vector>

// A working set placed over the memory tiers a GPU can reach, nearest first: its own HBM,
// host DRAM across PCIe, then NVMe. What does not fit in HBM must cross a slower link every
// time the GPU needs it; the model counts one crossing per pass (say, per training step)
// with no overlap of transfer and compute, which is what a pass costs at worst.
namespace ailab::core::train {

struct MemoryTier
{
    std::string id; // "hbm", "dram", "nvme"
    std::string name;
    double capacityBytes = 0;
    double bandwidthBps = 0; // to the GPU's compute, bytes per second
    std::string source;      // where the capacity and bandwidth come from
};

// The seed's tiers (Lab 02 memory explorer: HBM 80 GB, host DRAM 512 GB, NVMe 4 TB) with
// bandwidths: HBM from the catalog's H100 SXM (3.35 TB/s); DRAM reaches the GPU over one
// PCIe 5.0 x16 link, 32 GT/s x 16 lanes x 128/130 = 63 GB/s a direction (PCI-SIG PCIe 5.0
// base specification), rounded to 64 GB/s as usually quoted; NVMe at 7 GB/s per drive
// (a PCIe 4.0 x4 drive's sequential read, e.g. Samsung 990 PRO datasheet: 7,450 MB/s).
std::vector<MemoryTier> defaultTiers(double hbmBytes = 80e9, double hbmBandwidthBps = 3.35e12,
                                     int nvmeDrives = 1);

enum class PlacementStatus { FitsInHbm, SpillsToDram, SpillsToNvme, DoesNotFit };

struct TierShare
{
    MemoryTier tier;
    double placedBytes = 0;
    double pressure = 0;    // placed / capacity, 0..1
    double moveSeconds = 0; // time to bring what lies here to the GPU once (0 for HBM)
};

struct Placement
{
    double workingSetBytes = 0;
    std::vector<TierShare> tiers;
    double unplacedBytes = 0; // larger than every tier together
    PlacementStatus status = PlacementStatus::FitsInHbm;
    double spilledBytes = 0;   // everything outside HBM
    double spillSeconds = 0;   // sum of the tiers' moveSeconds
    double hbmPassSeconds = 0; // reading what sits in HBM once at HBM bandwidth
    // (hbm pass + spill) / hbm pass: how much longer a pass over the working set takes.
    double slowdown() const
    {
        return hbmPassSeconds > 0 ? (hbmPassSeconds + spillSeconds) / hbmPassSeconds : 1.0;
    }
    bool fitsInHbm() const { return status == PlacementStatus::FitsInHbm; }
};

// Fills the tiers nearest first. Throws core::Error for a negative working set
// ("/model/working_set_bytes") or a tier without capacity or bandwidth ("/tiers/<i>").
Placement placeWorkingSet(double workingSetBytes, const std::vector<MemoryTier>& tiers);

} // namespace ailab::core::train
