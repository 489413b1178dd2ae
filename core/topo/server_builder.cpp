#include "core/topo/server_builder.h"

#include "core/error.h"
#include "core/hw/catalog.h"

#include <fmt/format.h>

// Link figures (per direction):
// - PCIe 5.0 x16: 32 GT/s x 16 lanes, 128b/130b coding, about 63 GB/s, quoted as 64 GB/s
//   per direction (128 GB/s both ways; PCI-SIG, "PCI Express Base Specification 5.0", 2019).
// - NVLink 4 (H100 SXM): 18 links x 25 GB/s = 450 GB/s per direction, 900 GB/s in total
//   (NVIDIA H100 datasheet, 2023). An H100 PCIe bridge pair: 600 GB/s in total, 300 each way.
// - DDR5-4800, 8 channels per socket: 8 x 38.4 GB/s = 307.2 GB/s (JEDEC JESD79-5; Intel
//   Xeon Scalable 4th gen product brief).
// - Socket link: 4 UPI 2.0 links at 16 GT/s, 2 bytes per transfer each way: 4 x 32 GB/s =
//   128 GB/s per direction (Intel Xeon Scalable 4th gen product brief).
// - ConnectX-7: 400 Gb/s port on a PCIe 5.0 x16 host link (NVIDIA ConnectX-7 datasheet).
// - NVMe: a PCIe 4.0 x4 data-centre drive reads about 7 GB/s (e.g. Samsung PM1743 is 13 GB/s
//   on PCIe 5.0; PM9A3 on 4.0 is 6.9 GB/s).
// Latencies per link are teaching assumptions of the right order: a PCIe switch hop and its
// link about 250 ns, an NVLink hop about 200 ns, DRAM about 100 ns, a UPI hop about 150 ns.
namespace ailab::core::topo {

namespace {

void requireRange(int value, int min, int max, const std::string& pointer)
{
    if (value < min || value > max)
        throw Error(fmt::format("expected an integer from {} to {}, got {}", min, max, value),
                    pointer);
}

void requirePositive(double value, const std::string& pointer)
{
    if (!(value > 0.0) || value > 1e9)
        throw Error(fmt::format("expected a positive number, got {}", value), pointer);
}

void requireNonNegative(double value, const std::string& pointer)
{
    if (!(value >= 0.0) || value > 1e6)
        throw Error(fmt::format("expected a number of at least 0, got {}", value), pointer);
}

units::BitRate gbytesPerSecond(double gbps)
{
    return units::BitRate::bitsPerSecond(gbps * 8e9);
}

units::Seconds micro(double us)
{
    return units::Seconds::microseconds(us);
}

// Index of the socket (or switch) that the i-th of n devices hangs from, spreading the
// devices evenly in blocks: 8 GPUs over 4 switches gives 0,0,1,1,2,2,3,3.
int blockOf(int index, int count, int buckets)
{
    return buckets <= 0 ? 0 : index * buckets / count;
}

} // namespace

std::string gpuFabricId(GpuFabric fabric)
{
    switch (fabric) {
    case GpuFabric::PcieOnly:
        return "pcie-only";
    case GpuFabric::NvlinkPairs:
        return "nvlink-pairs";
    case GpuFabric::NvSwitch:
        return "nvswitch";
    }
    return "pcie-only";
}

const std::vector<std::string>& gpuFabricIds()
{
    static const std::vector<std::string> ids = {"pcie-only", "nvlink-pairs", "nvswitch"};
    return ids;
}

GpuFabric gpuFabricFromId(const std::string& id, const std::string& path)
{
    for (GpuFabric f : {GpuFabric::PcieOnly, GpuFabric::NvlinkPairs, GpuFabric::NvSwitch}) {
        if (gpuFabricId(f) == id)
            return f;
    }
    throw Error("expected one of \"pcie-only\", \"nvlink-pairs\", \"nvswitch\", got \"" + id + "\"",
                path);
}

void validateServerSpec(const ServerSpec& spec, const std::string& p)
{
    if (hw::findGpu(spec.gpuModel) == nullptr)
        throw Error("unknown GPU '" + spec.gpuModel + "'", p + "/gpu");
    requireRange(spec.cpuSockets, 1, 4, p + "/cpuSockets");
    requireRange(spec.gpus, 1, 16, p + "/gpus");
    requireRange(spec.nics, 0, 16, p + "/nics");
    requireRange(spec.nvmeDrives, 0, 16, p + "/nvmeDrives");
    requireRange(spec.pcieSwitches, 0, 16, p + "/pcieSwitches");
    requireRange(spec.nvSwitches, 1, 8, p + "/nvSwitches");
    if (spec.fabric == GpuFabric::NvlinkPairs && spec.gpus % 2 != 0)
        throw Error("NVLink pairs need an even number of GPUs", p + "/gpus");
    requirePositive(spec.pcieGBps, p + "/pcieGBps");
    requirePositive(spec.nvlinkGBps, p + "/nvlinkGBps");
    requirePositive(spec.memoryGBps, p + "/memoryGBps");
    requirePositive(spec.socketLinkGBps, p + "/socketLinkGBps");
    requirePositive(spec.nicGbps, p + "/nicGbps");
    requirePositive(spec.nvmeGBps, p + "/nvmeGBps");
    requireNonNegative(spec.pcieLatencyUs, p + "/pcieLatencyUs");
    requireNonNegative(spec.nvlinkLatencyUs, p + "/nvlinkLatencyUs");
    requireNonNegative(spec.memoryLatencyUs, p + "/memoryLatencyUs");
    requireNonNegative(spec.socketLinkLatencyUs, p + "/socketLinkLatencyUs");
}

ServerSpec conceptualServer()
{
    ServerSpec s;
    s.name = "conceptual";
    s.gpuModel = "h100-pcie";
    s.cpuSockets = 2;
    s.gpus = 4;
    s.nics = 2;
    s.nvmeDrives = 2;
    s.pcieSwitches = 2;
    s.fabric = GpuFabric::NvlinkPairs;
    s.nvSwitches = 1;
    s.nvlinkGBps = 300.0; // H100 PCIe bridge: 600 GB/s per pair in total
    return s;
}

ServerSpec dgxH100Server()
{
    ServerSpec s; // the defaults describe it (NVIDIA DGX H100 datasheet, 2023)
    s.name = "dgx-h100";
    return s;
}

ServerSpec pcieWorkstation()
{
    ServerSpec s;
    s.name = "workstation";
    s.gpuModel = "h100-pcie";
    s.cpuSockets = 1;
    s.gpus = 4;
    s.nics = 1;
    s.nvmeDrives = 1;
    s.pcieSwitches = 0;
    s.fabric = GpuFabric::PcieOnly;
    s.nvSwitches = 1;
    s.nvlinkGBps = 300.0;
    return s;
}

const std::vector<std::string>& serverPresetIds()
{
    static const std::vector<std::string> ids = {"conceptual", "dgx-h100", "workstation"};
    return ids;
}

ServerSpec serverPreset(const std::string& id, const std::string& path)
{
    if (id == "conceptual")
        return conceptualServer();
    if (id == "dgx-h100")
        return dgxH100Server();
    if (id == "workstation")
        return pcieWorkstation();
    throw Error("expected one of \"conceptual\", \"dgx-h100\", \"workstation\", got \"" + id + "\"",
                path);
}

ServerGraph buildServer(const ServerSpec& spec)
{
    validateServerSpec(spec);
    ServerGraph out;
    out.spec = spec;
    Graph& g = out.graph;
    auto add = [&g](NodeKind kind, std::string name, int index) {
        return g.addNode(
            Node{.kind = kind, .name = std::move(name), .server = 0, .localIndex = index});
    };
    const auto pcie = gbytesPerSecond(spec.pcieGBps);
    const auto pcieLatency = micro(spec.pcieLatencyUs);

    for (int c = 0; c < spec.cpuSockets; ++c) {
        out.cpus.push_back(add(NodeKind::Cpu, fmt::format("cpu{}", c), c));
        out.memories.push_back(add(NodeKind::Memory, fmt::format("dram{}", c), c));
        g.addLink(out.cpus.back(), out.memories.back(), gbytesPerSecond(spec.memoryGBps),
                  micro(spec.memoryLatencyUs), LinkKind::MemoryBus);
    }
    // Sockets in a ring (two sockets: one link; UPI on 4-socket boards is all-to-all, a ring
    // is close enough for teaching).
    const int socketLinks = spec.cpuSockets == 2 ? 1 : (spec.cpuSockets > 2 ? spec.cpuSockets : 0);
    for (int c = 0; c < socketLinks; ++c) {
        const int next = (c + 1) % spec.cpuSockets;
        g.addLink(out.cpus[c], out.cpus[next], gbytesPerSecond(spec.socketLinkGBps),
                  micro(spec.socketLinkLatencyUs), LinkKind::CpuLink);
    }
    std::vector<int> switchSocket;
    for (int s = 0; s < spec.pcieSwitches; ++s) {
        out.pcieSwitches.push_back(add(NodeKind::PcieSwitch, fmt::format("pcie-sw{}", s), s));
        switchSocket.push_back(blockOf(s, spec.pcieSwitches, spec.cpuSockets));
        g.addLink(out.cpus[switchSocket.back()], out.pcieSwitches.back(), pcie, pcieLatency,
                  LinkKind::Pcie);
    }
    // A device on PCIe: behind switch blockOf(...) or on a root port of its socket.
    auto attach = [&](NodeId device, int index, int count, double gbps) {
        if (spec.pcieSwitches > 0) {
            const int s = blockOf(index, count, spec.pcieSwitches);
            g.addLink(out.pcieSwitches[s], device, gbytesPerSecond(gbps), pcieLatency,
                      LinkKind::Pcie);
            return switchSocket[s];
        }
        const int c = blockOf(index, count, spec.cpuSockets);
        g.addLink(out.cpus[c], device, gbytesPerSecond(gbps), pcieLatency, LinkKind::Pcie);
        return c;
    };
    for (int i = 0; i < spec.gpus; ++i) {
        out.gpus.push_back(add(NodeKind::Gpu, fmt::format("gpu{}", i), i));
        out.gpuSocket.push_back(attach(out.gpus.back(), i, spec.gpus, spec.pcieGBps));
    }
    for (int i = 0; i < spec.nics; ++i) {
        out.nics.push_back(add(NodeKind::Nic, fmt::format("nic{}", i), i));
        out.nicSocket.push_back(attach(out.nics.back(), i, spec.nics, spec.pcieGBps));
    }
    for (int i = 0; i < spec.nvmeDrives; ++i) {
        out.nvmes.push_back(add(NodeKind::Nvme, fmt::format("nvme{}", i), i));
        // Drives on root ports of the CPUs (they feed the host's page cache, not the GPUs).
        const int c = blockOf(i, spec.nvmeDrives, spec.cpuSockets);
        g.addLink(out.cpus[c], out.nvmes.back(), gbytesPerSecond(spec.nvmeGBps), pcieLatency,
                  LinkKind::Pcie);
        out.nvmeSocket.push_back(c);
    }

    const auto nvLatency = micro(spec.nvlinkLatencyUs);
    if (spec.fabric == GpuFabric::NvlinkPairs) {
        for (int i = 0; i + 1 < spec.gpus; i += 2)
            g.addLink(out.gpus[i], out.gpus[i + 1], gbytesPerSecond(spec.nvlinkGBps), nvLatency,
                      LinkKind::NvLink);
    } else if (spec.fabric == GpuFabric::NvSwitch) {
        // Each GPU spreads its NVLinks evenly over the NVSwitch chips (the DGX H100 puts
        // 4 or 5 of its 18 links on each of 4 chips; equal shares here).
        const double share = spec.nvlinkGBps / spec.nvSwitches;
        for (int s = 0; s < spec.nvSwitches; ++s)
            out.nvSwitches.push_back(add(NodeKind::NvSwitch, fmt::format("nvswitch{}", s), s));
        for (NodeId gpu : out.gpus) {
            for (NodeId sw : out.nvSwitches)
                g.addLink(gpu, sw, gbytesPerSecond(share), nvLatency, LinkKind::NvLink);
        }
    }
    return out;
}

} // namespace ailab::core::topo
