#pragma once

#include <cstdint>
#include <string>

// The physics of one GPU in the facility (docs/models.md, Facility): its power at an activity
// and clock, its thermal resistance from catalogue figures, and the exact first-order update
// of its temperature over any time step.
namespace ailab::core::cluster {

// NVML's clock event reasons (nvml.h, nvmlClocksThrottleReason*; the same values in DCGM's
// sdk/nvidia/nvml/dcgm_nvml.h): the bitmask nvidia-smi prints as "Clocks Event Reasons".
namespace throttle {
inline constexpr std::uint32_t kNone = 0x0;
inline constexpr std::uint32_t kSwPowerCap = 0x4;         // clocks lowered to fit a power limit
inline constexpr std::uint32_t kHwSlowdown = 0x8;         // clocks cut by 2 or more in hardware
inline constexpr std::uint32_t kSwThermalSlowdown = 0x20; // held at GPU Max Operating Temp
inline constexpr std::uint32_t kHwThermalSlowdown = 0x40; // HW slowdown because of temperature
} // namespace throttle

// "SW power cap, HW slowdown, HW thermal slowdown": the reasons set in `mask`, in bit order,
// as nvidia-smi -q names them; "none" for 0.
std::string throttleReasonsText(std::uint32_t mask);

// The clock factor hardware thermal slowdown applies: NVML documents HW slowdown as
// "reducing the core clocks by a factor of 2 or more"; the model takes 2.
inline constexpr double kHwSlowdownClockFactor = 0.5;

// Board power at an activity in [0, 1] and a clock factor (clock / max boost) in [0, 1]:
// P = P_idle + (P_tdp - P_idle) x activity x f^3. Dynamic CMOS power is C V^2 f with V about
// proportional to f (core/train/step_model.h, powerThroughputFactor).
double gpuPowerW(double idleW, double tdpW, double activity, double clockFactor);

// The clock factor at which a GPU of the given activity draws at most `powerW`: the inverse of
// gpuPowerW, through train::powerThroughputFactor's cube root; 1 when it already fits.
double clockFactorForPowerW(double idleW, double tdpW, double activity, double powerW);

// Junction-to-inlet thermal resistance (K/W) from the design point vendors rate a cooled GPU
// for: at its warmest rated inlet and full board power it sits at its max operating
// temperature, R_th = (T_max_operating - T_rated_inlet) / P_tdp.
double thermalResistanceKPerW(double maxOperatingTempC, double ratedInletC, double tdpW);

// The coefficients that advance a GPU's temperature exactly over a step of `dt` seconds when
// its power is constant and its inlet relaxes from `inletStartC` towards `inletTargetC` with
// time constant tauInlet: dT/dt = (inlet(t) + R_th P - T) / tauGpu. The solution is
//   T(dt) = inletTarget + R_th P + inletTerm + (T0 - inletTarget - R_th P - inletCarry) x gpuDecay
// (two exponentials; one with a linear factor when the time constants are equal).
struct ThermalStep
{
    double gpuDecay = 1.0;   // exp(-dt / tauGpu)
    double inletDecay = 1.0; // exp(-dt / tauInlet)
    double inletCarry = 0.0; // the inlet's transient as it enters the GPU at t = 0
    double inletTerm = 0.0;  // the inlet's transient in the GPU at t = dt
    double inletEndC = 0.0;  // the inlet at t = dt
    double inletTargetC = 0.0;

    // The GPU's temperature after the step, from `startC` at power `powerW`.
    double advance(double startC, double thermalResistance, double powerW) const
    {
        const double steady = inletTargetC + thermalResistance * powerW;
        return steady + inletTerm + (startC - steady - inletCarry) * gpuDecay;
    }
};

ThermalStep thermalStep(double dtSeconds, double tauGpuSeconds, double tauInletSeconds,
                        double inletStartC, double inletTargetC);

} // namespace ailab::core::cluster
