#include "core/cluster/facility.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/train/step_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace ailab::core::cluster {

namespace {

// Hardware slowdown releases 2 K below GPU Slowdown Temp, so that a GPU hovering at the
// threshold does not toggle every step (teaching assumption: NVIDIA documents no hysteresis).
constexpr double kHwSlowdownHysteresisK = 2.0;
// Software thermal slowdown engages this close below GPU Max Operating Temp, so that a GPU
// held at that temperature from below stays held.
constexpr double kSwThermalEngageMarginK = 0.5;

std::string rackPath(std::size_t index, const char* field)
{
    return "/racks/" + std::to_string(index) + "/" + field;
}

bool isAirCooled(const hw::CoolingSpec& cooling)
{
    return cooling.coolant == "air";
}

} // namespace

std::string_view facilityEventKindId(FacilityEventKind kind)
{
    switch (kind) {
    case FacilityEventKind::GpuThrottleStarted:
        return "gpu-throttle-started";
    case FacilityEventKind::GpuThrottleEnded:
        return "gpu-throttle-ended";
    case FacilityEventKind::GpuThermalShutdown:
        return "gpu-thermal-shutdown";
    case FacilityEventKind::FeedTripped:
        return "feed-tripped";
    case FacilityEventKind::InletAboveRecommended:
        return "inlet-above-recommended";
    case FacilityEventKind::InletWithinRecommended:
        return "inlet-within-recommended";
    case FacilityEventKind::HeatAboveCooling:
        return "heat-above-cooling";
    case FacilityEventKind::HeatWithinCooling:
        return "heat-within-cooling";
    }
    return "unknown";
}

Facility::Facility(const FacilitySpec& spec)
    : m_spec(spec)
{
    if (spec.racks.empty())
        throw Error("a facility needs at least one rack", "/racks");
    if (!(spec.inletTimeConstantSeconds > 0.0) || !std::isfinite(spec.inletTimeConstantSeconds))
        throw Error("the inlet time constant must be a positive number of seconds",
                    "/inlet_time_constant_s");
    if (!(spec.gpuTimeConstantSeconds > 0.0) || !std::isfinite(spec.gpuTimeConstantSeconds))
        throw Error("the GPU time constant must be a positive number of seconds",
                    "/gpu_time_constant_s");
    for (const auto& [supply, path] : {std::pair{spec.supplyAirC, "/supply_air_c"},
                                       std::pair{spec.supplyWaterC, "/supply_water_c"}})
        if (supply && (!std::isfinite(*supply) || *supply < 0.0 || *supply > 60.0))
            throw Error("a supply temperature must be between 0 and 60 C", path);

    std::set<std::string> ids;
    for (std::size_t i = 0; i < spec.racks.size(); ++i) {
        const RackSpec& in = spec.racks[i];
        if (in.id.empty() || !ids.insert(in.id).second)
            throw Error("rack ids must be present and unique: '" + in.id + "'", rackPath(i, "id"));
        const hw::PlatformSpec* platform = hw::findPlatform(in.platformId);
        if (platform == nullptr)
            throw Error("unknown platform '" + in.platformId + "'", rackPath(i, "platform_id"));
        const hw::GpuSpec* gpu = hw::findGpu(platform->gpuId);
        if (gpu == nullptr)
            throw Error("the platform's GPU '" + platform->gpuId + "' is not in the catalogue",
                        rackPath(i, "platform_id"));
        const hw::CoolingSpec* cooling = hw::findCooling(in.coolingId);
        if (cooling == nullptr)
            throw Error("unknown cooling technology '" + in.coolingId + "'",
                        rackPath(i, "cooling_id"));
        if (in.servers < 1 || in.servers > 1000)
            throw Error("servers must be between 1 and 1000", rackPath(i, "servers"));
        if (!std::isfinite(in.feedKW) || in.feedKW <= 0.0)
            throw Error("the feed's rating must be a positive number of kW",
                        rackPath(i, "feed_kw"));
        if (!std::isfinite(in.powerCapKW) || in.powerCapKW < 0.0)
            throw Error("the power cap must be 0 (none) or a positive number of kW",
                        rackPath(i, "power_cap_kw"));
        if (!std::isfinite(in.coolingCapacityKW) || in.coolingCapacityKW < 0.0)
            throw Error("the cooling capacity must be 0 (the catalogue's) or a positive number "
                        "of kW",
                        rackPath(i, "cooling_capacity_kw"));

        Rack rack;
        rack.firstGpu = static_cast<int>(m_activity.size());
        rack.servers = in.servers;
        rack.gpuCount = in.servers * platform->gpuCount;
        rack.idleW = gpu->idleW;
        rack.tdpW = gpu->tdpW;
        rack.maxOperatingC = gpu->maxOperatingTempC;
        rack.slowdownC = gpu->slowdownTempC;
        rack.shutdownC = gpu->shutdownTempC;
        rack.maxBoostMHz = gpu->maxBoostClockMHz;
        // Air-cooled GPUs are rated at the server's warmest inlet air, liquid-cooled ones at
        // the warmest supply of their cooling class.
        const double ratedInletC =
            isAirCooled(*cooling) ? platform->maxInletC : cooling->supplyMaxC;
        rack.thermalResistance =
            thermalResistanceKPerW(gpu->maxOperatingTempC, ratedInletC, gpu->tdpW);
        // The server's CPUs, memory, NICs, NVSwitches and fans: its maximum system power less
        // its GPUs' board power, drawn whenever the server is on.
        rack.otherPowerPerServerW =
            std::max(0.0, 1000.0 * platform->powerMaxKW - platform->gpuCount * gpu->tdpW);
        rack.feedW = 1000.0 * in.feedKW;
        rack.capW = 1000.0 * in.powerCapKW;
        rack.coolingCapacityW =
            1000.0 * (in.coolingCapacityKW > 0.0 ? in.coolingCapacityKW : cooling->maxRackKW);
        rack.coolantConductancePerW = cooling->coolantConductancePerKW() / 1000.0;
        const std::optional<double>& supply =
            isAirCooled(*cooling) ? spec.supplyAirC : spec.supplyWaterC;
        rack.supplyC = supply.value_or(cooling->supplyTypicalC);
        rack.inletC = rack.supplyC;
        // The middle of the catalogue's PUE range: the range spans well and poorly run sites
        // of the technology, and the twin knows nothing that would place it in that range.
        rack.pue = 0.5 * (cooling->pueMin + cooling->pueMax);
        rack.powerW = rack.servers * rack.otherPowerPerServerW + rack.gpuCount * rack.idleW;
        m_racks.push_back(rack);

        const int rackIndex = static_cast<int>(m_racks.size()) - 1;
        const double idleC = rack.inletC + rack.thermalResistance * rack.idleW;
        m_rackOfGpu.insert(m_rackOfGpu.end(), rack.gpuCount, rackIndex);
        m_activity.insert(m_activity.end(), rack.gpuCount, 0.0);
        m_temperatureC.insert(m_temperatureC.end(), rack.gpuCount, idleC);
        m_powerW.insert(m_powerW.end(), rack.gpuCount, rack.idleW);
        m_clockFactor.insert(m_clockFactor.end(), rack.gpuCount, 1.0);
        m_reasons.insert(m_reasons.end(), rack.gpuCount, throttle::kNone);
        m_onBus.insert(m_onBus.end(), rack.gpuCount, std::uint8_t{1});
        m_resistanceFactor.insert(m_resistanceFactor.end(), rack.gpuCount, 1.0);
    }
    for (Rack& rack : m_racks)
        rack.inletAbove = rack.inletC > kAshraeRecommendedMaxInletC;
    m_nextReasons.resize(m_reasons.size());
}

int Facility::checkGpu(int gpu, const char* what) const
{
    if (gpu < 0 || gpu >= gpuCount())
        throw Error(std::string(what) + ": GPU " + std::to_string(gpu) + " is not in 0.." +
                        std::to_string(gpuCount() - 1),
                    "gpu");
    return gpu;
}

int Facility::checkRack(int rack, const char* what) const
{
    if (rack < 0 || rack >= rackCount())
        throw Error(std::string(what) + ": rack " + std::to_string(rack) + " is not in 0.." +
                        std::to_string(rackCount() - 1),
                    "rack");
    return rack;
}

int Facility::firstGpuOfRack(int rack) const
{
    return m_racks[checkRack(rack, "firstGpuOfRack")].firstGpu;
}

int Facility::gpusInRack(int rack) const
{
    return m_racks[checkRack(rack, "gpusInRack")].gpuCount;
}

int Facility::rackOfGpu(int gpu) const
{
    return m_rackOfGpu[checkGpu(gpu, "rackOfGpu")];
}

void Facility::setGpuActivity(int gpu, double activity)
{
    checkGpu(gpu, "setGpuActivity");
    if (!std::isfinite(activity) || activity < 0.0 || activity > 1.0)
        throw Error("a GPU's activity must be between 0 and 1", "activity");
    if (m_activity[gpu] == activity)
        return;
    materialize(m_rackOfGpu[gpu]);
    m_activity[gpu] = activity;
}

void Facility::setRackActivity(int rack, double activity)
{
    const Rack& r = m_racks[checkRack(rack, "setRackActivity")];
    for (int g = r.firstGpu; g < r.firstGpu + r.gpuCount; ++g)
        setGpuActivity(g, activity);
}

const std::vector<FacilityEvent>& Facility::advance(double dtSeconds)
{
    if (!std::isfinite(dtSeconds) || dtSeconds <= 0.0)
        throw Error("the time step must be a positive number of seconds", "dt");
    m_events.clear();
    for (int r = 0; r < rackCount(); ++r)
        if (!advanceQuietRack(r, dtSeconds))
            advanceRack(r, dtSeconds);
    return m_events;
}

const ThermalStep& Facility::segmentStep(const Rack& rack) const
{
    if (rack.cachedElapsed != rack.segmentElapsed) {
        rack.cachedStep = thermalStep(rack.segmentElapsed, m_spec.gpuTimeConstantSeconds,
                                      m_spec.inletTimeConstantSeconds, rack.segmentInletStartC,
                                      rack.segmentInletTargetC);
        rack.cachedElapsed = rack.segmentElapsed;
    }
    return rack.cachedStep;
}

void Facility::materialize(int index)
{
    Rack& r = m_racks[index];
    if (r.segmentElapsed > 0.0) {
        const ThermalStep& step = segmentStep(r);
        for (int g = r.firstGpu; g < r.firstGpu + r.gpuCount; ++g)
            m_temperatureC[g] = step.advance(
                m_temperatureC[g], r.thermalResistance * m_resistanceFactor[g], m_powerW[g]);
    }
    r.segmentElapsed = 0.0;
    r.segmentInletStartC = r.inletC;
    r.dirty = true;
    ++r.segmentSerial;
}

bool Facility::advanceQuietRack(int index, double dtSeconds)
{
    Rack& r = m_racks[index];
    if (r.dirty || r.thermalActive ||
        r.segmentHottestC >= r.maxOperatingC - kSwThermalEngageMarginK)
        return false;
    // Nothing can change but the temperatures, which follow their closed form: only the
    // inlet is evaluated, for its crossing of ASHRAE's recommended maximum.
    r.segmentElapsed += dtSeconds;
    r.inletC =
        r.segmentInletTargetC + (r.segmentInletStartC - r.segmentInletTargetC) *
                                    std::exp(-r.segmentElapsed / m_spec.inletTimeConstantSeconds);
    const bool inletAbove = r.inletC > kAshraeRecommendedMaxInletC;
    if (inletAbove != r.inletAbove) {
        m_events.push_back({inletAbove ? FacilityEventKind::InletAboveRecommended
                                       : FacilityEventKind::InletWithinRecommended,
                            index, -1, 0, r.inletC});
        r.inletAbove = inletAbove;
    }
    return true;
}

void Facility::advanceRack(int index, double dtSeconds)
{
    materialize(index);
    Rack& r = m_racks[index];
    const int begin = r.firstGpu;
    const int end = r.firstGpu + r.gpuCount;
    const double dynamicW = r.tdpW - r.idleW;
    double heatW = 0.0;

    if (!r.feedLost) {
        // Pass 1: each GPU's thermal clock from its temperature at the start of the step.
        double idleSumW = 0.0;
        double dynamicSumW = 0.0;
        for (int g = begin; g < end; ++g) {
            if (m_onBus[g] == 0) {
                m_clockFactor[g] = 0.0;
                m_nextReasons[g] = throttle::kNone;
                continue;
            }
            const double t = m_temperatureC[g];
            const double activity = m_activity[g];
            std::uint32_t reasons = throttle::kNone;
            double clock = 1.0;
            const bool wasHw = (m_reasons[g] & throttle::kHwThermalSlowdown) != 0;
            if (t >= r.slowdownC || (wasHw && t > r.slowdownC - kHwSlowdownHysteresisK)) {
                clock = kHwSlowdownClockFactor;
                reasons |= throttle::kHwSlowdown | throttle::kHwThermalSlowdown;
            }
            if (t >= r.maxOperatingC - kSwThermalEngageMarginK) {
                // Software slowdown holds the GPU at its max operating temperature: the power
                // whose steady state at this inlet is that temperature.
                const double allowedW =
                    (r.maxOperatingC - r.inletC) / (r.thermalResistance * m_resistanceFactor[g]);
                const double held = clockFactorForPowerW(r.idleW, r.tdpW, activity, allowedW);
                if (held < 1.0) {
                    reasons |= throttle::kSwThermalSlowdown;
                    clock = std::min(clock, held);
                }
            }
            m_clockFactor[g] = clock;
            m_nextReasons[g] = reasons;
            idleSumW += r.idleW;
            dynamicSumW += dynamicW * activity * clock * clock * clock;
        }
        // A rack power cap lowers every busy GPU's clock by the same factor until the rack
        // fits: the dynamic power scales with f^3.
        double capClock = 1.0;
        if (r.capW > 0.0 && dynamicSumW > 0.0) {
            const double budgetW = r.capW - r.servers * r.otherPowerPerServerW - idleSumW;
            capClock = train::powerThroughputFactor(budgetW / dynamicSumW, 0.0);
        }
        // Pass 2: clocks and power.
        heatW = r.servers * r.otherPowerPerServerW;
        for (int g = begin; g < end; ++g) {
            if (m_onBus[g] == 0) {
                m_powerW[g] = 0.0;
                continue;
            }
            if (capClock < 1.0 && m_activity[g] > 0.0) {
                m_clockFactor[g] *= capClock;
                m_nextReasons[g] |= throttle::kSwPowerCap;
            }
            const double clock = m_clockFactor[g];
            m_powerW[g] = r.idleW + dynamicW * m_activity[g] * clock * clock * clock;
            heatW += m_powerW[g];
        }
        if (heatW > r.feedW) {
            r.feedLost = true;
            m_events.push_back({FacilityEventKind::FeedTripped, index, -1, 0, heatW / 1000.0});
        }
    }
    if (r.feedLost) {
        heatW = 0.0;
        std::fill(m_powerW.begin() + begin, m_powerW.begin() + end, 0.0);
        std::fill(m_clockFactor.begin() + begin, m_clockFactor.begin() + end, 0.0);
        std::fill(m_nextReasons.begin() + begin, m_nextReasons.begin() + end, throttle::kNone);
    }
    for (int g = begin; g < end; ++g) {
        const std::uint32_t before = m_reasons[g];
        const std::uint32_t after = m_nextReasons[g];
        if (before == after)
            continue;
        if ((after & ~before) != 0)
            m_events.push_back({FacilityEventKind::GpuThrottleStarted, index, g, after & ~before,
                                m_temperatureC[g]});
        if ((before & ~after) != 0)
            m_events.push_back({FacilityEventKind::GpuThrottleEnded, index, g, before & ~after,
                                m_temperatureC[g]});
        m_reasons[g] = after;
    }

    // The heat the cooling cannot remove comes back to the rack: a share f = excess / heat of
    // the air (or coolant) entering it is its own exhaust, which left it one design rise
    // dT warmer, so T_in = (1 - f) T_supply + f (T_in + dT), T_in = T_supply + dT f / (1 - f)
    // (adiabatic mixing of the recirculated and the cooled stream). Some of the inlet always
    // comes from the room at supply temperature: f is at most kMaxRecirculation.
    const double removableW = r.coolingCapacityW * r.coolingFraction;
    const double excessW = std::max(0.0, heatW - removableW);
    const double recirculated = heatW > 0.0 ? std::min(kMaxRecirculation, excessW / heatW) : 0.0;
    const double designRiseK = 1.0 / r.coolantConductancePerW;
    const double inletTargetC = r.supplyC + designRiseK * recirculated / (1.0 - recirculated);
    const bool heatAbove = excessW > 0.0;
    if (heatAbove != r.heatAbove) {
        m_events.push_back(
            {heatAbove ? FacilityEventKind::HeatAboveCooling : FacilityEventKind::HeatWithinCooling,
             index, -1, 0, heatW / 1000.0});
        r.heatAbove = heatAbove;
    }

    // Pass 3: temperatures, exact over the step for constant power.
    const ThermalStep step = thermalStep(dtSeconds, m_spec.gpuTimeConstantSeconds,
                                         m_spec.inletTimeConstantSeconds, r.inletC, inletTargetC);
    const double resistance = r.thermalResistance;
    const double warmestInletC = std::max(r.inletC, inletTargetC);
    double hottestC = -1e9;
    for (int g = begin; g < end; ++g) {
        const double gpuResistance = resistance * m_resistanceFactor[g];
        const double t = step.advance(m_temperatureC[g], gpuResistance, m_powerW[g]);
        m_temperatureC[g] = t;
        // A first-order GPU never gets warmer than its start or its warmest input.
        hottestC = std::max(hottestC, std::max(t, warmestInletC + gpuResistance * m_powerW[g]));
    }
    bool shutdownNow = false;
    for (int g = begin; g < end; ++g) {
        if (m_onBus[g] != 0 && m_temperatureC[g] >= r.shutdownC) {
            shutdownNow = true;
            // GPU Shutdown Temp: the board powers off to protect itself and leaves the bus.
            m_events.push_back(
                {FacilityEventKind::GpuThermalShutdown, index, g, 0, m_temperatureC[g]});
            m_onBus[g] = 0;
            heatW -= m_powerW[g];
            m_powerW[g] = 0.0;
            m_clockFactor[g] = 0.0;
            m_reasons[g] = throttle::kNone;
        }
    }
    r.inletC = step.inletEndC;
    r.powerW = heatW;
    // The next steps form a segment unless a GPU is near a threshold or just shut down.
    r.dirty = shutdownNow;
    r.segmentElapsed = 0.0;
    r.segmentInletStartC = r.inletC;
    r.segmentInletTargetC = inletTargetC;
    r.segmentHottestC = hottestC;
    ++r.segmentSerial;
    r.thermalActive = false;
    for (int g = begin; g < end; ++g)
        r.thermalActive |=
            (m_reasons[g] & (throttle::kSwThermalSlowdown | throttle::kHwThermalSlowdown)) != 0;
    const bool inletAbove = r.inletC > kAshraeRecommendedMaxInletC;
    if (inletAbove != r.inletAbove) {
        m_events.push_back({inletAbove ? FacilityEventKind::InletAboveRecommended
                                       : FacilityEventKind::InletWithinRecommended,
                            index, -1, 0, r.inletC});
        r.inletAbove = inletAbove;
    }
}

double Facility::gpuPowerW(int gpu) const
{
    return m_powerW[checkGpu(gpu, "gpuPowerW")];
}

double Facility::gpuTemperatureC(int gpu) const
{
    const Rack& r = m_racks[m_rackOfGpu[checkGpu(gpu, "gpuTemperatureC")]];
    if (r.segmentElapsed == 0.0)
        return m_temperatureC[gpu];
    return segmentStep(r).advance(m_temperatureC[gpu],
                                  r.thermalResistance * m_resistanceFactor[gpu], m_powerW[gpu]);
}

double Facility::rackHottestGpuC(int rack) const
{
    const Rack& r = m_racks[std::size_t(checkRack(rack, "rackHottestGpuC"))];
    if (r.gpuCount == 0)
        return std::nan("");
    const auto heating = [&](int g) { return r.thermalResistance * m_resistanceFactor[g] * m_powerW[g]; };
    if (r.hottestSerial != r.segmentSerial) {
        // The Pareto front of (R P, T0): by R P descending (T0 descending on ties), each GPU
        // warmer at the start than every one before it.
        std::vector<int>& order = r.hottestCandidates;
        order.resize(std::size_t(r.gpuCount));
        for (int k = 0; k < r.gpuCount; ++k)
            order[std::size_t(k)] = r.firstGpu + k;
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            const double ha = heating(a), hb = heating(b);
            return ha != hb ? ha > hb : m_temperatureC[a] > m_temperatureC[b];
        });
        double warmestStart = -std::numeric_limits<double>::infinity();
        std::size_t kept = 0;
        for (const int g : order)
            if (m_temperatureC[g] > warmestStart) {
                warmestStart = m_temperatureC[g];
                order[kept++] = g;
            }
        order.resize(kept);
        r.hottestSerial = r.segmentSerial;
    }
    double hottest = -std::numeric_limits<double>::infinity();
    if (r.segmentElapsed == 0.0) {
        for (const int g : r.hottestCandidates)
            hottest = std::max(hottest, m_temperatureC[g]);
        return hottest;
    }
    const ThermalStep& step = segmentStep(r);
    for (const int g : r.hottestCandidates)
        hottest = std::max(hottest, step.advance(m_temperatureC[g], r.thermalResistance * m_resistanceFactor[g],
                                                 m_powerW[g]));
    return hottest;
}

double Facility::gpuClockFactor(int gpu) const
{
    return m_clockFactor[checkGpu(gpu, "gpuClockFactor")];
}

double Facility::gpuClockMHz(int gpu) const
{
    return gpuClockFactor(gpu) * m_racks[m_rackOfGpu[gpu]].maxBoostMHz;
}

std::uint32_t Facility::gpuThrottleReasons(int gpu) const
{
    return m_reasons[checkGpu(gpu, "gpuThrottleReasons")];
}

bool Facility::gpuOnline(int gpu) const
{
    checkGpu(gpu, "gpuOnline");
    return m_onBus[gpu] != 0 && !m_racks[m_rackOfGpu[gpu]].feedLost;
}

double Facility::rackPowerKW(int rack) const
{
    return m_racks[checkRack(rack, "rackPowerKW")].powerW / 1000.0;
}

double Facility::rackInletC(int rack) const
{
    return m_racks[checkRack(rack, "rackInletC")].inletC;
}

double Facility::rackCoolingKW(int rack) const
{
    const Rack& r = m_racks[checkRack(rack, "rackCoolingKW")];
    return std::min(r.powerW, r.coolingCapacityW * r.coolingFraction) / 1000.0;
}

double Facility::rackCoolingCapacityKW(int rack) const
{
    const Rack& r = m_racks[checkRack(rack, "rackCoolingCapacityKW")];
    return r.coolingCapacityW * r.coolingFraction / 1000.0;
}

double Facility::rackPue(int rack) const
{
    return m_racks[checkRack(rack, "rackPue")].pue;
}

bool Facility::rackFeedLost(int rack) const
{
    return m_racks[checkRack(rack, "rackFeedLost")].feedLost;
}

double Facility::itPowerKW() const
{
    double watts = 0.0;
    for (const Rack& r : m_racks)
        watts += r.powerW;
    return watts / 1000.0;
}

double Facility::facilityPowerKW() const
{
    double watts = 0.0;
    for (const Rack& r : m_racks)
        watts += r.powerW * r.pue;
    return watts / 1000.0;
}

double Facility::pue() const
{
    const double it = itPowerKW();
    if (it > 0.0)
        return facilityPowerKW() / it;
    double sum = 0.0;
    for (const Rack& r : m_racks)
        sum += r.pue;
    return sum / static_cast<double>(m_racks.size());
}

void Facility::setCoolingCapacityFraction(int rack, double fraction)
{
    checkRack(rack, "setCoolingCapacityFraction");
    if (!std::isfinite(fraction) || fraction < 0.0 || fraction > 1.0)
        throw Error("the cooling capacity fraction must be between 0 and 1", "fraction");
    materialize(rack);
    m_racks[rack].coolingFraction = fraction;
}

void Facility::setRackPowerCapKW(int rack, double capKW)
{
    checkRack(rack, "setRackPowerCapKW");
    if (!std::isfinite(capKW) || capKW < 0.0)
        throw Error("the power cap must be 0 (none) or a positive number of kW", "power_cap_kw");
    materialize(rack);
    m_racks[rack].capW = 1000.0 * capKW;
}

void Facility::setFeedLost(int rack, bool lost)
{
    checkRack(rack, "setFeedLost");
    materialize(rack);
    m_racks[rack].feedLost = lost;
}

void Facility::setGpuOnline(int gpu, bool online)
{
    checkGpu(gpu, "setGpuOnline");
    materialize(m_rackOfGpu[gpu]);
    m_onBus[gpu] = online ? 1 : 0;
    ++m_racks[m_rackOfGpu[gpu]].segmentSerial;
}

void Facility::setGpuThermalResistanceFactor(int gpu, double factor)
{
    checkGpu(gpu, "setGpuThermalResistanceFactor");
    if (!std::isfinite(factor) || factor < 1.0 || factor > 100.0)
        throw Error("the thermal resistance factor must be between 1 and 100", "factor");
    materialize(m_rackOfGpu[gpu]);
    m_resistanceFactor[gpu] = factor;
    ++m_racks[m_rackOfGpu[gpu]].segmentSerial;
}

} // namespace ailab::core::cluster
