#include "core/sim/simulation.h"
#include "core/storage/shared_bandwidth.h"

#include <catch2/catch.hpp>
#include <limits>
#include <vector>

using namespace ailab::core;
using storage::SharedBandwidth;

namespace {

struct Finishes
{
    std::vector<double> at = std::vector<double>(8, -1.0);
};

void record(void* context, std::uint64_t argument, double finish)
{
    static_cast<Finishes*>(context)->at[argument] = finish;
}

constexpr double kNoCap = std::numeric_limits<double>::infinity();

} // namespace

TEST_CASE("One transfer takes its bytes over the whole bandwidth", "[storage]")
{
    sim::Simulation sim;
    SharedBandwidth bw(sim, 10.0);
    const int cls = bw.addClass(kNoCap);
    Finishes f;
    bw.start(cls, 50.0, record, &f, 0);
    sim.runAll();
    CHECK(f.at[0] == Approx(5.0));
    CHECK(bw.deliveredBytes() == Approx(50.0));
    CHECK(bw.busySeconds() == Approx(5.0));
}

TEST_CASE("Transfers share the bandwidth equally, as processor sharing does", "[storage]")
{
    sim::Simulation sim;
    SharedBandwidth bw(sim, 10.0);
    const int cls = bw.addClass(kNoCap);
    Finishes f;
    // A: 10 B at t = 0; B: 10 B at t = 0.5. A runs alone at 10 B/s for 0.5 s (5 B), then
    // both at 5 B/s: A's last 5 B take 1 s (t = 1.5), B has 5 B left then, alone: t = 2.
    bw.start(cls, 10.0, record, &f, 0);
    sim.schedule(0.5, [&] { bw.start(cls, 10.0, record, &f, 1); });
    sim.runAll();
    CHECK(f.at[0] == Approx(1.5));
    CHECK(f.at[1] == Approx(2.0));
}

TEST_CASE("A capped class takes its cap, the others share the rest (max-min)", "[storage]")
{
    sim::Simulation sim;
    SharedBandwidth bw(sim, 4.0);
    const int capped = bw.addClass(1.0);
    const int free = bw.addClass(kNoCap);
    Finishes f;
    bw.start(capped, 10.0, record, &f, 0);
    bw.start(free, 9.0, record, &f, 1);
    bw.start(free, 9.0, record, &f, 2);
    CHECK(bw.streamRate(capped) == Approx(1.0));
    CHECK(bw.streamRate(free) == Approx(1.5));
    CHECK(bw.totalRate() == Approx(4.0));
    sim.runAll();
    CHECK(f.at[1] == Approx(6.0));  // 9 B at 1.5 B/s
    CHECK(f.at[0] == Approx(10.0)); // the cap holds after the others are gone
}

TEST_CASE("A change of capacity reaches the transfers in flight", "[storage]")
{
    sim::Simulation sim;
    SharedBandwidth bw(sim, 10.0);
    const int cls = bw.addClass(kNoCap);
    Finishes f;
    bw.start(cls, 100.0, record, &f, 0);
    sim.schedule(5.0, [&] { bw.setCapacity(5.0); }); // 50 B done, 50 B at 5 B/s
    sim.runAll();
    CHECK(f.at[0] == Approx(15.0));
    // And a cap lowered under the fair share.
    sim::Simulation sim2;
    SharedBandwidth bw2(sim2, 10.0);
    const int c2 = bw2.addClass(kNoCap);
    bw2.start(c2, 100.0, record, &f, 1);
    sim2.schedule(2.0, [&] { bw2.setClassCap(c2, 2.0); }); // 20 B done, 80 B at 2 B/s
    sim2.runAll();
    CHECK(f.at[1] == Approx(42.0));
}
