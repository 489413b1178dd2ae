#include "core/train/journey.h"

#include "core/error.h"
#include "core/sim/simulation.h"

#include <algorithm>

namespace ailab::core::train {

std::string journeyPhaseId(JourneyPhase phase)
{
    switch (phase) {
    case JourneyPhase::Pending:
        return "pending";
    case JourneyPhase::Submission:
        return "submission";
    case JourneyPhase::Allocation:
        return "allocation";
    case JourneyPhase::DataLoading:
        return "data-loading";
    case JourneyPhase::DataWait:
        return "data-wait";
    case JourneyPhase::Compute:
        return "compute";
    case JourneyPhase::Synchronisation:
        return "synchronisation";
    case JourneyPhase::Checkpoint:
        return "checkpoint";
    case JourneyPhase::Finished:
        return "finished";
    }
    return "pending";
}

TrainingJourney::TrainingJourney(sim::Simulation& simulation, StepInputs step,
                                 JourneyInputs journey)
    : m_simulation(simulation)
    , m_step(std::move(step))
    , m_journey(journey)
{
    if (!(m_journey.submissionSeconds >= 0.0) || m_journey.submissionSeconds > 3600.0)
        throw Error("submission time must be between 0 and 3600 s",
                    "/model/journey/submissionSeconds");
    if (!(m_journey.allocationSeconds >= 0.0) || m_journey.allocationSeconds > 3600.0)
        throw Error("allocation time must be between 0 and 3600 s",
                    "/model/journey/allocationSeconds");
    if (m_journey.steps < 1 || m_journey.steps > 10000)
        throw Error("journey steps must be between 1 and 10000", "/model/journey/steps");
    m_current = evaluateStep(m_step);
}

void TrainingJourney::setDegradations(const Degradations& degradations)
{
    StepInputs changed = m_step;
    changed.degradations = degradations;
    validateStepInputs(changed);
    m_step = changed;
}

void TrainingJourney::start()
{
    if (m_phase != JourneyPhase::Pending)
        throw Error("the journey has already started");
    enter(JourneyPhase::Submission, m_journey.submissionSeconds);
    m_simulation.scheduleIn(m_journey.submissionSeconds, [this] {
        enter(JourneyPhase::Allocation, m_journey.allocationSeconds);
        m_simulation.scheduleIn(m_journey.allocationSeconds, [this] {
            // Nothing is prefetched yet: the first batch costs its whole load time.
            m_current = evaluateStep(m_step);
            enter(JourneyPhase::DataLoading, m_current.dataLoadSeconds);
            m_simulation.scheduleIn(m_current.dataLoadSeconds, [this] { beginStep(); });
        });
    });
}

void TrainingJourney::enter(JourneyPhase phase, double duration)
{
    m_phase = phase;
    m_phaseStart = m_simulation.now();
    m_phaseEnd = m_phaseStart + duration;
    phaseChanged.notify(phase, m_stepIndex, m_phaseStart);
}

void TrainingJourney::beginStep()
{
    ++m_stepIndex;
    m_stepStart = m_simulation.now();
    m_current = evaluateStep(m_step);
    // The first step's batch arrived in DataLoading; later ones wait for what prefetch
    // could not hide.
    const double wait = m_stepIndex == 1 ? 0.0 : m_current.dataWaitSeconds;
    auto compute = [this] {
        enter(JourneyPhase::Compute, m_current.computeSeconds);
        m_simulation.scheduleIn(m_current.computeSeconds, [this] { afterCompute(); });
    };
    if (wait > 0.0) {
        enter(JourneyPhase::DataWait, wait);
        m_simulation.scheduleIn(wait, compute);
    } else {
        compute();
    }
}

void TrainingJourney::afterCompute()
{
    m_lastStepCompute = m_current.computeSeconds;
    const double exposed = m_current.exposedCommunicationSeconds;
    if (exposed > 0.0) {
        enter(JourneyPhase::Synchronisation, exposed);
        m_simulation.scheduleIn(exposed, [this] { endStep(); });
    } else {
        endStep();
    }
}

bool TrainingJourney::checkpointAfter(int step) const
{
    return step % m_step.checkpointEverySteps == 0 || step == m_journey.steps;
}

void TrainingJourney::endStep()
{
    auto finishStep = [this] {
        ++m_completed;
        m_lastStepSeconds = m_simulation.now() - m_stepStart;
        const double utilisation =
            m_lastStepSeconds > 0.0 ? m_lastStepCompute / m_lastStepSeconds : 0.0;
        stepCompleted.notify(m_stepIndex, m_lastStepSeconds, utilisation, m_simulation.now());
        if (m_completed >= m_journey.steps)
            enter(JourneyPhase::Finished, 0.0);
        else
            beginStep();
    };
    if (checkpointAfter(m_stepIndex)) {
        const double write = evaluateStep(m_step).checkpointWriteSeconds;
        enter(JourneyPhase::Checkpoint, write);
        m_simulation.scheduleIn(write, finishStep);
    } else {
        finishStep();
    }
}

JourneySnapshot TrainingJourney::snapshot(double now) const
{
    JourneySnapshot s;
    s.phase = m_phase;
    s.step = m_stepIndex;
    s.completedSteps = m_completed;
    s.phaseStart = m_phaseStart;
    s.phaseEnd = m_phaseEnd;
    const double span = m_phaseEnd - m_phaseStart;
    s.phaseProgress = span > 0.0 ? std::clamp((now - m_phaseStart) / span, 0.0, 1.0) : 1.0;
    s.lastStepSeconds = m_lastStepSeconds;
    switch (m_phase) {
    case JourneyPhase::Submission:
    case JourneyPhase::Allocation:
        s.schedulerBusy = true;
        break;
    case JourneyPhase::DataLoading:
    case JourneyPhase::DataWait:
        s.storageReading = true;
        break;
    case JourneyPhase::Compute: {
        s.computeBusy = true;
        // Prefetch of the next batch runs beside compute; the all-reduce fills the end of
        // the compute phase (backward pass) for as long as it is hidden.
        s.storageReading = now < m_phaseStart + m_current.dataLoadSeconds;
        const double hidden = std::min(m_current.communicationSeconds,
                                       m_current.computeSeconds * m_step.overlapFraction);
        s.networkBusy = hidden > 0.0 && now >= m_phaseEnd - hidden;
        break;
    }
    case JourneyPhase::Synchronisation:
        s.networkBusy = true;
        break;
    case JourneyPhase::Checkpoint:
        s.storageWriting = true;
        break;
    case JourneyPhase::Pending:
    case JourneyPhase::Finished:
        break;
    }
    return s;
}

double TrainingJourney::plannedSeconds() const
{
    const StepBreakdown b = evaluateStep(m_step);
    double total = m_journey.submissionSeconds + m_journey.allocationSeconds + b.dataLoadSeconds;
    for (int i = 1; i <= m_journey.steps; ++i) {
        total +=
            (i == 1 ? 0.0 : b.dataWaitSeconds) + b.computeSeconds + b.exposedCommunicationSeconds;
        if (checkpointAfter(i))
            total += b.checkpointWriteSeconds;
    }
    return total;
}

} // namespace ailab::core::train
