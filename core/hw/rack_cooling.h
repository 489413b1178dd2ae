#pragma once

#include "core/hw/catalog.h"
#include "core/units/units.h"

#include <string>
#include <string_view>
#include <vector>

// The course's rack calculation and the cooling a rack's power needs (docs/models.md, Power
// and cooling): the rack's heat in kW, BTU/h and tons of refrigeration (NIST SP 811), and
// the first technology of the catalogue's cooling table whose rack limit covers it; beside the
// course's table, which gives no source, what published figures say.

namespace ailab::core::hw {

struct RackHeat
{
    units::Watts power;     // servers x power per server: all of it becomes heat
    double btuPerHour = 0;  // 1 W = 3.412142 BTU/h
    double coolingTons = 0; // 1 ton of refrigeration = 3.516853 kW
};

// The course's calculation (section 08.6): 8 servers x 8 kW = 64 kW, about 218,400 BTU/h.
// Throws core::Error naming "servers" (fewer than 1) or "power per server" (negative or
// not finite).
RackHeat rackHeat(int servers, units::Watts perServer);

struct CoolingNeed
{
    const CoolingSpec* cooling = nullptr; // never null
    // More than every limit the table gives: the technology whose limit is a lower bound
    // ("100+ kW"), which the table does not bound from above.
    bool beyondTable = false;
};

// Whether a technology's rack limit covers a rack of this power.
bool coolingCovers(const CoolingSpec& cooling, units::Watts rackPower);
// The least technology, in the table's order of rising limits, that covers a rack of this
// power. Throws core::Error naming "rack power" when it is negative or not finite.
CoolingNeed coolingFor(units::Watts rackPower);

// The course gives its cooling table's rack limits and PUE ranges without a source; a
// published survey, specification or vendor study beside each technology (docs/models.md,
// Power and cooling). `pue` is 0 where the source gives none.
struct PublishedCooling
{
    std::string_view coolingId; // CoolingSpec id
    std::string figures;        // what the source says, in one sentence
    double pue = 0;
    std::string source;
};
// One entry for every technology of coolingTechnologies(), in its order.
const std::vector<PublishedCooling>& publishedCoolingFigures();
const PublishedCooling* findPublishedCooling(std::string_view coolingId); // nullptr: none

} // namespace ailab::core::hw
