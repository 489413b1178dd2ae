#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

// `ailab-sim schedule`: a workload (an openb jobs trace or a generated one) on a cluster (an
// openb nodes trace or a built-in one) under a scheduling policy, printed as JSON; or, with
// `--experiment allocation`, the FGD paper's fragmentation experiment on the trace.
namespace ailab::sim {

struct ScheduleOptions
{
    std::string nodes; // an openb nodes CSV, or builtin:course / builtin:openb
    std::string jobs;  // an openb jobs CSV
    int generate = -1; // generated jobs (-1: none)
    double load = 0.9;
    std::string tenants; // comma-separated, for generated jobs
    int priorities = 1;
    std::string checkpoint = "0"; // a time: 30min, 1800s, 1800
    std::string restore = "0";
    std::string policy = "first-fit";
    std::string backfill = "none";
    bool preemption = false;
    bool fairShare = false;
    std::uint64_t seed = 1;
    bool perJob = false;
    std::string experiment; // "allocation"
    double inflate = 130;
    int seeds = 10;
};

// Adds the subcommand; option values CLI11 cannot check alone (times, the choice between
// --jobs and --generate, options of the other mode) are usage errors naming the option.
CLI::App* addScheduleCommand(CLI::App& app, ScheduleOptions& options);

// Reads the traces (a bad row is a core::Error naming file:line:column), runs, writes JSON.
void scheduleCommand(const ScheduleOptions& options, std::ostream& out);

} // namespace ailab::sim
