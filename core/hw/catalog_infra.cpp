// Fabrics, storage tiers and cooling, from the seed's tables (system-architecture.txt:
// "AI Network Fabric Options", "Storage Architecture", "Cooling Technology Comparison").
// Port rates are the standards' signalling rates; latency, scale and cost are the seed's.
#include "core/hw/catalog.h"

namespace ailab::core::hw {

namespace {
constexpr const char* kSeed = "seed: system-architecture.txt";
}

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
         .source = std::string(kSeed) + "; port rate: InfiniBand Trade Association NDR "
                                        "(4 lanes x 100 Gb/s)",
         .seedDifferences = {}},
        {.id = "ib-hdr",
         .name = "InfiniBand HDR",
         .technology = "InfiniBand",
         .portGbps = 200,
         .latencyMinNs = 600,
         .latencyMaxNs = 600,
         .scale = "500+ GPUs",
         .costLevel = "Medium-high",
         .bestFor = "Mid-scale training, HPC",
         .source = std::string(kSeed) + "; port rate: InfiniBand Trade Association HDR "
                                        "(4 lanes x 50 Gb/s)",
         .seedDifferences = {}},
        {.id = "roce-400g",
         .name = "Ethernet 400 GbE + RoCEv2",
         .technology = "Ethernet + RoCEv2",
         .portGbps = 400,
         .latencyMinNs = 1000,
         .latencyMaxNs = 3000,
         .scale = "Unlimited",
         .costLevel = "Medium",
         .bestFor = "Large inference, cost-sensitive training",
         .source = std::string(kSeed) + "; port rate: IEEE 802.3bs-2017 (400GBASE); RoCEv2: "
                                        "InfiniBand Architecture Specification, Annex A17",
         .seedDifferences = {}},
        {.id = "roce-100g",
         .name = "Ethernet 100 GbE + RoCEv2",
         .technology = "Ethernet + RoCEv2",
         .portGbps = 100,
         .latencyMinNs = 1000,
         .latencyMaxNs = 5000,
         .scale = "Unlimited",
         .costLevel = "Low-medium",
         .bestFor = "Small clusters, inference, dev/test",
         .source = std::string(kSeed) + "; port rate: IEEE 802.3ba-2010 (100GBASE); RoCEv2: "
                                        "InfiniBand Architecture Specification, Annex A17",
         .seedDifferences = {}},
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
         .source = kSeed},
        {.id = "warm",
         .name = "Warm tier",
         .kind = "High-capacity NVMe",
         .technologies = {"All-NVMe arrays", "NVMe-oF"},
         .role = "Preprocessed datasets, recent checkpoints, inference model storage.",
         .performance = "",
         .source = kSeed},
        {.id = "cold",
         .name = "Cold tier",
         .kind = "Object storage",
         .technologies = {"S3-compatible", "Ceph", "MinIO"},
         .role = "Raw datasets, archived models, long-term checkpoint storage.",
         .performance = "",
         .source = kSeed},
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
         .source = kSeed},
        {.id = "rdhx",
         .name = "Rear-door heat exchanger (RDHx)",
         .maxRackKW = 30,
         .maxRackIsLowerBound = false,
         .pueMin = 1.2,
         .pueMax = 1.5,
         .infrastructureChange = "Chilled water to rack",
         .costLevel = "Medium",
         .source = kSeed},
        {.id = "direct-to-chip",
         .name = "Direct-to-chip liquid cooling (DLC)",
         .maxRackKW = 60,
         .maxRackIsLowerBound = false,
         .pueMin = 1.1,
         .pueMax = 1.3,
         .infrastructureChange = "Liquid loop to each server",
         .costLevel = "High",
         .source = kSeed},
        {.id = "immersion",
         .name = "Full immersion cooling",
         .maxRackKW = 100,
         .maxRackIsLowerBound = true,
         .pueMin = 1.02,
         .pueMax = 1.1,
         .infrastructureChange = "Complete facility redesign",
         .costLevel = "Very high",
         .source = kSeed},
    };
    return list;
}

} // namespace ailab::core::hw
