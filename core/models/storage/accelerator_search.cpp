#include "core/models/storage/accelerator_search.h"

#include "core/error.h"
#include "core/models/storage/storage_scenario.h"

#include <algorithm>
#include <limits>

namespace ailab::core::models::storage {

using namespace core::storage;

namespace {

struct Trial
{
    bool passed = false;
    double au = 0;
};

Trial trial(const std::function<PipelineConfig(int)>& configFor, int n, int& runs,
            const std::function<void(const SearchTrial&)>& onTrial)
{
    const PipelineResult r = runPipeline(configFor(n));
    ++runs;
    Trial t{true, std::numeric_limits<double>::infinity()};
    for (const JobResult& j : r.jobs) {
        t.passed = t.passed && j.passed;
        t.au = std::min(t.au, j.au);
    }
    if (onTrial)
        onTrial(SearchTrial{n, t.au, t.passed});
    return t;
}

} // namespace

PipelineConfig mlperfRunConfig(const MlperfRunSetup& setup, int accelerators)
{
    if (accelerators < 1 || accelerators > 4096)
        throw Error("expected an integer from 1 to 4096", "/accelerators");
    if (setup.tierBytesPerSecond < 0 || !(setup.tierBytesPerSecond < 1e15))
        throw Error("expected a rate from 0 to 1 PB/s", "/tierBandwidth");
    if (setup.epochs < 0 || setup.epochs > 1000)
        throw Error("expected an integer from 0 to 1000", "/epochs");
    if (setup.maxStepsPerEpoch < 0)
        throw Error("expected 0 or more steps", "/maxStepsPerEpoch");
    PipelineConfig c;
    c.tier = defaultTier(setup.tier);
    if (setup.tierBytesPerSecond > 0)
        c.tier.perServerBytesPerSecond = setup.tierBytesPerSecond / c.tier.dataServers;
    c.seed = setup.seed;
    c.recordSteps = false;
    JobConfig j = workloadJob(setup.workload, setup.accelerator, accelerators);
    if (setup.epochs > 0)
        j.epochs = setup.epochs;
    j.maxStepsPerEpoch = setup.maxStepsPerEpoch;
    c.jobs = {j};
    validatePipeline(c);
    return c;
}

AcceleratorSearch searchMaxAccelerators(const std::function<PipelineConfig(int)>& configFor,
                                        int limit,
                                        const std::function<void(const SearchTrial&)>& onTrial)
{
    if (limit < 1)
        throw Error("the search needs a limit of at least one accelerator", "limit");
    AcceleratorSearch s;
    int pass = 0;
    double passAu = 0;
    int fail = 0;
    double failAu = 0;
    for (int n = 1;; n = std::min(limit, 2 * n)) {
        const Trial t = trial(configFor, n, s.runs, onTrial);
        if (!t.passed) {
            fail = n;
            failAu = t.au;
            break;
        }
        pass = n;
        passAu = t.au;
        if (n == limit)
            break;
    }
    while (fail > 0 && fail - pass > 1) {
        const int mid = pass + (fail - pass) / 2;
        const Trial t = trial(configFor, mid, s.runs, onTrial);
        if (t.passed) {
            pass = mid;
            passAu = t.au;
        } else {
            fail = mid;
            failAu = t.au;
        }
    }
    s.maxPassing = pass;
    s.auAtMax = passAu;
    s.firstFailing = fail;
    s.auAtFirstFailing = failAu;
    return s;
}

} // namespace ailab::core::models::storage
