#include "core/error.h"
#include "core/net/roce/codec.h"
#include "core/net/roce/rdma_walkthrough.h"

#include <catch2/catch.hpp>
#include <string>

using namespace ailab::core::net::roce;

namespace {

std::string errorPath(const WalkthroughConfig& config)
{
    try {
        runWalkthrough(config);
    } catch (const ailab::core::Error& error) {
        return error.path();
    }
    return {};
}

} // namespace

TEST_CASE("rdma walkthrough: the steps of one WRITE in order", "[roce][walkthrough]")
{
    const auto r = runWalkthrough({});
    const std::vector<StepKind> expected = {
        StepKind::MemoryRegistration, StepKind::QueuePairSetup,  StepKind::PostWorkRequest,
        StepKind::Doorbell,           StepKind::WqeFetch,        StepKind::PayloadDmaRead,
        StepKind::Packetisation,      StepKind::ForwardLeafA,    StepKind::ForwardSpine,
        StepKind::ForwardLeafB,       StepKind::RemotePlacement, StepKind::Acknowledgement,
        StepKind::CompletionEntry,    StepKind::PollCompletion};
    REQUIRE(r.rdmaSteps.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        CHECK(r.rdmaSteps[i].kind == expected[i]);
    CHECK(r.rdmaSteps[0].setup);
    CHECK(r.rdmaSteps[1].setup);
    CHECK(r.setupSeconds == Approx(r.rdmaSteps[1].endSeconds()));
    // Who does what: the CPU posts, the RNIC moves the data, switches forward.
    CHECK(r.rdmaSteps[2].actor == Actor::Application);
    CHECK(r.rdmaSteps[4].actor == Actor::Rnic);
    CHECK(r.rdmaSteps[8].actor == Actor::Switch);
    CHECK(r.rdmaSteps[8].node == "spine");
    // Every step's node is a node of the graph, and so is every node of its path.
    const auto graph = walkthroughGraph(r.config);
    CHECK(graph.nodeCount() == 11);
    CHECK(graph.linkCount() == 10);
    for (const auto& s : r.rdmaSteps) {
        CHECK(graph.findNode(s.node) != ailab::core::topo::kNoNode);
        for (const auto& n : s.path)
            CHECK(graph.findNode(n) != ailab::core::topo::kNoNode);
    }
}

TEST_CASE("rdma walkthrough: critical steps tile the latency", "[roce][walkthrough]")
{
    for (std::uint64_t size : {1ull, 4096ull, 100000ull, 4ull * 1024 * 1024}) {
        WalkthroughConfig config;
        config.bytes = size;
        const auto r = runWalkthrough(config);
        double sum = 0.0;
        double end = 0.0;
        for (const auto& s : r.rdmaSteps) {
            if (!s.critical)
                continue;
            CHECK(s.startSeconds == Approx(end).margin(1e-15));
            CHECK(s.durationSeconds > 0.0);
            sum += s.durationSeconds;
            end = s.endSeconds();
        }
        CHECK(sum == Approx(r.rdma.latencySeconds).epsilon(1e-12));
        CHECK(end == Approx(r.rdma.latencySeconds).epsilon(1e-12));
        // The socket steps tile their latency too.
        double socketSum = 0.0;
        for (const auto& s : r.socketSteps)
            socketSum += s.durationSeconds;
        CHECK(socketSum == Approx(r.socket.latencySeconds).epsilon(1e-12));
    }
}

TEST_CASE("rdma walkthrough: the default figures follow the timing model", "[roce][walkthrough]")
{
    const auto r = runWalkthrough({});
    const auto& s = r.rdmaSteps;
    // Post 0.1 us; doorbell crosses two PCIe links (2 x 0.25 us); the WQE fetch is a read
    // round trip over them (4 x 0.25 us) plus 64 B at 64 GB/s.
    CHECK(s[2].durationSeconds == Approx(0.1e-6));
    CHECK(s[3].durationSeconds == Approx(0.5e-6));
    CHECK(s[4].durationSeconds == Approx(1e-6 + 64.0 / 64e9));
    // The first (only) payload: a round trip, then 4096 B at 64 GB/s.
    CHECK(s[5].durationSeconds == Approx(1e-6 + 4096.0 / 64e9));
    // One RDMA WRITE Only frame: 14 + 20 + 8 + 12 + 16 + 4096 + 4 + 4 = 4174 B, plus 20 B
    // of preamble and gap at 400 Gb/s, then 50 ns of fibre, after 0.2 us in the RNIC.
    REQUIRE(r.packets.size() == 2);
    CHECK(r.packets[0].frame.size() == 4174);
    const double wire = (4174.0 + 20.0) * 8.0 / 400e9;
    CHECK(s[6].durationSeconds == Approx(0.2e-6 + wire + 0.05e-6));
    // Each switch stores the frame and forwards it after 0.8 us.
    CHECK(s[7].durationSeconds == Approx(0.8e-6 + wire + 0.05e-6));
    CHECK(r.packets[0].receivedSeconds == Approx(s[9].endSeconds()));
    CHECK(r.rdma.senderCpuSeconds == Approx(0.2e-6));
    CHECK(r.rdma.receiverCpuSeconds == 0.0);
}

TEST_CASE("rdma walkthrough: the packets are the transfer", "[roce][walkthrough]")
{
    WalkthroughConfig config;
    config.bytes = 10000;
    config.mtu = 1024;
    const auto r = runWalkthrough(config);
    REQUIRE(r.packets.size() == 11); // ceil(10000 / 1024) = 10 WRITEs and the ACK
    std::uint64_t payload = 0;
    for (std::size_t i = 0; i + 1 < r.packets.size(); ++i) {
        const auto& p = r.packets[i];
        CHECK(p.packet.bth.psn == r.packets[0].packet.bth.psn + i);
        CHECK_FALSE(p.acknowledgement);
        payload += p.payloadBytes;
        // The frame decodes back to the same packet, checksums right.
        const auto decoded = decode(p.frame);
        REQUIRE(decoded.ok());
        CHECK(decoded.icrcOk);
        CHECK(decoded.packet->bth.psn == p.packet.bth.psn);
        if (i > 0) {
            CHECK(p.sentSeconds > r.packets[i - 1].sentSeconds);
            CHECK(p.receivedSeconds > r.packets[i - 1].receivedSeconds);
        }
        CHECK(p.receivedSeconds > p.sentSeconds);
    }
    CHECK(payload == 10000);
    CHECK(r.packets.front().packet.bth.opcode == Opcode::RdmaWriteFirst);
    CHECK(r.packets.front().packet.reth->dmaLength == 10000);
    CHECK(r.packets[1].packet.bth.opcode == Opcode::RdmaWriteMiddle);
    CHECK(r.packets[9].packet.bth.opcode == Opcode::RdmaWriteLast);
    CHECK(r.packets[9].packet.bth.ackRequest);
    const auto& ack = r.packets.back();
    CHECK(ack.acknowledgement);
    CHECK(ack.packet.bth.opcode == Opcode::Acknowledge);
    CHECK(ack.packet.bth.psn == r.packets[9].packet.bth.psn);
    CHECK(ack.sentSeconds > r.packets[9].receivedSeconds);
    CHECK(r.rdma.packets == 10);
    // The packetisation step owns the WRITEs, the ACK step the ACK.
    CHECK(r.rdmaSteps[6].firstPacket == 0);
    CHECK(r.rdmaSteps[6].packetCount == 10);
    CHECK(r.rdmaSteps[11].firstPacket == 10);
    CHECK(r.rdmaSteps[11].packetCount == 1);
    // Back to back on the first link: each packet leaves when the one before has left.
    const double wire1024 = wireSeconds(r.packets[1].frame.size(), config.linkGbps);
    CHECK(r.packets[2].sentSeconds - r.packets[1].sentSeconds == Approx(wire1024));
}

TEST_CASE("rdma walkthrough: RDMA costs less CPU and fewer copies than sockets",
          "[roce][walkthrough]")
{
    for (std::uint64_t size : {64ull, 4096ull, 1024ull * 1024}) {
        WalkthroughConfig config;
        config.bytes = size;
        const auto r = runWalkthrough(config);
        CHECK(r.rdma.senderCpuSeconds < r.socket.senderCpuSeconds);
        CHECK(r.rdma.receiverCpuSeconds < r.socket.receiverCpuSeconds);
        CHECK(r.rdma.copies == 0);
        CHECK(r.socket.copies == 4);
        CHECK(r.socket.cpuCopiedBytes == Approx(2.0 * static_cast<double>(size)));
        CHECK(r.rdma.latencySeconds < r.socket.latencySeconds);
        CHECK(r.rdma.dataInGpuBSeconds < r.socket.dataInGpuBSeconds);
    }
    // Sockets: the receiver's CPU copies every byte once (1 MiB at 10 GB/s = 105 us) and
    // handles each of the ceil(1 MiB / 1448) = 725 segments.
    WalkthroughConfig big;
    big.bytes = 1024 * 1024;
    PathTotals totals;
    const auto steps = socketSteps(big, totals);
    CHECK(totals.packets == 725);
    const double expected = 2e-6 + 725 * 1.5e-6 + 3e-6 + 1048576.0 / 10e9 + 0.5e-6 + 5e-6;
    CHECK(totals.receiverCpuSeconds == Approx(expected));
    CHECK(steps.size() == 11);
}

TEST_CASE("rdma walkthrough: bad sizes and MTUs are refused", "[roce][walkthrough]")
{
    WalkthroughConfig config;
    config.bytes = 0;
    CHECK(errorPath(config) == "/walkthrough/bytes");
    config.bytes = kMaxWalkthroughBytes + 1;
    CHECK(errorPath(config) == "/walkthrough/bytes");
    config.bytes = kMaxWalkthroughBytes;
    CHECK(errorPath(config).empty());
    config.mtu = 1500;
    CHECK(errorPath(config) == "/walkthrough/mtu");
    config = {};
    config.linkGbps = 0;
    CHECK(errorPath(config) == "/walkthrough/linkGbps");
    config = {};
    config.switchLatencyUs = -1;
    CHECK(errorPath(config) == "/walkthrough/switchLatencyUs");
    config = {};
    config.mssBytes = 100;
    CHECK(errorPath(config) == "/walkthrough/mssBytes");
    config = {};
    CHECK(walkthroughParameters(config).size() == 23);
}
