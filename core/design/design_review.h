#pragma once

#include "core/design/failure_analysis.h"

#include <map>
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
    // The figures of `toPass`, by name, for a view that words it in another language:
    // "gpus", "tokens", "days" (finishes-in-time); "replicas" (serving-slo);
    // "oversubscription" (fabric-headroom); "readGBps", "dataServers", "perServerGBps"
    // (storage-feeds-gpus); "domainGpus", "spareGpus" (n-minus-1); "intervalS", "mtbfHours"
    // (checkpoint-interval); "servers" (pattern-pods). Racks name theirs in `rackFixes`.
    std::map<std::string, double> toPassFigures;
    // racks-within-limits: what each rack over a limit needs.
    struct RackFix
    {
        std::string rack;
        double feedKW = 0;          // the feed it needs, 0 when its feed suffices
        std::string coolingNeeded; // the cooling it needs, empty when its own suffices
    };
    std::vector<RackFix> rackFixes;
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
