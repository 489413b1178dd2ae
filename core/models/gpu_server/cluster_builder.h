#pragma once

#include <string>
#include <vector>

// Sizing a GPU cluster from its servers (seed: Lab 02 cluster builder and section 02.5,
// 8 servers x 4 GPUs): totals, the two-tier leaf-spine fabric its NICs need, and the
// all-reduce traffic of one data-parallel step as the cluster grows.
namespace ailab::core::models::gpu_server {

struct ClusterConfig
{
    int servers = 8;       // seed default
    int gpusPerServer = 4; // seed default
    double hbmPerGpuGB = 80;
    int nicsPerServer = 2;
    std::string gpuId = "h100-sxm"; // for the catalog TDP and NVLink bandwidth
    // The seed's "32 kW GPU-only" for 32 GPUs: a teaching assumption of 1 kW per GPU,
    // shown beside the catalog's TDP (docs/models.md, Cluster builder).
    double teachingWattsPerGpu = 1000;
    // Switch ports (e.g. a 32 x 400 GbE switch such as NVIDIA Spectrum SN4700). Non-blocking:
    // half face the servers, half the spines.
    int switchRadix = 32;
    double nicGbps = 400;
    // Gradients all-reduced per step: a 7B model's BF16 gradients, 7e9 x 2 B.
    double gradientBytes = 14e9;
    // Alpha-beta latencies of one step, teaching assumptions in the usual range.
    double nvlinkAlphaSeconds = 1e-6;
    double nicAlphaSeconds = 5e-6;
};

// Throws core::Error naming the field ("/model/servers", ...) for impossible inputs.
void validate(const ClusterConfig& config);

struct LeafSpine
{
    int serversPerLeaf = 0;
    int leaves = 0;
    int spines = 0;          // 0 when one leaf holds every NIC
    int uplinks = 0;         // leaf-to-spine links, one per NIC port below (non-blocking)
    bool twoTierFits = true; // false: more leaves than a spine has ports (a third tier)
};

// Every server's NICs on one leaf (as core/topo's LeafSpine shape); a leaf takes
// floor((radix / 2) / nics) servers; uplinks equal downlinks (1:1); spines carry every
// uplink, at least two once there is more than one leaf so that one spine can fail.
LeafSpine leafSpineFor(int servers, int nicsPerServer, int switchRadix);

struct AllReduceTraffic
{
    int ranks = 0;
    double bytesPerRank = 0;        // ring: 2(p-1)/p S
    double totalBytes = 0;          // every rank's sends: 2(p-1) S
    double networkBytes = 0;        // the hops between servers of one ring whose GPUs of a
                                    // server are neighbours: servers x 2(p-1)/p S
    double hierarchicalSeconds = 0; // NVLink inside, NICs between (core/collective)
};
AllReduceTraffic allReduceTraffic(const ClusterConfig& config);

struct ClusterTotals
{
    int gpus = 0;
    double aggregateHbmGB = 0; // a sum of separate memories, not one pool
    int nics = 0;
    double teachingPowerW = 0; // gpus x teachingWattsPerGpu
    double catalogPowerW = 0;  // gpus x the catalog's TDP
    double catalogTdpW = 0;
    std::string gpuName;
    double nicBandwidthGbps = 0; // all NICs together
    LeafSpine fabric;
    AllReduceTraffic allReduce;
};
ClusterTotals clusterTotals(const ClusterConfig& config);

// The traffic for 1..maxServers servers (the growth chart), other figures as config.
std::vector<AllReduceTraffic> allReduceGrowth(const ClusterConfig& config, int maxServers);

} // namespace ailab::core::models::gpu_server
