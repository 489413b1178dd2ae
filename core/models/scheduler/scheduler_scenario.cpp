#include "core/models/scheduler/scheduler_scenario.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::models::scheduler {

using scenario::ArraySpec;
using scenario::childPointer;
using scenario::IntegerSpec;
using scenario::NumberSpec;
using scenario::ObjectReader;
using scenario::StringSpec;

namespace {

constexpr double kMiBPerGiB = 1024.0;
constexpr double kMiB = 1024.0 * 1024.0;

std::int64_t milliOf(double cores)
{
    return std::int64_t(std::llround(cores * 1000.0));
}

std::int64_t mibOf(double gib)
{
    return std::int64_t(std::llround(gib * kMiBPerGiB));
}

// An error of an engine's check, moved under the model's pointer.
[[noreturn]] void rethrowUnder(const Error& e, const std::string& pointer)
{
    throw Error(e.message(),
                pointer +
                    (e.path().empty() || e.path().front() == '/' ? e.path() : "/" + e.path()));
}

sched::NodeSpec readNode(ObjectReader in, std::size_t index)
{
    sched::NodeSpec n;
    n.name = in.string(
        "name",
        {.fallback = "node-" + std::to_string(index + 1), .allowEmpty = false, .maxLength = 100});
    n.gpuType =
        in.string("gpuType", {.fallback = "h100-sxm", .allowEmpty = false, .maxLength = 100});
    n.gpus = int(in.integer("gpus", {0, sched::kMaxGpusPerNode, 8}));
    n.cpuMilli = milliOf(in.number("cpuCores", {0.0, 4096.0, 64.0}));
    n.memoryMiB = mibOf(in.number("memoryGiB", {0.0, 65536.0, 512.0}));
    n.leaf = int(in.integer("leaf", {0, 4095, 0}));
    n.mig = in.boolean("mig", false);
    in.finish();
    return n;
}

nlohmann::json nodeToJson(const sched::NodeSpec& n)
{
    return {{"name", n.name},
            {"gpuType", n.gpuType},
            {"gpus", n.gpus},
            {"cpuCores", double(n.cpuMilli) / 1000.0},
            {"memoryGiB", double(n.memoryMiB) / kMiBPerGiB},
            {"leaf", n.leaf},
            {"mig", n.mig}};
}

sched::JobSpec readJob(ObjectReader in, std::size_t index)
{
    sched::JobSpec j;
    j.name = in.string(
        "name",
        {.fallback = "job-" + std::to_string(index), .allowEmpty = false, .maxLength = 100});
    j.tenant = in.string("tenant", {.fallback = "default", .allowEmpty = false, .maxLength = 100});
    j.priority = int(in.integer("priority", {-1000, 1000, 0}));
    j.workers = int(in.integer("workers", {1, 4096, 1}));
    j.gpusPerWorker = int(in.integer("gpusPerWorker", {0, sched::kMaxGpusPerNode, 1}));
    j.gpuMilli = int(in.integer("gpuMilli", {1, sched::kMilliPerGpu, sched::kMilliPerGpu}));
    const std::string mig = in.choice("mig", {"", "1g", "2g", "3g", "4g", "7g"}, "");
    j.mig = sched::parseMigProfile(mig, childPointer(in.pointer(), "mig"));
    j.cpuMilliPerWorker = milliOf(in.number("cpuCores", {0.0, 4096.0, 4.0}));
    j.memoryMiBPerWorker = mibOf(in.number("memoryGiB", {0.0, 65536.0, 16.0}));
    auto types = in.array("gpuTypes", ArraySpec{0, 64, false});
    for (std::size_t t = 0; t < types.size(); ++t)
        j.gpuTypes.push_back(types.string(t, {.allowEmpty = false, .maxLength = 100}));
    j.submitTime = in.number("submitS", {0.0, 1e9, 0.0});
    j.runTime = in.number("runS", {0.0, 1e9, 3600.0, true});
    j.timeLimit = in.number("limitS", {0.0, 1e9, 0.0});
    j.checkpointInterval = in.number("checkpointS", {0.0, 1e9, 0.0});
    j.restoreCost = in.number("restoreS", {0.0, 1e9, 0.0});
    j.locality = sched::parseLocality(in.choice("locality", {"none", "node", "leaf"}, "none"),
                                      childPointer(in.pointer(), "locality"));
    j.localityRequired = in.boolean("localityRequired", false);
    j.preemptible = in.boolean("preemptible", true);
    in.finish();
    sched::validateJob(j, in.pointer());
    return j;
}

nlohmann::json jobToJson(const sched::JobSpec& j)
{
    return {{"name", j.name},
            {"tenant", j.tenant},
            {"priority", j.priority},
            {"workers", j.workers},
            {"gpusPerWorker", j.gpusPerWorker},
            {"gpuMilli", j.gpuMilli},
            {"mig", sched::migProfileId(j.mig)},
            {"cpuCores", double(j.cpuMilliPerWorker) / 1000.0},
            {"memoryGiB", double(j.memoryMiBPerWorker) / kMiBPerGiB},
            {"gpuTypes", j.gpuTypes},
            {"submitS", j.submitTime},
            {"runS", j.runTime},
            {"limitS", j.timeLimit},
            {"checkpointS", j.checkpointInterval},
            {"restoreS", j.restoreCost},
            {"locality", sched::localityId(j.locality)},
            {"localityRequired", j.localityRequired},
            {"preemptible", j.preemptible}};
}

sched::WorkloadConfig readWorkload(ObjectReader in, std::uint64_t seed)
{
    sched::WorkloadConfig w;
    w.jobs = int(in.integer("jobs", {0, std::int64_t(kMaxScenarioJobs), 100}));
    w.load = in.number("load", {0.0, 100.0, w.load, true});
    w.medianRunS = in.number("medianRunS", {0.0, 1e9, w.medianRunS, true});
    w.p90RunS = in.number("p90RunS", {0.0, 1e9, w.p90RunS, true});
    w.maxRunS = in.number("maxRunS", {0.0, 1e9, w.maxRunS, true});
    w.limitFactor = in.number("limitFactor", {1.0, 100.0, w.limitFactor});
    w.checkpointIntervalS = in.number("checkpointIntervalS", {0.0, 1e9, 0.0});
    w.restoreCostS = in.number("restoreCostS", {0.0, 1e9, 0.0});
    if (in.has("tenants")) {
        auto tenants = in.array("tenants", ArraySpec{1, 64, false});
        w.tenants.clear();
        for (std::size_t t = 0; t < tenants.size(); ++t)
            w.tenants.push_back(tenants.string(t, {.allowEmpty = false, .maxLength = 100}));
    }
    w.priorities = int(in.integer("priorities", {1, 100, 1}));
    w.gpuType = in.string("gpuType", {.fallback = "", .maxLength = 100});
    w.gangShare = in.number("gangShare", {0.0, 1.0, 0.0});
    w.seed = seed;
    in.finish();
    try {
        sched::validateWorkload(w);
    } catch (const Error& e) {
        rethrowUnder(e, in.pointer());
    }
    return w;
}

FabricCluster readFabric(ObjectReader in)
{
    FabricCluster f;
    f.servers = int(in.integer("servers", {1, 4096, f.servers}));
    f.gpusPerServer =
        int(in.integer("gpusPerServer", {1, sched::kMaxGpusPerNode, f.gpusPerServer}));
    f.leaves = int(in.integer("leaves", {1, 4096, f.leaves}));
    f.spines = int(in.integer("spines", {1, 256, f.spines}));
    f.nicGbps = in.number("nicGbps", {0.0, 1e5, f.nicGbps, true});
    f.uplinkGbps = in.number("uplinkGbps", {0.0, 1e5, f.uplinkGbps, true});
    f.gpuType =
        in.string("gpuType", {.fallback = f.gpuType, .allowEmpty = false, .maxLength = 100});
    f.cpuCores = in.number("cpuCores", {0.0, 4096.0, f.cpuCores});
    f.memoryGiB = in.number("memoryGiB", {0.0, 65536.0, f.memoryGiB});
    f.allReduceMiB = in.number("allReduceMiB", {0.0, 1e7, f.allReduceMiB, true});
    f.algorithm = collective::parseAlgorithm(in.choice(
        "allReduceAlgorithm", {"ring", "hierarchical"}, collective::algorithmId(f.algorithm)));
    in.finish();
    if (f.leaves > f.servers)
        throw Error("at most one leaf per server", childPointer(in.pointer(), "leaves"));
    try {
        (void)fabricOf(f);
    } catch (const Error& e) {
        rethrowUnder(e, in.pointer());
    }
    return f;
}

nlohmann::json fabricToJson(const FabricCluster& f)
{
    return {{"servers", f.servers},
            {"gpusPerServer", f.gpusPerServer},
            {"leaves", f.leaves},
            {"spines", f.spines},
            {"nicGbps", f.nicGbps},
            {"uplinkGbps", f.uplinkGbps},
            {"gpuType", f.gpuType},
            {"cpuCores", f.cpuCores},
            {"memoryGiB", f.memoryGiB},
            {"allReduceMiB", f.allReduceMiB},
            {"allReduceAlgorithm", collective::algorithmId(f.algorithm)}};
}

ExperimentConfig readExperiment(ObjectReader in)
{
    ExperimentConfig x;
    if (in.has("policies")) {
        auto list = in.array("policies", ArraySpec{1, 6, false});
        x.policies.clear();
        for (std::size_t i = 0; i < list.size(); ++i)
            x.policies.push_back(sched::parsePolicy(
                list.choice(i, {"first-fit", "best-fit", "packing", "spread", "topology", "fgd"}),
                childPointer(in.pointer(), "policies")));
    }
    x.inflatePercent = in.number("inflatePercent", {0.0, 1000.0, x.inflatePercent, true});
    x.seeds = int(in.integer("seeds", {1, 1000, x.seeds}));
    in.finish();
    return x;
}

} // namespace

topo::Fabric fabricOf(const FabricCluster& f)
{
    topo::FabricConfig config;
    config.servers = f.servers;
    config.gpusPerServer = f.gpusPerServer;
    config.nicsPerServer = f.gpusPerServer;
    config.leaves = f.leaves;
    config.spines = f.spines;
    config.nicRate = units::BitRate::gigabitsPerSecond(f.nicGbps);
    config.uplinkRate = units::BitRate::gigabitsPerSecond(f.uplinkGbps);
    topo::validateFabricConfig(config);
    return topo::buildFabric(config);
}

std::vector<JobAllReduce> allReducesOf(const sched::Scheduler& scheduler,
                                       const topo::Fabric& fabric, double bytes,
                                       collective::Algorithm algorithm)
{
    std::vector<JobAllReduce> out;
    const auto& jobs = scheduler.jobs();
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        int gpus = 0;
        for (const sched::WorkerAlloc& w : jobs[j].placement)
            gpus += w.gpuCount;
        if (jobs[j].firstStart < 0 || gpus < 2)
            continue;
        out.push_back(
            {j, sched::allReduceOnPlacement(fabric, jobs[j].placement, bytes, algorithm)});
    }
    return out;
}

SchedulerScenarioConfig readSchedulerScenario(const nlohmann::json& model,
                                              const std::string& pointer)
{
    SchedulerScenarioConfig c;
    ObjectReader top(model, pointer);
    if (auto cluster = top.optionalObject("cluster")) {
        const std::string preset =
            cluster->choice("preset", {"course", "openb", "nodes", "fabric"}, "course");
        c.clusterPreset = preset == "nodes" ? "" : preset;
        if (preset == "nodes") {
            auto nodes = cluster->array("nodes", ArraySpec{1, kMaxScenarioNodes, true});
            for (std::size_t i = 0; i < nodes.size(); ++i)
                c.nodes.push_back(readNode(nodes.object(i), i));
        }
        if (preset == "fabric") {
            auto fabric = cluster->optionalObject("fabric");
            c.fabric = fabric ? readFabric(*fabric) : FabricCluster{};
        }
        cluster->finish();
    }
    sched::SchedulerConfig& s = c.scheduler;
    if (auto in = top.optionalObject("scheduler")) {
        s.policy = sched::parsePolicy(
            in->choice("policy", {"first-fit", "best-fit", "packing", "spread", "topology", "fgd"},
                       "first-fit"),
            childPointer(in->pointer(), "policy"));
        s.backfill =
            sched::parseBackfill(in->choice("backfill", {"none", "easy", "conservative"}, "none"),
                                 childPointer(in->pointer(), "backfill"));
        s.preemption = in->boolean("preemption", false);
        s.fairShare = in->boolean("fairShare", false);
        s.backfillDepth = int(in->integer("backfillDepth", {0, 10000, 100}));
        s.sampleIntervalS = in->number("sampleIntervalS", {0.0, 86400.0, 60.0, true});
        s.mtbfHours = in->number("mtbfHours", {0.0, 1e6, 0.0});
        s.repairHours = in->number("repairHours", {0.0, 1e4, 4.0, true});
        in->finish();
    }
    auto tenants = top.array("tenants", ArraySpec{0, 64, false});
    for (std::size_t t = 0; t < tenants.size(); ++t) {
        ObjectReader in = tenants.object(t);
        sched::TenantSpec spec;
        spec.name = in.string("name", {.allowEmpty = false, .maxLength = 100});
        spec.weight = in.number("weight", {0.0, 1e6, 1.0, true});
        spec.quotaGpus = in.number("quotaGpus", {0.0, 1e6, 0.0});
        spec.canBorrow = in.boolean("canBorrow", true);
        in.finish();
        for (const auto& other : s.tenants) {
            if (other.name == spec.name)
                throw Error("the tenant \"" + spec.name + "\" is named twice",
                            childPointer(in.pointer(), "name"));
        }
        s.tenants.push_back(spec);
    }
    auto jobs = top.array("jobs", ArraySpec{0, kMaxScenarioJobs, false});
    for (std::size_t i = 0; i < jobs.size(); ++i)
        c.jobs.push_back(readJob(jobs.object(i), i));
    if (auto w = top.optionalObject("workload"))
        c.workload = readWorkload(*w, 1);
    auto outages = top.array("outages", ArraySpec{0, 10000, false});
    for (std::size_t i = 0; i < outages.size(); ++i) {
        ObjectReader in = outages.object(i);
        Outage o;
        o.node = in.string("node", {.allowEmpty = false, .maxLength = 100});
        o.atS = in.number("atS", {0.0, 1e9, 0.0});
        o.repairS = in.number("repairS", {0.0, 1e9, 0.0});
        in.finish();
        c.outages.push_back(o);
    }
    c.horizonS = top.number("horizonS", {0.0, 1e9, 0.0});
    if (auto x = top.optionalObject("experiment"))
        c.experiment = readExperiment(*x);
    top.finish();

    // What the fields cannot say alone.
    const std::vector<sched::NodeSpec> nodes = clusterNodes(c);
    try {
        const sched::Cluster cluster(nodes);
    } catch (const Error& e) {
        rethrowUnder(e, pointer + "/cluster");
    }
    for (std::size_t i = 0; i < c.outages.size(); ++i) {
        if (std::none_of(nodes.begin(), nodes.end(),
                         [&](const sched::NodeSpec& n) { return n.name == c.outages[i].node; }))
            throw Error("no node \"" + c.outages[i].node + "\" in the cluster",
                        pointer + "/outages/" + std::to_string(i) + "/node");
    }
    if (!s.tenants.empty()) {
        const auto known = [&](const std::string& name) {
            return std::any_of(s.tenants.begin(), s.tenants.end(),
                               [&](const sched::TenantSpec& t) { return t.name == name; });
        };
        for (std::size_t i = 0; i < c.jobs.size(); ++i) {
            if (!known(c.jobs[i].tenant))
                throw Error("no tenant \"" + c.jobs[i].tenant + "\" in the tenant list",
                            pointer + "/jobs/" + std::to_string(i) + "/tenant");
        }
        if (c.workload) {
            for (std::size_t t = 0; t < c.workload->tenants.size(); ++t) {
                if (!known(c.workload->tenants[t]))
                    throw Error("no tenant \"" + c.workload->tenants[t] + "\" in the tenant list",
                                pointer + "/workload/tenants/" + std::to_string(t));
            }
        }
    }
    if (c.experiment && c.jobs.empty())
        throw Error("the allocation experiment needs listed jobs", pointer + "/experiment");
    if (c.jobs.size() + (c.workload ? std::size_t(c.workload->jobs) : 0) > kMaxScenarioJobs)
        throw Error("at most 100,000 jobs listed and generated together",
                    pointer + "/workload/jobs");
    return c;
}

nlohmann::json schedulerScenarioToJson(const SchedulerScenarioConfig& c)
{
    nlohmann::json cluster = {{"preset", c.clusterPreset.empty() ? "nodes" : c.clusterPreset}};
    if (c.clusterPreset.empty()) {
        nlohmann::json nodes = nlohmann::json::array();
        for (const auto& n : c.nodes)
            nodes.push_back(nodeToJson(n));
        cluster["nodes"] = nodes;
    }
    if (c.clusterPreset == "fabric")
        cluster["fabric"] = fabricToJson(c.fabric.value_or(FabricCluster{}));
    const sched::SchedulerConfig& s = c.scheduler;
    nlohmann::json tenants = nlohmann::json::array();
    for (const auto& t : s.tenants)
        tenants.push_back({{"name", t.name},
                           {"weight", t.weight},
                           {"quotaGpus", t.quotaGpus},
                           {"canBorrow", t.canBorrow}});
    nlohmann::json jobs = nlohmann::json::array();
    for (const auto& j : c.jobs)
        jobs.push_back(jobToJson(j));
    nlohmann::json outages = nlohmann::json::array();
    for (const auto& o : c.outages)
        outages.push_back({{"node", o.node}, {"atS", o.atS}, {"repairS", o.repairS}});
    nlohmann::json out = {
        {"cluster", cluster},
        {"scheduler",
         {{"policy", sched::policyId(s.policy)},
          {"backfill", sched::backfillId(s.backfill)},
          {"preemption", s.preemption},
          {"fairShare", s.fairShare},
          {"backfillDepth", s.backfillDepth},
          {"sampleIntervalS", s.sampleIntervalS},
          {"mtbfHours", s.mtbfHours},
          {"repairHours", s.repairHours}}},
        {"tenants", tenants},
        {"jobs", jobs},
        {"outages", outages},
        {"horizonS", c.horizonS},
    };
    if (c.experiment) {
        nlohmann::json policies = nlohmann::json::array();
        for (const sched::Policy p : c.experiment->policies)
            policies.push_back(sched::policyId(p));
        out["experiment"] = {{"policies", policies},
                             {"inflatePercent", c.experiment->inflatePercent},
                             {"seeds", c.experiment->seeds}};
    }
    if (c.workload) {
        const sched::WorkloadConfig& w = *c.workload;
        out["workload"] = {{"jobs", w.jobs},
                           {"load", w.load},
                           {"medianRunS", w.medianRunS},
                           {"p90RunS", w.p90RunS},
                           {"maxRunS", w.maxRunS},
                           {"limitFactor", w.limitFactor},
                           {"checkpointIntervalS", w.checkpointIntervalS},
                           {"restoreCostS", w.restoreCostS},
                           {"tenants", w.tenants},
                           {"priorities", w.priorities},
                           {"gpuType", w.gpuType},
                           {"gangShare", w.gangShare}};
    }
    return out;
}

std::vector<sched::NodeSpec> clusterNodes(const SchedulerScenarioConfig& c)
{
    if (c.clusterPreset == "course")
        return sched::courseCluster();
    if (c.clusterPreset == "openb")
        return sched::openbLikeCluster();
    if (c.clusterPreset == "fabric") {
        const FabricCluster f = c.fabric.value_or(FabricCluster{});
        return sched::nodesOnFabric(fabricOf(f), f.gpuType, milliOf(f.cpuCores),
                                    mibOf(f.memoryGiB));
    }
    return c.nodes;
}

std::vector<sched::JobSpec> workloadJobs(const SchedulerScenarioConfig& c)
{
    std::vector<sched::JobSpec> jobs = c.jobs;
    if (c.workload) {
        int gpus = 0;
        for (const auto& n : clusterNodes(c))
            gpus += n.gpus;
        for (sched::JobSpec& j : sched::generateWorkload(*c.workload, std::max(1, gpus)))
            jobs.push_back(std::move(j));
    }
    return jobs;
}

std::unique_ptr<sched::Scheduler> startRun(sim::Simulation& sim, const SchedulerScenarioConfig& c)
{
    const std::vector<sched::NodeSpec> nodes = clusterNodes(c);
    auto scheduler = std::make_unique<sched::Scheduler>(sim, sched::Cluster(nodes), c.scheduler);
    scheduler->submitAll(workloadJobs(c));
    for (const Outage& o : c.outages) {
        const auto it = std::find_if(nodes.begin(), nodes.end(),
                                     [&](const sched::NodeSpec& n) { return n.name == o.node; });
        scheduler->scheduleOutage(int(it - nodes.begin()), o.atS, o.repairS);
    }
    return scheduler;
}

namespace {

nlohmann::ordered_json percentilesToJson(const sched::Percentiles& p)
{
    return {{"count", p.count}, {"p50", p.p50}, {"p95", p.p95}, {"p99", p.p99}, {"mean", p.mean}};
}

} // namespace

nlohmann::ordered_json summaryToJson(const sched::SchedulerSummary& s)
{
    nlohmann::ordered_json bySize = nlohmann::ordered_json::object();
    for (const auto& [name, p] : s.waitBySize)
        bySize[name] = percentilesToJson(p);
    nlohmann::ordered_json tenants = nlohmann::ordered_json::array();
    for (const auto& t : s.tenants)
        tenants.push_back({{"name", t.name},
                           {"entitlement_percent", 100 * t.entitlement},
                           {"share_percent", 100 * t.share},
                           {"gpu_hours", t.gpuHours}});
    nlohmann::ordered_json j;
    j["jobs"] = s.jobs;
    j["completed"] = s.completed;
    j["timed_out"] = s.timedOut;
    j["unschedulable"] = s.unschedulable;
    j["not_started"] = s.notStarted;
    j["makespan_s"] = s.makespanS;
    j["gpu_allocation_percent"] = s.allocationPercent;
    j["gpu_utilisation_percent"] = s.utilisationPercent;
    j["fragmentation_percent"] = s.fragmentationPercent;
    j["fragmentation_of_idle_percent"] = s.fragmentationIdlePercent;
    j["queue_wait_s"] = percentilesToJson(s.wait);
    j["queue_wait_by_size_s"] = bySize;
    j["completion_time_s"] = percentilesToJson(s.jct);
    j["slowdown"] = percentilesToJson(s.slowdown);
    j["gpu_hours_lost_to_failures"] = s.lostFailureGpuHours;
    j["gpu_hours_lost_to_preemption"] = s.lostPreemptionGpuHours;
    j["restore_gpu_hours"] = s.restoreGpuHours;
    j["preemptions"] = s.preemptions;
    j["node_failures"] = s.failures;
    j["tenants"] = tenants;
    return j;
}

nlohmann::ordered_json jobsToJson(const sched::Scheduler& scheduler)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    const sched::Cluster& cluster = scheduler.cluster();
    for (const sched::JobRecord& r : scheduler.jobs()) {
        nlohmann::ordered_json j;
        j["name"] = r.spec.name;
        j["tenant"] = r.spec.tenant;
        j["state"] = sched::jobStateId(r.state);
        j["submit_s"] = r.spec.submitTime;
        if (r.firstStart < 0) {
            j["started"] = false;
        } else {
            j["started"] = true;
            j["start_s"] = r.firstStart;
            j["end_s"] = r.end < 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(r.end);
            nlohmann::ordered_json workers = nlohmann::ordered_json::array();
            for (const sched::WorkerAlloc& w : r.placement) {
                const int full = cluster.unitsPerGpu(w.node);
                std::vector<int> gpus(w.gpuIndices().begin(), w.gpuIndices().end());
                workers.push_back(
                    {{"node", cluster.spec(w.node).name},
                     {"gpus", gpus},
                     {"gpu_share_milli", w.unitsPerGpu * sched::kMilliPerGpu / full}});
            }
            j["placement"] = workers;
        }
        j["preemptions"] = r.preemptions;
        j["failures"] = r.failures;
        out.push_back(j);
    }
    return out;
}

void validateSchedulerScenarioDocument(const scenario::Scenario& scenario)
{
    readSchedulerScenario(scenario.model, "/model");
    if (!scenario.events.is_null() && !(scenario.events.is_array() && scenario.events.empty()))
        throw Error("the scheduler lab takes no timed events; node outages go in /model/outages",
                    "/events");
    if (!scenario.incident.is_null() && !scenario.incident.empty())
        throw Error("the scheduler lab has no incident", "/incident");
}

nlohmann::json runSchedulerScenario(const scenario::Scenario& scenario)
{
    validateSchedulerScenarioDocument(scenario);
    SchedulerScenarioConfig config = readSchedulerScenario(scenario.model, "/model");
    config.scheduler.seed = scenario.seed;
    if (config.workload)
        config.workload->seed = scenario.seed;
    sim::Simulation sim;
    const std::unique_ptr<sched::Scheduler> scheduler = startRun(sim, config);
    if (config.horizonS > 0)
        sim.runUntil(config.horizonS);
    else
        sim.runAll();
    nlohmann::ordered_json out;
    out["lab"] = "scheduler";
    out["policy"] = sched::policyId(config.scheduler.policy);
    out["backfill"] = sched::backfillId(config.scheduler.backfill);
    out["nodes"] = scheduler->cluster().nodeCount();
    out["gpus"] = scheduler->cluster().totalGpus();
    const nlohmann::ordered_json summary = summaryToJson(scheduler->summary());
    for (const auto& [key, value] : summary.items())
        out[key] = value;
    if (config.clusterPreset == "fabric") {
        const FabricCluster f = config.fabric.value_or(FabricCluster{});
        const topo::Fabric fabric = fabricOf(f);
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const JobAllReduce& a :
             allReducesOf(*scheduler, fabric, f.allReduceMiB * kMiB, f.algorithm)) {
            list.push_back({{"name", scheduler->jobs()[a.job].spec.name},
                            {"gpus", a.allReduce.ranks},
                            {"nodes", a.allReduce.nodes},
                            {"leaves", a.allReduce.leaves},
                            {"algorithm", collective::algorithmId(a.allReduce.algorithm)},
                            {"allreduce_s", a.allReduce.seconds}});
        }
        out["allreduce"] = list;
    }
    if (config.experiment) {
        nlohmann::ordered_json runs = nlohmann::ordered_json::array();
        for (const sched::Policy p : config.experiment->policies) {
            const sched::AllocationExperimentResult r =
                sched::runAllocationExperiment(clusterNodes(config), config.jobs,
                                               {.policy = p,
                                                .inflatePercent = config.experiment->inflatePercent,
                                                .seeds = config.experiment->seeds,
                                                .firstSeed = scenario.seed});
            nlohmann::ordered_json points = nlohmann::ordered_json::array();
            for (const auto& pt : r.points)
                points.push_back({{"demand_percent", pt.demandPercent},
                                  {"allocation_percent", pt.allocationPercent},
                                  {"fragmentation_percent", pt.fragmentationPercent}});
            runs.push_back({{"policy", sched::policyId(p)},
                            {"arrived_jobs", r.arrivedJobs},
                            {"dropped_jobs", r.droppedJobs},
                            {"points", points}});
        }
        out["experiment"] = runs;
    }
    return nlohmann::json(out);
}

scenario::Scenario defaultScenario()
{
    return scenario::defaultsScenario("scheduler", "The course's GPU cluster",
                                      schedulerScenarioToJson(SchedulerScenarioConfig{}));
}

scenario::ModelEntry modelEntry()
{
    return {.lab = "scheduler",
            .validate = validateSchedulerScenarioDocument,
            .run = runSchedulerScenario,
            .defaultScenario = defaultScenario};
}

} // namespace ailab::core::models::scheduler
