#include "core/net/roce/checksums.h"
#include "core/net/roce/decode_internal.h"

// The link and network layers of a RoCEv2 frame: Ethernet II (IEEE 802.3 clause 3), the
// optional 802.1Q tag, and IPv4 (RFC 791) or IPv6 (RFC 8200).
namespace ailab::core::net::roce::detail {

void decodeEthernet(Decoder& d, std::span<const std::uint8_t> frame, RocePacket& p)
{
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
}

IpSpan decodeIp(Decoder& d, std::span<const std::uint8_t> frame, RocePacket& p, DecodedFrame& r,
                std::size_t bodyEnd)
{
    const std::uint32_t etherType = p.ethernet.etherType;
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
        bitField(ip, "Explicit congestion notification (ECN)", "ipv6.tclass.ecn", ipStart, 4, first,
                 0x00300000u, ecnMeaning(p.ip.ecn));
        bitField(ip, "Flow label", "ipv6.flow", ipStart, 4, first, 0x000FFFFFu);
        p.ip.length = static_cast<std::uint16_t>(d.be16());
        field(ip, "Payload length", fmt::format("{}", p.ip.length), "ipv6.plen", ipStart + 4, 2);
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
        field(ip, "Destination address", formatIp(p.ip.destination), "ipv6.dst", ipStart + 24, 16);
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
        field(ip, "Header length (bytes)", fmt::format("{}", ipHeaderBytes), "ip.hdr_len", ipStart,
              1, {}, bitPattern(versionIhl, 0x0F, 8));
        if ((versionIhl >> 4) != 4)
            throw Failure{fmt::format("IP version {} under EtherType 0x0800", versionIhl >> 4),
                          ipStart};
        if (ipHeaderBytes < kIpv4HeaderBytes)
            throw Failure{fmt::format("IPv4 header length {} bytes is below 20", ipHeaderBytes),
                          ipStart};
        const std::uint32_t tos = d.u8();
        p.ip.dscp = static_cast<std::uint8_t>(tos >> 2);
        p.ip.ecn = static_cast<Ecn>(tos & 0x3);
        bitField(ip, "Differentiated services codepoint (DSCP)", "ip.dsfield.dscp", ipStart + 1, 1,
                 tos, 0xFC);
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
            throw Failure{"a fragment of an IPv4 packet (RoCEv2 is never fragmented)", ipStart + 6};
        if (p.ip.length < ipHeaderBytes)
            throw Failure{
                fmt::format("IPv4 total length {} is shorter than its header", p.ip.length),
                ipStart + 2};
        ipEnd = ipStart + p.ip.length;
    }
    if (ipEnd > bodyEnd)
        throw Failure{
            fmt::format("the IP length runs {} bytes past the end of the frame", ipEnd - bodyEnd),
            v6 ? ipStart + 4 : ipStart + 2};
    d.setEnd(ipEnd);

    return IpSpan{ipStart, ipEnd, v6};
}

} // namespace ailab::core::net::roce::detail
