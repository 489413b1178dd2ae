#include "core/design/design_evaluation.h"

namespace ailab::core::design {

DesignEvaluation evaluateDesign(const DesignSpec& spec, std::uint64_t seed)
{
    DesignEvaluation e;
    e.figures = computeDesignFigures(spec);
    e.bottlenecks = analyseBottlenecks(spec, e.figures, seed);
    e.failures = analyseFailures(spec, e.figures, e.bottlenecks, seed);
    e.review = reviewDesign(spec, e.figures, e.bottlenecks, e.failures);
    return e;
}

} // namespace ailab::core::design
