// GPUs and AI server platforms. Vendor figures are from NVIDIA's datasheets; the course's
// are its System Architecture page ("Current Generation AI Server Platforms"). TFLOPS are dense
// Tensor Core figures: the datasheets print the 2:4 structured-sparsity figure, twice these.
#include "core/hw/catalog.h"

namespace ailab::core::hw {

namespace {
// Where the course's figures come from, as the learner reads it under "Sources".
constexpr const char* kCoursePlatforms =
    "AI Infrastructure Explained, System Architecture: AI server platforms table";
} // namespace

const std::vector<GpuSpec>& gpus()
{
    static const std::vector<GpuSpec> list = {
        {.id = "h100-sxm",
         .name = "NVIDIA H100 SXM5 80 GB",
         .formFactor = "SXM5",
         .memoryType = "HBM3",
         .hbmGB = 80,
         .hbmBandwidthTBps = 3.35,
         .bf16DenseTflops = 989,
         .fp16DenseTflops = 989,
         .fp8DenseTflops = 1979,
         .nvlinkGBps = 900,
         .nvlinkGeneration = 4,
         .tdpW = 700,
         .source = "NVIDIA H100 Tensor Core GPU datasheet (2023)",
         .notes = "18 fourth-generation NVLink links of 50 GB/s; TDP is configurable up to 700 W.",
         .idleW = 70,
         .maxOperatingTempC = 87,
         .slowdownTempC = 89,
         .shutdownTempC = 92,
         .maxBoostClockMHz = 1980,
         .baseClockMHz = 1590,
         .thermalSource =
             "Thresholds: GPU Max Operating Temp 87 C, GPU Slowdown Temp 89 C, "
             "GPU Shutdown Temp 92 C, the Hopper figures nvidia-smi -q reports as "
             "public write-ups quote NVIDIA's H100 PCIe product brief (PB-11133), "
             "taken for every Hopper board. Idle power: a teaching figure of 10 % of TDP; NVIDIA "
             "publishes none (an idle A100-SXM4-80GB reads 68 W, 17 % of its 400 W). "
             "Clocks: Max Clocks SM 1,980 MHz as nvidia-smi reports it for H100 SXM5; base 1,590 "
             "MHz (TechPowerUp GPU Database)."},
        {.id = "h200-sxm",
         .name = "NVIDIA H200 SXM 141 GB",
         .formFactor = "SXM5",
         .memoryType = "HBM3e",
         .hbmGB = 141,
         .hbmBandwidthTBps = 4.8,
         .bf16DenseTflops = 989,
         .fp16DenseTflops = 989,
         .fp8DenseTflops = 1979,
         .nvlinkGBps = 900,
         .nvlinkGeneration = 4,
         .tdpW = 700,
         .source = "NVIDIA H200 Tensor Core GPU datasheet (2024)",
         .notes = "The same Hopper compute as the H100 SXM with more and faster memory.",
         .idleW = 70,
         .maxOperatingTempC = 87,
         .slowdownTempC = 89,
         .shutdownTempC = 92,
         .maxBoostClockMHz = 1980,
         .baseClockMHz = 1590,
         .thermalSource =
             "Thresholds: GPU Max Operating Temp 87 C, GPU Slowdown Temp 89 C, "
             "GPU Shutdown Temp 92 C, the Hopper figures nvidia-smi -q reports as "
             "public write-ups quote NVIDIA's H100 PCIe product brief (PB-11133), "
             "taken for every Hopper board. Idle power: a teaching figure of 10 % of TDP; NVIDIA "
             "publishes none (an idle A100-SXM4-80GB reads 68 W, 17 % of its 400 W). "
             "Clocks: the H100 SXM5's GH100 clocks (1,980 / 1,590 MHz; TechPowerUp GPU Database)."},
        {.id = "h100-pcie",
         .name = "NVIDIA H100 PCIe 80 GB",
         .formFactor = "PCIe",
         .memoryType = "HBM2e",
         .hbmGB = 80,
         .hbmBandwidthTBps = 2.0,
         .bf16DenseTflops = 756,
         .fp16DenseTflops = 756,
         .fp8DenseTflops = 1513,
         .nvlinkGBps = 600,
         .nvlinkGeneration = 4,
         .tdpW = 350,
         .source = "NVIDIA H100 Tensor Core GPU datasheet (2023)",
         .notes = "NVLink bridges connect two cards at 600 GB/s; other GPUs are reached over "
                  "PCIe Gen5 (128 GB/s). Board power 300 to 350 W.",
         .idleW = 35,
         .maxOperatingTempC = 87,
         .slowdownTempC = 89,
         .shutdownTempC = 92,
         .maxBoostClockMHz = 1755,
         .baseClockMHz = 1095,
         .thermalSource =
             "Thresholds: GPU Max Operating Temp 87 C, GPU Slowdown Temp 89 C, "
             "GPU Shutdown Temp 92 C, the Hopper figures nvidia-smi -q reports as "
             "public write-ups quote NVIDIA's H100 PCIe product brief (PB-11133), "
             "taken for every Hopper board. Idle power: a teaching figure of 10 % of TDP; NVIDIA "
             "publishes none (an idle A100-SXM4-80GB reads 68 W, 17 % of its 400 W). "
             "Clocks: boost 1,755 MHz, base 1,095 MHz (TechPowerUp GPU Database)."},
        {.id = "a100-sxm-80",
         .name = "NVIDIA A100 SXM4 80 GB",
         .formFactor = "SXM4",
         .memoryType = "HBM2e",
         .hbmGB = 80,
         .hbmBandwidthTBps = 2.039,
         .bf16DenseTflops = 312,
         .fp16DenseTflops = 312,
         .fp8DenseTflops = 0,
         .nvlinkGBps = 600,
         .nvlinkGeneration = 3,
         .tdpW = 400,
         .source = "NVIDIA A100 Tensor Core GPU datasheet (2021)",
         .notes = "Ampere has no FP8 Tensor Cores; 12 third-generation NVLink links of 50 GB/s.",
         .idleW = 68,
         .maxOperatingTempC = 85,
         .slowdownTempC = 89,
         .shutdownTempC = 92,
         .maxBoostClockMHz = 1410,
         .baseClockMHz = 1275,
         .thermalSource = "nvidia-smi -q of an idle A100-SXM4-80GB in P0 (driver 525.60.13) "
                          "published in S. Bekman, Machine Learning Engineering, debug notes: "
                          "Max Operating 85 C, Slowdown 89 C, Shutdown 92 C, Power Draw 68 W, "
                          "Max Clocks SM 1,410 MHz (the A100 datasheet's boost clock); base "
                          "1,275 MHz (TechPowerUp GPU Database)."},
    };
    return list;
}

const std::vector<PlatformSpec>& platforms()
{
    static const std::vector<PlatformSpec> list = {
        {.id = "dgx-h100",
         .name = "NVIDIA DGX H100",
         .gpuId = "h100-sxm",
         .gpuCount = 8,
         .gpuDescription = "8x H100 SXM5",
         .hbmTotalGB = 640,
         .memoryType = "HBM3",
         .nvlinkGBps = 900,
         .nvlinkGeneration = 4,
         .nvlinkTopology = "All eight GPUs through four NVSwitch chips",
         .powerMinKW = 10.2,
         .powerMaxKW = 10.2,
         .rackUnits = 8,
         .formFactor = "8U rack",
         .source = "NVIDIA DGX H100 datasheet (2023)",
         .courseDifferences = {{.field = "form_factor",
                                .courseValue = "6U rack",
                                .vendorValue = "8U rack",
                                .note = "The DGX H100 chassis is 8U (356 mm); 6U was the DGX "
                                        "A100."}},
         .maxInletC = 30,
         .maxInletSource = "NVIDIA DGX H100 datasheet (2023): operating temperature 5 to 30 C"},
        {.id = "dgx-h200",
         .name = "NVIDIA DGX H200",
         .gpuId = "h200-sxm",
         .gpuCount = 8,
         .gpuDescription = "8x H200 SXM5",
         .hbmTotalGB = 1128,
         .memoryType = "HBM3e",
         .nvlinkGBps = 900,
         .nvlinkGeneration = 4,
         .nvlinkTopology = "All eight GPUs through four NVSwitch chips",
         .powerMinKW = 10.2,
         .powerMaxKW = 10.2,
         .rackUnits = 8,
         .formFactor = "8U rack",
         .source = "NVIDIA DGX H200 datasheet (2024)",
         .courseDifferences = {{.field = "hbm_total_gb",
                                .courseValue = "1.1 TB HBM3e",
                                .vendorValue = "1,128 GB HBM3e",
                                .note = "8 x 141 GB = 1,128 GB; the course rounds it to 1.1 TB."},
                               {.field = "form_factor",
                                .courseValue = "6U rack",
                                .vendorValue = "8U rack",
                                .note = "The DGX H200 uses the 8U chassis of the DGX H100."}},
         .maxInletC = 30,
         .maxInletSource = "NVIDIA DGX H200 datasheet (2024): operating temperature 5 to 30 C"},
        {.id = "hgx-h100",
         .name = "NVIDIA HGX H100 8-GPU",
         .gpuId = "h100-sxm",
         .gpuCount = 8,
         .gpuDescription = "8x H100 SXM5",
         .hbmTotalGB = 640,
         .memoryType = "HBM3",
         .nvlinkGBps = 900,
         .nvlinkGeneration = 4,
         .nvlinkTopology = "All eight GPUs through NVSwitch chips on the baseboard",
         .powerMinKW = 10.2,
         .powerMaxKW = 10.2,
         .rackUnits = 0,
         .formFactor = "OEM chassis",
         .source = "NVIDIA HGX H100 product brief (2023); system power: AI Infrastructure "
                   "Explained, System Architecture: AI server platforms table (the DGX H100 "
                   "figure; NVIDIA gives none for HGX, whose chassis is the OEM's)",
         .courseDifferences = {},
         .maxInletC = 30,
         .maxInletSource = "The DGX H100's operating range, 5 to 30 C (NVIDIA DGX H100 datasheet, "
                           "2023); an HGX chassis is the OEM's"},
        {.id = "oem-4gpu-pcie",
         .name = "OEM 4x GPU server",
         .gpuId = "h100-pcie",
         .gpuCount = 4,
         .gpuDescription = "4x H100 PCIe",
         .hbmTotalGB = 320,
         .memoryType = "HBM2e",
         .nvlinkGBps = 600,
         .nvlinkGeneration = 4,
         .nvlinkTopology = "NVLink bridges join the GPUs in two pairs; pairs talk over PCIe",
         .powerMinKW = 5,
         .powerMaxKW = 6,
         .rackUnits = 2,
         .formFactor = "2U rack",
         .source = std::string(kCoursePlatforms) +
                   " (a generic OEM server: GPU count, power, form factor); GPU figures: "
                   "NVIDIA H100 Tensor Core GPU datasheet (2023)",
         .courseDifferences =
             {{.field = "memory_type",
               .courseValue = "320 GB HBM3",
               .vendorValue = "320 GB HBM2e",
               .note = "The 80 GB H100 PCIe card carries HBM2e (2.0 TB/s), not HBM3."},
              {.field = "gpu_description",
               .courseValue = "4x H100/H200 PCIe",
               .vendorValue = "4x H100 PCIe",
               .note = "The PCIe card of the H200 is the H200 NVL (141 GB HBM3e, 900 GB/s "
                       "bridges); with it the server holds 564 GB, not 320 GB."},
              {.field = "nvlink_generation",
               .courseValue = "NVLink 3.0 (600 GB/s)",
               .vendorValue = "fourth-generation NVLink bridges, 600 GB/s per GPU pair",
               .note = "Hopper GPUs use fourth-generation NVLink; 600 GB/s is the bridge "
                       "bandwidth between two cards, not an all-to-all NVSwitch fabric."}},
         .maxInletC = 35,
         .maxInletSource = "ASHRAE TC 9.9 (2021) class A2 allowable inlet, 10 to 35 C, the class "
                           "general-purpose OEM servers are rated for"},
    };
    return list;
}

} // namespace ailab::core::hw
