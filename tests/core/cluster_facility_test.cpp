#include "core/cluster/facility.h"
#include "core/cluster/gpu_thermal.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/units/power.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::core::cluster;
using ailab::core::Error;

namespace {

FacilitySpec oneRack(const std::string& platform, int servers, const std::string& cooling,
                     double feedKW = 200.0)
{
    FacilitySpec spec;
    spec.racks.push_back({.id = "r0",
                          .platformId = platform,
                          .servers = servers,
                          .feedKW = feedKW,
                          .powerCapKW = 0,
                          .coolingId = cooling,
                          .coolingCapacityKW = 0});
    return spec;
}

void run(Facility& facility, double seconds, double dt)
{
    const int steps = static_cast<int>(std::lround(seconds / dt));
    for (int i = 0; i < steps; ++i)
        facility.advance(dt);
}

bool hasEvent(const std::vector<FacilityEvent>& events, FacilityEventKind kind)
{
    for (const auto& e : events)
        if (e.kind == kind)
            return true;
    return false;
}

} // namespace

TEST_CASE("Power follows activity and the cube of the clock", "[cluster][facility]")
{
    // P = P_idle + (P_tdp - P_idle) x activity x f^3 for an H100 SXM (70 W idle, 700 W TDP).
    CHECK(gpuPowerW(70, 700, 0.0, 1.0) == Approx(70));
    CHECK(gpuPowerW(70, 700, 1.0, 1.0) == Approx(700));
    CHECK(gpuPowerW(70, 700, 0.5, 1.0) == Approx(385));
    CHECK(gpuPowerW(70, 700, 1.0, 0.5) == Approx(70 + 630 / 8.0));
    // The inverse through the cube root.
    CHECK(clockFactorForPowerW(70, 700, 1.0, 385) == Approx(std::cbrt(0.5)));
    CHECK(clockFactorForPowerW(70, 700, 1.0, 900) == 1.0);
    CHECK(clockFactorForPowerW(70, 700, 1.0, 50) == 0.0);
    CHECK(throttleReasonsText(throttle::kSwPowerCap | throttle::kHwThermalSlowdown) ==
          "SW power cap, HW thermal slowdown");
    CHECK(throttleReasonsText(0) == "none");
}

TEST_CASE("A DGX H100 at full load draws its catalogue power", "[cluster][facility]")
{
    Facility facility(oneRack("dgx-h100", 1, "air"));
    REQUIRE(facility.gpuCount() == 8);
    facility.setRackActivity(0, 1.0);
    facility.advance(1.0);
    // NVIDIA DGX H100 datasheet: 10.2 kW maximum system power.
    CHECK(facility.rackPowerKW(0) == Approx(10.2));
    CHECK(facility.gpuPowerW(3) == Approx(700));
    CHECK(facility.gpuClockMHz(3) == Approx(1980));
    CHECK(facility.gpuThrottleReasons(3) == throttle::kNone);
    // Idle: 8 x 70 W of GPUs and the 4.6 kW the rest of the server draws.
    Facility idle(oneRack("dgx-h100", 1, "air"));
    idle.advance(1.0);
    CHECK(idle.rackPowerKW(0) == Approx(4.6 + 8 * 0.070));
}

TEST_CASE("A capped rack of eight DGX H100 fits the course's 64 kW rack by the cube-root law",
          "[cluster][facility]")
{
    // The course's rack: 8 servers, 64 kW, 218,400 BTU/h. Eight DGX H100 at full load would
    // draw 81.6 kW; a 64 kW cap lowers every GPU's clock until the rack fits.
    FacilitySpec spec = oneRack("dgx-h100", 8, "direct-to-chip", 100.0);
    spec.racks[0].powerCapKW = 64.0;
    Facility facility(spec);
    facility.setRackActivity(0, 1.0);
    const auto& events = facility.advance(1.0);
    CHECK(facility.rackPowerKW(0) == Approx(64.0));
    CHECK(ailab::core::units::btuPerHour(ailab::core::units::Watts::kilowatts(
              facility.rackPowerKW(0))) == Approx(218400).epsilon(0.001));
    // Budget for the GPUs' dynamic power: 64 kW - 8 x 4.6 kW - 64 x 70 W = 22.72 kW of the
    // 64 x 630 W = 40.32 kW they ask for: f = (22.72 / 40.32)^(1/3) = 0.8260.
    const double expected = std::cbrt(22720.0 / 40320.0);
    CHECK(facility.gpuClockFactor(0) == Approx(expected));
    CHECK(facility.gpuClockMHz(0) == Approx(1980 * expected));
    CHECK(facility.gpuThrottleReasons(0) == throttle::kSwPowerCap);
    int started = 0;
    for (const auto& e : events)
        started +=
            e.kind == FacilityEventKind::GpuThrottleStarted && e.reasons == throttle::kSwPowerCap;
    CHECK(started == 64);
    // Lifting the cap restores the clocks.
    facility.setRackPowerCapKW(0, 0.0);
    const auto& after = facility.advance(1.0);
    CHECK(facility.gpuClockFactor(0) == 1.0);
    CHECK(hasEvent(after, FacilityEventKind::GpuThrottleEnded));
    CHECK(facility.rackPowerKW(0) == Approx(81.6));
}

TEST_CASE("A GPU at TDP at the nominal inlet settles below its slowdown temperature",
          "[cluster][facility]")
{
    Facility facility(oneRack("dgx-h100", 1, "air"));
    facility.setRackActivity(0, 1.0);
    run(facility, 900.0, 1.0);
    // R_th = (87 C - 30 C) / 700 W (max operating temperature at the DGX H100's warmest rated
    // inlet); at the air supply of 22.5 C: 22.5 + 700 R_th = 79.5 C, under 87 and 89 C.
    const double resistance = (87.0 - 30.0) / 700.0;
    CHECK(facility.rackInletC(0) == Approx(22.5));
    CHECK(facility.gpuTemperatureC(5) == Approx(22.5 + 700 * resistance).epsilon(1e-6));
    CHECK(facility.gpuTemperatureC(5) < ailab::core::hw::findGpu("h100-sxm")->slowdownTempC);
    CHECK(facility.gpuThrottleReasons(5) == throttle::kNone);
}

TEST_CASE("One-second and one-minute steps give the same temperatures", "[cluster][facility]")
{
    // The cooling loses 80 % under a half-loaded DGX: the inlet and the GPUs both move, and
    // the exact two-exponential update makes the step size irrelevant.
    auto build = [] {
        auto f = std::make_unique<Facility>(oneRack("dgx-h100", 1, "air"));
        f->setRackActivity(0, 0.5);
        f->setCoolingCapacityFraction(0, 0.2);
        return f;
    };
    auto fine = build();
    auto coarse = build();
    run(*fine, 600.0, 1.0);
    run(*coarse, 600.0, 60.0);
    CHECK(fine->rackInletC(0) == Approx(coarse->rackInletC(0)).epsilon(1e-9));
    CHECK(fine->gpuTemperatureC(0) == Approx(coarse->gpuTemperatureC(0)).epsilon(1e-9));
    // The inlet rose towards supply + dT f / (1 - f), f the share of the heat the cooling
    // cannot remove (its exhaust recirculated): beyond the whole design rise of 10.97 K.
    const double heatW = 1000.0 * fine->rackPowerKW(0);
    const double f = (heatW - 0.2 * 15000.0) / heatW;
    CHECK(fine->rackInletC(0) == Approx(22.5 + 10.97 * f / (1 - f)).epsilon(0.01));
    CHECK(fine->rackInletC(0) > 22.5 + 10.97);
    CHECK(fine->gpuThrottleReasons(0) == throttle::kNone);
}

TEST_CASE("A failed cooling unit throttles the GPUs at their max operating temperature",
          "[cluster][facility]")
{
    Facility facility(oneRack("dgx-h100", 1, "air"));
    facility.setRackActivity(0, 1.0);
    run(facility, 600.0, 1.0);
    // 70 % of the air handling fails: the unremoved heat recirculates, the inlet settles near
    // 36 C, and the GPUs at full power would settle above 87 C.
    facility.setCoolingCapacityFraction(0, 0.3);
    bool heatEvent = false;
    bool inletEvent = false;
    bool throttleEvent = false;
    for (int i = 0; i < 1800; ++i) {
        for (const auto& e : facility.advance(1.0)) {
            heatEvent |= e.kind == FacilityEventKind::HeatAboveCooling;
            inletEvent |= e.kind == FacilityEventKind::InletAboveRecommended && e.value > 27.0;
            throttleEvent |= e.kind == FacilityEventKind::GpuThrottleStarted &&
                             (e.reasons & throttle::kSwThermalSlowdown) != 0;
        }
    }
    CHECK(heatEvent);
    CHECK(inletEvent);
    CHECK(throttleEvent);
    // nvidia-smi's GPU Max Operating Temp for Hopper: 87 C; the GPU is held there.
    CHECK(facility.gpuTemperatureC(0) == Approx(87.0).margin(0.5));
    CHECK(facility.gpuThrottleReasons(0) == throttle::kSwThermalSlowdown);
    CHECK(facility.gpuClockFactor(0) < 1.0);
    CHECK(facility.rackCoolingKW(0) == Approx(0.3 * 15.0));
    // The cooling comes back: the inlet returns under 27 C and the clocks recover.
    facility.setCoolingCapacityFraction(0, 1.0);
    bool inletBack = false;
    for (int i = 0; i < 1800; ++i)
        inletBack |= hasEvent(facility.advance(1.0), FacilityEventKind::InletWithinRecommended);
    CHECK(inletBack);
    CHECK(facility.gpuThrottleReasons(0) == throttle::kNone);
    CHECK(facility.gpuClockFactor(0) == 1.0);
}

TEST_CASE("A degraded thermal interface reaches the slowdown and shutdown temperatures",
          "[cluster][facility]")
{
    Facility facility(oneRack("dgx-h100", 1, "air"));
    facility.setRackActivity(0, 1.0);
    facility.setCoolingCapacityFraction(0, 0.3);
    // Twelve times the resistance (0.98 K/W): software slowdown drops GPU 2 to its idle power,
    // but idle at the rising inlet (towards 36 C) it settles above 36 + 70 x 0.98 = 105 C, so
    // hardware slowdown engages at 89 C and the GPU shuts down at 92 C. Steps of 0.1 s, short
    // against the GPU's time constant, because throttling is decided at each step's start.
    facility.setGpuThermalResistanceFactor(2, 12.0);
    double swStartedAtC = 0.0;
    double hwStartedAtC = 0.0;
    bool shutdown = false;
    for (int i = 0; i < 36000 && !shutdown; ++i)
        for (const auto& e : facility.advance(0.1)) {
            if (e.kind == FacilityEventKind::GpuThrottleStarted && e.gpu == 2) {
                if ((e.reasons & throttle::kSwThermalSlowdown) != 0)
                    swStartedAtC = e.value;
                if ((e.reasons & throttle::kHwThermalSlowdown) != 0)
                    hwStartedAtC = e.value;
            }
            shutdown |= e.kind == FacilityEventKind::GpuThermalShutdown && e.gpu == 2;
        }
    // nvidia-smi's Hopper thresholds: Max Operating 87 C, Slowdown 89 C, Shutdown 92 C.
    CHECK(swStartedAtC >= 86.5);
    CHECK(swStartedAtC < 89.0);
    CHECK(hwStartedAtC >= 89.0);
    CHECK(hwStartedAtC < 92.0);
    // At GPU Shutdown Temp the GPU leaves the bus and draws nothing; its neighbours run on.
    CHECK(shutdown);
    CHECK_FALSE(facility.gpuOnline(2));
    CHECK(facility.gpuPowerW(2) == 0.0);
    CHECK(facility.gpuOnline(3));
}

TEST_CASE("Feeds, feed loss and GPUs off the bus", "[cluster][facility]")
{
    FacilitySpec spec = oneRack("dgx-h100", 2, "rdhx", 30.0);
    spec.racks.push_back({.id = "r1",
                          .platformId = "dgx-h100",
                          .servers = 2,
                          .feedKW = 15.0,
                          .powerCapKW = 0,
                          .coolingId = "rdhx",
                          .coolingCapacityKW = 0});
    Facility facility(spec);
    REQUIRE(facility.gpuCount() == 32);
    CHECK(facility.rackOfGpu(16) == 1);
    CHECK(facility.firstGpuOfRack(1) == 16);
    for (int r = 0; r < 2; ++r)
        facility.setRackActivity(r, 1.0);
    // Rack 1 draws 20.4 kW on a 15 kW feed: the breaker opens.
    const auto& events = facility.advance(1.0);
    REQUIRE(hasEvent(events, FacilityEventKind::FeedTripped));
    CHECK(facilityEventKindId(FacilityEventKind::FeedTripped) == "feed-tripped");
    CHECK(facility.rackFeedLost(1));
    CHECK(facility.rackPowerKW(1) == 0.0);
    CHECK_FALSE(facility.gpuOnline(20));
    CHECK(facility.rackPowerKW(0) == Approx(20.4));

    facility.setGpuOnline(3, false);
    facility.advance(1.0);
    CHECK(facility.gpuPowerW(3) == 0.0);
    CHECK(facility.rackPowerKW(0) == Approx(20.4 - 0.7));
    facility.setFeedLost(0, true);
    facility.advance(1.0);
    CHECK(facility.rackPowerKW(0) == 0.0);
    CHECK(facility.itPowerKW() == 0.0);
    facility.setFeedLost(0, false);
    facility.setGpuOnline(3, true);
    facility.advance(1.0);
    CHECK(facility.rackPowerKW(0) == Approx(20.4));
}

TEST_CASE("Facility power is IT power times the PUE of each rack's cooling", "[cluster][facility]")
{
    FacilitySpec spec = oneRack("dgx-h100", 1, "air");
    spec.racks.push_back({.id = "liquid",
                          .platformId = "dgx-h100",
                          .servers = 1,
                          .feedKW = 20.0,
                          .powerCapKW = 0,
                          .coolingId = "direct-to-chip",
                          .coolingCapacityKW = 0});
    Facility facility(spec);
    facility.setRackActivity(0, 1.0);
    facility.setRackActivity(1, 1.0);
    facility.advance(1.0);
    // The middle of the catalogue's ranges: air 1.4 to 2.0 -> 1.7; cold plate 1.1 to 1.3 -> 1.2.
    CHECK(facility.rackPue(0) == Approx(1.7));
    CHECK(facility.rackPue(1) == Approx(1.2));
    CHECK(facility.itPowerKW() == Approx(20.4));
    CHECK(facility.facilityPowerKW() == Approx(10.2 * 1.7 + 10.2 * 1.2));
    CHECK(facility.pue() == Approx(1.45));
    // The liquid rack's GPUs sit at the water supply (17 C) plus 700 W x (87 - 32) / 700.
    run(facility, 900.0, 5.0);
    CHECK(facility.gpuTemperatureC(8) == Approx(17.0 + 55.0).epsilon(1e-6));
}

TEST_CASE("Bad facility input names the field", "[cluster][facility]")
{
    auto errorPath = [](const FacilitySpec& spec) {
        try {
            Facility facility(spec);
        } catch (const Error& e) {
            return e.path();
        }
        return std::string("no error");
    };
    CHECK(errorPath(FacilitySpec{}) == "/racks");
    CHECK(errorPath(oneRack("dgx-h900", 1, "air")) == "/racks/0/platform_id");
    CHECK(errorPath(oneRack("dgx-h100", 1, "liquid")) == "/racks/0/cooling_id");
    CHECK(errorPath(oneRack("dgx-h100", 0, "air")) == "/racks/0/servers");
    CHECK(errorPath(oneRack("dgx-h100", 1, "air", 0.0)) == "/racks/0/feed_kw");
    FacilitySpec hot = oneRack("dgx-h100", 1, "air");
    hot.supplyAirC = 80.0;
    CHECK(errorPath(hot) == "/supply_air_c");

    Facility facility(oneRack("dgx-h100", 1, "air"));
    CHECK_THROWS_AS(facility.setGpuActivity(8, 0.5), Error);
    CHECK_THROWS_AS(facility.setGpuActivity(0, 1.5), Error);
    CHECK_THROWS_AS(facility.setCoolingCapacityFraction(1, 0.5), Error);
    CHECK_THROWS_AS(facility.advance(0.0), Error);
    CHECK_THROWS_AS(facility.setGpuThermalResistanceFactor(0, 0.5), Error);
}
