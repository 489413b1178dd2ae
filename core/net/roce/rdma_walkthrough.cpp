#include "core/net/roce/rdma_walkthrough.h"

#include "core/error.h"
#include "core/net/roce/codec.h"
#include "core/net/roce/packet_builder.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <string_view>

// The RDMA WRITE timeline. Times are seconds from ibv_post_send. The critical path follows
// the last byte: post, doorbell, WQE fetch, the first payload's DMA read (the rest streams
// in while earlier packets are on the wire), sending, three switches, then the ACK back and
// the completion. Remote placement runs beside the ACK: an RC ACK says the responder's
// RNIC accepted the data, not that it is already visible in GPU B's memory (IBA 9.7.5.1.6;
// the reason for the proposed RDMA FLUSH).
namespace ailab::core::net::roce {

namespace {

constexpr double kUs = 1e-6;
constexpr double kWqeBytes = 64; // one send WQE with one scatter-gather entry
constexpr double kCqeBytes = 64; // one completion queue entry (mlx5 CQE size)
constexpr double kPageBytes = 4096;

void requireAtLeast(double value, double minimum, std::string_view field, bool strict)
{
    if (!(strict ? value > minimum : value >= minimum))
        throw Error(
            fmt::format("{} must be {} {}", field, strict ? "greater than" : "at least", minimum),
            fmt::format("/walkthrough/{}", field));
}

// The message's bytes: readable text, so the packet view's ASCII column shows the data.
std::vector<std::uint8_t> messageBytes(std::uint64_t size)
{
    static constexpr std::string_view kText = "gradient bucket from GPU A to GPU B | ";
    std::vector<std::uint8_t> data(size);
    for (std::uint64_t i = 0; i < size; ++i)
        data[i] = static_cast<std::uint8_t>(kText[i % kText.size()]);
    return data;
}

Flow writeFlow()
{
    Flow flow;
    flow.sourceMac = {0x02, 0x00, 0x00, 0x00, 0x0a, 0x01};      // RNIC A
    flow.destinationMac = {0x02, 0x00, 0x00, 0x00, 0x1f, 0x01}; // Leaf A, the next hop
    flow.source = ipv4Address(10, 0, 1, 1);
    flow.destination = ipv4Address(10, 0, 2, 1);
    flow.udpSourcePort = 0xC123;
    flow.destQp = 0x000012; // GPU B's QP
    return flow;
}

constexpr std::uint32_t kRequesterQp = 0x000011;
constexpr std::uint32_t kFirstPsn = 0x00A000;
constexpr std::uint64_t kRemoteAddress = 0x7f3a00000000ull; // GPU B's registered buffer
constexpr std::uint32_t kRemoteKey = 0x00001234;

WalkStep step(StepKind kind, Actor actor, std::string node, std::vector<std::string> path,
              double start, double end, bool critical)
{
    WalkStep s;
    s.kind = kind;
    s.actor = actor;
    s.node = std::move(node);
    s.path = std::move(path);
    s.startSeconds = start;
    s.durationSeconds = end - start;
    s.critical = critical;
    return s;
}

} // namespace

std::string actorId(Actor actor)
{
    switch (actor) {
    case Actor::Application:
        return "application";
    case Actor::Kernel:
        return "kernel";
    case Actor::Rnic:
        return "rnic";
    case Actor::Nic:
        return "nic";
    case Actor::Switch:
        return "switch";
    case Actor::GpuCopyEngine:
        return "gpu-copy-engine";
    }
    return "application";
}

std::vector<std::string> walkthroughNodeNames()
{
    return {"gpu-a",  "pcie-a", "rnic-a", "leaf-a", "spine", "leaf-b",
            "rnic-b", "pcie-b", "gpu-b",  "cpu-a",  "cpu-b"};
}

topo::Graph walkthroughGraph(const WalkthroughConfig& config)
{
    using topo::NodeKind;
    topo::Graph graph;
    const auto add = [&](NodeKind kind, const char* name, int server) {
        return graph.addNode({.kind = kind, .name = name, .server = server});
    };
    const auto gpuA = add(NodeKind::Gpu, "gpu-a", 0);
    const auto pcieA = add(NodeKind::PcieSwitch, "pcie-a", 0);
    const auto rnicA = add(NodeKind::Nic, "rnic-a", 0);
    const auto leafA = add(NodeKind::Leaf, "leaf-a", -1);
    const auto spine = add(NodeKind::Spine, "spine", -1);
    const auto leafB = add(NodeKind::Leaf, "leaf-b", -1);
    const auto rnicB = add(NodeKind::Nic, "rnic-b", 1);
    const auto pcieB = add(NodeKind::PcieSwitch, "pcie-b", 1);
    const auto gpuB = add(NodeKind::Gpu, "gpu-b", 1);
    const auto cpuA = add(NodeKind::Cpu, "cpu-a", 0);
    const auto cpuB = add(NodeKind::Cpu, "cpu-b", 1);
    const auto pcie = units::ByteRate::gigabytesPerSecond(config.pcieGBps).toBitRate();
    const auto pcieLatency = units::Seconds::microseconds(config.pcieLatencyUs);
    const auto net = units::BitRate::gigabitsPerSecond(config.linkGbps);
    const auto netLatency = units::Seconds::microseconds(config.propagationUs);
    graph.addLink(gpuA, pcieA, pcie, pcieLatency, topo::LinkKind::Pcie);
    graph.addLink(pcieA, rnicA, pcie, pcieLatency, topo::LinkKind::Pcie);
    graph.addLink(rnicA, leafA, net, netLatency, topo::LinkKind::Network);
    graph.addLink(leafA, spine, net, netLatency, topo::LinkKind::Network);
    graph.addLink(spine, leafB, net, netLatency, topo::LinkKind::Network);
    graph.addLink(leafB, rnicB, net, netLatency, topo::LinkKind::Network);
    graph.addLink(rnicB, pcieB, pcie, pcieLatency, topo::LinkKind::Pcie);
    graph.addLink(pcieB, gpuB, pcie, pcieLatency, topo::LinkKind::Pcie);
    graph.addLink(cpuA, pcieA, pcie, pcieLatency, topo::LinkKind::Pcie);
    graph.addLink(cpuB, pcieB, pcie, pcieLatency, topo::LinkKind::Pcie);
    return graph;
}

void validate(const WalkthroughConfig& c)
{
    if (c.bytes < 1 || c.bytes > kMaxWalkthroughBytes)
        throw Error(
            fmt::format("transfer size {} B is outside 1 B to {} B", c.bytes, kMaxWalkthroughBytes),
            "/walkthrough/bytes");
    if (c.mtu != 256 && c.mtu != 512 && c.mtu != 1024 && c.mtu != 2048 && c.mtu != 4096)
        throw Error(
            fmt::format("path MTU {} is not one of 256, 512, 1024, 2048, 4096 bytes", c.mtu),
            "/walkthrough/mtu");
    requireAtLeast(c.linkGbps, 0, "linkGbps", true);
    requireAtLeast(c.pcieGBps, 0, "pcieGBps", true);
    requireAtLeast(c.memcpyGBps, 0, "memcpyGBps", true);
    const std::pair<double, std::string_view> nonNegative[] = {
        {c.propagationUs, "propagationUs"},
        {c.switchLatencyUs, "switchLatencyUs"},
        {c.pcieLatencyUs, "pcieLatencyUs"},
        {c.postWrUs, "postWrUs"},
        {c.rnicPacketUs, "rnicPacketUs"},
        {c.pollUs, "pollUs"},
        {c.registrationBaseUs, "registrationBaseUs"},
        {c.registrationPerPageUs, "registrationPerPageUs"},
        {c.qpConnectUs, "qpConnectUs"},
        {c.syscallUs, "syscallUs"},
        {c.tcpTxSegmentUs, "tcpTxSegmentUs"},
        {c.tcpRxSegmentUs, "tcpRxSegmentUs"},
        {c.interruptUs, "interruptUs"},
        {c.interruptDelayUs, "interruptDelayUs"},
        {c.wakeupUs, "wakeupUs"},
        {c.tcpAckUs, "tcpAckUs"},
        {c.stagingCallUs, "stagingCallUs"},
    };
    for (const auto& [value, field] : nonNegative)
        requireAtLeast(value, 0, field, false);
    if (c.mssBytes < 536 || c.mssBytes > 8948)
        throw Error(fmt::format("MSS {} B is outside 536 B (RFC 1122) to 8948 B (9000 B jumbo "
                                "frames)",
                                c.mssBytes),
                    "/walkthrough/mssBytes");
    if (c.segmentsPerAck < 1)
        throw Error("segmentsPerAck must be at least 1", "/walkthrough/segmentsPerAck");
}

double wireSeconds(std::size_t frameBytes, double linkGbps)
{
    return static_cast<double>(frameBytes + 20) * 8.0 / (linkGbps * 1e9);
}

FabricTiming fabricTiming(const WalkthroughConfig& c, const std::vector<double>& ready,
                          const std::vector<std::size_t>& frameBytes)
{
    constexpr int kLinks = 4;
    FabricTiming t;
    t.sent.resize(ready.size());
    t.arrivals.assign(kLinks, std::vector<double>(ready.size()));
    for (int h = 0; h < kLinks; ++h) {
        double linkFree = 0.0;
        for (std::size_t i = 0; i < ready.size(); ++i) {
            const double available =
                h == 0 ? ready[i] : t.arrivals[h - 1][i] + c.switchLatencyUs * kUs;
            const double start = std::max(available, linkFree);
            linkFree = start + wireSeconds(frameBytes[i], c.linkGbps);
            t.arrivals[h][i] = linkFree + c.propagationUs * kUs;
            if (h == 0)
                t.sent[i] = start;
        }
    }
    return t;
}

WalkthroughResult runWalkthrough(const WalkthroughConfig& c)
{
    validate(c);
    WalkthroughResult r;
    r.config = c;
    const double lat = c.pcieLatencyUs * kUs;
    const double pcieBps = c.pcieGBps * 1e9;

    // Setup, once per buffer and connection.
    const double pages = std::ceil(static_cast<double>(c.bytes) / kPageBytes);
    const double registration = (c.registrationBaseUs + pages * c.registrationPerPageUs) * kUs;
    auto reg = step(StepKind::MemoryRegistration, Actor::Application, "cpu-b",
                    {"cpu-b", "pcie-b", "rnic-b"}, 0.0, registration, false);
    reg.setup = true;
    reg.cpuSeconds = registration;
    auto qp = step(
        StepKind::QueuePairSetup, Actor::Application, "cpu-a",
        {"cpu-a", "pcie-a", "rnic-a", "leaf-a", "spine", "leaf-b", "rnic-b", "pcie-b", "cpu-b"},
        registration, registration + c.qpConnectUs * kUs, false);
    qp.setup = true;
    qp.cpuSeconds = c.qpConnectUs * kUs;
    r.setupSeconds = qp.endSeconds();

    // The packets, exactly as the RNIC builds them.
    const PacketBuilder builder(writeFlow(), c.mtu);
    const auto data = messageBytes(c.bytes);
    auto writes = builder.rdmaWrite(kFirstPsn, kRemoteAddress, kRemoteKey, data);
    const std::size_t n = writes.size();
    std::vector<std::size_t> frameBytes(n);
    std::vector<double> ready(n);

    // Post, doorbell (MMIO write CPU -> switch -> RNIC), WQE fetch (a DMA read round trip).
    const double posted = c.postWrUs * kUs;
    const double rung = posted + 2 * lat;
    const double fetched = rung + 4 * lat + kWqeBytes / pcieBps;
    // Payload DMA read from GPU A: one round trip, then the bytes stream at PCIe rate.
    double cumulative = 0.0;
    r.packets.reserve(n + 1);
    for (std::size_t i = 0; i < n; ++i) {
        WalkPacket p;
        p.payloadBytes = static_cast<std::uint32_t>(writes[i].payload.size());
        p.frame = encode(writes[i]);
        p.packet = std::move(writes[i]);
        frameBytes[i] = p.frame.size();
        cumulative += p.payloadBytes;
        ready[i] = fetched + 4 * lat + cumulative / pcieBps;
        r.packets.push_back(std::move(p));
    }
    const double firstRead = ready[0];
    for (double& t : ready)
        t += c.rnicPacketUs * kUs; // headers, ICRC, FCS
    const auto fabric = fabricTiming(c, ready, frameBytes);
    for (std::size_t i = 0; i < n; ++i) {
        r.packets[i].sentSeconds = fabric.sent[i];
        r.packets[i].receivedSeconds = fabric.arrivals[3][i];
    }

    // Remote placement: RNIC B checks the R_Key and PSN, then DMA-writes each payload.
    double writeFree = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double start = std::max(fabric.arrivals[3][i] + c.rnicPacketUs * kUs, writeFree);
        writeFree = start + r.packets[i].payloadBytes / pcieBps;
    }
    const double placed = writeFree + 2 * lat;

    // The ACK (PSN of the last packet), back over the four links.
    const double lastArrival = fabric.arrivals[3][n - 1];
    const double ackSent = lastArrival + c.rnicPacketUs * kUs;
    WalkPacket ack;
    ack.packet = PacketBuilder(reverse(writeFlow(), kRequesterQp), c.mtu)
                     .ack(r.packets[n - 1].packet.bth.psn, 1);
    ack.frame = encode(ack.packet);
    ack.acknowledgement = true;
    ack.sentSeconds = ackSent;
    const double ackWire = wireSeconds(ack.frame.size(), c.linkGbps) + c.propagationUs * kUs;
    ack.receivedSeconds = ackSent + 4 * ackWire + 3 * c.switchLatencyUs * kUs;
    const double ackArrival = ack.receivedSeconds;
    r.packets.push_back(std::move(ack));

    // CQE written into host memory, then the application's poll finds it.
    const double cqe = ackArrival + c.rnicPacketUs * kUs + 2 * lat + kCqeBytes / pcieBps;
    const double polled = cqe + c.pollUs * kUs;

    auto& s = r.rdmaSteps;
    s = {reg, qp};
    s.push_back(
        step(StepKind::PostWorkRequest, Actor::Application, "cpu-a", {"cpu-a"}, 0.0, posted, true));
    s.back().cpuSeconds = posted;
    s.push_back(step(StepKind::Doorbell, Actor::Application, "rnic-a",
                     {"cpu-a", "pcie-a", "rnic-a"}, posted, rung, true));
    s.push_back(step(StepKind::WqeFetch, Actor::Rnic, "rnic-a", {"rnic-a", "pcie-a", "cpu-a"}, rung,
                     fetched, true));
    s.push_back(step(StepKind::PayloadDmaRead, Actor::Rnic, "gpu-a", {"gpu-a", "pcie-a", "rnic-a"},
                     fetched, firstRead, true));
    s.push_back(step(StepKind::Packetisation, Actor::Rnic, "rnic-a", {"rnic-a", "leaf-a"},
                     firstRead, fabric.arrivals[0][n - 1], true));
    s.back().firstPacket = 0;
    s.back().packetCount = static_cast<int>(n);
    s.push_back(step(StepKind::ForwardLeafA, Actor::Switch, "leaf-a", {"leaf-a", "spine"},
                     fabric.arrivals[0][n - 1], fabric.arrivals[1][n - 1], true));
    s.push_back(step(StepKind::ForwardSpine, Actor::Switch, "spine", {"spine", "leaf-b"},
                     fabric.arrivals[1][n - 1], fabric.arrivals[2][n - 1], true));
    s.push_back(step(StepKind::ForwardLeafB, Actor::Switch, "leaf-b", {"leaf-b", "rnic-b"},
                     fabric.arrivals[2][n - 1], lastArrival, true));
    s.push_back(step(StepKind::RemotePlacement, Actor::Rnic, "gpu-b", {"rnic-b", "pcie-b", "gpu-b"},
                     fabric.arrivals[3][0], placed, false));
    s.push_back(step(StepKind::Acknowledgement, Actor::Rnic, "rnic-b",
                     {"rnic-b", "leaf-b", "spine", "leaf-a", "rnic-a"}, lastArrival, ackArrival,
                     true));
    s.back().firstPacket = static_cast<int>(n);
    s.back().packetCount = 1;
    s.push_back(step(StepKind::CompletionEntry, Actor::Rnic, "cpu-a", {"rnic-a", "pcie-a", "cpu-a"},
                     ackArrival, cqe, true));
    s.push_back(
        step(StepKind::PollCompletion, Actor::Application, "cpu-a", {"cpu-a"}, cqe, polled, true));
    s.back().cpuSeconds = c.pollUs * kUs;

    r.rdma.latencySeconds = polled;
    r.rdma.dataInGpuBSeconds = placed;
    r.rdma.senderCpuSeconds = posted + c.pollUs * kUs;
    r.rdma.receiverCpuSeconds = 0.0; // one-sided: GPU B's host takes no part
    r.rdma.copies = 0;               // GPUDirect RDMA: the RNIC reads and writes GPU memory
    r.rdma.cpuCopiedBytes = 0.0;
    r.rdma.packets = static_cast<int>(n);

    r.socketSteps = socketSteps(c, r.socket);
    return r;
}

} // namespace ailab::core::net::roce
