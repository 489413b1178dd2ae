#pragma once

#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/ops/incident_definition.h"
#include "core/ops/incident_system.h"
#include "core/sim/simulation.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

// The operations lab's incident model (docs/models.md, "Twin incidents"): an incident is a
// fault in the cluster twin that the incident file describes (its "/system": the cluster,
// the faults and their times, the job or service it is about). The model runs the twin with
// the faults (the faulty system) and without them (the healthy reference); every figure and
// series is read from the twin's own telemetry (ClusterTelemetry's series in its
// MetricRegistry, the jobs' totals) and event log, over the last kWindowS of a run. An action
// is an operator's change applied to the twin at its time (a fault repaired, a job's
// checkpoints switched to asynchronous, a server drained, a job restarted), after which the
// twin runs on and is measured again.
//
// The headline is the focus job's wall time per training step kept (window / steps kept, so
// checkpoint stalls, restarts and rolled-back work count), or the focus service's TTFT p95.
// Resolved: the headline within kResolvedExcessJob (a job) or kResolvedExcessService (a
// service) of the healthy reference's at the same time.
namespace ailab::core::models::operations {

class TwinIncident : public ops::IncidentSystem
{
public:
    // Resolved when the headline is at most (1 + excess) x the healthy twin's at the same
    // time: the course's "verify that application performance returns to the expected
    // baseline" (section 09.5) with a tolerance. For a job, 10 %: the twin is deterministic,
    // so an undone fault gives back the healthy step once its transient has passed; 10 %
    // leaves room for a checkpoint that falls in one window and not the other, and is below
    // every shipped fault's effect. For a service, 25 %: its TTFT P95 is a tail statistic of
    // Poisson arrivals over one-minute windows, and a repaired service differs from the
    // healthy run by up to 15 % in the shipped incident (repaired 5 to 14 minutes after the
    // fault) only through the order in which requests met the replicas.
    static constexpr double kResolvedExcessJob = 0.10;
    static constexpr double kResolvedExcessService = 0.25;
    // Figures are measured over the last kWindowS of a run: a few checkpoint intervals of
    // the shipped jobs and five of the services' one-minute latency windows.
    static constexpr double kWindowS = 300.0;
    // Simulated time an on-call engineer spends on one stage of evidence.
    static constexpr double kSecondsPerStage = 120.0;
    // After an action the twin runs through the job's restart time (a drained server, a
    // restarted job), this much more for transients (a replica loading its weights, queues
    // draining), and then the window.
    static constexpr double kSettleS = 120.0;

    // Runs the faulty and the healthy twin (core::Error naming "/system/..." for a system
    // the twin refuses).
    explicit TwinIncident(ops::IncidentSystemSpec system);

    // The ids an incident file may name (labs/operations/incidents/*.json).
    static const ops::IncidentCatalogue& catalogue();
    // The catalogue's checkSystem: reads the cluster and its faults, builds the twin once
    // (fault targets, jobs that fit), checks the focus, that the run lasts the window past
    // the last fault, and that the file's figures, series and actions suit its focus (a
    // job's or a service's), and that its key figures are outcome figures.
    static void checkSystem(const ops::IncidentDefinition& definition);
    // The figures, series and actions of the catalogue that concern a job only or a
    // service only.
    static bool suitsFocus(const std::string& id, ops::FocusKind focus);

    double secondsPerStage() const override { return kSecondsPerStage; }
    double faultOnsetS() const override { return m_onsetS; }
    std::vector<ops::Figure> telemetry() const override { return m_telemetry; }
    std::vector<ops::Series> telemetrySeries() const override { return m_series; }
    ops::Outcome baseline() const override { return m_baseline; }
    // The faulty twin with the actions applied at `atS`, run on and measured. Throws
    // core::Error ("/actions") for an unknown action. Runs are cached; thread-safe.
    ops::Outcome run(const std::vector<std::string>& actions, double atS) const override;
    std::vector<ops::CausalEvent> causalChain() const override { return m_chain; }

    // The healthy twin's outcome measured at the end of the baseline run.
    const ops::Outcome& healthy() const { return m_healthy; }
    // The faulty and the healthy twin as they ended (what the evidence was read from).
    const cluster::ClusterTwin& faultyTwin() const { return *m_faulty->twin; }
    const cluster::ClusterTwin& healthyTwin() const { return *m_healthyRun->twin; }
    const ops::IncidentSystemSpec& system() const { return m_system; }
    // The end of a run whose actions are applied at `atS` (the baseline's end at the latest).
    double endOfRun(double atS) const;

private:
    // A twin run to its end, and the focus job's checkpoint stalls at the window's start.
    struct Run
    {
        std::unique_ptr<sim::Simulation> simulation;
        std::unique_ptr<cluster::ClusterTwin> twin;
        double endS = 0;
        double windowStallS = 0;
    };
    std::shared_ptr<const Run> simulate(bool faulty, const std::vector<std::string>& actions, double atS,
                                        double endS) const;
    void applyAction(cluster::ClusterTwin& twin, const std::string& action) const;
    // Every figure of the focus measured over the run's last window, those compared with
    // the healthy reference (`healthy`, the same run's figures without the faults) among them.
    std::vector<ops::Figure> measure(const Run& run, const std::vector<ops::Figure>* healthy) const;
    ops::Outcome outcomeOf(const std::vector<ops::Figure>& figures, const std::vector<ops::Figure>& healthy,
                           const Run& run) const;
    // The healthy twin's figures for a run ending at `endS` (cached).
    std::vector<ops::Figure> healthyFigures(double endS) const;

    ops::IncidentSystemSpec m_system;
    cluster::ClusterSpec m_spec; // as read, with its faults
    int m_focusIndex = -1;       // the job's or the service's index in the twin
    double m_onsetS = 0;
    std::shared_ptr<const Run> m_faulty;
    std::shared_ptr<const Run> m_healthyRun;
    ops::Outcome m_baseline;
    ops::Outcome m_healthy;
    std::vector<ops::Figure> m_telemetry;
    std::vector<ops::Series> m_series;
    std::vector<ops::CausalEvent> m_chain;

    mutable std::mutex m_mutex;
    mutable std::map<std::string, ops::Outcome> m_outcomes;
    mutable std::map<double, std::vector<ops::Figure>> m_healthyFigures;
};

} // namespace ailab::core::models::operations
