#include "core/net/roce/checksums.h"
#include "core/net/roce/codec.h"
#include "core/net/roce/decode_internal.h"

// The decoder's entry point and the transport layers: UDP (RFC 768), BTH (IBA 9.2), RETH and
// AETH (IBA 9.3), the payload, the ICRC (Annex A17.3.3) and the FCS. Ethernet and IP are in
// decode_headers.cpp.
namespace ailab::core::net::roce {

using namespace detail;

DecodedFrame decode(std::span<const std::uint8_t> frame, const CodecOptions& options)
{
    DecodedFrame r;
    Decoder d(frame, r);
    RocePacket p;
    try {
        std::size_t bodyEnd = frame.size();
        if (options.withFcs) {
            if (frame.size() < kFcsBytes)
                throw Failure{"the frame is shorter than its 4-byte FCS", 0};
            bodyEnd -= kFcsBytes;
        }
        d.setEnd(bodyEnd);

        decodeEthernet(d, frame, p);
        const IpSpan ipSpan = decodeIp(d, frame, p, r, bodyEnd);
        const std::size_t ipStart = ipSpan.start;
        const std::size_t ipEnd = ipSpan.end;
        const bool v6 = ipSpan.v6;

        // UDP (RFC 768).
        const std::size_t udpStart = d.pos();
        d.need(kUdpHeaderBytes, "UDP header");
        FieldNode& udp = d.header("User Datagram Protocol", udpStart, kUdpHeaderBytes);
        p.udp.sourcePort = static_cast<std::uint16_t>(d.be16());
        p.udp.destinationPort = static_cast<std::uint16_t>(d.be16());
        p.udp.length = static_cast<std::uint16_t>(d.be16());
        p.udp.checksum = static_cast<std::uint16_t>(d.be16());
        field(udp, "Source port", fmt::format("{}", p.udp.sourcePort), "udp.srcport", udpStart, 2);
        field(udp, "Destination port", fmt::format("{}", p.udp.destinationPort), "udp.dstport",
              udpStart + 2, 2, p.udp.destinationPort == kRoceUdpPort ? "RoCEv2" : "");
        field(udp, "Length", fmt::format("{}", p.udp.length), "udp.length", udpStart + 4, 2);
        std::string udpCheck = "none (0 over IPv4)";
        if (v6 || p.udp.checksum != 0) {
            if (v6) {
                r.udpChecksumOk =
                    udpIpv6Checksum(d.bytes(ipStart, kIpv6HeaderBytes),
                                    d.bytes(udpStart, ipEnd - udpStart)) == p.udp.checksum;
                udpCheck = checkMeaning(r.udpChecksumOk);
            } else {
                udpCheck = "not verified";
            }
        }
        field(udp, "Checksum", hex(p.udp.checksum, 4), "udp.checksum", udpStart + 6, 2, udpCheck);
        if (p.udp.length != ipEnd - udpStart)
            throw Failure{fmt::format("UDP length {} does not match the {} bytes the IP header "
                                      "leaves",
                                      p.udp.length, ipEnd - udpStart),
                          udpStart + 4};
        if (p.udp.destinationPort != kRoceUdpPort)
            throw Failure{
                fmt::format("UDP destination port {} is not RoCEv2's 4791", p.udp.destinationPort),
                udpStart + 2};

        // Base Transport Header (IBA 9.2).
        const std::size_t bthStart = d.pos();
        d.need(kBthBytes + kIcrcBytes, "Base Transport Header and ICRC");
        FieldNode& bth = d.header("Base Transport Header", bthStart, kBthBytes);
        const std::uint32_t opcode = d.u8();
        const OpcodeInfo* info = opcodeInfo(static_cast<std::uint8_t>(opcode));
        p.bth.opcode = static_cast<Opcode>(opcode);
        field(bth, "Opcode", hexDec(opcode, 2), "infiniband.bth.opcode", bthStart, 1,
              info ? info->name : "");
        if (!info)
            throw Failure{fmt::format("opcode 0x{:02x} is not one this decoder knows", opcode),
                          bthStart};
        const std::uint32_t flags = d.u8();
        p.bth.solicitedEvent = (flags & 0x80) != 0;
        p.bth.migReq = (flags & 0x40) != 0;
        p.bth.padCount = static_cast<std::uint8_t>(flags >> 4 & 0x3);
        p.bth.tver = static_cast<std::uint8_t>(flags & 0x0F);
        bitField(bth, "Solicited event", "infiniband.bth.se", bthStart + 1, 1, flags, 0x80);
        bitField(bth, "Migration request", "infiniband.bth.m", bthStart + 1, 1, flags, 0x40);
        bitField(bth, "Pad count", "infiniband.bth.padcnt", bthStart + 1, 1, flags, 0x30);
        bitField(bth, "Header version", "infiniband.bth.tver", bthStart + 1, 1, flags, 0x0F);
        p.bth.pKey = static_cast<std::uint16_t>(d.be16());
        field(bth, "Partition key", hex(p.bth.pKey, 4), "infiniband.bth.p_key", bthStart + 2, 2);
        const std::uint32_t resv8a = d.u8();
        p.bth.fecn = (resv8a & 0x80) != 0;
        p.bth.becn = (resv8a & 0x40) != 0;
        p.bth.reserved6 = static_cast<std::uint8_t>(resv8a & 0x3F);
        bitField(bth, "FECN", {}, bthStart + 4, 1, resv8a, 0x80);
        bitField(bth, "BECN", {}, bthStart + 4, 1, resv8a, 0x40);
        bitField(bth, "Reserved (6 bits)", {}, bthStart + 4, 1, resv8a, 0x3F);
        p.bth.destQp = d.be24();
        field(bth, "Destination QP", hexDec(p.bth.destQp, 6), "infiniband.bth.destqp", bthStart + 5,
              3);
        const std::uint32_t ackByte = d.u8();
        p.bth.ackRequest = (ackByte & 0x80) != 0;
        p.bth.reserved7 = static_cast<std::uint8_t>(ackByte & 0x7F);
        bitField(bth, "Acknowledge request", "infiniband.bth.a", bthStart + 8, 1, ackByte, 0x80);
        bitField(bth, "Reserved (7 bits)", "infiniband.bth.reserved7", bthStart + 8, 1, ackByte,
                 0x7F);
        p.bth.psn = d.be24();
        field(bth, "Packet sequence number", fmt::format("{}", p.bth.psn), "infiniband.bth.psn",
              bthStart + 9, 3);

        const std::size_t icrcAt = ipEnd - kIcrcBytes;
        d.setEnd(icrcAt);
        if (info->reth) {
            const std::size_t at = d.pos();
            d.need(kRethBytes, "RDMA Extended Transport Header");
            FieldNode& reth = d.header("RDMA Extended Transport Header", at, kRethBytes);
            Reth value;
            value.virtualAddress = static_cast<std::uint64_t>(d.be32()) << 32;
            value.virtualAddress |= d.be32();
            value.rKey = d.be32();
            value.dmaLength = d.be32();
            field(reth, "Virtual address", hex(value.virtualAddress, 16), "infiniband.reth.va", at,
                  8);
            field(reth, "Remote key", hex(value.rKey, 8), "infiniband.reth.r_key", at + 8, 4);
            field(reth, "DMA length (bytes)", fmt::format("{}", value.dmaLength),
                  "infiniband.reth.dmalen", at + 12, 4);
            p.reth = value;
        }
        if (info->aeth) {
            const std::size_t at = d.pos();
            d.need(kAethBytes, "ACK Extended Transport Header");
            FieldNode& aeth = d.header("ACK Extended Transport Header", at, kAethBytes);
            Aeth value;
            value.syndrome = static_cast<std::uint8_t>(d.u8());
            value.msn = d.be24();
            field(aeth, "Syndrome", hex(value.syndrome, 2), "infiniband.aeth.syndrome", at, 1,
                  aethMeaning(value.syndrome));
            field(aeth, "Message sequence number", fmt::format("{}", value.msn),
                  "infiniband.aeth.msn", at + 1, 3);
            p.aeth = value;
        }

        // Payload and pad, up to the ICRC.
        const std::size_t dataStart = d.pos();
        const std::size_t dataBytes = icrcAt - dataStart;
        if (p.bth.opcode == Opcode::Cnp) {
            if (dataBytes != kCnpReservedBytes + p.bth.padCount || p.bth.padCount != 0)
                throw Failure{
                    fmt::format("a CNP carries 16 reserved bytes, this one {}", dataBytes),
                    dataStart};
            FieldNode& reserved = d.header("CNP reserved", dataStart, kCnpReservedBytes);
            field(reserved, "Reserved (16 bytes)", "", "infiniband.reserved", dataStart,
                  kCnpReservedBytes);
        } else if (!info->payload && dataBytes != 0) {
            throw Failure{fmt::format("{} carries no data, but {} bytes follow its headers",
                                      info->name, dataBytes),
                          dataStart};
        }
        if (p.bth.padCount > dataBytes)
            throw Failure{fmt::format("pad count {} is more than the {} bytes before the ICRC",
                                      p.bth.padCount, dataBytes),
                          bthStart + 1};
        const std::size_t payloadBytes = dataBytes - p.bth.padCount;
        p.payload.assign(frame.begin() + static_cast<std::ptrdiff_t>(dataStart),
                         frame.begin() + static_cast<std::ptrdiff_t>(dataStart + payloadBytes));
        if (info->payload) {
            FieldNode& data = d.header("Payload", dataStart, dataBytes);
            field(data, "Data (bytes)", fmt::format("{}", payloadBytes), "data.data", dataStart,
                  payloadBytes);
            if (p.bth.padCount > 0)
                field(data, "Pad (bytes)", fmt::format("{}", p.bth.padCount), {},
                      dataStart + payloadBytes, p.bth.padCount);
        }

        // Invariant CRC (Annex A17.3.3), then Ethernet padding and FCS.
        d.setEnd(ipEnd);
        d.skip(dataBytes);
        p.icrc = d.le32();
        r.icrcOk = p.icrc == invariantCrc(d.bytes(ipStart, icrcAt - ipStart), v6);
        FieldNode& icrc = d.header("Invariant CRC", icrcAt, kIcrcBytes);
        field(icrc, "ICRC", hex(p.icrc, 8), "infiniband.invariant.crc", icrcAt, kIcrcBytes,
              checkMeaning(r.icrcOk));
        if (bodyEnd > ipEnd) {
            FieldNode& trailer = d.header("Ethernet padding", ipEnd, bodyEnd - ipEnd);
            field(trailer, "Padding (bytes)", fmt::format("{}", bodyEnd - ipEnd), "eth.padding",
                  ipEnd, bodyEnd - ipEnd);
        }
        if (options.withFcs) {
            std::uint32_t fcs = 0;
            for (std::size_t i = 0; i < kFcsBytes; ++i)
                fcs |= static_cast<std::uint32_t>(frame[bodyEnd + i]) << (8 * i);
            p.fcs = fcs;
            r.fcsOk = fcs == ethernetFcs(frame.first(bodyEnd));
            FieldNode& node = d.header("Frame check sequence", bodyEnd, kFcsBytes);
            field(node, "FCS", hex(fcs, 8), "eth.fcs", bodyEnd, kFcsBytes, checkMeaning(r.fcsOk));
        }
        r.packet = std::move(p);
    } catch (const Failure& failure) {
        r.error = failure.message;
        r.errorOffset = failure.offset;
    }
    return r;
}

} // namespace ailab::core::net::roce
