// Cluster design benchmarks (docs/models.md, "Cluster design"). Prints figures only; never
// fails.
//  1. Every page's figures of the 16,384-GPU design (labs/capstone/designs/llama3-16k.json):
//     the design's figures, the bottlenecks with the scaling sweep, N-1 and the review
//     (target: under 1 s).
//  2. Its long-run failure analysis (target: under 10 s): the closed form, and the Monte-Carlo
//     the failures page runs (20 runs of 54 days, its default).
//  3. Each preset's headline figures, for the docs' table.
#include "bench_support.h"
#include "core/design/design_evaluation.h"
#include "core/design/design_long_run.h"
#include "core/models/model_registry.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fmt/format.h>
#include <string>
#include <vector>

using namespace ailab::core;
using Clock = std::chrono::steady_clock;

namespace {

std::string designPath(const std::string& name)
{
    return std::string(AILAB_SOURCE_DIR) + "/labs/capstone/designs/" + name;
}

template <typename F>
double cpuSecondsOf(F&& f)
{
    const double start = ailab::bench::threadCpuSeconds();
    f();
    return ailab::bench::threadCpuSeconds() - start;
}

void benchLargeDesign()
{
    const scenario::Scenario s = models::loadScenarioFile(designPath("llama3-16k.json"));
    design::DesignSpec spec;
    design::DesignFigures figures;
    design::BottleneckAnalysis bottlenecks;
    design::FailureAnalysis failures;
    design::DesignReview review;
    const auto wall = Clock::now();
    const double read = cpuSecondsOf([&] { spec = design::readDesignSpec(s.model); });
    const double figuresS = cpuSecondsOf([&] { figures = design::computeDesignFigures(spec); });
    const double bottlenecksS = cpuSecondsOf([&] { bottlenecks = design::analyseBottlenecks(spec, figures, s.seed); });
    const double failuresS = cpuSecondsOf([&] { failures = design::analyseFailures(spec, figures, bottlenecks, s.seed); });
    const double reviewS = cpuSecondsOf([&] { review = design::reviewDesign(spec, figures, bottlenecks, failures); });
    const double wallS = std::chrono::duration<double>(Clock::now() - wall).count();
    fmt::print("llama3-16k.json ({} GPUs): read {:.3f} s, figures {:.3f} s, bottlenecks {:.3f} s ({} scaling points), "
               "failures {:.3f} s, review {:.3f} s; every page {:.3f} s of CPU, {:.3f} s wall (target 1 s)\n",
               figures.cluster.gpus, read, figuresS, bottlenecksS, bottlenecks.training->scaling.size(), failuresS,
               reviewS, read + figuresS + bottlenecksS + failuresS + reviewS, wallS);
    // The long run alone: the failure rates over the job's parts and Daly's expectation.
    design::FailureAnalysis again;
    const double longRunS =
        cpuSecondsOf([&] { again = design::analyseFailures(spec, figures, bottlenecks, s.seed); });
    const auto& l = *again.longRun;
    fmt::print("long-run failure analysis (closed form): {:.4f} s (target 10 s): {:.3f} failures/h (MTBF {:.2f} h), "
               "effective training {:.1f} %, {:.0f} interruptions in {:.1f} days\n",
               longRunS, l.failuresPerHour, l.mtbfHours, l.effectiveTrainingFraction * 100, l.expectedInterruptions,
               l.timeToTrainDays);
    // The Monte-Carlo beside it, as the failures page runs it.
    const design::DesignEvaluation evaluation{figures, bottlenecks, again, review};
    constexpr int kRuns = 20;
    constexpr double kDaysS = 54 * 86400.0;
    design::LongRunMonteCarlo mc;
    const auto mcWall = Clock::now();
    const double mcS = cpuSecondsOf([&] {
        mc = design::runLongRunMonteCarlo(design::longRunSetup(spec, evaluation, kDaysS, s.seed), kRuns);
    });
    fmt::print("long-run failure analysis (Monte-Carlo, {} runs of 54 days): {:.4f} s of CPU, {:.4f} s wall "
               "(target 10 s): effective training {:.1f} % (runs {:.1f} to {:.1f} %; closed form {:.1f} %), "
               "{:.2f} failures a day\n",
               mc.runs, mcS, std::chrono::duration<double>(Clock::now() - mcWall).count(), mc.meanFraction * 100,
               mc.minFraction * 100, mc.maxFraction * 100, mc.closedFormFraction * 100, mc.meanFailuresPerDay);
}

void printPresets()
{
    fmt::print("\n{:<22} {:>6} {:>9} {:>8} {:>7} {:>10} {:>10} {:>11} {:>9} {:>7}\n", "preset", "GPUs", "step s",
               "TFLOP/s", "MFU %", "train d", "w/ fail d", "constraint", "IT kW", "score");
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(designPath("")))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    for (const auto& name : names) {
        const scenario::Scenario s = models::loadScenarioFile(designPath(name));
        const design::DesignEvaluation e = design::evaluateDesign(design::readDesignSpec(s.model), s.seed);
        const auto& t = e.bottlenecks.training;
        fmt::print("{:<22} {:>6} {:>9.3f} {:>8.1f} {:>7.1f} {:>10.1f} {:>10.1f} {:>11} {:>9.1f} {:>7.1f}\n", name,
                   e.figures.cluster.gpus, t ? t->step.wallS : 0.0, t ? t->step.achievedTflopsPerGpu : 0.0,
                   t ? t->step.mfu * 100 : 0.0, t ? t->timeToTrainDays : 0.0,
                   e.failures.longRun ? e.failures.longRun->timeToTrainDays : 0.0,
                   t ? t->primaryConstraint : std::string("serving"), e.figures.cluster.itPowerKW,
                   e.review.readiness.total);
        if (e.bottlenecks.serving) {
            const auto& sv = *e.bottlenecks.serving;
            fmt::print("{:<22} serving {:.0f} req/s on {} replicas: {}, TTFT p95 {:.0f} ms, TPOT p95 {:.1f} ms, {:.1f} % "
                       "within the SLOs\n",
                       "", sv.ratePerS, sv.replicas, sv.verdict, sv.ttftP95Ms, sv.tpotP95Ms, sv.attainment * 100);
        }
        for (const auto& c : e.review.criteria)
            if (!c.passed)
                fmt::print("{:<22}   fails {}: {}\n", "", c.id, c.reason);
    }
}

} // namespace

int main()
{
    benchLargeDesign();
    printPresets();
    return 0;
}
