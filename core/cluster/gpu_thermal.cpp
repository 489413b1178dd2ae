#include "core/cluster/gpu_thermal.h"

#include "core/train/step_model.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::cluster {

std::string throttleReasonsText(std::uint32_t mask)
{
    static constexpr struct
    {
        std::uint32_t bit;
        const char* name;
    } kNames[] = {{throttle::kSwPowerCap, "SW power cap"},
                  {throttle::kHwSlowdown, "HW slowdown"},
                  {throttle::kSwThermalSlowdown, "SW thermal slowdown"},
                  {throttle::kHwThermalSlowdown, "HW thermal slowdown"}};
    std::string text;
    for (const auto& n : kNames)
        if ((mask & n.bit) != 0)
            text += (text.empty() ? "" : ", ") + std::string(n.name);
    return text.empty() ? "none" : text;
}

double gpuPowerW(double idleW, double tdpW, double activity, double clockFactor)
{
    return idleW + (tdpW - idleW) * activity * clockFactor * clockFactor * clockFactor;
}

double clockFactorForPowerW(double idleW, double tdpW, double activity, double powerW)
{
    const double dynamicAtFullClock = (tdpW - idleW) * activity;
    if (dynamicAtFullClock <= 0.0)
        return 1.0;
    // The dynamic share the budget leaves, as a fraction of the full-clock dynamic power;
    // with no static floor, powerThroughputFactor is its cube root, clamped to [0, 1].
    return train::powerThroughputFactor((powerW - idleW) / dynamicAtFullClock, 0.0);
}

double thermalResistanceKPerW(double maxOperatingTempC, double ratedInletC, double tdpW)
{
    return (maxOperatingTempC - ratedInletC) / tdpW;
}

ThermalStep thermalStep(double dtSeconds, double tauGpuSeconds, double tauInletSeconds,
                        double inletStartC, double inletTargetC)
{
    ThermalStep step;
    step.inletTargetC = inletTargetC;
    step.gpuDecay = std::exp(-dtSeconds / tauGpuSeconds);
    step.inletDecay = std::exp(-dtSeconds / tauInletSeconds);
    const double inletGap = inletStartC - inletTargetC;
    step.inletEndC = inletTargetC + inletGap * step.inletDecay;
    if (std::abs(tauInletSeconds - tauGpuSeconds) < 1e-9 * tauGpuSeconds) {
        // Resonant case: the inlet's transient enters as gap x (t / tau) x exp(-t / tau).
        step.inletCarry = 0.0;
        step.inletTerm = inletGap * dtSeconds / tauGpuSeconds * step.gpuDecay;
    } else {
        const double carry = inletGap * tauInletSeconds / (tauInletSeconds - tauGpuSeconds);
        step.inletCarry = carry;
        step.inletTerm = carry * step.inletDecay;
    }
    return step;
}

} // namespace ailab::core::cluster
