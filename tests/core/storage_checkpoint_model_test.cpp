#include "core/error.h"
#include "core/storage/checkpoint_model.h"
#include "core/storage/workloads.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::core::storage;

TEST_CASE("The seed's checkpoint figures", "[storage][seed]")
{
    // Section 06.5: 2 TB within five minutes needs 6.67 GB/s = 53.3 Gb/s.
    const double rate = requiredWriteRate(2e12, 300);
    CHECK(rate == Approx(6.6667e9).epsilon(1e-4));
    CHECK(std::round(rate * 8 / 1e8) / 10 == Approx(53.3));
    // The checkpoint simulator: 400 GB at 10 GB/s every 30 min.
    const CheckpointResult r = evaluateCheckpoint({});
    CHECK(r.writeSeconds == Approx(40.0));
    CHECK(r.stallSeconds == Approx(40.0));
    CHECK(std::round(1000 * r.overheadFraction) / 10 == Approx(2.2));
    CHECK(r.bytesPerHour == Approx(800e9));
}

TEST_CASE("Blocking, sharded and asynchronous checkpoints stall less and less", "[storage]")
{
    CheckpointSetup s; // 400 GB, 10 GB/s a writer
    s.tierBytesPerSecond = 50e9;
    s.ranks = 8;
    s.mode = CheckpointMode::Blocking;
    const double blocking = evaluateCheckpoint(s).stallSeconds;
    s.mode = CheckpointMode::Sharded;
    const CheckpointResult sharded = evaluateCheckpoint(s);
    s.mode = CheckpointMode::Async;
    const CheckpointResult async = evaluateCheckpoint(s);
    CHECK(blocking == Approx(40.0));
    // 8 writers at 10 GB/s, but the tier stops at 50 GB/s.
    CHECK(sharded.writeBytesPerSecond == Approx(50e9));
    CHECK(sharded.stallSeconds == Approx(8.0));
    // Each rank copies 50 GB to host memory at 25 GB/s; the write runs behind.
    CHECK(async.stallSeconds == Approx(2.0));
    CHECK(async.writeSeconds == Approx(8.0));
    CHECK_FALSE(async.backgroundOverruns);
    // A background write longer than the interval holds the next checkpoint back.
    s.intervalS = 5;
    const CheckpointResult overrun = evaluateCheckpoint(s);
    CHECK(overrun.backgroundOverruns);
    CHECK(overrun.stallSeconds == Approx(2.0 + 3.0));
}

TEST_CASE("Young's and Daly's intervals and the expected losses", "[storage]")
{
    const double delta = 40, m = 86400;
    CHECK(youngInterval(delta, m) == Approx(std::sqrt(2 * 40 * 86400.0)));
    const double x = delta / (2 * m);
    CHECK(dalyInterval(delta, m) ==
          Approx(std::sqrt(2 * delta * m) * (1 + std::sqrt(x) / 3 + x / 9) - delta));
    CHECK(dalyInterval(delta, m) < youngInterval(delta, m));
    CHECK(dalyInterval(3 * m, m) == m); // delta >= 2M: checkpoint every MTBF
    // Daly's waste is smallest near his interval.
    const double best = dalyWasteFraction(dalyInterval(delta, m), delta, m, 600);
    CHECK(best < dalyWasteFraction(600, delta, m, 600));
    CHECK(best < dalyWasteFraction(20000, delta, m, 600));
    CheckpointSetup s;
    s.mtbfS = m;
    s.restartS = 600;
    const CheckpointResult r = evaluateCheckpoint(s);
    CHECK(r.youngIntervalS == Approx(youngInterval(40, m)));
    CHECK(r.expectedLostPerFailureS == Approx((1800 + 40) / 2.0 + 600));
    CHECK(r.dalyWasteFraction <= r.failureWasteFraction);
}

TEST_CASE("Checkpoint setups out of range name the field; MLPerf sizes", "[storage]")
{
    CheckpointSetup s;
    s.bytes = 0;
    CHECK_THROWS_WITH(evaluateCheckpoint(s), "bytes: the checkpoint size must be above zero");
    s = {};
    s.intervalS = -1;
    CHECK_THROWS_WITH(evaluateCheckpoint(s), "intervalS: the interval must be above zero");
    CHECK_THROWS_WITH(parseCheckpointMode("later", "--mode"),
                      "--mode: unknown checkpoint mode \"later\"; expected one of sync, async, "
                      "sharded");
    REQUIRE(findCheckpointWorkload("llama3-405b") != nullptr);
    CHECK(findCheckpointWorkload("llama3-8b")->checkpointBytes == 105e9);
    CHECK(findCheckpointWorkload("llama3-70b")->checkpointBytes == 912e9);
    CHECK(findCheckpointWorkload("llama3-405b")->checkpointBytes == 5.29e12);
    CHECK(findCheckpointWorkload("llama3-1t")->checkpointBytes == 18e12);
    CHECK(findCheckpointWorkload("llama3-1t")->processes == 1024);
}
