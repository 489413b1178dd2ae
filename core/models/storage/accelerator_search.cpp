#include "core/models/storage/accelerator_search.h"

#include "core/error.h"

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

Trial trial(const std::function<PipelineConfig(int)>& configFor, int n, int& runs)
{
    const PipelineResult r = runPipeline(configFor(n));
    ++runs;
    Trial t{true, std::numeric_limits<double>::infinity()};
    for (const JobResult& j : r.jobs) {
        t.passed = t.passed && j.passed;
        t.au = std::min(t.au, j.au);
    }
    return t;
}

} // namespace

AcceleratorSearch searchMaxAccelerators(const std::function<PipelineConfig(int)>& configFor,
                                        int limit)
{
    if (limit < 1)
        throw Error("the search needs a limit of at least one accelerator", "limit");
    AcceleratorSearch s;
    int pass = 0;
    double passAu = 0;
    int fail = 0;
    double failAu = 0;
    for (int n = 1;; n = std::min(limit, 2 * n)) {
        const Trial t = trial(configFor, n, s.runs);
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
        const Trial t = trial(configFor, mid, s.runs);
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
