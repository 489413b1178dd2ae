#pragma once

#include "core/sim/signal.h"
#include "core/train/step_model.h"

#include <string>

namespace ailab::core::sim {
class Simulation;
}

namespace ailab::core::train {

// The stages of the seed's "distributed training - conceptual workload journey" (section
// 01.4), with GPU execution split into what a step is made of.
enum class JourneyPhase {
    Pending,         // before the job is submitted
    Submission,      // the job enters the platform (API, queue)
    Allocation,      // the scheduler gangs the GPUs
    DataLoading,     // the first batches reach the workers (nothing prefetched yet)
    DataWait,        // GPUs idle: the next batch is not there yet
    Compute,         // forward and backward pass; the all-reduce overlaps its end
    Synchronisation, // all-reduce time that compute could not hide
    Checkpoint,      // weights and optimizer state written to storage
    Finished
};

std::string journeyPhaseId(JourneyPhase phase); // "submission", "compute", ...

struct JourneyInputs
{
    double submissionSeconds = 0.5; // API call and admission (teaching assumption)
    double allocationSeconds = 4.0; // gang scheduling and container start (teaching assumption)
    int steps = 12;                 // training steps the journey animates
};

// What the views draw at one instant; every figure comes from the model.
struct JourneySnapshot
{
    JourneyPhase phase = JourneyPhase::Pending;
    int step = 0; // 1-based step in progress, 0 before the first
    int completedSteps = 0;
    double phaseStart = 0.0;
    double phaseEnd = 0.0;
    double phaseProgress = 0.0; // 0..1 at the snapshot time
    bool computeBusy = false;
    bool networkBusy = false; // all-reduce traffic on the fabric
    bool storageReading = false;
    bool storageWriting = false;
    bool schedulerBusy = false;
    double lastStepSeconds = 0.0; // measured duration of the last completed step
};

// A training job played on a Simulation as events. Each step is evaluated with the inputs
// current when it starts, so a layer weakened mid-run slows the following steps.
class TrainingJourney
{
public:
    TrainingJourney(sim::Simulation& simulation, StepInputs step, JourneyInputs journey);

    // Schedules the submission at the simulation's current time. Call once.
    void start();

    void setDegradations(const Degradations& degradations);
    const StepInputs& stepInputs() const { return m_step; }
    const JourneyInputs& journeyInputs() const { return m_journey; }

    JourneySnapshot snapshot(double now) const;
    bool finished() const { return m_phase == JourneyPhase::Finished; }

    // Duration of a whole journey with the current inputs (no change mid-run).
    double plannedSeconds() const;

    // (phase, step, time) when a phase begins.
    sim::Signal<JourneyPhase, int, double> phaseChanged;
    // (step, measured step seconds, GPU utilisation of the step, time) after each step.
    sim::Signal<int, double, double, double> stepCompleted;

private:
    void enter(JourneyPhase phase, double duration);
    void beginStep();
    void afterCompute();
    void endStep();
    bool checkpointAfter(int step) const;

    sim::Simulation& m_simulation;
    StepInputs m_step;
    JourneyInputs m_journey;
    StepBreakdown m_current;
    JourneyPhase m_phase = JourneyPhase::Pending;
    int m_stepIndex = 0;
    int m_completed = 0;
    double m_phaseStart = 0.0;
    double m_phaseEnd = 0.0;
    double m_stepStart = 0.0;
    double m_lastStepSeconds = 0.0;
    double m_lastStepCompute = 0.0;
};

} // namespace ailab::core::train
