#pragma once

#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"
#include "core/sched/allocation_experiment.h"
#include "core/sched/placement_network.h"
#include "core/sched/scheduler.h"
#include "core/sched/workload.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

// The GPU scheduling lab's scenario model (lab 05): a cluster, the scheduler's policy and
// queueing, tenants, a workload (jobs listed, generated or both), and node outages. The
// same model runs headless (`ailab-sim run`, `ailab-sim schedule`) and in the lab, which
// drives a sched::Scheduler built by startRun() on its own clock.
namespace ailab::core::models::scheduler {

// A node outage: `node` fails at `atS` and is repaired `repairS` later (never when 0).
struct Outage
{
    std::string node;
    double atS = 0;
    double repairS = 0;
};

// The cluster as the servers of a leaf-spine fabric (cluster preset "fabric"): node i is
// server i on the leaf the fabric builder gives it, one NIC per GPU, and every job of two
// GPUs or more is taken for a data-parallel job whose all-reduce of `allReduceMiB` runs on
// its placement on the fabric's flow engine, with `algorithm` (file: "allReduceAlgorithm",
// "ring" or "hierarchical"; see sched::allReduceOnPlacement).
struct FabricCluster
{
    int servers = 8;
    int gpusPerServer = 4;
    int leaves = 4;
    int spines = 1;
    double nicGbps = 400;
    double uplinkGbps = 400;
    std::string gpuType = "h100-sxm";
    double cpuCores = 128;
    double memoryGiB = 1024;
    double allReduceMiB = 1024;
    collective::Algorithm algorithm = collective::Algorithm::Ring;
};

// The FGD paper's allocation experiment on the scenario's nodes and listed jobs, under each
// of `policies` (docs/models.md, "GPU scheduling").
struct ExperimentConfig
{
    std::vector<sched::Policy> policies{sched::Policy::BestFit, sched::Policy::Fgd};
    double inflatePercent = 130;
    int seeds = 10;
};

struct SchedulerScenarioConfig
{
    std::string clusterPreset = "course"; // "course", "openb", "fabric" or "" (listed nodes)
    std::vector<sched::NodeSpec> nodes;   // when the preset is ""
    std::optional<FabricCluster> fabric;  // when the preset is "fabric"
    std::optional<ExperimentConfig> experiment;
    sched::SchedulerConfig scheduler;
    std::vector<sched::JobSpec> jobs;
    std::optional<sched::WorkloadConfig> workload; // generated jobs, after the listed ones
    std::vector<Outage> outages;
    double horizonS = 0; // stop here; 0: when every job is done
};

// Limits of scenario files.
inline constexpr std::size_t kMaxScenarioNodes = 4096;
inline constexpr std::size_t kMaxScenarioJobs = 100000;

// Reads and checks every field of `model` (cores and GiB in the file, as a learner types
// them); errors name the field's JSON pointer.
SchedulerScenarioConfig readSchedulerScenario(const nlohmann::json& model,
                                              const std::string& pointer = "/model");
nlohmann::json schedulerScenarioToJson(const SchedulerScenarioConfig& config);

// The fabric of the "fabric" cluster preset. Throws core::Error naming the field.
topo::Fabric fabricOf(const FabricCluster& fabric);
// Each job of the scheduler's current or last placement with two GPUs or more: its
// all-reduce of `bytes` on the fabric with `algorithm`.
struct JobAllReduce
{
    std::size_t job = 0;
    sched::PlacementAllReduce allReduce;
};
std::vector<JobAllReduce>
allReducesOf(const sched::Scheduler& scheduler, const topo::Fabric& fabric, double bytes,
             collective::Algorithm algorithm = collective::Algorithm::Ring);

// The cluster's nodes (the preset's or the listed ones).
std::vector<sched::NodeSpec> clusterNodes(const SchedulerScenarioConfig& config);
// Every job: the listed ones, then the generated ones.
std::vector<sched::JobSpec> workloadJobs(const SchedulerScenarioConfig& config);

// A scheduler on the caller's clock with the scenario's jobs and outages submitted.
std::unique_ptr<sched::Scheduler> startRun(sim::Simulation& sim,
                                           const SchedulerScenarioConfig& config);

// The figures `ailab-sim run` and `ailab-sim schedule` print.
nlohmann::ordered_json summaryToJson(const sched::SchedulerSummary& summary);
// Each job: its nodes and GPUs, start and end, or that it never started.
nlohmann::ordered_json jobsToJson(const sched::Scheduler& scheduler);

void validateSchedulerScenarioDocument(const scenario::Scenario& scenario);
nlohmann::json runSchedulerScenario(const scenario::Scenario& scenario);
// The course's lab as it opens: 3 nodes of 4 GPUs, first-fit, no job yet.
scenario::Scenario defaultScenario();
scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::scheduler
