#pragma once

#include "core/design/bottleneck_analysis.h"

#include <optional>
#include <string>
#include <vector>

// What a design loses when one component fails (docs/models.md, "Cluster design", Failures):
// N-1 for each component class of the twin (a server, a compute-fabric leaf, a spine, a
// leaf-spine link, a storage data server, a rack's power feed, a rack's cooling unit), each
// taken where it hurts most; and the training time a long run keeps with random failures at
// the Llama 3 rates (core/cluster/failure_rates.h), in closed form with Daly's expected waste
// (core/storage/checkpoint_model.h). A service that loses replicas is run again on the rest.
namespace ailab::core::design {

enum class TrainingOutcome {
    Unaffected,     // the job runs on as before
    Slowed,         // the job runs, its step longer until the repair
    Restarts,       // the job stops and restarts on spare servers from its last checkpoint
    WaitsForRepair, // the job stops until the part is repaired, then restarts
};
std::string_view trainingOutcomeId(TrainingOutcome outcome); // "unaffected", "slowed", ...

// A serving design passes at 90 % of its requests within every SLO (DistServe, Zhong et al.
// OSDI 2024, takes 90 % SLO attainment as its target).
inline constexpr double kSloAttainmentToPass = 0.90;

struct ComponentFailure
{
    std::string component; // "server", "leaf", "spine", "link", "storage-server", "rack-feed", "cooling-unit"
    int count = 0;         // how many the design has
    std::string target;    // the one taken: "server0", "rack1", ...
    int gpusLost = 0;            // GPUs out of service
    double fabricCapacityLost = 0;   // share of the leaf-spine capacity of the affected leaf (or all)
    double storageCapacityLost = 0;  // share of the storage bandwidth
    int replicasLost = 0;            // serving replicas on the lost GPUs
    // The service on the replicas left, at its rate: whether it still meets its SLOs
    // (sustained, 90 % of requests within every SLO); true without a service or a loss.
    bool servingHeld = true;
    double servingAttainment = 1;
    TrainingOutcome training = TrainingOutcome::Unaffected;
    double slowdown = 1;             // the job's wall time per step over the healthy one
    double downtimeS = 0;            // the job stopped: the restart, or the repair and restart
    double lostWorkS = 0;            // expected work rolled back: half an interval and its stall
    double durationS = 0;            // until the part is repaired
    std::string effect;              // one sentence with the figures
    // The course's failure simulator's tiles after the failure: available GPUs, fabric
    // capacity (the leaf-spine bisection) and storage throughput, and the status.
    int availableGpus = 0;
    double availableFabricTbps = 0;
    double availableStorageGBps = 0;
    std::string status; // "healthy" (unaffected), "degraded" (slowed or restarted), "down" (waits for a repair)
};

struct LongRunFailures
{
    double failuresPerHour = 0;  // the job's GPUs, servers and links, and the job, at Llama 3's rates
    double mtbfHours = 0;
    double checkpointIntervalS = 0;
    double checkpointCostS = 0;  // the stall per checkpoint
    double checkpointWriteS = 0; // the write itself
    double restartS = 0;         // restart, and the repair when no spare server is left
    double youngIntervalS = 0;
    double dalyIntervalS = 0;
    // The interval to aim for: Daly's, but no shorter than the checkpoint's write, since the
    // next checkpoint cannot start before the last one is durable.
    double optimumIntervalS = 0;
    double wasteFraction = 0;    // Daly's expected waste at the interval
    double effectiveTrainingFraction = 0; // 1 / (1 + waste)
    double timeToTrainDays = 0;  // with failures
    double energyToTrainMWh = 0;
    double expectedInterruptions = 0;
    std::string method;          // how it was computed
};

struct FailureAnalysis
{
    int spareGpus = 0; // of the training platform, beyond the job and the serving replicas
    std::vector<ComponentFailure> nMinus1;
    std::optional<LongRunFailures> longRun;
};

FailureAnalysis analyseFailures(const DesignSpec& spec, const DesignFigures& figures,
                                const BottleneckAnalysis& bottlenecks, std::uint64_t seed);

} // namespace ailab::core::design
