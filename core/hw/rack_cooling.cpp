#include "core/hw/rack_cooling.h"

#include "core/error.h"
#include "core/units/power.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::hw {

namespace {
void checkPower(units::Watts power, const char* field)
{
    if (!std::isfinite(power.value()) || power.value() < 0)
        throw Error("expected a power of 0 W or more", field);
}
} // namespace

RackHeat rackHeat(int servers, units::Watts perServer)
{
    if (servers < 1)
        throw Error("expected at least 1 server", "servers");
    checkPower(perServer, "power per server");
    RackHeat heat;
    heat.power = perServer * double(servers);
    // Nearly all the electrical power a server draws becomes heat in the room (section 08.6).
    heat.btuPerHour = units::btuPerHour(heat.power);
    heat.coolingTons = units::coolingTons(heat.power);
    return heat;
}

bool coolingCovers(const CoolingSpec& cooling, units::Watts rackPower)
{
    return cooling.maxRackIsLowerBound || rackPower.inKilowatts() <= cooling.maxRackKW;
}

CoolingNeed coolingFor(units::Watts rackPower)
{
    checkPower(rackPower, "rack power");
    const std::vector<CoolingSpec>& table = coolingTechnologies();
    const CoolingSpec* least = nullptr;
    for (const CoolingSpec& c : table)
        if (coolingCovers(c, rackPower) && (least == nullptr || c.maxRackKW < least->maxRackKW))
            least = &c;
    CoolingNeed need;
    need.cooling = least;
    double largest = 0;
    for (const CoolingSpec& c : table)
        largest = std::max(largest, c.maxRackKW);
    need.beyondTable = rackPower.inKilowatts() > largest;
    return need;
}

const std::vector<PublishedCooling>& publishedCoolingFigures()
{
    static const std::vector<PublishedCooling> list = {
        {.coolingId = "air",
         .figures =
             "Industry average PUE 1.58 in 2023, at sites cooled mostly by air; most operators "
             "have no rack above 20 kW.",
         .pue = 1.58,
         .source =
             "Uptime Institute Global Data Center Survey 2023 (Uptime Intelligence report 106)"},
        {.coolingId = "rdhx",
         .figures =
             "A rear door removes 55 to 85 % of the heat of a 20 to 32 kW cabinet, depending on "
             "the water's temperature and flow; the room's air cooling takes the rest.",
         .pue = 0,
         .source = "IBM Power Systems documentation: rear door heat exchanger specifications"},
        {.coolingId = "direct-to-chip",
         .figures =
             "Moving a hall from all air to 75 % direct-to-chip cooling cut facility power by "
             "18.1 % and total power by 10.2 %, but PUE by only 3.3 %: the servers' fans leave "
             "the IT load.",
         .pue = 0,
         .source = "Vertiv and NVIDIA: introducing liquid cooling into an air-cooled data center "
                   "(Vertiv, 2023)"},
        {.coolingId = "immersion",
         .figures = "Immersion cools racks from 10 kW to beyond 100 kW.",
         .pue = 0,
         .source = "Telecommunications Industry Association: Immersion cooling in the data center "
                   "(B. Elliott, Capitoline)"},
    };
    return list;
}

const PublishedCooling* findPublishedCooling(std::string_view coolingId)
{
    for (const PublishedCooling& p : publishedCoolingFigures())
        if (p.coolingId == coolingId)
            return &p;
    return nullptr;
}

} // namespace ailab::core::hw
