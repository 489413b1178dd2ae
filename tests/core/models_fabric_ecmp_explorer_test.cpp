#include "core/error.h"
#include "core/models/fabric/ecmp_explorer.h"
#include "core/topo/fabric_builder.h"
#include "core/topo/routing.h"

#include <catch2/catch.hpp>
#include <numeric>

using namespace ailab::core;
using namespace ailab::core::topo;
using namespace ailab::core::models::fabric;

TEST_CASE("ecmp explorer: the expected used-path fraction is 1 - (1 - 1/m)^n",
          "[models][fabric][ecmp]")
{
    CHECK(expectedUsedPathFraction(1, 4) == Approx(0.25));
    CHECK(expectedUsedPathFraction(8, 8) == Approx(1.0 - std::pow(7.0 / 8.0, 8)));
    CHECK(expectedUsedPathFraction(8, 4) == Approx(0.8998870849609375));
    CHECK(expectedUsedPathFraction(5, 1) == Approx(1.0));
}

TEST_CASE("ecmp explorer: the simulated used-path fraction is within sampling error of the "
          "formula",
          "[models][fabric][ecmp]")
{
    struct Case
    {
        int flows;
        int paths;
    };
    // Powers of two and others: CRC-32 modulo m must spread the real tuples either way.
    for (const Case c : {Case{8, 8}, Case{4, 16}, Case{16, 4}, Case{12, 6}, Case{32, 32}}) {
        EcmpExperiment e;
        e.flows = c.flows;
        e.paths = c.paths;
        e.seed = 7;
        e.trials = 4000;
        const EcmpOutcome out = runEcmpExperiment(e);
        INFO("n=" << c.flows << " m=" << c.paths << " simulated " << out.simulatedUsedFraction
                  << " expected " << out.expectedUsedFraction << " se "
                  << out.usedFractionStandardError);
        CHECK(out.expectedUsedFraction == Approx(expectedUsedPathFraction(c.flows, c.paths)));
        CHECK(out.usedFractionStandardError > 0.0);
        CHECK(out.usedFractionStandardError < 0.01);
        // Four standard errors: a false alarm about once in 16,000 runs, and the seed is fixed.
        CHECK(std::abs(out.simulatedUsedFraction - out.expectedUsedFraction) <
              4.0 * out.usedFractionStandardError);
    }
}

TEST_CASE("ecmp explorer: the shown draw hashes real 5-tuples and rates follow the busiest path",
          "[models][fabric][ecmp]")
{
    EcmpExperiment e;
    e.flows = 8;
    e.paths = 4;
    e.seed = 3;
    e.trials = 10;
    const EcmpOutcome out = runEcmpExperiment(e);
    REQUIRE(out.flows.size() == 8);
    REQUIRE(out.flowsPerPath.size() == 4);
    CHECK(std::accumulate(out.flowsPerPath.begin(), out.flowsPerPath.end(), 0) == 8);
    const std::vector<FiveTuple> tuples = ecmpFlowTuples(8, 3);
    int maxLoad = 0;
    int used = 0;
    for (int load : out.flowsPerPath) {
        maxLoad = std::max(maxLoad, load);
        used += load > 0;
    }
    CHECK(out.maxFlowsPerPath == maxLoad);
    CHECK(out.usedPaths == used);
    for (std::size_t i = 0; i < out.flows.size(); ++i) {
        const EcmpFlow& flow = out.flows[i];
        CHECK(flow.tuple.sourcePort == tuples[i].sourcePort);
        CHECK(flow.tuple.sourcePort >= 49152);
        CHECK(flow.tuple.destinationPort == 4791);
        CHECK(flow.tuple.protocol == 17);
        CHECK(flow.hash == ecmpHash(flow.tuple, 3));
        CHECK(flow.path == static_cast<int>(flow.hash % 4));
        const int load = out.flowsPerPath[static_cast<std::size_t>(flow.path)];
        CHECK(flow.rateBps == Approx(400e9 / load));
    }
    CHECK(out.slowestFlowBps == Approx(400e9 / maxLoad));

    SECTION("a new seed brings new source ports")
    {
        CHECK(ecmpFlowTuples(8, 4)[0].sourcePort != tuples[0].sourcePort);
    }
    SECTION("spraying uses every path and shares them evenly")
    {
        e.mode = EcmpMode::Spray;
        const EcmpOutcome spray = runEcmpExperiment(e);
        CHECK(spray.usedPaths == 4);
        CHECK(spray.simulatedUsedFraction == Approx(1.0));
        CHECK(spray.expectedUsedFraction == Approx(1.0));
        // 4 paths x 400 Gb/s over 8 flows.
        CHECK(spray.slowestFlowBps == Approx(200e9));
        CHECK(spray.aggregateBps == Approx(1600e9));
        for (const EcmpFlow& flow : spray.flows)
            CHECK(flow.path == -1);
    }
    SECTION("a flow never gets more than its NIC")
    {
        e.flows = 2;
        e.paths = 8;
        e.mode = EcmpMode::Spray;
        CHECK(runEcmpExperiment(e).slowestFlowBps == Approx(400e9));
    }
}

TEST_CASE("ecmp explorer: invalid experiments name the field", "[models][fabric][ecmp]")
{
    EcmpExperiment e;
    e.flows = 0;
    try {
        runEcmpExperiment(e);
        FAIL("no error");
    } catch (const Error& error) {
        CHECK(error.path() == "flows");
    }
    e.flows = 4;
    e.paths = 0;
    CHECK_THROWS_AS(runEcmpExperiment(e), Error);
    e.paths = 4;
    e.trials = 0;
    CHECK_THROWS_AS(runEcmpExperiment(e), Error);
}

TEST_CASE("ecmp explorer: full load across an oversubscribed leaf", "[models][fabric][ecmp]")
{
    // The seed's leaf: 8 x 400G down, 4 x 400G up = 2:1.
    FabricConfig config;
    config.servers = 16;
    config.leaves = 2;
    config.spines = 4;
    config.uplinksPerLeafSpine = 1;
    const Fabric fabric = buildFabric(config);
    CHECK(oversubscription(fabric).ratio() == Approx(2.0));
    Router router(fabric.graph);
    const FullLoadRates spray = fullLoadRates(fabric, router, EcmpMode::Spray);
    CHECK(spray.flows == 16);
    CHECK(spray.meanServerBps == Approx(200e9));
    CHECK(spray.slowestServerBps == Approx(200e9));
    const FullLoadRates hashed = fullLoadRates(fabric, router, EcmpMode::Hash, 5);
    CHECK(hashed.slowestServerBps <= spray.slowestServerBps * (1 + 1e-9));
    CHECK(hashed.meanServerBps <= 200e9 * (1 + 1e-9));

    config.uplinksPerLeafSpine = 2; // 8 up: 1:1
    const Fabric full = buildFabric(config);
    Router fullRouter(full.graph);
    CHECK(oversubscription(full).ratio() == Approx(1.0));
    CHECK(fullLoadRates(full, fullRouter, EcmpMode::Spray).slowestServerBps == Approx(400e9));

    config.leaves = 1;
    config.servers = 4;
    const Fabric single = buildFabric(config);
    Router singleRouter(single.graph);
    CHECK_THROWS_AS(fullLoadRates(single, singleRouter, EcmpMode::Spray), Error);
}
