#pragma once

#include "core/net/roce/headers.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

// The packets an RC queue pair sends for each operation (IBA 9.7 "Reliable service"):
// a message longer than the path MTU is cut into First, Middle... and Last packets with
// consecutive PSNs; a message that fits is one Only packet. RETH goes in the first packet
// of a WRITE and in the READ request; AETH in the first and last READ response and in
// ACK/NAK. The responder's packets go back to the requester's QP.
namespace ailab::core::net::roce {

// One direction of a connection: who sends to whom, over which path.
struct Flow
{
    MacAddress sourceMac{};
    MacAddress destinationMac{};
    std::optional<VlanTag> vlan;
    IpAddress source = ipv4Address(10, 0, 0, 1);
    IpAddress destination = ipv4Address(10, 0, 0, 2);
    std::uint8_t dscp = 26;
    Ecn ecn = Ecn::Ect0;
    std::uint8_t ttl = 64;
    std::uint16_t udpSourcePort = 0xC000; // per-QP entropy for ECMP
    std::uint32_t destQp = 0;             // the receiving QP
    std::uint16_t pKey = kDefaultPKey;
};

// The same connection seen from the other end: addresses swapped, to `requesterQp`.
Flow reverse(const Flow& flow, std::uint32_t requesterQp);

// The IBA path MTUs (256 to 4096 bytes); throws core::Error (path "--mtu") for others.
void checkPathMtu(std::uint32_t mtu);

class PacketBuilder
{
public:
    // Throws core::Error when the path MTU is not one of the IBA sizes.
    PacketBuilder(Flow flow, std::uint32_t pathMtu);

    const Flow& flow() const { return m_flow; }
    std::uint32_t pathMtu() const { return m_mtu; }

    // RDMA WRITE of `data` to remote `virtualAddress` under `rKey`; PSNs from `firstPsn`
    // (modulo 2^24). The last packet asks for an ACK.
    std::vector<RocePacket> rdmaWrite(std::uint32_t firstPsn, std::uint64_t virtualAddress,
                                      std::uint32_t rKey, std::span<const std::uint8_t> data) const;
    // SEND of `data` into the receiver's posted receive buffer; the last asks for an ACK.
    std::vector<RocePacket> send(std::uint32_t firstPsn, std::span<const std::uint8_t> data) const;
    // READ request for `length` bytes; its response packets take the PSNs from `psn` on.
    RocePacket readRequest(std::uint32_t psn, std::uint64_t virtualAddress, std::uint32_t rKey,
                           std::uint32_t length) const;
    // READ response packets carrying `data`, PSNs from the request's PSN; `msn` in AETH.
    std::vector<RocePacket> readResponse(std::uint32_t firstPsn, std::uint32_t msn,
                                         std::span<const std::uint8_t> data) const;
    // ACK of everything up to `psn`; NAK with its code (a PSN sequence error asks the
    // requester to go back to `psn`).
    RocePacket ack(std::uint32_t psn, std::uint32_t msn) const;
    RocePacket nak(std::uint32_t psn, std::uint32_t msn, NakCode code) const;
    // Congestion Notification Packet (Annex A17.9.2) to the flow's QP: PSN 0, BECN set,
    // 16 reserved bytes; CNPs travel in a high priority class (DSCP 48).
    RocePacket cnp() const;

private:
    RocePacket base(Opcode opcode, std::uint32_t psn) const;
    std::vector<RocePacket> segments(std::uint32_t firstPsn, std::span<const std::uint8_t> data,
                                     Opcode first, Opcode middle, Opcode last, Opcode only) const;

    Flow m_flow;
    std::uint32_t m_mtu;
};

} // namespace ailab::core::net::roce
