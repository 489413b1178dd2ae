#pragma once

#include "core/units/units.h"

#include <string>
#include <string_view>
#include <vector>

// The hardware catalog: GPUs, AI server platforms, fabrics, storage tiers and cooling.
// Units are decimal (1 GB = 1e9 B, 1 Gb/s = 1e9 b/s) and named in each field. Every entry
// names its source; where the course ("AI Infrastructure Explained", System Architecture)
// disagrees with a vendor figure, the catalog keeps the vendor figure and records the
// course's in `courseDifferences`.
namespace ailab::core::hw {

// A figure on which the course and the vendor disagree.
struct CourseDifference
{
    std::string field;       // catalog field, e.g. "hbm_total_gb"
    std::string courseValue; // as the course writes it, e.g. "1.1 TB HBM3e"
    std::string vendorValue; // as the catalog keeps it, e.g. "1,128 GB HBM3e"
    std::string note;        // why they differ
};

struct GpuSpec
{
    std::string id; // "h100-sxm"
    std::string name;
    std::string formFactor; // "SXM5", "PCIe"
    std::string memoryType; // "HBM3"
    double hbmGB = 0;
    double hbmBandwidthTBps = 0;
    double bf16DenseTflops = 0; // Tensor Core, without structured sparsity
    double fp16DenseTflops = 0;
    double fp8DenseTflops = 0; // 0 when the GPU has no FP8 Tensor Cores
    double nvlinkGBps = 0;     // total NVLink bandwidth per GPU, both directions
    int nvlinkGeneration = 0;
    double tdpW = 0; // maximum board power
    std::string source;
    std::string notes;
    // Power, temperature and clock figures the facility model needs (core/cluster); the
    // thresholds are those `nvidia-smi -q` prints under "Temperature".
    double idleW = 0;             // board power with nothing running (P0, persistence on)
    double maxOperatingTempC = 0; // "GPU Max Operating Temp": software slowdown begins
    double slowdownTempC = 0;     // "GPU Slowdown Temp": hardware slowdown (clock / 2 or more)
    double shutdownTempC = 0;     // "GPU Shutdown Temp": the GPU powers off to protect itself
    double maxBoostClockMHz = 0;  // maximum SM clock
    double baseClockMHz = 0;      // SM base clock
    std::string thermalSource;    // where the figures above come from

    bool hasFp8() const { return fp8DenseTflops > 0; }

    // The same figures as typed quantities (core/units).
    units::Bytes hbm() const { return units::Bytes::gigabytes(hbmGB); }
    units::ByteRate hbmBandwidth() const
    {
        return units::ByteRate::terabytesPerSecond(hbmBandwidthTBps);
    }
    units::Flops bf16Dense() const { return units::Flops::teraflops(bf16DenseTflops); }
    units::ByteRate nvlink() const { return units::ByteRate::gigabytesPerSecond(nvlinkGBps); }
    units::Watts tdp() const { return units::Watts::watts(tdpW); }
};

struct PlatformSpec
{
    std::string id; // "dgx-h100"
    std::string name;
    std::string gpuId; // a GpuSpec id
    int gpuCount = 0;
    std::string gpuDescription; // "8x H100 SXM5"
    double hbmTotalGB = 0;
    std::string memoryType;
    double nvlinkGBps = 0; // per GPU
    int nvlinkGeneration = 0;
    std::string nvlinkTopology; // how the GPUs are connected
    double powerMinKW = 0;      // maximum system power; a range when the source gives one
    double powerMaxKW = 0;
    int rackUnits = 0;      // 0 when the chassis is not fixed (HGX baseboard)
    std::string formFactor; // as text, e.g. "8U rack"
    std::string source;
    std::vector<CourseDifference> courseDifferences;
    // The warmest inlet air the system is rated to run in (its operating temperature range).
    double maxInletC = 0;
    std::string maxInletSource;

    units::Bytes hbmTotal() const { return units::Bytes::gigabytes(hbmTotalGB); }
    units::Watts powerMax() const { return units::Watts::kilowatts(powerMaxKW); }
};

struct FabricSpec
{
    std::string id; // "ib-ndr"
    std::string name;
    std::string technology;  // "InfiniBand", "Ethernet + RoCEv2"
    double portGbps = 0;     // per port, per direction
    double latencyMinNs = 0; // the course's typical end-to-end latency range
    double latencyMaxNs = 0;
    std::string scale;     // as the course states it
    std::string costLevel; // "Low", "Medium", "High", ...
    std::string bestFor;
    std::string source;
    std::vector<CourseDifference> courseDifferences;

    double portGBps() const { return portGbps / 8.0; } // bits to bytes
    units::BitRate portRate() const { return units::BitRate::gigabitsPerSecond(portGbps); }
    units::Seconds latencyMin() const { return units::Seconds::nanoseconds(latencyMinNs); }
    units::Seconds latencyMax() const { return units::Seconds::nanoseconds(latencyMaxNs); }
};

struct StorageTierSpec
{
    std::string id; // "hot"
    std::string name;
    std::string kind; // "Parallel file system"
    std::vector<std::string> technologies;
    std::string role;
    std::string performance; // what the tier must deliver, when the source says
    std::string source;
};

struct CoolingSpec
{
    std::string id; // "air"
    std::string name;
    double maxRackKW = 0;
    bool maxRackIsLowerBound = false; // "100+ kW": at least this much
    double pueMin = 0;
    double pueMax = 0;
    std::string infrastructureChange;
    std::string costLevel;
    std::string source;
    // What the heat is carried away by, and the temperature it is supplied at: for air the
    // rack inlet air (ASHRAE TC 9.9 recommended envelope), for liquid the facility water
    // (ASHRAE TC 9.9 liquid-cooling classes W17 to W45).
    std::string coolant;     // "air", "water", "dielectric fluid"
    std::string ashraeClass; // "A1 (recommended envelope)", "W32", ...
    double supplyMinC = 0;
    double supplyMaxC = 0;
    double supplyTypicalC = 0; // the default the facility model takes
    std::string supplySource;
    // The coolant the rack's heat warms at design flow: volume per kW of heat, density and
    // specific heat, so that Q = m_dot c_p dT gives the coolant's temperature rise.
    double coolantFlowLitresPerSecondPerKW = 0;
    double coolantDensityKgPerM3 = 0;
    double coolantSpecificHeatJPerKgK = 0;
    std::string coolantFlowSource;

    // Heat the design flow carries per kelvin of coolant temperature rise, per kW of heat
    // (W/K per kW): rho x V_dot x c_p.
    double coolantConductancePerKW() const
    {
        return coolantDensityKgPerM3 * coolantFlowLitresPerSecondPerKW / 1000.0 *
               coolantSpecificHeatJPerKgK;
    }
    // The coolant's rise across a rack at design flow, 1 kW / (rho V_dot c_p).
    double designTemperatureRiseK() const { return 1000.0 / coolantConductancePerKW(); }

    units::Watts maxRackPower() const { return units::Watts::kilowatts(maxRackKW); }
};

const std::vector<GpuSpec>& gpus();
const std::vector<PlatformSpec>& platforms();
const std::vector<FabricSpec>& fabrics();
const std::vector<StorageTierSpec>& storageTiers();
const std::vector<CoolingSpec>& coolingTechnologies();

// Lookups by id; nullptr when no entry has that id.
const GpuSpec* findGpu(std::string_view id);
const PlatformSpec* findPlatform(std::string_view id);
const FabricSpec* findFabric(std::string_view id);
const StorageTierSpec* findStorageTier(std::string_view id);
const CoolingSpec* findCooling(std::string_view id);

} // namespace ailab::core::hw
