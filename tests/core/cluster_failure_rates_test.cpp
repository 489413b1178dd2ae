#include "core/cluster/failure_rates.h"
#include "core/error.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using namespace ailab::core::cluster;

namespace {

ComponentCounts llama3Cluster()
{
    return {.gpus = kLlama3Gpus,
            .servers = kLlama3Gpus / kLlama3GpusPerServer,
            .networkLinks = kLlama3Gpus,
            .jobs = 1};
}

constexpr double kSnapshotSeconds = kLlama3SnapshotDays * 86400.0;

int failuresIn(FailureGenerator& generator, double seconds)
{
    int count = 0;
    for (Failure f = generator.next(0.0); f.timeSeconds < seconds;
         f = generator.next(f.timeSeconds))
        ++count;
    return count;
}

} // namespace

TEST_CASE("Table 5 of the Llama 3 paper adds up to 419 interruptions", "[cluster][failures]")
{
    int total = 0;
    int gpu = 0;
    for (const auto& c : llama3FailureCategories()) {
        INFO(c.id);
        total += c.interruptions;
        gpu += c.paperCategory == "GPU" ? c.interruptions : 0;
        if (c.xid != 0)
            CHECK(findXid(c.xid) != nullptr);
    }
    CHECK(total == kLlama3UnexpectedInterruptions);
    // Faulty GPU, HBM3, SRAM, GSP, SDC, thermal interface: 268 of 419.
    CHECK(gpu == 268);
    // Faulty GPU: 148 / (16,384 GPUs x 1,296 h) = 6.97e-6 per GPU-hour, an MTTF of 16 years.
    const FailureCategory& faulty = llama3FailureCategories().front();
    CHECK(failuresPerUnitHour(faulty) == Approx(148.0 / (16384.0 * 1296.0)));
    CHECK(1.0 / failuresPerUnitHour(faulty) / 8760.0 == Approx(16.4).margin(0.05));
    // Host maintenance per server: 32 / (2,048 x 1,296 h).
    CHECK(failuresPerUnitHour(llama3FailureCategories()[4]) == Approx(32.0 / (2048.0 * 1296.0)));
}

TEST_CASE("The generator's rate on the Llama 3 cluster is one failure every 3.1 hours",
          "[cluster][failures]")
{
    FailureGenerator generator(llama3Cluster(), 1);
    // 419 / 1,296 h = 0.323 per hour: "on average, one failure every three hours".
    CHECK(generator.totalFailuresPerHour() == Approx(419.0 / 1296.0));
    CHECK(generator.meanSecondsBetweenFailures() / 3600.0 == Approx(3.093).margin(0.001));
}

TEST_CASE("54 days on 16,384 GPUs give 419 failures on average", "[cluster][failures]")
{
    // 200 runs: the mean's standard deviation is sqrt(419 / 200) = 1.45.
    constexpr int kRuns = 200;
    double sum = 0.0;
    for (int seed = 1; seed <= kRuns; ++seed) {
        FailureGenerator generator(llama3Cluster(), static_cast<std::uint64_t>(seed));
        sum += failuresIn(generator, kSnapshotSeconds);
    }
    CHECK(sum / kRuns == Approx(419.0).margin(6.0));
}

TEST_CASE("Failures are the same for the same seed and differ for another", "[cluster][failures]")
{
    FailureGenerator a(llama3Cluster(), 42);
    FailureGenerator b(llama3Cluster(), 42);
    FailureGenerator c(llama3Cluster(), 43);
    bool differs = false;
    double t = 0.0;
    for (int i = 0; i < 100; ++i) {
        const Failure fa = a.next(t);
        const Failure fb = b.next(t);
        const Failure fc = c.next(t);
        CHECK(fa.timeSeconds == fb.timeSeconds);
        CHECK(fa.category == fb.category);
        CHECK(fa.component == fb.component);
        differs |= fa.timeSeconds != fc.timeSeconds;
        t = fa.timeSeconds;
    }
    CHECK(differs);
}

TEST_CASE("Failure categories come in Table 5's shares on the right components",
          "[cluster][failures]")
{
    const auto counts = llama3Cluster();
    FailureGenerator generator(counts, 7);
    const auto& categories = llama3FailureCategories();
    std::vector<int> drawn(categories.size(), 0);
    constexpr int kDraws = 20000;
    double t = 0.0;
    for (int i = 0; i < kDraws; ++i) {
        const Failure f = generator.next(t);
        t = f.timeSeconds;
        ++drawn[f.category];
        REQUIRE(f.component >= 0);
        REQUIRE(f.component < counts.count(f.unit));
        REQUIRE(f.fault == categories[f.category].fault);
    }
    // Share p of n draws: standard deviation sqrt(p (1 - p) / n), at most 0.0035 here.
    for (std::size_t i = 0; i < categories.size(); ++i) {
        INFO(categories[i].id);
        const double expected = categories[i].interruptions / 419.0;
        CHECK(drawn[i] / double(kDraws) == Approx(expected).margin(0.015));
    }
    // A cluster of a quarter the size fails a quarter as often.
    FailureGenerator quarter({.gpus = 4096, .servers = 512, .networkLinks = 4096, .jobs = 1}, 1);
    const double jobShare = (54.0 + 7.0 + 2.0) / 419.0; // software, NCCL, dependency
    CHECK(quarter.totalFailuresPerHour() ==
          Approx(419.0 / 1296.0 * (0.25 * (1.0 - jobShare) + jobShare)));
    CHECK_THROWS_AS(FailureGenerator({.gpus = -1}, 1), ailab::core::Error);
    FailureGenerator none({.gpus = 0, .servers = 0, .networkLinks = 0, .jobs = 0}, 1);
    CHECK(std::isinf(none.next(0.0).timeSeconds));
}
