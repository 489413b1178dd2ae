#pragma once

#include "core/net/congestion_control.h"

#include <cstdint>

// Parameters of the packet-level engine (docs/models.md, Packet engine). Every
// figure is editable; each default names its source. Sizes in bytes, times in seconds,
// rates in bits per second.
namespace ailab::core::net::packet {

// 802.1p priorities: RoCE data on the lossless class 3 and its control packets (ACK, NAK,
// CNP) on 6, as in NVIDIA's RoCE configuration guides (data 3, CNP 6).
inline constexpr int kPriorities = 8;
inline constexpr int kDataPriority = 3;
inline constexpr int kControlPriority = 6;

// Frame sizes on the wire. Headers of a RoCEv2 packet over IPv4 without VLAN: Ethernet 14,
// IPv4 20, UDP 8, BTH 12, ICRC 4, FCS 4 = 62 B (IBTA Annex A17). Serialisation also counts
// the preamble, start delimiter and inter-frame gap, 20 B (IEEE 802.3 clause 4).
inline constexpr int kRoceHeaderBytes = 62;
inline constexpr int kAethBytes = 4;          // ACK/NAK extended header
inline constexpr int kCnpPayloadBytes = 16;   // CNP: 16 reserved bytes after the BTH
inline constexpr int kPauseFrameBytes = 64;   // 802.1Qbb MAC control frame (minimum frame)
inline constexpr int kWireOverheadBytes = 20; // preamble + SFD + inter-frame gap

struct SwitchConfig
{
    // Shared packet buffer of each switch. Teaching default of the order of a Broadcom
    // Trident 2's 12 MB shared buffer.
    double bufferBytes = 12e6;
    // Without PFC a queue is admitted while its bytes stay below dtAlpha x the free shared
    // buffer: the dynamic threshold of Choudhury and Hahne (IEEE/ACM ToN 1998), so one
    // congested queue can take at most dtAlpha / (1 + dtAlpha) of the buffer.
    double dtAlpha = 1.0;

    // RED-style ECN marking on each egress queue (docs/models.md, Congestion control): p = 0 up to
    // Kmin, rising linearly to Pmax at Kmax, 1 above. Defaults are the production-derived 100 KB
    // and 400 KB per 25 Gb/s of port speed with Pmax 0.2; applied per port speed when
    // ecnScaleWithRate is true, otherwise the byte values below are used as they are.
    bool ecn = true;
    bool ecnScaleWithRate = true;
    double kminBytes = 100e3; // at 25 Gb/s
    double kmaxBytes = 400e3; // at 25 Gb/s
    double pmax = 0.2;

    // Priority flow control (IEEE 802.1Qbb) on the data priority. XOFF when an ingress
    // port's bytes of that priority reach xoffBytes (or the shared buffer is nearly full),
    // XON when they fall below xoffBytes - hysteresisBytes. Each ingress port keeps
    // headroom for what is still in flight when it pauses: 2 x rate x link delay + 2 MTU
    // (the pause frame waits behind at most one frame each way; docs/models.md, Packet engine).
    bool pfc = true;
    double xoffBytes = 512e3;
    double hysteresisBytes = 10 * 1100.0; // about ten MTU frames
};

// DCQCN (Zhu et al., "Congestion Control for Large-Scale RDMA Deployments", SIGCOMM 2015):
// the parameters and their sources are in core/net/congestion_control.h; the engine sets
// lineRateBps of each flow to its NIC's rate.
struct DcqcnConfig
{
    bool enabled = true;
    DcqcnParams params;
};

// Reliable-connected transport of the hosts (IBTA RC): PSNs, coalesced ACKs, go-back-N.
struct TransportConfig
{
    int mtuPayloadBytes = 1024; // RoCE path MTU of 1024 B
    // A flow is a stream of RDMA WRITEs of this size (First/Middle/Last packets).
    int messageBytes = 64 * 1024;
    int ackEveryPackets = 8;       // one ACK per 8 in-order packets (coalesced)
    int maxInflightPackets = 2048; // send window; far above an incast's BDP
    // Retransmission timeout: the IBTA local ACK timeout 4.096 us x 2^8 = 1.05 ms.
    double retransmitTimeoutS = 4.096e-6 * 256;
    int nicQueuePackets = 4; // frames a flow may keep in its NIC's queue
};

struct PacketEngineConfig
{
    SwitchConfig switches;
    DcqcnConfig dcqcn;
    TransportConfig transport;
    double sampleIntervalS = 10e-6; // telemetry step
    std::uint64_t seed = 1;         // ECN marking draws
};

// Throws core::Error naming the field ("/switches/kmin_bytes", ...) for a value out of range.
void validateConfig(const PacketEngineConfig& config);

} // namespace ailab::core::net::packet
