#include "core/net/roce/packet_builder.h"

#include "core/error.h"

#include <fmt/format.h>

namespace ailab::core::net::roce {

Flow reverse(const Flow& flow, std::uint32_t requesterQp)
{
    Flow back = flow;
    std::swap(back.sourceMac, back.destinationMac);
    std::swap(back.source, back.destination);
    back.destQp = requesterQp;
    return back;
}

void checkPathMtu(std::uint32_t mtu)
{
    if (mtu != 256 && mtu != 512 && mtu != 1024 && mtu != 2048 && mtu != 4096)
        throw Error(fmt::format("path MTU {} is not one of 256, 512, 1024, 2048, 4096 bytes", mtu),
                    "--mtu");
}

PacketBuilder::PacketBuilder(Flow flow, std::uint32_t pathMtu)
    : m_flow(std::move(flow))
    , m_mtu(pathMtu)
{
    checkPathMtu(pathMtu);
}

RocePacket PacketBuilder::base(Opcode opcode, std::uint32_t psn) const
{
    RocePacket p;
    p.ethernet.destination = m_flow.destinationMac;
    p.ethernet.source = m_flow.sourceMac;
    p.ethernet.vlan = m_flow.vlan;
    p.ethernet.etherType = m_flow.source.v6 ? kEtherTypeIpv6 : kEtherTypeIpv4;
    p.ip.source = m_flow.source;
    p.ip.destination = m_flow.destination;
    p.ip.dscp = m_flow.dscp;
    p.ip.ecn = m_flow.ecn;
    p.ip.ttl = m_flow.ttl;
    p.udp.sourcePort = m_flow.udpSourcePort;
    p.bth.opcode = opcode;
    p.bth.pKey = m_flow.pKey;
    p.bth.destQp = m_flow.destQp & 0xFFFFFF;
    p.bth.psn = psn & 0xFFFFFF;
    return p;
}

std::vector<RocePacket> PacketBuilder::segments(std::uint32_t firstPsn,
                                                std::span<const std::uint8_t> data, Opcode first,
                                                Opcode middle, Opcode last, Opcode only) const
{
    const std::size_t count = data.empty() ? 1 : (data.size() + m_mtu - 1) / m_mtu;
    std::vector<RocePacket> packets;
    packets.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        const Opcode opcode = count == 1 ? only : i == 0 ? first : i + 1 == count ? last : middle;
        RocePacket p = base(opcode, firstPsn + static_cast<std::uint32_t>(i));
        const std::size_t begin = i * m_mtu;
        const std::size_t end = std::min(data.size(), begin + m_mtu);
        p.payload.assign(data.begin() + static_cast<std::ptrdiff_t>(begin),
                         data.begin() + static_cast<std::ptrdiff_t>(end));
        packets.push_back(std::move(p));
    }
    return packets;
}

std::vector<RocePacket> PacketBuilder::rdmaWrite(std::uint32_t firstPsn,
                                                 std::uint64_t virtualAddress, std::uint32_t rKey,
                                                 std::span<const std::uint8_t> data) const
{
    if (data.size() > 0x80000000u)
        throw Error("an RDMA WRITE moves at most 2 GiB", "/length");
    auto packets = segments(firstPsn, data, Opcode::RdmaWriteFirst, Opcode::RdmaWriteMiddle,
                            Opcode::RdmaWriteLast, Opcode::RdmaWriteOnly);
    packets.front().reth = Reth{virtualAddress, rKey, static_cast<std::uint32_t>(data.size())};
    packets.back().bth.ackRequest = true;
    return packets;
}

std::vector<RocePacket> PacketBuilder::send(std::uint32_t firstPsn,
                                            std::span<const std::uint8_t> data) const
{
    auto packets = segments(firstPsn, data, Opcode::SendFirst, Opcode::SendMiddle, Opcode::SendLast,
                            Opcode::SendOnly);
    packets.back().bth.ackRequest = true;
    packets.back().bth.solicitedEvent = true;
    return packets;
}

RocePacket PacketBuilder::readRequest(std::uint32_t psn, std::uint64_t virtualAddress,
                                      std::uint32_t rKey, std::uint32_t length) const
{
    RocePacket p = base(Opcode::RdmaReadRequest, psn);
    p.reth = Reth{virtualAddress, rKey, length};
    return p;
}

std::vector<RocePacket> PacketBuilder::readResponse(std::uint32_t firstPsn, std::uint32_t msn,
                                                    std::span<const std::uint8_t> data) const
{
    auto packets =
        segments(firstPsn, data, Opcode::RdmaReadResponseFirst, Opcode::RdmaReadResponseMiddle,
                 Opcode::RdmaReadResponseLast, Opcode::RdmaReadResponseOnly);
    for (RocePacket& p : packets) {
        if (opcodeInfo(static_cast<std::uint8_t>(p.bth.opcode))->aeth)
            p.aeth = Aeth{ackSyndrome(0x1F), msn & 0xFFFFFF};
    }
    return packets;
}

RocePacket PacketBuilder::ack(std::uint32_t psn, std::uint32_t msn) const
{
    RocePacket p = base(Opcode::Acknowledge, psn);
    p.aeth = Aeth{ackSyndrome(0x1F), msn & 0xFFFFFF};
    return p;
}

RocePacket PacketBuilder::nak(std::uint32_t psn, std::uint32_t msn, NakCode code) const
{
    RocePacket p = base(Opcode::Acknowledge, psn);
    p.aeth = Aeth{nakSyndrome(code), msn & 0xFFFFFF};
    return p;
}

RocePacket PacketBuilder::cnp() const
{
    RocePacket p = base(Opcode::Cnp, 0);
    p.bth.becn = true;
    p.ip.dscp = 48; // CNPs go in a strict-priority class (NVIDIA ConnectX default DSCP 48)
    p.payload.assign(kCnpReservedBytes, 0);
    return p;
}

} // namespace ailab::core::net::roce
