#pragma once

#include "core/infer/serving_metrics.h"
#include "core/infer/serving_request.h"

#include <string_view>
#include <vector>

// Whether the replicas of a serving run keep up with its arrivals, judged in steady state as
// the output of a queueing simulation is (Law, "Simulation Modeling and Analysis", 5th ed.
// 2015, chapter 9: the observations of the warm-up period are deleted, and a run must be
// long enough for the rest to stand for the steady state). A short run says nothing: the
// batch absorbs a burst of requests before any queue builds, so 500 requests at a rate no
// replica can sustain may all meet their SLOs (docs/models.md, "Serving: steady state").
//
//   warm-up   the requests arriving in the first half of the arrival span; dropped;
//   window    the second half of the arrival span;
//   backlog   the requests in the system (arrived, neither finished nor refused), its growth
//             the least-squares slope over the window;
//   verdict   too short, when the window holds fewer than 1,000 requests, or spans fewer
//             than ten median service times (admission to last token) or two P99 service
//             times: the batch has not turned over often enough to show a trend, or the
//             slowest requests were still filling the system when the window began;
//             otherwise sustained when the backlog grows by at most 3 % of the window's
//             arrival rate a second, not sustained when it grows faster.
//
// A rate above what the replicas complete makes the backlog grow by the difference, so it
// is never sustained; the SLO figures are of the window's requests only.
namespace ailab::core::infer {

struct SteadyStateCriteria
{
    double warmupShare = 0.5;
    // Assumption: with Poisson arrivals the least-squares slope of a stationary backlog over
    // a window of T service times holding n requests scatters by about sqrt(12) / (T
    // sqrt(n)) of the arrival rate (under 1.1 % at T = 10, n = 1,000), so 3 % is about three
    // of those.
    double growthTolerance = 0.03;
    int minWindowRequests = 1000;
    double minServiceTimes = 10;
    // The backlog still grows while requests slower than the window's start are arriving
    // (one in a hundred takes the P99): the warm-up, as long as the window, lasts two.
    double minTailServiceTimes = 2;
};

enum class SteadyVerdict { Sustained, NotSustained, TooShort };
std::string_view steadyVerdictId(SteadyVerdict verdict); // "sustained", "not-sustained", "too-short"

struct SteadyState
{
    SteadyVerdict verdict = SteadyVerdict::TooShort;
    double windowStartS = 0;
    double windowEndS = 0;
    int windowRequests = 0;       // arrived in the window
    double arrivalRate = 0;       // the window's arrivals per second
    double completionRate = 0;    // requests finished in the window per second
    double backlogGrowthPerS = 0; // requests in the system, change per second over the window
    double medianServiceS = 0;    // admission to last token, the window's finished requests
    double p99ServiceS = 0;
    // The window's requests: latency percentiles (ITL left empty), and the good ones.
    ServingMetrics metrics;
    double goodput = 0;    // the window's requests that meet every SLO, per second of window
    double attainment = 0; // share of the window's requests that finish within every SLO

    bool sustained() const { return verdict == SteadyVerdict::Sustained; }
    double windowS() const { return windowEndS - windowStartS; }
};

// From the requests of a finished run (every one answered, refused or stuck).
SteadyState judgeSteadyState(const std::vector<ServedRequest>& requests,
                             const ServiceLevelObjectives& slo,
                             const SteadyStateCriteria& criteria = {});

} // namespace ailab::core::infer
