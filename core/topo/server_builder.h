#pragma once

#include "core/topo/graph.h"

#include <string>
#include <vector>

// The inside of one GPU server as a topo::Graph: CPU sockets with their DRAM, the link
// between the sockets, PCIe switches, GPUs, NICs and NVMe drives on PCIe, and the GPU
// fabric (PCIe only, NVLink bridges between pairs, or NVLink through NVSwitch). Every link
// carries its bandwidth per direction and its latency; the defaults and their sources are
// in server_builder.cpp.
namespace ailab::core::topo {

enum class GpuFabric {
    PcieOnly,    // GPUs talk over PCIe (peer to peer through switches or the host)
    NvlinkPairs, // NVLink bridges join GPU 0-1, 2-3, ...; pairs talk over PCIe
    NvSwitch,    // every GPU's NVLinks go to NVSwitch chips: all-to-all at full rate
};

// "pcie-only", "nvlink-pairs", "nvswitch" (JSON and the views).
std::string gpuFabricId(GpuFabric fabric);
// Throws core::Error naming `path` for an unknown id.
GpuFabric gpuFabricFromId(const std::string& id, const std::string& path = "/model/fabric");
const std::vector<std::string>& gpuFabricIds();

struct ServerSpec
{
    std::string name = "server";
    std::string gpuModel = "h100-sxm"; // core::hw GPU id (for the views' figures)
    int cpuSockets = 2;
    int gpus = 8;
    int nics = 8;
    int nvmeDrives = 8;
    // PCIe switches shared out evenly over the sockets; 0 puts every device on a root port
    // of its CPU (a workstation).
    int pcieSwitches = 4;
    GpuFabric fabric = GpuFabric::NvSwitch;
    int nvSwitches = 4; // NVSwitch chips (1 draws them as one switch)

    double pcieGBps = 64.0;        // per direction, PCIe 5.0 x16
    double pcieLatencyUs = 0.25;   // per link, teaching assumption
    double nvlinkGBps = 450.0;     // per direction per GPU, all NVLinks together
    double nvlinkLatencyUs = 0.2;  // per link, teaching assumption
    double memoryGBps = 307.2;     // per socket, per direction
    double memoryLatencyUs = 0.1;  // DRAM access, about 100 ns
    double socketLinkGBps = 128.0; // per direction
    double socketLinkLatencyUs = 0.15;
    double nicGbps = 400.0; // network port speed (the NIC's own PCIe link is pcieGBps)
    double nvmeGBps = 7.0;  // per drive, PCIe 4.0 x4 drive read rate
};

// Throws core::Error naming the field ("/model/gpus", ...) under `pointer`.
void validateServerSpec(const ServerSpec& spec, const std::string& pointer = "/model");

// The presets. The seed's conceptual node: 2 CPUs, 4 GPUs (H100 PCIe) and 2 NICs, one PCIe
// switch per socket, NVLink bridges between pairs. NVMe drives sit on CPU root ports. A
// DGX-H100-like node: 2 CPUs, 8 H100 SXM, 4 NVSwitch chips, 8 ConnectX-7 400G NICs and 8 NVMe
// drives behind 4 PCIe switches. A PCIe-only workstation: 1 CPU, 4 H100 PCIe on CPU root ports, 1
// NIC.
ServerSpec conceptualServer();
ServerSpec dgxH100Server();
ServerSpec pcieWorkstation();
// "conceptual", "dgx-h100", "workstation".
const std::vector<std::string>& serverPresetIds();
// Throws core::Error naming `path` for an unknown id.
ServerSpec serverPreset(const std::string& id, const std::string& path = "/model/node");

// The built graph with the ids of its parts, in index order.
struct ServerGraph
{
    ServerSpec spec;
    Graph graph;
    std::vector<NodeId> cpus;
    std::vector<NodeId> memories; // memories[i] belongs to cpus[i]
    std::vector<NodeId> pcieSwitches;
    std::vector<NodeId> gpus;
    std::vector<NodeId> nvSwitches;
    std::vector<NodeId> nics;
    std::vector<NodeId> nvmes;
    // The CPU whose root complex (directly or through a switch) each GPU, NIC or NVMe
    // drive hangs from: its NUMA affinity.
    std::vector<int> gpuSocket;
    std::vector<int> nicSocket;
    std::vector<int> nvmeSocket;
};

// Validates, then builds. Node names: "cpu0", "dram0", "pcie-sw0", "gpu3", "nvswitch1",
// "nic2", "nvme5"; `server` of every node is 0.
ServerGraph buildServer(const ServerSpec& spec);

} // namespace ailab::core::topo
