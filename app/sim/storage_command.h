#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

// `ailab-sim storage`: training jobs of an MLPerf Storage workload (or a custom one) reading
// one storage tier, run on the discrete-event input pipeline (core/storage); prints the
// accelerator utilisation as DLIO computes it, pass or fail against the workload's threshold,
// throughput, data-wait fraction, per-stage figures and the steady-state closed form as JSON.
namespace ailab::sim {

struct StorageOptions
{
    std::string workload = "unet3d";
    std::string gpu = "h100";
    int accelerators = 8;
    int jobs = 1; // identical jobs sharing the tier
    std::string tier = "pfs";
    std::string readRate;    // the tier's aggregate bandwidth: "20GB/s"
    std::string latency;     // per request: "0.5ms"
    double jitter = -1;      // coefficient of variation of the latency; < 0 = the tier's
    double iops = 0;         // 0 = the tier's
    double metadataRate = 0; // 0 = the tier's
    int readers = 0;         // 0 = the workload's read threads
    int prefetch = 2;
    int batch = 0;          // 0 = the workload's
    int epochs = 0;         // 0 = the workload's
    long long maxSteps = 0; // per epoch; 0 = the dataset
    long long files = 0;    // 0 = the datasize rule
    int samplesPerFile = 0;
    std::string sampleSize;
    std::string computeTime;
    std::string preprocessTime;
    std::string readSize;
    int cpuCores = 0;
    std::string nodeNetwork;
    bool cache = false;
    bool staged = false;
    bool findMax = false; // search the most accelerators that pass
    std::uint64_t seed = 1;
};

CLI::App* addStorageCommand(CLI::App& app, StorageOptions& options);
void storageCommand(const StorageOptions& options, std::ostream& out);

} // namespace ailab::sim
