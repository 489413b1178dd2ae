// The benchmark metrics (core/infer/serving_metrics.h) on a hand-built run, and the
// course's worked example.
#include "core/infer/request_path.h"
#include "core/infer/serving_metrics.h"

#include <catch2/catch.hpp>

using namespace ailab::core::infer;

TEST_CASE("the course's response-time example: 0.4 s + 99 x 25 ms = 2.875 s", "[infer][metrics]")
{
    CHECK(responseTimeSeconds(0.4, 100, 0.025) == Approx(2.875));
    CHECK(responseTimeSeconds(0.4, 1, 0.025) == Approx(0.4));
    // The request path of the stack lab gives the same figure from the same function.
    CHECK(evaluateRequestPath(RequestPathInputs{}).serverEndToEndSeconds == Approx(2.875));
}

TEST_CASE("percentiles interpolate as numpy.percentile does", "[infer][metrics]")
{
    std::vector<double> v{5, 1, 4, 2, 3};
    const LatencyStats s = latencyStats(v);
    CHECK(s.median == 3);
    CHECK(s.p90 == Approx(4.6)); // rank 3.6 between 4 and 5
    CHECK(s.p99 == Approx(4.96));
    CHECK(s.mean == 3);
    CHECK(s.max == 5);
    std::vector<double> none;
    CHECK(latencyStats(none).count == 0);
}

TEST_CASE("TTFT, TPOT, ITL and goodput as benchmark_serving defines them", "[infer][metrics]")
{
    // A: arrives at 0, tokens at 0.5, 0.6, 0.8 (3 tokens). B: arrives at 1, one token at 1.2.
    std::vector<ServedRequest> r(2);
    r[0].spec = {0.0, 100, 3};
    r[0].generated = 3;
    r[0].firstTokenS = 0.5;
    r[0].finishS = 0.8;
    r[0].state = RequestState::Finished;
    r[1].spec = {1.0, 50, 1};
    r[1].generated = 1;
    r[1].firstTokenS = 1.2;
    r[1].finishS = 1.2;
    r[1].state = RequestState::Finished;
    std::vector<double> itl{0.1, 0.2};
    const ServingMetrics m = computeServingMetrics(r, itl, {0.3, 0.1, 0});
    CHECK(m.completed == 2);
    CHECK(m.ttft.mean == Approx((0.5 + 0.2) / 2));
    // TPOT only for A: (0.8 - 0.5) / 2.
    CHECK(m.tpot.count == 1);
    CHECK(m.tpot.mean == Approx(0.15));
    CHECK(m.itl.mean == Approx(0.15));
    CHECK(m.itl.p99 == Approx(0.199));
    CHECK(m.e2el.max == Approx(0.8));
    CHECK(m.durationS == Approx(1.2));
    CHECK(m.requestThroughput == Approx(2 / 1.2));
    CHECK(m.outputTokenThroughput == Approx(4 / 1.2));
    CHECK(m.totalTokenThroughput == Approx(154 / 1.2));
    // A misses the TTFT objective (0.5 > 0.3); B meets both (its TPOT counts as 0).
    CHECK(m.goodRequests == 1);
    CHECK(m.goodput == Approx(1 / 1.2));
}
