// What lab 04 shows, computed by the packet engine on the incast (docs/models.md, Incast
// and the feedback sequence): ECN + DCQCN gives fair rates and a queue held in the marking band;
// PFC alone is lossless but pauses, and blocks an innocent flow; no control drops.
#include "core/net/packet/incast_scenario.h"

#include <algorithm>
#include <catch2/catch.hpp>

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

// Payload the receiver's 100 Gb/s link can carry: 1024 B in a 1086 B frame + 20 B on the
// wire (every 64th packet carries a RETH, 16 B more).
constexpr double kPayloadCapacityBps = 100e9 * 1024 / (1086 + 20 + 16.0 / 64);

} // namespace

TEST_CASE("ECN + DCQCN: equal flows converge to C/N", "[net][packet][dcqcn]")
{
    IncastScenario s(incast(16, 1.2, true, true, true));
    s.runUntil(0.03);
    const std::vector<double> rates = s.engine().goodputBps(0.015, 0.03);
    std::vector<double> incast;
    for (FlowId f : s.incastFlows())
        incast.push_back(rates[f]);
    const double fair = kPayloadCapacityBps / 16;
    CAPTURE(incast);
    CHECK(jainFairness(incast) >= 0.99);
    CHECK(s.jainBetween(0.015, 0.03) >= 0.99);
    // DCQCN's marks are random and its CNPs paced, so over 15 ms single flows still spread
    // around C/N; Jain's index is the convergence criterion, and no flow is far off.
    for (double r : incast)
        CHECK(r == Approx(fair).epsilon(0.25));
    double total = 0;
    for (double r : incast)
        total += r;
    CHECK(total >= 0.95 * kPayloadCapacityBps);
    const IncastSummary sum = s.summary();
    CHECK(sum.counters.drops == 0);
    CHECK(sum.counters.cnps > 0);
}

TEST_CASE("ECN + DCQCN at 120 % offered keeps the queue below Kmax", "[net][packet][dcqcn]")
{
    IncastScenario s(incast(16, 1.2, true, true, true));
    s.runUntil(0.02);
    const IncastSummary sum = s.summary();
    CAPTURE(sum.queueP50Bytes, sum.queueP99Bytes, sum.queueMaxBytes);
    CHECK(sum.kminBytes == Approx(400e3));
    CHECK(sum.kmaxBytes == Approx(1600e3));
    // The bound: never above Kmax (1.6 MB, 13 % of the 12 MB buffer); the median sits at
    // the bottom of the marking band, within 100 KB of Kmin.
    CHECK(sum.queueMaxBytes < sum.kmaxBytes);
    CHECK(sum.queueP99Bytes < sum.kmaxBytes);
    CHECK(sum.queueP50Bytes == Approx(sum.kminBytes).margin(100e3));
    CHECK(sum.counters.ecnMarks > 0);
    CHECK(sum.counters.drops == 0);
    CHECK(sum.counters.pauseFrames == 0); // ECN acts before PFC is needed
}

TEST_CASE("PFC alone prevents drops, with pauses and a long queue", "[net][packet][pfc]")
{
    IncastScenario s(incast(16, 1.2, false, true, false));
    s.runUntil(0.01);
    const IncastSummary sum = s.summary();
    CHECK(sum.counters.drops == 0);
    CHECK(sum.counters.retransmittedBytes == 0);
    CHECK(sum.counters.pauseFrames > 0);
    CHECK(sum.counters.pausedTimeS > 0);
    CHECK(sum.counters.ecnMarks == 0);
    CHECK(sum.counters.cnps == 0);
    // The link stays full (lossless, no collapse) ...
    CHECK(sum.goodputBps >= 0.99 * kPayloadCapacityBps);
    // ... but the queue holds about XOFF for each of the 16 ingress ports (512 KB each).
    CHECK(sum.queueP50Bytes > 16 * 400e3);
}

TEST_CASE("no congestion control drops and retransmits", "[net][packet]")
{
    IncastScenario s(incast(16, 1.2, false, false, false));
    s.runUntil(0.01);
    const IncastSummary sum = s.summary();
    CHECK(sum.counters.drops > 0);
    CHECK(sum.counters.retransmittedBytes > 0);
    CHECK(sum.counters.pauseFrames == 0);
    // The queue sits at the dynamic threshold: half of the 12 MB buffer with alpha 1.
    CHECK(sum.queueMaxBytes == Approx(6e6).epsilon(0.01));
    // Go-back-N resends what already arrived: goodput falls below the link.
    CHECK(sum.goodputBps < 0.9 * kPayloadCapacityBps);
}

TEST_CASE("PFC alone blocks an innocent flow that shares the paused egress", "[net][packet][pfc]")
{
    const auto innocentGoodput = [](bool ecn, bool dcqcn, std::uint64_t* pauses = nullptr) {
        IncastConfig c = incast(16, 1.2, ecn, true, dcqcn);
        c.innocentFlow = true;
        c.innocentDemand = 0.5;
        IncastScenario s(c);
        s.runUntil(0.01);
        if (pauses != nullptr)
            *pauses = s.engine().portStats(s.network().trunk).pausesReceived;
        return s.summary().innocentGoodputBps;
    };
    std::uint64_t trunkPauses = 0;
    const double blocked = innocentGoodput(false, false, &trunkPauses);
    const double free = innocentGoodput(true, true);
    const double demand = 0.5 * kPayloadCapacityBps;
    CAPTURE(blocked, free);
    // Its receiver is idle, yet with PFC alone the trunk it shares is paused again and
    // again, and it gets far less than it asks for.
    CHECK(trunkPauses > 10);
    CHECK(blocked < 0.4 * demand);
    // ECN + DCQCN keep the incast below XOFF: the innocent flow gets its demand.
    CHECK(free >= 0.97 * demand);
}

TEST_CASE("the incast on a leaf-spine fabric crosses spines on hashed paths", "[net][packet]")
{
    IncastConfig c = incast(8, 1.2, true, true, true);
    c.leafSpine = true;
    c.leaves = 3;
    c.spines = 2;
    IncastScenario s(c);
    const IncastNetwork& net = s.network();
    REQUIRE(net.senderPaths.size() == 8);
    int viaSpine = 0;
    for (const topo::Path& path : net.senderPaths) {
        CHECK(net.graph.channelTarget(path.back()) == net.receiver);
        CHECK(path.back() == net.bottleneck);
        viaSpine += path.size() == 4 ? 1 : 0; // NIC -> leaf -> spine -> leaf -> NIC
    }
    CHECK(viaSpine > 0);
    s.runUntil(0.005);
    const IncastSummary sum = s.summary();
    CHECK(sum.counters.drops == 0);
    CHECK(sum.counters.cnps > 0);
    CHECK(sum.goodputBps > 0.8 * kPayloadCapacityBps);
    CHECK(sum.queueMaxBytes < sum.kmaxBytes);
}
