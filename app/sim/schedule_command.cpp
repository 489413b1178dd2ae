#include "app/sim/schedule_command.h"

#include "app/sim/json_figures.h"

#include "core/error.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/allocation_experiment.h"
#include "core/sched/openb_trace.h"
#include "core/sched/scheduler.h"
#include "core/sched/workload.h"
#include "core/units/parse.h"

#include <CLI/CLI.hpp>
#include <charconv>
#include <chrono>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

namespace {

double parseTime(const std::string& text, const std::string& option)
{
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec == std::errc() && ptr == end) {
        if (!(value >= 0))
            throw CLI::ValidationError(option, "a time cannot be negative, got " + text);
        return value;
    }
    try {
        const double s = units::parseSeconds(text, option).inSeconds();
        if (!(s >= 0))
            throw CLI::ValidationError(option, "a time cannot be negative, got " + text);
        return s;
    } catch (const Error& e) {
        throw CLI::ValidationError(option, e.message());
    }
}

std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        out.push_back(text.substr(start, comma == std::string::npos ? comma : comma - start));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return out;
}

void checkOptions(const ScheduleOptions& o)
{
    const bool experiment = !o.experiment.empty();
    if (experiment) {
        if (o.jobs.empty())
            throw CLI::ValidationError("--jobs", "the allocation experiment needs a jobs trace");
        if (o.generate >= 0)
            throw CLI::ValidationError("--generate", "the allocation experiment runs on a trace");
        return;
    }
    if (o.jobs.empty() == (o.generate < 0))
        throw CLI::ValidationError("--jobs", "give either --jobs FILE or --generate N");
    if (!o.tenants.empty()) {
        for (const std::string& t : splitList(o.tenants)) {
            if (t.empty())
                throw CLI::ValidationError("--tenants",
                                           "an empty tenant name in \"" + o.tenants + "\"");
        }
    }
    parseTime(o.checkpoint, "--checkpoint");
    parseTime(o.restore, "--restore");
}

std::vector<sched::NodeSpec> readNodes(const std::string& nodes)
{
    if (nodes == "builtin:course")
        return sched::courseCluster();
    if (nodes == "builtin:openb")
        return sched::openbLikeCluster();
    return sched::readOpenbNodes(nodes);
}

} // namespace

CLI::App* addScheduleCommand(CLI::App& app, ScheduleOptions& o)
{
    CLI::App* cmd = app.add_subcommand(
        "schedule", "Schedule a GPU workload on a cluster, or run the FGD allocation experiment; "
                    "print JSON.");
    cmd->add_option("--nodes", o.nodes,
                    "Nodes: an openb CSV (sn,cpu_milli,memory_mib,gpu,model), builtin:course "
                    "or builtin:openb")
        ->required();
    cmd->add_option("--jobs", o.jobs,
                    "Jobs: an openb CSV (name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,"
                    "qos,pod_phase,creation_time,deletion_time,scheduled_time)");
    cmd->add_option("--generate", o.generate,
                    "Generate N jobs (openb sizes, Philly run times, Poisson arrivals)")
        ->check(CLI::Range(0, 10000000))
        ->default_str("none");
    cmd->add_option("--load", o.load, "Offered GPU load of generated jobs (0.9 = 90 %)")
        ->check(CLI::Range(0.001, 100.0));
    cmd->add_option("--tenants", o.tenants, "Tenants of generated jobs, comma-separated");
    cmd->add_option("--priorities", o.priorities, "Priority levels of generated jobs")
        ->check(CLI::Range(1, 100));
    cmd->add_option("--checkpoint", o.checkpoint, "Checkpoint interval of generated jobs: 30min");
    cmd->add_option("--restore", o.restore, "Restore cost of generated jobs: 2min");
    cmd->add_option("--policy", o.policy, "Placement policy")
        ->check(CLI::IsMember({"first-fit", "best-fit", "packing", "spread", "topology", "fgd"}));
    cmd->add_option("--backfill", o.backfill, "Backfill")
        ->check(CLI::IsMember({"none", "easy", "conservative"}));
    cmd->add_flag("--preemption", o.preemption, "Higher priorities preempt lower ones");
    cmd->add_flag("--fair-share", o.fairShare, "Order the queue by each tenant's usage");
    cmd->add_option("--seed", o.seed, "Seed of the generator and of the experiment's orders");
    cmd->add_flag("--per-job", o.perJob, "Also print each job's placement, start and end");
    cmd->add_option("--experiment", o.experiment,
                    "Run the FGD paper's experiment on the trace instead")
        ->check(CLI::IsMember({"allocation"}));
    cmd->add_option("--inflate", o.inflate, "Arrived GPUs over the cluster's, percent")
        ->check(CLI::Range(1.0, 1000.0));
    cmd->add_option("--seeds", o.seeds, "Seeds the experiment averages over")
        ->check(CLI::Range(1, 1000));
    cmd->callback([&o] { checkOptions(o); });
    return cmd;
}

void scheduleCommand(const ScheduleOptions& o, std::ostream& out)
{
    const auto wallStart = std::chrono::steady_clock::now();
    const std::vector<sched::NodeSpec> nodes = readNodes(o.nodes);
    const sched::Policy policy = sched::parsePolicy(o.policy, "--policy");
    nlohmann::ordered_json j;
    if (!o.experiment.empty()) {
        const std::vector<sched::JobSpec> jobs = sched::readOpenbJobs(o.jobs);
        sched::AllocationExperimentConfig config;
        config.policy = policy;
        config.inflatePercent = o.inflate;
        config.seeds = o.seeds;
        config.firstSeed = o.seed;
        const sched::AllocationExperimentResult r =
            sched::runAllocationExperiment(nodes, jobs, config);
        j["experiment"] = "allocation";
        j["policy"] = o.policy;
        j["inflate_percent"] = o.inflate;
        j["seeds"] = o.seeds;
        j["nodes"] = nodes.size();
        j["cluster_gpus"] = r.clusterGpus;
        j["trace_jobs"] = jobs.size();
        j["typical_jobs"] = r.typicalJobs;
        j["arrived_jobs"] = r.arrivedJobs;
        j["dropped_jobs"] = r.droppedJobs;
        nlohmann::ordered_json points = nlohmann::ordered_json::array();
        for (const auto& p : r.points)
            points.push_back({{"demand_percent", p.demandPercent},
                              {"allocation_percent", p.allocationPercent},
                              {"fragmentation_percent", p.fragmentationPercent}});
        j["points"] = points;
    } else {
        sched::SchedulerConfig config;
        config.policy = policy;
        config.backfill = sched::parseBackfill(o.backfill, "--backfill");
        config.preemption = o.preemption;
        config.fairShare = o.fairShare;
        config.seed = o.seed;
        config.recordEvents = false;
        std::vector<sched::JobSpec> jobs;
        sched::Cluster cluster(nodes);
        if (o.generate >= 0) {
            sched::WorkloadConfig w;
            w.jobs = o.generate;
            w.load = o.load;
            if (!o.tenants.empty())
                w.tenants = splitList(o.tenants);
            w.priorities = o.priorities;
            w.checkpointIntervalS = parseTime(o.checkpoint, "--checkpoint");
            w.restoreCostS = parseTime(o.restore, "--restore");
            w.seed = o.seed;
            jobs = sched::generateWorkload(w, std::max(1, cluster.totalGpus()));
        } else {
            jobs = sched::readOpenbJobs(o.jobs);
        }
        core::sim::Simulation simulation;
        sched::Scheduler scheduler(simulation, std::move(cluster), config);
        scheduler.submitAll(std::move(jobs));
        simulation.runAll();
        j["policy"] = o.policy;
        j["backfill"] = o.backfill;
        j["preemption"] = o.preemption;
        j["seed"] = o.seed;
        j["nodes"] = scheduler.cluster().nodeCount();
        j["gpus"] = scheduler.cluster().totalGpus();
        const nlohmann::ordered_json summary =
            models::scheduler::summaryToJson(scheduler.summary());
        for (const auto& [key, value] : summary.items())
            j[key] = value;
        if (o.perJob)
            j["per_job"] = models::scheduler::jobsToJson(scheduler);
    }
    j["wall_time_s"] =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    roundFigures(j);
    out << j.dump(2) << '\n';
}

} // namespace ailab::sim
