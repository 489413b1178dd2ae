// Resilience and recovery (docs/models.md, "Resilience and recovery"): the course's recovery
// simulator, a job's checkpoint and failures on the twin, and the long run against Daly's
// closed form.
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/course_recovery.h"
#include "core/cluster/resilience_job.h"
#include "core/cluster/resilience_run.h"
#include "core/error.h"
#include "core/sim/simulation.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::cluster;

namespace {

nlohmann::json preset(const std::string& name)
{
    std::ifstream in(std::string(AILAB_SOURCE_DIR) + "/labs/operations/scenarios/" + name + ".json");
    REQUIRE(in);
    return nlohmann::json::parse(in);
}

// The Llama 3 pre-training job as the paper gives it: 16,384 GPUs in 2,048 servers of 8.
ResilienceJob llama3Job(storage::CheckpointMode mode)
{
    ResilienceJob job;
    job.gpus = kLlama3Gpus;
    job.gpusPerServer = kLlama3GpusPerServer;
    job.checkpointBytes = 405e9 * 14; // Llama 3 405B, 14 B per parameter
    job.mode = mode;
    job.storageWriteBytesPerSecond = 320e9;
    job.restartS = 600;
    return job;
}

} // namespace

TEST_CASE("The course's recovery figures: 30, 10 and 20 minutes", "[cluster][resilience]")
{
    // Course Lab 08, Resilience & Recovery Simulator: interval 30 min, restart 10 min, 20 min
    // since the last checkpoint.
    const CourseRecovery r = courseRecovery({.intervalS = 1800, .restartS = 600, .sinceCheckpointS = 1200});
    CHECK(r.lostWithCheckpointS == 1200);     // "20 min Training progress lost"
    CHECK(r.recoveryWithCheckpointS == 1800); // "30 min Restart + recomputation"
    // Without the job's training so far the course shows "—" for the rest.
    CHECK_FALSE(r.trainedKnown);
    CHECK(r.lostWithoutCheckpointS == 0);

    // Given it, the checkpoint saves all but the last 20 minutes; without one, all is lost.
    const CourseRecovery k =
        courseRecovery({.intervalS = 1800, .restartS = 600, .sinceCheckpointS = 1200, .trainedS = 36000});
    CHECK(k.trainedKnown);
    CHECK(k.savedByCheckpointS == 34800);
    CHECK(k.lostWithoutCheckpointS == 36000);
    CHECK(k.recoveryWithoutCheckpointS == 36600);

    // The progress bar: restarting for 10 of 30 minutes, then recomputing, then recovered.
    CHECK(recoveryStatusAt(600, 1200, -1).phase == RecoveryPhase::Ready);
    const RecoveryStatus restarting = recoveryStatusAt(600, 1200, 300);
    CHECK(restarting.phase == RecoveryPhase::Restarting);
    CHECK(restarting.fraction == Approx(300.0 / 1800));
    CHECK(restarting.remainingS == Approx(1500));
    CHECK(recoveryStatusAt(600, 1200, 900).phase == RecoveryPhase::Recomputing);
    const RecoveryStatus done = recoveryStatusAt(600, 1200, 1800);
    CHECK(done.phase == RecoveryPhase::Recovered);
    CHECK(done.fraction == 1.0);
    CHECK(recoveryPhaseId(done.phase) == "recovered");
}

TEST_CASE("The course's recovery refuses contradictory times, naming the field", "[cluster][resilience]")
{
    const auto fieldOf = [](const CourseRecoveryInput& in) {
        try {
            courseRecovery(in);
        } catch (const Error& e) {
            return e.path();
        }
        return std::string();
    };
    CHECK(fieldOf({.intervalS = 0}) == "intervalS");
    CHECK(fieldOf({.restartS = -1}) == "restartS");
    CHECK(fieldOf({.intervalS = 1800, .sinceCheckpointS = 2400}) == "sinceCheckpointS");
    CHECK(fieldOf({.sinceCheckpointS = 1200, .trainedS = 600}) == "trainedS");
    CHECK(fieldOf({.trainedS = std::nan("")}) == "trainedS");
}

TEST_CASE("Young's and Daly's intervals of a job follow their formulas", "[cluster][resilience]")
{
    // The Llama 3 cluster fails once every 1,296 h / 419 = 3.09 h.
    const ResilienceJob job = llama3Job(storage::CheckpointMode::Blocking);
    const double m = 1296.0 * 3600.0 / 419.0;
    CHECK(mtbfOf(job) == Approx(m));
    // A blocking checkpoint of 5.67 TB at one writer's 10 GB/s stalls 567 s.
    const storage::CheckpointResult c = checkpointOf(job, 1800);
    const double delta = 405e9 * 14 / 10e9;
    CHECK(c.stallSeconds == Approx(delta));
    // Young (1974): sqrt(2 delta M); Daly (2006): sqrt(2 delta M) (1 + sqrt(delta / 2M) / 3 +
    // delta / 18M) - delta.
    CHECK(c.youngIntervalS == Approx(std::sqrt(2 * delta * m)));
    const double x = delta / (2 * m);
    CHECK(c.dalyIntervalS == Approx(std::sqrt(2 * delta * m) * (1 + std::sqrt(x) / 3 + x / 9) - delta));
    CHECK(c.youngIntervalS / 60 == Approx(59.2).margin(0.1));

    // Sharded: every rank writes, together at the storage's 320 GB/s: 17.7 s, Young 10.5 min.
    const storage::CheckpointResult sharded =
        checkpointOf(llama3Job(storage::CheckpointMode::Sharded), 1800);
    CHECK(sharded.stallSeconds == Approx(405e9 * 14 / 320e9));
    CHECK(sharded.youngIntervalS == Approx(std::sqrt(2 * sharded.stallSeconds * m)));
    // Asynchronous: each rank's copy of its 346 MB shard to host memory at 25 GB/s.
    const storage::CheckpointResult async = checkpointOf(llama3Job(storage::CheckpointMode::Async), 1800);
    CHECK(async.stallSeconds == Approx(405e9 * 14 / 16384 / 25e9));

    // A larger job fails more often, so its interval is shorter and less of its time trains.
    const std::vector<JobSizePoint> sizes = resilienceByJobSize(job, {1024, 16384, 131072});
    REQUIRE(sizes.size() == 3);
    CHECK(sizes[0].mtbfS > sizes[1].mtbfS);
    CHECK(sizes[1].mtbfS > sizes[2].mtbfS);
    CHECK(sizes[1].failuresPerDay == Approx(419.0 / 54));
    CHECK(sizes[0].dalyS > sizes[1].dalyS);
    CHECK(sizes[1].dalyS > sizes[2].dalyS);
    CHECK(sizes[0].effectiveAtDaly > sizes[1].effectiveAtDaly);
    CHECK(sizes[1].effectiveAtDaly > sizes[2].effectiveAtDaly);
    CHECK(sizes[1].effectiveAtDaly ==
          Approx(1 / (1 + storage::dalyWasteFraction(sizes[1].dalyS, delta, m, 600))));
}

TEST_CASE("The long run's effective training time matches Daly's closed form", "[cluster][resilience]")
{
    // Exponential failures at the Llama 3 cluster's rate, a blocking stall of 60 s, a restart
    // of 10 min, the interval at Young's and at a third and three times it. Daly's expected
    // wall time per unit of work gives the effective share tau / (M e^{R/M} (e^{(tau+delta)/M}
    // - 1)); the mean of 20 runs of 200 days (about 1,550 failures each) must lie within four
    // standard errors of it.
    ResilienceSetup s;
    s.components = {.gpus = kLlama3Gpus, .servers = 2048, .networkLinks = kLlama3Gpus, .jobs = 1};
    s.durationS = 200 * 86400.0;
    s.stallS = 60;
    s.restartS = 600;
    const double m = 1296.0 * 3600.0 / 419.0;
    const double young = std::sqrt(2 * s.stallS * m);
    for (double tau : {young / 3, young, young * 3}) {
        s.intervalS = tau;
        double sum = 0, sumSquares = 0;
        const int seeds = 20;
        for (int k = 0; k < seeds; ++k) {
            s.seed = std::uint64_t(100 + k);
            const ResilienceOutcome o = runResilience(s);
            // Wall time is fully accounted for.
            CHECK(o.usefulS + o.lostWorkS + o.restartS + o.checkpointS == Approx(o.durationS));
            sum += o.effectiveFraction();
            sumSquares += o.effectiveFraction() * o.effectiveFraction();
        }
        const double mean = sum / seeds;
        const double sd = std::sqrt((sumSquares - sum * sum / seeds) / (seeds - 1));
        const double expected = dalyEffectiveFraction(tau, s.stallS, m, s.restartS);
        INFO("tau " << tau << " s: mean " << mean << ", Daly " << expected << ", sd " << sd);
        CHECK(std::abs(mean - expected) < 4 * sd / std::sqrt(double(seeds)) + 1e-4);
        CHECK(sd < 0.01);
    }

    // Without failures only the checkpoints cost: tau / (tau + delta).
    s.rateScale = 0;
    s.intervalS = 1800;
    const ResilienceOutcome calm = runResilience(s);
    CHECK(calm.failures == 0);
    CHECK(calm.effectiveFraction() == Approx(1800.0 / 1860).epsilon(1e-4));
}

TEST_CASE("The long run loses an asynchronous checkpoint whose write has not finished",
          "[cluster][resilience]")
{
    // One failure source (the job itself) and a background write as long as the interval:
    // a failure finds the last checkpoint unfinished more often, so more work is lost per
    // failure than with the same stall written at once.
    ResilienceSetup s;
    s.components = {.gpus = 0, .servers = 0, .networkLinks = 0, .jobs = 1};
    s.durationS = 2000 * 86400.0;
    s.intervalS = 3600;
    s.stallS = 1;
    s.restartS = 600;
    const ResilienceOutcome blocking = runResilience(s);
    s.backgroundWriteS = 3000;
    const ResilienceOutcome async = runResilience(s);
    CHECK(async.failures == blocking.failures); // the same seed, the same failures
    CHECK(async.lostWorkS / async.failures > blocking.lostWorkS / blocking.failures + 1000);
    CHECK(async.checkpoints <= blocking.checkpoints);
    // The failures come at the job's own rate: 63 in 1,296 h (Table 5's software, NCCL
    // watchdog and dependency interruptions), 2.45 a month.
    CHECK(blocking.failuresPerDay() == Approx(63.0 / 54).epsilon(0.08));
}

TEST_CASE("A long run refuses a bad setup, naming the field", "[cluster][resilience]")
{
    const auto fieldOf = [](const ResilienceSetup& s) {
        try {
            runResilience(s);
        } catch (const Error& e) {
            return e.path();
        }
        return std::string();
    };
    ResilienceSetup s;
    s.intervalS = 0;
    CHECK(fieldOf(s) == "intervalS");
    s = {};
    s.durationS = -1;
    CHECK(fieldOf(s) == "durationS");
    s = {};
    s.stallS = std::nan("");
    CHECK(fieldOf(s) == "stallS");
    s = {};
    s.components.gpus = -1;
    CHECK(fieldOf(s) == "components/gpus");

    ResilienceSweepSetup sweep;
    sweep.job = llama3Job(storage::CheckpointMode::Blocking);
    sweep.intervalsS = {600, -1};
    CHECK_THROWS_AS(sweepResilience(sweep), Error);
    sweep.intervalsS = {600};
    sweep.seeds = 0;
    CHECK_THROWS_AS(sweepResilience(sweep), Error);
}

TEST_CASE("The sweep reports each run and stops when cancelled", "[cluster][resilience]")
{
    ResilienceSweepSetup sweep;
    sweep.job = llama3Job(storage::CheckpointMode::Sharded);
    sweep.durationS = 10 * 86400.0;
    sweep.seeds = 3;
    const storage::CheckpointResult own = checkpointOf(sweep.job, sweep.job.intervalS);
    sweep.intervalsS = intervalsAround(own.youngIntervalS, own.dalyIntervalS, sweep.job.intervalS, 7);
    REQUIRE(sweep.intervalsS.size() >= 7);
    CHECK(std::is_sorted(sweep.intervalsS.begin(), sweep.intervalsS.end()));
    int calls = 0;
    const ResilienceSweep full = sweepResilience(sweep, [&](int done, int total) {
        ++calls;
        CHECK(done == calls);
        CHECK(total == int(sweep.intervalsS.size()) * 3);
        return true;
    });
    CHECK_FALSE(full.cancelled);
    CHECK(calls == int(sweep.intervalsS.size()) * 3);
    REQUIRE(full.points.size() == sweep.intervalsS.size());
    CHECK(full.youngS == Approx(own.youngIntervalS));
    for (const ResiliencePoint& p : full.points) {
        CHECK(p.seedsRun == 3);
        CHECK(p.minFraction <= p.meanFraction);
        CHECK(p.meanFraction <= p.maxFraction);
        CHECK(p.meanFraction + p.lostWorkShare + p.restartShare + p.checkpointShare == Approx(1.0));
    }
    // Shorter intervals than the optimum write too often, longer ones lose too much.
    const auto best = std::max_element(full.points.begin(), full.points.end(),
                                       [](const auto& a, const auto& b) { return a.dalyFraction < b.dalyFraction; });
    CHECK(best->meanFraction > full.points.front().meanFraction);
    CHECK(best->meanFraction > full.points.back().meanFraction);
    CHECK(full.points.front().checkpointShare > best->checkpointShare);
    CHECK(full.points.back().lostWorkShare > best->lostWorkShare);

    int stopAfter = 4;
    const ResilienceSweep part = sweepResilience(sweep, [&](int done, int) { return done < stopAfter; });
    CHECK(part.cancelled);
    REQUIRE(part.points.size() == 2);
    CHECK(part.points[1].seedsRun == 1);
}

TEST_CASE("The Llama 3 preset's job fails as often as the paper's and trains over 90 % at Daly's interval",
          "[cluster][resilience]")
{
    const nlohmann::json scenario = preset("llama3-16k");
    sim::Simulation simulation;
    const ClusterTwin twin(simulation, readClusterSpec(scenario.at("model"), scenario.value("events", nlohmann::json::array())), 1,
                           ClusterTwin::kNoGpuSeries);
    const ResilienceJob job = resilienceJobOf(twin, 0);
    CHECK(job.gpus == 16384);
    CHECK(job.gpusPerServer == 8);
    CHECK(job.mode == storage::CheckpointMode::Async);
    CHECK(job.intervalS == 1800);
    CHECK(job.restartS == 600);
    CHECK(job.checkpointBytes == Approx(twin.jobs()[0]->plan().checkpointBytes));
    // 64 data servers of 10 GB/s, writing at half the read bandwidth.
    CHECK(job.storageWriteBytesPerSecond == Approx(320e9));
    CHECK_THROWS_AS(resilienceJobOf(twin, 1), Error);

    // The long run of the paper's 54 days: failures per day against the paper's 419 in 54
    // days, and the effective training time at Daly's interval against the paper's "higher than
    // 90 %"; at the job's own 30 minutes each failure loses more.
    const storage::CheckpointResult c = checkpointOf(job, job.intervalS);
    double failuresPerDay = 0, atDaly = 0, atOwn = 0;
    const int seeds = 10;
    for (int k = 0; k < seeds; ++k) {
        const ResilienceOutcome daly = runResilience(resilienceSetupOf(job, c.dalyIntervalS, 54 * 86400.0, 1 + k));
        const ResilienceOutcome own = runResilience(resilienceSetupOf(job, job.intervalS, 54 * 86400.0, 1 + k));
        failuresPerDay += own.failuresPerDay() / seeds;
        atDaly += daly.effectiveFraction() / seeds;
        atOwn += own.effectiveFraction() / seeds;
    }
    INFO("failures per day " << failuresPerDay << ", effective at Daly's " << atDaly << ", at 30 min "
                             << atOwn);
    CHECK(failuresPerDay == Approx(419.0 / 54).epsilon(0.05));
    CHECK(atDaly > 0.9);
    CHECK(atDaly < 1.0);
    CHECK(atOwn < atDaly);
}
