#include "core/net/roce/checksums.h"
#include "core/net/roce/codec.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::net::roce {
namespace {

// Thrown inside decode() only, caught there: the message and the offending byte.
struct Failure
{
    std::string message;
    std::size_t offset;
};

std::string hex(std::uint64_t value, int digits)
{
    return fmt::format("0x{:0{}x}", value, digits);
}

std::string hexDec(std::uint64_t value, int digits)
{
    return fmt::format("0x{:0{}x} ({})", value, digits, value);
}

// Wireshark's bit picture of a field inside its bytes: "..00 ....".
std::string bitPattern(std::uint32_t value, std::uint32_t mask, int width)
{
    std::string out;
    for (int bit = width - 1; bit >= 0; --bit) {
        const std::uint32_t m = 1u << bit;
        out += (mask & m) ? ((value & m) ? '1' : '0') : '.';
        if (bit % 4 == 0 && bit != 0)
            out += ' ';
    }
    return out;
}

class Decoder
{
public:
    Decoder(std::span<const std::uint8_t> frame, DecodedFrame& result)
        : m_frame(frame)
        , m_result(result)
    {
        m_result.tree.reserve(16); // more than the headers of a frame: references stay valid
    }

    std::size_t pos() const { return m_pos; }
    void need(std::size_t count, const char* what) const
    {
        if (m_pos + count > m_end)
            throw Failure{fmt::format("the frame ends inside the {} ({} bytes needed, {} left)",
                                      what, count, m_end - m_pos),
                          std::min(m_pos, m_frame.size())};
    }
    void setEnd(std::size_t end) { m_end = end; }
    std::uint8_t at(std::size_t offset) const { return m_frame[offset]; }
    std::uint32_t u8()
    {
        need(1, "frame"); // every read is checked, not only the ones announced by need()
        return m_frame[m_pos++];
    }
    std::uint32_t be16()
    {
        const std::uint32_t hi = u8();
        return hi << 8 | u8();
    }
    std::uint32_t be24()
    {
        const std::uint32_t hi = u8();
        return hi << 16 | be16();
    }
    std::uint32_t be32()
    {
        const std::uint32_t hi = be16();
        return hi << 16 | be16();
    }
    std::uint32_t le32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v |= u8() << (8 * i);
        return v;
    }
    void skip(std::size_t n) { m_pos += n; }
    std::span<const std::uint8_t> bytes(std::size_t offset, std::size_t n) const
    {
        return m_frame.subspan(offset, n);
    }

    FieldNode& header(const std::string& name, std::size_t offset, std::size_t length)
    {
        m_result.tree.push_back(FieldNode{name, {}, {}, {}, offset, length, {}, {}});
        return m_result.tree.back();
    }

private:
    std::span<const std::uint8_t> m_frame;
    DecodedFrame& m_result;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
};

void field(FieldNode& parent, std::string name, std::string value, std::string filter,
           std::size_t offset, std::size_t length, std::string meaning = {}, std::string bits = {})
{
    parent.children.push_back(FieldNode{std::move(name),
                                        std::move(value),
                                        std::move(meaning),
                                        std::move(filter),
                                        offset,
                                        length,
                                        std::move(bits),
                                        {}});
}

void bitField(FieldNode& parent, std::string name, std::string filter, std::size_t offset,
              std::size_t bytes, std::uint32_t word, std::uint32_t mask, std::string meaning = {})
{
    int shift = 0;
    while (mask != 0 && ((mask >> shift) & 1u) == 0)
        ++shift;
    const std::uint32_t value = (word & mask) >> shift;
    const int width = static_cast<int>(bytes) * 8;
    field(parent, std::move(name), fmt::format("{}", value), std::move(filter), offset, bytes,
          std::move(meaning), bitPattern(word, mask, width));
}

std::string checkMeaning(bool ok)
{
    return ok ? "correct" : "incorrect";
}

} // namespace

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

        // Ethernet II (IEEE 802.3 clause 3) and the optional 802.1Q tag.
        d.need(kEthernetHeaderBytes, "Ethernet header");
        FieldNode& eth = d.header("Ethernet II", 0, kEthernetHeaderBytes);
        std::copy_n(frame.begin(), 6, p.ethernet.destination.begin());
        std::copy_n(frame.begin() + 6, 6, p.ethernet.source.begin());
        field(eth, "Destination", formatMac(p.ethernet.destination), "eth.dst", 0, 6);
        field(eth, "Source", formatMac(p.ethernet.source), "eth.src", 6, 6);
        d.skip(12);
        std::size_t typeAt = d.pos();
        std::uint32_t etherType = d.be16();
        if (etherType == kEtherTypeVlan) {
            field(eth, "Type", hex(etherType, 4), "eth.type", typeAt, 2, "802.1Q Virtual LAN");
            d.need(kVlanTagBytes, "802.1Q tag");
            const std::size_t tagAt = d.pos();
            const std::uint32_t tci = d.be16();
            // The tag's node covers the TCI and the inner type, as Wireshark shows it.
            FieldNode& vlan = d.header("802.1Q Virtual LAN", tagAt, kVlanTagBytes);
            p.ethernet.vlan =
                VlanTag{static_cast<std::uint8_t>(tci >> 13), static_cast<bool>(tci >> 12 & 1),
                        static_cast<std::uint16_t>(tci & 0xFFF)};
            bitField(vlan, "Priority (PCP)", "vlan.priority", tagAt, 2, tci, 0xE000);
            bitField(vlan, "Drop eligible (DEI)", "vlan.dei", tagAt, 2, tci, 0x1000);
            bitField(vlan, "VLAN id", "vlan.id", tagAt, 2, tci, 0x0FFF);
            typeAt = d.pos();
            etherType = d.be16();
            if (etherType == kEtherTypeVlan)
                throw Failure{"stacked 802.1Q tags (Q-in-Q) are not part of RoCEv2 here", typeAt};
            field(vlan, "Type", hex(etherType, 4), "vlan.etype", typeAt, 2,
                  etherType == kEtherTypeIpv4   ? "IPv4"
                  : etherType == kEtherTypeIpv6 ? "IPv6"
                                                : "");
        } else {
            field(eth, "Type", hex(etherType, 4), "eth.type", typeAt, 2,
                  etherType == kEtherTypeIpv4   ? "IPv4"
                  : etherType == kEtherTypeIpv6 ? "IPv6"
                                                : "");
        }
        p.ethernet.etherType = static_cast<std::uint16_t>(etherType);
        if (etherType != kEtherTypeIpv4 && etherType != kEtherTypeIpv6)
            throw Failure{fmt::format("EtherType 0x{:04x} is neither IPv4 nor IPv6", etherType),
                          typeAt};

        // IPv4 (RFC 791) or IPv6 (RFC 8200).
        const bool v6 = etherType == kEtherTypeIpv6;
        const std::size_t ipStart = d.pos();
        std::size_t ipHeaderBytes = kIpv6HeaderBytes;
        std::size_t ipEnd = 0;
        if (v6) {
            d.need(kIpv6HeaderBytes, "IPv6 header");
            FieldNode& ip = d.header("Internet Protocol Version 6", ipStart, kIpv6HeaderBytes);
            const std::uint32_t first = d.be32();
            bitField(ip, "Version", "ipv6.version", ipStart, 4, first, 0xF0000000u);
            if ((first >> 28) != 6)
                throw Failure{fmt::format("IP version {} under EtherType 0x86dd", first >> 28),
                              ipStart};
            p.ip.dscp = static_cast<std::uint8_t>(first >> 22 & 0x3F);
            p.ip.ecn = static_cast<Ecn>(first >> 20 & 0x3);
            p.ip.flowLabel = first & 0xFFFFF;
            bitField(ip, "Differentiated services codepoint (DSCP)", "ipv6.tclass.dscp", ipStart, 4,
                     first, 0x0FC00000u);
            bitField(ip, "Explicit congestion notification (ECN)", "ipv6.tclass.ecn", ipStart, 4,
                     first, 0x00300000u, ecnMeaning(p.ip.ecn));
            bitField(ip, "Flow label", "ipv6.flow", ipStart, 4, first, 0x000FFFFFu);
            p.ip.length = static_cast<std::uint16_t>(d.be16());
            field(ip, "Payload length", fmt::format("{}", p.ip.length), "ipv6.plen", ipStart + 4,
                  2);
            const std::uint32_t next = d.u8();
            field(ip, "Next header", fmt::format("{}", next), "ipv6.nxt", ipStart + 6, 1,
                  next == 17 ? "UDP" : "");
            p.ip.ttl = static_cast<std::uint8_t>(d.u8());
            field(ip, "Hop limit", fmt::format("{}", p.ip.ttl), "ipv6.hlim", ipStart + 7, 1);
            p.ip.source.v6 = p.ip.destination.v6 = true;
            std::copy_n(frame.begin() + static_cast<std::ptrdiff_t>(ipStart + 8), 16,
                        p.ip.source.bytes.begin());
            std::copy_n(frame.begin() + static_cast<std::ptrdiff_t>(ipStart + 24), 16,
                        p.ip.destination.bytes.begin());
            field(ip, "Source address", formatIp(p.ip.source), "ipv6.src", ipStart + 8, 16);
            field(ip, "Destination address", formatIp(p.ip.destination), "ipv6.dst", ipStart + 24,
                  16);
            d.skip(32);
            if (next != 17)
                throw Failure{fmt::format("next header {} is not UDP (extension headers are not "
                                          "used by RoCEv2)",
                                          next),
                              ipStart + 6};
            ipEnd = d.pos() + p.ip.length;
        } else {
            d.need(kIpv4HeaderBytes, "IPv4 header");
            const std::uint32_t versionIhl = d.u8();
            ipHeaderBytes = (versionIhl & 0x0F) * 4u;
            if (ipHeaderBytes > kIpv4HeaderBytes)
                d.need(ipHeaderBytes - 1, "IPv4 header with options");
            FieldNode& ip = d.header("Internet Protocol Version 4", ipStart, ipHeaderBytes);
            bitField(ip, "Version", "ip.version", ipStart, 1, versionIhl, 0xF0);
            field(ip, "Header length (bytes)", fmt::format("{}", ipHeaderBytes), "ip.hdr_len",
                  ipStart, 1, {}, bitPattern(versionIhl, 0x0F, 8));
            if ((versionIhl >> 4) != 4)
                throw Failure{fmt::format("IP version {} under EtherType 0x0800", versionIhl >> 4),
                              ipStart};
            if (ipHeaderBytes < kIpv4HeaderBytes)
                throw Failure{fmt::format("IPv4 header length {} bytes is below 20", ipHeaderBytes),
                              ipStart};
            const std::uint32_t tos = d.u8();
            p.ip.dscp = static_cast<std::uint8_t>(tos >> 2);
            p.ip.ecn = static_cast<Ecn>(tos & 0x3);
            bitField(ip, "Differentiated services codepoint (DSCP)", "ip.dsfield.dscp", ipStart + 1,
                     1, tos, 0xFC);
            bitField(ip, "Explicit congestion notification (ECN)", "ip.dsfield.ecn", ipStart + 1, 1,
                     tos, 0x03, ecnMeaning(p.ip.ecn));
            p.ip.length = static_cast<std::uint16_t>(d.be16());
            field(ip, "Total length", fmt::format("{}", p.ip.length), "ip.len", ipStart + 2, 2);
            p.ip.identification = static_cast<std::uint16_t>(d.be16());
            field(ip, "Identification", hexDec(p.ip.identification, 4), "ip.id", ipStart + 4, 2);
            const std::uint32_t fragment = d.be16();
            p.ip.dontFragment = (fragment & 0x4000) != 0;
            bitField(ip, "Don't fragment", "ip.flags.df", ipStart + 6, 2, fragment, 0x4000);
            bitField(ip, "More fragments", "ip.flags.mf", ipStart + 6, 2, fragment, 0x2000);
            bitField(ip, "Fragment offset", "ip.frag_offset", ipStart + 6, 2, fragment, 0x1FFF);
            p.ip.ttl = static_cast<std::uint8_t>(d.u8());
            field(ip, "Time to live", fmt::format("{}", p.ip.ttl), "ip.ttl", ipStart + 8, 1);
            const std::uint32_t protocol = d.u8();
            field(ip, "Protocol", fmt::format("{}", protocol), "ip.proto", ipStart + 9, 1,
                  protocol == 17 ? "UDP" : "");
            p.ip.checksum = static_cast<std::uint16_t>(d.be16());
            d.need(ipHeaderBytes - 12, "IPv4 header");
            const std::uint16_t expected = ipv4HeaderChecksum(d.bytes(ipStart, ipHeaderBytes));
            r.ipChecksumOk = expected == p.ip.checksum;
            field(ip, "Header checksum", hex(p.ip.checksum, 4), "ip.checksum", ipStart + 10, 2,
                  checkMeaning(r.ipChecksumOk));
            std::copy_n(frame.begin() + static_cast<std::ptrdiff_t>(ipStart + 12), 4,
                        p.ip.source.bytes.begin());
            std::copy_n(frame.begin() + static_cast<std::ptrdiff_t>(ipStart + 16), 4,
                        p.ip.destination.bytes.begin());
            field(ip, "Source address", formatIp(p.ip.source), "ip.src", ipStart + 12, 4);
            field(ip, "Destination address", formatIp(p.ip.destination), "ip.dst", ipStart + 16, 4);
            d.skip(8);
            if (ipHeaderBytes > kIpv4HeaderBytes) {
                field(ip, "Options (bytes)", fmt::format("{}", ipHeaderBytes - kIpv4HeaderBytes),
                      "ip.opt", ipStart + 20, ipHeaderBytes - kIpv4HeaderBytes);
                d.skip(ipHeaderBytes - kIpv4HeaderBytes);
            }
            if (protocol != 17)
                throw Failure{fmt::format("IP protocol {} is not UDP", protocol), ipStart + 9};
            if ((fragment & 0x3FFF) != 0)
                throw Failure{"a fragment of an IPv4 packet (RoCEv2 is never fragmented)",
                              ipStart + 6};
            if (p.ip.length < ipHeaderBytes)
                throw Failure{
                    fmt::format("IPv4 total length {} is shorter than its header", p.ip.length),
                    ipStart + 2};
            ipEnd = ipStart + p.ip.length;
        }
        if (ipEnd > bodyEnd)
            throw Failure{fmt::format("the IP length runs {} bytes past the end of the frame",
                                      ipEnd - bodyEnd),
                          v6 ? ipStart + 4 : ipStart + 2};
        d.setEnd(ipEnd);

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
