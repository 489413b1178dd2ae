#include "app/sim/storage_command.h"

#include "app/sim/unit_options.h"
#include "core/error.h"
#include "core/models/storage/accelerator_search.h"
#include "core/models/storage/storage_scenario.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/workloads.h"

#include <CLI/CLI.hpp>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;
using namespace ailab::core::storage;

namespace {

// The pipeline's field paths as this command's options.
std::string optionOf(const std::string& path)
{
    static const std::map<std::string, std::string> names{
        {"/dataServers", "--read-rate"},
        {"/perServerBandwidth", "--read-rate"},
        {"/requestLatency", "--latency"},
        {"/latencyJitter", "--jitter"},
        {"/iops", "--iops"},
        {"/metadata/opsPerSecond", "--metadata-rate"},
        {"/accelerators", "--accelerators"},
        {"/readers", "--readers"},
        {"/prefetch", "--prefetch"},
        {"/batchSize", "--batch"},
        {"/epochs", "--epochs"},
        {"/maxStepsPerEpoch", "--max-steps"},
        {"/dataset/files", "--files"},
        {"/dataset/samplesPerFile", "--samples-per-file"},
        {"/dataset/sampleSize", "--sample-size"},
        {"/computeTime", "--compute-time"},
        {"/preprocessTime", "--preprocess-time"},
        {"/readSize", "--read-size"},
        {"/cpuCoresPerAccelerator", "--cpu-cores"},
        {"/nodeNetwork", "--node-network"}};
    // "/tier/iops" or "/jobs/0/readers": the field after the tier or the job.
    std::string field = path;
    if (field.rfind("/tier", 0) == 0)
        field = field.substr(5);
    else if (field.rfind("/jobs/", 0) == 0)
        field = field.substr(field.find('/', 6));
    const auto it = names.find(field);
    return it == names.end() ? path : it->second;
}

PipelineConfig configOf(const StorageOptions& o)
{
    PipelineConfig c;
    c.seed = o.seed;
    c.tier = defaultTier(parseTierKind(o.tier, "--tier"));
    if (!o.readRate.empty())
        c.tier.perServerBytesPerSecond =
            byteRateOption(o.readRate, "--read-rate") / c.tier.dataServers;
    if (!o.latency.empty())
        c.tier.requestLatencyS = secondsOption(o.latency, "--latency");
    if (o.jitter >= 0)
        c.tier.latencyJitter = o.jitter;
    if (o.iops > 0)
        c.tier.iops = o.iops;
    if (o.metadataRate > 0)
        c.tier.metadata.opsPerSecond = o.metadataRate;

    JobConfig j;
    if (o.workload != "custom") {
        j = models::storage::workloadJob(o.workload, o.gpu, o.accelerators);
    } else {
        j.name = "custom";
        j.accelerators = o.accelerators;
    }
    if (o.readers > 0)
        j.readers = o.readers;
    j.prefetch = o.prefetch;
    if (o.batch > 0)
        j.batchSize = o.batch;
    if (o.epochs > 0)
        j.epochs = o.epochs;
    j.maxStepsPerEpoch = o.maxSteps;
    if (o.samplesPerFile > 0)
        j.dataset.samplesPerFile = o.samplesPerFile;
    if (!o.sampleSize.empty())
        j.dataset.sampleBytes = bytesOption(o.sampleSize, "--sample-size");
    if (o.files > 0) {
        j.dataset.files = o.files;
    } else if (o.workload == "custom" || o.batch > 0 || o.samplesPerFile > 0) {
        // The datasize rule for what the options changed: 500 steps per epoch.
        const long long samples =
            models::storage::kMlperfMinimumSteps * j.batchSize * j.accelerators;
        j.dataset.files = std::max(j.dataset.files, (samples + j.dataset.samplesPerFile - 1) /
                                                        j.dataset.samplesPerFile);
    }
    if (!o.computeTime.empty())
        j.computeSecondsPerBatch = secondsOption(o.computeTime, "--compute-time");
    if (!o.preprocessTime.empty())
        j.preprocessSecondsPerSample = secondsOption(o.preprocessTime, "--preprocess-time");
    if (!o.readSize.empty())
        j.readSizeBytes = bytesOption(o.readSize, "--read-size");
    if (o.cpuCores > 0)
        j.cpuCoresPerAccelerator = o.cpuCores;
    if (!o.nodeNetwork.empty())
        j.nodeNetworkBytesPerSecond = byteRateOption(o.nodeNetwork, "--node-network");
    j.cache.enabled = o.cache;
    j.cache.staged = o.staged;
    c.jobs.clear();
    for (int k = 0; k < o.jobs; ++k) {
        JobConfig copy = j;
        if (o.jobs > 1)
            copy.name = j.name + "-" + std::to_string(k + 1);
        c.jobs.push_back(copy);
    }
    try {
        validatePipeline(c);
    } catch (const Error& e) {
        throw CLI::ValidationError(optionOf(e.path()), e.message());
    }
    return c;
}

} // namespace

CLI::App* addStorageCommand(CLI::App& app, StorageOptions& o)
{
    CLI::App* cmd = app.add_subcommand(
        "storage", "Run training jobs' input pipelines against a storage tier; print JSON.");
    cmd->add_option("--workload", o.workload, "MLPerf Storage workload, or custom")
        ->check(CLI::IsMember({"unet3d", "resnet50", "cosmoflow", "custom"}));
    cmd->add_option("--gpu", o.gpu, "Accelerator emulated")->check(CLI::IsMember(acceleratorIds()));
    cmd->add_option("--accelerators", o.accelerators, "Accelerators per job")
        ->check(CLI::Range(1, 4096));
    cmd->add_option("--jobs", o.jobs, "Identical jobs sharing the tier")->check(CLI::Range(1, 16));
    cmd->add_option("--tier", o.tier, "Storage tier")->check(CLI::IsMember(tierKindIds()));
    cmd->add_option("--read-rate", o.readRate, "The tier's read bandwidth: 20GB/s, 160Gb/s");
    cmd->add_option("--latency", o.latency, "Per-request latency: 0.5ms");
    cmd->add_option("--jitter", o.jitter, "Latency spread (coefficient of variation)")
        ->check(CLI::Range(0.0, 5.0))
        ->default_str("the tier's");
    cmd->add_option("--iops", o.iops, "The tier's IOPS")
        ->check(CLI::Range(1.0, 1e12))
        ->default_str("the tier's");
    cmd->add_option("--metadata-rate", o.metadataRate, "Metadata operations per second")
        ->check(CLI::Range(1.0, 1e12))
        ->default_str("the tier's");
    cmd->add_option("--readers", o.readers, "Data loader workers per accelerator")
        ->check(CLI::Range(1, 256))
        ->default_str("the workload's read threads");
    cmd->add_option("--prefetch", o.prefetch, "Batches loaded ahead of the GPU")
        ->check(CLI::Range(1, 1024));
    cmd->add_option("--batch", o.batch, "Samples per batch")
        ->check(CLI::Range(1, 100000))
        ->default_str("the workload's");
    cmd->add_option("--epochs", o.epochs, "Epochs")
        ->check(CLI::Range(1, 1000))
        ->default_str("the workload's");
    cmd->add_option("--max-steps", o.maxSteps, "Steps per epoch at most")
        ->check(CLI::Range(1LL, 1'000'000'000LL))
        ->default_str("the whole dataset");
    cmd->add_option("--files", o.files, "Files in the dataset")
        ->check(CLI::Range(1LL, 20'000'000LL))
        ->default_str("the dataset size rule");
    cmd->add_option("--samples-per-file", o.samplesPerFile, "Samples per file")
        ->check(CLI::Range(1, 1'000'000))
        ->default_str("the workload's");
    cmd->add_option("--sample-size", o.sampleSize, "Mean sample size: 146.6MB, 110KiB");
    cmd->add_option("--compute-time", o.computeTime, "GPU compute per batch: 0.323s");
    cmd->add_option("--preprocess-time", o.preprocessTime, "CPU time per sample: 2ms");
    cmd->add_option("--read-size", o.readSize, "Bytes one read may fetch: 8MiB");
    cmd->add_option("--cpu-cores", o.cpuCores, "CPU cores per accelerator")
        ->check(CLI::Range(1, 256))
        ->default_str("the workload's");
    cmd->add_option("--node-network", o.nodeNetwork, "A node's storage network: 50GB/s");
    cmd->add_flag("--cache", o.cache, "Keep what each node reads on its local NVMe");
    cmd->add_flag("--staged", o.staged, "The dataset is staged on local NVMe");
    cmd->add_flag("--find-max", o.findMax,
                  "Search the most accelerators the storage keeps at the AU threshold (up to "
                  "--accelerators)");
    cmd->add_option("--seed", o.seed, "Random seed (shuffle, sizes, latency spread)");
    cmd->callback([&o] { configOf(o); });
    return cmd;
}

void storageCommand(const StorageOptions& o, std::ostream& out)
{
    StorageOptions run = o;
    models::storage::AcceleratorSearch search;
    if (o.findMax) {
        search = models::storage::searchMaxAccelerators(
            [&o](int n) {
                StorageOptions trial = o;
                trial.accelerators = n;
                return configOf(trial);
            },
            o.accelerators);
        run.accelerators = std::max(1, search.maxPassing);
    }
    const PipelineConfig config = configOf(run);
    const PipelineResult result = runPipeline(config);
    nlohmann::json j = models::storage::pipelineResultToJson(config, result);
    // Percentages to a tenth of a point, as the run's (pipelineResultToJson).
    const auto percent = [](double fraction) { return std::round(1000.0 * fraction) / 10.0; };
    if (o.findMax)
        j["search"] = {{"max_passing_accelerators", search.maxPassing},
                       {"au_percent_at_max", percent(search.auAtMax)},
                       {"first_failing_accelerators", search.firstFailing},
                       {"au_percent_at_first_failing", percent(search.auAtFirstFailing)},
                       {"runs", search.runs}};
    j["workload"] = o.workload;
    j["gpu"] = o.gpu;
    j["seed"] = o.seed;
    out << j.dump(2) << '\n';
}

} // namespace ailab::sim
