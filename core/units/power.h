#pragma once

#include "core/units/units.h"

namespace ailab::core::units {

// Heat conversions (docs/models.md, Power and cooling). The International Table BTU is
// 1,055.05585262 J exactly (from the IT calorie, 4.1868 J; NIST SP 811 (2008), Appendix B.8,
// lists it as 1.055056 E+03 J), so 1 BTU/h = 0.29307107 W and 1 W = 3.412142 BTU/h; 1 ton of
// refrigeration = 12,000 BTU/h = 3.516853 kW (NIST SP 811, B.8).
inline constexpr double kJoulesPerBtu = 1055.05585262;
inline constexpr double kWattsPerBtuPerHour = kJoulesPerBtu / 3600.0;
inline constexpr double kBtuPerHourPerWatt = 1.0 / kWattsPerBtuPerHour;
inline constexpr double kBtuPerHourPerCoolingTon = 12000.0;
inline constexpr double kWattsPerCoolingTon = kBtuPerHourPerCoolingTon * kWattsPerBtuPerHour;

constexpr double btuPerHour(Watts power)
{
    return power.value() * kBtuPerHourPerWatt;
}

constexpr Watts wattsFromBtuPerHour(double btuPerHourValue)
{
    return Watts::watts(btuPerHourValue * kWattsPerBtuPerHour);
}

constexpr double coolingTonsFromBtuPerHour(double btuPerHourValue)
{
    return btuPerHourValue / kBtuPerHourPerCoolingTon;
}

constexpr double coolingTons(Watts power)
{
    return power.value() / kWattsPerCoolingTon;
}

constexpr Watts wattsFromCoolingTons(double tons)
{
    return Watts::watts(tons * kWattsPerCoolingTon);
}

// Power usage effectiveness = facility power / IT power (The Green Grid).
constexpr double powerUsageEffectiveness(Watts facility, Watts it)
{
    return facility / it;
}

} // namespace ailab::core::units
