#include "core/models/gpu_server/cluster_builder.h"

#include "core/collective/alpha_beta.h"
#include "core/error.h"
#include "core/hw/catalog.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::models::gpu_server {

namespace {
const hw::GpuSpec& gpuOf(const ClusterConfig& config)
{
    const hw::GpuSpec* gpu = hw::findGpu(config.gpuId);
    if (!gpu)
        throw Error(fmt::format("unknown GPU \"{}\"", config.gpuId), "/model/gpu");
    return *gpu;
}

int ceilDiv(int a, int b)
{
    return (a + b - 1) / b;
}
} // namespace

void validate(const ClusterConfig& config)
{
    if (config.servers < 1 || config.servers > 100000)
        throw Error("servers must be between 1 and 100,000", "/model/servers");
    if (config.gpusPerServer < 1 || config.gpusPerServer > 64)
        throw Error("GPUs per server must be between 1 and 64", "/model/gpus_per_server");
    if (!(config.hbmPerGpuGB > 0))
        throw Error("HBM per GPU must be positive", "/model/hbm_per_gpu_gb");
    if (config.nicsPerServer < 1 || config.nicsPerServer > 64)
        throw Error("NICs per server must be between 1 and 64", "/model/nics_per_server");
    if (!(config.teachingWattsPerGpu >= 0))
        throw Error("watts per GPU must not be negative", "/model/teaching_watts_per_gpu");
    if (config.switchRadix < 4 || config.switchRadix % 2 != 0)
        throw Error("the switch radix must be an even number of at least 4 ports",
                    "/model/switch_radix");
    if (config.nicsPerServer > config.switchRadix / 2)
        throw Error("a server's NICs must fit on the server-facing half of one leaf",
                    "/model/nics_per_server");
    if (!(config.nicGbps > 0))
        throw Error("the NIC rate must be positive", "/model/nic_gbps");
    if (!(config.gradientBytes >= 0) || !std::isfinite(config.gradientBytes))
        throw Error("the gradient size must be zero or more bytes", "/model/gradient_bytes");
    if (!(config.nvlinkAlphaSeconds >= 0) || !(config.nicAlphaSeconds >= 0))
        throw Error("latencies must not be negative", "/model/nic_alpha_seconds");
    gpuOf(config);
}

LeafSpine leafSpineFor(int servers, int nicsPerServer, int switchRadix)
{
    LeafSpine fabric;
    const int down = switchRadix / 2;
    fabric.serversPerLeaf = std::max(1, down / nicsPerServer);
    fabric.leaves = ceilDiv(servers, fabric.serversPerLeaf);
    if (fabric.leaves > 1) {
        fabric.uplinks = servers * nicsPerServer;
        fabric.spines = std::max(2, ceilDiv(fabric.uplinks, switchRadix));
    }
    // Each spine needs at least one port per leaf.
    fabric.twoTierFits = fabric.leaves <= switchRadix;
    return fabric;
}

AllReduceTraffic allReduceTraffic(const ClusterConfig& config)
{
    const hw::GpuSpec& gpu = gpuOf(config);
    AllReduceTraffic traffic;
    const int p = config.servers * config.gpusPerServer;
    const double s = config.gradientBytes;
    traffic.ranks = p;
    traffic.bytesPerRank = collective::ringAllReduceBytesPerRank(p, s);
    traffic.totalBytes = p * traffic.bytesPerRank;
    traffic.networkBytes = config.servers > 1 ? config.servers * traffic.bytesPerRank : 0.0;
    // NVLink: the catalog's total per GPU counts both directions; a ring sends one way.
    const double nvlinkBps = gpu.nvlinkGBps * 1e9 / 2.0;
    // The NICs of a server shared by its GPUs, bits to bytes.
    const double nicBpsPerGpu =
        config.nicsPerServer * config.nicGbps * 1e9 / 8.0 / config.gpusPerServer;
    traffic.hierarchicalSeconds = collective::hierarchicalAllReduceSeconds(
        config.servers, config.gpusPerServer, s, nvlinkBps, nicBpsPerGpu, config.nvlinkAlphaSeconds,
        config.nicAlphaSeconds);
    return traffic;
}

ClusterTotals clusterTotals(const ClusterConfig& config)
{
    validate(config);
    const hw::GpuSpec& gpu = gpuOf(config);
    ClusterTotals totals;
    totals.gpus = config.servers * config.gpusPerServer;
    totals.aggregateHbmGB = totals.gpus * config.hbmPerGpuGB;
    totals.nics = config.servers * config.nicsPerServer;
    totals.teachingPowerW = totals.gpus * config.teachingWattsPerGpu;
    totals.catalogTdpW = gpu.tdpW;
    totals.catalogPowerW = totals.gpus * gpu.tdpW;
    totals.gpuName = gpu.name;
    totals.nicBandwidthGbps = totals.nics * config.nicGbps;
    totals.fabric = leafSpineFor(config.servers, config.nicsPerServer, config.switchRadix);
    totals.allReduce = allReduceTraffic(config);
    return totals;
}

std::vector<AllReduceTraffic> allReduceGrowth(const ClusterConfig& config, int maxServers)
{
    validate(config);
    if (maxServers < 1)
        throw Error("the growth needs at least one server", "/model/servers");
    std::vector<AllReduceTraffic> growth;
    growth.reserve(std::size_t(maxServers));
    ClusterConfig step = config;
    for (int n = 1; n <= maxServers; ++n) {
        step.servers = n;
        growth.push_back(allReduceTraffic(step));
    }
    return growth;
}

} // namespace ailab::core::models::gpu_server
