#include "core/error.h"
#include "core/sched/cluster.h"
#include "core/sched/fragmentation.h"
#include "core/sched/placement.h"
#include "core/sched/workload.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::sched;

namespace {

NodeSpec node(const std::string& name, int gpus, std::int64_t cpu = 64000, int leaf = 0,
              const std::string& type = "h100-sxm")
{
    return {.name = name,
            .gpuType = type,
            .gpus = gpus,
            .cpuMilli = cpu,
            .memoryMiB = 1 << 20,
            .leaf = leaf};
}

JobDemand gpus(int workers, int perWorker, int milli = 1000, std::int64_t cpu = 1000)
{
    return {.workers = workers, .gpusPerWorker = perWorker, .gpuMilli = milli, .cpuMilli = cpu};
}

} // namespace

TEST_CASE("A gang is placed whole or not at all", "[sched]")
{
    Cluster c(courseCluster());
    Placer p(c, Policy::FirstFit);
    std::vector<WorkerAlloc> out;
    REQUIRE(p.place(gpus(2, 4), out));
    CHECK(out.size() == 2);
    CHECK(c.allocatedGpus() == 8);
    // Two more workers of four GPUs: one node is left, so neither worker is placed.
    CHECK_FALSE(p.place(gpus(2, 4), out));
    CHECK(out.empty());
    CHECK(c.allocatedGpus() == 8);
    CHECK(c.state(2).wholeIdleGpus == 4);
}

TEST_CASE("First-fit takes the first node that fits, as the course's scheduler", "[sched]")
{
    Cluster c(courseCluster());
    Placer p(c, Policy::FirstFit);
    std::vector<WorkerAlloc> out;
    std::vector<int> nodes;
    for (int i = 0; i < 5; ++i) {
        REQUIRE(p.place(gpus(1, 1), out));
        nodes.push_back(out[0].node);
    }
    CHECK(nodes == std::vector<int>{0, 0, 0, 0, 1});
    CHECK(out[0].gpus[0] == 0);
}

TEST_CASE("Best-fit takes the node with the least left after, by the FGD paper's score", "[sched]")
{
    Cluster c({node("roomy", 8), node("tight", 8)});
    // 2 GPUs taken on the first node, 6 on the second.
    c.allocate({.node = 0,
                .cpuMilli = 0,
                .memoryMiB = 0,
                .unitsPerGpu = 1000,
                .gpuCount = 2,
                .gpus = {0, 1}});
    c.allocate({.node = 1,
                .cpuMilli = 0,
                .memoryMiB = 0,
                .unitsPerGpu = 1000,
                .gpuCount = 6,
                .gpus = {0, 1, 2, 3, 4, 5}});
    Placer first(c, Policy::FirstFit);
    Placer best(c, Policy::BestFit);
    Placer spread(c, Policy::Spread);
    Placer packing(c, Policy::Packing);
    Decision record;
    std::vector<WorkerAlloc> out;
    REQUIRE(best.place(gpus(1, 1), out, &record));
    CHECK(out[0].node == 1);
    // 1 - [0.5 x 63 / 128 + 0.5 x 1 / 8] for the tight node, 5 GPUs left on the roomy one.
    CHECK(record.nodes[1].score == Approx(1 - (0.5 * 63.0 / 128 + 0.5 * 1.0 / 8)));
    CHECK(record.nodes[0].score == Approx(1 - (0.5 * 63.0 / 128 + 0.5 * 5.0 / 8)));
    c.release(out[0]);
    REQUIRE(first.place(gpus(1, 1), out));
    CHECK(out[0].node == 0);
    c.release(out[0]);
    REQUIRE(spread.place(gpus(1, 1), out));
    CHECK(out[0].node == 0);
    c.release(out[0]);
    REQUIRE(packing.place(gpus(1, 1), out));
    CHECK(out[0].node == 1);
}

TEST_CASE("The decision names each node's failed filter or its score", "[sched]")
{
    std::vector<NodeSpec> nodes{node("a", 4, 2000), node("b", 4), node("c", 2),
                                node("d", 4, 64000, 0, "a100-sxm-80")};
    Cluster c(nodes);
    c.setUp(1, false);
    Placer p(c, Policy::BestFit);
    Decision record;
    std::vector<WorkerAlloc> out;
    JobDemand d = gpus(1, 4, 1000, 4000);
    d.typeMask = c.typeMask({"h100-sxm"});
    CHECK_FALSE(p.place(d, out, &record));
    CHECK_FALSE(record.placed);
    CHECK(record.nodes[0].verdict == Verdict::Cpu);
    CHECK(record.nodes[1].verdict == Verdict::Down);
    CHECK(record.nodes[2].verdict == Verdict::Gpus);
    CHECK(record.nodes[3].verdict == Verdict::GpuType);
    CHECK(verdictId(Verdict::GpuType) == "GPU type");
}

TEST_CASE("A full node outside the domain is filtered for its GPUs, not for the domain", "[sched]")
{
    // The course's training job needs one node: with node-1 and node-2 full, first-fit tries
    // each node as the domain and ends on node-3.
    Cluster c(courseCluster());
    Placer p(c, Policy::FirstFit);
    std::vector<WorkerAlloc> out;
    const JobDemand training = demandOf(courseTrainingJob(), c);
    REQUIRE(p.place(training, out));
    REQUIRE(p.place(training, out));
    JobDemand small = gpus(1, 1);
    small.locality = Locality::SameNode;
    small.localityRequired = true;
    REQUIRE(p.place(small, out));
    CHECK(out[0].node == 2);
    Decision record;
    REQUIRE(p.place(small, out, &record));
    CHECK(record.nodes[0].verdict == Verdict::Gpus);
    CHECK(record.nodes[1].verdict == Verdict::Gpus);
    CHECK(record.nodes[2].verdict == Verdict::Fits);
    // A node that would take the worker but lies outside the domain tried says so.
    Cluster two({node("a", 4), node("b", 4)});
    Placer q(two, Policy::FirstFit);
    REQUIRE(q.place(small, out, &record));
    CHECK(record.nodes[0].verdict == Verdict::Fits);
    CHECK(record.nodes[1].verdict == Verdict::Domain);
}

TEST_CASE("Fractions share a GPU; best-fit gives the GPU with the least idle share that fits",
          "[sched]")
{
    Cluster c({node("n", 2)});
    Placer p(c, Policy::BestFit);
    std::vector<WorkerAlloc> out;
    REQUIRE(p.place(gpus(1, 1, 600), out));
    CHECK(out[0].gpus[0] == 0);
    REQUIRE(p.place(gpus(1, 1, 300), out));
    CHECK(out[0].gpus[0] == 0); // 400 idle on GPU 0 fits, and is the tighter
    REQUIRE(p.place(gpus(1, 1, 500), out));
    CHECK(out[0].gpus[0] == 1);
    CHECK(c.gpuFree(0)[0] == 100);
    CHECK(c.gpuFree(0)[1] == 500);
    CHECK(c.allocatedGpus() == Approx(1.4));
    // A whole GPU no longer fits: no GPU is wholly idle.
    CHECK(p.check(0, gpus(1, 1)) == Verdict::Gpus);
}

TEST_CASE("MIG slices: seven per GPU, profiles only on MIG nodes", "[sched]")
{
    NodeSpec mig = node("mig", 1, 64000, 0, "a100-sxm-80");
    mig.mig = true;
    Cluster c({mig, node("plain", 1)});
    Placer p(c, Policy::FirstFit);
    JobDemand d = gpus(1, 1);
    d.mig = MigProfile::ThreeG;
    std::vector<WorkerAlloc> out;
    REQUIRE(p.place(d, out));
    CHECK(out[0].node == 0);
    REQUIRE(p.place(d, out));
    CHECK(c.gpuFree(0)[0] == 1);
    CHECK(p.check(0, d) == Verdict::Gpus);
    CHECK(p.check(1, d) == Verdict::MigMode);
    d.mig = MigProfile::OneG;
    CHECK(p.check(0, d) == Verdict::Fits);
    CHECK(migSlices(MigProfile::SevenG) == 7);
    CHECK(parseMigProfile("4g", "mig") == MigProfile::FourG);
    CHECK_THROWS_WITH(parseMigProfile("5g", "/mig"), Catch::Contains("1g, 2g, 3g, 4g or 7g"));
    NodeSpec t4 = node("t4", 1, 1000, 0, "T4");
    t4.mig = true;
    CHECK_THROWS_WITH(Cluster({t4}), Catch::Contains("MIG needs an A100, H100 or H200"));
}

TEST_CASE("A required leaf keeps a gang on one leaf; a preferred one falls back", "[sched]")
{
    Cluster c({node("a", 4, 64000, 0), node("b", 4, 64000, 1), node("c", 4, 64000, 1)});
    Placer p(c, Policy::FirstFit);
    JobDemand d = gpus(2, 4);
    d.locality = Locality::SameLeaf;
    d.localityRequired = true;
    std::vector<WorkerAlloc> out;
    REQUIRE(p.place(d, out));
    CHECK(out[0].node == 1);
    CHECK(out[1].node == 2);
    for (const auto& w : out)
        c.release(w);
    c.allocate({.node = 2, .unitsPerGpu = 1000, .gpuCount = 1, .gpus = {0}});
    CHECK_FALSE(p.place(d, out));
    d.localityRequired = false;
    REQUIRE(p.place(d, out));
    CHECK(out[0].node == 0);
    CHECK(out[1].node == 1);
}

TEST_CASE("The topology-aware policy keeps a gang on the tightest leaf that holds it", "[sched]")
{
    Cluster c({node("a", 4, 64000, 0), node("b", 4, 64000, 0), node("c", 4, 64000, 1),
               node("d", 4, 64000, 1), node("e", 4, 64000, 1)});
    Placer topo(c, Policy::Topology);
    Placer first(c, Policy::FirstFit);
    c.allocate({.node = 0, .unitsPerGpu = 1000, .gpuCount = 2, .gpus = {0, 1}});
    std::vector<WorkerAlloc> out;
    // Two workers of four GPUs: leaf 0 has only one whole node left, leaf 1 three.
    REQUIRE(topo.place(gpus(2, 4), out));
    CHECK(c.spec(out[0].node).leaf == 1);
    CHECK(c.spec(out[1].node).leaf == 1);
    for (const auto& w : out)
        c.release(w);
    REQUIRE(first.place(gpus(2, 4), out));
    CHECK(out[0].node == 1);
    CHECK(out[1].node == 2); // first-fit crosses leaves
}

TEST_CASE("Fragmentation as FGD measures it, on a hand-computed node", "[sched]")
{
    // GPUs idle 1000, 500, 200, 0 milli; 10 cores idle.
    const std::vector<int> free{1000, 500, 200, 0};
    const TypicalJob share{.cpuMilli = 2000, .gpuMilli = 300, .gpuCount = 1, .weight = 0.5};
    const TypicalJob twoGpus{.cpuMilli = 2000, .gpuMilli = 1000, .gpuCount = 2, .weight = 0.25};
    const TypicalJob cpuOnly{.cpuMilli = 1000, .gpuMilli = 0, .gpuCount = 0, .weight = 0.25};
    // The share fits: only the GPUs below 300 milli are fragments (200).
    CHECK(taskFragmentationMilli(10000, free, 0, share) == 200);
    // Two whole GPUs do not fit: every idle share is a fragment (1,700).
    CHECK(taskFragmentationMilli(10000, free, 0, twoGpus) == 1700);
    // A CPU-only task uses no GPU: all idle GPU share is a fragment to it.
    CHECK(taskFragmentationMilli(10000, free, 0, cpuOnly) == 1700);
    // Short of CPU, the share does not fit either.
    CHECK(taskFragmentationMilli(1000, free, 0, share) == 1700);
    const std::vector<TypicalJob> m{share, twoGpus, cpuOnly};
    CHECK(nodeFragmentationMilli(10000, free, 0, m) ==
          Approx(0.5 * 200 + 0.25 * 1700 + 0.25 * 1700));
}

TEST_CASE("FGD puts a fraction where fragmentation grows least", "[sched]")
{
    // Typical workload: half 0.5-GPU tasks, half whole GPUs.
    const std::vector<TypicalJob> m{
        {.cpuMilli = 0, .gpuMilli = 500, .gpuCount = 1, .weight = 0.5},
        {.cpuMilli = 0, .gpuMilli = 1000, .gpuCount = 1, .weight = 0.5}};
    Cluster c({node("a", 2), node("b", 2)});
    // Node a: one GPU half used; node b idle.
    c.allocate({.node = 0, .unitsPerGpu = 500, .gpuCount = 1, .gpus = {0}});
    FragmentationIndex index(c, m);
    Placer fgd(c, Policy::Fgd, &index);
    std::vector<WorkerAlloc> out;
    // A 0.5 task: into the half-used GPU, which fills it, no new fragment.
    REQUIRE(fgd.place(gpus(1, 1, 500, 0), out));
    CHECK(out[0].node == 0);
    CHECK(out[0].gpus[0] == 0);
    CHECK(index.nodeMilli(0) == 0);
    // Typical jobs from jobs: the most common specs covering 95 %.
    std::vector<JobSpec> jobs(19);
    for (auto& j : jobs)
        j.gpuMilli = 500;
    jobs.push_back(JobSpec{});
    const auto typical = typicalJobs(jobs, c, 0.95);
    REQUIRE(typical.size() == 1);
    CHECK(typical[0].gpuMilli == 500);
    CHECK(typical[0].weight == 1.0);
}

TEST_CASE("FGD scores as the paper's score plugin: whole points, ties to the first node", "[sched]")
{
    // floor(100 sigmoid(-growth of F in GPUs)) (kubernetes-scheduler-simulator, fgd_score.go).
    CHECK(fgdScore(0) == 50);
    CHECK(fgdScore(-250) == 56);  // 56.2
    CHECK(fgdScore(250) == 43);   // 43.8
    CHECK(fgdScore(-20) == 50);   // 50.5
    CHECK(fgdScore(-2) == 50);    // 50.05
    CHECK(fgdScore(30) == 49);    // 49.25
    CHECK(fgdScore(-1e6) == 100); // the sigmoid rounds to 1
    CHECK(fgdScore(1e6) == 0);
    // Typical workload: CPU-only tasks 10 %, half-GPU tasks 90 %. Node a: one idle GPU;
    // node b: GPUs idle 1000 and 400 milli. A 20-milli task grows F by -2 milli on a, and on
    // b by -2 on its idle GPU and by -20 on the 400 one (0.9 x 20 fewer fragment milli as
    // well). All score 50: FGD takes the first node in its order, and on b the first GPU.
    const std::vector<TypicalJob> m{{.gpuMilli = 0, .gpuCount = 0, .weight = 0.1},
                                    {.gpuMilli = 500, .gpuCount = 1, .weight = 0.9}};
    for (const bool aFirst : {true, false}) {
        Cluster c({node("a", 1), node("b", 2)});
        c.allocate({.node = 1, .unitsPerGpu = 600, .gpuCount = 1, .gpus = {1}});
        FragmentationIndex index(c, m);
        Placer fgd(c, Policy::Fgd, &index);
        fgd.setNodeOrder(aFirst ? std::vector<int>{0, 1} : std::vector<int>{1, 0});
        const FragmentationIndex::Choice& onB = index.bestChoice(1, 0, 20, 1);
        CHECK(onB.score == 50);
        CHECK(onB.shareCount == 2); // both GPUs reach it
        std::vector<WorkerAlloc> out;
        Decision record;
        REQUIRE(fgd.place(gpus(1, 1, 20, 0), out, &record));
        CHECK(record.nodes[0].score == 50);
        CHECK(record.nodes[1].score == 50);
        CHECK(out[0].node == (aFirst ? 0 : 1));
        CHECK(out[0].gpus[0] == 0);
    }
}

TEST_CASE("Policies parse and name themselves", "[sched]")
{
    for (const char* id : {"first-fit", "best-fit", "packing", "spread", "topology", "fgd"})
        CHECK(policyId(parsePolicy(id, "--policy")) == id);
    CHECK_THROWS_WITH(parsePolicy("random", "--policy"), Catch::Contains("expected a policy"));
}
