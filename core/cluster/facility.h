#pragma once

#include "core/cluster/gpu_thermal.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// The facility of the cluster twin (docs/models.md, Facility): racks of catalogue servers on
// power feeds with optional power caps, each rack cooled by a catalogue technology. Per GPU
// it tracks power, temperature, SM clock and NVML's throttle reasons, in arrays (one entry a
// GPU) so that 16,384 GPUs advance in microseconds.
namespace ailab::core::cluster {

struct RackSpec
{
    std::string id;
    std::string platformId; // hw::PlatformSpec id, e.g. "dgx-h100"
    int servers = 1;
    double feedKW = 0;            // the feed's rating; the breaker opens above it
    double powerCapKW = 0;        // 0: no cap
    std::string coolingId;        // hw::CoolingSpec id, e.g. "air"
    double coolingCapacityKW = 0; // 0: the technology's maximum rack power from the catalogue
};

struct FacilitySpec
{
    std::vector<RackSpec> racks;
    // Supply temperatures; unset: each cooling technology's typical supply from the catalogue.
    std::optional<double> supplyAirC;   // racks cooled by air (air, rear-door heat exchanger)
    std::optional<double> supplyWaterC; // racks cooled by a liquid loop (cold plate, immersion)
    // Time constants of the first-order responses (teaching assumptions, docs/models.md).
    double inletTimeConstantSeconds = 60.0;
    double gpuTimeConstantSeconds = 30.0;
};

// ASHRAE TC 9.9's recommended maximum inlet temperature for air-cooled IT (classes A1 to A4).
inline constexpr double kAshraeRecommendedMaxInletC = 27.0;
// The largest share of a rack's inlet that can be its own recirculated exhaust when its
// cooling fails; the rest is drawn from the room at supply temperature (teaching
// assumption: a contained aisle still leaks; docs/models.md, Facility).
inline constexpr double kMaxRecirculation = 0.9;

enum class FacilityEventKind {
    // `reasons` holds the bits that became active or cleared; `value` is the temperature (C)
    // the decision was taken at, the GPU's at the start of the step.
    GpuThrottleStarted,
    GpuThrottleEnded,
    GpuThermalShutdown,    // reached GPU Shutdown Temp and left the bus; `value` in C
    FeedTripped,           // the rack drew more than its feed; `value` the rack's kW
    InletAboveRecommended, // inlet rose above 27 C; `value` the inlet in C
    InletWithinRecommended,
    HeatAboveCooling, // the rack's heat exceeds its cooling; `value` the heat in kW
    HeatWithinCooling,
};

// Stable ids for logs: "gpu-throttle-started", "inlet-above-recommended", ...
std::string_view facilityEventKindId(FacilityEventKind kind);

struct FacilityEvent
{
    FacilityEventKind kind = FacilityEventKind::GpuThrottleStarted;
    int rack = -1;
    int gpu = -1; // -1 for a rack's event
    std::uint32_t reasons = 0;
    double value = 0.0;
};

class Facility
{
public:
    // Throws core::Error naming the field ("/racks/2/platform_id") for an unknown id or a
    // value out of range.
    explicit Facility(const FacilitySpec& spec);

    int rackCount() const { return static_cast<int>(m_racks.size()); }
    int gpuCount() const { return static_cast<int>(m_activity.size()); }
    // GPUs are numbered rack by rack, server by server.
    int firstGpuOfRack(int rack) const;
    int gpusInRack(int rack) const;
    int rackOfGpu(int gpu) const;

    // Activity in [0, 1]: the share of the GPU's dynamic power its work asks for.
    void setGpuActivity(int gpu, double activity);
    void setRackActivity(int rack, double activity);

    // Advances every rack and GPU by dt seconds (> 0); returns the transitions of this step.
    const std::vector<FacilityEvent>& advance(double dtSeconds);

    double gpuPowerW(int gpu) const;
    double gpuTemperatureC(int gpu) const;
    double gpuClockFactor(int gpu) const; // SM clock / max boost clock; 0 when off
    double gpuClockMHz(int gpu) const;
    std::uint32_t gpuThrottleReasons(int gpu) const;
    bool gpuOnline(int gpu) const; // on the bus and its server powered

    // Every GPU's figures at once, indexed by GPU, for callers that read them all each step
    // (telemetry, the slowest clock of a job): the same as the getters above. (Temperatures
    // have none: a rack's are brought up to date when read, gpuTemperatureC.)
    std::span<const double> gpuPowersW() const { return m_powerW; }
    std::span<const double> gpuClockFactors() const { return m_clockFactor; }
    std::span<const std::uint8_t> gpusOnBus() const { return m_onBus; }

    // The warmest of the rack's GPUs now (DCGM_FI_DEV_GPU_TEMP's maximum over the rack), as
    // gpuTemperatureC reads each. Within a segment a GPU's temperature is
    // (1 - d) R P + d T0 + (terms the same for every GPU) with d in (0, 1], increasing in
    // both R P and its start T0, so the warmest is among the GPUs no other beats in both:
    // those are found once per segment, and each call evaluates only them.
    double rackHottestGpuC(int rack) const;
    double rackPowerKW(int rack) const; // GPUs plus the servers' other parts
    double rackInletC(int rack) const;
    double rackCoolingKW(int rack) const; // heat the cooling removes now
    double rackCoolingCapacityKW(int rack) const;
    double rackPue(int rack) const;
    bool rackFeedLost(int rack) const;
    double itPowerKW() const;
    double facilityPowerKW() const; // each rack's IT power x its cooling's PUE
    double pue() const;             // facility / IT; the IT-weighted mean of the racks' PUE

    // Faults. Capacity fraction in [0, 1]: 0 is a failed cooling unit.
    void setCoolingCapacityFraction(int rack, double fraction);
    void setRackPowerCapKW(int rack, double capKW); // 0 lifts the cap
    void setFeedLost(int rack, bool lost);
    void setGpuOnline(int gpu, bool online); // off the bus (Xid 79) or back after a reset
    // A degraded thermal interface (Llama 3's "GPU Thermal Interface + Sensor" failures)
    // multiplies the GPU's thermal resistance by `factor` >= 1; 1 restores it.
    void setGpuThermalResistanceFactor(int gpu, double factor);

private:
    struct Rack
    {
        int firstGpu = 0;
        int gpuCount = 0;
        int servers = 0;
        double idleW = 0, tdpW = 0, maxOperatingC = 0, slowdownC = 0, shutdownC = 0;
        double maxBoostMHz = 0;
        double thermalResistance = 0; // K/W, junction to inlet
        double otherPowerPerServerW = 0;
        double feedW = 0, capW = 0;
        double coolingCapacityW = 0, coolingFraction = 1.0;
        double coolantConductancePerW = 0; // W/K of coolant flow per W of heat
        double supplyC = 0, inletC = 0;
        double pue = 1.0;
        double powerW = 0;
        bool feedLost = false;
        bool inletAbove = false;
        bool heatAbove = false;
        // A segment is a stretch of steps over which every GPU's power and the inlet's target
        // stay constant: temperatures then follow their closed form from the segment's start
        // (m_temperatureC) and the per-GPU loops are skipped. Any change of input, or a GPU
        // near a thermal threshold, ends it.
        bool dirty = true;
        bool thermalActive = false; // some GPU is under thermal slowdown
        double segmentElapsed = 0.0;
        double segmentInletStartC = 0.0;
        double segmentInletTargetC = 0.0;
        double segmentHottestC = 0.0; // no GPU can get warmer within the segment
        mutable double cachedElapsed = -1.0;
        mutable ThermalStep cachedStep;
        // Bumped whenever a segment starts or a GPU's state changes: rackHottestGpuC's
        // candidates are those of one segment.
        std::uint64_t segmentSerial = 0;
        mutable std::uint64_t hottestSerial = ~std::uint64_t(0);
        mutable std::vector<int> hottestCandidates;
    };

    int checkGpu(int gpu, const char* what) const;
    int checkRack(int rack, const char* what) const;
    void advanceRack(int index, double dtSeconds);
    bool advanceQuietRack(int index, double dtSeconds);
    const ThermalStep& segmentStep(const Rack& rack) const;
    void materialize(int rack); // writes the temperatures at the segment's end, starts anew

    FacilitySpec m_spec;
    std::vector<Rack> m_racks;
    std::vector<int> m_rackOfGpu;
    // One entry per GPU.
    std::vector<double> m_activity;
    std::vector<double> m_temperatureC; // at the start of the rack's segment
    std::vector<double> m_powerW;
    std::vector<double> m_clockFactor;
    std::vector<std::uint32_t> m_reasons;
    std::vector<std::uint8_t> m_onBus;
    std::vector<double> m_resistanceFactor;
    std::vector<std::uint32_t> m_nextReasons; // scratch of advance()
    std::vector<FacilityEvent> m_events;
};

} // namespace ailab::core::cluster
