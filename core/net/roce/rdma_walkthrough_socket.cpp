#include "core/net/roce/rdma_walkthrough.h"

#include <algorithm>
#include <cmath>

// The same transfer through sockets (TCP over the same fabric), segment by segment so that
// copying, protocol processing and the wire overlap as they do in a real stack. The data
// lives in GPU memory, so it is first staged into host memory and, at the receiver, copied
// back: four copies against none for GPUDirect RDMA. Critical steps follow the last
// segment and tile [0, latency], as the RDMA steps do.
namespace ailab::core::net::roce {

namespace {

constexpr double kUs = 1e-6;
// Ethernet 14 + IPv4 20 + TCP 20 + timestamps 12 + FCS 4 (RFC 791, 793, 7323).
constexpr std::size_t kTcpFrameOverhead = 70;

WalkStep socketStep(StepKind kind, Actor actor, std::string node, std::vector<std::string> path,
                    double start, double end, double cpu, int copies = 0)
{
    WalkStep s;
    s.kind = kind;
    s.actor = actor;
    s.node = std::move(node);
    s.path = std::move(path);
    s.startSeconds = start;
    s.durationSeconds = end - start;
    s.critical = true;
    s.cpuSeconds = cpu;
    s.copies = copies;
    return s;
}

} // namespace

std::vector<WalkStep> socketSteps(const WalkthroughConfig& c, PathTotals& totals)
{
    validate(c);
    const double lat = c.pcieLatencyUs * kUs;
    const double pcieBps = c.pcieGBps * 1e9;
    const double copyBps = c.memcpyGBps * 1e9;
    const double bytes = static_cast<double>(c.bytes);
    const std::size_t n = static_cast<std::size_t>((c.bytes + c.mssBytes - 1) / c.mssBytes);
    std::vector<double> segment(n);
    std::vector<std::size_t> frames(n);
    for (std::size_t i = 0; i < n; ++i) {
        segment[i] = std::min<double>(c.mssBytes, bytes - static_cast<double>(i * c.mssBytes));
        frames[i] =
            std::max<std::size_t>(static_cast<std::size_t>(segment[i]) + kTcpFrameOverhead, 64);
    }

    // Sender: cudaMemcpy GPU A -> host (a DMA read round trip, then the bytes), send().
    const double staged = c.stagingCallUs * kUs + 4 * lat + bytes / pcieBps;
    const double entered = staged + c.syscallUs * kUs;
    // One core copies each segment into the socket buffer, then runs TCP/IP on it.
    std::vector<double> tcpDone(n);
    double core = entered;
    double lastCopied = entered;
    for (std::size_t i = 0; i < n; ++i) {
        lastCopied = core + segment[i] / copyBps;
        core = lastCopied + c.tcpTxSegmentUs * kUs;
        tcpDone[i] = core;
    }
    // The NIC: doorbell (2 links), descriptor and data read (a round trip), then the wire.
    std::vector<double> ready(n);
    for (std::size_t i = 0; i < n; ++i)
        ready[i] = tcpDone[i] + 6 * lat + static_cast<double>(frames[i]) / pcieBps;
    const auto fabric = fabricTiming(c, ready, frames);
    const double arrived = fabric.arrivals[3][n - 1];

    // Receiver: the NIC writes each frame into a ring buffer in host memory; after the
    // moderation delay one interrupt starts the softirq, which processes segment after
    // segment; the woken thread copies each processed segment into the user buffer.
    std::vector<double> inRing(n);
    for (std::size_t i = 0; i < n; ++i)
        inRing[i] = fabric.arrivals[3][i] + 2 * lat + static_cast<double>(frames[i]) / pcieBps;
    const double interrupted = inRing[0] + (c.interruptDelayUs + c.interruptUs) * kUs;
    std::vector<double> rxDone(n);
    core = interrupted;
    for (std::size_t i = 0; i < n; ++i) {
        core = std::max(core, inRing[i]) + c.tcpRxSegmentUs * kUs;
        rxDone[i] = core;
    }
    double user = rxDone[0] + c.wakeupUs * kUs;
    for (std::size_t i = 0; i < n; ++i)
        user = std::max(user, rxDone[i]) + segment[i] / copyBps;
    const double returned = user + c.syscallUs * kUs;
    const double inGpu = returned + c.stagingCallUs * kUs + 4 * lat + bytes / pcieBps;

    const int acks = static_cast<int>((n + c.segmentsPerAck - 1) / c.segmentsPerAck);
    const double rxMilestone = std::max(inRing[n - 1], interrupted);
    std::vector<WalkStep> s;
    s.push_back(socketStep(StepKind::StagingToHost, Actor::GpuCopyEngine, "gpu-a",
                           {"gpu-a", "pcie-a", "cpu-a"}, 0.0, staged, c.stagingCallUs * kUs, 1));
    s.push_back(socketStep(StepKind::SendSyscall, Actor::Application, "cpu-a", {"cpu-a"}, staged,
                           entered, c.syscallUs * kUs));
    s.push_back(socketStep(StepKind::CopyToSocketBuffer, Actor::Kernel, "cpu-a", {"cpu-a"}, entered,
                           lastCopied, bytes / copyBps, 1));
    s.push_back(socketStep(
        StepKind::TcpTransmit, Actor::Kernel, "cpu-a", {"cpu-a"}, lastCopied, tcpDone[n - 1],
        static_cast<double>(n) * c.tcpTxSegmentUs * kUs + acks * c.tcpAckUs * kUs));
    s.push_back(socketStep(StepKind::NicTransmit, Actor::Nic, "rnic-a",
                           {"cpu-a", "pcie-a", "rnic-a", "leaf-a"}, tcpDone[n - 1],
                           fabric.arrivals[0][n - 1], 0.0));
    s.back().packetCount = static_cast<int>(n);
    s.push_back(socketStep(StepKind::FabricForwarding, Actor::Switch, "spine",
                           {"leaf-a", "spine", "leaf-b", "rnic-b"}, fabric.arrivals[0][n - 1],
                           arrived, 0.0));
    s.push_back(socketStep(StepKind::ReceiveInterrupt, Actor::Kernel, "cpu-b",
                           {"rnic-b", "pcie-b", "cpu-b"}, arrived, rxMilestone,
                           c.interruptUs * kUs));
    s.push_back(socketStep(StepKind::TcpReceive, Actor::Kernel, "cpu-b", {"cpu-b"}, rxMilestone,
                           rxDone[n - 1], static_cast<double>(n) * c.tcpRxSegmentUs * kUs));
    s.push_back(socketStep(StepKind::CopyToUserBuffer, Actor::Kernel, "cpu-b", {"cpu-b"},
                           rxDone[n - 1], user, c.wakeupUs * kUs + bytes / copyBps, 1));
    s.push_back(socketStep(StepKind::RecvReturn, Actor::Application, "cpu-b", {"cpu-b"}, user,
                           returned, c.syscallUs * kUs));
    s.push_back(socketStep(StepKind::StagingToGpu, Actor::GpuCopyEngine, "gpu-b",
                           {"cpu-b", "pcie-b", "gpu-b"}, returned, inGpu, c.stagingCallUs * kUs,
                           1));

    totals = {};
    totals.latencySeconds = inGpu;
    totals.dataInGpuBSeconds = inGpu;
    totals.packets = static_cast<int>(n);
    totals.cpuCopiedBytes = 2 * bytes;
    for (const auto& st : s) {
        (st.node.ends_with("-a") ? totals.senderCpuSeconds : totals.receiverCpuSeconds) +=
            st.cpuSeconds;
        totals.copies += st.copies;
    }
    return s;
}

std::vector<WalkParameter> walkthroughParameters(const WalkthroughConfig& c)
{
    const auto p = [](const char* id, double value, const char* unit, const char* source,
                      bool teaching) {
        return WalkParameter{id, value, unit, source, teaching};
    };
    return {
        p("mtu", c.mtu, "B", "InfiniBand Architecture Specification Vol. 1: path MTU 256 to 4096 B",
          false),
        p("linkGbps", c.linkGbps, "Gb/s",
          "NVIDIA ConnectX-7 datasheet (400 Gb/s port); IEEE 802.3bs-2017", false),
        p("propagationUs", c.propagationUs, "µs",
          "10 m of fibre at about 5 ns/m (refractive index about 1.47)", true),
        p("switchLatencyUs", c.switchLatencyUs, "µs",
          "store and forward; data-centre switches quote 0.5 to 1 µs port to port", true),
        p("pcieGBps", c.pcieGBps, "GB/s",
          "PCIe 5.0 x16: 32 GT/s x 16 lanes, 128b/130b, about 63 GB/s per direction (PCI-SIG)",
          false),
        p("pcieLatencyUs", c.pcieLatencyUs, "µs",
          "per link, as in the GPU server lab; DMA read round trips take several hundred ns "
          "(Neugebauer et al., SIGCOMM 2018)",
          true),
        p("postWrUs", c.postWrUs, "µs",
          "user-space WQE write, no system call (Kalia et al., USENIX ATC 2016)", true),
        p("rnicPacketUs", c.rnicPacketUs, "µs", "RNIC pipeline per packet", true),
        p("pollUs", c.pollUs, "µs", "reading one CQE from host memory", true),
        p("registrationBaseUs", c.registrationBaseUs, "µs",
          "ibv_reg_mr; cost grows with the pages pinned (Mietke et al., Euro-Par 2006)", true),
        p("registrationPerPageUs", c.registrationPerPageUs, "µs",
          "per 4 KiB page pinned and translated (Frey and Alonso, ICDCS 2009)", true),
        p("qpConnectUs", c.qpConnectUs, "µs",
          "QP creation, out-of-band exchange, INIT to RTR to RTS", true),
        p("mssBytes", c.mssBytes, "B",
          "1500 B MTU - 20 B IPv4 - 20 B TCP - 12 B timestamps "
          "(RFC 7323)",
          false),
        p("memcpyGBps", c.memcpyGBps, "GB/s",
          "one core; copying is the largest receive cost (Cai et al., SIGCOMM 2021)", true),
        p("syscallUs", c.syscallUs, "µs",
          "direct and indirect cost of a system call (Soares and Stumm, OSDI 2010)", true),
        p("tcpTxSegmentUs", c.tcpTxSegmentUs, "µs", "sender TCP/IP per segment, no TSO", true),
        p("tcpRxSegmentUs", c.tcpRxSegmentUs, "µs", "receiver TCP/IP per segment, no GRO", true),
        p("interruptUs", c.interruptUs, "µs", "hard interrupt and softirq entry", true),
        p("interruptDelayUs", c.interruptDelayUs, "µs", "interrupt moderation (ethtool rx-usecs)",
          true),
        p("wakeupUs", c.wakeupUs, "µs", "waking and scheduling the thread blocked in recv()", true),
        p("tcpAckUs", c.tcpAckUs, "µs", "sender cost per TCP ACK", true),
        p("segmentsPerAck", c.segmentsPerAck, "",
          "delayed ACK: at least every second full segment (RFC 1122, 4.2.3.2)", false),
        p("stagingCallUs", c.stagingCallUs, "µs", "cudaMemcpy call and synchronisation", true),
    };
}

} // namespace ailab::core::net::roce
