#include "labs/operations/operations_session.h"

#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_injector.h"
#include "core/error.h"
#include "core/models/operations/operations_scenario.h"
#include "core/sim/simulation.h"
#include "labs/common/skeleton/sim_driver.h"

#include <algorithm>

namespace ailab::labs::operations {

namespace {
// Simulated seconds per wall second at normal speed: ten times real time, so a fault's
// consequences (a job slowing, a checkpoint, a restart after ten minutes) arrive while a
// class watches; Fast is 40x (SimDriver).
constexpr double kBaseRate = 10.0;
// One Step: one telemetry sample at the default resolution (a second), times this.
constexpr double kStepSamples = 10.0;
} // namespace

OperationsSession::OperationsSession(QObject* parent)
    : LabSession("operations", parent)
    , m_spec(std::make_unique<core::cluster::ClusterSpec>())
{
    connect(driver(), &SimDriver::frameReady, this, &OperationsSession::onFrame);
    startFromDefaults();
}

OperationsSession::~OperationsSession()
{
    // The twins refer to their simulations: they go first.
    m_baseline.reset();
    m_baselineSimulation.reset();
    m_twin.reset();
}

void OperationsSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    core::cluster::ClusterSpec spec = core::models::operations::readOperationsScenario(scenario);
    *m_spec = std::move(spec);
    m_seed = scenario.seed;
}

void OperationsSession::resetEdits()
{
    m_injected.clear();
    m_repaired.clear();
}

double OperationsSession::durationS() const
{
    return m_spec->durationS;
}

void OperationsSession::startRun()
{
    m_baseline.reset();
    m_baselineSimulation.reset();
    m_twin.reset();
    m_twin = std::make_unique<core::cluster::ClusterTwin>(simulation(), *m_spec, m_seed, 0.0);
    // A restart after an edit keeps the learner's faults: they are the run's edits.
    for (const core::cluster::FaultSpec& fault : m_injected)
        m_twin->faults().inject(fault);
    const std::size_t first = m_twin->faults().faults().size() - m_injected.size();
    for (const auto& [injected, at] : m_repaired) {
        const std::size_t index = first + injected;
        simulation().schedule(at, [this, index] { m_twin->faults().repair(index); });
    }
    driver()->setBaseRate(kBaseRate);
    driver()->setStepSize(m_spec->telemetry.resolutionS * kStepSamples);
    driver()->setEndTime(m_spec->durationS);
}

std::size_t OperationsSession::injectFault(core::cluster::FaultSpec fault)
{
    fault.atS = std::max(fault.atS, now());
    if (fault.untilS && *fault.untilS <= fault.atS)
        throw core::Error("the fault must end after it begins", fault.pointer + "/until");
    if (fault.atS >= m_spec->durationS)
        throw core::Error("the fault begins after the run ends", fault.pointer + "/at");
    m_twin->faults().inject(fault); // throws, naming the field, before anything changes
    m_injected.push_back(std::move(fault));
    Q_EMIT faultsChanged();
    return m_twin->faults().faults().size() - 1;
}

bool OperationsSession::repairFault(std::size_t injectorIndex)
{
    const std::size_t first = m_twin->faults().faults().size();
    if (!m_twin->faults().repair(injectorIndex))
        return false;
    // Remember the repair of a learner's fault so that a restart replays it.
    const std::size_t injectedFirst = first - m_injected.size();
    if (injectorIndex >= injectedFirst)
        m_repaired.emplace_back(injectorIndex - injectedFirst, now());
    Q_EMIT faultsChanged();
    return true;
}

const core::cluster::ClusterTwin& OperationsSession::baseline()
{
    if (!m_baseline || m_baselineSimulation->now() > now()) {
        m_baseline.reset();
        m_baselineSimulation = std::make_unique<core::sim::Simulation>();
        m_baseline = std::make_unique<core::cluster::ClusterTwin>(*m_baselineSimulation, *m_spec,
                                                                  m_seed, 0.0);
    }
    m_baseline->runUntil(now());
    return *m_baseline;
}

void OperationsSession::onFrame()
{
    if (now() >= m_spec->durationS)
        driver()->pause();
}

} // namespace ailab::labs::operations
