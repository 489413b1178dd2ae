#include "core/error.h"
#include "core/sched/allocation_experiment.h"
#include "core/sched/openb_trace.h"
#include "core/sched/placement_network.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::sched;

namespace {

const std::string kNodes =
    std::string(AILAB_SOURCE_DIR) + "/resources/traces/openb-sample-nodes.csv";
const std::string kJobs = std::string(AILAB_SOURCE_DIR) + "/resources/traces/openb-sample-jobs.csv";

std::string errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const Error& e) {
        return e.path() + ": " + e.message();
    }
    return "no error";
}

} // namespace

TEST_CASE("The shipped sample trace reads in the openb format", "[sched][trace]")
{
    const auto nodes = readOpenbNodes(kNodes);
    REQUIRE(nodes.size() == 12);
    CHECK(nodes[0].name == "node-00");
    CHECK(nodes[0].gpus == 8);
    CHECK(nodes[0].gpuType == "V100M32");
    CHECK(nodes[0].cpuMilli == 96000);
    CHECK(nodes[0].memoryMiB == 393216);
    const auto jobs = readOpenbJobs(kJobs);
    REQUIRE(jobs.size() == 49);
    const JobSpec& first = jobs[0];
    CHECK(first.name == "sample-job-00");
    CHECK(first.gpusPerWorker == 2);
    CHECK(first.gpuMilli == 1000);
    CHECK(first.submitTime == 175);
    CHECK(first.runTime == 852 - 177); // deletion_time - scheduled_time
    CHECK(first.priority == 0);        // BE
    // A pending job never scheduled in the trace runs deletion - creation.
    CHECK(jobs.back().runTime == 300);
    CHECK(jobs.back().gpuMilli == 460);
}

TEST_CASE("Columns are found by name; gpu_spec lists allowed models", "[sched][trace]")
{
    const auto jobs =
        parseOpenbJobs("creation_time,name,num_gpu,gpu_milli,cpu_milli,deletion_time,gpu_spec\n"
                       "10,a,1,250,4000,70,T4|A10\n"
                       "20,b,0,0,8000,30,\n",
                       "jobs.csv");
    REQUIRE(jobs.size() == 2);
    CHECK(jobs[0].gpuTypes == std::vector<std::string>{"T4", "A10"});
    CHECK(jobs[0].runTime == 60);
    CHECK(jobs[0].memoryMiBPerWorker == 0);
    CHECK(jobs[1].gpusPerWorker == 0);
    const auto nodes = parseOpenbNodes("sn,cpu_milli,gpu,model\r\nx,1000,2,T4\r\n", "nodes.csv");
    CHECK(nodes[0].gpus == 2); // CRLF line ends too
}

TEST_CASE("A bad row is refused with its line and column", "[sched][trace]")
{
    const std::string header = "sn,cpu_milli,memory_mib,gpu,model\n";
    CHECK(errorOf([&] {
              parseOpenbNodes(header + "a,1000,10,2,T4\nb,abc,10,2,T4\n", "nodes.csv");
          }) == "nodes.csv:3:3: cpu_milli: expected an integer, got \"abc\"");
    CHECK(errorOf([&] { parseOpenbNodes(header + "a,1000,10,17,T4\n", "nodes.csv"); }) ==
          "nodes.csv:2:11: gpu: expected 0 to 16, got 17");
    CHECK(errorOf([&] { parseOpenbNodes(header + "a,1000,10\n", "nodes.csv"); }) ==
          "nodes.csv:2:1: expected 5 fields as in the header, got 3");
    CHECK(errorOf([&] { parseOpenbNodes(header + "a,1,1,1,T4\na,1,1,1,T4\n", "nodes.csv"); }) ==
          "nodes.csv:3:1: sn: the node \"a\" is listed twice");
    CHECK(errorOf([&] { parseOpenbNodes("sn,cpu_milli,gpu\n", "nodes.csv"); }) ==
          "nodes.csv:1:1: the header has no column \"model\"");
    CHECK(errorOf([&] { parseOpenbNodes("", "nodes.csv"); }) ==
          "nodes.csv:1:1: the file is empty; expected a header line");
    const std::string jobs =
        "name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos,pod_phase,creation_time,"
        "deletion_time,scheduled_time\n";
    CHECK(errorOf([&] {
              parseOpenbJobs(jobs + "j,1000,10,1,0,,LS,Running,0,10,0\n", "jobs.csv");
          }) == "jobs.csv:2:13: gpu_milli: a one-GPU job needs a share of 1 to 1000");
    CHECK(errorOf([&] {
              parseOpenbJobs(jobs + "j,1000,10,1,500,,VIP,Running,0,10,0\n", "jobs.csv");
          }) == "jobs.csv:2:18: qos: expected BE, Burstable, LS or Guaranteed, got \"VIP\"");
    CHECK(errorOf([&] {
              parseOpenbJobs(jobs + "j,1000,10,1,500,,LS,Running,50,10,50\n", "jobs.csv");
          }) == "jobs.csv:2:32: deletion_time: before the job started");
    CHECK(
        errorOf([&] { parseOpenbJobs(jobs + "j,1000,10,1,500,,LS,Lost,0,10,0\n", "jobs.csv"); }) ==
        "jobs.csv:2:21: pod_phase: expected Running, Succeeded, Failed or Pending, got \"Lost\"");
    CHECK(errorOf([&] {
              parseOpenbJobs(jobs + "j,1000,10,1,500,\"a,b\",LS,Running,0,10,0\n", "jobs.csv");
          }).starts_with("jobs.csv:2:17: quoted fields"));
    CHECK(errorOf([] { readOpenbNodes("/no/such/nodes.csv"); }) ==
          "/no/such/nodes.csv: cannot open the trace file");
}

TEST_CASE("The FGD allocation experiment on the sample trace", "[sched][trace]")
{
    const auto nodes = readOpenbNodes(kNodes);
    const auto jobs = readOpenbJobs(kJobs);
    AllocationExperimentConfig config;
    config.policy = Policy::BestFit;
    config.seeds = 3;
    const auto best = runAllocationExperiment(nodes, jobs, config);
    config.policy = Policy::Fgd;
    const auto fgd = runAllocationExperiment(nodes, jobs, config);
    REQUIRE_FALSE(best.points.empty());
    CHECK(best.clusterGpus == 50);
    CHECK(best.points.back().demandPercent >= 129);
    CHECK(best.points.back().demandPercent <= 131);
    for (const auto& p : best.points) {
        // Nothing is placed beyond what arrived, nor beyond the cluster.
        CHECK(p.allocationPercent <= p.demandPercent + 8.0 + 1e-9); // one 8-GPU job of 50 GPUs
        CHECK(p.allocationPercent <= 100.0);
        CHECK(p.fragmentationPercent >= 0.0);
        CHECK(p.fragmentationPercent <= 100.0);
    }
    CHECK(best.droppedJobs > 0);
    // The same seeds give the same curve; another policy another.
    CHECK(runAllocationExperiment(nodes, jobs, config).points.back().allocationPercent ==
          fgd.points.back().allocationPercent);
    CHECK(errorOf([&] {
              runAllocationExperiment(nodes, jobs, {.policy = Policy::Fgd, .inflatePercent = 0});
          }).starts_with("--inflate"));
    CHECK(errorOf([&] {
              runAllocationExperiment(nodes, jobs, {.seeds = 0});
          }).starts_with("--seeds"));
}

TEST_CASE("FGD allocates about two points more than best-fit on the openb trace",
          "[sched][trace]")
{
    // Weng et al., USENIX ATC'23, figure 9(a): at 130 % arrived GPU demand on the openb
    // trace FGD allocates 95.4 % of the GPUs and best-fit 93.1 % (the artefact's expected
    // results, experiments/analysis/expected_results/analysis_allo_discrete.csv, mean of its
    // 10 seeds: 95.39 % and 93.08 %). Ours, mean of 10 seeds: docs/models.md, "GPU scheduling".
    const std::string dir = std::string(AILAB_SOURCE_DIR) + "/tests/data/openb/";
    const auto nodes = readOpenbNodes(dir + "openb_node_list_gpu_node.csv");
    const auto jobs = readOpenbJobs(dir + "openb_pod_list_default.csv");
    REQUIRE(nodes.size() == 1213);
    REQUIRE(jobs.size() == 8152);
    const auto at130 = [&](Policy policy) {
        const auto r = runAllocationExperiment(
            nodes, jobs, {.policy = policy, .inflatePercent = 130, .seeds = 10});
        REQUIRE(r.clusterGpus == 6212);
        REQUIRE(r.points.back().demandPercent == 130);
        REQUIRE(r.points.back().seeds == 10);
        return r.points.back().allocationPercent;
    };
    const double fgd = at130(Policy::Fgd);
    const double bestFit = at130(Policy::BestFit);
    CHECK(fgd == Approx(95.39).margin(0.5));
    CHECK(bestFit == Approx(93.08).margin(0.5));
    CHECK(fgd - bestFit == Approx(95.39 - 93.08).margin(0.5));
}

TEST_CASE("The experiment's demand and allocation on a hand-built cluster", "[sched][trace]")
{
    // One node of 2 GPUs; a trace of one whole-GPU job: at 100 % the two clones fill it,
    // at 150 % the third is dropped.
    const std::vector<NodeSpec> nodes{
        {.name = "n", .gpuType = "T4", .gpus = 2, .cpuMilli = 8000, .memoryMiB = 1000}};
    JobSpec j;
    j.cpuMilliPerWorker = 1000;
    j.memoryMiBPerWorker = 0;
    const auto r = runAllocationExperiment(
        nodes, {j}, {.policy = Policy::BestFit, .inflatePercent = 150, .seeds = 1});
    REQUIRE(r.points.size() == 3);
    CHECK(r.points[0].demandPercent == 50);
    CHECK(r.points[0].allocationPercent == 50);
    CHECK(r.points[1].demandPercent == 100);
    CHECK(r.points[1].allocationPercent == 100);
    CHECK(r.points[2].demandPercent == 150);
    CHECK(r.points[2].allocationPercent == 100);
    CHECK(r.droppedJobs == 1);
    // Typical workload: the one whole-GPU task; a full node has no fragment.
    CHECK(r.points[1].fragmentationPercent == 0);
    CHECK(r.points[0].fragmentationPercent == 0);
}

TEST_CASE("A job packed on one leaf all-reduces faster than one spread over leaves", "[sched]")
{
    // 8 servers of 4 GPUs on 4 leaves, 2 spines, uplinks at a quarter of the NIC rate: 4:1.
    topo::FabricConfig f;
    f.servers = 8;
    f.gpusPerServer = 4;
    f.nicsPerServer = 4;
    f.leaves = 4;
    f.spines = 1;
    f.uplinkRate = units::BitRate::gigabitsPerSecond(400);
    const topo::Fabric fabric = topo::buildFabric(f);
    const auto nodes = nodesOnFabric(fabric, "h100-sxm", 128000, 1 << 20);
    REQUIRE(nodes.size() == 8);
    CHECK(nodes[2].leaf == 1);
    Cluster cluster(nodes);
    // Two workers of 4 GPUs, packed on leaf 0 by the topology-aware policy...
    Placer topology(cluster, Policy::Topology);
    JobDemand gang{.workers = 2, .gpusPerWorker = 4, .cpuMilli = 1000};
    std::vector<WorkerAlloc> packed;
    REQUIRE(topology.place(gang, packed));
    CHECK(cluster.spec(packed[0].node).leaf == cluster.spec(packed[1].node).leaf);
    // ...and spread over two leaves by hand.
    std::vector<WorkerAlloc> spread = packed;
    spread[1].node = 2;
    const auto a = allReduceOnPlacement(fabric, packed, 1e9);
    const auto b = allReduceOnPlacement(fabric, spread, 1e9);
    CHECK(a.ranks == 8);
    CHECK(a.leaves == 1);
    CHECK(b.leaves == 2);
    CHECK(a.seconds > 0);
    CHECK(b.seconds > a.seconds);
    std::vector<WorkerAlloc> bad = packed;
    bad[0].node = 99;
    CHECK(errorOf([&] { allReduceOnPlacement(fabric, bad, 1e9); }).starts_with("placement: "));
}
