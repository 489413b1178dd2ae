#pragma once

#include "core/net/roce/headers.h"
#include "core/topo/graph.h"

#include <cstdint>
#include <string>
#include <vector>

// One RDMA WRITE from GPU A to GPU B over the seed's chain (GPU A, RNIC A, Leaf A, Spine,
// Leaf B, RNIC B, GPU B; each host's CPU and PCIe switch beside it), step by step with a
// timing model, the real packets of the transfer (packet_builder.h) and the same transfer
// through sockets for comparison. Every timing figure is a named parameter with its
// source or marked as a teaching assumption (parameters()).
namespace ailab::core::net::roce {

// The largest transfer the walkthrough shows (its packets all go to the packet view).
inline constexpr std::uint64_t kMaxWalkthroughBytes = 4ull * 1024 * 1024;

struct WalkthroughConfig
{
    std::uint64_t bytes = 4096; // the message, 1 byte to kMaxWalkthroughBytes
    std::uint32_t mtu = 4096;   // IBA path MTU: 256, 512, 1024, 2048 or 4096

    // Fabric (links RNIC-leaf-spine-leaf-RNIC).
    double linkGbps = 400.0;      // ConnectX-7 port, catalog "roce-400g"
    double propagationUs = 0.05;  // per link: 10 m of fibre at 5 ns/m
    double switchLatencyUs = 0.8; // port to port, after the whole frame arrived
    // PCIe (GPU and CPU to their host's PCIe switch, switch to RNIC).
    double pcieGBps = 64.0;      // PCIe 5.0 x16 per direction
    double pcieLatencyUs = 0.25; // per PCIe link traversal
    // RDMA verbs and the RNIC.
    double postWrUs = 0.1;              // ibv_post_send writes the WQE into the send queue
    double rnicPacketUs = 0.2;          // RNIC pipeline latency per packet (build or check)
    double pollUs = 0.1;                // ibv_poll_cq reading one CQE
    double registrationBaseUs = 5.0;    // ibv_reg_mr fixed cost
    double registrationPerPageUs = 0.1; // pinning and translating one 4 KiB page
    double qpConnectUs = 100.0;         // create, exchange QPN/PSN/GID/R_Key, INIT->RTR->RTS

    // The socket path (TCP over the same fabric).
    std::uint32_t mssBytes = 1448; // 1500 MTU - 20 IP - 20 TCP - 12 timestamps
    double memcpyGBps = 10.0;      // one core copying
    double syscallUs = 0.5;        // entering and leaving the kernel
    double tcpTxSegmentUs = 1.0;   // sender kernel cost per segment
    double tcpRxSegmentUs = 1.5;   // receiver kernel cost per segment
    double interruptUs = 2.0;      // receiver hard interrupt and softirq entry
    double interruptDelayUs = 4.0; // interrupt moderation before the first interrupt
    double wakeupUs = 3.0;         // waking the thread blocked in recv()
    double tcpAckUs = 0.5;         // sender cost per received TCP ACK
    int segmentsPerAck = 2;        // delayed ACK (RFC 1122: at least every second segment)
    double stagingCallUs = 5.0;    // cudaMemcpy call overhead on the CPU
};

// What a step is; the views name them (in the learner's language).
enum class StepKind {
    // RDMA
    MemoryRegistration,
    QueuePairSetup,
    PostWorkRequest,
    Doorbell,
    WqeFetch,
    PayloadDmaRead,
    Packetisation,
    ForwardLeafA,
    ForwardSpine,
    ForwardLeafB,
    RemotePlacement,
    Acknowledgement,
    CompletionEntry,
    PollCompletion,
    // Sockets
    StagingToHost,
    SendSyscall,
    CopyToSocketBuffer,
    TcpTransmit,
    NicTransmit,
    FabricForwarding,
    ReceiveInterrupt,
    TcpReceive,
    CopyToUserBuffer,
    RecvReturn,
    StagingToGpu,
};

// Who does the work.
enum class Actor { Application, Kernel, Rnic, Nic, Switch, GpuCopyEngine };
std::string actorId(Actor actor); // "application", "kernel", "rnic", ...

struct WalkStep
{
    StepKind kind = StepKind::PostWorkRequest;
    Actor actor = Actor::Application;
    std::string node;              // where it happens (a graph node name)
    std::vector<std::string> path; // nodes what moves passes through; one node if nothing moves
    double startSeconds = 0.0;     // from ibv_post_send (setup steps: from the start of setup)
    double durationSeconds = 0.0;
    bool setup = false;      // done once before the transfer, not part of its latency
    bool critical = false;   // on the critical path: these steps tile [0, total] in order
    double cpuSeconds = 0.0; // CPU time the step costs (host given by `node`)
    int copies = 0;          // copies of the message the step makes
    int firstPacket = -1;    // packets this step sends (index range into the packets)
    int packetCount = 0;
    double endSeconds() const { return startSeconds + durationSeconds; }
};

struct WalkPacket
{
    RocePacket packet;
    std::vector<std::uint8_t> frame; // encoded, with FCS
    std::uint32_t payloadBytes = 0;
    bool acknowledgement = false; // the responder's ACK (goes from RNIC B to RNIC A)
    double sentSeconds = 0.0;     // first bit leaves the sending RNIC
    double receivedSeconds = 0.0; // last bit reaches the receiving RNIC
};

// One model parameter as the explainer shows it.
struct WalkParameter
{
    std::string id; // the config field, e.g. "pcieGBps"
    double value = 0.0;
    std::string unit;
    std::string source;
    bool teachingAssumption = false;
};

struct PathTotals
{
    double latencySeconds = 0.0;    // RDMA: requester's completion; sockets: data in GPU B
    double dataInGpuBSeconds = 0.0; // last byte written into GPU B's memory
    double senderCpuSeconds = 0.0;
    double receiverCpuSeconds = 0.0;
    int copies = 0;            // copies of the message (by a CPU or a copy engine)
    double cpuCopiedBytes = 0; // bytes a CPU copied
    int packets = 0;           // data packets or segments on the wire
};

struct WalkthroughResult
{
    WalkthroughConfig config;
    std::vector<WalkStep> rdmaSteps;
    std::vector<WalkPacket> packets; // the WRITE packets in PSN order, then the ACK
    PathTotals rdma;
    double setupSeconds = 0.0; // registration and QP setup, once
    std::vector<WalkStep> socketSteps;
    PathTotals socket;
};

// Node names of the chain, in drawing order, then the two CPUs.
std::vector<std::string> walkthroughNodeNames();
// The chain as a graph: PCIe links at pcieGBps, network links at linkGbps.
topo::Graph walkthroughGraph(const WalkthroughConfig& config);

// Throws core::Error naming the field ("/walkthrough/bytes", "/walkthrough/mtu", ...).
void validate(const WalkthroughConfig& config);
WalkthroughResult runWalkthrough(const WalkthroughConfig& config);
// The socket path alone (part of runWalkthrough).
std::vector<WalkStep> socketSteps(const WalkthroughConfig& config, PathTotals& totals);

// The parameters of the model with their sources.
std::vector<WalkParameter> walkthroughParameters(const WalkthroughConfig& config);

// The four network links (RNIC A, Leaf A, Spine, Leaf B, RNIC B) as a store-and-forward
// pipeline: frame i, ready at the sending NIC at ready[i], leaves when the link is free
// (its first bit at sent[i]); each switch forwards it switchLatencyUs after its last bit
// arrived. arrivals[h][i]: its last bit at the far end of link h (0..3).
struct FabricTiming
{
    std::vector<double> sent;
    std::vector<std::vector<double>> arrivals;
};
FabricTiming fabricTiming(const WalkthroughConfig& config, const std::vector<double>& ready,
                          const std::vector<std::size_t>& frameBytes);

// Serialisation of one frame at the link rate, with preamble, SFD and inter-frame gap
// (IEEE 802.3: 8 + 12 bytes beside the frame).
double wireSeconds(std::size_t frameBytes, double linkGbps);

} // namespace ailab::core::net::roce
