// The OpenMetrics text export of a registry; promtool reads the file the sample program
// writes (check_openmetrics.cmake).
#include "core/error.h"
#include "core/telemetry/openmetrics_unit.h"
#include "core/telemetry/openmetrics_writer.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <unistd.h>

using namespace ailab::core;
using namespace ailab::core::telemetry;

TEST_CASE("registry units map to OpenMetrics base units", "[telemetry]")
{
    const auto unit = [](const char* u) { return toOpenMetricsUnit(u); };
    CHECK(unit("%").name == "ratio");
    CHECK(unit("%").convert(42.0) == 0.42);
    CHECK(unit("°C").name == "celsius");
    CHECK(unit("W").name == "watts");
    CHECK(unit("GB/s").name == "bytes_per_second");
    CHECK(unit("GB/s").convert(2.0) == 2e9);
    CHECK(unit("Gb/s").convert(400.0) == 50e9); // bits become bytes
    CHECK(unit("us").convert(25.0) == 25e-6);
    CHECK(unit("GiB").convert(1.0) == 1073741824.0);
    CHECK(unit("tok/s").name.empty());
    CHECK(unit("").name.empty());
}

TEST_CASE("OpenMetrics groups families with TYPE, UNIT and HELP and ends with EOF",
          "[telemetry]")
{
    MetricRegistry registry;
    auto& temp0 = registry.add(R"(DCGM_FI_DEV_GPU_TEMP{rack="rack0",gpu="0"})", "°C");
    auto& util = registry.add(R"(ailab_link_util{link="leaf0-spine1"})", "%");
    auto& temp1 = registry.add(R"(DCGM_FI_DEV_GPU_TEMP{rack="rack0",gpu="1"})", "°C");
    auto& tokens = registry.add(R"(ailab_tokens_total{job="llama \"70b\""})", "tokens");
    temp0.add(0.0, 55.5);
    temp0.add(1.0, NAN); // a gap: skipped
    temp0.add(2.0, 57.0);
    temp1.add(0.0005, 60.0); // the same millisecond as the next: the later one is kept
    temp1.add(0.0009, 61.0);
    util.add(0.25, 42.0);
    tokens.add(0.0, 0.0);
    tokens.add(10.0, 1.5e6);

    OpenMetricsOptions options;
    options.epochAtZeroMs = 1'767'225'600'000;
    options.families["DCGM_FI_DEV_GPU_TEMP"] = {"GPU temperature.", MetricType::Gauge};
    options.families["ailab_tokens_total"] = {"Tokens generated.", MetricType::Counter};
    CHECK(toOpenMetrics(registry, options) ==
          "# TYPE DCGM_FI_DEV_GPU_TEMP_celsius gauge\n"
          "# UNIT DCGM_FI_DEV_GPU_TEMP_celsius celsius\n"
          "# HELP DCGM_FI_DEV_GPU_TEMP_celsius GPU temperature.\n"
          "DCGM_FI_DEV_GPU_TEMP_celsius{gpu=\"0\",rack=\"rack0\"} 55.5 1767225600.000\n"
          "DCGM_FI_DEV_GPU_TEMP_celsius{gpu=\"0\",rack=\"rack0\"} 57 1767225602.000\n"
          "DCGM_FI_DEV_GPU_TEMP_celsius{gpu=\"1\",rack=\"rack0\"} 61 1767225600.001\n"
          "# TYPE ailab_link_util_ratio gauge\n"
          "# UNIT ailab_link_util_ratio ratio\n"
          "# HELP ailab_link_util_ratio ailab_link_util, as the simulation recorded it.\n"
          "ailab_link_util_ratio{link=\"leaf0-spine1\"} 0.42 1767225600.250\n"
          "# TYPE ailab_tokens counter\n"
          "# HELP ailab_tokens Tokens generated. Unit: tokens.\n"
          "ailab_tokens_total{job=\"llama \\\"70b\\\"\"} 0 1767225600.000\n"
          "ailab_tokens_total{job=\"llama \\\"70b\\\"\"} 1500000 1767225610.000\n"
          "# EOF\n");
}

TEST_CASE("OpenMetrics export refuses what the format cannot say", "[telemetry]")
{
    SECTION("a name that is not a metric name")
    {
        MetricRegistry registry;
        registry.add("link.util", "%");
        CHECK_THROWS_WITH(toOpenMetrics(registry), Catch::Contains("'link.util'"));
    }
    SECTION("one family in two units")
    {
        MetricRegistry registry;
        registry.add(R"(power{gpu="0"})", "W");
        registry.add(R"(power{gpu="1"})", "kW");
        CHECK_THROWS_WITH(toOpenMetrics(registry), Catch::Contains(R"(power{gpu="1"})"));
    }
    SECTION("a negative counter")
    {
        MetricRegistry registry;
        registry.add("drops", "packets").add(1.0, -1.0);
        OpenMetricsOptions options;
        options.families["drops"] = {"Dropped packets.", MetricType::Counter};
        CHECK_THROWS_WITH(toOpenMetrics(registry, options), Catch::Contains("negative"));
    }
    SECTION("a gauge named like a counter's samples")
    {
        MetricRegistry registry;
        registry.add("drops", "packets");
        registry.add("drops_total", "packets");
        OpenMetricsOptions options;
        options.families["drops"] = {"Dropped packets.", MetricType::Counter};
        CHECK_THROWS_WITH(toOpenMetrics(registry, options), Catch::Contains("'drops_total'"));
    }
    SECTION("options for a family no series has")
    {
        MetricRegistry registry;
        OpenMetricsOptions options;
        options.families["typo"] = {};
        CHECK_THROWS_WITH(toOpenMetrics(registry, options), Catch::Contains("'typo'"));
    }
    SECTION("an unwritable file names its path")
    {
        MetricRegistry registry;
        const std::string path = "/nonexistent-folder/x.om";
        try {
            writeOpenMetricsFile(path, registry);
            FAIL("written");
        } catch (const Error& error) {
            CHECK(error.path() == path);
        }
    }
}

TEST_CASE("an OpenMetrics file appears whole with the text", "[telemetry]")
{
    MetricRegistry registry;
    registry.add("up", "").add(0.0, 1.0);
    const auto path = std::filesystem::temp_directory_path() /
                      ("ailab-telemetry-" + std::to_string(::getpid()) + ".om");
    writeOpenMetricsFile(path.string(), registry);
    std::ifstream in(path, std::ios::binary);
    CHECK(std::string(std::istreambuf_iterator<char>(in), {}) ==
          "# TYPE up gauge\n# HELP up up, as the simulation recorded it.\n"
          "up 1 1767225600.000\n# EOF\n");
    std::filesystem::remove(path);
}
