#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/scenario/scenario_loader.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models;
using nlohmann::json;

namespace {

std::string errorOf(const json& model)
{
    try {
        scheduler::readSchedulerScenario(model);
    } catch (const Error& e) {
        return e.path() + ": " + e.message();
    }
    return "no error";
}

} // namespace

TEST_CASE("The scheduler model opens as the course's cluster", "[models][scheduler]")
{
    const scenario::ModelEntry* entry = findModel("scheduler");
    REQUIRE(entry != nullptr);
    const scenario::Scenario s = entry->defaultScenario();
    CHECK(s.title == "The course's GPU cluster");
    const auto config = scheduler::readSchedulerScenario(s.model);
    CHECK(config.clusterPreset == "course");
    CHECK(config.jobs.empty());
    CHECK(config.scheduler.policy == sched::Policy::FirstFit);
    const json metrics = runScenario(s);
    CHECK(metrics["nodes"] == 3);
    CHECK(metrics["gpus"] == 12);
    CHECK(metrics["jobs"] == 0);
}

TEST_CASE("A scheduler scenario reads back as it was written", "[models][scheduler]")
{
    const json model = {
        {"cluster",
         {{"preset", "nodes"},
          {"nodes",
           {{{"name", "a"}, {"gpus", 4}, {"leaf", 0}},
            {{"name", "b"},
             {"gpuType", "a100-sxm-80"},
             {"gpus", 1},
             {"mig", true},
             {"leaf", 1}}}}}},
        {"scheduler", {{"policy", "fgd"}, {"backfill", "conservative"}, {"preemption", true}}},
        {"tenants", {{{"name", "r"}, {"weight", 2}, {"quotaGpus", 3}}, {{"name", "p"}}}},
        {"jobs",
         {{{"name", "t"},
           {"tenant", "r"},
           {"workers", 2},
           {"gpusPerWorker", 2},
           {"locality", "leaf"}},
          {{"name", "m"}, {"tenant", "p"}, {"mig", "3g"}, {"gpuTypes", {"a100-sxm-80"}}}}},
        {"workload", {{"jobs", 20}, {"tenants", {"r", "p"}}}},
        {"outages", {{{"node", "a"}, {"atS", 100}, {"repairS", 50}}}},
    };
    const auto config = scheduler::readSchedulerScenario(model);
    CHECK(config.nodes.size() == 2);
    CHECK(config.nodes[1].mig);
    CHECK(config.jobs[1].mig == sched::MigProfile::ThreeG);
    CHECK(config.scheduler.tenants[0].quotaGpus == 3);
    CHECK(scheduler::workloadJobs(config).size() == 22);
    const json written = scheduler::schedulerScenarioToJson(config);
    const auto again = scheduler::readSchedulerScenario(written);
    CHECK(scheduler::schedulerScenarioToJson(again) == written);
    // It runs: every job ends or is reported as never started.
    scenario::Scenario s = findModel("scheduler")->defaultScenario();
    s.model = written;
    const json metrics = runScenario(s);
    CHECK(metrics["jobs"] == 22);
    CHECK(metrics["node_failures"] == 1);
}

TEST_CASE("A scheduler scenario's errors name the field", "[models][scheduler]")
{
    CHECK(
        errorOf({{"scheduler", {{"policy", "random"}}}}).starts_with("/model/scheduler/policy: "));
    CHECK(errorOf({{"jobs", {{{"workers", 0}}}}}).starts_with("/model/jobs/0/workers: "));
    CHECK(errorOf({{"jobs", {{{"gpusPerWorker", 2}, {"gpuMilli", 500}}}}}) ==
          "/model/jobs/0/gpuMilli: a GPU fraction needs exactly one GPU per worker");
    CHECK(errorOf({{"jobs", {{{"mig", "5g"}}}}}).starts_with("/model/jobs/0/mig: "));
    CHECK(errorOf({{"cluster",
                    {{"preset", "nodes"}, {"nodes", {{{"name", "a"}}, {{"name", "a"}}}}}}}) ==
          "/model/cluster/nodes/1/name: the node name \"a\" is used twice");
    CHECK(errorOf(
              {{"cluster", {{"preset", "nodes"}, {"nodes", {{{"gpuType", "T4"}, {"mig", true}}}}}}})
              .starts_with("/model/cluster/nodes/0/mig: MIG needs"));
    CHECK(errorOf({{"outages", {{{"node", "node-9"}}}}}) ==
          "/model/outages/0/node: no node \"node-9\" in the cluster");
    CHECK(errorOf({{"tenants", {{{"name", "a"}}}}, {"workload", {{"tenants", {"b"}}}}}) ==
          "/model/workload/tenants/0: no tenant \"b\" in the tenant list");
    CHECK(errorOf({{"workload", {{"load", 0}}}}).starts_with("/model/workload/load: "));
    CHECK(errorOf({{"workload", {{"medianRunS", 20000}}}})
              .starts_with("/model/workload/medianRunS: "));
    CHECK(errorOf({{"horizon", 5}}).starts_with("/model/horizon: "));
    scenario::Scenario s = findModel("scheduler")->defaultScenario();
    s.events = json::array({json::object()});
    CHECK_THROWS_WITH(findModel("scheduler")->validate(s), Catch::Contains("no timed events"));
}

TEST_CASE("The lab's session runs the scenario on its own clock", "[models][scheduler]")
{
    scheduler::SchedulerScenarioConfig config;
    config.scheduler.recordDecisions = true;
    config.jobs = {sched::courseTrainingJob(), sched::courseInferenceJob(10)};
    sim::Simulation sim;
    const auto run = scheduler::startRun(sim, config);
    std::vector<std::size_t> started;
    run->jobStarted.connect([&](std::size_t j) { started.push_back(j); });
    sim.runUntil(5);
    CHECK(started == std::vector<std::size_t>{0});
    CHECK(run->lastDecision().placed);
    CHECK(run->lastDecision().nodes.size() == 3);
    sim.runUntil(20);
    CHECK(started == std::vector<std::size_t>{0, 1});
    // The training job holds node 1's four GPUs: first-fit puts inference on node 2.
    CHECK(run->jobs()[1].placement[0].node == 1);
    sim.runUntil(60); // the next sample of the time series
    CHECK(run->metrics().get("gpu_allocation").latest()->value == Approx(100.0 * 5 / 12));
}
