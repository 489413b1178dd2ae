#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/hw/catalog_json.h"

#include <catch2/catch.hpp>
#include <set>

using namespace ailab::core::hw;

TEST_CASE("GPU figures match the vendor datasheets", "[hw]")
{
    const GpuSpec* h100 = findGpu("h100-sxm");
    REQUIRE(h100 != nullptr);
    CHECK(h100->hbmGB == 80);
    CHECK(h100->hbmBandwidthTBps == Approx(3.35));
    CHECK(h100->bf16DenseTflops == Approx(989));
    CHECK(h100->fp8DenseTflops == Approx(2 * h100->bf16DenseTflops).epsilon(0.001));
    CHECK(h100->nvlinkGBps == 900);
    CHECK(h100->tdpW == 700);

    const GpuSpec* h200 = findGpu("h200-sxm");
    REQUIRE(h200 != nullptr);
    CHECK(h200->hbmGB == 141);
    CHECK(h200->hbmBandwidthTBps == Approx(4.8));
    // docs/models.md, Hardware catalogue: same compute and NVLink as the H100 SXM.
    CHECK(h200->bf16DenseTflops == h100->bf16DenseTflops);
    CHECK(h200->nvlinkGBps == h100->nvlinkGBps);

    const GpuSpec* pcie = findGpu("h100-pcie");
    REQUIRE(pcie != nullptr);
    CHECK(pcie->memoryType == "HBM2e");
    CHECK(pcie->hbmBandwidthTBps == Approx(2.0));
    CHECK(pcie->nvlinkGBps == 600);
    CHECK(pcie->tdpW == 350);

    const GpuSpec* a100 = findGpu("a100-sxm-80");
    REQUIRE(a100 != nullptr);
    CHECK(a100->bf16DenseTflops == 312);
    CHECK_FALSE(a100->hasFp8());
    CHECK(a100->nvlinkGeneration == 3);
}

TEST_CASE("Platforms hold their GPUs' memory and record where the seed differs", "[hw]")
{
    for (const auto& p : platforms()) {
        INFO(p.id);
        const GpuSpec* gpu = findGpu(p.gpuId);
        REQUIRE(gpu != nullptr);
        CHECK(p.hbmTotalGB == Approx(p.gpuCount * gpu->hbmGB));
        CHECK(p.nvlinkGBps == gpu->nvlinkGBps);
        CHECK(p.powerMinKW <= p.powerMaxKW);
    }
    const PlatformSpec* dgxH200 = findPlatform("dgx-h200");
    REQUIRE(dgxH200 != nullptr);
    CHECK(dgxH200->hbmTotalGB == 1128);
    bool recordsRounding = false;
    for (const auto& d : dgxH200->courseDifferences)
        recordsRounding |= d.field == "hbm_total_gb" && d.courseValue == "1.1 TB HBM3e";
    CHECK(recordsRounding);

    const PlatformSpec* dgxH100 = findPlatform("dgx-h100");
    REQUIRE(dgxH100 != nullptr);
    CHECK(dgxH100->gpuCount == 8);
    CHECK(dgxH100->powerMaxKW == Approx(10.2));
    CHECK(dgxH100->rackUnits == 8);

    const PlatformSpec* oem = findPlatform("oem-4gpu-pcie");
    REQUIRE(oem != nullptr);
    CHECK(oem->gpuCount == 4);
    CHECK(oem->hbmTotalGB == 320);
    CHECK(oem->powerMinKW == 5);
    CHECK(oem->powerMaxKW == 6);
    CHECK(oem->courseDifferences.size() == 3);
}

TEST_CASE("Fabrics, storage tiers and cooling follow the seed's tables", "[hw]")
{
    REQUIRE(fabrics().size() == 4);
    CHECK(findFabric("ib-ndr")->portGbps == 400);
    CHECK(findFabric("ib-ndr")->portGBps() == Approx(50));
    CHECK(findFabric("ib-hdr")->portGbps == 200);
    CHECK(findFabric("roce-100g")->latencyMaxNs == 5000);
    CHECK(findFabric("roce-400g")->latencyMinNs == 1000);

    REQUIRE(storageTiers().size() == 3);
    CHECK(findStorageTier("hot")->technologies.size() == 5);
    CHECK(findStorageTier("cold")->kind == "Object storage");

    REQUIRE(coolingTechnologies().size() == 4);
    CHECK(findCooling("air")->maxRackKW == 15);
    CHECK(findCooling("rdhx")->maxRackKW == 30);
    CHECK(findCooling("direct-to-chip")->maxRackKW == 60);
    const CoolingSpec* immersion = findCooling("immersion");
    CHECK(immersion->maxRackKW == 100);
    CHECK(immersion->maxRackIsLowerBound);
    CHECK(immersion->pueMin == Approx(1.02));
    for (const auto& c : coolingTechnologies())
        CHECK(c.pueMin < c.pueMax);
}

TEST_CASE("Unknown ids are not found", "[hw]")
{
    CHECK(findGpu("h100") == nullptr);
    CHECK(findPlatform("") == nullptr);
    CHECK(findFabric("ib-xdr") == nullptr);
    CHECK(findStorageTier("lukewarm") == nullptr);
    CHECK(findCooling("liquid") == nullptr);
}

TEST_CASE("Every catalog entry has a unique id, a name and a source", "[hw]")
{
    std::set<std::string> ids;
    auto check = [&ids](const auto& items) {
        for (const auto& item : items) {
            INFO(item.id);
            CHECK_FALSE(item.id.empty());
            CHECK_FALSE(item.name.empty());
            CHECK_FALSE(item.source.empty());
            CHECK(ids.insert(item.id).second);
        }
    };
    check(gpus());
    check(platforms());
    check(fabrics());
    check(storageTiers());
    check(coolingTechnologies());
    for (const auto& p : platforms())
        for (const auto& d : p.courseDifferences) {
            CHECK_FALSE(d.courseValue.empty());
            CHECK_FALSE(d.vendorValue.empty());
            CHECK_FALSE(d.note.empty());
        }
}

TEST_CASE("The catalog as JSON lists every kind with its sources", "[hw]")
{
    const auto all = catalogJson();
    REQUIRE(all.size() == catalogKinds().size());
    CHECK(all.at("gpus").size() == gpus().size());
    CHECK(all.at("gpus").at(0).at("hbm_bandwidth_tbps") == 3.35);
    CHECK(all.at("gpus").at(3).at("fp8_dense_tflops").is_null());
    CHECK(catalogJson("cooling").at(3).at("id") == "immersion");
    CHECK(all.at("gpus").at(0).at("slowdown_temp_c") == 89);
    CHECK(all.at("platforms").at(0).at("max_inlet_c") == 30);
    CHECK(catalogJson("cooling").at(0).at("supply_max_c") == 27);
    for (const auto& kind : catalogKinds())
        for (const auto& entry : all.at(kind))
            CHECK_FALSE(entry.at("source").get<std::string>().empty());
    CHECK_THROWS_AS(catalogJson("switches"), ailab::core::Error);
}

TEST_CASE("Catalog figures convert to typed quantities", "[hw]")
{
    const GpuSpec& h100 = *findGpu("h100-sxm");
    CHECK(h100.hbm().value() == Approx(80e9));
    CHECK(h100.hbmBandwidth().value() == Approx(3.35e12));
    CHECK(h100.bf16Dense().value() == Approx(989e12));
    CHECK(h100.nvlink().value() == Approx(900e9));
    CHECK(h100.tdp().value() == 700);
    CHECK(findPlatform("dgx-h200")->hbmTotal().value() == Approx(1.128e12));
    CHECK(findPlatform("dgx-h100")->powerMax().value() == Approx(10200));
    const FabricSpec& ndr = *findFabric("ib-ndr");
    // 400 Gb/s = 50 GB/s (docs/models.md, Units: decimal units, bits and bytes shown apart).
    CHECK(ndr.portRate().toByteRate().value() == Approx(50e9));
    CHECK(ndr.latencyMin().value() == Approx(500e-9));
    CHECK(findFabric("roce-100g")->latencyMax().value() == Approx(5e-6));
    CHECK(findCooling("rdhx")->maxRackPower().value() == Approx(30e3));
}

TEST_CASE("Every GPU has its idle power, thermal thresholds and clocks", "[hw]")
{
    for (const auto& g : gpus()) {
        INFO(g.id);
        // Idle draws something but well under the board's maximum power.
        CHECK(g.idleW > 0);
        CHECK(g.idleW < 0.25 * g.tdpW);
        // nvidia-smi's thresholds are ordered: software slowdown, hardware slowdown, shutdown.
        CHECK(g.maxOperatingTempC > 60);
        CHECK(g.maxOperatingTempC < g.slowdownTempC);
        CHECK(g.slowdownTempC < g.shutdownTempC);
        CHECK(g.shutdownTempC <= 100);
        CHECK(g.baseClockMHz > 0);
        CHECK(g.baseClockMHz < g.maxBoostClockMHz);
        CHECK_FALSE(g.thermalSource.empty());
    }
    const GpuSpec& a100 = *findGpu("a100-sxm-80");
    CHECK(a100.slowdownTempC == 89);
    CHECK(a100.shutdownTempC == 92);
    CHECK(a100.maxBoostClockMHz == 1410);
    CHECK(findGpu("h100-sxm")->maxBoostClockMHz == 1980);
    CHECK(findGpu("h100-pcie")->maxBoostClockMHz == 1755);
}

TEST_CASE("Every platform and cooling technology has the figures the facility needs", "[hw]")
{
    for (const auto& p : platforms()) {
        INFO(p.id);
        const GpuSpec& gpu = *findGpu(p.gpuId);
        // The GPUs fit in the system's power and leave a share for CPUs, fans and switches.
        CHECK(p.gpuCount * gpu.tdpW < 1000.0 * p.powerMaxKW);
        // Rated inlet within ASHRAE's allowable classes (A1 up to 32 C, A2 up to 35 C).
        CHECK(p.maxInletC >= 27);
        CHECK(p.maxInletC <= 35);
        CHECK_FALSE(p.maxInletSource.empty());
    }
    CHECK(findPlatform("dgx-h100")->maxInletC == 30);
    for (const auto& c : coolingTechnologies()) {
        INFO(c.id);
        CHECK(c.supplyMinC < c.supplyTypicalC);
        CHECK(c.supplyTypicalC < c.supplyMaxC);
        CHECK_FALSE(c.supplySource.empty());
        CHECK_FALSE(c.coolantFlowSource.empty());
        // Q = m_dot c_p dT at design flow: a rise of a few to a dozen kelvin per rack.
        CHECK(c.designTemperatureRiseK() > 5);
        CHECK(c.designTemperatureRiseK() < 15);
    }
    // ASHRAE TC 9.9's recommended envelope for air-cooled IT: 18 to 27 C.
    CHECK(findCooling("air")->supplyMinC == 18);
    CHECK(findCooling("air")->supplyMaxC == 27);
    // 160 CFM per kW carries 1 kW at 11 K: 1000 / (1.2 x 0.0755 x 1006) = 10.97 K.
    CHECK(findCooling("air")->designTemperatureRiseK() == Approx(10.97).epsilon(0.001));
    CHECK(findCooling("direct-to-chip")->supplyMaxC == 32);
}
