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
         .notes = "18 fourth-generation NVLink links of 50 GB/s; TDP is configurable up to 700 W."},
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
         .notes = "The same Hopper compute as the H100 SXM with more and faster memory."},
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
                  "PCIe Gen5 (128 GB/s). Board power 300 to 350 W."},
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
         .notes = "Ampere has no FP8 Tensor Cores; 12 third-generation NVLink links of 50 GB/s."},
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
                                        "A100."}}},
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
                                .note = "The DGX H200 uses the 8U chassis of the DGX H100."}}},
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
         .courseDifferences = {}},
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
                       "bandwidth between two cards, not an all-to-all NVSwitch fabric."}}},
    };
    return list;
}

} // namespace ailab::core::hw
