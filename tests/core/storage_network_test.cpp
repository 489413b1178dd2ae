#include "core/error.h"
#include "core/sim/simulation.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/storage_network.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::storage;

namespace {

// Two client servers on leaf 0, two data servers of 10 GB/s on leaf 1, two spines and
// 50 Gb/s uplinks: 2 x 6.25 GB/s from the data leaf to the clients' leaf.
PipelineConfig overFabric()
{
    PipelineConfig c;
    c.tier = defaultTier(TierKind::NvmeArray);
    c.tier.dataServers = 2;
    c.tier.perServerBytesPerSecond = 10e9;
    c.tier.requestLatencyS = 1e-5;
    c.tier.iops = 1e9;
    c.tier.metadata.enabled = false;
    JobConfig& j = c.jobs[0];
    j.accelerators = 16;
    j.acceleratorsPerNode = 8;
    j.batchSize = 16;
    j.dataset = {200'000, 1, 10e6, 0.0, "npz"};
    j.readers = 8;
    j.prefetch = 16;
    j.computeSecondsPerBatch = 16 * 16 * 10e6 / 30e9; // asks 30 GB/s
    j.epochs = 1;
    j.maxStepsPerEpoch = 200;
    topo::FabricConfig f;
    f.leaves = 2;
    f.spines = 2;
    f.nicRate = units::BitRate::gigabitsPerSecond(400);
    f.uplinkRate = units::BitRate::gigabitsPerSecond(50);
    c.fabric = f;
    return c;
}

topo::LinkId linkBetween(const topo::Graph& g, topo::NodeId a, topo::NodeId b)
{
    for (topo::LinkId l = 0; l < g.linkCount(); ++l) {
        const topo::Link& link = g.link(l);
        if ((link.a == a && link.b == b) || (link.a == b && link.b == a))
            return l;
    }
    FAIL("no link");
    return 0;
}

} // namespace

TEST_CASE("A job's share of the storage fabric, by max-min over its routed flows", "[storage]")
{
    StorageNetwork net(overFabric().fabric.value(), 2, {2});
    CHECK(net.fabric().serverCount() == 4);
    CHECK(net.fabric().leafOfServer[std::size_t(net.clientServer(0, 1))] == 0);
    CHECK(net.fabric().leafOfServer[std::size_t(net.dataServer(0))] == 1);
    const std::vector<double> caps = net.jobCaps();
    REQUIRE(caps.size() == 1);
    CHECK(caps[0] == Approx(12.5e9)); // both uplinks of the data leaf
    // Two jobs on the same clients' leaf share the uplinks (unevenly where ECMP's hash puts
    // more of one job's flows on one spine).
    StorageNetwork two(overFabric().fabric.value(), 2, {1, 1});
    const std::vector<double> shared = two.jobCaps();
    CHECK(shared[0] + shared[1] == Approx(12.5e9));
    CHECK(shared[0] > 0);
    CHECK(shared[1] > 0);
}

TEST_CASE("The storage fabric caps the pipeline, and a failed uplink halves it", "[storage]")
{
    const PipelineConfig c = overFabric();
    const PipelineResult r = runPipeline(c);
    CHECK(r.jobs[0].deliveredBytesPerSecond / 1e9 == Approx(12.5).epsilon(0.03));
    PipelineConfig without = c;
    without.fabric.reset();
    CHECK(runPipeline(without).jobs[0].deliveredBytesPerSecond / 1e9 == Approx(20).epsilon(0.03));

    sim::Simulation sim;
    InputPipeline p(sim, c);
    REQUIRE(p.storageNetwork() != nullptr);
    CHECK(p.networkShares().at(0) == Approx(12.5e9));
    sim.runUntil(r.endS / 2);
    const topo::Fabric& f = p.storageNetwork()->fabric();
    p.setNetworkLinkUp(linkBetween(f.graph, f.leaves[1], f.spines[0]), false);
    CHECK(p.networkShares().at(0) == Approx(6.25e9));
    sim.runAll();
    // Half the data at 12.5 GB/s, half at 6.25 GB/s: 1.5 times as long.
    CHECK(p.result().endS == Approx(1.5 * r.endS).epsilon(0.03));

    PipelineConfig bad = c;
    bad.fabric->leaves = 9;
    CHECK_THROWS_WITH(validatePipeline(bad), Catch::Contains("/fabric/leaves: "));
}
