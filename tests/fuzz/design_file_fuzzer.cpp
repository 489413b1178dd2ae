// libFuzzer target: a cluster design file (docs/architecture.md, "Fuzzing"), read as a
// capstone scenario by the loader and core/design's reader. Any input is either a design or
// refused with a core::Error. What it accepts must evaluate without an error (the serving run
// left out: core/infer's engine is a simulation of its own): every figure of its report a
// number or null, a readiness score within 0 to 100, and every review criterion with a reason
// and, when it fails, what would pass it.
#include "core/design/design_evaluation.h"
#include "core/design/design_report_json.h"
#include "core/error.h"
#include "core/models/model_registry.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace ailab::core;
    const std::string text(reinterpret_cast<const char*>(data), size);
    design::DesignSpec spec;
    try {
        const scenario::Scenario s = models::parseScenario(text, "fuzz.json");
        if (s.lab != "capstone")
            return 0;
        spec = design::readDesignSpec(s.model);
    } catch (const Error&) {
        return 0; // refused with a message: what the reader should do
    }
    spec.serving.reset();
    if (!spec.training)
        return 0;
    const design::DesignEvaluation e = design::evaluateDesign(spec, 1);
    const design::ReadinessScore& r = e.review.readiness;
    require(r.total >= 0 && r.total <= 100 + 1e-9);
    for (const auto& c : e.review.criteria) {
        require(!c.reason.empty());
        require(c.passed || !c.toPass.empty());
    }
    (void)design::designReportJson(e).dump();
    return 0;
}
