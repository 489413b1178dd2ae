#pragma once

#include "core/cluster/cluster_spec.h"
#include "core/cluster/facility.h"
#include "core/cluster/fault_catalog.h"
#include "core/sim/rng.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

// Faults in the cluster twin (docs/models.md, "Cluster twin", faults): each fault of the
// catalogue (fault_catalog.h) applied to the part it concerns at its time and reverted at its
// end, random failures drawn at the published rates, and the event-log lines that tell an
// initiating fault from its consequences (a facility change names the fault that caused it
// when one is active on that rack).
//
// Severity, per kind, when a fault leaves it out:
//   cooling-failure        share of the rack's cooling lost (1: the unit failed)
//   power-cap              the rack's cap in kW (required)
//   link-flap              the flap period in seconds, down half of it (30)
//   link-degraded          share of the link's rated capacity left (0.25: a 4x port at 1x)
//   ecmp-misconfiguration  next hops the leaf keeps (1)
//   storage-server-down    data servers down (1)
//   metadata-overload      share of the metadata service's rate left (0.1)
//   slow-storage-tier      share of the tier's bandwidth left (0.25)
//   straggler              the GPU's clock deficit, step time x this on its own (1.25)
// faultSeverity() gives the same table to programs; a severity outside a kind's range is
// refused naming "/severity".
namespace ailab::core::cluster {

class ClusterTwin;

// What a fault kind's severity means, its default and the values it takes (the table above),
// for the programs that let a person set one.
struct FaultSeverity
{
    bool used = false;     // the kind reads a severity
    bool required = false; // it has no default: the fault needs one
    double defaultValue = 0;
    double min = 0;        // the accepted range, min < severity <= max when minExclusive
    double max = 0;
    bool minExclusive = false;
    bool whole = false;           // a count (servers, next hops): the fraction is dropped
    std::string_view meaning;     // "share of the rack's cooling lost"
    std::string_view unit;        // "kW", "s", "" for a share or a factor
};
const FaultSeverity& faultSeverity(FaultKind kind);

class FaultInjector
{
public:
    FaultInjector(ClusterTwin& twin, std::uint64_t seed);

    // The spec's faults (the scenario's events), each checked now and applied at its time.
    void scheduleSpecFaults();
    // One more fault, checked now (core::Error naming fault.pointer and the field) and
    // applied at its time (now if that has passed).
    void inject(FaultSpec fault);
    // Random failures at the published rates (fault_catalog.h) from now on.
    void startRandomFailures();
    // A facility transition, logged with its cause.
    void onFacilityEvents(const std::vector<FacilityEvent>& events);

    // An operator's repair: every applied fault of these kinds that is still active is
    // reverted now, as at its end (a failed server also returns to service). Returns how
    // many were.
    int repair(const std::vector<FaultKind>& kinds);
    // The same for fault `index` alone; a fault not applied yet never will be. False when it
    // had already ended (or been cancelled).
    bool repair(std::size_t index);

    // Every fault given so far (the spec's, injected and random ones), in the order given:
    // when it was applied and reverted (-1: not yet) and what it did.
    struct Applied
    {
        FaultSpec spec;
        double appliedAt = -1;
        double revertedAt = -1;
        bool cancelled = false; // repaired before its time came
        std::vector<std::string> effects;
    };
    const std::vector<Applied>& faults() const { return m_faults; }

    // Every fault applied so far, with its time, target and what it did.
    nlohmann::json summary() const;
    int randomFailures() const { return m_randomFailures; }

    // The last fault on a rack (its index in faults()), whose consequences its facility
    // lines name, its recovery after the repair included; -1 for none.
    int rackCause(int rack) const { return m_rackCauseFault.at(std::size_t(rack)); }
    // Whether a fault of the fabric (a link, a switch, ECMP, congestion control) or of the
    // storage acts now: what the twin compares a job's communication or data wait against.
    bool fabricFaultActive() const;
    bool storageFaultActive() const;

private:
    void check(const FaultSpec& fault) const;
    void apply(std::size_t index);
    void revert(std::size_t index);
    void repairApplied(std::size_t index); // revert now, a failed server back in service
    void flap(std::size_t index, bool down);
    void setDcqcn(const FaultSpec& fault, bool on); // on the target server, or every one
    void nextRandomFailure();
    double severityOr(const FaultSpec& fault, double fallback) const;

    ClusterTwin& m_twin;
    sim::Rng m_rng;
    std::vector<Applied> m_faults;
    std::vector<std::string> m_rackCause; // the active fault on each rack, for its consequences
    std::vector<int> m_rackCauseFault;    // the last fault on each rack, kept after its repair; -1 for none
    int m_randomFailures = 0;
};

} // namespace ailab::core::cluster
