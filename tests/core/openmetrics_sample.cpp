// Writes a small registry as OpenMetrics for the promtool test (check_openmetrics.cmake):
// GPU temperatures in °C (two GPUs, one with a gap), a link's utilisation in %, a job's
// step time in ms and a counter of generated tokens, with labels and one value that needs
// escaping. FILE.om is the OpenMetrics text; FILE.csv the same registry as CSV.
#include "core/error.h"
#include "core/telemetry/csv_writer.h"
#include "core/telemetry/openmetrics_writer.h"

#include <cmath>
#include <iostream>
#include <string>

using namespace ailab::core::telemetry;

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: openmetrics_sample FILE (writes FILE.om and FILE.csv)\n";
        return 2;
    }
    MetricRegistry registry;
    auto& gpu0 = registry.add(R"(DCGM_FI_DEV_GPU_TEMP{gpu="0",server="server2",rack="rack0"})",
                              "°C");
    auto& gpu1 = registry.add(R"(DCGM_FI_DEV_GPU_TEMP{gpu="1",server="server2",rack="rack0"})",
                              "°C");
    auto& link = registry.add(R"(ailab_link_util{link="leaf0-spine1"})", "%");
    auto& step = registry.add(R"(ailab_job_step{job="llama-70b \"pretrain\""})", "ms");
    auto& tokens = registry.add(R"(ailab_tokens_total{job="llama-70b \"pretrain\""})", "tokens");
    for (int i = 0; i < 10; ++i) {
        const double t = i * 15.0; // a scrape every 15 s
        gpu0.add(t, 55.0 + i);
        gpu1.add(t, i == 4 ? NAN : 60.0 + 0.5 * i); // one missed reading: 9 samples
        link.add(t, 40.0 + i);
        step.add(t, 850.0 + 10 * i);
        tokens.add(t, 1.0e6 * i);
    }
    OpenMetricsOptions options;
    options.epochAtZeroMs = 1'767'225'600'000; // 2026-01-01T00:00:00Z
    options.families["DCGM_FI_DEV_GPU_TEMP"] = {"GPU temperature (DCGM field 150).",
                                                MetricType::Gauge};
    options.families["ailab_job_step"] = {"Time of one training step.", MetricType::Gauge};
    options.families["ailab_tokens_total"] = {"Tokens processed by the job.",
                                              MetricType::Counter};
    try {
        const std::string base = argv[1];
        writeOpenMetricsFile(base + ".om", registry, options);
        writeCsvFile(base + ".csv", registry);
    } catch (const ailab::core::Error& error) {
        std::cerr << error.path() << ": " << error.message() << '\n';
        return 1;
    }
    return 0;
}
