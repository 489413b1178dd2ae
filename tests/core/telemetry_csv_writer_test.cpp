// The long CSV export of a registry (RFC 4180 quoting).
#include "core/telemetry/csv_writer.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <unistd.h>

using namespace ailab::core::telemetry;

TEST_CASE("CSV quotes series names with commas and quotes, one sample a row", "[telemetry]")
{
    CHECK(csvField("plain") == "plain");
    CHECK(csvField("a,b") == "\"a,b\"");
    CHECK(csvField("say \"hi\"") == "\"say \"\"hi\"\"\"");
    CHECK(csvField("two\nlines") == "\"two\nlines\"");

    MetricRegistry registry;
    auto& temp = registry.add(R"(DCGM_FI_DEV_GPU_TEMP{gpu="0",rack="rack0"})", "°C");
    temp.add(0.0, 55.5);
    temp.add(0.5, NAN);
    temp.add(1.0, 56.0);
    registry.add("link_util", "%").add(0.25, 12.5);
    CHECK(toCsv(registry) == "time_s,series,unit,value\r\n"
                             "0,\"DCGM_FI_DEV_GPU_TEMP{gpu=\"\"0\"\",rack=\"\"rack0\"\"}\",°C,55.5\r\n"
                             "0.5,\"DCGM_FI_DEV_GPU_TEMP{gpu=\"\"0\"\",rack=\"\"rack0\"\"}\",°C,\r\n"
                             "1,\"DCGM_FI_DEV_GPU_TEMP{gpu=\"\"0\"\",rack=\"\"rack0\"\"}\",°C,56\r\n"
                             "0.25,link_util,%,12.5\r\n");

    const auto path = std::filesystem::temp_directory_path() /
                      ("ailab-telemetry-" + std::to_string(::getpid()) + ".csv");
    writeCsvFile(path.string(), registry);
    std::ifstream in(path, std::ios::binary);
    CHECK(std::string(std::istreambuf_iterator<char>(in), {}) == toCsv(registry));
    std::filesystem::remove(path);
}
