#include "core/collective/collective_run.h"
#include "core/error.h"
#include "core/sim/rng.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/format.h>
#include <optional>
#include <string>

// The fast path against the per-flow engine (docs/models.md, Collectives): on many random
// small fabrics and collectives both give the same figures.
using namespace ailab::core;
using namespace ailab::core::collective;

namespace {

bool close(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)) + 1e-12;
}

struct Case
{
    topo::FabricConfig fabric;
    CollectiveRequest request;
    int failedUplink = -1; // index among the leaf-spine links
    int failedSpine = -1;
    bool misconfigured = false; // 09.7: leaf 0 uses one next hop
    std::string text;
};

Case randomCase(sim::Rng& rng)
{
    Case c;
    topo::FabricConfig& f = c.fabric;
    f.servers = 1 + int(rng.below(10));
    f.gpusPerServer = 1 << rng.below(3);
    f.nicsPerServer = rng.bernoulli(0.25) ? 1 : f.gpusPerServer; // a NIC shared by the GPUs
    f.leaves = 1 + int(rng.below(std::min(f.servers, 4)));
    f.spines = 1 + int(rng.below(4));
    f.uplinksPerLeafSpine = 1 + int(rng.below(2));
    f.nicRate = units::BitRate::gigabitsPerSecond(400);
    const double uplink[] = {400, 200, 100}; // 1:1 and oversubscribed
    f.uplinkRate = units::BitRate::gigabitsPerSecond(uplink[rng.below(3)]);
    f.networkLinkLatency = units::Seconds::microseconds(rng.bernoulli(0.2) ? 0.0 : 1.0);

    CollectiveRequest& r = c.request;
    const CollectiveOp ops[] = {CollectiveOp::AllReduce, CollectiveOp::AllReduce,
                                CollectiveOp::AllGather, CollectiveOp::ReduceScatter,
                                CollectiveOp::Broadcast};
    r.op = ops[rng.below(5)];
    const Algorithm algorithms[] = {Algorithm::Ring, Algorithm::Tree, Algorithm::Rabenseifner,
                                    Algorithm::Hierarchical};
    r.algorithm = algorithms[rng.below(4)];
    const double sizes[] = {0.0, 1e3, 1e6, 3.3e7, 1e9};
    r.bytes = sizes[rng.below(5)];
    r.placement = rng.bernoulli(0.5) ? Placement::Block : Placement::RoundRobin;
    r.ecmp = rng.bernoulli(0.6) ? topo::EcmpMode::Hash : topo::EcmpMode::Spray;
    r.seed = static_cast<std::uint32_t>(rng.below(1000));
    const int gpus = f.servers * f.gpusPerServer;
    // Hierarchical needs the same ranks on every server: all of them.
    r.ranks = r.algorithm == Algorithm::Hierarchical || rng.bernoulli(0.5)
                  ? 0
                  : 1 + int(rng.below(std::uint64_t(gpus)));
    if (rng.bernoulli(0.2))
        c.failedUplink = int(rng.below(f.leaves * f.spines * f.uplinksPerLeafSpine));
    if (f.spines > 1 && rng.bernoulli(0.15))
        c.failedSpine = int(rng.below(f.spines));
    c.misconfigured = rng.bernoulli(0.15);
    c.text = fmt::format(
        "{} servers x {} GPUs ({} NICs), {} leaves, {} spines, {} uplinks at {} Gb/s; {} {} "
        "of {} bytes on {} ranks, {}, {}, seed {}; failed uplink {}, failed spine {}, 09.7 {}",
        f.servers, f.gpusPerServer, f.nicsPerServer, f.leaves, f.spines, f.uplinksPerLeafSpine,
        f.uplinkRate.inBitsPerSecond() / 1e9, algorithmId(r.algorithm), collectiveOpId(r.op),
        r.bytes, r.ranks, placementId(r.placement),
        r.ecmp == topo::EcmpMode::Hash ? "hash" : "spray", r.seed, c.failedUplink, c.failedSpine,
        c.misconfigured);
    return c;
}

struct Outcome
{
    std::optional<CollectiveResult> result;
    std::string error;
};

Outcome run(const Case& c, CollectiveEngine engine)
{
    Outcome outcome;
    topo::Fabric fabric = topo::buildFabric(c.fabric);
    topo::Router router(fabric.graph);
    if (c.failedUplink >= 0) {
        int index = 0;
        for (topo::LinkId l = 0; l < fabric.graph.linkCount(); ++l) {
            const topo::Link& link = fabric.graph.link(l);
            const topo::NodeKind a = fabric.graph.node(link.a).kind;
            const topo::NodeKind b = fabric.graph.node(link.b).kind;
            const bool leafSpine = (a == topo::NodeKind::Leaf && b == topo::NodeKind::Spine) ||
                                   (a == topo::NodeKind::Spine && b == topo::NodeKind::Leaf);
            if (leafSpine && index++ == c.failedUplink)
                fabric.graph.setLinkUp(l, false);
        }
    }
    if (c.failedSpine >= 0)
        fabric.graph.setNodeUp(fabric.spines[c.failedSpine], false);
    if (c.misconfigured)
        router.limitEcmpWidth(fabric.leaves[0], 1);
    CollectiveRequest request = c.request;
    request.engine = engine;
    try {
        outcome.result = runCollective(fabric, router, request);
    } catch (const Error& e) {
        outcome.error = e.message();
    }
    return outcome;
}

// Every figure both engines report, the same to 1e-9 relative (bytes per rank exactly).
void checkSameFigures(const CollectiveResult& a, const CollectiveResult& b)
{
    CHECK_FALSE(a.fastPath);
    CHECK(b.fastPath);
    CHECK(a.flowEngineFlowCount == a.flowCount);
    CHECK(close(a.simulatedSeconds, b.simulatedSeconds));
    CHECK(a.closedFormSeconds == b.closedFormSeconds);
    CHECK(close(a.algbwBytesPerSecond, b.algbwBytesPerSecond));
    CHECK(close(a.busbwBytesPerSecond, b.busbwBytesPerSecond));
    CHECK(a.bytesSentPerRank == b.bytesSentPerRank);
    CHECK(close(a.maxLinkUtilisation, b.maxLinkUtilisation));
    CHECK(a.flowCount == b.flowCount);
    CHECK(a.stepCount == b.stepCount);
    REQUIRE(a.channelBytes.size() == b.channelBytes.size());
    for (std::size_t ch = 0; ch < a.channelBytes.size(); ++ch) {
        INFO("channel " << ch);
        CHECK(close(a.channelBytes[ch], b.channelBytes[ch]));
    }
}

} // namespace

TEST_CASE("collective fast path: the same figures as the per-flow engine on random fabrics",
          "[collective][fast-path]")
{
    sim::Rng rng(2026);
    int compared = 0;
    int withEngineFlows = 0;
    int withoutEngineFlows = 0;
    int folded = 0;
    for (int i = 0; i < 400; ++i) {
        const Case c = randomCase(rng);
        try {
            topo::validateFabricConfig(c.fabric);
        } catch (const Error&) {
            continue; // an impossible fabric, not a collective
        }
        INFO(c.text);
        const Outcome perFlow = run(c, CollectiveEngine::PerFlow);
        const Outcome fast = run(c, CollectiveEngine::Auto);
        // Both fail alike (the fast path routes every pair first, so it may name another
        // pair without a path).
        REQUIRE(perFlow.error.empty() == fast.error.empty());
        if (!perFlow.result) {
            CHECK(perFlow.error.find("has no path") != std::string::npos);
            CHECK(fast.error.find("has no path") != std::string::npos);
            continue;
        }
        const CollectiveResult& a = *perFlow.result;
        const CollectiveResult& b = *fast.result;
        checkSameFigures(a, b);
        ++compared;
        CHECK(a.playedRanks ==
              (c.request.ranks == 0 ? c.fabric.servers * c.fabric.gpusPerServer : c.request.ranks));
        folded += b.playedRanks < a.playedRanks ? 1 : 0;
        (b.flowEngineFlowCount > 0 ? withEngineFlows : withoutEngineFlows) += 1;
    }
    // The cases cover both halves of the fast path: flows in closed form only, and flows
    // that share a channel handed to the flow engine.
    CHECK(compared > 250);
    CHECK(withEngineFlows > 50);
    CHECK(withoutEngineFlows > 20);
    CHECK(folded > 10); // and ranks that repeat, played once for their class
}

TEST_CASE("collective fast path: recorded steps run on the per-flow engine", "[collective]")
{
    topo::FabricConfig f;
    f.servers = 4;
    f.leaves = 2;
    f.spines = 2;
    const topo::Fabric fabric = topo::buildFabric(f);
    topo::Router router(fabric.graph);
    CollectiveRequest request;
    request.recordSteps = true;
    const CollectiveResult recorded = runCollective(fabric, router, request);
    CHECK_FALSE(recorded.fastPath);
    CHECK(recorded.steps.size() == 6);
    request.recordSteps = false;
    const CollectiveResult fast = runCollective(fabric, router, request);
    CHECK(fast.fastPath);
    CHECK(fast.flowEngineFlowCount == 0); // one path per hop, nothing shared
    CHECK(fast.simulatedSeconds == recorded.simulatedSeconds);
}

TEST_CASE("collective engines: ids and parsing", "[collective]")
{
    CHECK(collectiveEngineId(CollectiveEngine::Auto) == "auto");
    CHECK(collectiveEngineId(CollectiveEngine::PerFlow) == "per-flow");
    CHECK(parseCollectiveEngine("per-flow") == CollectiveEngine::PerFlow);
    CHECK_THROWS_WITH(parseCollectiveEngine("fluid"), Catch::Contains("unknown engine \"fluid\""));
}

// Rings and hierarchical all-reduces on leaves of many servers: runs of equal connections
// are played as delay lines, broken where a connection differs (a link between leaves, an
// ECMP collision, a failed uplink or spine, the 09.7 misconfiguration, a shared NIC).
TEST_CASE("collective fast path: delay lines give the per-flow engine's figures",
          "[collective][fast-path]")
{
    sim::Rng rng(1313);
    int compared = 0;
    int withLines = 0;
    int linesAndEngine = 0;
    int sprayedLines = 0;
    int brokenLines = 0;
    for (int i = 0; i < 120; ++i) {
        Case c = randomCase(rng);
        topo::FabricConfig& f = c.fabric;
        f.leaves = 1 + int(rng.below(3));
        f.servers = f.leaves * (3 + int(rng.below(10)));
        f.gpusPerServer = 1 << rng.below(4);
        f.nicsPerServer = rng.bernoulli(0.15) ? 1 : f.gpusPerServer;
        f.spines = 1 + int(rng.below(4));
        c.request.op = CollectiveOp::AllReduce;
        c.request.algorithm = rng.bernoulli(0.5) ? Algorithm::Ring : Algorithm::Hierarchical;
        if (c.request.algorithm == Algorithm::Ring)
            f.gpusPerServer = std::min(f.gpusPerServer, 2); // 2(p - 1) rounds of p flows
        c.request.ranks = 0;
        c.request.placement = rng.bernoulli(0.8) ? Placement::Block : Placement::RoundRobin;
        const double sizes[] = {0.0, 1e6, 3.3e7, 1e9};
        c.request.bytes = sizes[rng.below(4)];
        if (c.failedUplink >= 0)
            c.failedUplink = int(rng.below(f.leaves * f.spines * f.uplinksPerLeafSpine));
        if (c.failedSpine >= f.spines)
            c.failedSpine = -1;
        try {
            topo::validateFabricConfig(c.fabric);
        } catch (const Error&) {
            continue;
        }
        INFO(c.text << " (resized: " << f.servers << " servers x " << f.gpusPerServer << " on "
                    << f.leaves << " leaves, " << f.spines << " spines, "
                    << algorithmId(c.request.algorithm) << ", " << c.request.bytes << " bytes)");
        const Outcome perFlow = run(c, CollectiveEngine::PerFlow);
        const Outcome fast = run(c, CollectiveEngine::Auto);
        REQUIRE(perFlow.error.empty() == fast.error.empty());
        if (!perFlow.result)
            continue;
        checkSameFigures(*perFlow.result, *fast.result);
        ++compared;
        const CollectiveResult& b = *fast.result;
        if (b.delayLineRanks > 0) {
            ++withLines;
            linesAndEngine += b.flowEngineFlowCount > 0 ? 1 : 0;
            sprayedLines += c.request.ecmp == topo::EcmpMode::Spray ? 1 : 0;
            brokenLines += c.failedUplink >= 0 || c.failedSpine >= 0 || c.misconfigured ? 1 : 0;
        }
    }
    CHECK(compared > 80);
    CHECK(withLines > 20);
    CHECK(linesAndEngine > 5); // lines beside flows that share a channel
    CHECK(sprayedLines > 5);   // sprayed connections in closed form
    CHECK(brokenLines > 5);    // failures and the misconfiguration
}

// The data-parallel rings of a tensor-parallel job (the cluster twin's), on random fabrics
// with their failures and misconfigurations: the fast path gives the per-flow figures.
TEST_CASE("collective fast path: parallel rings give the per-flow engine's figures",
          "[collective][fast-path]")
{
    sim::Rng rng(2718);
    int compared = 0;
    for (int i = 0; i < 60; ++i) {
        Case c = randomCase(rng);
        c.request.op = CollectiveOp::AllReduce;
        c.request.algorithm = Algorithm::ParallelRings;
        c.request.ranks = 0; // every server holds the same ranks
        INFO(c.text);
        const Outcome perFlow = run(c, CollectiveEngine::PerFlow);
        const Outcome fast = run(c, CollectiveEngine::Auto);
        REQUIRE(perFlow.error.empty() == fast.error.empty());
        if (!perFlow.result)
            continue;
        checkSameFigures(*perFlow.result, *fast.result);
        ++compared;
    }
    CHECK(compared > 30);
}

TEST_CASE("collective fast path: a ring over leaves of 32 servers plays each leaf's line once",
          "[collective][fast-path]")
{
    // Two GPUs per server, each with its NIC; one spine and one uplink per leaf: the two
    // rings across servers share each leaf's uplink, so their links between leaves run on
    // the flow engine and no class of ranks repeats.
    topo::FabricConfig f;
    f.servers = 128;
    f.gpusPerServer = 2;
    f.nicsPerServer = 2;
    f.leaves = 4;
    f.spines = 1;
    f.uplinksPerLeafSpine = 1;
    const topo::Fabric fabric = topo::buildFabric(f);
    topo::Router router(fabric.graph);
    CollectiveRequest request;
    request.algorithm = Algorithm::Hierarchical;
    request.bytes = 1e8;
    request.engine = CollectiveEngine::PerFlow;
    const CollectiveResult perFlow = runCollective(fabric, router, request);
    request.engine = CollectiveEngine::Auto;
    const CollectiveResult fast = runCollective(fabric, router, request);
    checkSameFigures(perFlow, fast);
    CHECK(fast.flowEngineFlowCount > 0);
    // In each ring across servers, of each leaf's 32 servers the first (from another leaf)
    // and the last (to another leaf) are played, the 30 between them are a delay line; the
    // rings of two GPUs inside the servers are alike all round, with no rank to lead a line.
    CHECK(fast.delayLineRanks == 2 * 4 * 30);
}

// Sprayed connections in split form (per channel, how many of their paths cross it), and
// one with more equal-cost paths than the 4,096 a flow is split over, which both engines
// list path by path and cut off alike.
TEST_CASE("collective fast path: sprayed paths in split form and beyond the cut-off",
          "[collective][fast-path]")
{
    struct Shape
    {
        int servers, gpus, leaves, spines, uplinks;
        double uplinkGbps;
        Algorithm algorithm;
    };
    const Shape shapes[] = {
        {2, 1, 2, 8, 32, 400, Algorithm::Ring},         // 8,192 paths: the cut-off
        {16, 2, 4, 4, 4, 400, Algorithm::Hierarchical}, // 64 paths, all in closed form
        {16, 2, 4, 4, 1, 100, Algorithm::Hierarchical}, // oversubscribed: on the flow engine
        {12, 1, 3, 3, 2, 200, Algorithm::Ring},
    };
    for (const Shape& s : shapes) {
        topo::FabricConfig f;
        f.servers = s.servers;
        f.gpusPerServer = s.gpus;
        f.nicsPerServer = s.gpus;
        f.leaves = s.leaves;
        f.spines = s.spines;
        f.uplinksPerLeafSpine = s.uplinks;
        f.uplinkRate = units::BitRate::gigabitsPerSecond(s.uplinkGbps);
        const topo::Fabric fabric = topo::buildFabric(f);
        topo::Router router(fabric.graph);
        CollectiveRequest request;
        request.algorithm = s.algorithm;
        request.bytes = 1e8;
        request.ecmp = topo::EcmpMode::Spray;
        request.engine = CollectiveEngine::PerFlow;
        INFO(s.servers << " servers, " << s.spines << " spines x " << s.uplinks << " uplinks at "
                       << s.uplinkGbps << " Gb/s");
        const CollectiveResult perFlow = runCollective(fabric, router, request);
        request.engine = CollectiveEngine::Auto;
        const CollectiveResult fast = runCollective(fabric, router, request);
        checkSameFigures(perFlow, fast);
        if (s.uplinkGbps == 100)
            CHECK(fast.flowEngineFlowCount > 0);
    }
}
