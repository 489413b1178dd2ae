#pragma once

#include "core/topo/graph.h"

#include <cstdint>
#include <string>

// What the packet engine moves and what its trace hook reports.
namespace ailab::core::net::packet {

using FlowId = std::uint32_t;
inline constexpr FlowId kNoFlow = 0xffffffffu;

// The packets the engine models. The values of the RC opcodes are the BTH opcodes (IBTA
// Vol. 1, table 38); a NAK is an ACK whose AETH carries a NAK syndrome; the CNP is RoCEv2's
// 0x81 (IBTA Annex A17); a PFC frame is not a RoCE packet and has no opcode (0xff).
enum class Opcode : std::uint8_t {
    WriteFirst = 0x06,
    WriteMiddle = 0x07,
    WriteLast = 0x08,
    WriteOnly = 0x0a,
    Ack = 0x11,
    Nak = 0x12, // sent as opcode 0x11 with a NAK syndrome; distinct here for the model
    Cnp = 0x81,
    PfcPause = 0xfe,  // 802.1Qbb frame with a non-zero quanta (XOFF)
    PfcResume = 0xff, // 802.1Qbb frame with quanta 0 (XON)
};

// The BTH opcode byte on the wire (NAK travels as ACK).
std::uint8_t wireOpcode(Opcode op);
// "RDMA WRITE First", "ACK", "NAK", "CNP", "PFC pause", ...
std::string opcodeName(Opcode op);
bool isData(Opcode op);

enum class TraceKind : std::uint8_t {
    Transmit, // the packet starts to leave `from` on `channel`
    Drop,     // refused by the buffer at `to` (`channel` is where it came from)
    Deliver,  // reached its destination host
};

// One packet event for views, pcap export and tests. Header fields are the ones a RoCEv2
// encoder needs to rebuild the frame: flow (queue pair), PSN, opcode, ECN, priority, size.
struct PacketTrace
{
    double time = 0.0;
    TraceKind kind = TraceKind::Transmit;
    topo::ChannelId channel = 0;
    topo::NodeId from = topo::kNoNode;
    topo::NodeId to = topo::kNoNode;
    FlowId flow = kNoFlow;
    std::uint32_t psn = 0;
    Opcode opcode = Opcode::WriteMiddle;
    bool ecnCapable = false;            // ECT(0) in the IP header
    bool congestionExperienced = false; // CE
    std::uint8_t priority = 0;
    std::uint32_t frameBytes = 0;            // Ethernet frame, FCS included
    std::uint32_t payloadBytes = 0;          // RDMA payload
    topo::NodeId flowSource = topo::kNoNode; // the flow's endpoints (addresses)
    topo::NodeId flowDestination = topo::kNoNode;
};

} // namespace ailab::core::net::packet
