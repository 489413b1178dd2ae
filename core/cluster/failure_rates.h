#pragma once

#include "core/cluster/fault_catalog.h"
#include "core/sim/rng.h"

#include <cstdint>
#include <string_view>
#include <vector>

// Failure rates of a large training cluster and a seeded generator of random failures
// (docs/models.md, Failure rates). The rates come from the Llama 3 paper: Dubey et al., "The
// Llama 3 Herd of Models" (2024), section 3.3.4 and Table 5, the root causes of the 419
// unexpected interruptions in a 54-day snapshot of pre-training on 16,384 H100 GPUs.
namespace ailab::core::cluster {

// The component a failure rate is counted per.
enum class FailureUnit {
    Gpu,         // one GPU (16,384 in the snapshot)
    Server,      // one server of 8 GPUs (2,048)
    NetworkLink, // one GPU's path into the fabric: NIC, cable, switch port (16,384)
    Job,         // the training job itself (1): software, dependencies, timeouts
};

std::string_view failureUnitId(FailureUnit unit); // "gpu", "server", "network-link", "job"

struct FailureCategory
{
    std::string_view id;            // "faulty-gpu"
    std::string_view rootCause;     // as Table 5 names it: "Faulty GPU"
    std::string_view paperCategory; // Table 5's category: "GPU", "Host", "Network", ...
    int interruptions = 0;          // in the 54-day snapshot
    FailureUnit unit = FailureUnit::Gpu;
    FaultKind fault = FaultKind::Xid; // what the twin injects for it
    int xid = 0;                      // the Xid it shows as, 0 when none
};

// The snapshot the rates are measured on (Dubey et al. 2024, section 3.3.4).
inline constexpr double kLlama3SnapshotDays = 54.0;
inline constexpr int kLlama3Gpus = 16384;
inline constexpr int kLlama3GpusPerServer = 8; // Grand Teton servers, 8 H100 each
inline constexpr int kLlama3UnexpectedInterruptions = 419;
inline constexpr int kLlama3PlannedInterruptions = 47;

// Table 5, one entry per root cause, largest first.
const std::vector<FailureCategory>& llama3FailureCategories();

// How many of each unit the snapshot had: 16,384 GPUs and links, 2,048 servers, one job.
double llama3UnitCount(FailureUnit unit);

// A category's rate per unit-hour: interruptions / (units x 54 days x 24 h).
double failuresPerUnitHour(const FailureCategory& category);

// The components of the cluster a generator draws failures for.
struct ComponentCounts
{
    std::int64_t gpus = 0;
    std::int64_t servers = 0;
    std::int64_t networkLinks = 0;
    std::int64_t jobs = 1;

    std::int64_t count(FailureUnit unit) const;
};

struct Failure
{
    double timeSeconds = 0.0;
    int category = 0; // index into llama3FailureCategories()
    FailureUnit unit = FailureUnit::Gpu;
    std::int64_t component = 0; // which GPU, server, link or job, in [0, count)
    FaultKind fault = FaultKind::Xid;
    int xid = 0;
};

// Draws the next failure after a time, as a Poisson process whose rate is every category's
// rate times the count of its unit: the gap is exponential with the total rate, the category
// is drawn in proportion to its rate, the component uniformly. Nothing is materialised: a
// failure costs a few random numbers.
class FailureGenerator
{
public:
    // Throws core::Error for a negative count.
    FailureGenerator(const ComponentCounts& counts, std::uint64_t seed);

    // The first failure after `afterSeconds` (the process is memoryless, so any time works).
    Failure next(double afterSeconds);

    // Failures per hour of the whole cluster.
    double totalFailuresPerHour() const { return m_totalPerHour; }
    double meanSecondsBetweenFailures() const;

private:
    ComponentCounts m_counts;
    sim::Rng m_rng;
    std::vector<double> m_cumulativePerHour; // by category
    double m_totalPerHour = 0.0;
};

} // namespace ailab::core::cluster
