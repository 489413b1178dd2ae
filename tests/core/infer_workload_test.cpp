// The serving workload (core/infer/workload.h): arrivals as vLLM's benchmark draws them,
// length distributions, shared prefixes and trace files.
#include "core/error.h"
#include "core/infer/workload.h"
#include "core/sim/rng.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <numeric>

using namespace ailab::core;
using namespace ailab::core::infer;

namespace {
// Mean and coefficient of variation of the gaps between arrivals.
std::pair<double, double> gapStats(const std::vector<RequestSpec>& r)
{
    std::vector<double> gaps;
    for (std::size_t i = 1; i < r.size(); ++i)
        gaps.push_back(r[i].arrivalS - r[i - 1].arrivalS);
    const double mean = std::accumulate(gaps.begin(), gaps.end(), 0.0) / gaps.size();
    double var = 0;
    for (double g : gaps)
        var += (g - mean) * (g - mean);
    var /= gaps.size();
    return {mean, std::sqrt(var) / mean};
}
} // namespace

TEST_CASE("Poisson arrivals at the rate, gamma gaps burstier below 1", "[infer][workload]")
{
    WorkloadConfig w;
    w.requests = 20000;
    w.arrival.ratePerS = 10;
    const auto poisson = generateRequests(w, 7);
    CHECK(poisson.front().arrivalS == 0.0); // the benchmark sends the first at once
    const auto [mean, cv] = gapStats(poisson);
    CHECK(mean == Approx(0.1).epsilon(0.03));
    CHECK(cv == Approx(1.0).epsilon(0.03)); // exponential gaps
    // Gamma with shape b: the same mean, CV 1 / sqrt(b).
    w.arrival.burstiness = 0.25;
    const auto [bMean, bCv] = gapStats(generateRequests(w, 7));
    CHECK(bMean == Approx(0.1).epsilon(0.05));
    CHECK(bCv == Approx(2.0).epsilon(0.06));
    w.arrival.burstiness = 4;
    CHECK(gapStats(generateRequests(w, 7)).second == Approx(0.5).epsilon(0.03));
    // Rate 0 is the benchmark's "inf": everything at once.
    w.arrival.ratePerS = 0;
    CHECK(generateRequests(w, 7).back().arrivalS == 0.0);
}

TEST_CASE("the gamma sampler has mean shape x scale", "[infer][workload]")
{
    sim::Rng rng(3);
    for (double shape : {0.3, 1.0, 5.0}) {
        double sum = 0;
        for (int i = 0; i < 50000; ++i)
            sum += sampleGamma(rng, shape, 2.0);
        INFO(shape);
        CHECK(sum / 50000 == Approx(2.0 * shape).epsilon(0.03));
    }
}

TEST_CASE("lengths: fixed, uniform and conversation-like, same seed same requests",
          "[infer][workload]")
{
    WorkloadConfig w;
    w.requests = 20000;
    w.prompt = uniformLength(100, 200);
    w.output = conversationOutputLength();
    const auto r = generateRequests(w, 1);
    double prompt = 0;
    double output = 0;
    for (const RequestSpec& s : r) {
        REQUIRE(s.promptTokens >= 100);
        REQUIRE(s.promptTokens <= 200);
        prompt += s.promptTokens;
        output += s.outputTokens;
    }
    CHECK(prompt / r.size() == Approx(150).epsilon(0.01));
    CHECK(output / r.size() == Approx(338).epsilon(0.05)); // clamped at 2048: a little less
    const auto again = generateRequests(w, 1);
    CHECK(again.back().arrivalS == r.back().arrivalS);
    CHECK(again.back().outputTokens == r.back().outputTokens);
    CHECK(generateRequests(w, 2).back().arrivalS != r.back().arrivalS);
}

TEST_CASE("shared prefixes and phases of rising traffic", "[infer][workload]")
{
    WorkloadConfig w;
    w.requests = 4000;
    w.prompt = fixedLength(100);
    w.prefix = {0.5, 4, 512};
    w.phases = {{100.0, 40.0, 0.25, 6000}};
    const auto r = generateRequests(w, 1);
    int withPrefix = 0;
    int longOnes = 0;
    int afterSurge = 0;
    for (const RequestSpec& s : r) {
        if (s.prefixGroup >= 0) {
            ++withPrefix;
            CHECK(s.prefixTokens == 512);
        }
        if (s.arrivalS > 100.0) {
            ++afterSurge;
            longOnes += s.promptTokens >= 6000;
        }
    }
    CHECK(withPrefix == Approx(2000).epsilon(0.06));
    // 8/s for 100 s, then 40/s.
    CHECK(afterSurge == Approx(4000 - 800).epsilon(0.05));
    CHECK(longOnes == Approx(afterSurge * 0.25).epsilon(0.1));
}

TEST_CASE("a trace replays, and a bad row names its line and column", "[infer][workload]")
{
    const auto r = parseTrace("arrival_s,prompt_tokens,output_tokens\n"
                              "# a comment\n"
                              "0.0,100,20\n"
                              "\n"
                              "0.5, 300 ,1\r\n",
                              "t.csv");
    REQUIRE(r.size() == 2);
    CHECK(r[1].arrivalS == 0.5);
    CHECK(r[1].promptTokens == 300);
    CHECK(r[1].outputTokens == 1);
    CHECK_THROWS_WITH(parseTrace("arrival_s,prompt_tokens,output_tokens\n0.1,12x,5\n", "t.csv"),
                      "t.csv:2:5: expected prompt_tokens from 1 to 1000000, got '12x'");
    CHECK_THROWS_WITH(parseTrace("arrival_s,prompt_tokens,output_tokens\n1,2,3\n0.5,2,3\n", "t"),
                      "t:3:1: arrival times must not decrease (0.5 after 1)");
    CHECK_THROWS_WITH(parseTrace("arrival_s,prompt_tokens,output_tokens\n1,2\n", "t"),
                      "t:2:4: expected 3 fields, got 2");
    CHECK_THROWS_WITH(parseTrace("time,prompt,output\n", "t"),
                      "t:1:1: expected the header arrival_s,prompt_tokens,output_tokens");
    CHECK_THROWS_WITH(parseTrace("arrival_s,prompt_tokens,output_tokens\n-1,2,3\n", "t"),
                      Catch::StartsWith("t:2:1: expected an arrival time"));
    CHECK_THROWS_WITH(readTraceFile("/nonexistent/trace.csv"),
                      "/nonexistent/trace.csv: no such trace file");
}

TEST_CASE("invalid workloads name the field", "[infer][workload]")
{
    WorkloadConfig w;
    w.requests = 0;
    CHECK_THROWS_WITH(validateWorkload(w), Catch::StartsWith("requests: "));
    w = {};
    w.prompt = uniformLength(200, 100);
    CHECK_THROWS_WITH(validateWorkload(w), Catch::StartsWith("prompt/max: "));
    w = {};
    w.phases = {{10, 5}, {5, 5}};
    CHECK_THROWS_WITH(validateWorkload(w), Catch::StartsWith("phases/1/startS: "));
}
