#pragma once

#include "core/design/design_review.h"

#include <cstdint>

// A design evaluated on every page's models (docs/models.md, "Cluster design"): its figures,
// where its time goes, what one failure does and a long run with failures, and the review.
namespace ailab::core::design {

struct DesignEvaluation
{
    DesignFigures figures;
    BottleneckAnalysis bottlenecks;
    FailureAnalysis failures;
    DesignReview review;
};

// `seed` drives the serving run's arrivals. Throws core::Error naming the field when the
// models refuse the design.
DesignEvaluation evaluateDesign(const DesignSpec& spec, std::uint64_t seed);

} // namespace ailab::core::design
