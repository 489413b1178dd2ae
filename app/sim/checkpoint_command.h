#pragma once

#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

// `ailab-sim checkpoint`: the checkpoint formulas of core/storage (checkpoint_model.h) for
// one setup, printed as one JSON object: the write, the stall per checkpoint, the overhead,
// the data per hour, and with an MTBF the Young and Daly intervals and the expected losses.
namespace ailab::sim {

struct CheckpointOptions
{
    std::string size;      // "400GB"; or --model
    std::string model;     // an MLPerf Storage checkpoint workload, "llama3-70b"
    std::string writeRate; // "10GB/s"
    std::string tierRate;  // the tier's aggregate; empty = one writer's rate
    std::string interval;  // "30min"
    std::string mode = "sync";
    int ranks = 0; // 0 = 8, or the model's processes
    std::string hostCopyRate = "25GB/s";
    std::string mtbf;    // "24h"; empty = none
    std::string restart; // "10min"
    std::string window;  // "300s": the write rate needed to finish within it
};

CLI::App* addCheckpointCommand(CLI::App& app, CheckpointOptions& options);
void checkpointCommand(const CheckpointOptions& options, std::ostream& out);

} // namespace ailab::sim
