#include "core/error.h"
#include "core/models/fabric/fabric_workload.h"
#include "core/sim/rng.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/format.h>
#include <memory>
#include <tuple>
#include <vector>

// The fabric lab's step replay against its per-flow run (docs/models.md, "Fabric lab
// model"): on many random small fabrics, with hashing and spraying, oversubscription,
// failed links and spines and the 09.7 misconfiguration, both give the same all-reduce
// times and, at any moment, the same flows, rates, loads and congestion.
using namespace ailab::core;
using namespace ailab::core::models::fabric;

namespace {

bool close(double a, double b, double scale = 0.0)
{
    return std::fabs(a - b) <= 1e-9 * std::max({std::fabs(a), std::fabs(b), scale}) + 1e-12;
}

struct Case
{
    FabricScenarioConfig config;
    std::string text;
};

Case randomCase(sim::Rng& rng)
{
    Case c;
    FabricScenarioConfig& s = c.config;
    topo::FabricConfig& f = s.fabric;
    f.leaves = 1 + int(rng.below(4));
    f.servers = f.leaves * (1 + int(rng.below(3)));
    f.gpusPerServer = 1 << rng.below(3);
    f.nicsPerServer = rng.bernoulli(0.25) ? 1 : f.gpusPerServer;
    f.spines = 1 + int(rng.below(4));
    f.uplinksPerLeafSpine = 1 + int(rng.below(2));
    f.nicRate = units::BitRate::gigabitsPerSecond(400);
    const double uplink[] = {400, 200, 100}; // 1:1 and oversubscribed
    f.uplinkRate = units::BitRate::gigabitsPerSecond(uplink[rng.below(3)]);
    f.networkLinkLatency = units::Seconds::microseconds(rng.bernoulli(0.2) ? 0.0 : 1.0);
    s.ecmp = rng.bernoulli(0.6) ? topo::EcmpMode::Hash : topo::EcmpMode::Spray;
    s.hashSeed = std::uint32_t(rng.below(1000));
    const double sizes[] = {1e3, 1e6, 3.3e7, 1e9};
    s.allReduce.bytes = sizes[rng.below(4)];
    const int gpus = f.servers * f.gpusPerServer;
    s.allReduce.ranks = rng.bernoulli(0.5) ? 0 : 1 + int(rng.below(std::uint64_t(gpus)));
    s.allReduce.placement = rng.bernoulli(0.5) ? collective::Placement::Block
                                                : collective::Placement::RoundRobin;
    s.allReduce.iterations = 1 + int(rng.below(3));
    s.allReduce.computeSeconds = 0.001;
    if (rng.bernoulli(0.2))
        s.failedLinks.push_back({int(rng.below(f.leaves)), int(rng.below(f.spines)),
                                 int(rng.below(f.uplinksPerLeafSpine))});
    if (f.spines > 1 && rng.bernoulli(0.15))
        s.failedSpines.push_back(int(rng.below(f.spines)));
    if (rng.bernoulli(0.15))
        s.misconfiguration = Misconfiguration{1, {0}};
    c.text = fmt::format("{} servers x {} GPUs ({} NICs), {} leaves, {} spines, {} uplinks at "
                         "{} Gb/s; {} bytes on {} ranks, {}, {}, seed {}; {} failed links, {} "
                         "failed spines, 09.7 {}",
                         f.servers, f.gpusPerServer, f.nicsPerServer, f.leaves, f.spines,
                         f.uplinksPerLeafSpine, f.uplinkRate.inBitsPerSecond() / 1e9,
                         s.allReduce.bytes, s.allReduce.ranks,
                         collective::placementId(s.allReduce.placement),
                         s.ecmp == topo::EcmpMode::Hash ? "hash" : "spray", s.hashSeed,
                         s.failedLinks.size(), s.failedSpines.size(),
                         s.misconfiguration.has_value());
    return c;
}

struct Run
{
    sim::Simulation simulation;
    std::unique_ptr<FabricRun> run;
    Run(FabricScenarioConfig config, collective::CollectiveEngine engine)
    {
        config.allReduce.engine = engine;
        run = std::make_unique<FabricRun>(simulation, config);
    }
    ~Run()
    {
        simulation.reset();
        run.reset();
    }
};

// The live flows as (rank, rate, progress), in an order both runs share.
std::vector<std::tuple<int, double, double>> flowsOf(const FabricRun& run)
{
    std::vector<std::tuple<int, double, double>> out;
    for (const LiveFlow& f : run.liveFlows())
        out.emplace_back(f.rank, f.rateBps, f.progress);
    std::sort(out.begin(), out.end());
    return out;
}

// Everything the lab shows at this moment is the same in both runs.
void checkSameMoment(const FabricRun& replay, const FabricRun& perFlow)
{
    REQUIRE(replay.inAllReduce() == perFlow.inAllReduce());
    CHECK(replay.allReduceStep() == perFlow.allReduceStep());
    REQUIRE(replay.activeFlowCount() == perFlow.activeFlowCount());
    CHECK(replay.congestion() == perFlow.congestion());
    CHECK(replay.congestedChannels() == perFlow.congestedChannels());
    CHECK(close(replay.peakNetworkUtilisation(), perFlow.peakNetworkUtilisation(), 1.0));
    const auto a = flowsOf(replay);
    const auto b = flowsOf(perFlow);
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        CHECK(std::get<0>(a[i]) == std::get<0>(b[i]));
        CHECK(close(std::get<1>(a[i]), std::get<1>(b[i]), 1e9));
        CHECK(std::abs(std::get<2>(a[i]) - std::get<2>(b[i])) < 1e-6);
    }
    const topo::Graph& g = replay.graph();
    for (topo::ChannelId c = 0; c < g.channelCount(); ++c)
        CHECK(close(replay.channelLoadBps(c), perFlow.channelLoadBps(c), g.channelCapacityBps(c)));
}

} // namespace

TEST_CASE("fabric step replay: the per-flow run's figures on random fabrics", "[models][fabric]")
{
    sim::Rng rng(2026);
    int compared = 0;
    int replayed = 0;
    for (int n = 0; n < 150; ++n) {
        const Case c = randomCase(rng);
        INFO(c.text);
        std::unique_ptr<Run> replay;
        try {
            replay = std::make_unique<Run>(c.config, collective::CollectiveEngine::Auto);
        } catch (const Error&) {
            // Faults that cut the fabric apart: both engines refuse them alike.
            CHECK_THROWS_AS(Run(c.config, collective::CollectiveEngine::PerFlow), Error);
            continue;
        }
        Run perFlow(c.config, collective::CollectiveEngine::PerFlow);
        CHECK_FALSE(perFlow.run->replaysSteps());
        if (replay->run->replaysSteps())
            ++replayed;

        // A few moments inside the all-reduces, then the end.
        const double end = replay->run->plannedEndSeconds();
        // Shares that do not fall on the round times where rates change.
        for (double share : {0.2137, 0.5191, 0.7313, 0.9007}) {
            const double t = share * end;
            replay->simulation.runUntil(t);
            perFlow.simulation.runUntil(t);
            INFO("at " << t << " s");
            checkSameMoment(*replay->run, *perFlow.run);
        }
        replay->run->runToEnd();
        perFlow.run->runToEnd();
        const auto& a = replay->run->allReduceSeconds();
        const auto& b = perFlow.run->allReduceSeconds();
        REQUIRE(a.size() == b.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            CHECK(close(a[i], b[i]));
        CHECK(close(replay->simulation.now(), perFlow.simulation.now()));
        CHECK(close(replay->run->peakNetworkUtilisationSinceStart(),
                    perFlow.run->peakNetworkUtilisationSinceStart(), 1.0));
        CHECK(replay->run->congestionSeen() == perFlow.run->congestionSeen());
        ++compared;
    }
    CHECK(compared > 100);
    CHECK(replayed > 90); // every run with more than one rank
}

TEST_CASE("fabric step replay: background traffic plays every flow on the flow engine",
          "[models][fabric]")
{
    FabricScenarioConfig config;
    config.background.push_back({0, 1, 1e8, 0.0, 0});
    Run withBackground(config, collective::CollectiveEngine::Auto);
    CHECK_FALSE(withBackground.run->replaysSteps());

    Run plain(FabricScenarioConfig{}, collective::CollectiveEngine::Auto);
    CHECK(plain.run->replaysSteps());
}

TEST_CASE("fabric step replay: the scenario picks the engine; per-flow is kept, auto is the default",
          "[models][fabric]")
{
    const nlohmann::json perFlow = {{"allReduce", {{"engine", "per-flow"}}}};
    const FabricScenarioConfig c = readFabricScenario(perFlow);
    CHECK(c.allReduce.engine == collective::CollectiveEngine::PerFlow);
    CHECK(fabricScenarioToJson(c)["allReduce"]["engine"] == "per-flow");
    CHECK(readFabricScenario(fabricScenarioToJson(c)).allReduce.engine ==
          collective::CollectiveEngine::PerFlow);
    // The default is not written, so states saved before the engine existed read back alike.
    CHECK_FALSE(fabricScenarioToJson(FabricScenarioConfig{})["allReduce"].contains("engine"));
    try {
        readFabricScenario({{"allReduce", {{"engine", "fast"}}}});
        FAIL("an unknown engine was accepted");
    } catch (const Error& e) {
        CHECK(e.path() == "/model/allReduce/engine");
    }
}
