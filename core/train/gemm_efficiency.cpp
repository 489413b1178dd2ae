#include "core/train/gemm_efficiency.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::train {

int streamingMultiprocessors(std::string_view gpuId)
{
    if (gpuId == "a100-sxm-80")
        return 108;
    if (gpuId == "h100-sxm" || gpuId == "h200-sxm")
        return 132;
    if (gpuId == "h100-pcie")
        return 114;
    return 0;
}

double maximumAchievableShare(std::string_view gpuId)
{
    if (gpuId == "a100-sxm-80")
        return 267.9 / 312.0;
    if (gpuId == "h200-sxm")
        return 794.5 / 989.0;
    return 792.1 / 989.0; // H100 SXM, and the Hopper parts without a measurement
}

GemmEfficiency gemmEfficiency(std::string_view gpuId, double m, double n, double batch)
{
    GemmEfficiency e;
    e.achieved = maximumAchievableShare(gpuId);
    if (!(m > 0) || !(n > 0) || !(batch > 0))
        return e;
    const double tilesM = std::ceil(m / kGemmTileM);
    const double tilesN = std::ceil(n / kGemmTileN);
    e.tile = (m * n) / (tilesM * kGemmTileM * tilesN * kGemmTileN);
    const int sms = std::max(1, streamingMultiprocessors(gpuId));
    const double tiles = tilesM * tilesN * batch;
    const double waves = std::ceil(tiles / sms);
    e.wave = tiles / (waves * sms);
    return e;
}

} // namespace ailab::core::train
