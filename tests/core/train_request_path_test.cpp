#include "core/error.h"
#include "core/infer/request_path.h"
#include "core/sim/simulation.h"

#include <catch2/catch.hpp>

using namespace ailab::core;

TEST_CASE("the seed's response-time example: 2.875 s", "[train][infer]")
{
    // AI Infrastructure Explained, section 07.5: TTFT 400 ms, 100 tokens 25 ms apart
    // -> 0.4 + 99 x 0.025 = 2.875 s.
    infer::RequestPathInputs in;
    in.queueingSeconds = 0.05;
    in.prefillSeconds = 0.35;
    in.outputTokens = 100;
    in.timePerOutputTokenSeconds = 0.025;
    const auto r = infer::evaluateRequestPath(in);
    CHECK(r.timeToFirstTokenSeconds == Approx(0.4));
    CHECK(r.serverEndToEndSeconds == Approx(2.875));
    // The client adds 20 + 2 + 1 ms in and 20 ms back.
    CHECK(r.clientEndToEndSeconds == Approx(2.875 + 0.043));
    REQUIRE(r.hops.size() == 7);
    CHECK(r.hops[5].hop == infer::RequestHop::Decode);
    CHECK(r.hops[5].duration == Approx(99 * 0.025));
    CHECK(r.hops[6].start == Approx(0.023 + 2.875));
}

TEST_CASE("a power cap slows prefill, not decode", "[train][infer]")
{
    const infer::RequestPathInputs in;
    const auto r = infer::evaluateRequestPath(in, 0.5);
    CHECK(r.prefillSeconds == Approx(0.7));
    CHECK(r.serverEndToEndSeconds == Approx(0.05 + 0.7 + 99 * 0.025));
}

TEST_CASE("requests play hop by hop on the simulation", "[train][infer]")
{
    sim::Simulation simulation;
    infer::RequestJourney journey(simulation, infer::RequestPathInputs{});
    std::vector<infer::RequestHop> seen;
    double answeredAfter = 0.0;
    journey.hopChanged.connect([&](infer::RequestHop hop, int request, double) {
        if (request == 1)
            seen.push_back(hop);
    });
    journey.requestCompleted.connect([&](int request, double seconds, double) {
        if (request == 1)
            answeredAfter = seconds;
    });
    journey.start();
    simulation.runUntil(3.0);
    REQUIRE(seen.size() == 8);
    CHECK(seen.front() == infer::RequestHop::Client);
    CHECK(seen.back() == infer::RequestHop::Done);
    CHECK(answeredAfter == Approx(2.918));
    CHECK(journey.completedRequests() == 1);
}

TEST_CASE("invalid request inputs name their field", "[train][infer]")
{
    infer::RequestPathInputs in;
    in.outputTokens = 0;
    try {
        infer::evaluateRequestPath(in);
        FAIL("expected an error");
    } catch (const Error& e) {
        CHECK(e.path() == "/model/inference/outputTokens");
    }
}
