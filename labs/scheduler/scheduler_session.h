#pragma once

#include "labs/common/skeleton/lab_session.h"

#include <cstdint>
#include <memory>
#include <vector>

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::models::scheduler {
struct SchedulerScenarioConfig;
}
namespace ailab::core::sched {
class Scheduler;
class ScheduleRecorder;
struct JobSpec;
struct WorkloadConfig;
enum class Policy : std::uint8_t;
} // namespace ailab::core::sched
namespace ailab::core::topo {
struct Fabric;
}

namespace ailab::labs::scheduler {

// The scheduler lab's model (docs/models.md, "Scheduler lab model"): the scenario's cluster,
// scheduler and jobs (a generated workload drawn once, so the learner's jobs come after it),
// the learner's edits (the policy, the jobs submitted with the buttons, the nodes failed and
// repaired, each at the time it happened, so a saved state replays to the same picture), and
// the live core Scheduler on the session's clock with the record of what ran where.
class SchedulerSession : public LabSession
{
    Q_OBJECT
public:
    explicit SchedulerSession(QObject* parent = nullptr);
    ~SchedulerSession() override;

    const core::models::scheduler::SchedulerScenarioConfig& scenarioConfig() const
    {
        return *m_scenarioConfig;
    }
    const core::models::scheduler::SchedulerScenarioConfig& config() const { return *m_config; }
    // Applies an edited config and restarts the run at time zero. Throws core::Error and
    // leaves the session unchanged when it is invalid.
    void setConfig(const core::models::scheduler::SchedulerScenarioConfig& config);
    // The placement policy from now on: restarts the run with it.
    void setPolicy(core::sched::Policy policy);

    // The live run; valid until the next rebuilt().
    core::sched::Scheduler& scheduler() { return *m_scheduler; }
    const core::sched::Scheduler& scheduler() const { return *m_scheduler; }
    const core::sched::ScheduleRecorder& record() const { return *m_record; }
    // The fabric of a "fabric" cluster, or nullptr.
    const core::topo::Fabric* fabric() const { return m_fabric.get(); }

    // The learner's actions, now: the course's two kinds of job, any job, a node failing
    // (until repaired) and its repair. A job that does not fit any cluster throws
    // core::Error naming the field; an unknown node is ignored.
    void submitTraining();
    void submitInference();
    void submitJob(core::sched::JobSpec job);
    void failNode(int node);
    void repairNode(int node);

    // Whether the scenario draws its jobs from the generator (so other draws exist).
    bool drawsItsJobs() const { return m_workload != nullptr; }
    // The run's jobs with the generated ones drawn again with the scenario's seed + `draw`
    // (draw 0: the run's own jobs), the listed jobs before them and the learner's after.
    std::vector<core::sched::JobSpec> jobsOfDraw(int draw) const;

    // The figures of the run for the headless runs of the explorers (the same config).
    static constexpr double kDefaultRate = 60.0; // simulated seconds per wall second

Q_SIGNALS:
    // The learner changed the run (a job submitted, a node failed or repaired).
    void changed();

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override;
    std::string nextName(const std::string& kind) const;
    void settleNow();

    std::unique_ptr<core::models::scheduler::SchedulerScenarioConfig> m_scenarioConfig;
    std::unique_ptr<core::models::scheduler::SchedulerScenarioConfig> m_config;
    // The scenario's generator and the jobs it listed before the drawn ones.
    std::unique_ptr<core::sched::WorkloadConfig> m_workload;
    std::size_t m_listedJobs = 0;
    std::size_t m_drawnJobs = 0;
    std::unique_ptr<core::topo::Fabric> m_fabric;
    // Destroyed in reverse: the record unsubscribes before the scheduler goes.
    std::unique_ptr<core::sched::Scheduler> m_scheduler;
    std::unique_ptr<core::sched::ScheduleRecorder> m_record;
};

} // namespace ailab::labs::scheduler
