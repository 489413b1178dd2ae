#include "labs/scheduler/scheduler_session.h"

#include "core/error.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/schedule_record.h"
#include "core/sched/workload.h"
#include "labs/common/skeleton/sim_driver.h"

#include <algorithm>

namespace ailab::labs::scheduler {

namespace model = core::models::scheduler;
namespace sched = core::sched;

namespace {
// One Step advances a minute of cluster time.
constexpr double kStepS = 60.0;
} // namespace

SchedulerSession::SchedulerSession(QObject* parent)
    : LabSession("scheduler", parent)
    , m_scenarioConfig(std::make_unique<model::SchedulerScenarioConfig>())
    , m_config(std::make_unique<model::SchedulerScenarioConfig>())
{
    startFromDefaults();
}

SchedulerSession::~SchedulerSession()
{
    m_record.reset();
    m_scheduler.reset();
}

void SchedulerSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    model::SchedulerScenarioConfig config = model::readSchedulerScenario(scenario.model, "/model");
    config.scheduler.seed = scenario.seed;
    m_workload.reset();
    m_listedJobs = config.jobs.size();
    m_drawnJobs = 0;
    if (config.workload) {
        // Drawn once: the learner's jobs then come after the generated ones, in the live
        // run as in a replay of a saved state.
        config.workload->seed = scenario.seed;
        m_workload = std::make_unique<sched::WorkloadConfig>(*config.workload);
        config.jobs = model::workloadJobs(config);
        m_drawnJobs = config.jobs.size() - m_listedJobs;
        config.workload.reset();
    }
    *m_scenarioConfig = config;
}

void SchedulerSession::setConfig(const model::SchedulerScenarioConfig& config)
{
    // The same checks as a scenario file: write it and read it back.
    model::SchedulerScenarioConfig checked =
        model::readSchedulerScenario(model::schedulerScenarioToJson(config), "/model");
    checked.scheduler.seed = config.scheduler.seed;
    *m_config = checked;
    restart();
}

void SchedulerSession::setPolicy(sched::Policy policy)
{
    model::SchedulerScenarioConfig config = *m_config;
    config.scheduler.policy = policy;
    setConfig(config);
}

std::vector<sched::JobSpec> SchedulerSession::jobsOfDraw(int draw) const
{
    const std::vector<sched::JobSpec>& jobs = m_config->jobs;
    if (!m_workload || draw == 0 || jobs.size() < m_listedJobs + m_drawnJobs)
        return jobs;
    sched::WorkloadConfig w = *m_workload;
    w.seed += std::uint64_t(draw);
    int gpus = 0;
    for (const sched::NodeSpec& n : model::clusterNodes(*m_config))
        gpus += n.gpus;
    std::vector<sched::JobSpec> out(jobs.begin(), jobs.begin() + std::ptrdiff_t(m_listedJobs));
    for (sched::JobSpec& j : sched::generateWorkload(w, std::max(1, gpus)))
        out.push_back(std::move(j));
    out.insert(out.end(), jobs.begin() + std::ptrdiff_t(m_listedJobs + m_drawnJobs), jobs.end());
    return out;
}

void SchedulerSession::resetEdits()
{
    *m_config = *m_scenarioConfig;
}

void SchedulerSession::startRun()
{
    m_record.reset();
    m_scheduler.reset();
    m_fabric.reset();
    if (m_config->clusterPreset == "fabric")
        m_fabric = std::make_unique<core::topo::Fabric>(
            model::fabricOf(m_config->fabric.value_or(model::FabricCluster{})));
    model::SchedulerScenarioConfig config = *m_config;
    config.scheduler.recordDecisions = true;
    m_scheduler = model::startRun(simulation(), config);
    m_record = std::make_unique<sched::ScheduleRecorder>(*m_scheduler);
    driver()->setStepSize(kStepS);
    driver()->setEndTime(m_config->horizonS > 0 ? m_config->horizonS : -1.0);
}

void SchedulerSession::settleNow()
{
    // The scheduler's pass for the change is an event at this very time: run it now, so a
    // paused run shows the job placed or queued (the clock does not move).
    simulation().runUntil(now());
    Q_EMIT changed();
}

std::string SchedulerSession::nextName(const std::string& kind) const
{
    int count = 0;
    for (const sched::JobSpec& j : m_config->jobs) {
        if (j.name.rfind(kind + "-", 0) == 0)
            ++count;
    }
    return kind + "-" + std::to_string(count + 1);
}

void SchedulerSession::submitTraining()
{
    sched::JobSpec job = sched::courseTrainingJob(now());
    job.name = nextName("training");
    submitJob(job);
}

void SchedulerSession::submitInference()
{
    sched::JobSpec job = sched::courseInferenceJob(now());
    job.name = nextName("inference");
    submitJob(job);
}

void SchedulerSession::submitJob(sched::JobSpec job)
{
    job.submitTime = now();
    if (!m_config->scheduler.tenants.empty() &&
        std::none_of(m_config->scheduler.tenants.begin(), m_config->scheduler.tenants.end(),
                     [&](const sched::TenantSpec& t) { return t.name == job.tenant; }))
        job.tenant = m_config->scheduler.tenants.front().name;
    sched::validateJob(job, "/job");
    m_scheduler->submit(job);
    m_config->jobs.push_back(job);
    settleNow();
}

void SchedulerSession::failNode(int node)
{
    if (node < 0 || node >= m_scheduler->cluster().nodeCount() ||
        !m_scheduler->cluster().state(node).up)
        return;
    m_scheduler->failNode(node);
    m_config->outages.push_back({m_scheduler->cluster().spec(node).name, now(), 0.0});
    settleNow();
}

void SchedulerSession::repairNode(int node)
{
    if (node < 0 || node >= m_scheduler->cluster().nodeCount() ||
        m_scheduler->cluster().state(node).up)
        return;
    const std::string& name = m_scheduler->cluster().spec(node).name;
    // The outage that took it down now ends here (a repair at its own failure time is
    // kept just after it, as a repair time of 0 means "never").
    for (auto it = m_config->outages.rbegin(); it != m_config->outages.rend(); ++it) {
        if (it->node == name && it->repairS == 0) {
            it->repairS = std::max(now() - it->atS, 1e-6);
            break;
        }
    }
    m_scheduler->repairNode(node);
    settleNow();
}

} // namespace ailab::labs::scheduler
