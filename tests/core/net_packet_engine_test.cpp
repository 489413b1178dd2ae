// Mechanisms of the packet engine one by one: link timing, PFC headroom, RC transport
// recovering every byte after loss, CNP pacing, telemetry, determinism, config errors.
#include "core/error.h"
#include "core/net/packet/incast_scenario.h"
#include "core/net/packet/packet_engine.h"
#include "core/telemetry/metric_registry.h"

#include <catch2/catch.hpp>
#include <map>

using namespace ailab::core;
using namespace ailab::core::net::packet;

namespace {

IncastConfig incast(int senders, double offered, bool ecn, bool pfc, bool dcqcn)
{
    IncastConfig c;
    c.senders = senders;
    c.offered = offered;
    c.engine.switches.ecn = ecn;
    c.engine.switches.pfc = pfc;
    c.engine.dcqcn.enabled = dcqcn;
    return c;
}

} // namespace

TEST_CASE("a frame takes serialisation plus propagation on each hop", "[net][packet]")
{
    IncastConfig c = incast(1, 0.5, true, true, true);
    c.jitterS = 0;
    const IncastNetwork net = buildIncastNetwork(c);
    sim::Simulation sim;
    PacketEngine engine(sim, net.graph, c.engine);
    std::vector<PacketTrace> delivered;
    engine.packetTraced.connect([&](const PacketTrace& t) {
        if (t.kind == TraceKind::Deliver)
            delivered.push_back(t);
    });
    FlowSpec spec;
    spec.source = net.senders[0];
    spec.destination = net.receiver;
    spec.demandBps = 50e9;
    spec.bytes = 1024; // one RDMA WRITE Only packet
    const FlowId flow = engine.addFlow(spec);
    sim.runUntil(1e-3);

    REQUIRE(delivered.size() == 2); // the data packet and its ACK
    const PacketTrace& data = delivered[0];
    CHECK(data.opcode == Opcode::WriteOnly);
    CHECK(data.psn == 0);
    // Frame: 62 B of headers + 16 B RETH + 1024 B payload; on the wire 20 B more.
    CHECK(data.frameBytes == 1102);
    const double hop = (1102 + 20) * 8 / 100e9 + 1e-6;
    CHECK(data.time == Approx(2 * hop).epsilon(1e-12));
    CHECK(delivered[1].opcode == Opcode::Ack);
    CHECK(delivered[1].frameBytes == 66);
    const FlowStats st = engine.flowStats(flow);
    CHECK(st.finished);
    CHECK(st.bytesDelivered == 1024);
    CHECK(st.retransmittedBytes == 0);
}

TEST_CASE("PFC headroom is 2 x rate x delay plus two MTU frames", "[net][packet]")
{
    const IncastConfig c = incast(2, 1.0, true, true, true);
    const IncastNetwork net = buildIncastNetwork(c);
    sim::Simulation sim;
    PacketEngine engine(sim, net.graph, c.engine);
    // 100 Gb/s = 12.5 GB/s; 1 us each way: 2 x 12,500 B + 2 x 1,102 B.
    CHECK(engine.headroomBytes(net.bottleneck) == Approx(25000 + 2 * 1102));
    // Marking band scaled with the port: 100 KB and 400 KB per 25 Gb/s at 100 Gb/s.
    CHECK(engine.kminBytes(net.bottleneck) == Approx(400e3));
    CHECK(engine.kmaxBytes(net.bottleneck) == Approx(1600e3));
}

TEST_CASE("go-back-N delivers every byte in order after drops", "[net][packet]")
{
    // No PFC, no ECN and a small buffer: the incast drops, the receiver NAKs the gaps and
    // the senders go back; every finite flow still delivers exactly its bytes.
    IncastConfig c = incast(8, 8.0, false, false, false);
    c.engine.switches.bufferBytes = 200e3;
    const IncastNetwork net = buildIncastNetwork(c);
    sim::Simulation sim;
    PacketEngine engine(sim, net.graph, c.engine);
    std::vector<FlowId> flows;
    for (int i = 0; i < 8; ++i) {
        FlowSpec spec;
        spec.source = net.senders[static_cast<std::size_t>(i)];
        spec.destination = net.receiver;
        spec.demandBps = 100e9;
        spec.bytes = 1e6 + 100 * i; // the last packet is short
        flows.push_back(engine.addFlow(spec));
    }
    sim.runUntil(0.05);
    CHECK(engine.counters().drops > 0);
    CHECK(engine.counters().naks > 0);
    CHECK(engine.counters().retransmittedBytes > 0);
    for (int i = 0; i < 8; ++i) {
        const FlowStats st = engine.flowStats(flows[static_cast<std::size_t>(i)]);
        CHECK(st.finished);
        CHECK(st.bytesDelivered == 1e6 + 100 * i);
    }
}

TEST_CASE("the notification point sends at most one CNP per flow every 50 us", "[net][packet]")
{
    IncastScenario s(incast(8, 1.2, true, true, true));
    std::map<FlowId, std::vector<double>> cnpTimes;
    const topo::NodeId receiver = s.network().receiver;
    s.engine().packetTraced.connect([&](const PacketTrace& t) {
        if (t.kind == TraceKind::Transmit && t.opcode == Opcode::Cnp && t.from == receiver)
            cnpTimes[t.flow].push_back(t.time);
    });
    s.runUntil(0.005);
    std::uint64_t total = 0;
    double smallestGap = 1.0;
    for (const auto& [flow, times] : cnpTimes) {
        total += times.size();
        for (std::size_t i = 1; i < times.size(); ++i)
            smallestGap = std::min(smallestGap, times[i] - times[i - 1]);
    }
    CHECK(total == s.engine().counters().cnps);
    CHECK(total > 20);
    CHECK(smallestGap >= 50e-6 - 1e-12);
    // And the gap is reached: while the queue is above Kmax every packet is marked.
    CHECK(smallestGap < 60e-6);
}

TEST_CASE("the same seed gives the same numbers", "[net][packet]")
{
    const auto run = [](std::uint64_t seed) {
        IncastConfig c = incast(8, 1.2, true, true, true);
        c.engine.seed = seed;
        IncastScenario s(c);
        s.runUntil(0.003);
        return s.summary();
    };
    const IncastSummary a = run(7);
    const IncastSummary b = run(7);
    const IncastSummary other = run(8);
    CHECK(a.counters.ecnMarks == b.counters.ecnMarks);
    CHECK(a.counters.cnps == b.counters.cnps);
    CHECK(a.flowGoodputBps == b.flowGoodputBps);
    CHECK(a.queueP99Bytes == b.queueP99Bytes);
    CHECK(a.counters.ecnMarks > 0);
    CHECK(a.flowGoodputBps != other.flowGoodputBps);
}

TEST_CASE("telemetry records queues, counters, rates and fairness per step", "[net][packet]")
{
    IncastConfig c = incast(4, 1.2, true, true, true);
    c.engine.sampleIntervalS = 20e-6;
    IncastScenario s(c);
    telemetry::MetricRegistry registry;
    s.engine().recordTelemetry(registry);
    s.runUntil(0.002);
    const auto& queue = registry.get("port/leaf0->receiver/queue_bytes");
    CHECK(queue.size() >= 100); // t = 0, 20 us, ..., about 2 ms
    double most = 0;
    for (const auto& sample : queue)
        most = std::max(most, sample.value);
    CHECK(most > 100e3);
    CHECK(most <= s.engine().portStats(s.network().bottleneck).maxQueueBytes);
    CHECK(registry.get("ecn_marks").latest()->value ==
          static_cast<double>(s.engine().counters().ecnMarks));
    CHECK(registry.get("cnps").latest()->value > 0);
    CHECK(registry.contains("flow/sender3/rate_gbps"));
    CHECK(registry.get("flow/sender0/goodput_gbps").latest()->value > 10);
    const double jain = registry.get("jain_fairness").latest()->value;
    CHECK(jain > 0.25);
    CHECK(jain <= 1.0);
    CHECK(registry.contains("pause_frames"));
    CHECK(registry.contains("paused_time_us"));
    CHECK(registry.contains("drops"));
    CHECK(registry.contains("retransmitted_bytes"));
}

TEST_CASE("invalid engine settings name the field", "[net][packet]")
{
    IncastConfig c;
    c.engine.switches.kmaxBytes = c.engine.switches.kminBytes;
    try {
        IncastScenario s(c);
        FAIL("no error");
    } catch (const Error& e) {
        CHECK(e.path() == "/switches/kmax_bytes");
    }
    c = IncastConfig{};
    c.engine.switches.pmax = 1.5;
    CHECK_THROWS_AS(validateIncast(c), Error);
    c = IncastConfig{};
    c.offered = 17; // 16 senders can offer at most 16 x the receiver's link
    try {
        validateIncast(c);
        FAIL("no error");
    } catch (const Error& e) {
        CHECK(e.path() == "/offered");
    }
    c = IncastConfig{};
    c.engine.switches.bufferBytes = 50e3; // smaller than the headroom of its ports
    CHECK_THROWS_WITH(IncastScenario(c), Catch::Contains("headroom"));
}

TEST_CASE("Jain's index and percentiles", "[net][packet]")
{
    const std::vector<double> equal{5, 5, 5, 5};
    CHECK(jainFairness(equal) == 1.0);
    const std::vector<double> one{10, 0, 0, 0};
    CHECK(jainFairness(one) == Approx(0.25));
    CHECK(percentile({1, 2, 3, 4, 5}, 50) == 3);
    CHECK(percentile({0, 10}, 99) == Approx(9.9));
}
