#include "core/error.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/allocation_experiment.h"
#include "core/sched/policy_comparison.h"
#include "core/sched/schedule_record.h"
#include "core/sched/workload.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace ailab::core;
using namespace ailab::core::sched;
using nlohmann::json;

namespace {

JobSpec job(const std::string& name, int perWorker, double submit, double run, int priority = 0)
{
    JobSpec j;
    j.name = name;
    j.gpusPerWorker = perWorker;
    j.cpuMilliPerWorker = 1000;
    j.memoryMiBPerWorker = 1024;
    j.submitTime = submit;
    j.runTime = run;
    j.priority = priority;
    return j;
}

std::string errorOf(const json& model)
{
    try {
        models::scheduler::readSchedulerScenario(model);
    } catch (const Error& e) {
        return e.path() + ": " + e.message();
    }
    return "no error";
}

} // namespace

TEST_CASE("The schedule record keeps each stretch, its end, lost work and restore", "[sched]")
{
    sim::Simulation sim;
    SchedulerConfig config;
    config.preemption = true;
    Scheduler s(sim, Cluster(courseCluster()), config);
    ScheduleRecorder record(s);
    // Three fillers of 4 GPUs take the course's three nodes, four inference jobs wait, and a
    // job of higher priority then needs a whole node.
    for (int i = 0; i < 3; ++i)
        s.submit(job("filler-" + std::to_string(i), 4, 10.0 * i, 10000));
    for (int i = 0; i < 4; ++i) {
        JobSpec inf = job("inference-" + std::to_string(i), 1, 50, 5000);
        inf.checkpointInterval = 600;
        inf.restoreCost = 120;
        s.submit(inf);
    }
    sim.runUntil(60);
    s.submit(job("urgent", 4, 1000, 1000, 10));
    sim.runAll();
    // 12 GPUs: three fillers take the three nodes and the inference jobs queue; urgent
    // preempts a filler.
    const auto segments = record.segments();
    REQUIRE_FALSE(segments.empty());
    const auto urgent = record.segmentsOf(7);
    REQUIRE(urgent.size() == 1);
    CHECK(urgent[0]->start == Approx(1000));
    CHECK(urgent[0]->end == Approx(2000));
    CHECK(urgent[0]->outcome == SegmentEnd::Done);
    CHECK(urgent[0]->workers.size() == 1);
    // The victim is the most recent of the lowest priority: filler-2, started at 20 s, so
    // 980 s x 4 GPUs lost without checkpoints, and no restore when it runs again.
    const auto victim = record.segmentsOf(2);
    REQUIRE(victim.size() == 2);
    CHECK(victim[0]->outcome == SegmentEnd::Preempted);
    CHECK(victim[0]->start == Approx(20));
    CHECK(victim[0]->end == Approx(1000));
    CHECK(victim[0]->lostGpuS == Approx(4 * 980));
    CHECK(victim[1]->restoreS == 0);
    CHECK(victim[1]->outcome == SegmentEnd::Done);
    CHECK(segmentEndId(SegmentEnd::Preempted) == "preempted");
}

TEST_CASE("A restarted job's stretch pays the restore of its checkpoint", "[sched]")
{
    sim::Simulation sim;
    SchedulerConfig config;
    config.preemption = true;
    Scheduler s(sim, Cluster(courseCluster()), config);
    ScheduleRecorder record(s);
    for (int i = 0; i < 12; ++i) {
        JobSpec inf = job("inference-" + std::to_string(i), 1, 0, 3600);
        inf.checkpointInterval = 600;
        inf.restoreCost = 120;
        s.submit(inf);
    }
    s.submit(job("training", 4, 900, 600, 10));
    sim.runAll();
    int preempted = 0;
    for (const ScheduleSegment& seg : record.segments()) {
        if (seg.outcome != SegmentEnd::Preempted)
            continue;
        ++preempted;
        // 900 s done, 600 s kept: 300 GPU-seconds lost each.
        CHECK(seg.lostGpuS == Approx(300));
        const auto again = record.segmentsOf(seg.job);
        REQUIRE(again.size() == 2);
        CHECK(again[1]->restoreS == Approx(120));
    }
    CHECK(preempted == 4);
}

TEST_CASE("The allocation experiment reports progress per seed and stops when cancelled", "[sched]")
{
    std::vector<NodeSpec> nodes;
    for (int i = 0; i < 4; ++i)
        nodes.push_back({.name = "n" + std::to_string(i),
                         .gpuType = "V100",
                         .gpus = 8,
                         .cpuMilli = 96000,
                         .memoryMiB = 1 << 19});
    std::vector<JobSpec> jobs;
    for (int i = 0; i < 20; ++i) {
        JobSpec j = job("j" + std::to_string(i), 1, 0, 1);
        j.gpuMilli = i % 2 == 0 ? 500 : 1000;
        jobs.push_back(j);
    }
    std::vector<int> seen;
    const auto full =
        runAllocationExperiment(nodes, jobs, {.policy = Policy::Fgd, .seeds = 4}, [&](int done) {
            seen.push_back(done);
            return true;
        });
    CHECK(seen == std::vector<int>{1, 2, 3, 4});
    CHECK(full.seedsRun == 4);
    CHECK_FALSE(full.cancelled);
    const auto cut = runAllocationExperiment(nodes, jobs, {.policy = Policy::Fgd, .seeds = 4},
                                             [](int done) { return done < 2; });
    CHECK(cut.seedsRun == 2);
    CHECK(cut.cancelled);
    // The same first two seeds as a run of two seeds.
    const auto two = runAllocationExperiment(nodes, jobs, {.policy = Policy::Fgd, .seeds = 2});
    REQUIRE(two.points.size() == cut.points.size());
    CHECK(two.points.back().allocationPercent == Approx(cut.points.back().allocationPercent));
}

TEST_CASE("A scheduler scenario on a fabric reports each job's all-reduce on its placement",
          "[models][scheduler]")
{
    // 8 servers of 4 GPUs on 4 leaves, one spine, uplinks at 400 Gb/s: 8:1 oversubscribed.
    const json model = {
        {"cluster", {{"preset", "fabric"}, {"fabric", {{"servers", 8}, {"leaves", 4}}}}},
        {"scheduler", {{"policy", "topology"}}},
        {"jobs",
         {{{"name", "packed"}, {"workers", 2}, {"gpusPerWorker", 4}, {"runS", 100}},
          {{"name", "spread"},
           {"workers", 4},
           {"gpusPerWorker", 4},
           {"runS", 100},
           {"submitS", 200}}}}};
    const auto config = models::scheduler::readSchedulerScenario(model);
    REQUIRE(config.fabric);
    const auto nodes = models::scheduler::clusterNodes(config);
    REQUIRE(nodes.size() == 8);
    CHECK(nodes[2].leaf == 1);
    CHECK(nodes[0].gpus == 4);
    // Written and read back unchanged.
    const json written = models::scheduler::schedulerScenarioToJson(config);
    CHECK(models::scheduler::schedulerScenarioToJson(
              models::scheduler::readSchedulerScenario(written)) == written);

    sim::Simulation sim;
    auto scheduler = models::scheduler::startRun(sim, config);
    sim.runAll();
    const auto fabric = models::scheduler::fabricOf(*config.fabric);
    const auto all = models::scheduler::allReducesOf(*scheduler, fabric, 1 << 30);
    REQUIRE(all.size() == 2);
    CHECK(all[0].allReduce.leaves == 1);
    CHECK(all[1].allReduce.leaves == 2);
    CHECK(all[1].allReduce.seconds > all[0].allReduce.seconds);

    CHECK(errorOf({{"cluster", {{"preset", "fabric"}, {"fabric", {{"leaves", 0}}}}}}) ==
          "/model/cluster/fabric/leaves: expected an integer from 1 to 4096, got 0");
    CHECK(
        errorOf({{"cluster", {{"preset", "fabric"}, {"fabric", {{"servers", 2}, {"leaves", 4}}}}}})
            .starts_with("/model/cluster/fabric/leaves: "));
}

TEST_CASE("The topology-aware preset: packed on one leaf, dp-8 all-reduces faster by what the "
          "shared uplink costs",
          "[models][scheduler]")
{
    std::ifstream file(std::string(AILAB_SOURCE_DIR) +
                       "/labs/scheduler/scenarios/topology-placement.json");
    REQUIRE(file.good());
    std::stringstream text;
    text << file.rdbuf();
    auto config = models::scheduler::readSchedulerScenario(json::parse(text.str()).at("model"));
    REQUIRE(config.fabric);
    const models::scheduler::FabricCluster f = *config.fabric;
    const auto fabric = models::scheduler::fabricOf(f);
    const auto dp8 = [&](Policy policy) {
        config.scheduler.policy = policy;
        sim::Simulation sim;
        auto scheduler = models::scheduler::startRun(sim, config);
        sim.runAll();
        for (const auto& a : models::scheduler::allReducesOf(
                 *scheduler, fabric, f.allReduceMiB * 1024 * 1024, f.algorithm)) {
            if (scheduler->jobs()[a.job].spec.name == "dp-8")
                return a.allReduce;
        }
        FAIL("dp-8 never ran");
        return PlacementAllReduce{};
    };
    const PlacementAllReduce spread = dp8(Policy::FirstFit);
    const PlacementAllReduce packed = dp8(Policy::Topology);
    REQUIRE(spread.leaves == 2);
    REQUIRE(packed.leaves == 1);
    REQUIRE(packed.nodes == 2);
    // Across the servers each NIC carries 2 (M - 1) / M x S / g bytes a direction (M = 2
    // servers, g = 4 GPUs each). Packed, every NIC sends at its own rate; spread, the g NICs
    // of a server share their leaf's one uplink, each at uplink / g.
    const double s = f.allReduceMiB * 1024 * 1024;
    const int g = f.gpusPerServer;
    const double perNic = 2.0 * (2 - 1) / 2 * s / g;
    const double nic = f.nicGbps * 1e9 / 8;
    const double uplink = f.uplinkGbps * 1e9 / 8;
    const double uplinkCost = perNic * (g / uplink - 1 / nic);
    CHECK(packed.seconds == Approx(packed.closedFormSeconds).epsilon(0.01));
    CHECK(spread.seconds - packed.seconds == Approx(uplinkCost).epsilon(0.02));
    CHECK(spread.seconds > 2 * packed.seconds);
}

TEST_CASE("A hierarchical all-reduce needs as many of the job's GPUs on each server; otherwise "
          "the ring runs",
          "[sched]")
{
    const auto fabric = models::scheduler::fabricOf({});
    const auto worker = [](int node, int gpus) {
        WorkerAlloc w;
        w.node = node;
        w.gpuCount = gpus;
        for (int k = 0; k < gpus; ++k)
            w.gpus[std::size_t(k)] = std::uint8_t(k);
        return w;
    };
    // 4 GPUs on server 0 and 2 on server 1: uneven.
    std::vector<WorkerAlloc> uneven{worker(0, 4), worker(1, 2)};
    const auto ring =
        allReduceOnPlacement(fabric, uneven, 1 << 30, collective::Algorithm::Hierarchical);
    CHECK(ring.algorithm == collective::Algorithm::Ring);
    CHECK(ring.ranks == 6);
    CHECK(ring.seconds > 0);
    uneven[1] = worker(1, 4);
    const auto even =
        allReduceOnPlacement(fabric, uneven, 1 << 30, collective::Algorithm::Hierarchical);
    CHECK(even.algorithm == collective::Algorithm::Hierarchical);
    // On one leaf the NICs run at their rate: far faster than one ring through one NIC.
    CHECK(even.seconds < 0.5 * allReduceOnPlacement(fabric, uneven, 1 << 30).seconds);
}

TEST_CASE("Offered load, the allocation over its window and a paired comparison, by hand",
          "[sched]")
{
    // 2 GPUs x 100 s at t = 0 and 1 GPU x 50 s at t = 100 on 4 GPUs: 250 GPU-s over
    // 4 x 100 GPU-s while they arrive.
    const std::vector<JobSpec> jobs{job("a", 2, 0, 100), job("b", 1, 100, 50)};
    const OfferedLoad load = offeredLoad(jobs, 4);
    CHECK(load.fromS == 0);
    CHECK(load.toS == 100);
    CHECK(load.percent == Approx(62.5));
    CHECK(offeredLoad({job("alone", 1, 5, 10)}, 4).percent == 0);

    // Each sample holds until the next.
    const std::vector<telemetry::Sample> samples{{0, 10}, {50, 30}, {100, 0}};
    CHECK(timeWeightedMean(samples, 0, 100) == Approx(20));
    CHECK(timeWeightedMean(samples, 25, 75) == Approx(20));
    CHECK(timeWeightedMean(samples, 60, 200) == Approx(30.0 * 40 / 140));

    // B - A per draw: -1, -2, -1; mean -4/3, standard error sqrt(1/3) / sqrt(3) = 1/3.
    const PairedComparison c = comparePaired({10, 12, 11}, {9, 10, 10});
    CHECK(c.draws == 3);
    CHECK(c.meanA == Approx(11));
    CHECK(c.meanB == Approx(29.0 / 3));
    CHECK(c.difference == Approx(-4.0 / 3));
    CHECK(c.standardError == Approx(1.0 / 3));
    CHECK(c.clear());
    CHECK_FALSE(c.clear(2));                                        // smaller than what matters
    CHECK_FALSE(comparePaired({10, 12, 11}, {11, 10, 12}).clear()); // scatter beyond the mean
    CHECK(comparePaired({1}, {1.5}).clear()); // one run of listed jobs is exact
    try {
        comparePaired({}, {});
        FAIL("no error");
    } catch (const Error& e) {
        CHECK(e.path() == "draws");
    }

    JobSpec share = job("share", 1, 0, 10);
    share.gpuMilli = 160;
    JobSpec cpu = job("cpu", 0, 0, 10);
    CHECK(smallestGpuShare({job("whole", 2, 0, 10), share}) == Approx(0.16));
    CHECK(smallestGpuShare({job("whole", 2, 0, 10)}) == 1);
    CHECK(smallestGpuShare({cpu}) == 0);
}

TEST_CASE("A scheduler scenario may name the allocation experiment", "[models][scheduler]")
{
    json model = {{"cluster",
                   {{"preset", "nodes"},
                    {"nodes", {{{"name", "a"}, {"gpus", 8}}, {{"name", "b"}, {"gpus", 8}}}}}},
                  {"jobs", {{{"name", "j"}, {"gpuMilli", 500}}, {{"name", "k"}}}},
                  {"experiment", {{"inflatePercent", 120}, {"seeds", 2}}}};
    const auto config = models::scheduler::readSchedulerScenario(model);
    REQUIRE(config.experiment);
    CHECK(config.experiment->seeds == 2);
    CHECK(config.experiment->policies.size() == 2);
    const json written = models::scheduler::schedulerScenarioToJson(config);
    CHECK(written.at("experiment").at("policies") == json{"best-fit", "fgd"});
    scenario::Scenario s;
    s.lab = "scheduler";
    s.title = "experiment";
    s.seed = 1;
    s.model = model;
    const json out = models::scheduler::runSchedulerScenario(s);
    REQUIRE(out.at("experiment").size() == 2);
    CHECK(out.at("experiment")[1].at("policy") == "fgd");
    CHECK_FALSE(out.at("experiment")[1].at("points").empty());

    model["jobs"] = json::array();
    CHECK(errorOf(model) == "/model/experiment: the allocation experiment needs listed jobs");
    model["jobs"] = {{{"name", "j"}}};
    model["experiment"] = {{"seeds", 0}};
    CHECK(errorOf(model) == "/model/experiment/seeds: expected an integer from 1 to 1000, got 0");
}

TEST_CASE("The scheduler names the job and time of its last decision", "[sched]")
{
    sim::Simulation sim;
    SchedulerConfig config;
    config.recordDecisions = true;
    Scheduler s(sim, Cluster(courseCluster()), config);
    CHECK(s.lastDecisionJob() == -1);
    s.submit(courseTrainingJob(0));
    s.submit(courseInferenceJob(300));
    sim.runUntil(400);
    CHECK(s.lastDecisionJob() == 1);
    CHECK(s.lastDecisionTime() == 300);
    const Decision& d = s.lastDecision();
    CHECK(d.placed);
    REQUIRE(d.nodes.size() == 3);
    // First-fit: node-1 holds the training job's 4 GPUs, so the inference job goes to node-2.
    CHECK(d.nodes[0].verdict == Verdict::Gpus);
    REQUIRE(d.workers.size() == 1);
    CHECK(d.workers[0].node == 1);
}
