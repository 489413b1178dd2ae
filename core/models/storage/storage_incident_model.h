#pragma once

#include "core/models/storage/storage_incident.h"
#include "core/ops/incident.h"

#include <cstdint>
#include <string>
#include <vector>

// Incident AI-STORAGE-006 as a walkthrough on the incident framework (docs/models.md,
// AI-STORAGE-006 and Incidents): the peak-hours run of storage_incident.h with its evidence
// in four stages, the symptoms of the course's section 06.6 table (low GPU activity, read
// latency and metadata activity, uneven or saturated storage throughput, checkpoint pauses),
// the hypotheses, hints and the eight responses. Every figure comes from a run of the input
// pipeline; each response is applied to the model and run again.
//
// The headline is the GPUs' input wait. Resolved: the jobs finish in at most
// kResolvedMakespanShare of the faulty run's time and their GPUs wait less than they did
// (so staggering, which spreads the same work over a longer time, is a mitigation only).
namespace ailab::core::models::storage {

class StorageIncident : public ops::IncidentModel
{
public:
    static constexpr double kResolvedMakespanShare = 0.65;

    // Runs the faulty peak hours once, for the baseline and the evidence.
    explicit StorageIncident(std::uint64_t seed = 1);

    std::string id() const override { return "AI-STORAGE-006"; }
    int stageCount() const override { return 4; }
    double secondsPerStage() const override { return 300.0; }
    double faultOnsetS() const override { return 0.0; }
    std::vector<ops::EvidenceItem> evidence() const override { return m_evidence; }
    std::vector<ops::HypothesisOption> hypotheses() const override;
    std::vector<ops::ActionOption> actions() const override;
    std::vector<std::string> hints() const override;
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
    std::vector<ops::EvidenceItem> m_evidence;
};

} // namespace ailab::core::models::storage
