#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

// `ailab-sim allreduce`: one all-reduce on a leaf-spine fabric, run as flows on the flow
// engine beside its alpha-beta closed form, printed as one JSON object.
namespace ailab::sim {

struct AllreduceOptions
{
    int nodes = 0;
    int gpusPerNode = 1;
    std::string algorithm = "ring";
    std::string bytes;   // "1GB", "1GiB" or a plain number of bytes
    std::string nicRate; // "400Gbps", "50GB/s" or a plain number of Gb/s
    double latencyUs = 1.0;
    int leaves = 0;
    int spines = 0;
    int uplinks = 1;
    std::string placement = "block";
    std::string ecmp = "hash";
    std::uint32_t seed = 1;
    std::string engine = "auto"; // "auto" (the fast path) or "per-flow"
};

// Adds the subcommand and its options to `app`. Single values are checked by CLI11; sizes,
// rates and the fabric's combinations are checked after the parse and reported as usage
// errors naming the argument (CLI::ValidationError).
CLI::App* addAllreduceCommand(CLI::App& app, AllreduceOptions& options);

// Builds the fabric, runs the collective and writes the JSON result.
void allreduceCommand(const AllreduceOptions& options, std::ostream& out);

} // namespace ailab::sim
