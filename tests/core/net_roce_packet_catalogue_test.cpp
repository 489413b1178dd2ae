#include "core/error.h"
#include "core/net/roce/codec.h"
#include "core/net/roce/packet_catalogue.h"

#include <catch2/catch.hpp>

using namespace ailab::core::net::roce;
using ailab::core::Error;

namespace {

std::vector<std::uint8_t> opcodes(const std::vector<CataloguePacket>& packets)
{
    std::vector<std::uint8_t> out;
    for (const CataloguePacket& p : packets)
        out.push_back(static_cast<std::uint8_t>(p.packet.bth.opcode));
    return out;
}

std::string errorPath(const CatalogueOptions& options)
{
    try {
        validateCatalogueOptions(options);
    } catch (const Error& e) {
        return e.path();
    }
    return {};
}

} // namespace

TEST_CASE("packet catalogue: one RC connection, every packet kind, in order", "[roce]")
{
    const auto packets = buildCatalogue({});
    CHECK(opcodes(packets) == std::vector<std::uint8_t>{0x06, 0x07, 0x08, 0x81, 0x11, 0x0A, 0x11,
                                                        0x0A, 0x0A, 0x04, 0x11, 0x0C, 0x10});
    REQUIRE(packets.size() == 13);
    CHECK(packets[3].id == "cnp");
    CHECK(packets[6].id == "nak");
    // The NAK asks for the lost PSN 103; the ACKs acknowledge 102 and 105.
    CHECK(ackKind(packets[6].packet.aeth->syndrome) == AckKind::Nak);
    CHECK(packets[6].packet.bth.psn == 103);
    CHECK(ackKind(packets[4].packet.aeth->syndrome) == AckKind::Ack);
    CHECK(packets[4].packet.bth.psn == 102);
    CHECK(packets[5].packet.bth.psn == 104);
    CHECK(packets[7].packet.bth.psn == 103);
    CHECK(packets[8].packet.bth.psn == 104);
    // The responder's packets go to the requester's QP and back to its address.
    CHECK(packets[0].packet.bth.destQp == 0x34);
    CHECK(packets[3].packet.bth.destQp == 0x12);
    CHECK(packets[3].packet.bth.becn);
    CHECK(packets[4].packet.ip.source == packets[0].packet.ip.destination);
    CHECK_FALSE(packets[12].fromRequester);
    // ECN: the data packets carry ECT(0), the WRITE Last was marked CE by a switch.
    CHECK(packets[0].packet.ip.ecn == Ecn::Ect0);
    CHECK(packets[2].packet.ip.ecn == Ecn::Ce);
    // RETH on the WRITE First and the READ request, with the whole message's length.
    REQUIRE(packets[0].packet.reth);
    CHECK(packets[0].packet.reth->dmaLength == 2 * 1024 + 256);
    CHECK_FALSE(packets[1].packet.reth);
    CHECK(packets[11].packet.reth->dmaLength == 256);
    // Timestamps grow; the first is its own serialisation time at 100 Gb/s.
    CHECK(packets[0].timeSeconds == Approx((packets[0].bytes.size() + 20) * 8 / 100e9));
    for (std::size_t i = 1; i < packets.size(); ++i)
        CHECK(packets[i].timeSeconds > packets[i - 1].timeSeconds);
}

TEST_CASE("packet catalogue: every frame decodes with correct ICRC and FCS", "[roce]")
{
    for (int ip : {4, 6}) {
        for (bool vlan : {false, true}) {
            CatalogueOptions o;
            o.ipVersion = ip;
            o.vlan = vlan;
            o.pcp = 5;
            o.dscp = 34;
            for (const CataloguePacket& p : buildCatalogue(o)) {
                INFO("IPv" << ip << " vlan " << vlan << " " << p.id);
                const DecodedFrame d = decode(p.bytes);
                REQUIRE(d.ok());
                CHECK(d.icrcOk);
                CHECK(d.fcsOk);
                CHECK(d.ipChecksumOk);
                CHECK(d.udpChecksumOk);
                CHECK(*d.packet == [&] {
                    RocePacket expected = p.packet; // what decode reads back
                    expected.icrc = d.packet->icrc;
                    expected.fcs = d.packet->fcs;
                    expected.ip.length = d.packet->ip.length;
                    expected.ip.checksum = d.packet->ip.checksum;
                    expected.udp.length = d.packet->udp.length;
                    expected.udp.checksum = d.packet->udp.checksum;
                    expected.bth.padCount = d.packet->bth.padCount;
                    return expected;
                }());
                CHECK(d.packet->ip.source.v6 == (ip == 6));
                CHECK(d.packet->ethernet.vlan.has_value() == vlan);
                if (vlan)
                    CHECK(d.packet->ethernet.vlan->pcp == 5);
                if (p.id != "cnp")
                    CHECK(d.packet->ip.dscp == 34);
            }
        }
    }
}

TEST_CASE("packet catalogue: frame sizes follow the headers", "[roce]")
{
    // IPv4, no tag: 14 + 20 + 8 + 12 + 16 (RETH) + 1024 + 4 (ICRC) + 4 (FCS).
    CatalogueOptions o;
    o.vlan = false;
    const auto v4 = buildCatalogue(o);
    CHECK(v4[0].bytes.size() == 1102);
    CHECK(v4[1].bytes.size() == 1102 - 16); // Middle: no RETH
    CHECK(v4[2].bytes.size() == 14 + 20 + 8 + 12 + 256 + 4 + 4);
    // ACK: 14 + 20 + 8 + 12 + 4 (AETH) + 4 (ICRC) + 4 (FCS), above the 64-byte minimum.
    CHECK(v4[4].bytes.size() == 66);
    // CNP: 16 reserved bytes.
    CHECK(v4[3].bytes.size() == 14 + 20 + 8 + 12 + 16 + 4 + 4);
    o.vlan = true;
    const auto tagged = buildCatalogue(o);
    o.ipVersion = 6;
    const auto v6 = buildCatalogue(o);
    for (std::size_t i = 0; i < v4.size(); ++i) {
        CHECK(tagged[i].bytes.size() == v4[i].bytes.size() + 4);
        CHECK(v6[i].bytes.size() == v4[i].bytes.size() + 24);
    }
    // A payload that is not a multiple of 4 is padded inside the BTH's pad count.
    o.payloadBytes = 255;
    const auto padded = buildCatalogue(o);
    CHECK(padded[2].packet.payload.size() == 255);
    CHECK(decode(padded[2].bytes).packet->bth.padCount == 1);
}

TEST_CASE("packet catalogue: without congestion there is no CE and no CNP", "[roce]")
{
    CatalogueOptions o;
    o.congestion = false;
    o.ecn = Ecn::NotEct;
    const auto packets = buildCatalogue(o);
    CHECK(packets.size() == 12);
    for (const CataloguePacket& p : packets) {
        CHECK(p.packet.bth.opcode != Opcode::Cnp);
        CHECK(decode(p.bytes).packet->ip.ecn == Ecn::NotEct);
    }
}

TEST_CASE("packet catalogue: the layer strip covers the frame", "[roce]")
{
    const auto packets = buildCatalogue({});
    const DecodedFrame first = decode(packets[0].bytes);
    const auto spans = layerSpans(first);
    REQUIRE(spans.size() == 7);
    CHECK(spans[0].layer == Layer::Ethernet);
    CHECK(spans[0].length == 18); // with the 802.1Q tag
    CHECK(spans[0].headers.size() == 2);
    CHECK(spans[1].layer == Layer::Ip);
    CHECK(spans[1].offset == 18);
    CHECK(spans[1].length == 20);
    CHECK(spans[2].length == 8);
    CHECK(spans[3].length == 12);
    CHECK(spans[4].layer == Layer::Extended);
    CHECK(spans[4].length == 16);
    CHECK(spans[5].length == 1024);
    CHECK(spans[6].layer == Layer::Trailer);
    CHECK(spans[6].length == 8);
    CHECK(spans[6].offset + spans[6].length == packets[0].bytes.size());
    // The ACK has AETH as its extended header and no payload.
    const auto ack = layerSpans(decode(packets[4].bytes));
    REQUIRE(ack.size() == 6);
    CHECK(ack[4].layer == Layer::Extended);
    CHECK(first.tree[spans[4].headers[0]].name == "RDMA Extended Transport Header");
    CHECK(ack[5].layer == Layer::Trailer);
    CHECK(ack[5].offset + ack[5].length == 70); // 66 and the 4-byte tag
    // A broken frame has only the layers decoded before the error.
    auto broken = packets[0].bytes;
    broken[16] = 0x12; // an unknown EtherType after the tag
    const auto partial = layerSpans(decode(broken));
    CHECK(partial.size() == 1);
}

TEST_CASE("packet catalogue: errors name the field", "[roce]")
{
    CatalogueOptions o;
    CHECK(errorPath(o).empty());
    o.ipVersion = 5;
    CHECK(errorPath(o) == "/ipVersion");
    o = {};
    o.pcp = 8;
    CHECK(errorPath(o) == "/pcp");
    o = {};
    o.vlanId = 4095;
    CHECK(errorPath(o) == "/vlanId");
    o = {};
    o.dscp = 64;
    CHECK(errorPath(o) == "/dscp");
    o = {};
    o.ecn = Ecn::Ce;
    CHECK(errorPath(o) == "/ecn");
    o = {};
    o.ecn = Ecn::NotEct; // congestion needs an ECN-capable packet to mark
    CHECK(errorPath(o) == "/ecn");
    o = {};
    o.mtu = 1500;
    CHECK(errorPath(o) == "/mtu");
    o = {};
    o.payloadBytes = 1025;
    CHECK(errorPath(o) == "/payloadBytes");
    o = {};
    o.payloadBytes = 0;
    CHECK(errorPath(o) == "/payloadBytes");
    o = {};
    o.requesterQp = 1;
    CHECK(errorPath(o) == "/requesterQp");
    o = {};
    o.responderQp = 0x1000000;
    CHECK(errorPath(o) == "/responderQp");
    o = {};
    o.linkGbps = 0;
    CHECK(errorPath(o) == "/linkGbps");
    CHECK_THROWS_AS(buildCatalogue(o), Error);
}
