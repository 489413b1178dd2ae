#pragma once

#include "core/models/roce/roce_exchange.h"
#include "core/ops/incident_definition.h"
#include "core/ops/incident_system.h"

// The model of incident AI-NET-004, "Training slowdown" (seed, lab 04: "Multiple GPU workers
// converge on one oversubscribed egress port. Queue occupancy increases, ECN marks appear, and the
// training job experiences communication delays."). Four workers send 4 MB gradient shards
// at their 25 Gb/s line rate to one aggregating rank (4:1 offered-to-egress,
// RoceExchangeSetup; 25 Gb/s is the port speed the ECN defaults and DCQCN's published
// parameters are given for). The fault: congestion control is off on the job's NICs
// (DCQCN's notification and reaction points, as after a firmware reset of the NIC
// settings), and PFC is off on priority 3. The switch marks ECN as configured and the
// aggregator's NIC receives the marks, but no CNP is sent and no sender slows down: the
// egress queue fills to its share of the buffer, drops start, go-back-N resends, and the
// exchange takes far longer than its ideal. Every figure comes from runRoceExchange.
//
// Resolved: every shard delivered with no drop and nothing resent, the exchange faster than
// with the fault (by more than kHeadlineNoise), and the neighbouring job's flow at
// kNeighbourShare of its goodput with the fault or more (so PFC's pauses of the shared
// trunk, which make the exchange fast and the neighbour slow, do not count as a fix).
namespace ailab::core::models::roce {

class RoceIncident : public ops::IncidentSystem
{
public:
    static constexpr double kNeighbourShare = 0.9;
    // Iterations of the faulty exchange (seeds seed .. seed + 4) behind the job-timing
    // evidence's fastest and slowest iteration.
    static constexpr int kIterations = 5;

    // The faulty fabric of the seed: 4 workers x 4 MB at 25 Gb/s, ECN on, PFC off, DCQCN
    // off; the engine's other figures at their defaults.
    static RoceExchangeSetup faultySetup();
    // The same setup with each action's configuration change applied, in order. Throws
    // core::Error (path "/actions") for an unknown id.
    static RoceExchangeSetup applyActions(RoceExchangeSetup setup,
                                          const std::vector<std::string>& actions);

    // Runs the faulty exchange once, for the baseline and the evidence. Throws core::Error
    // for an invalid setup.
    explicit RoceIncident(RoceExchangeSetup faulty = faultySetup());

    // The ids an incident file may name (labs/roce/incidents/ai-net-004.json).
    static const ops::IncidentCatalogue& catalogue();

    double secondsPerStage() const override { return 120.0; }
    double faultOnsetS() const override { return 0.0; }
    std::vector<ops::Figure> telemetry() const override { return m_telemetry; }
    std::vector<ops::Series> telemetrySeries() const override { return m_series; }
    ops::Outcome baseline() const override { return m_baseline; }
    ops::Outcome run(const std::vector<std::string>& actions, double atS) const override;
    // Helped: the default rule, and the neighbouring job kept kNeighbourShare of what it had.
    bool improved(const ops::Outcome& before, const ops::Outcome& after) const override;

    const RoceExchangeSetup& faulty() const { return m_faulty; }
    const RoceExchangeResult& baselineResult() const { return m_baselineResult; }
    // The outcome of one measured exchange (figures in Outcome order, see roce_incident.cpp).
    ops::Outcome outcomeOf(const RoceExchangeResult& result) const;

private:
    RoceExchangeSetup m_faulty;
    RoceExchangeResult m_baselineResult;
    double m_originalIdealS = 0; // the 4:1 layout's ideal, the yardstick of `slowdown`
    ops::Outcome m_baseline;
    std::vector<ops::Figure> m_telemetry;
    std::vector<ops::Series> m_series;
};

} // namespace ailab::core::models::roce
