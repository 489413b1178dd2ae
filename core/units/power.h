#pragma once

#include "core/units/units.h"

namespace ailab::core::units {

// Heat conversions (docs/models.md, Power and cooling): 1 W = 3.412 BTU/h,
// 1 ton of refrigeration = 12,000 BTU/h.
inline constexpr double kBtuPerHourPerWatt = 3.412;
inline constexpr double kBtuPerHourPerCoolingTon = 12000.0;

constexpr double btuPerHour(Watts power)
{
    return power.value() * kBtuPerHourPerWatt;
}

constexpr double coolingTonsFromBtuPerHour(double btuPerHourValue)
{
    return btuPerHourValue / kBtuPerHourPerCoolingTon;
}

constexpr double coolingTons(Watts power)
{
    return coolingTonsFromBtuPerHour(btuPerHour(power));
}

// Power usage effectiveness = facility power / IT power (The Green Grid).
constexpr double powerUsageEffectiveness(Watts facility, Watts it)
{
    return facility / it;
}

} // namespace ailab::core::units
