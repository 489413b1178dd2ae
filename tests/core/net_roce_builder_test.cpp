#include "core/error.h"
#include "core/net/roce/codec.h"
#include "core/net/roce/packet_builder.h"

#include <catch2/catch.hpp>
#include <vector>

using namespace ailab::core::net::roce;

TEST_CASE("A WRITE longer than the MTU becomes First, Middle and Last", "[net][roce]")
{
    Flow flow;
    flow.destQp = 0x42;
    const PacketBuilder builder(flow, 1024);
    const std::vector<std::uint8_t> data(3000, 1);
    const auto packets = builder.rdmaWrite(0xFFFFFE, 0xABC000, 0x55, data);
    REQUIRE(packets.size() == 3);
    CHECK(packets[0].bth.opcode == Opcode::RdmaWriteFirst);
    CHECK(packets[1].bth.opcode == Opcode::RdmaWriteMiddle);
    CHECK(packets[2].bth.opcode == Opcode::RdmaWriteLast);
    // PSNs are 24 bits and wrap.
    CHECK(packets[0].bth.psn == 0xFFFFFE);
    CHECK(packets[1].bth.psn == 0xFFFFFF);
    CHECK(packets[2].bth.psn == 0);
    REQUIRE(packets[0].reth);
    CHECK(packets[0].reth->dmaLength == 3000);
    CHECK(packets[0].reth->virtualAddress == 0xABC000);
    CHECK_FALSE(packets[1].reth);
    CHECK(packets[0].payload.size() == 1024);
    CHECK(packets[2].payload.size() == 3000 - 2048);
    CHECK(packets[2].bth.ackRequest);
    CHECK_FALSE(packets[0].bth.ackRequest);
    // 952 bytes need no pad; a frame of 62 B of headers + RETH + data.
    CHECK(encode(packets[0]).size() == 14 + 20 + 8 + 12 + 16 + 1024 + 4 + 4);
}

TEST_CASE("A short WRITE is one Only packet with its RETH", "[net][roce]")
{
    const PacketBuilder builder(Flow{}, 4096);
    const auto packets = builder.rdmaWrite(3, 0x10, 0x20, std::vector<std::uint8_t>(4096, 9));
    REQUIRE(packets.size() == 1);
    CHECK(packets[0].bth.opcode == Opcode::RdmaWriteOnly);
    CHECK(packets[0].reth->dmaLength == 4096);
}

TEST_CASE("READ responses carry AETH in First and Last only and answer the requester",
          "[net][roce]")
{
    Flow flow;
    flow.source = ipv4Address(10, 0, 0, 1);
    flow.destination = ipv4Address(10, 0, 0, 2);
    flow.destQp = 0x100;
    const PacketBuilder requester(flow, 512);
    const RocePacket request = requester.readRequest(50, 0x9000, 0x33, 1500);
    CHECK(request.bth.opcode == Opcode::RdmaReadRequest);
    CHECK(request.reth->dmaLength == 1500);
    CHECK(request.payload.empty());

    const PacketBuilder responder(reverse(flow, 0x200), 512);
    const auto response = responder.readResponse(50, 9, std::vector<std::uint8_t>(1500, 3));
    REQUIRE(response.size() == 3);
    CHECK(response[0].bth.opcode == Opcode::RdmaReadResponseFirst);
    CHECK(response[0].aeth);
    CHECK_FALSE(response[1].aeth);
    CHECK(response[2].aeth->msn == 9);
    CHECK(response[0].bth.destQp == 0x200);
    CHECK(response[0].ip.source == ipv4Address(10, 0, 0, 2));
    CHECK(response[1].bth.psn == 51);
}

TEST_CASE("ACK, NAK and CNP", "[net][roce]")
{
    Flow flow;
    flow.destQp = 0xD2;
    const PacketBuilder builder(flow, 1024);
    const RocePacket ack = builder.ack(77, 5);
    CHECK(ack.bth.opcode == Opcode::Acknowledge);
    CHECK(ackKind(ack.aeth->syndrome) == AckKind::Ack);
    CHECK(aethMeaning(ack.aeth->syndrome) == "ACK");
    const RocePacket nak = builder.nak(70, 5, NakCode::PsnSequenceError);
    CHECK(nak.aeth->syndrome == 0x60);
    CHECK(aethMeaning(nak.aeth->syndrome) == "NAK: PSN sequence error");
    const RocePacket cnp = builder.cnp();
    CHECK(static_cast<int>(cnp.bth.opcode) == 0x81);
    CHECK(cnp.bth.becn);
    CHECK(cnp.bth.psn == 0);
    CHECK(cnp.bth.destQp == 0xD2);
    // Annex A17.9.2: IP 60 B and UDP 40 B for a CNP over IPv4.
    const DecodedFrame frame = decode(encode(cnp));
    REQUIRE(frame.ok());
    CHECK(frame.packet->ip.length == 60);
    CHECK(frame.packet->udp.length == 40);
}

TEST_CASE("Only the IBA path MTUs are accepted", "[net][roce]")
{
    CHECK_THROWS_AS(PacketBuilder(Flow{}, 1500), ailab::core::Error);
    CHECK_NOTHROW(PacketBuilder(Flow{}, 2048));
}
