#include "core/models/fabric/collective_fabric.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models::fabric;

TEST_CASE("the collective explorer's fabric: leaves of four servers, 1:1 at every scale",
          "[models][fabric][collective]")
{
    const topo::FabricConfig c = collectiveFabric(16, 8, 400);
    CHECK(c.servers == 16);
    CHECK(c.nicsPerServer == 8);
    CHECK(c.leaves == 4);
    CHECK(c.spines == 4);
    CHECK(c.uplinksPerLeafSpine == 8); // 4 servers x 8 NICs down, 4 spines x 8 up
    CHECK(c.uplinkRate.inGigabitsPerSecond() == Approx(400));
    CHECK(collectiveFabric(2, 1, 100).leaves == 1);
    CHECK(collectiveFabric(2, 1, 100).spines == 2);
    for (int servers : {1, 2, 4, 8, 16, 32, 64}) {
        for (int gpus : {1, 4, 8}) {
            INFO(servers << " servers x " << gpus << " GPUs");
            const topo::Fabric fabric = topo::buildFabric(collectiveFabric(servers, gpus, 400));
            CHECK(topo::oversubscription(fabric).ratio() <= 1.0 + 1e-12);
        }
    }
}

TEST_CASE("the step-by-step ring records its 2(p-1) steps", "[models][fabric][collective]")
{
    const collective::CollectiveResult run = recordedRingAllReduce(8, 1e9, 400);
    CHECK(run.stepCount == 14);
    CHECK(run.steps.size() == 14);
    CHECK(run.simulatedSeconds > 0);
    CHECK(run.simulatedSeconds == Approx(run.closedFormSeconds).epsilon(0.05));
}
