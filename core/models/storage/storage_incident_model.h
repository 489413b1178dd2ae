#pragma once

#include "core/models/storage/storage_incident.h"
#include "core/ops/incident_definition.h"
#include "core/ops/incident_system.h"

#include <cstdint>
#include <string>
#include <vector>

// The model of incident AI-STORAGE-006 (docs/models.md, AI-STORAGE-006 and Incidents): the
// peak-hours run of storage_incident.h with the telemetry of the course's section 06.6 table
// (low GPU activity, read latency and metadata activity, uneven or saturated storage
// throughput, checkpoint pauses) and the eight responses; the incident file
// (labs/storage/incidents) stages the evidence and gives the options. Every figure comes
// from a run of the input pipeline; each response is applied to the model and run again.
//
// The headline is the GPUs' input wait. Resolved: the jobs finish in at most
// kResolvedMakespanShare of the faulty run's time and their GPUs wait less than they did
// (so staggering, which spreads the same work over a longer time, is a mitigation only).
namespace ailab::core::models::storage {

class StorageIncident : public ops::IncidentSystem
{
public:
    static constexpr double kResolvedMakespanShare = 0.65;

    // Runs the faulty peak hours once, for the baseline and the evidence.
    explicit StorageIncident(std::uint64_t seed = 1);

    // The ids an incident file may name (labs/storage/incidents/ai-storage-006.json).
    static const ops::IncidentCatalogue& catalogue();

    double secondsPerStage() const override { return 300.0; }
    double faultOnsetS() const override { return 0.0; }
    std::vector<ops::Figure> telemetry() const override { return m_telemetry; }
    std::vector<ops::Series> telemetrySeries() const override { return m_series; }
    ops::Outcome baseline() const override { return m_baseline; }
    // Throws core::Error ("/actions") for an unknown response.
    ops::Outcome run(const std::vector<std::string>& actions, double atS) const override;

    const StorageIncidentRun& baselineRun() const { return m_baselineRun; }
    // The outcome of one run (figures in the order of storage_incident_model.cpp).
    ops::Outcome outcomeOf(const StorageIncidentRun& run) const;

private:
    std::uint64_t m_seed;
    StorageIncidentRun m_baselineRun;
    ops::Outcome m_baseline;
    std::vector<ops::Figure> m_telemetry;
    std::vector<ops::Series> m_series;
};

} // namespace ailab::core::models::storage
