// Fabrics, storage tiers and cooling, from the course's System Architecture page ("AI
// Network Fabric Options", "Storage Architecture", "Cooling Technology Comparison").
// Port rates are the standards' signalling rates; latency, scale and cost are the course's.
#include "core/hw/catalog.h"

namespace ailab::core::hw {

namespace {
// Where the course's figures come from, as the learner reads it under "Sources".
constexpr const char* kCourseFabrics =
    "AI Infrastructure Explained, System Architecture: AI network fabric options table";
constexpr const char* kCourseStorage =
    "AI Infrastructure Explained, System Architecture: storage architecture";
constexpr const char* kCourseCooling =
    "AI Infrastructure Explained, System Architecture: cooling technology comparison table";
// The coolant flows behind Q = m_dot c_p dT (docs/models.md, Facility).
constexpr const char* kAirFlowSource =
    "160 CFM (75.5 L/s) of air per kW: the flow that carries 1 kW with the 20 F (11 K) rise "
    "across IT equipment that data-centre airflow sizing assumes, dT = Q / (rho V c_p), dry "
    "air at 1.2 kg/m3 and 1,006 J/(kg K)";
constexpr const char* kWaterFlowSource =
    "1.5 L/min (0.025 L/s) of water per kW, the cold-plate sizing rule of thumb (a 10 K rise "
    "in the loop), water at 997 kg/m3 and 4,180 J/(kg K)";
constexpr const char* kImmersionFlowSource =
    "The facility water of the fluid's heat exchanger, sized like a cold-plate loop: 1.5 L/min "
    "(0.025 L/s) per kW, 997 kg/m3, 4,180 J/(kg K)";
} // namespace

const std::vector<FabricSpec>& fabrics()
{
    static const std::vector<FabricSpec> list = {
        {.id = "ib-ndr",
         .name = "InfiniBand NDR",
         .technology = "InfiniBand",
         .portGbps = 400,
         .latencyMinNs = 500,
         .latencyMaxNs = 500,
         .scale = "1,000+ GPUs",
         .costLevel = "High",
         .bestFor = "Large training clusters, frontier models",
         .source = std::string(kCourseFabrics) + "; port rate: InfiniBand Trade Association NDR "
                                                 "(4 lanes x 100 Gb/s)",
         .courseDifferences = {}},
        {.id = "ib-hdr",
         .name = "InfiniBand HDR",
         .technology = "InfiniBand",
         .portGbps = 200,
         .latencyMinNs = 600,
         .latencyMaxNs = 600,
         .scale = "500+ GPUs",
         .costLevel = "Medium-high",
         .bestFor = "Mid-scale training, HPC",
         .source = std::string(kCourseFabrics) + "; port rate: InfiniBand Trade Association HDR "
                                                 "(4 lanes x 50 Gb/s)",
         .courseDifferences = {}},
        {.id = "roce-400g",
         .name = "Ethernet 400 GbE + RoCEv2",
         .technology = "Ethernet + RoCEv2",
         .portGbps = 400,
         .latencyMinNs = 1000,
         .latencyMaxNs = 3000,
         .scale = "Unlimited",
         .costLevel = "Medium",
         .bestFor = "Large inference, cost-sensitive training",
         .source = std::string(kCourseFabrics) +
                   "; port rate: IEEE 802.3bs-2017 (400GBASE); RoCEv2: "
                   "InfiniBand Architecture Specification, Annex A17",
         .courseDifferences = {}},
        {.id = "roce-100g",
         .name = "Ethernet 100 GbE + RoCEv2",
         .technology = "Ethernet + RoCEv2",
         .portGbps = 100,
         .latencyMinNs = 1000,
         .latencyMaxNs = 5000,
         .scale = "Unlimited",
         .costLevel = "Low-medium",
         .bestFor = "Small clusters, inference, dev/test",
         .source = std::string(kCourseFabrics) +
                   "; port rate: IEEE 802.3ba-2010 (100GBASE); RoCEv2: "
                   "InfiniBand Architecture Specification, Annex A17",
         .courseDifferences = {}},
    };
    return list;
}

const std::vector<StorageTierSpec>& storageTiers()
{
    static const std::vector<StorageTierSpec> list = {
        {.id = "hot",
         .name = "Hot tier",
         .kind = "Parallel file system",
         .technologies = {"GPFS", "Lustre", "WEKA", "VAST", "DDN"},
         .role = "Active training datasets, checkpoints, model weights.",
         .performance = "Must deliver hundreds of GB/s of sequential throughput.",
         .source = kCourseStorage},
        {.id = "warm",
         .name = "Warm tier",
         .kind = "High-capacity NVMe",
         .technologies = {"All-NVMe arrays", "NVMe-oF"},
         .role = "Preprocessed datasets, recent checkpoints, inference model storage.",
         .performance = "",
         .source = kCourseStorage},
        {.id = "cold",
         .name = "Cold tier",
         .kind = "Object storage",
         .technologies = {"S3-compatible", "Ceph", "MinIO"},
         .role = "Raw datasets, archived models, long-term checkpoint storage.",
         .performance = "",
         .source = kCourseStorage},
    };
    return list;
}

const std::vector<CoolingSpec>& coolingTechnologies()
{
    static const std::vector<CoolingSpec> list = {
        {.id = "air",
         .name = "Air cooling",
         .maxRackKW = 15,
         .maxRackIsLowerBound = false,
         .pueMin = 1.4,
         .pueMax = 2.0,
         .infrastructureChange = "None",
         .costLevel = "Low",
         .source = kCourseCooling,
         .coolant = "air",
         .ashraeClass = "A1 to A4, recommended envelope",
         .supplyMinC = 18,
         .supplyMaxC = 27,
         .supplyTypicalC = 22.5,
         .supplySource = "ASHRAE TC 9.9 (2021) recommended inlet envelope for classes A1 to A4, 18 "
                         "to 27 C; the model takes its midpoint",
         .coolantFlowLitresPerSecondPerKW = 75.5,
         .coolantDensityKgPerM3 = 1.2,
         .coolantSpecificHeatJPerKgK = 1006,
         .coolantFlowSource = kAirFlowSource},
        {.id = "rdhx",
         .name = "Rear-door heat exchanger (RDHx)",
         .maxRackKW = 30,
         .maxRackIsLowerBound = false,
         .pueMin = 1.2,
         .pueMax = 1.5,
         .infrastructureChange = "Chilled water to rack",
         .costLevel = "Medium",
         .source = kCourseCooling,
         .coolant = "air",
         .ashraeClass = "A1 to A4, recommended envelope (the door's water cools the exhaust)",
         .supplyMinC = 18,
         .supplyMaxC = 27,
         .supplyTypicalC = 22.5,
         .supplySource = "ASHRAE TC 9.9 (2021) recommended inlet envelope for classes A1 to A4, 18 "
                         "to 27 C; the model takes its midpoint",
         .coolantFlowLitresPerSecondPerKW = 75.5,
         .coolantDensityKgPerM3 = 1.2,
         .coolantSpecificHeatJPerKgK = 1006,
         .coolantFlowSource = kAirFlowSource},
        {.id = "direct-to-chip",
         .name = "Direct-to-chip liquid cooling (DLC)",
         .maxRackKW = 60,
         .maxRackIsLowerBound = false,
         .pueMin = 1.1,
         .pueMax = 1.3,
         .infrastructureChange = "Liquid loop to each server",
         .costLevel = "High",
         .source = kCourseCooling,
         .coolant = "water",
         .ashraeClass = "W32",
         .supplyMinC = 2,
         .supplyMaxC = 32,
         .supplyTypicalC = 17,
         .supplySource = "ASHRAE TC 9.9 (2021) liquid-cooling class W32: facility water 2 to 32 C; "
                         "the model takes the midpoint",
         .coolantFlowLitresPerSecondPerKW = 0.025,
         .coolantDensityKgPerM3 = 997,
         .coolantSpecificHeatJPerKgK = 4180,
         .coolantFlowSource = kWaterFlowSource},
        {.id = "immersion",
         .name = "Full immersion cooling",
         .maxRackKW = 100,
         .maxRackIsLowerBound = true,
         .pueMin = 1.02,
         .pueMax = 1.1,
         .infrastructureChange = "Complete facility redesign",
         .costLevel = "Very high",
         .source = kCourseCooling,
         .coolant = "dielectric fluid",
         .ashraeClass = "W40 (facility water to the fluid's heat exchanger)",
         .supplyMinC = 2,
         .supplyMaxC = 40,
         .supplyTypicalC = 21,
         .supplySource = "ASHRAE TC 9.9 (2021) liquid-cooling class W40: facility water 2 to 40 C; "
                         "the model takes the midpoint",
         .coolantFlowLitresPerSecondPerKW = 0.025,
         .coolantDensityKgPerM3 = 997,
         .coolantSpecificHeatJPerKgK = 4180,
         .coolantFlowSource = kImmersionFlowSource},
    };
    return list;
}

} // namespace ailab::core::hw
