#include "core/cluster/cluster_spec.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/infer/model_catalog.h"
#include "core/train/transformer_catalog.h"
#include "core/scenario/json_reader.h"
#include "core/sched/placement.h"
#include "core/units/parse.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::cluster {

using scenario::ArrayReader;
using scenario::IntegerSpec;
using scenario::NumberSpec;
using scenario::ObjectReader;
using scenario::StringSpec;

namespace {

// Limits that keep a scenario within what the twin runs on one core (docs/models.md,
// "Cluster twin"): the 16,384-GPU preset is 2,048 servers.
constexpr int kMaxServers = 4096;
constexpr int kMaxRacks = 1024;
constexpr std::size_t kMaxJobs = 64;
constexpr std::size_t kMaxFaults = 1000;
constexpr std::size_t kMaxBackgroundCopies = 10'000;
constexpr double kMaxDurationS = 400.0 * 86400.0;

std::vector<std::string> platformIds()
{
    std::vector<std::string> ids;
    for (const auto& platform : hw::platforms())
        ids.push_back(platform.id);
    return ids;
}

std::vector<std::string> coolingIds()
{
    std::vector<std::string> ids;
    for (const auto& cooling : hw::coolingTechnologies())
        ids.push_back(cooling.id);
    return ids;
}

// A duration given as seconds or as text with a unit ("90s", "10min", "2h", "54d").
double readDuration(const nlohmann::json& value, const std::string& pointer, double min,
                    double max)
{
    double seconds = 0;
    if (value.is_string())
        seconds = units::parseSeconds(value.get<std::string>(), pointer).inSeconds();
    else if (value.is_number())
        seconds = value.get<double>();
    else
        throw Error(fmt::format("expected a duration (seconds or text such as \"10min\"), got {}",
                                scenario::describeValue(value)),
                    pointer);
    if (!std::isfinite(seconds) || seconds < min || seconds > max)
        throw Error(fmt::format("expected a duration from {} s to {} s, got {} s", min, max,
                                seconds),
                    pointer);
    return seconds;
}

double durationField(ObjectReader& reader, std::string_view key, double fallback, double min,
                     double max)
{
    if (!reader.has(key)) {
        reader.accept(key);
        return fallback;
    }
    reader.accept(key);
    return readDuration(reader.json().at(std::string(key)), scenario::childPointer(reader.pointer(), key),
                        min, max);
}

std::vector<RackSpec> readRacks(ObjectReader& model)
{
    std::vector<RackSpec> racks;
    ArrayReader items = model.array("racks", {.minItems = 1, .maxItems = kMaxRacks, .required = true});
    const auto platforms = platformIds();
    const auto coolings = coolingIds();
    for (std::size_t i = 0; i < items.size(); ++i) {
        ObjectReader item = items.object(i);
        RackSpec rack;
        int count = 1;
        rack.id = item.string("id", {.fallback = fmt::format("rack{}", i), .allowEmpty = false,
                                     .maxLength = 40});
        count = int(item.integer("count", {.min = 1, .max = kMaxRacks, .fallback = 1}));
        rack.platformId = item.choice("platform", platforms, std::string("dgx-h100"));
        rack.servers = int(item.integer("servers", {.min = 1, .max = 64, .fallback = 4}));
        rack.feedKW = item.number("feedKW", {.min = 0, .max = 2000, .fallback = 60, .minExclusive = true});
        rack.powerCapKW = item.number("powerCapKW", {.min = 0, .max = 2000, .fallback = 0});
        rack.coolingId = item.choice("cooling", coolings, std::string("direct-to-chip"));
        rack.coolingCapacityKW = item.number("coolingCapacityKW", {.min = 0, .max = 2000, .fallback = 0});
        item.finish();
        if (count == 1) {
            racks.push_back(rack);
            continue;
        }
        for (int k = 0; k < count; ++k) {
            RackSpec copy = rack;
            copy.id = fmt::format("{}{}", rack.id, k);
            racks.push_back(copy);
        }
    }
    if (racks.size() > std::size_t(kMaxRacks))
        throw Error(fmt::format("expected at most {} racks in all, got {}", kMaxRacks, racks.size()),
                    "/model/racks");
    std::vector<std::string> ids;
    for (const auto& rack : racks)
        ids.push_back(rack.id);
    std::sort(ids.begin(), ids.end());
    if (auto twin = std::adjacent_find(ids.begin(), ids.end()); twin != ids.end())
        throw Error(fmt::format("two racks are named '{}'", *twin), "/model/racks");
    return racks;
}

FabricSpec readFabric(ObjectReader& model)
{
    FabricSpec fabric;
    auto reader = model.optionalObject("fabric");
    if (!reader)
        return fabric;
    fabric.shape = reader->choice("shape", {"leaf-spine", "rail-optimised"}, std::string("leaf-spine")) ==
                           "rail-optimised"
                       ? FabricShapeId::RailOptimised
                       : FabricShapeId::LeafSpine;
    fabric.nicsPerServer = int(reader->integer("nicsPerServer", {.min = 1, .max = 16, .fallback = 8}));
    fabric.nicGbps = reader->number("nicGbps", {.min = 1, .max = 3200, .fallback = 400});
    fabric.serversPerLeaf = int(reader->integer("serversPerLeaf", {.min = 1, .max = 512, .fallback = 4}));
    fabric.spines = int(reader->integer("spines", {.min = 1, .max = 512, .fallback = 2}));
    fabric.uplinksPerLeafSpine =
        int(reader->integer("uplinksPerLeafSpine", {.min = 1, .max = 64, .fallback = 1}));
    fabric.uplinkGbps = reader->number("uplinkGbps", {.min = 1, .max = 3200, .fallback = 400});
    fabric.pfc = reader->boolean("pfc", false);
    reader->finish();
    return fabric;
}

StorageSpec readStorage(ObjectReader& model)
{
    StorageSpec storage;
    auto reader = model.optionalObject("storage");
    if (!reader)
        return storage;
    storage::TierConfig& tier = storage.tier;
    tier.dataServers = int(reader->integer("dataServers", {.min = 1, .max = 1024, .fallback = tier.dataServers}));
    tier.perServerBytesPerSecond =
        reader->number("perServerGBps", {.min = 0.01, .max = 1000, .fallback = tier.perServerBytesPerSecond / 1e9}) * 1e9;
    tier.requestLatencyS =
        reader->number("requestLatencyMs", {.min = 0.001, .max = 1000, .fallback = tier.requestLatencyS * 1e3}) / 1e3;
    tier.metadata.opsPerSecond =
        reader->number("metadataOpsPerSecond", {.min = 1, .max = 1e9, .fallback = tier.metadata.opsPerSecond});
    storage.writeFraction = reader->number("writeFraction", {.min = 0.01, .max = 1, .fallback = 0.5});
    if (auto network = reader->optionalObject("network")) {
        StorageNetworkSpec& n = storage.network;
        n.frontendGbps = network->number("frontendGbps", {.min = 1, .max = 3200, .fallback = n.frontendGbps});
        n.serversPerLeaf = int(network->integer("serversPerLeaf", {.min = 1, .max = 512, .fallback = n.serversPerLeaf}));
        n.uplinksPerLeaf = int(network->integer("uplinksPerLeaf", {.min = 0, .max = 256, .fallback = 0}));
        n.uplinkGbps = network->number("uplinkGbps", {.min = 1, .max = 3200, .fallback = n.uplinkGbps});
        network->finish();
    }
    reader->finish();
    storage::validateTier(tier);
    return storage;
}

TrainingJobSpec readJob(ObjectReader& item, std::size_t index)
{
    TrainingJobSpec job;
    job.name = item.string("name", {.fallback = fmt::format("job{}", index), .allowEmpty = false,
                                    .maxLength = 60});
    job.modelId = item.choice("model", train::transformerIds(), std::string("llama-3-8b"));
    job.platformId = item.choice("platform", platformIds(), std::string());
    job.gpus = int(item.integer("gpus", {.min = 1, .max = kMaxServers * 16, .fallback = 8}));
    job.tp = int(item.integer("tp", {.min = 1, .max = 64, .fallback = 8}));
    job.pp = int(item.integer("pp", {.min = 1, .max = 256, .fallback = 1}));
    job.microbatch = int(item.integer("microbatch", {.min = 1, .max = 1024, .fallback = 1}));
    job.globalBatch = int(item.integer("globalBatch", {.min = 1, .max = 1 << 22, .fallback = 64}));
    job.sequence = int(item.integer("sequence", {.min = 0, .max = 1 << 20, .fallback = 0}));
    job.sequenceParallel = item.boolean("sequenceParallel", true);
    job.interleave = int(item.integer("interleave", {.min = 1, .max = 64, .fallback = 1}));
    job.distributedOptimizer = item.boolean("distributedOptimizer", false);
    job.precision = item.choice("precision", {"bf16", "fp8"}, std::string("bf16"));
    job.recompute = item.choice("recompute", {"none", "selective", "full"}, std::string("selective"));
    job.sampleBytes = item.number("sampleBytes", {.min = 0, .max = 1e12, .fallback = 0});
    job.submitS = durationField(item, "submit", 0, 0, kMaxDurationS);
    job.steps = item.integer("steps", {.min = 0, .max = std::int64_t(1) << 40, .fallback = 0});
    job.checkpointIntervalS = durationField(item, "checkpointInterval", 1800, 0, kMaxDurationS);
    job.checkpointMode = storage::parseCheckpointMode(
        item.choice("checkpointMode", {"sync", "blocking", "async", "sharded"}, std::string("async")),
        item.pointer() + "/checkpointMode");
    job.priority = int(item.integer("priority", {.min = -100, .max = 100, .fallback = 0}));
    item.finish();
    const std::string pointer = item.pointer();
    if (job.gpus % (job.tp * job.pp) != 0)
        throw Error(fmt::format("{} GPUs do not divide into tensor-parallel {} x pipeline-parallel {} "
                                "groups",
                                job.gpus, job.tp, job.pp),
                    pointer + "/gpus");
    return job;
}

ServiceSpec readService(ObjectReader& item, std::size_t index)
{
    ServiceSpec service;
    service.name = item.string("name", {.fallback = fmt::format("service{}", index), .allowEmpty = false,
                                        .maxLength = 60});
    service.modelId = item.choice("model", infer::transformerModelIds(), std::string("llama-3-8b"));
    service.platformId = item.choice("platform", platformIds(), std::string());
    service.tp = int(item.integer("tp", {.min = 1, .max = 16, .fallback = 1}));
    service.replicas = int(item.integer("replicas", {.min = 1, .max = 256, .fallback = 2}));
    service.rateRps = item.number("rate", {.min = 0, .max = 10000, .fallback = 10, .minExclusive = true});
    service.promptTokens = int(item.integer("promptTokens", {.min = 0, .max = 1 << 20, .fallback = 1024}));
    service.outputTokens = int(item.integer("outputTokens", {.min = 0, .max = 1 << 20, .fallback = 128}));
    service.sloTtftMs = item.number("sloTtftMs", {.min = 0, .max = 1e7, .fallback = 0});
    service.sloTpotMs = item.number("sloTpotMs", {.min = 0, .max = 1e7, .fallback = 0});
    service.priority = int(item.integer("priority", {.min = -100, .max = 100, .fallback = 10}));
    item.finish();
    return service;
}

// A workload's platform: the first rack's when unnamed, else one that some rack holds.
std::string platformOnRacks(const std::vector<RackSpec>& racks, const std::string& platformId,
                            const std::string& pointer)
{
    if (platformId.empty())
        return racks.front().platformId;
    for (const RackSpec& rack : racks)
        if (rack.platformId == platformId)
            return platformId;
    throw Error(fmt::format("no rack holds '{}' servers", platformId), pointer);
}

BackgroundJobSpec readBackgroundJob(ObjectReader& item, std::size_t index)
{
    BackgroundJobSpec job;
    job.name = item.string("name", {.fallback = fmt::format("batch{}", index), .allowEmpty = false,
                                    .maxLength = 60});
    job.platformId = item.choice("platform", platformIds(), std::string());
    job.count = int(item.integer("count", {.min = 1, .max = 10000, .fallback = 1}));
    job.gpus = int(item.integer("gpus", {.min = 1, .max = kMaxServers * 16, .fallback = 1}));
    job.runS = durationField(item, "run", 3600, 1, kMaxDurationS);
    job.submitS = durationField(item, "submit", 0, 0, kMaxDurationS);
    job.intervalS = durationField(item, "interval", 0, 0, kMaxDurationS);
    job.utilisation = item.number("utilisation", {.min = 0, .max = 1, .fallback = 1});
    job.checkpointIntervalS = durationField(item, "checkpointInterval", 0, 0, kMaxDurationS);
    job.priority = int(item.integer("priority", {.min = -100, .max = 100, .fallback = -10}));
    item.finish();
    return job;
}

std::vector<FaultSpec> readFaults(const nlohmann::json& events)
{
    std::vector<FaultSpec> faults;
    ArrayReader items(events, "/events", {.maxItems = kMaxFaults});
    for (std::size_t i = 0; i < items.size(); ++i) {
        ObjectReader item = items.object(i);
        FaultSpec fault;
        fault.pointer = item.pointer();
        fault.atS = durationField(item, "at", 0, 0, kMaxDurationS);
        if (item.has("until"))
            fault.untilS = durationField(item, "until", 0, 0, kMaxDurationS);
        else
            item.accept("until");
        fault.kind = item.string("fault", {.allowEmpty = false, .maxLength = 40});
        fault.target = item.string("target", {.fallback = "", .maxLength = 80});
        if (item.has("severity"))
            fault.severity = item.number("severity", {.min = 0, .max = 1e6});
        else
            item.accept("severity");
        fault.xid = int(item.integer("xid", {.min = 0, .max = 1000, .fallback = 0}));
        item.finish();
        if (fault.untilS && *fault.untilS <= fault.atS)
            throw Error(fmt::format("expected a time after 'at' ({} s), got {} s", fault.atS, *fault.untilS),
                        fault.pointer + "/until");
        faults.push_back(std::move(fault));
    }
    std::stable_sort(faults.begin(), faults.end(),
                     [](const FaultSpec& a, const FaultSpec& b) { return a.atS < b.atS; });
    return faults;
}

} // namespace

int ClusterSpec::serverCount() const
{
    int servers = 0;
    for (const auto& rack : facility.racks)
        servers += rack.servers;
    return servers;
}

ClusterSpec readClusterSpec(const nlohmann::json& model, const nlohmann::json& events)
{
    ClusterSpec spec;
    ObjectReader reader(model, "/model");
    spec.facility.racks = readRacks(reader);
    if (spec.serverCount() > kMaxServers)
        throw Error(fmt::format("expected at most {} servers in all racks, got {}", kMaxServers,
                                spec.serverCount()),
                    "/model/racks");
    // Unset: each cooling technology's typical supply temperature from the catalogue.
    if (reader.has("supplyAirC"))
        spec.facility.supplyAirC = reader.number("supplyAirC", {.min = 5, .max = 45});
    else
        reader.accept("supplyAirC");
    if (reader.has("supplyWaterC"))
        spec.facility.supplyWaterC = reader.number("supplyWaterC", {.min = 2, .max = 60});
    else
        reader.accept("supplyWaterC");
    spec.fabric = readFabric(reader);
    spec.storage = readStorage(reader);
    if (auto management = reader.optionalObject("managementNetwork")) {
        spec.management.portGbps = management->number("portGbps", {.min = 0.01, .max = 400, .fallback = 1});
        spec.management.serversPerSwitch =
            int(management->integer("serversPerSwitch", {.min = 1, .max = 512, .fallback = 48}));
        management->finish();
    }
    spec.schedulerPolicy = reader.choice("scheduler", {"first-fit", "best-fit", "packing", "spread", "topology"},
                                         std::string("best-fit"));
    sched::parsePolicy(spec.schedulerPolicy, "/model/scheduler");
    ArrayReader jobs = reader.array("jobs", {.maxItems = kMaxJobs});
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        ObjectReader item = jobs.object(i);
        spec.jobs.push_back(readJob(item, i));
    }
    for (std::size_t i = 0; i < spec.jobs.size(); ++i)
        spec.jobs[i].platformId =
            platformOnRacks(spec.racks(), spec.jobs[i].platformId, fmt::format("/model/jobs/{}/platform", i));
    for (std::size_t i = 0; i < spec.jobs.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (spec.jobs[i].name == spec.jobs[j].name)
                throw Error(fmt::format("two jobs are named '{}'", spec.jobs[i].name),
                            fmt::format("/model/jobs/{}/name", i));
    ArrayReader services = reader.array("services", {.maxItems = kMaxJobs});
    for (std::size_t i = 0; i < services.size(); ++i) {
        ObjectReader item = services.object(i);
        spec.services.push_back(readService(item, i));
        spec.services[i].platformId = platformOnRacks(spec.racks(), spec.services[i].platformId,
                                                      fmt::format("/model/services/{}/platform", i));
        for (std::size_t j = 0; j < i; ++j)
            if (spec.services[i].name == spec.services[j].name)
                throw Error(fmt::format("two services are named '{}'", spec.services[i].name),
                            fmt::format("/model/services/{}/name", i));
        for (const auto& job : spec.jobs)
            if (job.name == spec.services[i].name)
                throw Error(fmt::format("a job is named '{}' too", job.name), fmt::format("/model/services/{}/name", i));
    }
    spec.backfill = reader.choice("backfill", {"none", "easy", "conservative"}, std::string("easy"));
    spec.preemption = reader.boolean("preemption", true);
    ArrayReader background = reader.array("background", {.maxItems = kMaxJobs});
    std::size_t copies = 0;
    for (std::size_t i = 0; i < background.size(); ++i) {
        ObjectReader item = background.object(i);
        spec.background.push_back(readBackgroundJob(item, i));
        spec.background[i].platformId = platformOnRacks(spec.racks(), spec.background[i].platformId,
                                                        fmt::format("/model/background/{}/platform", i));
        copies += std::size_t(spec.background[i].count);
    }
    if (copies > kMaxBackgroundCopies)
        throw Error(fmt::format("expected at most {} background jobs in all, got {}", kMaxBackgroundCopies, copies),
                    "/model/background");
    if (auto failures = reader.optionalObject("failures")) {
        spec.failures.random = failures->boolean("random", false);
        spec.failures.rateScale = failures->number("rateScale", {.min = 0, .max = 1e6, .fallback = 1});
        spec.failures.restartS = durationField(*failures, "restart", 600, 0, 86400);
        spec.failures.repairS = durationField(*failures, "repair", 4 * 3600, 0, 30 * 86400);
        failures->finish();
    }
    if (auto telemetry = reader.optionalObject("telemetry")) {
        spec.telemetry.resolutionS = durationField(*telemetry, "resolution", 1, 0.1, 3600);
        spec.telemetry.windowS = durationField(*telemetry, "window", 3600, 1, 7 * 86400);
        telemetry->finish();
    }
    spec.durationS = durationField(reader, "duration", 3600, 1, kMaxDurationS);
    reader.finish();
    spec.faults = readFaults(events.is_null() ? nlohmann::json::array() : events);
    return spec;
}

} // namespace ailab::core::cluster
