// The engine's traces as bytes: RoCEv2 frames that the wire-format decoder reads back with
// the traced header fields, PFC frames, and a pcap stream of one port.
#include "core/error.h"
#include "core/net/packet/incast_scenario.h"
#include "core/net/packet/trace_frames.h"
#include "core/net/roce/codec.h"

#include <catch2/catch.hpp>
#include <sstream>

using namespace ailab::core;
using namespace ailab::core::net::packet;
namespace roce = ailab::core::net::roce;

TEST_CASE("traced frames decode with the traced header fields", "[net][packet][pcap]")
{
    IncastConfig c;
    c.senders = 4;
    c.offered = 1.2;
    IncastScenario s(c);
    std::vector<PacketTrace> traces;
    s.engine().packetTraced.connect([&](const PacketTrace& t) {
        if (t.kind == TraceKind::Transmit)
            traces.push_back(t);
    });
    s.runUntil(0.002);
    bool sawCe = false, sawCnp = false, sawAck = false, sawFirst = false;
    for (const PacketTrace& t : traces) {
        if (t.opcode == Opcode::PfcPause || t.opcode == Opcode::PfcResume)
            continue;
        const std::vector<std::uint8_t> bytes = frameBytes(t);
        // The engine's frame size is the encoder's frame (headers, payload, ICRC, FCS).
        REQUIRE(bytes.size() == std::max<std::size_t>(t.frameBytes, 64));
        const roce::DecodedFrame d = roce::decode(bytes);
        REQUIRE(d.ok());
        CHECK(d.icrcOk);
        CHECK(d.fcsOk);
        const roce::RocePacket& p = *d.packet;
        CHECK(p.bth.opcode == static_cast<roce::Opcode>(wireOpcode(t.opcode)));
        CHECK(p.ip.source == nodeIp(t.flowSource));
        CHECK(p.ip.ecn == (t.congestionExperienced ? roce::Ecn::Ce
                           : t.ecnCapable          ? roce::Ecn::Ect0
                                                   : roce::Ecn::NotEct));
        if (isData(t.opcode)) {
            CHECK(p.bth.psn == t.psn);
            CHECK(p.payload.size() == t.payloadBytes);
        }
        sawCe |= t.congestionExperienced;
        sawCnp |= t.opcode == Opcode::Cnp;
        sawAck |= t.opcode == Opcode::Ack;
        sawFirst |= t.opcode == Opcode::WriteFirst && p.reth.has_value();
    }
    CHECK(sawCe);
    CHECK(sawCnp);
    CHECK(sawAck);
    CHECK(sawFirst);
}

TEST_CASE("a PFC frame is an 802.1Qbb MAC control frame", "[net][packet][pcap]")
{
    PacketTrace t;
    t.opcode = Opcode::PfcPause;
    t.priority = 3;
    t.from = 1;
    const std::vector<std::uint8_t> f = frameBytes(t);
    REQUIRE(f.size() == 64);
    CHECK(f[0] == 0x01);
    CHECK(f[5] == 0x01);
    CHECK(f[12] == 0x88);
    CHECK(f[13] == 0x08);
    CHECK(f[14] == 0x01);
    CHECK(f[15] == 0x01);
    CHECK(f[17] == 0x08);     // class-enable vector: priority 3
    CHECK(f[18 + 6] == 0xff); // quanta of priority 3
    CHECK(f[18 + 4] == 0x00);
    t.opcode = Opcode::PfcResume;
    CHECK(frameBytes(t)[18 + 6] == 0x00);
    CHECK_THROWS_AS(rocePacket(t), Error);
}

TEST_CASE("the pcap recorder writes every frame of the chosen ports", "[net][packet][pcap]")
{
    IncastConfig c;
    c.senders = 4;
    c.engine.switches.ecn = false;
    c.engine.dcqcn.enabled = false;
    IncastScenario s(c);
    const topo::ChannelId down = s.network().bottleneck;
    std::size_t expected = 0;
    s.engine().packetTraced.connect([&](const PacketTrace& t) {
        if (t.kind == TraceKind::Transmit && (t.channel == down || t.channel == (down ^ 1u)))
            ++expected;
    });
    std::ostringstream out;
    {
        PcapTraceRecorder recorder(s.engine(), {down, down ^ 1u}, out, 100);
        s.runUntil(0.0005);
        CHECK(recorder.framesWritten() == 100);
        CHECK(recorder.framesLeftOut() == expected - 100);
    }
    const std::string file = out.str();
    REQUIRE(file.size() > 24);
    // Nanosecond pcap magic, little-endian.
    CHECK(static_cast<unsigned char>(file[0]) == 0x4d);
    CHECK(static_cast<unsigned char>(file[3]) == 0xa1);
}
