// A cooling fault followed through inlet, GPU temperature, clock and step time
// (docs/models.md, "Cooling fault, followed through").
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/thermal_chain.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/sim/simulation.h"
#include "core/telemetry/metric_registry.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::cluster;

namespace {

// The operations lab's preset: two racks of four 4-GPU PCIe servers on rear-door heat
// exchangers, the first losing 85 % of its cooling from minute 5 to minute 30.
nlohmann::json preset()
{
    std::ifstream in(std::string(AILAB_SOURCE_DIR) +
                     "/labs/operations/scenarios/cooling-failure-rack.json");
    REQUIRE(in);
    return nlohmann::json::parse(in);
}

} // namespace

TEST_CASE("A cooling fault followed through: inlet up, GPUs hotter, clocks down, steps longer",
          "[cluster][thermal-chain]")
{
    const nlohmann::json scenario = preset();
    sim::Simulation simulation;
    ClusterTwin twin(simulation, readClusterSpec(scenario.at("model"), scenario.at("events")), 1);
    twin.runUntil(900);

    const std::vector<std::size_t> faults = appliedCoolingFaults(twin);
    REQUIRE(faults.size() == 1);
    const ThermalChain chain = followCoolingFault(twin, faults[0]);
    CHECK(chain.rackId == "rack0");
    CHECK(chain.appliedAtS == Approx(300));
    CHECK(chain.revertedAtS == -1); // repaired at minute 30
    CHECK(chain.coolingLost == Approx(0.85));

    // Before the fault the inlet is the rear door's supply air, the middle of ASHRAE's
    // recommended 18 to 27 C; the heat the door no longer removes warms it past 27 C.
    const hw::CoolingSpec* rdhx = hw::findCooling("rdhx");
    REQUIRE(rdhx != nullptr);
    CHECK(chain.inletC.before == Approx(rdhx->supplyTypicalC));
    CHECK(chain.inletC.worst > kAshraeRecommendedMaxInletC);
    CHECK(chain.inletC.worstAtS > chain.appliedAtS);

    // The rack's hottest GPU warms until the driver holds it at GPU Max Operating Temp (87 C
    // for the H100 PCIe) by lowering its clock.
    const hw::GpuSpec* gpu = hw::findGpu("h100-pcie");
    REQUIRE(gpu != nullptr);
    const Facility& facility = twin.facility();
    const int first = facility.firstGpuOfRack(chain.rack);
    const int last = first + facility.gpusInRack(chain.rack);
    REQUIRE(chain.hottestGpu >= first);
    REQUIRE(chain.hottestGpu < last);
    CHECK(chain.hottestGpuC.before < gpu->maxOperatingTempC);
    CHECK(chain.hottestGpuC.worst > chain.hottestGpuC.before);
    CHECK(chain.hottestGpuC.worst < gpu->slowdownTempC);
    // No GPU of the rack got hotter than the one named.
    for (int g = first; g < last; ++g)
        CHECK(twin.metrics().get(gpuSeries(twin, "DCGM_FI_DEV_GPU_TEMP", g)).latest()->value <=
              chain.hottestGpuC.worst);

    // The slowest clock starts at the boost clock and falls; it is the GPU's own DCGM series,
    // whose last sample is the facility's clock for that GPU now.
    REQUIRE(chain.slowestGpu >= first);
    REQUIRE(chain.slowestGpu < last);
    CHECK(chain.slowestClockMHz.before == Approx(gpu->maxBoostClockMHz));
    CHECK(chain.slowestClockMHz.worst < chain.slowestClockMHz.before);
    const auto latest =
        twin.metrics().get(gpuSeries(twin, "DCGM_FI_DEV_SM_CLOCK", chain.slowestGpu)).latest();
    REQUIRE(latest.has_value());
    CHECK(latest->value == Approx(facility.gpuClockMHz(chain.slowestGpu)));
    for (int g = first; g < last; ++g)
        CHECK(facility.gpuClockMHz(g) >= chain.slowestClockMHz.worst);
    // The other rack keeps its cooling: its GPUs keep their boost clock.
    CHECK(facility.gpuClockMHz(last) == Approx(gpu->maxBoostClockMHz));

    // The jobs on the rack's GPUs slow down, by no more than the clock does: only the compute
    // part of a step runs at the clock, its communication and data wait do not.
    REQUIRE_FALSE(chain.jobs.empty());
    const double clockRatio = chain.slowestClockMHz.before / chain.slowestClockMHz.worst;
    for (const ThermalChain::Job& job : chain.jobs) {
        INFO(job.name);
        CHECK(job.stepS.worst > job.stepS.before);
        CHECK(job.stepS.worst / job.stepS.before <= clockRatio * (1 + 1e-9));
    }
    // Only the jobs on the rack: the other rack's jobs are not in the chain.
    CHECK(chain.jobs.size() < twin.jobs().size());
    // The course's point (08.6): the fabric and the storage stay healthy meanwhile.
    CHECK(chain.fabric == telemetry::Health::Healthy);
    CHECK(chain.storage == telemetry::Health::Healthy);
}

TEST_CASE("Only an applied cooling failure can be followed", "[cluster][thermal-chain]")
{
    const nlohmann::json scenario = preset();
    sim::Simulation simulation;
    ClusterTwin twin(simulation, readClusterSpec(scenario.at("model"), scenario.at("events")), 1);
    twin.runUntil(60); // before the fault's time
    CHECK(appliedCoolingFaults(twin).empty());
    try {
        followCoolingFault(twin, 0);
        FAIL("a fault not yet applied was followed");
    } catch (const Error& e) {
        CHECK(e.path() == "fault");
    }
    CHECK_THROWS_AS(followCoolingFault(twin, 7), Error);
}
