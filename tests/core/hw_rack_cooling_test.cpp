#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/hw/rack_cooling.h"
#include "core/units/format.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::core::hw;
using ailab::core::units::Watts;

TEST_CASE("The course's rack: 8 servers x 8 kW = 64 kW, about 218,400 BTU/h", "[hw][cooling]")
{
    // AI Infrastructure Explained, section 08.6.
    const RackHeat heat = rackHeat(8, Watts::kilowatts(8));
    CHECK(heat.power.inKilowatts() == Approx(64.0));
    // 64,000 W x 3.412142 BTU/h per W (NIST SP 811, B.8).
    CHECK(heat.btuPerHour == Approx(218377.06).epsilon(1e-7));
    CHECK(ailab::core::units::toStringBtuPerHour(heat.btuPerHour) == "218,400 BTU/h");
    // 64 kW / 3.516853 kW per ton of refrigeration.
    CHECK(heat.coolingTons == Approx(18.19809).epsilon(1e-6));
    // BTU/h and tons agree: 12,000 BTU/h a ton.
    CHECK(heat.btuPerHour / 12000.0 == Approx(heat.coolingTons).epsilon(1e-6));
    // The course's 64 kW rack is beyond direct-to-chip's 60 kW: immersion, by the table.
    const CoolingNeed need = coolingFor(heat.power);
    REQUIRE(need.cooling != nullptr);
    CHECK(need.cooling->id == "immersion");
    CHECK_FALSE(need.beyondTable);
}

TEST_CASE("Each rack density needs the least cooling whose limit covers it", "[hw][cooling]")
{
    const auto need = [](double kW) { return coolingFor(Watts::kilowatts(kW)); };
    CHECK(need(0).cooling->id == "air");
    CHECK(need(10.2).cooling->id == "air"); // one DGX H100 (its datasheet's 10.2 kW)
    CHECK(need(15).cooling->id == "air");   // the air limit itself
    CHECK(need(15.01).cooling->id == "rdhx");
    CHECK(need(2 * 10.2).cooling->id == "rdhx"); // two DGX H100
    CHECK(need(30).cooling->id == "rdhx");
    CHECK(need(4 * 10.2).cooling->id ==
          "direct-to-chip"); // the course's "4 DGX systems draw 40+ kW"
    CHECK(need(60).cooling->id == "direct-to-chip");
    CHECK(need(60.5).cooling->id == "immersion");
    CHECK_FALSE(need(100).beyondTable);
    // Eight DGX H100 uncapped, 81.6 kW; 120 kW is beyond every limit the table gives.
    CHECK(need(8 * 10.2).cooling->id == "immersion");
    CHECK(need(120).cooling->id == "immersion");
    CHECK(need(120).beyondTable);
    // A technology covers what its limit covers; the "100+ kW" one covers anything.
    const CoolingSpec* air = findCooling("air");
    REQUIRE(air != nullptr);
    CHECK(coolingCovers(*air, Watts::kilowatts(15)));
    CHECK_FALSE(coolingCovers(*air, Watts::kilowatts(16)));
    CHECK(coolingCovers(*findCooling("immersion"), Watts::kilowatts(500)));
}

TEST_CASE("Every cooling technology has a published figure beside the course's", "[hw][cooling]")
{
    REQUIRE(publishedCoolingFigures().size() == coolingTechnologies().size());
    for (const CoolingSpec& c : coolingTechnologies()) {
        INFO(c.id);
        const PublishedCooling* p = findPublishedCooling(c.id);
        REQUIRE(p != nullptr);
        CHECK_FALSE(p->figures.empty());
        CHECK_FALSE(p->source.empty());
        // A published PUE, where the source gives one, lies in the course's range.
        if (p->pue > 0) {
            CHECK(p->pue >= c.pueMin);
            CHECK(p->pue <= c.pueMax);
        }
    }
    CHECK(findPublishedCooling("air")->pue == Approx(1.58)); // Uptime Institute, 2023
    CHECK(findPublishedCooling("water") == nullptr);
}

TEST_CASE("Bad rack figures name the field", "[hw][cooling]")
{
    const auto path = [](auto&& call) {
        try {
            call();
        } catch (const ailab::core::Error& e) {
            return e.path();
        }
        return std::string("no error");
    };
    CHECK(path([] { rackHeat(0, Watts::kilowatts(8)); }) == "servers");
    CHECK(path([] { rackHeat(8, Watts::kilowatts(-1)); }) == "power per server");
    CHECK(path([] { rackHeat(8, Watts::watts(std::nan(""))); }) == "power per server");
    CHECK(path([] { coolingFor(Watts::kilowatts(-5)); }) == "rack power");
    CHECK(path([] { coolingFor(Watts::watts(INFINITY)); }) == "rack power");
}
