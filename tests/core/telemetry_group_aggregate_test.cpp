// Per-tick min, mean and max over groups of members (the GPUs of a rack).
#include "core/error.h"
#include "core/telemetry/group_aggregate.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using namespace ailab::core;
using namespace ailab::core::telemetry;

TEST_CASE("a group aggregate records min, mean and max per group and tick", "[telemetry]")
{
    MetricRegistry registry;
    // Six GPUs in two racks: 0, 2, 4 in rack0; 1, 3, 5 in rack1.
    GroupAggregate racks(registry, MetricName("DCGM_FI_DEV_GPU_TEMP", {{"cluster", "twin"}}),
                         "°C", "rack", {"rack0", "rack1"}, {0, 1, 0, 1, 0, 1});
    CHECK(registry.size() == 6);
    CHECK(registry.contains(R"(DCGM_FI_DEV_GPU_TEMP_min{cluster="twin",rack="rack0"})"));
    CHECK(registry.contains(R"(DCGM_FI_DEV_GPU_TEMP_mean{cluster="twin",rack="rack1"})"));
    CHECK(registry.get(R"(DCGM_FI_DEV_GPU_TEMP_max{cluster="twin",rack="rack1"})").unit() ==
          "°C");

    const std::vector<double> tick0{50, 70, 52, 71, 57, 78};
    racks.record(0.0, tick0);
    CHECK(racks.minSeries(0).latest()->value == 50);
    CHECK(racks.meanSeries(0).latest()->value == 53);
    CHECK(racks.maxSeries(0).latest()->value == 57);
    CHECK(racks.minSeries(1).latest()->value == 70);
    CHECK(racks.meanSeries(1).latest()->value == 73);
    CHECK(racks.maxSeries(1).latest()->value == 78);

    // A GPU without a reading is left out; a rack without any records a gap.
    const std::vector<double> tick1{NAN, NAN, 60, NAN, 64, NAN};
    racks.record(1.0, tick1);
    CHECK(racks.minSeries(0).latest()->value == 60);
    CHECK(racks.meanSeries(0).latest()->value == 62);
    CHECK(std::isnan(racks.maxSeries(1).latest()->value));
    CHECK(racks.meanSeries(1).latest()->time == 1.0);

    const std::vector<double> wrongCount{1, 2, 3};
    CHECK_THROWS_AS(racks.record(2.0, wrongCount), Error);
}

TEST_CASE("a group aggregate matches a direct computation over 16,384 GPUs", "[telemetry]")
{
    constexpr std::size_t kGpus = 16384;
    constexpr std::size_t kRacks = 64; // 256 GPUs a rack
    std::vector<std::string> racks;
    for (std::size_t r = 0; r < kRacks; ++r)
        racks.push_back("rack" + std::to_string(r));
    std::vector<std::uint32_t> rackOf(kGpus);
    for (std::size_t g = 0; g < kGpus; ++g)
        rackOf[g] = static_cast<std::uint32_t>(g / 256);
    MetricRegistry registry;
    GroupAggregate aggregate(registry, MetricName("DCGM_FI_DEV_POWER_USAGE"), "W", "rack",
                             racks, rackOf, 16);
    std::vector<double> power(kGpus);
    for (int tick = 0; tick < 3; ++tick) {
        for (std::size_t g = 0; g < kGpus; ++g)
            power[g] = 300.0 + static_cast<double>((g * 7919 + tick * 31) % 400);
        aggregate.record(tick, power);
    }
    for (std::size_t r = 0; r < kRacks; r += 21) {
        double low = INFINITY, high = -INFINITY, sum = 0;
        for (std::size_t g = r * 256; g < (r + 1) * 256; ++g) {
            low = std::min(low, power[g]);
            high = std::max(high, power[g]);
            sum += power[g];
        }
        CHECK(aggregate.minSeries(r).latest()->value == low);
        CHECK(aggregate.maxSeries(r).latest()->value == high);
        CHECK(aggregate.meanSeries(r).latest()->value == sum / 256);
        CHECK(aggregate.meanSeries(r).size() == 3);
    }
}

TEST_CASE("a group aggregate refuses groups without members and unknown groups",
          "[telemetry]")
{
    MetricRegistry registry;
    CHECK_THROWS_WITH(GroupAggregate(registry, MetricName("x"), "W", "rack", {"r0", "r1"}, {0, 0}),
                      Catch::Contains("'r1' has no member"));
    CHECK_THROWS_AS(GroupAggregate(registry, MetricName("x"), "W", "rack", {"r0"}, {0, 1}), Error);
    CHECK_THROWS_AS(GroupAggregate(registry, MetricName("x"), "W", "bad-label", {"r0"}, {0}),
                    Error);
    CHECK_THROWS_WITH(GroupAggregate(registry, MetricName("x"), "W", "rack", {"r0", "r0"}, {0, 1}),
                      Catch::Contains("exists already"));
    CHECK(registry.empty()); // nothing half added
}
