#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

// `ailab-sim serve`: a workload on a cluster of model-serving replicas (core/infer), the
// benchmark metrics printed as JSON; with --sweep-rates, one object per rate.
namespace ailab::sim {

struct ServeOptions
{
    std::string model = "llama-3-8b";
    std::string gpu = "h100-sxm";
    int tp = 1;
    std::string weights = "bf16";
    std::string kvCache = "bf16";
    double gpuMemoryUtilization = 0.9;
    int replicas = 1;
    std::string router = "least-outstanding";
    std::string policy = "v1";
    int prefillReplicas = 0; // > 0: disaggregated prefill and decode
    double rate = 8.0;       // requests/s; 0 = all at once ("inf")
    double burstiness = 1.0;
    int requests = 1000;
    std::string promptTokens = "1024"; // N, MIN-MAX, or "conversation"
    std::string outputTokens = "128";
    std::string trace;
    int maxNumSeqs = 256;
    int maxBatchedTokens = 8192;
    int maxModelLen = 0;
    bool noChunkedPrefill = false;
    bool noPrefixCaching = false;
    double prefixShare = 0;
    int prefixTokens = 0;
    int prefixGroups = 1;
    double sloTtftMs = 0;
    double sloTpotMs = 0;
    double sloE2elMs = 0;
    std::string sweepRates; // "1,2,4,8"
    std::uint64_t seed = 0; // benchmark_serving's --seed default
};

// Adds the subcommand; single values are checked by CLI11, the combinations (a model that
// does not fit its GPUs, a head count the GPUs cannot split) after the parse, as usage
// errors naming the option.
CLI::App* addServeCommand(CLI::App& app, ServeOptions& options);

// Runs the workload (or the sweep) and writes the JSON.
void serveCommand(const ServeOptions& options, std::ostream& out);

} // namespace ailab::sim
