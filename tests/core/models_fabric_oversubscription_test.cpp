#include "core/error.h"
#include "core/models/fabric/oversubscription_explorer.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models::fabric;
using units::BitRate;

namespace {
constexpr double kBytes = 1e9; // the calculator's 1 GB all-reduce

// The course's leaf (Lab 03): 8 servers x 400G down, 4 spines x 400G up, on two leaves.
topo::FabricConfig seedLeaf()
{
    topo::FabricConfig c;
    c.shape = topo::FabricShape::LeafSpine;
    c.leaves = 2;
    c.servers = 16;
    c.nicsPerServer = 1;
    c.gpusPerServer = 1;
    c.spines = 4;
    c.uplinksPerLeafSpine = 1;
    c.nicRate = BitRate::gigabitsPerSecond(400);
    c.uplinkRate = BitRate::gigabitsPerSecond(400);
    return c;
}
} // namespace

TEST_CASE("oversubscription: the course's 8 x 400G down, 4 x 400G up leaf is 2:1",
          "[models][fabric][oversubscription]")
{
    const OversubscriptionFigures f =
        computeOversubscription(seedLeaf(), collective::Algorithm::Ring, kBytes);
    REQUIRE(f.error.empty());
    CHECK(f.leaf.downlinkBps == Approx(3.2e12));
    CHECK(f.leaf.uplinkBps == Approx(1.6e12));
    CHECK(f.leaf.ratio() == Approx(2.0));
    CHECK(f.downlinksPerLeaf == 8);
    CHECK(f.uplinksPerLeaf == 4);
    CHECK(f.serverNicBps == Approx(400e9));
    CHECK(f.ranks == 16);
    CHECK(f.bytes == kBytes);
    // Everyone sending across the spines at once gets half the NIC rate, sprayed; hashing
    // can only leave a server slower.
    REQUIRE(f.crossesSpines);
    CHECK(f.sprayed.meanServerBps == Approx(200e9));
    CHECK(f.hashed.slowestServerBps <= f.sprayed.meanServerBps * (1 + 1e-9));
    // Ranks spread over the leaves send every ring step across the spines: twice as slow.
    CHECK(f.slowdown(1) == f.allReduceSeconds[1][0] / f.allReduceSeconds[1][1]);
    CHECK(f.slowdown(1) > 1.5);
    CHECK(f.slowdown(1) <= 2.0 + 1e-6);
    // Neighbouring ranks cross the spines at the leaf boundaries only.
    CHECK(f.slowdown(0) <= f.slowdown(1));
    CHECK(f.closedFormSeconds > 0);
}

TEST_CASE("oversubscription: two uplinks per leaf-spine pair make the leaf 1:1",
          "[models][fabric][oversubscription]")
{
    topo::FabricConfig c = seedLeaf();
    c.uplinksPerLeafSpine = 2;
    const OversubscriptionFigures f =
        computeOversubscription(c, collective::Algorithm::Ring, kBytes);
    REQUIRE(f.error.empty());
    CHECK(f.leaf.ratio() == Approx(1.0));
    CHECK(f.uplinksPerLeaf == 8);
    CHECK(f.sprayed.meanServerBps == Approx(400e9));
    CHECK(f.allReduceSeconds[1][0] == Approx(f.allReduceSeconds[1][1]));
    CHECK(f.slowdown(1) == Approx(1.0));
}

TEST_CASE("oversubscription: half the spines make the course's leaf 4:1",
          "[models][fabric][oversubscription]")
{
    topo::FabricConfig c = seedLeaf();
    c.spines = 2;
    const OversubscriptionFigures f =
        computeOversubscription(c, collective::Algorithm::Ring, kBytes);
    REQUIRE(f.error.empty());
    CHECK(f.leaf.ratio() == Approx(4.0));
    CHECK(f.sprayed.meanServerBps == Approx(100e9));
    CHECK(f.slowdown(1) > 2.0);
    CHECK(f.slowdown(1) <= 4.0 + 1e-6);
}

TEST_CASE("oversubscription: one leaf sends nothing across the spines",
          "[models][fabric][oversubscription]")
{
    topo::FabricConfig c = seedLeaf();
    c.leaves = 1;
    c.servers = 8;
    const OversubscriptionFigures f =
        computeOversubscription(c, collective::Algorithm::Ring, kBytes);
    REQUIRE(f.error.empty());
    CHECK_FALSE(f.crossesSpines);
    CHECK(f.sprayed.meanServerBps == 0);
    CHECK(f.ranks == 8);
}

TEST_CASE("oversubscription: an impossible fabric gives the builder's error, not an exception",
          "[models][fabric][oversubscription]")
{
    topo::FabricConfig c = seedLeaf();
    c.spines = 0;
    std::string expected;
    try {
        topo::buildFabric(c);
    } catch (const Error& e) {
        expected = e.message();
    }
    REQUIRE_FALSE(expected.empty());
    const OversubscriptionFigures f =
        computeOversubscription(c, collective::Algorithm::Ring, kBytes);
    CHECK(f.error == expected);
    CHECK(f.slowdown(1) == 1.0);
}
