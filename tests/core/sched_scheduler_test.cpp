#include "core/error.h"
#include "core/sched/scheduler.h"
#include "core/sched/workload.h"
#include "core/sim/rng.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::sched;

namespace {

JobSpec job(const std::string& name, int workers, int perWorker, double submit, double run,
            int priority = 0)
{
    JobSpec j;
    j.name = name;
    j.workers = workers;
    j.gpusPerWorker = perWorker;
    j.cpuMilliPerWorker = 1000;
    j.memoryMiBPerWorker = 1024;
    j.submitTime = submit;
    j.runTime = run;
    j.priority = priority;
    return j;
}

std::vector<NodeSpec> nodes(int count, int gpus)
{
    std::vector<NodeSpec> out;
    for (int i = 0; i < count; ++i)
        out.push_back({.name = "n" + std::to_string(i),
                       .gpuType = "h100-sxm",
                       .gpus = gpus,
                       .cpuMilli = 128000,
                       .memoryMiB = 1 << 20,
                       .leaf = i / 2});
    return out;
}

} // namespace

TEST_CASE("The course's cluster and its two kinds of job", "[sched]")
{
    sim::Simulation sim;
    Scheduler s(sim, Cluster(courseCluster()), {});
    CHECK(s.cluster().nodeCount() == 3);
    CHECK(s.cluster().totalGpus() == 12);
    REQUIRE(s.events().size() == 1);
    CHECK(s.events()[0].message == "GPU cluster initialized: 3 nodes / 12 accelerators.");
    s.submit(courseInferenceJob());
    s.submit(courseTrainingJob());
    s.submit(courseTrainingJob());
    s.submit(courseTrainingJob());
    sim.runUntil(1);
    // First-fit with whole GPUs: the inference job takes node 1's first GPU; a training
    // job needs 4 GPUs on one node, so the first two go to nodes 2 and 3 and the third waits.
    const auto& jobs = s.jobs();
    CHECK(jobs[0].placement[0].node == 0);
    CHECK(jobs[1].placement[0].node == 1);
    CHECK(jobs[2].placement[0].node == 2);
    CHECK(jobs[3].state == JobState::Queued);
    CHECK(s.cluster().allocatedGpus() == 9);
    CHECK(s.running().size() == 3);
    CHECK(s.queue().size() == 1);
    // Node 1's cells: the inference job on GPU 0, GPUs 1 to 3 idle.
    const auto cells = s.gpuHolders(0);
    REQUIRE(cells.size() == 1);
    CHECK(cells[0].gpu == 0);
    CHECK(cells[0].job == 0);
    CHECK(cells[0].units == 1000);
    CHECK(s.gpuHolders(1).size() == 4);
}

TEST_CASE("A job that no node could ever hold is unschedulable, not queued", "[sched]")
{
    sim::Simulation sim;
    Scheduler s(sim, Cluster(courseCluster()), {});
    JobSpec big = courseTrainingJob();
    big.gpusPerWorker = 8;
    big.locality = Locality::None;
    s.submit(big);
    sim.runAll();
    CHECK(s.jobs()[0].state == JobState::Unschedulable);
    CHECK(s.summary().unschedulable == 1);
    JobSpec bad = courseInferenceJob();
    bad.workers = 0;
    CHECK_THROWS_WITH(s.submit(bad), Catch::Contains("expected 1 to 4096 workers"));
}

TEST_CASE("Backfill lets small jobs in front without delaying the big one", "[sched]")
{
    // 2 nodes of 4 GPUs. A 4-GPU job runs 0..1000; an 8-GPU job waits for it; a 4-GPU
    // job of 500 s and one of 2,000 s arrive behind.
    const auto run = [](Backfill backfill) {
        sim::Simulation sim;
        SchedulerConfig config;
        config.backfill = backfill;
        Scheduler s(sim, Cluster(nodes(2, 4)), config);
        s.submit(job("first", 1, 4, 0, 1000));
        s.submit(job("big", 2, 4, 10, 1000));
        s.submit(job("short", 1, 4, 20, 500));
        s.submit(job("long", 1, 4, 30, 2000));
        sim.runAll();
        return std::vector<double>{s.jobs()[1].firstStart, s.jobs()[2].firstStart,
                                   s.jobs()[3].firstStart, s.jobs()[1].reservedStart};
    };
    const auto none = run(Backfill::None);
    CHECK(none[0] == 1000);
    CHECK(none[1] == 2000);
    const auto easy = run(Backfill::Easy);
    CHECK(easy[0] == 1000); // the big job is not delayed
    CHECK(easy[1] == 20);   // the short job ends before the big one's reservation
    CHECK(easy[2] == 2000); // the long one would delay it, so it waits
    CHECK(easy[3] == 1000);
}

TEST_CASE("EASY never delays the head job, conservative no reserved job (random workloads)",
          "[sched]")
{
    for (const Backfill backfill : {Backfill::Easy, Backfill::Conservative}) {
        int backfilled = 0, reserved = 0;
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            sim::Rng rng(seed);
            sim::Simulation sim;
            SchedulerConfig config;
            config.backfill = backfill;
            config.policy = seed % 2 ? Policy::BestFit : Policy::FirstFit;
            Scheduler s(sim, Cluster(nodes(4, 4)), config);
            double t = 0;
            for (int i = 0; i < 40; ++i) {
                t += rng.exponential(100);
                const int perWorker = int(1 + rng.below(4));
                const int workers = int(1 + rng.below(perWorker == 4 ? 4 : 2));
                JobSpec j =
                    job("j" + std::to_string(i), workers, perWorker, t, rng.uniform(50, 1000));
                j.timeLimit = j.runTime * rng.uniform(1.0, 2.0);
                s.submit(j);
            }
            sim.runAll();
            for (std::size_t i = 0; i < s.jobs().size(); ++i) {
                const JobRecord& r = s.jobs()[i];
                INFO(backfillId(backfill) << " seed " << seed << " job " << i);
                REQUIRE(r.state == JobState::Done);
                if (r.reservedStart >= 0) {
                    ++reserved;
                    CHECK(r.firstStart <= r.reservedStart + 1e-6);
                }
                for (std::size_t k = 0; k < i; ++k) {
                    if (s.jobs()[k].firstStart > r.firstStart + 1e-9) {
                        ++backfilled;
                        break;
                    }
                }
            }
        }
        INFO(backfillId(backfill));
        CHECK(reserved > 50);
        CHECK(backfilled > 50);
    }
}

TEST_CASE("Preemption evicts the lowest priority, then the most recent, and costs its work",
          "[sched]")
{
    sim::Simulation sim;
    SchedulerConfig config;
    config.preemption = true;
    Scheduler s(sim, Cluster(nodes(1, 4)), config);
    JobSpec a = job("a", 1, 2, 0, 3600);
    JobSpec b = job("b", 1, 2, 100, 3600);
    for (JobSpec* j : {&a, &b}) {
        j->checkpointInterval = 600;
        j->restoreCost = 60;
    }
    s.submit(a);
    s.submit(b);
    s.submit(job("urgent", 1, 2, 1000, 1000, 10));
    sim.runAll();
    const auto& jobs = s.jobs();
    // b started last, so b is the victim: 900 s run, 600 s saved, 300 s x 2 GPUs lost.
    CHECK(jobs[0].preemptions == 0);
    CHECK(jobs[1].preemptions == 1);
    CHECK(jobs[1].lostPreemptionGpuS == Approx(600));
    CHECK(jobs[2].firstStart == 1000);
    // b comes back when urgent ends at 2000, restores 60 s, and does the 3,000 s left.
    CHECK(jobs[1].end == Approx(2000 + 60 + 3000));
    const SchedulerSummary sum = s.summary();
    CHECK(sum.preemptions == 1);
    CHECK(sum.lostPreemptionGpuHours == Approx(600.0 / 3600));
    CHECK(sum.restoreGpuHours == Approx(120.0 / 3600));

    // Lower priority goes first even when it started earlier; without a checkpoint all
    // of its work is lost and it restarts from the beginning with no restore.
    sim::Simulation sim2;
    Scheduler s2(sim2, Cluster(nodes(1, 4)), config);
    s2.submit(job("low", 1, 2, 0, 3600, 0));
    s2.submit(job("mid", 1, 2, 100, 3600, 5));
    s2.submit(job("urgent", 1, 2, 1000, 1000, 10));
    sim2.runAll();
    CHECK(s2.jobs()[0].preemptions == 1);
    CHECK(s2.jobs()[1].preemptions == 0);
    CHECK(s2.jobs()[0].lostPreemptionGpuS == Approx(2000));
    CHECK(s2.jobs()[0].end == Approx(2000 + 3600));
}

TEST_CASE("Fair shares converge to the weights", "[sched]")
{
    sim::Simulation sim;
    SchedulerConfig config;
    config.fairShare = true;
    config.tenants = {{.name = "research", .weight = 2}, {.name = "product", .weight = 1}};
    config.sampleIntervalS = 100;
    Scheduler s(sim, Cluster(courseCluster()), config);
    for (int i = 0; i < 400; ++i) {
        JobSpec j = job("r" + std::to_string(i), 1, 1, 0, 100);
        j.tenant = i % 2 ? "research" : "product";
        s.submit(j);
    }
    sim.runUntil(1500);
    const auto& research = s.metrics().get("tenant_share/research");
    const auto& product = s.metrics().get("tenant_share/product");
    REQUIRE(research.size() >= 10);
    CHECK(research[10].value == Approx(200.0 / 3).margin(1.0));
    CHECK(product[10].value == Approx(100.0 / 3).margin(1.0));
    sim.runAll();
    JobSpec stranger = job("x", 1, 1, 0, 10);
    stranger.tenant = "nobody";
    CHECK_THROWS_WITH(s.submit(stranger), Catch::Contains("no tenant \"nobody\""));
}

TEST_CASE("A tenant within its quota reclaims GPUs another borrowed", "[sched]")
{
    sim::Simulation sim;
    SchedulerConfig config;
    config.tenants = {{.name = "a", .weight = 1, .quotaGpus = 4},
                      {.name = "b", .weight = 1, .quotaGpus = 4}};
    Scheduler s(sim, Cluster(nodes(2, 4)), config);
    JobSpec borrow = job("b-big", 1, 4, 0, 5000);
    borrow.tenant = "b";
    JobSpec borrow2 = job("b-borrowed", 1, 4, 10, 5000);
    borrow2.tenant = "b";
    JobSpec mine = job("a-own", 1, 4, 100, 100);
    mine.tenant = "a";
    s.submit(borrow);
    s.submit(borrow2);
    s.submit(mine);
    sim.runUntil(200);
    // b borrowed a's 4 GPUs while they were idle; a takes them back at 100.
    CHECK(s.jobs()[1].preemptions == 1);
    CHECK(s.jobs()[0].preemptions == 0);
    CHECK(s.jobs()[2].firstStart == 100);
}

TEST_CASE("A failed node's jobs restart from their last checkpoint elsewhere", "[sched]")
{
    const auto run = [](double checkpoint) {
        sim::Simulation sim;
        Scheduler s(sim, Cluster(courseCluster()), {});
        JobSpec j = courseTrainingJob();
        j.runTime = 3600;
        j.checkpointInterval = checkpoint;
        j.restoreCost = 30;
        s.submit(j);
        s.scheduleOutage(0, 1000, 500);
        sim.runAll();
        return std::make_pair(s.jobs()[0], s.summary());
    };
    const auto [withCheckpoint, sum] = run(600);
    CHECK(withCheckpoint.failures == 1);
    CHECK(withCheckpoint.placement[0].node == 1);
    CHECK(withCheckpoint.lostFailureGpuS == Approx(400 * 4));
    CHECK(withCheckpoint.end == Approx(1000 + 30 + 3000));
    CHECK(sum.failures == 1);
    CHECK(sum.lostFailureGpuHours == Approx(1600.0 / 3600));
    const auto [without, sum2] = run(0);
    CHECK(without.lostFailureGpuS == Approx(1000 * 4));
    CHECK(without.end == Approx(1000 + 3600));
}

TEST_CASE("A node that fails when jobs arrive fails after they are placed, as the learner saw "
          "it",
          "[sched]")
{
    // The lab at t = 0: two training jobs submitted, then node-1 failed. The replay of that
    // run (the explorers' runs, a saved state) must show what the live run showed.
    sim::Simulation sim;
    Scheduler s(sim, Cluster(courseCluster()), {});
    JobSpec first = courseTrainingJob(0);
    first.name = "training-1";
    JobSpec second = courseTrainingJob(0);
    second.name = "training-2";
    s.submitAll({first, second});
    s.scheduleOutage(0, 0, 0);
    sim.runUntil(60);
    // training-1 was on node-1 and moved to node-3; training-2 stayed on node-2.
    CHECK(s.jobs()[0].failures == 1);
    CHECK(s.jobs()[0].placement[0].node == 2);
    CHECK(s.jobs()[1].placement[0].node == 1);
    CHECK(s.jobs()[1].failures == 0);
}

TEST_CASE("A repaired node takes jobs again", "[sched]")
{
    sim::Simulation sim;
    Scheduler s(sim, Cluster(nodes(1, 4)), {});
    s.failNode(0, 100);
    s.submit(job("waits", 1, 4, 0, 50));
    sim.runAll();
    CHECK(s.jobs()[0].firstStart == 100);
    CHECK(s.cluster().state(0).up);
}

TEST_CASE("The same workload and seed give the same schedule", "[sched]")
{
    const auto run = [] {
        sim::Simulation sim;
        SchedulerConfig config;
        config.policy = Policy::Fgd;
        config.backfill = Backfill::Easy;
        config.preemption = true;
        config.mtbfHours = 200;
        Scheduler s(sim, Cluster(nodes(8, 8)), config);
        WorkloadConfig w;
        w.jobs = 400;
        w.priorities = 3;
        w.checkpointIntervalS = 900;
        w.restoreCostS = 60;
        s.submitAll(generateWorkload(w, 64));
        sim.runAll();
        std::vector<double> starts;
        for (const auto& r : s.jobs())
            starts.push_back(r.firstStart);
        const auto sum = s.summary();
        starts.push_back(sum.allocationPercent);
        starts.push_back(sum.fragmentationPercent);
        starts.push_back(sum.wait.p99);
        return starts;
    };
    CHECK(run() == run());
}

TEST_CASE("The summary's percentiles, allocation and utilisation", "[sched]")
{
    std::vector<double> v{5, 1, 4, 2, 3};
    const Percentiles p = percentiles(v);
    CHECK(p.p50 == 3);
    CHECK(p.p95 == 5);
    CHECK(p.mean == 3);
    sim::Simulation sim;
    Scheduler s(sim, Cluster(nodes(1, 4)), {});
    s.submit(job("half", 1, 2, 0, 1000));
    sim.runAll();
    const auto sum = s.summary();
    CHECK(sum.completed == 1);
    CHECK(sum.makespanS == 1000);
    CHECK(sum.allocationPercent == Approx(50));
    CHECK(sum.utilisationPercent == Approx(50));
    CHECK(sum.jct.p50 == 1000);
    CHECK(sum.slowdown.p50 == 1);
}

TEST_CASE("A job stopped at its time limit has a slowdown of at least 1", "[sched]")
{
    // Alone on the cluster, a job of 1,000 s stopped at its 400 s limit ends at 400 s: as
    // fast as it can, slowdown 1, not 0.4; queued 400 s behind another, 2.
    sim::Simulation sim;
    Scheduler s(sim, Cluster(nodes(1, 4)), {});
    JobSpec limited = job("limited", 1, 4, 0, 1000);
    limited.timeLimit = 400;
    s.submit(limited);
    JobSpec second = limited;
    second.name = "second";
    s.submit(second);
    sim.runAll();
    const auto sum = s.summary();
    CHECK(sum.timedOut == 2);
    CHECK(sum.slowdown.p50 == 1);
    CHECK(sum.slowdown.p99 == 2);
    CHECK(sum.slowdown.mean == 1.5);
}

TEST_CASE("Generated workloads follow the openb mix and the Philly run times", "[sched]")
{
    WorkloadConfig w;
    w.jobs = 20000;
    const auto jobs = generateWorkload(w, 1000);
    int cpuOnly = 0, fractions = 0;
    std::vector<double> runs;
    for (const auto& j : jobs) {
        cpuOnly += j.gpusPerWorker == 0;
        fractions += j.gpusPerWorker == 1 && j.gpuMilli < 1000;
        runs.push_back(j.runTime);
    }
    CHECK(cpuOnly / 20000.0 == Approx(0.1335).margin(0.01));
    CHECK(fractions / 20000.0 == Approx(0.3776).margin(0.01));
    const Percentiles p = percentiles(runs);
    CHECK(p.p50 == Approx(1186).epsilon(0.05));
    std::sort(runs.begin(), runs.end());
    CHECK(runs[18000] == Approx(12860).epsilon(0.08));
    // Offered load: GPU-seconds over the span, per GPU of the cluster.
    double gpuSeconds = 0;
    for (const auto& j : jobs)
        gpuSeconds += j.gpuDemand() * j.runTime;
    CHECK(gpuSeconds / (jobs.back().submitTime * 1000) == Approx(0.9).epsilon(0.15));
    CHECK_THROWS_WITH(validateWorkload(WorkloadConfig{.load = 0}), Catch::Contains("load"));
}
