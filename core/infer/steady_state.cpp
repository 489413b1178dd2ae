#include "core/infer/steady_state.h"

#include <algorithm>
#include <limits>

namespace ailab::core::infer {

namespace {
// Points at which the backlog is read for its slope: enough that the fit follows the
// events, few enough to stay cheap.
constexpr int kBacklogSamples = 256;

// Least-squares slope of y over x.
double slope(const std::vector<double>& x, const std::vector<double>& y)
{
    const double n = double(x.size());
    double mx = 0;
    double my = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        mx += x[i];
        my += y[i];
    }
    mx /= n;
    my /= n;
    double sxy = 0;
    double sxx = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
    }
    return sxx > 0 ? sxy / sxx : 0.0;
}

std::size_t countUpTo(const std::vector<double>& sorted, double t)
{
    return std::size_t(std::upper_bound(sorted.begin(), sorted.end(), t) - sorted.begin());
}
} // namespace

std::string_view steadyVerdictId(SteadyVerdict verdict)
{
    switch (verdict) {
    case SteadyVerdict::Sustained:
        return "sustained";
    case SteadyVerdict::NotSustained:
        return "not-sustained";
    case SteadyVerdict::TooShort:
        break;
    }
    return "too-short";
}

SteadyState judgeSteadyState(const std::vector<ServedRequest>& requests,
                             const ServiceLevelObjectives& slo,
                             const SteadyStateCriteria& criteria)
{
    SteadyState s;
    if (requests.empty())
        return s;
    double first = std::numeric_limits<double>::infinity();
    double last = -first;
    for (const ServedRequest& r : requests) {
        first = std::min(first, r.spec.arrivalS);
        last = std::max(last, r.spec.arrivalS);
    }
    s.windowStartS = first + criteria.warmupShare * (last - first);
    s.windowEndS = last;
    const double window = s.windowS();

    // Arrivals and departures (a finish, or the refusal at arrival) in time order.
    std::vector<double> arrivals;
    std::vector<double> departures;
    std::vector<ServedRequest> inWindow;
    std::vector<double> service;
    arrivals.reserve(requests.size());
    departures.reserve(requests.size());
    int good = 0;
    for (const ServedRequest& r : requests) {
        arrivals.push_back(r.spec.arrivalS);
        if (r.finished())
            departures.push_back(r.finishS);
        else if (r.state == RequestState::Rejected)
            departures.push_back(r.spec.arrivalS);
        if (r.spec.arrivalS < s.windowStartS || r.spec.arrivalS > s.windowEndS)
            continue;
        inWindow.push_back(r);
        if (!r.finished())
            continue;
        if (r.firstScheduledS >= 0)
            service.push_back(r.finishS - r.firstScheduledS);
        const double tpot =
            r.generated > 1 ? (r.latency() - r.ttft()) / double(r.generated - 1) : 0.0;
        if ((slo.ttftS <= 0 || r.ttft() <= slo.ttftS) && (slo.tpotS <= 0 || tpot <= slo.tpotS) &&
            (slo.e2elS <= 0 || r.latency() <= slo.e2elS))
            ++good;
    }
    std::sort(arrivals.begin(), arrivals.end());
    std::sort(departures.begin(), departures.end());
    s.windowRequests = int(inWindow.size());
    std::vector<double> noItl;
    s.metrics = computeServingMetrics(inWindow, noItl, slo);
    s.attainment = inWindow.empty() ? 0.0 : double(good) / double(inWindow.size());
    std::sort(service.begin(), service.end());
    const double never = std::numeric_limits<double>::infinity();
    s.medianServiceS = service.empty() ? never : percentile(service, 50);
    s.p99ServiceS = service.empty() ? never : percentile(service, 99);
    if (!(window > 0) || inWindow.size() < 2)
        return s;

    s.arrivalRate = double(inWindow.size()) / window;
    s.completionRate =
        double(countUpTo(departures, s.windowEndS) - countUpTo(departures, s.windowStartS)) /
        window;
    s.goodput = double(good) / window;
    std::vector<double> times;
    std::vector<double> backlog;
    for (int i = 0; i < kBacklogSamples; ++i) {
        const double t = s.windowStartS + window * double(i) / double(kBacklogSamples - 1);
        times.push_back(t);
        backlog.push_back(double(countUpTo(arrivals, t)) - double(countUpTo(departures, t)));
    }
    s.backlogGrowthPerS = slope(times, backlog);

    if (s.windowRequests < criteria.minWindowRequests ||
        window < criteria.minServiceTimes * s.medianServiceS ||
        window < criteria.minTailServiceTimes * s.p99ServiceS)
        s.verdict = SteadyVerdict::TooShort;
    else if (s.backlogGrowthPerS > criteria.growthTolerance * s.arrivalRate)
        s.verdict = SteadyVerdict::NotSustained;
    else
        s.verdict = SteadyVerdict::Sustained;
    return s;
}

} // namespace ailab::core::infer
