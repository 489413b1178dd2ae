#include "core/hw/catalog_json.h"

#include "core/error.h"
#include "core/hw/catalog.h"

namespace ailab::core::hw {

using nlohmann::ordered_json;

namespace {

ordered_json differencesJson(const std::vector<CourseDifference>& diffs)
{
    ordered_json out = ordered_json::array();
    for (const auto& d : diffs)
        out.push_back({{"field", d.field},
                       {"course_value", d.courseValue},
                       {"vendor_value", d.vendorValue},
                       {"note", d.note}});
    return out;
}

ordered_json toJson(const GpuSpec& g)
{
    return {{"id", g.id},
            {"name", g.name},
            {"form_factor", g.formFactor},
            {"memory_type", g.memoryType},
            {"hbm_gb", g.hbmGB},
            {"hbm_bandwidth_tbps", g.hbmBandwidthTBps},
            {"bf16_dense_tflops", g.bf16DenseTflops},
            {"fp16_dense_tflops", g.fp16DenseTflops},
            {"fp8_dense_tflops", g.hasFp8() ? ordered_json(g.fp8DenseTflops) : ordered_json()},
            {"nvlink_gbps", g.nvlinkGBps},
            {"nvlink_generation", g.nvlinkGeneration},
            {"tdp_w", g.tdpW},
            {"idle_w", g.idleW},
            {"max_operating_temp_c", g.maxOperatingTempC},
            {"slowdown_temp_c", g.slowdownTempC},
            {"shutdown_temp_c", g.shutdownTempC},
            {"max_boost_clock_mhz", g.maxBoostClockMHz},
            {"base_clock_mhz", g.baseClockMHz},
            {"source", g.source},
            {"notes", g.notes},
            {"thermal_source", g.thermalSource}};
}

ordered_json toJson(const PlatformSpec& p)
{
    return {{"id", p.id},
            {"name", p.name},
            {"gpu_id", p.gpuId},
            {"gpu_count", p.gpuCount},
            {"gpu_description", p.gpuDescription},
            {"hbm_total_gb", p.hbmTotalGB},
            {"memory_type", p.memoryType},
            {"nvlink_gbps", p.nvlinkGBps},
            {"nvlink_generation", p.nvlinkGeneration},
            {"nvlink_topology", p.nvlinkTopology},
            {"power_min_kw", p.powerMinKW},
            {"power_max_kw", p.powerMaxKW},
            {"rack_units", p.rackUnits > 0 ? ordered_json(p.rackUnits) : ordered_json()},
            {"form_factor", p.formFactor},
            {"source", p.source},
            {"course_differences", differencesJson(p.courseDifferences)},
            {"max_inlet_c", p.maxInletC},
            {"max_inlet_source", p.maxInletSource}};
}

ordered_json toJson(const FabricSpec& f)
{
    return {{"id", f.id},
            {"name", f.name},
            {"technology", f.technology},
            {"port_gbps", f.portGbps},
            {"port_gbytes_per_s", f.portGBps()},
            {"latency_min_ns", f.latencyMinNs},
            {"latency_max_ns", f.latencyMaxNs},
            {"scale", f.scale},
            {"cost", f.costLevel},
            {"best_for", f.bestFor},
            {"source", f.source},
            {"course_differences", differencesJson(f.courseDifferences)}};
}

ordered_json toJson(const StorageTierSpec& s)
{
    return {{"id", s.id},        {"name", s.name},
            {"kind", s.kind},    {"technologies", s.technologies},
            {"role", s.role},    {"performance", s.performance},
            {"source", s.source}};
}

ordered_json toJson(const CoolingSpec& c)
{
    return {{"id", c.id},
            {"name", c.name},
            {"max_rack_kw", c.maxRackKW},
            {"max_rack_is_lower_bound", c.maxRackIsLowerBound},
            {"pue_min", c.pueMin},
            {"pue_max", c.pueMax},
            {"infrastructure_change", c.infrastructureChange},
            {"cost", c.costLevel},
            {"source", c.source},
            {"coolant", c.coolant},
            {"ashrae_class", c.ashraeClass},
            {"supply_min_c", c.supplyMinC},
            {"supply_max_c", c.supplyMaxC},
            {"supply_typical_c", c.supplyTypicalC},
            {"supply_source", c.supplySource},
            {"coolant_flow_l_per_s_per_kw", c.coolantFlowLitresPerSecondPerKW},
            {"coolant_density_kg_per_m3", c.coolantDensityKgPerM3},
            {"coolant_specific_heat_j_per_kg_k", c.coolantSpecificHeatJPerKgK},
            {"coolant_flow_source", c.coolantFlowSource}};
}

template <typename T> ordered_json listJson(const std::vector<T>& items)
{
    ordered_json out = ordered_json::array();
    for (const auto& item : items)
        out.push_back(toJson(item));
    return out;
}

} // namespace

const std::vector<std::string>& catalogKinds()
{
    static const std::vector<std::string> kinds = {"gpus", "platforms", "fabrics", "storage",
                                                   "cooling"};
    return kinds;
}

ordered_json catalogJson(std::string_view kind)
{
    if (kind.empty()) {
        ordered_json all = ordered_json::object();
        for (const auto& k : catalogKinds())
            all[k] = catalogJson(k);
        return all;
    }
    if (kind == "gpus")
        return listJson(gpus());
    if (kind == "platforms")
        return listJson(platforms());
    if (kind == "fabrics")
        return listJson(fabrics());
    if (kind == "storage")
        return listJson(storageTiers());
    if (kind == "cooling")
        return listJson(coolingTechnologies());
    throw Error("unknown catalog kind '" + std::string(kind) +
                    "'; expected one of gpus, platforms, fabrics, storage, cooling",
                "--kind");
}

} // namespace ailab::core::hw
