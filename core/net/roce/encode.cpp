#include "core/error.h"
#include "core/net/roce/checksums.h"
#include "core/net/roce/codec.h"

#include <fmt/format.h>

namespace ailab::core::net::roce {
namespace {

class Writer
{
public:
    explicit Writer(std::vector<std::uint8_t>& out)
        : m_out(out)
    {
    }
    void u8(std::uint32_t v) { m_out.push_back(static_cast<std::uint8_t>(v)); }
    void be16(std::uint32_t v)
    {
        u8(v >> 8);
        u8(v);
    }
    void be24(std::uint32_t v)
    {
        u8(v >> 16);
        be16(v);
    }
    void be32(std::uint32_t v)
    {
        be16(v >> 16);
        be16(v);
    }
    void be64(std::uint64_t v)
    {
        be32(static_cast<std::uint32_t>(v >> 32));
        be32(static_cast<std::uint32_t>(v));
    }
    void le32(std::uint32_t v)
    {
        u8(v);
        u8(v >> 8);
        u8(v >> 16);
        u8(v >> 24);
    }
    void bytes(std::span<const std::uint8_t> b) { m_out.insert(m_out.end(), b.begin(), b.end()); }
    void put16(std::size_t at, std::uint32_t v)
    {
        m_out[at] = static_cast<std::uint8_t>(v >> 8);
        m_out[at + 1] = static_cast<std::uint8_t>(v);
    }
    std::size_t size() const { return m_out.size(); }

private:
    std::vector<std::uint8_t>& m_out;
};

void require(bool condition, const std::string& path, const std::string& message)
{
    if (!condition)
        throw Error(message, path);
}

void validate(const RocePacket& p)
{
    const OpcodeInfo* info = opcodeInfo(static_cast<std::uint8_t>(p.bth.opcode));
    require(info != nullptr, "/bth/opcode",
            fmt::format("opcode 0x{:02x} is not one this format encodes",
                        static_cast<unsigned>(p.bth.opcode)));
    require(p.reth.has_value() == info->reth, "/reth",
            fmt::format("{} {} a RETH", info->name, info->reth ? "needs" : "has no"));
    require(p.aeth.has_value() == info->aeth, "/aeth",
            fmt::format("{} {} an AETH", info->name, info->aeth ? "needs" : "has no"));
    if (p.bth.opcode == Opcode::Cnp)
        require(p.payload.size() == kCnpReservedBytes, "/payload",
                "a CNP carries exactly 16 reserved bytes");
    else if (!info->payload)
        require(p.payload.empty(), "/payload", fmt::format("{} carries no data", info->name));
    if (p.ethernet.vlan) {
        require(p.ethernet.vlan->pcp <= 7, "/ethernet/vlan/pcp", "the priority is 3 bits (0-7)");
        require(p.ethernet.vlan->vlanId <= 0xFFF, "/ethernet/vlan/vlanId",
                "the VLAN id is 12 bits (0-4095)");
    }
    require(p.ip.source.v6 == p.ip.destination.v6, "/ip/destination",
            "source and destination are not of the same IP version");
    require(p.ip.dscp <= 63, "/ip/dscp", "DSCP is 6 bits (0-63)");
    require(p.ip.flowLabel <= 0xFFFFF, "/ip/flowLabel", "the flow label is 20 bits");
    require(p.bth.tver <= 15, "/bth/tver", "the header version is 4 bits");
    require(p.bth.reserved6 <= 63, "/bth/reserved6", "the reserved field is 6 bits");
    require(p.bth.reserved7 <= 127, "/bth/reserved7", "the reserved field is 7 bits");
    require(p.bth.destQp <= 0xFFFFFF, "/bth/destQp", "the destination QP is 24 bits");
    require(p.bth.psn <= 0xFFFFFF, "/bth/psn", "the PSN is 24 bits");
    if (p.aeth)
        require(p.aeth->msn <= 0xFFFFFF, "/aeth/msn", "the MSN is 24 bits");
}

} // namespace

std::vector<std::uint8_t> encode(const RocePacket& p, const CodecOptions& options)
{
    validate(p);
    const bool v6 = p.ip.source.v6;
    const std::size_t pad = (4 - p.payload.size() % 4) % 4;
    const std::size_t transport = kBthBytes + (p.reth ? kRethBytes : 0) +
                                  (p.aeth ? kAethBytes : 0) + p.payload.size() + pad + kIcrcBytes;
    const std::size_t udpLength = kUdpHeaderBytes + transport;
    const std::size_t ipLength = v6 ? udpLength : kIpv4HeaderBytes + udpLength;
    require(ipLength <= 0xFFFF, "/payload", "the payload does not fit one IP packet");

    std::vector<std::uint8_t> out;
    out.reserve(kEthernetHeaderBytes + kVlanTagBytes + kIpv6HeaderBytes + udpLength + 64);
    Writer w(out);
    w.bytes(p.ethernet.destination);
    w.bytes(p.ethernet.source);
    if (p.ethernet.vlan) {
        w.be16(kEtherTypeVlan);
        w.be16(static_cast<std::uint32_t>(p.ethernet.vlan->pcp) << 13 |
               static_cast<std::uint32_t>(p.ethernet.vlan->dei) << 12 | p.ethernet.vlan->vlanId);
    }
    w.be16(v6 ? kEtherTypeIpv6 : kEtherTypeIpv4);

    const std::size_t ipStart = w.size();
    const std::uint32_t trafficClass =
        static_cast<std::uint32_t>(p.ip.dscp) << 2 | static_cast<std::uint32_t>(p.ip.ecn);
    if (v6) {
        w.be32(6u << 28 | trafficClass << 20 | p.ip.flowLabel);
        w.be16(static_cast<std::uint32_t>(udpLength));
        w.u8(17); // next header: UDP
        w.u8(p.ip.ttl);
        w.bytes(p.ip.source.bytes);
        w.bytes(p.ip.destination.bytes);
    } else {
        w.u8(0x45); // version 4, 5 words
        w.u8(trafficClass);
        w.be16(static_cast<std::uint32_t>(ipLength));
        w.be16(p.ip.identification);
        w.be16(p.ip.dontFragment ? 0x4000 : 0);
        w.u8(p.ip.ttl);
        w.u8(17); // protocol: UDP
        w.be16(0);
        w.bytes(std::span(p.ip.source.bytes).first(4));
        w.bytes(std::span(p.ip.destination.bytes).first(4));
        w.put16(ipStart + 10, ipv4HeaderChecksum(std::span(out).subspan(ipStart, 20)));
    }

    const std::size_t udpStart = w.size();
    w.be16(p.udp.sourcePort);
    w.be16(p.udp.destinationPort);
    w.be16(static_cast<std::uint32_t>(udpLength));
    w.be16(0); // over IPv4 RoCEv2 sends 0 (Annex A17.4.2); over IPv6 filled in below

    const Bth& b = p.bth;
    w.u8(static_cast<std::uint32_t>(b.opcode));
    w.u8(static_cast<std::uint32_t>(b.solicitedEvent) << 7 |
         static_cast<std::uint32_t>(b.migReq) << 6 | static_cast<std::uint32_t>(pad) << 4 | b.tver);
    w.be16(b.pKey);
    w.u8(static_cast<std::uint32_t>(b.fecn) << 7 | static_cast<std::uint32_t>(b.becn) << 6 |
         b.reserved6);
    w.be24(b.destQp);
    w.u8(static_cast<std::uint32_t>(b.ackRequest) << 7 | b.reserved7);
    w.be24(b.psn);
    if (p.reth) {
        w.be64(p.reth->virtualAddress);
        w.be32(p.reth->rKey);
        w.be32(p.reth->dmaLength);
    }
    if (p.aeth) {
        w.u8(p.aeth->syndrome);
        w.be24(p.aeth->msn);
    }
    w.bytes(p.payload);
    for (std::size_t i = 0; i < pad; ++i)
        w.u8(0);
    if (v6) {
        // The ICRC covers the UDP checksum masked, so it may be computed in either order;
        // the UDP checksum covers the ICRC, so the ICRC goes in first.
        w.le32(invariantCrc(std::span(out).subspan(ipStart), true));
        w.put16(udpStart + 6, udpIpv6Checksum(std::span(out).subspan(ipStart, kIpv6HeaderBytes),
                                              std::span(out).subspan(udpStart)));
    } else {
        w.le32(invariantCrc(std::span(out).subspan(ipStart), false));
    }
    while (w.size() < kMinFrameBytes)
        w.u8(0); // Ethernet padding (IEEE 802.3 minimum frame)
    if (options.withFcs)
        w.le32(ethernetFcs(out));
    return out;
}

} // namespace ailab::core::net::roce
