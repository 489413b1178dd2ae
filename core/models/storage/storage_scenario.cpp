#include "core/models/storage/storage_scenario.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "core/storage/pipeline_bottleneck.h"
#include "core/storage/steady_state.h"
#include "core/storage/workloads.h"
#include "core/units/parse.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fmt/format.h>
#include <limits>

namespace ailab::core::models::storage {

using namespace core::storage;
using scenario::IntegerSpec;
using scenario::NumberSpec;
using scenario::ObjectReader;

namespace {

struct UnitStep
{
    double factor;
    const char* suffix;
};

constexpr UnitStep kSizes[] = {{1e12, "TB"}, {1e9, "GB"}, {1e6, "MB"}, {1e3, "kB"}, {1, "B"}};
constexpr UnitStep kRates[] = {{1e9, "GB/s"}, {1e6, "MB/s"}, {1e3, "kB/s"}, {1, "B/s"}};
constexpr UnitStep kTimes[] = {{1, "s"}, {1e-3, "ms"}, {1e-6, "us"}, {1e-9, "ns"}};

// The value in the largest unit it reaches whose number reads back to exactly the same
// double ("5GB/s", "146600628B"), so a written scenario reads back unchanged.
template <std::size_t N> std::string exactly(double value, const UnitStep (&steps)[N])
{
    const char* baseSuffix = "";
    for (const UnitStep& step : steps) {
        if (step.factor == 1)
            baseSuffix = step.suffix;
        if (value != 0 && std::fabs(value) < step.factor)
            continue;
        const std::string text = fmt::format("{}", value / step.factor);
        double back = 0;
        std::from_chars(text.data(), text.data() + text.size(), back);
        if (back * step.factor == value)
            return text + step.suffix;
    }
    // In the base unit the shortest form always reads back exactly.
    return fmt::format("{}", value) + baseSuffix;
}

std::string pointerOf(const ObjectReader& in, std::string_view key)
{
    return scenario::childPointer(in.pointer(), key);
}

double bytesField(ObjectReader& in, std::string_view key, double fallback)
{
    if (!in.has(key))
        return fallback;
    return units::parseBytes(in.string(key), pointerOf(in, key)).inBytes();
}

double rateField(ObjectReader& in, std::string_view key, double fallback)
{
    if (!in.has(key))
        return fallback;
    return units::parseByteRate(in.string(key), pointerOf(in, key)).inBytesPerSecond();
}

double timeField(ObjectReader& in, std::string_view key, double fallback)
{
    if (!in.has(key))
        return fallback;
    return units::parseSeconds(in.string(key), pointerOf(in, key)).inSeconds();
}

void readTier(ObjectReader& in, TierConfig& t)
{
    if (in.has("kind"))
        t = defaultTier(parseTierKind(in.choice("kind", tierKindIds()), pointerOf(in, "kind")));
    t.dataServers = int(in.integer("dataServers", {1, 4096, t.dataServers}));
    t.perServerBytesPerSecond = rateField(in, "perServerBandwidth", t.perServerBytesPerSecond);
    t.requestLatencyS = timeField(in, "requestLatency", t.requestLatencyS);
    t.latencyJitter = in.number("latencyJitter", {0.0, 5.0, t.latencyJitter});
    t.iops = in.number("iops", {0.0, 1e12, t.iops, true});
    t.ioSizeBytes = bytesField(in, "ioSize", t.ioSizeBytes);
    t.capacityBytes = bytesField(in, "capacity", t.capacityBytes);
    if (auto md = in.optionalObject("metadata")) {
        t.metadata.enabled = md->boolean("enabled", t.metadata.enabled);
        t.metadata.opsPerSecond =
            md->number("opsPerSecond", {0.0, 1e12, t.metadata.opsPerSecond, true});
        t.metadata.latencyS = timeField(*md, "latency", t.metadata.latencyS);
        md->finish();
    }
    in.finish();
}

nlohmann::json tierToJson(const TierConfig& t)
{
    return {{"kind", std::string(tierKindId(t.kind))},
            {"dataServers", t.dataServers},
            {"perServerBandwidth", exactly(t.perServerBytesPerSecond, kRates)},
            {"requestLatency", exactly(t.requestLatencyS, kTimes)},
            {"latencyJitter", t.latencyJitter},
            {"iops", t.iops},
            {"ioSize", exactly(t.ioSizeBytes, kSizes)},
            {"capacity", exactly(t.capacityBytes, kSizes)},
            {"metadata",
             {{"enabled", t.metadata.enabled},
              {"opsPerSecond", t.metadata.opsPerSecond},
              {"latency", exactly(t.metadata.latencyS, kTimes)}}}};
}

JobConfig readJob(ObjectReader& in, std::size_t index)
{
    const std::string workload =
        in.choice("workload", {"custom", "unet3d", "resnet50", "cosmoflow"}, std::string("custom"));
    const std::string accelerator = in.choice("accelerator", acceleratorIds(), std::string("h100"));
    JobConfig j;
    const int accelerators = int(in.integer("accelerators", {1, 4096, j.accelerators}));
    if (workload != "custom")
        j = workloadJob(workload, accelerator, accelerators);
    j.accelerators = accelerators;
    j.name = in.string(
        "name",
        {.fallback = "job" + std::to_string(index + 1), .allowEmpty = false, .maxLength = 64});
    j.acceleratorsPerNode = int(in.integer("acceleratorsPerNode", {1, 64, j.acceleratorsPerNode}));
    if (auto d = in.optionalObject("dataset")) {
        j.dataset.files = d->integer("files", {1, 20'000'000, j.dataset.files});
        j.dataset.samplesPerFile =
            int(d->integer("samplesPerFile", {1, 1'000'000, j.dataset.samplesPerFile}));
        j.dataset.sampleBytes = bytesField(*d, "sampleSize", j.dataset.sampleBytes);
        j.dataset.sampleBytesStdev = bytesField(*d, "sampleSizeStdev", j.dataset.sampleBytesStdev);
        j.dataset.format = d->string("format", {.fallback = j.dataset.format, .maxLength = 32});
        d->finish();
    }
    j.batchSize = int(in.integer("batchSize", {1, 100'000, j.batchSize}));
    j.readers = int(in.integer("readers", {1, 256, j.readers}));
    j.prefetch = int(in.integer("prefetch", {1, 1024, j.prefetch}));
    j.readSizeBytes = bytesField(in, "readSize", j.readSizeBytes);
    j.computeSecondsPerBatch = timeField(in, "computeTime", j.computeSecondsPerBatch);
    j.preprocessSecondsPerSample = timeField(in, "preprocessTime", j.preprocessSecondsPerSample);
    j.cpuCoresPerAccelerator =
        int(in.integer("cpuCoresPerAccelerator", {1, 256, j.cpuCoresPerAccelerator}));
    j.pcieBytesPerSecond = rateField(in, "pcieRate", j.pcieBytesPerSecond);
    j.nodeNetworkBytesPerSecond = rateField(in, "nodeNetwork", j.nodeNetworkBytesPerSecond);
    j.epochs = int(in.integer("epochs", {1, 1000, j.epochs}));
    j.maxStepsPerEpoch = in.integer("maxStepsPerEpoch", {0, 1'000'000'000, j.maxStepsPerEpoch});
    j.shuffle = parseShuffle(
        in.choice("shuffle", {"none", "files", "samples"}, std::string(shuffleId(j.shuffle))),
        pointerOf(in, "shuffle"));
    j.reshuffleEachEpoch = in.boolean("reshuffleEachEpoch", j.reshuffleEachEpoch);
    j.startS = timeField(in, "start", j.startS);
    j.auThreshold = in.number("auThreshold", {0.0, 1.0, j.auThreshold, true});
    if (auto c = in.optionalObject("cache")) {
        j.cache.enabled = c->boolean("enabled", j.cache.enabled);
        j.cache.staged = c->boolean("staged", j.cache.staged);
        j.cache.capacityPerNodeBytes =
            bytesField(*c, "capacityPerNode", j.cache.capacityPerNodeBytes);
        c->finish();
    }
    if (auto c = in.optionalObject("checkpoint")) {
        j.checkpoint.everySteps =
            int(c->integer("everySteps", {0, 1'000'000, j.checkpoint.everySteps}));
        j.checkpoint.bytes = bytesField(*c, "size", j.checkpoint.bytes);
        j.checkpoint.mode =
            parseCheckpointMode(c->choice("mode", {"sync", "async", "sharded"},
                                          std::string(checkpointModeId(j.checkpoint.mode))),
                                pointerOf(*c, "mode"));
        j.checkpoint.hostCopyBytesPerSecond =
            rateField(*c, "hostCopyRate", j.checkpoint.hostCopyBytesPerSecond);
        c->finish();
    }
    in.finish();
    return j;
}

nlohmann::json jobToJson(const JobConfig& j)
{
    return {{"name", j.name},
            {"workload", "custom"},
            {"accelerators", j.accelerators},
            {"acceleratorsPerNode", j.acceleratorsPerNode},
            {"dataset",
             {{"files", j.dataset.files},
              {"samplesPerFile", j.dataset.samplesPerFile},
              {"sampleSize", exactly(j.dataset.sampleBytes, kSizes)},
              {"sampleSizeStdev", exactly(j.dataset.sampleBytesStdev, kSizes)},
              {"format", j.dataset.format}}},
            {"batchSize", j.batchSize},
            {"readers", j.readers},
            {"prefetch", j.prefetch},
            {"readSize", exactly(j.readSizeBytes, kSizes)},
            {"computeTime", exactly(j.computeSecondsPerBatch, kTimes)},
            {"preprocessTime", exactly(j.preprocessSecondsPerSample, kTimes)},
            {"cpuCoresPerAccelerator", j.cpuCoresPerAccelerator},
            {"pcieRate", exactly(j.pcieBytesPerSecond, kRates)},
            {"nodeNetwork", exactly(j.nodeNetworkBytesPerSecond, kRates)},
            {"epochs", j.epochs},
            {"maxStepsPerEpoch", j.maxStepsPerEpoch},
            {"shuffle", std::string(shuffleId(j.shuffle))},
            {"reshuffleEachEpoch", j.reshuffleEachEpoch},
            {"start", exactly(j.startS, kTimes)},
            {"auThreshold", j.auThreshold},
            {"cache",
             {{"enabled", j.cache.enabled},
              {"staged", j.cache.staged},
              {"capacityPerNode", exactly(j.cache.capacityPerNodeBytes, kSizes)}}},
            {"checkpoint",
             {{"everySteps", j.checkpoint.everySteps},
              {"size", exactly(j.checkpoint.bytes, kSizes)},
              {"mode", std::string(checkpointModeId(j.checkpoint.mode))},
              {"hostCopyRate", exactly(j.checkpoint.hostCopyBytesPerSecond, kRates)}}}};
}

// JSON has no infinity: a stage that never limits is null.
// What the model can claim: its inputs (tier defaults, compute times) carry three
// significant digits at best, and a run's figures vary by a few tenths of a percent with the
// random draws (tests/core, "The same config and seed..."): rates, times and counts per
// second to three significant digits, percentages to a tenth of a point.
double sig3(double value)
{
    if (value == 0.0 || !std::isfinite(value))
        return value;
    const double scale = std::pow(10.0, 2 - int(std::floor(std::log10(std::abs(value)))));
    return std::round(value * scale) / scale;
}

double pct(double fraction)
{
    return std::round(1000.0 * fraction) / 10.0;
}

nlohmann::json rateOrNull(double bytesPerSecond)
{
    return std::isfinite(bytesPerSecond) ? nlohmann::json(sig3(bytesPerSecond / 1e9))
                                         : nlohmann::json();
}

} // namespace

JobConfig workloadJob(const std::string& workload, const std::string& accelerator, int accelerators,
                      long long minimumSteps)
{
    const TrainingWorkload& w = trainingWorkload(workload, accelerator, "/workload");
    JobConfig j;
    j.name = w.id;
    j.accelerators = accelerators;
    const long long samplesNeeded = minimumSteps * w.batchSize * accelerators;
    j.dataset.files = std::max(w.files, (samplesNeeded + w.samplesPerFile - 1) / w.samplesPerFile);
    j.dataset.samplesPerFile = w.samplesPerFile;
    j.dataset.sampleBytes = w.sampleBytes;
    j.dataset.sampleBytesStdev = w.sampleBytesStdev;
    j.dataset.format = w.format;
    j.batchSize = w.batchSize;
    j.readers = w.readThreads;
    j.computeSecondsPerBatch = w.computeSecondsPerBatch;
    j.auThreshold = w.auThreshold;
    j.epochs = w.epochs;
    // TFRecord files are read in order, file by file; npz files are single samples.
    j.shuffle = w.samplesPerFile > 1 ? Shuffle::Files : Shuffle::Samples;
    return j;
}

PipelineConfig readStorageScenario(const nlohmann::json& model, const std::string& pointer)
{
    PipelineConfig c;
    c.jobs.clear();
    ObjectReader top(model, pointer);
    if (auto t = top.optionalObject("tier"))
        readTier(*t, c.tier);
    if (auto t = top.optionalObject("localCache"))
        readTier(*t, c.localCache);
    else
        c.localCache = defaultTier(TierKind::LocalNvme);
    c.storageNetworkBytesPerSecond =
        rateField(top, "storageNetwork", c.storageNetworkBytesPerSecond);
    c.sampleIntervalS = timeField(top, "sampleInterval", c.sampleIntervalS);
    if (auto f = top.optionalObject("fabric")) {
        // The storage network as a leaf-spine fabric; its servers are the jobs' nodes and the
        // tier's data servers.
        topo::FabricConfig fabric;
        fabric.leaves = int(f->integer("leaves", {1, 4096, fabric.leaves}));
        fabric.spines = int(f->integer("spines", {1, 4096, fabric.spines}));
        fabric.uplinksPerLeafSpine =
            int(f->integer("uplinksPerLeafSpine", {1, 64, fabric.uplinksPerLeafSpine}));
        if (f->has("nicRate"))
            fabric.nicRate = units::parseBitRate(f->string("nicRate"), pointerOf(*f, "nicRate"));
        if (f->has("uplinkRate"))
            fabric.uplinkRate =
                units::parseBitRate(f->string("uplinkRate"), pointerOf(*f, "uplinkRate"));
        f->finish();
        c.fabric = fabric;
    }
    scenario::ArrayReader jobs =
        top.array("jobs", {.minItems = 1, .maxItems = 16, .required = true});
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        ObjectReader job = jobs.object(i);
        c.jobs.push_back(readJob(job, i));
    }
    top.finish();
    try {
        validatePipeline(c);
    } catch (const Error& e) {
        throw Error(e.message(), pointer + e.path());
    }
    return c;
}

nlohmann::json storageScenarioToJson(const PipelineConfig& c)
{
    nlohmann::json jobs = nlohmann::json::array();
    for (const JobConfig& j : c.jobs)
        jobs.push_back(jobToJson(j));
    nlohmann::json out = {{"tier", tierToJson(c.tier)},
                          {"localCache", tierToJson(c.localCache)},
                          {"storageNetwork", exactly(c.storageNetworkBytesPerSecond, kRates)},
                          {"sampleInterval", exactly(c.sampleIntervalS, kTimes)},
                          {"jobs", jobs}};
    if (c.fabric) {
        const topo::FabricConfig& f = *c.fabric;
        out["fabric"] = {
            {"leaves", f.leaves},
            {"spines", f.spines},
            {"uplinksPerLeafSpine", f.uplinksPerLeafSpine},
            {"nicRate", exactly(f.nicRate.toByteRate().inBytesPerSecond(), kRates)},
            {"uplinkRate", exactly(f.uplinkRate.toByteRate().inBytesPerSecond(), kRates)}};
    }
    return out;
}

nlohmann::json pipelineResultToJson(const PipelineConfig& config, const PipelineResult& r)
{
    nlohmann::json jobs = nlohmann::json::array();
    for (std::size_t i = 0; i < r.jobs.size(); ++i) {
        const JobResult& j = r.jobs[i];
        nlohmann::json au = nlohmann::json::array();
        for (double a : j.auPerEpoch)
            au.push_back(pct(a));
        jobs.push_back({
            {"name", j.name},
            {"accelerators", j.accelerators},
            {"au_percent", pct(j.au)},
            {"au_per_epoch_percent", au},
            {"au_threshold_percent", pct(j.auThreshold)},
            {"passed", j.passed},
            {"throughput_samples_per_s", sig3(j.samplesPerSecond)},
            {"delivered_GBps", sig3(j.deliveredBytesPerSecond / 1e9)},
            {"demand_GBps", sig3(j.demandBytesPerSecond / 1e9)},
            {"data_wait_percent", pct(j.dataWaitFraction)},
            {"gpu_busy_percent", pct(j.gpuBusyFraction)},
            {"limiting", std::string(bottleneckId(simulatedBottleneck(config, r, int(i))))},
            {"checkpoint_stall_s", sig3(j.checkpointStallS)},
            {"stages",
             {{"readers_busy_percent", pct(j.readerBusyFraction)},
              {"cpu_percent", pct(j.cpuUtilisation)},
              {"pcie_percent", pct(j.pcieUtilisation)},
              {"prefetch_depth_batches", sig3(j.meanPrefetchDepth)},
              {"buffer_residence_s", sig3(j.meanBufferResidenceS)},
              {"batches_per_s", sig3(j.batchesPerSecond)}}},
            {"read_latency_ms",
             {{"mean", sig3(1e3 * j.readLatencyMeanS)},
              {"p50", sig3(1e3 * j.readLatencyP50S)},
              {"p95", sig3(1e3 * j.readLatencyP95S)},
              {"p99", sig3(1e3 * j.readLatencyP99S)}}},
            {"metadata_ops_per_s", sig3(j.metadataOpsPerSecond)},
            {"cache_hit_rate_per_epoch", j.cacheHitRatePerEpoch},
            {"steps_per_rank", j.steps},
            {"staging_s", sig3(stagingSeconds(config, int(i)))},
            {"start_s", sig3(j.startS)},
            {"end_s", sig3(j.endS)},
        });
    }
    const ClosedFormRates closed = closedFormOf(config);
    return {
        {"jobs", jobs},
        {"tier",
         {{"kind", std::string(tierKindId(config.tier.kind))},
          {"capacity_GBps", sig3(r.tierCapacityBytesPerSecond / 1e9)},
          {"delivered_GBps", sig3(r.tierDeliveredBytesPerSecond / 1e9)},
          {"local_nvme_delivered_GBps", sig3(r.cacheDeliveredBytesPerSecond / 1e9)},
          {"requested_GBps", sig3(r.requestedBytesPerSecond / 1e9)},
          {"bandwidth_utilisation_percent", pct(r.tierUtilisation)},
          {"iops_utilisation_percent", pct(r.iopsUtilisation)},
          {"metadata_utilisation_percent", pct(r.metadataUtilisation)},
          {"service_utilisation_percent", pct(r.serviceUtilisation)},
          {"metadata_ops_per_s", sig3(r.metadataOpsPerSecond)},
          {"queues",
           {{"metadata_wait_ms", sig3(1e3 * r.metadataQueueWaitS)},
            {"metadata_depth", sig3(r.metadataQueueDepth)},
            {"iops_wait_ms", sig3(1e3 * r.iopsQueueWaitS)},
            {"iops_depth", sig3(r.iopsQueueDepth)}}},
          {"read_latency_ms",
           {{"p50", sig3(1e3 * r.readLatencyP50S)}, {"p99", sig3(1e3 * r.readLatencyP99S)}}},
          {"reads", r.reads}}},
        {"closed_form",
         {{"storage_GBps", rateOrNull(closed.storage)},
          {"preprocessing_GBps", rateOrNull(closed.preprocessing)},
          {"demand_GBps", sig3(closed.demand / 1e9)},
          {"effective_GBps", sig3(closed.result.throughput / 1e9)},
          {"fed_percent", pct(closed.result.fedFraction)},
          {"wait_percent", pct(closed.result.waitFraction)},
          {"limiting", std::string(pipelineStageId(closed.result.limiting))}}},
        {"simulated_time_s", sig3(r.endS)},
    };
}

void validateStorageScenarioDocument(const scenario::Scenario& scenario)
{
    readStorageScenario(scenario.model, "/model");
    if (!scenario.events.is_null() && !(scenario.events.is_array() && scenario.events.empty()))
        throw Error("the storage lab takes no timed events", "/events");
    // The incident (AI-STORAGE-006) is the lab's own walkthrough; a file may only name it.
    if (!scenario.incident.is_null() && !scenario.incident.empty()) {
        ObjectReader incident(scenario.incident, "/incident");
        incident.choice("id", {"AI-STORAGE-006"});
        incident.finish();
    }
}

nlohmann::json runStorageScenario(const scenario::Scenario& scenario)
{
    validateStorageScenarioDocument(scenario);
    PipelineConfig config = readStorageScenario(scenario.model, "/model");
    config.seed = scenario.seed;
    const PipelineResult result = runPipeline(config);
    nlohmann::json out = pipelineResultToJson(config, result);
    out["lab"] = "storage";
    return out;
}

scenario::Scenario defaultScenario()
{
    PipelineConfig c;
    c.jobs = {workloadJob("unet3d", "h100", 8)};
    return scenario::defaultsScenario(
        "storage", "3D U-Net on 8 H100 reading a parallel file system", storageScenarioToJson(c));
}

scenario::ModelEntry modelEntry()
{
    return {.lab = "storage",
            .validate = validateStorageScenarioDocument,
            .run = runStorageScenario,
            .defaultScenario = defaultScenario};
}

} // namespace ailab::core::models::storage
