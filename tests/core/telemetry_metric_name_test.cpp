// Series names with labels, after the ABNF of OpenMetrics 1.0 ("Text format").
#include "core/error.h"
#include "core/telemetry/metric_name.h"

#include <catch2/catch.hpp>
#include <string>

using namespace ailab::core;
using namespace ailab::core::telemetry;

TEST_CASE("a metric name reads and writes its labels sorted by name", "[telemetry]")
{
    const MetricName name =
        MetricName::parse(R"(DCGM_FI_DEV_GPU_TEMP{gpu="17",server="server2",rack="rack0"})");
    CHECK(name.family() == "DCGM_FI_DEV_GPU_TEMP");
    REQUIRE(name.labels().size() == 3);
    CHECK(name.labels()[0] == Label{"gpu", "17"});
    CHECK(name.labels()[1] == Label{"rack", "rack0"});
    CHECK(name.labels()[2] == Label{"server", "server2"});
    CHECK(name.label("rack") == "rack0");
    CHECK_FALSE(name.label("job").has_value());
    CHECK(name.text() == R"(DCGM_FI_DEV_GPU_TEMP{gpu="17",rack="rack0",server="server2"})");
    CHECK(MetricName::parse(name.text()) == name);

    // Another order of the same labels is the same series.
    CHECK(MetricName("DCGM_FI_DEV_GPU_TEMP", {{"server", "server2"}, {"rack", "rack0"},
                                              {"gpu", "17"}}) == name);
    CHECK(MetricName::parse("ailab:job_step_seconds").text() == "ailab:job_step_seconds");
    CHECK(MetricName::parse("up{}").text() == "up");
    CHECK(name.withLabel("rack", "rack1").label("rack") == "rack1");
    CHECK(name.withFamily("DCGM_FI_DEV_GPU_TEMP_max").text() ==
          R"(DCGM_FI_DEV_GPU_TEMP_max{gpu="17",rack="rack0",server="server2"})");
}

TEST_CASE("label values escape backslash, double quote and newline", "[telemetry]")
{
    const MetricName name("ailab_job_step_seconds", {{"job", "a\\b\"c\nd,e"}});
    CHECK(name.text() == R"(ailab_job_step_seconds{job="a\\b\"c\nd,e"})");
    CHECK(MetricName::parse(name.text()) == name);
    CHECK(escapeLabelValue("°C \\n") == "°C \\\\n");
    // An undefined escape keeps its backslash (ABNF: BS normal-char).
    CHECK(MetricName::parse(R"(x{a="\d"})").label("a") == "\\d");
}

TEST_CASE("bad metric names are refused naming the text", "[telemetry]")
{
    CHECK(isValidFamilyName("node_cpu:rate5m"));
    CHECK_FALSE(isValidFamilyName("link.util"));
    CHECK_FALSE(isValidFamilyName("9lives"));
    CHECK_FALSE(isValidFamilyName("_reserved"));
    CHECK(isValidLabelName("gpu_17"));
    CHECK_FALSE(isValidLabelName("a:b"));
    CHECK_FALSE(isValidLabelName("__name__"));

    for (const char* bad :
         {"", "link.util", "x{", "x{a}", "x{a=b}", "x{a=\"b}", "x{a=\"b\",}", "x{a=\"b\"} ",
          "x{a=\"b\"}y", "x{a=\"\"}", "x{a=\"1\",a=\"2\"}", "x{_a=\"1\"}", "x{a=\"\xff\"}",
          "x{a=\"\xed\xa0\x80\"}", "x{a=\"\\\"}", "x {a=\"b\"}", "x{a=\"b\nc\"}"}) {
        INFO(bad);
        try {
            (void)MetricName::parse(bad);
            FAIL("accepted");
        } catch (const Error& error) {
            CHECK_THAT(error.message(), Catch::Contains(std::string("'") + bad + "'") ||
                                            Catch::Contains("'x'"));
        }
    }
    CHECK_THROWS_AS(MetricName("ok", {{"a", "1"}, {"a", "2"}}), Error);
    CHECK(MetricName::parse("x{a=\"caf\xc3\xa9\"}").label("a") == "caf\xc3\xa9");
}
