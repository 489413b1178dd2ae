#include "core/error.h"
#include "core/net/roce/checksums.h"
#include "core/net/roce/codec.h"
#include "core/net/roce/packet_builder.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace ailab::core::net::roce;

namespace {

// An RDMA WRITE Only of "hello" over IPv4 with an 802.1Q tag (PCP 3, VLAN 100), every byte
// written out by hand from IBA 9.2/9.3, RFC 791 and RFC 768. The IPv4 checksum 0x263d was
// summed by hand; the ICRC and FCS come from an independent computation (CRC-32 over the
// masked pseudo-packet, as Annex A17.3.3 describes it).
const std::vector<std::uint8_t> kWriteOnly{
    0x02, 0x00, 0x00, 0x00, 0x00, 0x02,             // destination MAC
    0x02, 0x00, 0x00, 0x00, 0x00, 0x01,             // source MAC
    0x81, 0x00, 0x60, 0x64,                         // 802.1Q: PCP 3, DEI 0, VLAN 100
    0x08, 0x00,                                     // IPv4
    0x45, 0x6a, 0x00, 0x44, 0x00, 0x00, 0x40, 0x00, // v4, DSCP 26 ECT(0), len 68, DF
    0x40, 0x11, 0x26, 0x3d,                         // TTL 64, UDP, checksum
    0x0a, 0x00, 0x00, 0x01, 0x0a, 0x00, 0x00, 0x02, // 10.0.0.1 -> 10.0.0.2
    0xc0, 0x00, 0x12, 0xb7, 0x00, 0x30, 0x00, 0x00, // UDP 49152 -> 4791, len 48, csum 0
    0x0a, 0x30, 0xff, 0xff,                         // BTH: WRITE Only, pad 3, P_Key 0xffff
    0x00, 0x00, 0x00, 0x12,                         // FECN/BECN 0, dest QP 0x12
    0x80, 0x00, 0x00, 0x07,                         // AckReq, PSN 7
    0x00, 0x00, 0x7f, 0x00, 0x00, 0x00, 0x10, 0x00, // RETH: VA 0x7f0000001000
    0x00, 0x00, 0x12, 0x34, 0x00, 0x00, 0x00, 0x05, // R_Key 0x1234, DMA length 5
    0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x00, 0x00, 0x00, // "hello" + 3 pad bytes
    0x96, 0x5d, 0x01, 0x3d,                         // ICRC
    0x8d, 0x46, 0x77, 0xca,                         // FCS
};

RocePacket writeOnlyPacket()
{
    RocePacket p;
    p.ethernet.destination = {0x02, 0, 0, 0, 0, 0x02};
    p.ethernet.source = {0x02, 0, 0, 0, 0, 0x01};
    p.ethernet.vlan = VlanTag{3, false, 100};
    p.ip.source = ipv4Address(10, 0, 0, 1);
    p.ip.destination = ipv4Address(10, 0, 0, 2);
    p.ip.dscp = 26;
    p.ip.ecn = Ecn::Ect0;
    p.udp.sourcePort = 0xC000;
    p.bth.opcode = Opcode::RdmaWriteOnly;
    p.bth.destQp = 0x12;
    p.bth.ackRequest = true;
    p.bth.psn = 7;
    p.reth = Reth{0x7f0000001000, 0x1234, 5};
    p.payload = {'h', 'e', 'l', 'l', 'o'};
    return p;
}

// A CNP captured from an NVIDIA ConnectX-4 Lx (published with scapy's RoCE tests), without
// its FCS: the ICRC 82 fd 00 2a was computed by the NIC's hardware.
const std::vector<std::uint8_t> kHardwareCnp{
    0xe4, 0x1d, 0x2d, 0xab, 0x2b, 0xc2, 0x7c, 0xfe, 0x90, 0x64, 0x3b, 0x32, 0x08, 0x00, 0x45,
    0xc2, 0x00, 0x3c, 0x71, 0x8c, 0x40, 0x00, 0x40, 0x11, 0x91, 0x61, 0x0a, 0x00, 0x11, 0x01,
    0x0a, 0x00, 0x12, 0x01, 0x00, 0x00, 0x12, 0xb7, 0x00, 0x28, 0x00, 0x00, 0x81, 0x00, 0xff,
    0xff, 0x40, 0x00, 0x01, 0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x82, 0xfd, 0x00, 0x2a};

const FieldNode* find(const std::vector<FieldNode>& nodes, const std::string& name)
{
    for (const FieldNode& node : nodes) {
        if (node.name == name)
            return &node;
        if (const FieldNode* child = find(node.children, name))
            return child;
    }
    return nullptr;
}

} // namespace

TEST_CASE("RDMA WRITE Only encodes to the hand-checked bytes", "[net][roce]")
{
    const auto bytes = encode(writeOnlyPacket());
    CHECK(bytes == kWriteOnly);
}

TEST_CASE("Each header decodes from the hand-checked bytes", "[net][roce]")
{
    const DecodedFrame frame = decode(kWriteOnly);
    REQUIRE(frame.ok());
    const RocePacket& p = *frame.packet;
    CHECK(p.ethernet.destination == MacAddress{0x02, 0, 0, 0, 0, 0x02});
    REQUIRE(p.ethernet.vlan);
    CHECK(p.ethernet.vlan->pcp == 3);
    CHECK(p.ethernet.vlan->vlanId == 100);
    CHECK(p.ethernet.etherType == kEtherTypeIpv4);
    CHECK(p.ip.dscp == 26);
    CHECK(p.ip.ecn == Ecn::Ect0);
    CHECK(p.ip.length == 68);
    CHECK(p.ip.checksum == 0x263d);
    CHECK(frame.ipChecksumOk);
    CHECK(formatIp(p.ip.source) == "10.0.0.1");
    CHECK(p.udp.destinationPort == 4791);
    CHECK(p.udp.length == 48);
    CHECK(p.bth.opcode == Opcode::RdmaWriteOnly);
    CHECK(p.bth.padCount == 3);
    CHECK(p.bth.pKey == 0xFFFF);
    CHECK(p.bth.destQp == 0x12);
    CHECK(p.bth.ackRequest);
    CHECK(p.bth.psn == 7);
    REQUIRE(p.reth);
    CHECK(p.reth->virtualAddress == 0x7f0000001000);
    CHECK(p.reth->rKey == 0x1234);
    CHECK(p.reth->dmaLength == 5);
    CHECK(p.payload == std::vector<std::uint8_t>{'h', 'e', 'l', 'l', 'o'});
    CHECK(p.icrc == 0x3d015d96);
    CHECK(frame.icrcOk);
    CHECK(p.fcs == 0xca77468d);
    CHECK(frame.fcsOk);
}

TEST_CASE("The field tree gives each field its bytes", "[net][roce]")
{
    const DecodedFrame frame = decode(kWriteOnly);
    REQUIRE(frame.ok());
    std::vector<std::string> headers;
    for (const FieldNode& node : frame.tree)
        headers.push_back(node.name);
    CHECK(headers == std::vector<std::string>{"Ethernet II", "802.1Q Virtual LAN",
                                              "Internet Protocol Version 4",
                                              "User Datagram Protocol", "Base Transport Header",
                                              "RDMA Extended Transport Header", "Payload",
                                              "Invariant CRC", "Frame check sequence"});
    const FieldNode* qp = find(frame.tree, "Destination QP");
    REQUIRE(qp);
    CHECK(qp->offset == 51);
    CHECK(qp->length == 3);
    CHECK(qp->value == "0x000012 (18)");
    CHECK(qp->filter == "infiniband.bth.destqp");
    const FieldNode* opcode = find(frame.tree, "Opcode");
    REQUIRE(opcode);
    CHECK(opcode->offset == 46);
    CHECK(opcode->meaning == "RDMA WRITE Only");
    const FieldNode* pad = find(frame.tree, "Pad count");
    REQUIRE(pad);
    CHECK(pad->offset == 47);
    CHECK(pad->bits == "..11 ....");
    CHECK(pad->value == "3");
    const FieldNode* ecn = find(frame.tree, "Explicit congestion notification (ECN)");
    REQUIRE(ecn);
    CHECK(ecn->offset == 19);
    CHECK(ecn->meaning == "ECN-Capable Transport ECT(0)");
    const FieldNode* icrc = find(frame.tree, "ICRC");
    REQUIRE(icrc);
    CHECK(icrc->offset == 82);
    CHECK(icrc->meaning == "correct");
    // Every field lies inside its header and inside the frame.
    for (const FieldNode& header : frame.tree) {
        CHECK(header.offset + header.length <= kWriteOnly.size());
        for (const FieldNode& field : header.children) {
            CHECK(field.offset >= header.offset);
            CHECK(field.offset + field.length <= header.offset + header.length);
        }
    }
}

TEST_CASE("The ICRC of a CNP captured from a NIC matches its hardware", "[net][roce]")
{
    const DecodedFrame frame = decode(kHardwareCnp, CodecOptions{false});
    REQUIRE(frame.ok());
    const RocePacket& p = *frame.packet;
    CHECK(p.bth.opcode == Opcode::Cnp);
    CHECK(p.bth.becn);
    CHECK_FALSE(p.bth.fecn);
    CHECK(p.bth.destQp == 0x118);
    CHECK(p.ip.dscp == 48);
    CHECK(frame.ipChecksumOk);
    CHECK(frame.icrcOk);
    CHECK(p.icrc == 0x2a00fd82); // wire bytes 82 fd 00 2a, low byte first
    // Re-encoding the decoded packet gives the captured bytes exactly.
    CHECK(encode(*frame.packet, CodecOptions{false}) == kHardwareCnp);
}

TEST_CASE("The ICRC ignores the variant fields and covers the invariant ones", "[net][roce]")
{
    std::vector<std::uint8_t> ip(kWriteOnly.begin() + 18, kWriteOnly.end() - 8);
    const std::uint32_t reference = invariantCrc(ip, false);
    auto changed = [&](std::size_t offset) {
        std::vector<std::uint8_t> copy = ip;
        copy[offset] ^= 0x5A;
        return invariantCrc(copy, false) != reference;
    };
    CHECK_FALSE(changed(1));          // TOS: DSCP and ECN (a switch marks CE)
    CHECK_FALSE(changed(8));          // TTL
    CHECK_FALSE(changed(10));         // IPv4 checksum
    CHECK_FALSE(changed(26));         // UDP checksum
    CHECK_FALSE(changed(20 + 8 + 4)); // BTH resv8a: FECN, BECN
    CHECK(changed(12));               // source address
    CHECK(changed(20));               // UDP source port
    CHECK(changed(28));               // opcode
    CHECK(changed(20 + 8 + 9));       // PSN
    CHECK(changed(ip.size() - 1));    // payload
}

TEST_CASE("A switch marking CE keeps the ICRC valid but changes the IPv4 checksum", "[net][roce]")
{
    RocePacket p = writeOnlyPacket();
    const auto ect = encode(p);
    p.ip.ecn = Ecn::Ce;
    const auto ce = encode(p);
    CHECK(ect[19] == 0x6a);
    CHECK(ce[19] == 0x6b);
    CHECK(std::equal(ect.end() - 8, ect.end() - 4, ce.end() - 8)); // same ICRC
    CHECK(decode(ce).ipChecksumOk);
    CHECK(decode(ce).packet->ip.ecn == Ecn::Ce);
}

TEST_CASE("IPv6 frames carry traffic class, flow label and a real UDP checksum", "[net][roce]")
{
    Flow flow;
    std::array<std::uint8_t, 16> a{0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    std::array<std::uint8_t, 16> b = a;
    b[15] = 2;
    flow.source = ipv6Address(a);
    flow.destination = ipv6Address(b);
    flow.dscp = 24;
    flow.ecn = Ecn::Ect1;
    flow.destQp = 0xABCDEF;
    const PacketBuilder builder(flow, 1024);
    RocePacket p = builder.send(100, std::vector<std::uint8_t>(10, 0x42)).front();
    p.ip.flowLabel = 0x12345;
    const auto bytes = encode(p);
    CHECK(bytes[12] == 0x86);
    CHECK(bytes[13] == 0xDD);
    // version 6, traffic class 24 << 2 | 1 = 0x61, flow label 0x12345
    CHECK(bytes[14] == 0x66);
    CHECK(bytes[15] == 0x11);
    CHECK(bytes[16] == 0x23);
    CHECK(bytes[17] == 0x45);
    const DecodedFrame frame = decode(bytes);
    REQUIRE(frame.ok());
    CHECK(frame.packet->ip.source.v6);
    CHECK(formatIp(frame.packet->ip.source) == "fd00::1");
    CHECK(frame.packet->ip.dscp == 24);
    CHECK(frame.packet->ip.ecn == Ecn::Ect1);
    CHECK(frame.packet->ip.flowLabel == 0x12345);
    CHECK(frame.packet->udp.checksum != 0);
    CHECK(frame.udpChecksumOk);
    CHECK(frame.icrcOk);
    CHECK(frame.fcsOk);
    // The ICRC does not change with the traffic class, flow label or hop limit.
    RocePacket other = p;
    other.ip.dscp = 46;
    other.ip.flowLabel = 7;
    other.ip.ttl = 3;
    const auto otherBytes = encode(other);
    CHECK(decode(otherBytes).packet->icrc == frame.packet->icrc);
}

TEST_CASE("Encode, decode and encode again give the same bytes for every opcode", "[net][roce]")
{
    Flow flow;
    flow.vlan = VlanTag{5, false, 42};
    flow.destQp = 77;
    const PacketBuilder builder(flow, 256);
    std::vector<std::uint8_t> data(1000);
    for (std::size_t i = 0; i < data.size(); ++i)
        data[i] = static_cast<std::uint8_t>(i * 7);
    std::vector<RocePacket> packets = builder.rdmaWrite(10, 0x1000, 0x99, data);
    for (auto& p : builder.send(20, data))
        packets.push_back(p);
    packets.push_back(builder.readRequest(30, 0x2000, 0x77, 700));
    for (auto& p : builder.readResponse(30, 4, std::span(data).first(700)))
        packets.push_back(p);
    packets.push_back(builder.ack(33, 4));
    packets.push_back(builder.nak(31, 4, NakCode::PsnSequenceError));
    packets.push_back(builder.cnp());
    for (const RocePacket& p : packets) {
        const auto bytes = encode(p);
        const DecodedFrame frame = decode(bytes);
        INFO(opcodeInfo(static_cast<std::uint8_t>(p.bth.opcode))->name);
        REQUIRE(frame.ok());
        CHECK(frame.icrcOk);
        CHECK(frame.fcsOk);
        CHECK(frame.packet->bth.opcode == p.bth.opcode);
        CHECK(frame.packet->bth.psn == p.bth.psn);
        CHECK(frame.packet->payload == p.payload);
        CHECK(frame.packet->reth == p.reth);
        CHECK(frame.packet->aeth == p.aeth);
        CHECK(frame.packet->ethernet.vlan == p.ethernet.vlan);
        CHECK(encode(*frame.packet) == bytes);
    }
}

TEST_CASE("Malformed frames decode to an error with the offending byte", "[net][roce]")
{
    SECTION("truncated inside the BTH")
    {
        std::vector<std::uint8_t> cut(kWriteOnly.begin(), kWriteOnly.begin() + 50);
        const DecodedFrame frame = decode(cut, CodecOptions{false});
        CHECK_FALSE(frame.ok());
        CHECK_FALSE(frame.packet);
        CHECK(frame.error.find("IP length") != std::string::npos);
        CHECK(frame.errorOffset == 20);
        CHECK(frame.tree.size() == 3); // Ethernet, VLAN and IPv4 were decoded
    }
    SECTION("not RoCEv2: another UDP port")
    {
        auto bytes = kWriteOnly;
        bytes[40] = 0x00;
        bytes[41] = 0x35; // DNS
        const DecodedFrame frame = decode(bytes);
        CHECK(frame.error.find("4791") != std::string::npos);
        CHECK(frame.errorOffset == 40);
    }
    SECTION("an unknown opcode")
    {
        auto bytes = kWriteOnly;
        bytes[46] = 0x64; // UD SEND Only
        const DecodedFrame frame = decode(bytes);
        CHECK(frame.error.find("opcode 0x64") != std::string::npos);
        CHECK(frame.errorOffset == 46);
    }
    SECTION("a UDP length that disagrees with IP")
    {
        auto bytes = kWriteOnly;
        bytes[43] = 0x31;
        CHECK(decode(bytes).errorOffset == 42);
    }
    SECTION("too short for an FCS")
    {
        CHECK_FALSE(decode(std::vector<std::uint8_t>{1, 2}).ok());
        CHECK_FALSE(decode(std::vector<std::uint8_t>{}).ok());
    }
    SECTION("a corrupted payload byte is reported by the ICRC and the FCS, not as an error")
    {
        auto bytes = kWriteOnly;
        bytes[74] ^= 0x01;
        const DecodedFrame frame = decode(bytes);
        REQUIRE(frame.ok());
        CHECK_FALSE(frame.icrcOk);
        CHECK_FALSE(frame.fcsOk);
        CHECK(find(frame.tree, "ICRC")->meaning == "incorrect");
    }
}

TEST_CASE("Encode refuses values that do not fit their fields", "[net][roce]")
{
    RocePacket p = writeOnlyPacket();
    p.bth.destQp = 1u << 24;
    CHECK_THROWS_AS(encode(p), ailab::core::Error);
    p = writeOnlyPacket();
    p.reth.reset();
    try {
        encode(p);
        FAIL("no error");
    } catch (const ailab::core::Error& error) {
        CHECK(error.path() == "/reth");
    }
    p = writeOnlyPacket();
    p.ip.dscp = 64;
    CHECK_THROWS_AS(encode(p), ailab::core::Error);
    p = writeOnlyPacket();
    p.ethernet.vlan->vlanId = 4096;
    CHECK_THROWS_AS(encode(p), ailab::core::Error);
}
