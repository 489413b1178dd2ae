#pragma once

#include "core/design/failure_analysis.h"

#include <string>
#include <vector>

// The review of a design (docs/models.md, "Cluster design", Review): the course's readiness
// score out of 100, and the fuller review, each criterion a check on the figures the models
// computed, with its reason and what would pass it.
namespace ailab::core::design {

// The course's caveat beside its score (AI Infrastructure Explained, Lab 09, "AI
// Infrastructure Design Review").
inline constexpr const char* kReadinessCaveat =
    "The score is a teaching aid, not a production architecture certification.";

// The share of a step a stall may take: MLPerf Storage v1.0 passes a training run at 90 %
// accelerator utilisation; the same tenth bounds the exposed scale-out communication.
inline constexpr double kAcceleratorUtilisationToPass = 0.90;
// A checkpoint interval passes within this factor of Daly's optimum, either way: Daly
// (2006), figure 4 and section 6, the waste is flat near the optimum and rises steeply beyond
// a factor of a few. Teaching band.
inline constexpr double kCheckpointIntervalFactor = 2.0;
// One DGX SuperPOD scalable unit: 32 DGX H100 (NVIDIA DGX SuperPOD reference architecture).
inline constexpr int kScalableUnitServers = 32;

struct ReadinessScore
{
    double computeScale = 0;     // out of 25
    double networkCapacity = 0;  // out of 25, the course's analyzer (20 Gb/s per GPU)
    double storageCapacity = 0;  // out of 25, the course's analyzer (1 GB/s per GPU)
    double failureTolerance = 0; // out of 25
    double total = 0;            // out of 100
    std::string caveat = kReadinessCaveat;
};

struct ReviewCriterion
{
    std::string id;     // "finishes-in-time", "fabric-headroom", ...
    std::string title;
    bool passed = false;
    double value = 0;     // the figure checked
    double threshold = 0; // what it is checked against
    std::string unit;
    std::string reason;   // why it passed or failed, with the figures
    std::string toPass;   // what would pass it (empty when it passed)
};

struct DesignReview
{
    ReadinessScore readiness;
    std::vector<ReviewCriterion> criteria;
    int passed = 0;
};

DesignReview reviewDesign(const DesignSpec& spec, const DesignFigures& figures, const BottleneckAnalysis& bottlenecks,
                          const FailureAnalysis& failures);

} // namespace ailab::core::design
