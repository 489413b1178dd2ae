#include "core/cluster/resilience_run.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace ailab::core::cluster {

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

bool finiteAtLeast(double v, double min)
{
    return std::isfinite(v) && v >= min;
}

// The failures that stop the job, their gaps shortened by the rate scale (as the twin's
// injector does with the same generator).
class FailureClock
{
public:
    FailureClock(const ResilienceSetup& s)
        : m_generator(s.components, s.seed)
        , m_scale(s.rateScale)
    {
    }
    Failure next(double after)
    {
        if (m_scale <= 0 || m_generator.totalFailuresPerHour() <= 0) {
            Failure none;
            none.timeSeconds = kNever;
            return none;
        }
        Failure f = m_generator.next(after);
        f.timeSeconds = after + (f.timeSeconds - after) / m_scale;
        return f;
    }

private:
    FailureGenerator m_generator;
    double m_scale;
};

} // namespace

void validateResilienceSetup(const ResilienceSetup& s)
{
    for (const auto& [value, path] :
         {std::pair{s.components.gpus, "components/gpus"}, std::pair{s.components.servers, "components/servers"},
          std::pair{s.components.networkLinks, "components/networkLinks"},
          std::pair{s.components.jobs, "components/jobs"}})
        if (value < 0)
            throw Error("a component count cannot be negative", path);
    if (!finiteAtLeast(s.rateScale, 0))
        throw Error("expected a rate scale of zero or more", "rateScale");
    if (!finiteAtLeast(s.durationS, 0) || s.durationS <= 0 || s.durationS > 100 * 365 * 86400.0)
        throw Error("expected a duration above zero and at most 100 years", "durationS");
    if (!finiteAtLeast(s.intervalS, 0) || s.intervalS <= 0)
        throw Error("expected a checkpoint interval above zero", "intervalS");
    // A run of 100 years at one checkpoint a second would be billions of steps.
    if (s.durationS / s.intervalS > 1e8)
        throw Error("the interval is too short for the duration (more than 100 million checkpoints)",
                    "intervalS");
    if (!finiteAtLeast(s.stallS, 0))
        throw Error("expected a stall of zero or more seconds", "stallS");
    if (!finiteAtLeast(s.backgroundWriteS, 0))
        throw Error("expected a background write of zero or more seconds", "backgroundWriteS");
    if (!finiteAtLeast(s.restartS, 0))
        throw Error("expected a restart of zero or more seconds", "restartS");
}

ResilienceSetup resilienceSetupOf(const ResilienceJob& job, double intervalS, double durationS,
                                  std::uint64_t seed)
{
    ResilienceSetup s;
    s.components = componentsOf(job);
    s.rateScale = job.rateScale;
    s.durationS = durationS;
    s.intervalS = intervalS;
    const storage::CheckpointResult c = checkpointOf(job, intervalS);
    s.stallS = c.stallSeconds;
    // Asynchronous: the write runs behind training after the copy to host memory.
    s.backgroundWriteS = job.mode == storage::CheckpointMode::Async ? c.writeSeconds : 0.0;
    s.restartS = job.restartS;
    s.seed = seed;
    return s;
}

ResilienceOutcome runResilience(const ResilienceSetup& s)
{
    validateResilienceSetup(s);
    FailureClock failures(s);
    ResilienceOutcome out;
    out.durationS = s.durationS;
    out.failuresByCategory.assign(llama3FailureCategories().size(), 0);
    const double end = s.durationS;
    const auto note = [&](double t, double trained) {
        if (s.recordTrace)
            out.trace.push_back({t, trained});
    };

    double t = 0;
    double progress = 0;         // training kept now
    double usable = 0;           // training at the last usable checkpoint
    double pendingAt = kNever;   // when an asynchronous checkpoint becomes usable
    double pendingProgress = 0;  // and the training it holds
    double sinceCheckpoint = 0;  // training since the last checkpoint was taken (this run)
    Failure failure = failures.next(0.0);
    note(0, 0);

    // A checkpoint whose write has finished by `when` is usable.
    const auto settle = [&](double when) {
        if (pendingAt <= when) {
            usable = pendingProgress;
            ++out.checkpoints;
            pendingAt = kNever;
        }
    };
    // A failure at failure.timeSeconds: back to the usable checkpoint, then restart; a failure
    // during the restart starts it again. Returns false when the run ends first.
    const auto fail = [&]() {
        const double at = failure.timeSeconds;
        settle(at);
        note(at, progress);
        out.lostWorkS += progress - usable;
        progress = usable;
        pendingAt = kNever;
        sinceCheckpoint = 0;
        note(at, progress);
        t = at;
        for (;;) {
            ++out.failures;
            ++out.failuresByCategory[std::size_t(failure.category)];
            failure = failures.next(t);
            const double restarted = t + s.restartS;
            if (failure.timeSeconds < std::min(restarted, end)) {
                out.restartS += failure.timeSeconds - t;
                t = failure.timeSeconds;
                continue;
            }
            out.restartS += std::min(restarted, end) - t;
            t = restarted;
            break;
        }
        if (t >= end)
            return false;
        note(t, progress);
        return true;
    };

    while (t < end) {
        // Train up to the next checkpoint, the next failure or the end.
        const double checkpointAt = t + (s.intervalS - sinceCheckpoint);
        const double until = std::min({checkpointAt, failure.timeSeconds, end});
        progress += until - t;
        sinceCheckpoint += until - t;
        if (failure.timeSeconds <= until && failure.timeSeconds < end) {
            // The failure's time is reached while training (it may equal the checkpoint's).
            t = until;
            if (!fail())
                break;
            continue;
        }
        t = until;
        if (t >= end)
            break;
        // The checkpoint: training stalls; a failure during the stall loses it.
        const double stallEnd = t + s.stallS;
        if (failure.timeSeconds < std::min(stallEnd, end)) {
            out.checkpointS += failure.timeSeconds - t;
            t = failure.timeSeconds;
            if (!fail())
                break;
            continue;
        }
        out.checkpointS += std::min(stallEnd, end) - t;
        t = stallEnd;
        sinceCheckpoint = 0;
        if (t >= end)
            break;
        settle(t); // the previous asynchronous write, if it outlasted the interval
        if (s.backgroundWriteS > 0) {
            pendingAt = t + s.backgroundWriteS;
            pendingProgress = progress;
        } else {
            usable = progress;
            ++out.checkpoints;
        }
    }
    out.usefulS = progress;
    note(end, progress);
    return out;
}

std::vector<double> intervalsAround(double youngS, double dalyS, double jobIntervalS, int count)
{
    std::vector<double> marks;
    for (double v : {youngS, dalyS, jobIntervalS})
        if (std::isfinite(v) && v > 0)
            marks.push_back(v);
    if (marks.empty())
        return {};
    const double low = *std::min_element(marks.begin(), marks.end()) / 10.0;
    const double high = *std::max_element(marks.begin(), marks.end()) * 10.0;
    std::vector<double> out = marks;
    for (int i = 0; i < count; ++i)
        out.push_back(low * std::pow(high / low, count > 1 ? double(i) / (count - 1) : 0.0));
    std::sort(out.begin(), out.end());
    // Two intervals within 1 % of each other are one.
    std::vector<double> distinct;
    for (double v : out)
        if (distinct.empty() || v > distinct.back() * 1.01)
            distinct.push_back(v);
    return distinct;
}

ResilienceSweep sweepResilience(const ResilienceSweepSetup& setup,
                                const std::function<bool(int, int)>& progress)
{
    if (setup.seeds < 1 || setup.seeds > 10'000)
        throw Error("expected 1 to 10,000 seeds", "seeds");
    if (setup.intervalsS.empty())
        throw Error("expected at least one interval", "intervalsS");
    for (std::size_t i = 0; i < setup.intervalsS.size(); ++i)
        if (!std::isfinite(setup.intervalsS[i]) || setup.intervalsS[i] <= 0)
            throw Error("expected an interval above zero", "intervalsS/" + std::to_string(i));
    ResilienceSweep sweep;
    sweep.mtbfS = mtbfOf(setup.job);
    const storage::CheckpointResult own = checkpointOf(setup.job, setup.job.intervalS);
    sweep.stallS = own.stallSeconds;
    sweep.youngS = own.youngIntervalS;
    sweep.dalyS = own.dalyIntervalS;

    const int total = int(setup.intervalsS.size()) * setup.seeds;
    int done = 0;
    for (double interval : setup.intervalsS) {
        ResiliencePoint p;
        p.intervalS = interval;
        double sum = 0, sumSquares = 0;
        p.minFraction = 1.0;
        p.maxFraction = 0.0;
        for (int k = 0; k < setup.seeds; ++k) {
            const ResilienceSetup run =
                resilienceSetupOf(setup.job, interval, setup.durationS, setup.seed + std::uint64_t(k));
            p.stallS = run.stallS;
            const ResilienceOutcome o = runResilience(run);
            const double f = o.effectiveFraction();
            sum += f;
            sumSquares += f * f;
            p.minFraction = std::min(p.minFraction, f);
            p.maxFraction = std::max(p.maxFraction, f);
            p.lostWorkShare += o.lostWorkS / o.durationS;
            p.restartShare += o.restartS / o.durationS;
            p.checkpointShare += o.checkpointS / o.durationS;
            p.failuresPerDay += o.failuresPerDay();
            ++p.seedsRun;
            ++done;
            if (progress && !progress(done, total)) {
                sweep.cancelled = true;
                break;
            }
        }
        const double n = p.seedsRun;
        p.meanFraction = sum / n;
        p.stddevFraction = n > 1 ? std::sqrt(std::max(0.0, (sumSquares - sum * sum / n) / (n - 1))) : 0.0;
        p.lostWorkShare /= n;
        p.restartShare /= n;
        p.checkpointShare /= n;
        p.failuresPerDay /= n;
        p.dalyFraction = dalyEffectiveFraction(interval, p.stallS, sweep.mtbfS, setup.job.restartS);
        sweep.points.push_back(p);
        if (sweep.cancelled)
            break;
    }
    return sweep;
}

} // namespace ailab::core::cluster
