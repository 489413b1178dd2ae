// N-1 analysis and the long run with failures (core/design/failure_analysis.h) on a small
// design checked by hand (docs/models.md, "Cluster design", Failures).
#include "core/cluster/failure_rates.h"
#include "core/design/failure_analysis.h"
#include "core/hw/catalog.h"
#include "core/storage/checkpoint_model.h"
#include "core/train/parallel_step.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::design;

namespace {

// Two racks of two DGX H100 (32 GPUs), two servers a leaf, two spines of one 400 Gb/s link to
// each leaf (8:1 oversubscribed), Llama 3 8B on three of the four servers: one spare server.
nlohmann::json smallDesign()
{
    return nlohmann::json::parse(R"({
      "workload": {"training": {"model": "llama-3-8b", "tokens": 1e11, "days": 30, "gpus": 24, "tp": 8,
                                "globalBatch": 48, "sequence": 8192}},
      "racks": [{"id": "rack", "count": 2, "platform": "dgx-h100", "servers": 2, "feedKW": 60,
                 "cooling": "direct-to-chip"}],
      "fabric": {"nicsPerServer": 8, "nicGbps": 400, "serversPerLeaf": 2, "spines": 2, "uplinkGbps": 400},
      "storage": {"dataServers": 4, "perServerGBps": 5},
      "failures": {"restart": "10min", "repair": "4h"},
      "coolingUnitsPerRack": 2
    })");
}

struct Evaluated
{
    DesignSpec spec;
    DesignFigures figures;
    BottleneckAnalysis bottlenecks;
    FailureAnalysis failures;
};

Evaluated evaluate(const nlohmann::json& model)
{
    Evaluated e{readDesignSpec(model), {}, {}, {}};
    e.figures = computeDesignFigures(e.spec);
    e.bottlenecks = analyseBottlenecks(e.spec, e.figures, 1);
    e.failures = analyseFailures(e.spec, e.figures, e.bottlenecks, 1);
    return e;
}

const ComponentFailure& of(const FailureAnalysis& f, const std::string& component)
{
    for (const auto& c : f.nMinus1)
        if (c.component == component)
            return c;
    FAIL("no " << component);
    return f.nMinus1.front();
}

} // namespace

TEST_CASE("N-1 on a small design, by hand", "[design]")
{
    const Evaluated e = evaluate(smallDesign());
    const FailureAnalysis& f = e.failures;
    CHECK(f.spareGpus == 8);
    REQUIRE(f.nMinus1.size() == 7);
    const double interval = 1800, restart = 600, repair = 4 * 3600;
    const double stall = e.bottlenecks.training->step.checkpointStallS;

    // A server: its 8 GPUs; the spare server takes the job after the 10-minute restart.
    const ComponentFailure& server = of(f, "server");
    CHECK(server.gpusLost == 8);
    CHECK(server.training == TrainingOutcome::Restarts);
    CHECK(server.downtimeS == restart);
    CHECK(server.lostWorkS == Approx((interval + stall) / 2));
    // A leaf: two servers (16 GPUs) leave; one spare server is not enough.
    const ComponentFailure& leaf = of(f, "leaf");
    CHECK(leaf.gpusLost == 16);
    CHECK(leaf.training == TrainingOutcome::WaitsForRepair);
    CHECK(leaf.downtimeS == repair + restart);
    // A spine: each leaf keeps one 400 Gb/s uplink for 16 x 400 Gb/s of NICs, 16:1 from 8:1,
    // so the job's data-parallel all-reduce (across leaves) takes twice as long.
    const ComponentFailure& spine = of(f, "spine");
    CHECK(spine.fabricCapacityLost == Approx(0.5));
    const train::ParallelStep& step = e.bottlenecks.training->plan.step;
    const double slowed = train::recomposeStepSeconds(step, 1.0, 2 * step.dpAllReduceSeconds);
    CHECK(spine.slowdown == Approx(slowed / e.bottlenecks.training->step.stepS).epsilon(1e-3));
    CHECK(spine.training == (spine.slowdown > 1 ? TrainingOutcome::Slowed : TrainingOutcome::Unaffected));
    // One link of the two a leaf has: the same halving for that leaf.
    CHECK(of(f, "link").slowdown == Approx(spine.slowdown));
    CHECK(of(f, "link").count == 4);
    // A data server of four: Llama's 4-byte tokens need a trickle; the job does not notice.
    const ComponentFailure& data = of(f, "storage-server");
    CHECK(data.storageCapacityLost == Approx(0.25));
    CHECK(data.training == TrainingOutcome::Unaffected);
    // A rack's feed: 16 GPUs dark, more than the spare.
    const ComponentFailure& feed = of(f, "rack-feed");
    CHECK(feed.gpusLost == 16);
    CHECK(feed.training == TrainingOutcome::WaitsForRepair);
    // One of two cooling units: 30 of 60 kW left for a 20.4 kW rack.
    CHECK(of(f, "cooling-unit").training == TrainingOutcome::Unaffected);

    // The course's simulator's tiles: 32 GPUs, 2 leaves x 2 spines of 400 Gb/s (1.6 Tb/s),
    // 20 GB/s of storage, less what each failure takes.
    CHECK(server.availableGpus == 24);
    CHECK(server.status == "degraded");
    CHECK(leaf.status == "down");
    CHECK(spine.availableFabricTbps == Approx(0.8));
    CHECK(of(f, "link").availableFabricTbps == Approx(1.2));
    CHECK(data.availableStorageGBps == Approx(15));
    CHECK(data.status == "degraded");
    CHECK(of(f, "cooling-unit").status == "healthy");
}

TEST_CASE("A cooling unit lost throttles by the cap law, or shuts the rack down", "[design]")
{
    nlohmann::json model = smallDesign();
    // 24 kW of cooling in two units: 12 kW left for a 20.4 kW rack.
    model["racks"][0]["coolingCapacityKW"] = 24;
    const Evaluated e = evaluate(model);
    const ComponentFailure& unit = of(e.failures, "cooling-unit");
    const hw::GpuSpec& h100 = *hw::findGpu("h100-sxm");
    const double other = 2 * (10.2 - 8 * h100.tdpW / 1e3);
    const double budget = 12 - other - 16 * h100.idleW / 1e3;
    const double clock = std::cbrt(budget / (16 * (h100.tdpW - h100.idleW) / 1e3));
    REQUIRE(clock < 1);
    const train::ParallelStep& step = e.bottlenecks.training->plan.step;
    CHECK(unit.slowdown ==
          Approx(train::recomposeStepSeconds(step, 1 / clock, step.dpAllReduceSeconds) / step.stepSeconds)
              .epsilon(1e-6));
    CHECK(unit.training == TrainingOutcome::Slowed);

    // One unit per rack: nothing left, the rack's GPUs shut down and the job waits.
    model["coolingUnitsPerRack"] = 1;
    const Evaluated without = evaluate(model);
    const ComponentFailure& only = of(without.failures, "cooling-unit");
    CHECK(only.gpusLost == 16);
    CHECK(only.training == TrainingOutcome::WaitsForRepair);
}

TEST_CASE("The long run's failures: Llama 3's rates on the job's parts, Daly's waste", "[design]")
{
    const Evaluated e = evaluate(smallDesign());
    REQUIRE(e.failures.longRun);
    const LongRunFailures& l = *e.failures.longRun;
    double perHour = 0;
    for (const auto& category : cluster::llama3FailureCategories()) {
        const double units = category.unit == cluster::FailureUnit::Gpu || category.unit == cluster::FailureUnit::NetworkLink
                                 ? 24
                                 : category.unit == cluster::FailureUnit::Server ? 3 : 1;
        perHour += cluster::failuresPerUnitHour(category) * units;
    }
    CHECK(l.failuresPerHour == Approx(perHour));
    CHECK(l.mtbfHours == Approx(1 / perHour));
    CHECK(l.restartS == 600); // a spare server: no wait for the repair
    const double waste = storage::dalyWasteFraction(1800, l.checkpointCostS, 3600 / perHour, 600);
    CHECK(l.wasteFraction == Approx(waste));
    CHECK(l.effectiveTrainingFraction == Approx(1 / (1 + waste)));
    CHECK(l.timeToTrainDays == Approx(e.bottlenecks.training->timeToTrainDays / l.effectiveTrainingFraction));
    CHECK(l.dalyIntervalS == Approx(storage::dalyInterval(l.checkpointCostS, 3600 / perHour)));
    CHECK(l.optimumIntervalS >= l.dalyIntervalS);

    // The Llama 3 cluster's rates, at its own scale: one failure every 3.1 hours.
    nlohmann::json large = smallDesign();
    large["racks"][0]["count"] = 512;
    large["racks"][0]["servers"] = 4;
    large["fabric"] = {{"shape", "rail-optimised"}, {"nicsPerServer", 8}, {"serversPerLeaf", 32}, {"spines", 32}};
    large["workload"]["training"]["gpus"] = 16384;
    large["workload"]["training"]["globalBatch"] = 2048;
    const Evaluated llama = evaluate(large);
    CHECK(llama.failures.longRun->mtbfHours == Approx(54.0 * 24 / 419).epsilon(0.01));
}
