#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace CLI {
class App;
}

// `ailab-sim cluster FILE`: a cluster scenario on the cluster twin (core/cluster), run for its
// duration (or --duration) with its faults and those given by --inject, printed as JSON: per
// job its steps, mean step time and its parts, lost GPU-hours and effective training time;
// the faults and their effects. --telemetry-csv and --openmetrics write every series.
namespace ailab::sim {

struct ClusterOptions
{
    std::string file;
    std::string duration;            // a time: "1h", "54d", "3600"; empty: the scenario's
    std::vector<std::string> inject; // KIND[:TARGET][,severity=X][,xid=N]@AT[..UNTIL]
    std::int64_t seed = -1;          // -1: the scenario's
    std::string telemetryCsv;
    std::string openMetrics;
};

CLI::App* addClusterCommand(CLI::App& app, ClusterOptions& options);

// Bad files, faults and values are core::Error naming the field or the option.
void clusterCommand(const ClusterOptions& options, std::ostream& out);

} // namespace ailab::sim
